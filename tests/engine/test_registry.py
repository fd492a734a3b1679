import pytest

from cardwidgets import game_names, make
from cardwidgets.engine.errors import RulesError, UnknownGameError
from cardwidgets.games import HalfAndHalf, HalfAndHalfRules


def test_make_builds_a_registered_game_with_options():
    game = make("half_and_half", joker="skip_next_turn")
    assert isinstance(game, HalfAndHalf)
    assert game.rules == HalfAndHalfRules(joker="skip_next_turn")
    assert repr(game) == "make('half_and_half', joker='skip_next_turn')"


def test_names_are_forgiving_and_aliases_work():
    assert make("Half and Half") == make("half-and-half") == make("la_moitie_et_la_moitie")


def test_make_with_a_named_variant():
    assert make("half_and_half", variant="original_english").rules.ace_draw == 0


def test_unknown_game_lists_the_games_and_suggests_one():
    with pytest.raises(
        UnknownGameError, match=r"Did you mean 'half_and_half'.*Games: .*half_and_half"
    ):
        make("half_and_hal")


def test_invalid_rule_value_through_make():
    with pytest.raises(RulesError, match="joker takes 'no_draw' or 'skip_next_turn'"):
        make("half_and_half", joker="skip")


def test_rules_object_and_options_cannot_be_mixed():
    with pytest.raises(RulesError, match="either a rules object or rule options"):
        HalfAndHalf(HalfAndHalfRules(), joker="no_draw")


def test_game_names_lists_half_and_half():
    assert "half_and_half" in game_names()
