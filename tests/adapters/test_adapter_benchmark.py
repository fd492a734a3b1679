"""The adapters' benchmark runs end to end (a smoke run: no time is asserted)."""

from __future__ import annotations

import pytest

from tests.adapters.cases import extra_missing

pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from benchmarks import adapters


@pytest.mark.parametrize("name", ["tennessee_for_two", "half_and_half"])
def test_the_same_hands_are_timed_three_ways(name):
    figures = adapters.measure(name, hands=2, runs=1)
    assert figures.engine_ms > 0
    assert figures.pyspiel_ratio > 0
    assert figures.pettingzoo_ratio > 0


def test_searches_and_steps_are_timed_beside_openspiels_games():
    rows = adapters.searches(quick=True)
    assert [row.theirs for row in rows] == ["hearts (C++)", "leduc_poker (C++)"]
    assert all(row.ours_ms > 0 and row.theirs_ms > 0 for row in rows)


def test_the_floor_game_takes_the_steps_of_a_kept_hand_with_no_rules():
    from cardwidgets import openspiel
    from cardwidgets.engine import make

    game, adapter = make("tennessee_for_two"), openspiel.load("tennessee_for_two")
    ids = adapters.pyspiel_ids(adapter, adapters.kept_hand(game, 3))
    steps = adapters.pyspiel_steps(adapter, ids)
    floor = adapters.floor_game(steps, game.num_players)
    assert adapters.pyspiel_steps(floor, [0] * len(steps)) == steps
    state = floor.new_initial_state()
    for _ in steps:
        state.apply_action(0)
    assert state.is_terminal()
    assert adapters.measure("tennessee_for_two", hands=2, runs=1).floor_ratio > 0
