"""The legal moves as one sequence: listed moves, then runs of numbers described, not listed."""

import numpy as np
import pytest

from cardwidgets.engine import Action
from cardwidgets.engine.illegal import IllegalActionError, describe_choices
from cardwidgets.engine.legal import NO_LEGAL_ACTIONS, ActionRange, LegalActions

CHECK = Action("check")
BETS = ActionRange("bet", 1, 1_000_000)


def test_a_range_reads_like_the_list_it_stands_for():
    small = ActionRange("bet", 3, 6)
    assert list(small) == [Action("bet", (n,)) for n in (3, 4, 5, 6)]
    assert len(small) == 4
    assert small[0] == Action("bet", (3,))
    assert small[-1] == Action("bet", (6,))
    assert small[1:3] == [Action("bet", (4,)), Action("bet", (5,))]
    assert str(small) == "bet 3 to 6"
    with pytest.raises(IndexError, match="4 moves"):
        small[4]


def test_a_range_contains_only_whole_numbers_of_its_kind_within_bounds():
    assert Action("bet", (1_000_000,)) in BETS
    assert Action("bet", (0,)) not in BETS
    assert Action("bet", (1_000_001,)) not in BETS
    assert Action("raise", (5,)) not in BETS
    assert Action("bet", (True,)) not in BETS  # True == 1, but it is no number of chips
    assert Action("bet", (5, 5)) not in BETS
    assert "bet 5" not in BETS


def test_a_range_must_run_upwards():
    with pytest.raises(ValueError, match="low to high"):
        ActionRange("bet", 5, 4)


def test_legal_actions_list_first_then_ranges_and_number_them_in_that_order():
    legal = LegalActions((CHECK,), (BETS,))
    assert len(legal) == 1_000_001
    assert legal[0] == CHECK
    assert legal[1] == Action("bet", (1,))
    assert legal[-1] == Action("bet", (1_000_000,))
    assert legal.position(Action("bet", (500_000,))) == 500_000
    assert legal.index(CHECK) == 0
    assert legal.position(Action("fold")) is None
    with pytest.raises(ValueError, match="not a legal move"):
        legal.index(Action("fold"))


def test_legal_actions_equal_the_list_of_the_same_moves():
    small = LegalActions((CHECK,), (ActionRange("bet", 1, 2),))
    assert small == [CHECK, Action("bet", (1,)), Action("bet", (2,))]
    assert [CHECK, Action("bet", (1,)), Action("bet", (2,))] == small
    assert small == LegalActions((CHECK, Action("bet", (1,)), Action("bet", (2,))))
    assert small != [CHECK]
    assert hash(small) == hash(LegalActions((CHECK, Action("bet", (1,)), Action("bet", (2,)))))


def test_anything_that_is_no_action_is_simply_not_legal():
    legal = LegalActions((CHECK,), (BETS,))
    for stranger in ("check", None, 5, ["bet", 5], Action("bet", ([5],))):
        assert stranger not in legal


def test_an_error_names_a_range_as_a_range_not_a_million_moves():
    legal = LegalActions((CHECK,), (BETS,))
    assert describe_choices(legal) == "check, bet 1 to 1000000"
    error = IllegalActionError(Action("fold"), "You cannot fold: nobody has bet.", legal)
    assert len(str(error)) < 200
    assert describe_choices(NO_LEGAL_ACTIONS) == "nothing (no seat can act now)"


def test_a_move_picked_by_a_numpy_index_is_written_with_a_plain_number():
    legal = LegalActions((CHECK,), (BETS,))
    picked = legal[np.int64(57)]
    assert picked == Action("bet", (57,))
    assert type(picked.args[0]) is int
