"""Exercises check themselves: right, or "not yet" with the hint, never showing the answer."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from cardwidgets.engine import registry
from cardwidgets.engine.info import GameInfo
from cardwidgets.lessons import Exercise, ExerciseError, check, exercise, worked_answer
from tests.engine.test_default_chance import Coin
from tests.registry_sandbox import sandbox_registry


def coin_heads_twice() -> Fraction:
    return Fraction(1, 2) ** 2


HEADS_TWICE = Exercise(
    id="coin-1",
    question="What is the chance of two heads in two tosses?",
    answer=coin_heads_twice,
    hint="the tosses are independent: multiply.",
    solution="$P = \\frac12 \\cdot \\frac12 = \\frac14$.",
    probability=True,
)
ROUGHLY = Exercise(
    id="coin-2",
    question="About how many heads in 1,000 tosses?",
    answer=lambda: 500,
    hint="half of them.",
    solution="$1000 \\cdot \\frac12$.",
    tolerance=20,
)
FAIR = Exercise(
    id="coin-3",
    question="Is the coin fair?",
    answer=lambda: True,
    hint="look at the two chances.",
    solution="Both sides have chance 1/2.",
)
MOST_LIKELY = Exercise(
    id="coin-4",
    question="The most likely number of heads in two tosses, and its chance?",
    answer=lambda: (1, Fraction(1, 2)),
    hint="count HT and TH.",
    solution="HT and TH: 2 of 4.",
    probability=True,
    parts=("the number of heads", "its chance"),
)
COIN_EXERCISES = (HEADS_TWICE, ROUGHLY, FAIR, MOST_LIKELY)


class CoinWithExercises(Coin):
    info = GameInfo(
        name="coin_quiz",
        title="Coin quiz",
        deal_letter="Z",
        exercises="tests.lessons.test_exercises:COIN_EXERCISES",
    )


@pytest.fixture
def coin_game(monkeypatch: pytest.MonkeyPatch) -> None:
    sandbox_registry(monkeypatch)
    registry.register(CoinWithExercises)


@pytest.mark.parametrize(
    "answer", [Fraction(1, 4), 0.25, "1/4", "0.25", "25%", 25, np.float64(0.25), np.int64(25)]
)
def test_a_chance_is_right_as_a_fraction_a_decimal_or_a_percentage(coin_game, answer):
    verdict = check("coin-1", answer)
    assert verdict
    assert str(verdict) == "✓ coin-1: right."


def test_a_wrong_answer_gets_the_hint_and_not_the_answer(coin_game):
    verdict = check("coin-1", Fraction(1, 2))
    assert not verdict
    assert str(verdict) == "✗ coin-1: not yet. Hint: the tosses are independent: multiply."
    for answer_text in ("1/4", "0.25", "25"):
        assert answer_text not in str(verdict)


def test_a_number_read_off_a_simulation_is_right_within_the_exercises_tolerance(coin_game):
    assert check("coin-2", 512)
    assert check("coin-2", "480")
    assert not check("coin-2", 530)
    assert not check("coin-2", "50%"), "a count is not a percentage"


def test_yes_or_no_questions_take_a_bool_or_a_word(coin_game):
    assert check("coin-3", True)
    assert check("coin-3", "yes")
    assert not check("coin-3", "no")
    assert "wants True or False" in check("coin-3", 1).message
    assert not check("coin-2", np.bool_(True)), "a bool is no count"


def test_an_answer_in_parts_is_checked_part_by_part_and_says_which_is_wrong(coin_game):
    assert check("coin-4", (1, "50%"))
    assert check("coin-4", [1, 0.5])
    assert check("coin-4", (2, 0.5)).message.startswith("the number of heads: not yet.")
    assert "2 answers in a tuple (the number of heads, its chance)" in check("coin-4", 1).message


def test_no_answer_yet_and_an_answer_of_the_wrong_kind_say_what_is_wanted(coin_game):
    assert "no answer yet" in check("coin-1", None).message
    wrong_kind = check("coin-1", "a quarter")
    assert not wrong_kind
    assert "a chance such as 37.5%, 37,5 %, 0.375 or 3/8" in wrong_kind.message


def test_an_unknown_exercise_is_an_error_that_lists_the_exercises(coin_game):
    with pytest.raises(ExerciseError, match=r"no exercise 'coin-9'\. Exercises: .*coin-1, coin-2"):
        check("coin-9", 1)


def test_the_worked_answer_shows_the_answer_and_the_solution(coin_game):
    shown = worked_answer("coin-1")._repr_markdown_()
    assert shown.startswith("**Teacher's answer to coin-1:** 1/4 ≈ 0.25 (25%)")
    assert "\\frac14" in shown
    assert exercise("coin-2").answer_text() == "500"


def test_an_exercise_whose_answer_is_no_number_word_or_bool_is_refused():
    odd = Exercise(id="odd-1", question="?", answer=dict, hint="h", solution="s")
    with pytest.raises(ExerciseError, match=r"odd-1 computes \{\}: an answer is a number"):
        odd.check(1)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"id": "hh 1"}, "letters, digits and '-'"),
        ({"hint": " "}, "needs a hint"),
        ({"tolerance": -1}, "0 or more"),
    ],
)
def test_a_badly_made_exercise_says_what_is_wrong(changes, message):
    made = {"id": "ok-1", "question": "?", "answer": int, "hint": "h", "solution": "s"} | changes
    with pytest.raises(ExerciseError, match=message):
        Exercise(**made)
