"""The score sheet hand by hand (issue 34): a row for every hand played to its end, each
column's score for that hand and the running total after it, and the totals are the game's own
count at that moment (points, chips, games won), read from the state as it stood then.
"""

from __future__ import annotations

import numpy as np
import pytest

from cardwidgets.agents import default_agent
from cardwidgets.engine import game_names, make
from cardwidgets.engine.game import State
from cardwidgets.engine.play import step
from cardwidgets.engine.score_sheet import ScoreSheet, running_totals

#: Each game for several hands (Half and Half a match of three games).
RULES = {
    "half_and_half": {"games": 3},
    "tennessee_for_two": {"max_hands": 4},
    "call_deuces": {"max_hands": 3},
    "take_two": {"max_hands": 4},
}


def column_totals(state: State) -> tuple[int, ...]:
    """Each column's running total by the game's own count, as the state keeps it now."""
    sheet = state.score_sheet()
    assert sheet is not None
    if state.game.name == "half_and_half":
        wins = state.match_score  # type: ignore[attr-defined]
        return (wins[0], wins[1])
    scores = state.running_scores()
    return tuple(int(scores[seats[0]]) for seats in sheet.columns)


def hands_ends(game: str, seed: int) -> list[State]:
    """The state at the end of each hand of a whole game played by the rule-of-thumb bots."""
    state = make(game, **RULES[game]).new_state(seed=seed)
    agents = [default_agent(game) for _seat in range(state.num_players)]
    rng = np.random.default_rng(seed)
    ends = []
    while not state.is_terminal:
        hands = state.hands_completed
        step(state, agents, rng)
        if state.hands_completed > hands:
            ends.append(state.clone())
    return ends


@pytest.mark.parametrize("game", game_names())
def test_each_hand_over_adds_a_row_whose_totals_are_the_games_own(game: str):
    ends = hands_ends(game, seed=2)
    assert len(ends) >= 2, "a game of several hands"
    rows: tuple[tuple[int, ...], ...] = ()
    for number, state in enumerate(ends, start=1):
        sheet = state.score_sheet()
        assert sheet is not None
        assert len(sheet.hands) == len(sheet.totals) == number == state.hands_completed
        assert sheet.totals[-1] == column_totals(state), f"after hand {number}"
        assert sheet.hands[:-1] == rows, "the rows before stay as they were"
        rows = sheet.hands
    seats = sorted(seat for seats in sheet.columns for seat in seats)
    assert seats == list(range(ends[-1].num_players)), "every seat has its column, once"


@pytest.mark.parametrize("game", ["tennessee_for_two", "call_deuces", "take_two"])
def test_a_hands_score_is_what_it_added_to_the_total(game: str):
    sheet = hands_ends(game, seed=3)[-1].score_sheet()
    assert sheet is not None
    before = sheet.totals[0]
    assert any(sheet.hands), "some hand scored"
    for hand, total in zip(sheet.hands[1:], sheet.totals[1:], strict=True):
        assert tuple(b + h for b, h in zip(before, hand, strict=True)) == total
        before = total


def test_call_deuces_partners_share_a_column():
    state = make("call_deuces", players=4, partnership=True, max_hands=1).new_state(seed=1)
    sheet = state.score_sheet()
    assert sheet.columns == ((0, 2), (1, 3))
    assert sheet.hands == sheet.totals == ()


def test_take_two_counts_each_hands_chips_won_or_lost_from_the_starting_stacks():
    sheet = ScoreSheet.of_totals([(0,), (1,)], (100, 100), [(130, 70), (90, 110)], "", "")
    assert sheet.hands == ((30, -30), (-40, 40))
    assert sheet.totals == ((130, 70), (90, 110))


def test_half_and_half_writes_the_cards_left_and_the_games_won():
    state = hands_ends("half_and_half", seed=2)[-1]
    sheet = state.score_sheet()
    assert sheet.hands == tuple(state.finished)  # type: ignore[attr-defined]
    for left, after, before in zip(
        sheet.hands, sheet.totals, ((0, 0), *sheet.totals), strict=False
    ):
        fewer = [seat for seat in (0, 1) if left[seat] < left[1 - seat]]
        assert [a - b for a, b in zip(after, before, strict=True)] == [
            int(seat in fewer) for seat in (0, 1)
        ], f"{left} cards left: the fewer wins the game"


def test_running_totals_add_up_from_zero():
    assert running_totals([(5, -2), (1, 1)], 2) == ((5, -2), (6, -1))
    assert running_totals([], 3) == ()
