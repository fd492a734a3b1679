"""The numbers every part of the probability kit reads alike: a value as an exact fraction, the
order values are listed in, and the normal quantile of a confidence level."""

from __future__ import annotations

from fractions import Fraction
from statistics import NormalDist
from typing import Any


def as_number(value: object) -> Fraction:
    """A value as an exact number, or a clear error for values that are not numbers."""
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError(
            f"This needs numeric values (whole numbers or fractions), not {value!r}; "
            "use .map() to turn the values into numbers first."
        )
    return Fraction(value)


def value_order(value: object) -> tuple[int, Any]:
    """Numbers in order, then tuples in order, then anything else by its text."""
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        return (0, value)
    if isinstance(value, tuple):
        return (1, tuple(value_order(v) for v in value))
    return (2, str(value))


def z_for(confidence: float) -> float:
    """The normal quantile of a two-sided interval: 1.96 for 95%."""
    if not 0 < confidence < 1:
        raise ValueError(f"A confidence level is between 0 and 1, not {confidence!r}.")
    return NormalDist().inv_cdf(0.5 + confidence / 2)
