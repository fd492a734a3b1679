"""An option given with a variant is played, in both adapters, even where it equals the
option's default; the OpenSpiel game's parameters and name say the rules played."""

from __future__ import annotations

from typing import Any

import pytest

from cardwidgets.engine import game_class, game_names, make
from tests.adapters.cases import extra_missing

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from cardwidgets import openspiel, pettingzoo  # noqa: E402


def defaults_over_variants(name: str) -> list[tuple[str, dict[str, Any]]]:
    """Each variant with every option it sets given back at the option's default."""
    rules_class = game_class(name).rules_class
    defaults = {option.name: option.default for option in rules_class.options()}
    return [
        (variant, {option: defaults[option] for option in changes})
        for variant, changes in rules_class.variants.items()
    ]


@pytest.mark.parametrize("name", game_names())
def test_an_option_given_with_a_variant_wins_in_openspiel(name):
    for variant, given in defaults_over_variants(name):
        game = openspiel.load(name, variant, **given)
        assert game.ours == make(name, variant, **given) == make(name), (variant, given)
        assert game.num_players() == make(name).num_players


@pytest.mark.parametrize("name", game_names())
def test_an_option_given_with_a_variant_wins_in_pettingzoo(name):
    for variant, given in defaults_over_variants(name):
        table = pettingzoo.CardGameEnv(name, variant, **given)
        assert table.game == make(name), (variant, given)
        assert len(table.possible_agents) == make(name).num_players


@pytest.mark.parametrize("name", game_names())
def test_the_openspiel_game_names_the_rules_it_plays_and_loads_again_by_that_name(name):
    for variant in game_class(name).rules_class.variants:
        game = openspiel.load(name, variant)
        parameters = game.get_parameters()
        for option in game_class(name).rules_class.options():
            played = getattr(game.ours.rules, option.name)
            assert parameters[option.name] == (0 if played is None else played)
        again = pyspiel.load_game(str(game))
        assert again.ours == game.ours == make(name, variant)


def test_heads_up_says_two_players():
    game = openspiel.load("take_two", "heads_up")
    assert game.num_players() == 2
    assert "players=2" in str(game)


def test_options_given_in_openspiels_own_text_win_over_the_variant():
    game = pyspiel.load_game("cardwidgets_take_two(variant=full_table,players=4)")
    assert game.num_players() == 4
    game = pyspiel.load_game("cardwidgets_tennessee_for_two(variant=minus_bid,failed_bid=zero)")
    assert game.ours.rules.failed_bid == "zero"


def test_the_adapters_marker_takes_no_value():
    with pytest.raises(ValueError, match="the adapter's own marker"):
        pyspiel.load_game("cardwidgets_take_two(_given_before=1)")
