"""One reading of numbers everywhere: the Predict box and ``check`` read a chance typed as a
percentage, a probability, a fraction or with a decimal comma alike, say when a right answer is
rounded too far, and name the likely slip."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardwidgets.lessons import check, exercise, predict
from cardwidgets.lessons.numbers import read_chance, read_number

SEVENTEEN_FORTIETHS = ["0.425", "42.5", "42,5 %", "0,425", "17/40", "42.5%", "42,5"]


@pytest.mark.parametrize("typed", SEVENTEEN_FORTIETHS)
def test_a_chance_typed_as_a_percentage_a_probability_a_fraction_or_with_a_comma_is_one_chance(
    typed,
):
    chance = read_chance(typed)
    assert chance is not None
    assert chance.value == Fraction(17, 40)


@pytest.mark.parametrize("typed", SEVENTEEN_FORTIETHS)
def test_the_predict_box_reads_each_way_of_typing_a_chance_as_the_same_guess(typed):
    widget = predict("How likely is it that the first player wins?", Fraction(17, 40))
    widget.reveal(typed)
    assert widget._result["guess"] == "42.5%"
    assert "Spot on." in widget._result["off"]


def test_a_bare_probability_in_a_percent_box_is_said_back_so_a_meant_percent_is_caught():
    widget = predict("How likely is a game of six flips?", Fraction(51, 10000), places=2)
    widget.reveal("0.5")
    assert widget._result["guess"] == "50.00%"
    assert (
        'Read as a probability: 0.5 is 50.00%; type "0.5%" for 0.5 percent'
        in (widget._result["off"])
    )


def test_a_revealed_box_says_how_to_guess_again():
    widget = predict("Chance?", Fraction(17, 40))
    widget.reveal("40")
    assert widget._result["off"].endswith("To guess again, run this cell again.")


@pytest.mark.parametrize("bad", ["abc", "1/0", "", "1,2,3"])
def test_a_guess_that_is_no_number_says_what_the_box_takes_and_changes_nothing(bad):
    widget = predict("Chance?", Fraction(17, 40))
    widget.reveal(bad)
    assert "37.5%, 37,5 %, 0.375 or 3/8" in widget._problem
    assert widget._result == {}
    widget.reveal("40")
    assert widget._result["guess"] == "40.0%"


def test_thousands_commas_still_read_as_thousands_and_a_decimal_comma_as_a_decimal():
    assert read_number("1,368,695") == read_number("1368695")
    assert read_number("12,5") is not None
    assert read_number("12,5").value == Fraction(25, 2)  # type: ignore[union-attr]
    assert read_number("0,425").value == Fraction(17, 40)  # type: ignore[union-attr]
    assert read_number("1,2,3") is None


@pytest.mark.parametrize("typed", ["0.1493", "0,1493", "14.93", "14,93 %", "33/221", 0.1493])
def test_check_reads_a_chance_each_way_it_can_be_typed(typed):
    assert check("cd-1", typed), typed  # 33/221 ≈ 14.93%


@pytest.mark.parametrize(
    ("typed", "wanted"),
    [
        ("0.15", "give 3 decimal places"),
        (0.15, "give 3 decimal places"),
        ("15%", "give 1 decimal place of the percentage"),
    ],
)
def test_a_right_answer_rounded_too_far_says_so_and_how_many_places_are_wanted(typed, wanted):
    verdict = check("cd-1", typed)
    assert not verdict
    assert f"right, but rounded too far: {wanted}" in verdict.message


def test_a_wrong_answer_by_a_factor_of_100_is_named():
    assert "a factor of 100 out" in check("cd-1", "0.1493%").message


def test_the_complement_is_named():
    assert "the complement" in check("cd-1", "0.8507").message


def test_a_fraction_over_the_wrong_denominator_is_named():
    assert "the wrong denominator" in check("cd-1", "33/220").message


def test_a_slip_comes_with_the_hint_and_never_the_answer():
    message = check("cd-1", "0.8507").message
    assert exercise("cd-1").hint in message
    assert "33/221" not in message
    assert "14.93" not in message


@pytest.mark.parametrize("bad", ["abc", "1/0"])
def test_check_refuses_a_non_number_saying_what_is_allowed(bad):
    verdict = check("cd-1", bad)
    assert not verdict
    assert "this exercise wants a chance such as 37.5%, 37,5 %, 0.375 or 3/8" in verdict.message


def test_an_empty_answer_says_it_is_empty():
    assert "the answer is empty" in check("cd-1", "").message


def test_every_part_of_take_two_3_is_checked_the_is_it_better_question_too():
    worth, better = exercise("tt-3").expected  # type: ignore[misc]
    assert check("tt-3", (worth, better))
    wrong_part = check("tt-3", (worth, not better))
    assert not wrong_part
    assert "whether it is better for a Low (True or False): not yet" in wrong_part.message
    assert "its average worth" not in wrong_part.message
    both_wrong = check("tt-3", (worth + 1, not better)).message
    assert "its average worth: not yet" in both_wrong
    assert "whether it is better" in both_wrong
    assert both_wrong.count("Hint:") == 1
