"""Every game numbers its moves: each legal move of every game and variant is in its
``every_action()``, once, so outside APIs (OpenSpiel, PettingZoo) can give it a fixed number."""

import numpy as np
import pytest

from cardwidgets.engine import make
from tests.variants import every_game_and_variant

#: Hands kept short: the numbering is per rules, not per hand.
ONE_HAND = {"tennessee_for_two": {"max_hands": 1}, "call_deuces": {"max_hands": 1}}


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_every_legal_move_has_a_number(name, variant):
    game = make(name, variant=variant, **ONE_HAND.get(name, {}))
    every = game.every_action()
    assert len(set(every.listed)) == len(every.listed), "a move is numbered twice"
    for seed in range(3):
        state = game.new_state(seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            ends = [run[i] for run in legal.ranges for i in (0, -1)]
            assert all(every.position(move) is not None for move in (*legal.listed, *ends))
            state.apply_legal(legal[int(rng.random() * len(legal))])


def test_take_two_numbers_every_bet_up_to_all_the_chips():
    every = make("take_two", players=3, starting_chips=1_000_000).every_action()
    assert [str(run) for run in every.ranges] == ["bet 1 to 3000000", "raise 1 to 3000000"]
    assert len(every) == len(every.listed) + 6_000_000
