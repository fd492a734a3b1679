"""Reading and writing the numbers a student types: "3/8", "0.375", "37.5%", "42,5 %", "1 368 695".
One reader, exact from the start (:class:`~fractions.Fraction`), serves every box that takes a
number, so a guess and an answer are read alike everywhere; the rules it reads by (when a decimal
is a probability, a decimal comma, a comma before three digits): :doc:`/docs/design/lessons-kit`."""

from __future__ import annotations

import math
import numbers
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

import numpy as np

from cardwidgets.i18n import N_, get_language
from cardwidgets.i18n.words import written_number

#: Longer text is no number a student meant (and Python refuses ints over 4,300 digits).
LONGEST_NUMBER: Final = 60

#: What a box that takes a number accepts, said when it cannot read one (``_()`` it to show it).
NUMBER_FORMS: Final = N_("a number such as 12, 12.5, 12,5 or 25/2")
#: What a box that takes a chance accepts.
CHANCE_FORMS: Final = N_("a chance such as 37.5%, 37,5 %, 0.375 or 3/8 (all the same chance)")

_THOUSANDS = re.compile(r"[-+]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?")
_DECIMALS = re.compile(r"[-+]?\d*\.(\d+)")


@dataclass(frozen=True)
class TypedNumber:
    """A number read from text: its value, whether it was written as a percentage ("37.5%"),
    and how many decimals it was written with (None for a fraction or scientific notation)."""

    value: Fraction
    percent: bool
    decimals: int | None = 0


def read_number(text: str, language: str | None = None) -> TypedNumber | None:
    """The number ``text`` writes, or None when it writes none, read as ``language`` (the
    current one by default) reads it.

    Accepted: integers and decimals, with a decimal point or a decimal comma ("42,5", "0,1493");
    spaces between thousands ("1 368 695"); in English "," between thousands too ("1,368,695",
    where every group after the first has three digits and the number does not start with 0);
    fractions "a/b" (not over 0); scientific notation; and any of them followed by "%" (the
    value is then the percentage, not divided).
    """
    cleaned = text.strip().replace("\u2212", "-")
    for space in (" ", "\u00a0", "\u202f", "\u2009"):
        cleaned = cleaned.replace(space, "")
    if not cleaned or len(cleaned) > LONGEST_NUMBER:
        return None
    percent = cleaned.endswith("%")
    if percent:
        cleaned = cleaned[:-1]
    if "," in cleaned:
        if (language or get_language()) == "en" and _THOUSANDS.fullmatch(cleaned):
            cleaned = cleaned.replace(",", "")
        elif cleaned.count(",") == 1 and "." not in cleaned and "/" not in cleaned:
            cleaned = cleaned.replace(",", ".")
        else:
            return None
    try:
        value = Fraction(cleaned)
    except (ValueError, ZeroDivisionError):
        return None
    return TypedNumber(value, percent, _decimals(cleaned))


def _decimals(cleaned: str) -> int | None:
    if "/" in cleaned or "e" in cleaned.lower():
        return None
    written_decimals = _DECIMALS.fullmatch(cleaned)
    return len(written_decimals.group(1)) if written_decimals else 0


@dataclass(frozen=True)
class TypedChance:
    """A chance read from text: the probability, and how the text was read, for saying back."""

    value: Fraction
    #: The scale the student wrote in: 100 for a percentage, 1 for a probability or fraction.
    scale: int
    decimals: int | None
    #: True when a bare number at most 1 was taken as a probability ("0.5" as 50%, not 0.5%).
    bare_probability: bool


def read_chance(text: str, language: str | None = None) -> TypedChance | None:
    """The chance ``text`` writes (see the module's rule), or None when it writes none."""
    typed = read_number(text, language)
    if typed is None:
        return None
    fraction = "/" in text
    if typed.percent or (not fraction and typed.value > 1):
        return TypedChance(typed.value / 100, 100, typed.decimals, False)
    bare = not fraction and typed.value > 0
    return TypedChance(typed.value, 1, typed.decimals, bare)


def chance_of(value: Fraction) -> Fraction:
    """A number given as a chance: above 1 it was meant as a percentage."""
    return value / 100 if value > 1 else value


def rounded_to(value: Fraction, decimals: int) -> Fraction:
    """``value`` rounded to ``decimals`` places, half away from zero, as a student rounds."""
    unit = Fraction(1, 10**decimals)
    steps = abs(value) / unit
    whole = math.floor(steps + Fraction(1, 2))
    return (whole if value >= 0 else -whole) * unit


def places_wanted(tolerance: Fraction, scale: int) -> int:
    """The fewest decimals (in the scale typed: 100 for percent) whose rounding stays within
    ``tolerance``: half the last place is at most the tolerance."""
    if tolerance <= 0:
        return 6
    places = 0
    while Fraction(1, 2 * 10**places) / scale > tolerance and places < 12:
        places += 1
    return places


def as_fraction(value: object) -> Fraction | None:
    """A whole number, a fraction or a finite real number (numpy's too) as an exact Fraction;
    anything else, and bools, None."""
    if isinstance(value, bool | np.bool_):
        return None
    if isinstance(value, numbers.Rational):
        return Fraction(int(value.numerator), int(value.denominator))
    if isinstance(value, numbers.Real):
        real = float(value)
        return Fraction(real) if math.isfinite(real) else None
    return None


def short_fraction(value: Fraction) -> str | None:
    """The fraction written "17/40" when that is short enough to read at a glance, else None."""
    if value.denominator == 1:
        return None
    written = f"{value.numerator}/{value.denominator}"
    return written if len(written) <= 9 else None


def written(value: Fraction, *, as_percent: bool, places: int) -> str:
    """``value`` as a lesson prints it in the current language: "42.5%" (``as_percent``) or
    "13.2" (``places`` decimals); "42,5 %" and "13,2" in French and Russian."""
    return written_number(value, places, percent=as_percent)
