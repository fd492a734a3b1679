"""The Call Deuces and Take Two exercises: each worked solution's one line of plain Python (after
"In Python:") computes the answer its check accepts, so the mathematics a teacher reads and the
library's answer cannot part; and the claims the solutions make hold."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pytest

from cardwidgets.games.call_deuces import exercises as call_deuces_exercises
from cardwidgets.games.call_deuces import probability as call_deuces
from cardwidgets.games.call_deuces.game import CallDeucesRules
from cardwidgets.games.take_two import exercises as take_two_exercises
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.lessons import Exercise, check

EXERCISES = [*call_deuces_exercises.EXERCISES, *take_two_exercises.EXERCISES]
#: The first code span after "In Python:" in a worked solution.
PLAIN_PYTHON = re.compile(r"In Python: `([^`]+)`")
NAMES = {
    "comb": math.comb,
    "math": math,
    "Fraction": Fraction,
    "call_deuces": call_deuces,
    "CallDeucesRules": CallDeucesRules,
    "antes": take_two_exercises.antes,
    "take_two": take_two,
    "NO_FIVE": call_deuces_exercises.NO_FIVE,
    "TWO_FIVES": call_deuces_exercises.TWO_FIVES,
}


@pytest.mark.parametrize("chosen", EXERCISES, ids=[item.id for item in EXERCISES])
def test_the_worked_solutions_plain_python_gives_the_checked_answer(chosen: Exercise) -> None:
    found = PLAIN_PYTHON.search(chosen.solution)
    assert found, f"{chosen.id}'s solution shows no plain-Python line"
    computed = eval(found.group(1), dict(NAMES))  # our own solution text
    assert check(chosen.id, computed), found.group(1)


@pytest.mark.parametrize("chosen", EXERCISES, ids=[item.id for item in EXERCISES])
def test_a_wrong_answer_gets_the_hint_and_not_the_answer(chosen: Exercise) -> None:
    expected = chosen.expected
    first, *rest = expected if isinstance(expected, tuple) else (expected,)
    wrong_first = float(Fraction(str(first))) + 0.25
    wrong = (wrong_first, *rest) if isinstance(expected, tuple) else wrong_first
    verdict = check(chosen.id, wrong)
    assert not verdict
    assert chosen.hint in verdict.message


def test_knowing_your_hand_holds_no_five_raises_the_fives_expected_in_the_kitty() -> None:
    before = call_deuces.fives_in_kitty(4).exact().mean
    assert call_deuces_exercises.kitty_fives_given_none_held() > before


def test_a_dealt_low_twosome_is_a_better_raid_for_a_low_than_one_showing_a_two() -> None:
    dealt_low = take_two.steal_from_dealt_twosome("low").exact().mean
    showing_a_two, better_for_a_low = take_two_exercises.steal_from_a_twosome_showing_a_two()
    assert dealt_low < showing_a_two
    assert better_for_a_low is False


def test_holding_low_cards_makes_a_blind_steal_worth_more() -> None:
    assert take_two_exercises.steal_after_holding_low_cards() > take_two.blind_steal().exact().mean
