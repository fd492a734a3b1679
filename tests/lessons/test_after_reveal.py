"""What a cell prints about a prediction's answer waits, with the answer, for the guess."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction

import pytest

from cardwidgets.lessons import after_reveal, predict, teacher_mode
from cardwidgets.lessons.prediction import Prediction

FIRST_WINS = Fraction(17, 40)


@pytest.fixture
def students_edition() -> Iterator[None]:
    teacher_mode(False)
    yield
    teacher_mode(False)


def press_reveal(widget: Prediction, guess: str) -> None:
    widget._handle_custom_msg({"kind": "reveal", "guess": guess}, [])


def test_what_the_block_prints_is_kept_from_the_output_and_the_page_until_reveal(
    students_edition, capsys
):
    widget = predict("How likely is it that the first player wins?", FIRST_WINS)
    with after_reveal():
        print(f"P(first wins) = {FIRST_WINS} = {float(FIRST_WINS):.4f}")
    assert capsys.readouterr().out == ""
    assert "0.4250" not in json.dumps(widget.get_state(), default=str)
    press_reveal(widget, "40")
    assert widget._result["working"] == "P(first wins) = 17/40 = 0.4250\n"
    assert widget._result["answer"] == "42.5%"


def test_working_printed_after_the_reveal_joins_the_revealed_box(students_edition, capsys):
    widget = predict("How likely is it that the first player wins?", FIRST_WINS)
    press_reveal(widget, "40")
    with after_reveal():
        print("by hand: 17/40")
    assert capsys.readouterr().out == ""
    assert widget._result["working"] == "by hand: 17/40\n"


def test_the_working_goes_to_the_latest_prediction(students_edition):
    first = predict("First?", FIRST_WINS)
    second = predict("Second?", 3, as_percent=False, places=0)
    with after_reveal():
        print("three")
    press_reveal(first, "40")
    press_reveal(second, "3")
    assert "working" not in first._result
    assert second._result["working"] == "three\n"


def test_in_the_teachers_edition_the_working_is_printed_as_usual(students_edition, capsys):
    teacher_mode()
    predict("How likely is it that the first player wins?", FIRST_WINS)
    with after_reveal():
        print("17/40")
    assert capsys.readouterr().out == "17/40\n"
