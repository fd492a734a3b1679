"""Reading and writing the numbers a student types: "3/8", "0.375", "37.5%", "1,368,695".

One reader serves the prediction widget and the exercise checks, so a guess and an answer are
read the same way. Numbers are exact (:class:`~fractions.Fraction`) from the start, so a typed
"0.1" is one tenth, not the float nearest it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

#: Longer text is no number a student meant (and Python refuses ints over 4,300 digits).
LONGEST_NUMBER: Final = 60


@dataclass(frozen=True)
class TypedNumber:
    """A number read from text, and whether it was written as a percentage ("37.5%")."""

    value: Fraction
    percent: bool


def read_number(text: str) -> TypedNumber | None:
    """The number ``text`` writes, or None when it writes none.

    Accepted: integers and decimals (with "," between thousands), fractions "a/b", scientific
    notation, and any of them followed by "%" (the value is then the percentage, not divided).
    """
    cleaned = text.strip().replace(",", "").replace(" ", "").replace("\u2212", "-")
    if not cleaned or len(cleaned) > LONGEST_NUMBER:
        return None
    percent = cleaned.endswith("%")
    if percent:
        cleaned = cleaned[:-1]
    try:
        value = Fraction(cleaned)
    except (ValueError, ZeroDivisionError):
        return None
    return TypedNumber(value, percent)


def as_fraction(value: object) -> Fraction | None:
    """An int, Fraction or finite float as an exact Fraction; anything else (bools too) None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | Fraction):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(value) if value == value and abs(value) != float("inf") else None
    return None


def short_fraction(value: Fraction) -> str | None:
    """The fraction written "17/40" when that is short enough to read at a glance, else None."""
    if value.denominator == 1:
        return None
    written = f"{value.numerator}/{value.denominator}"
    return written if len(written) <= 9 else None


def written(value: Fraction, *, as_percent: bool, places: int) -> str:
    """``value`` as a lesson prints it: "42.5%" (``as_percent``) or "13.2" (``places`` decimals)."""
    if as_percent:
        return f"{float(value):.{places}%}"
    return f"{float(value):,.{places}f}"
