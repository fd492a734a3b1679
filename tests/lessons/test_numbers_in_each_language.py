"""Numbers read and written as each language writes them: a decimal comma is read in every
language, spaces between thousands too, and "1,234" is 1234 in English but 1.234 in French and
Russian (where a comma is only ever the decimal sign); answers come back with the language's
decimal comma, thousands spaces and the space before the per cent sign."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardwidgets.i18n import using_language
from cardwidgets.i18n.words import written_number
from cardwidgets.lessons import check, exercise, predict
from cardwidgets.lessons.numbers import read_chance, read_number

LANGUAGES = ["en", "fr", "ru"]
NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("typed", ["42,5", "42,5 %", "42,5\u00a0%", "0,425", "17/40", "42.5%"])
def test_a_decimal_comma_is_read_as_a_decimal_in_every_language(language, typed):
    chance = read_chance(typed, language)
    assert chance is not None
    assert chance.value == Fraction(17, 40)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("typed", ["1 234,5", "1\u00a0234,5", "1\u202f234,5", "1 234.5"])
def test_spaces_between_thousands_are_read_in_every_language(language, typed):
    assert read_number(typed, language).value == Fraction(2469, 2)  # type: ignore[union-attr]


def test_a_comma_before_three_digits_is_a_thousands_comma_in_english_only():
    assert read_number("1,234", "en").value == 1234  # type: ignore[union-attr]
    assert read_number("1,234", "fr").value == Fraction(1234, 1000)  # type: ignore[union-attr]
    assert read_number("1,234", "ru").value == Fraction(1234, 1000)  # type: ignore[union-attr]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("typed", ["0,1493", "14,93 %", "0.1493", "33/221"])
def test_check_reads_a_chance_typed_the_way_the_language_writes_it(language, typed):
    with using_language(language):
        assert check("cd-1", typed), typed


@pytest.mark.parametrize(
    ("language", "percent", "number"),
    [
        ("en", "42.5%", "1,234.5"),
        ("fr", f"42,5{NBSP}%", f"1{NNBSP}234,5"),
        ("ru", f"42,5{NBSP}%", f"1{NNBSP}234,5"),
    ],
)
def test_numbers_are_written_with_the_language_s_decimal_sign_thousands_and_per_cent(
    language, percent, number
):
    assert written_number(Fraction(17, 40), 1, percent=True, language=language) == percent
    assert written_number(1234.5, 1, language=language) == number


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_the_predict_box_reads_a_comma_and_writes_the_answer_as_its_language_does(language):
    with using_language(language):
        widget = predict("?", Fraction(17, 40))
    widget.reveal("42,5 %")  # the reveal comes later, from the page: the box keeps its language
    assert widget._result["guess"] == f"42,5{NBSP}%"
    assert widget._result["answer"] == f"42,5{NBSP}%"
    widget = predict("?", Fraction(17, 40))
    widget.reveal("40")
    assert widget._result["guess"] == "40.0%"


def test_the_predict_box_says_how_far_off_with_a_decimal_comma_in_french():
    with using_language("fr"):
        widget = predict("?", Fraction(17, 40))
        widget.reveal("40")
    assert "2,5" in widget._result["off"]
    assert "You were" not in widget._result["off"]


def test_a_worked_answer_is_written_with_the_language_s_decimal_comma():
    with using_language("fr"):
        assert exercise("cd-1").answer_text() == f"33/221 ≈ 0,14932 (14,93{NBSP}%)"
    assert exercise("cd-1").answer_text() == "33/221 ≈ 0.14932 (14.93%)"
