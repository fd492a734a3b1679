"""OpenSpiel's conventions kept: a game declared zero- or constant-sum has returns that add up
so in every game played, whole or cut short by ``max_moves``."""

from __future__ import annotations

from random import Random

import pytest

from tests.adapters.cases import extra_missing, one_hand
from tests.variants import every_game_and_variant

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
from cardwidgets import openspiel  # noqa: E402

SUMS = {
    pyspiel.GameType.Utility.ZERO_SUM: "zero",
    pyspiel.GameType.Utility.CONSTANT_SUM: "constant",
    pyspiel.GameType.Utility.GENERAL_SUM: "general",
}


def random_returns(game, rand: Random) -> list[float]:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rand.choices(outcomes, chances)[0])
        else:
            state.apply_action(rand.choice(state.legal_actions()))
    return state.returns()


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_a_declared_sum_holds_in_every_game_played(name, variant):
    rand = Random(28)
    for rules, games in ((one_hand(name), 40), ({"max_moves": 12}, 10)):
        game = openspiel.load(name, variant, **rules)
        declared = game.ours.returns_sum
        kind = SUMS[game.get_type().utility]
        assert kind == ("general" if declared is None else "zero" if declared == 0 else "constant")
        assert game.utility_sum() == declared
        if declared is None:
            continue
        for _ in range(games):
            assert sum(random_returns(game, rand)) == pytest.approx(declared)


def test_two_player_games_are_zero_sum_and_a_larger_take_two_is_not():
    zero = pyspiel.GameType.Utility.ZERO_SUM
    assert openspiel.load("tennessee_for_two").get_type().utility == zero
    assert openspiel.load("half_and_half").get_type().utility == zero
    assert openspiel.load("take_two", "heads_up").get_type().utility == zero
    four = openspiel.load("take_two", max_hands=1)
    assert four.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    rand = Random(5)
    sums = {round(sum(random_returns(four, rand)), 6) for _ in range(300)}
    assert len(sums) > 1  # a tie shares the win: the sum is not always the same
