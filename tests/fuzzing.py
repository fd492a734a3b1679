"""What the fuzz tests send: values JSON can carry, with the awkward ones a forged message, a
hand-edited record or a careless caller would pick (numbers of thousands of digits, huge
text, True where a number belongs)."""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st


class Huge:
    """Stands for a whole number of 5,000 digits in an example (hypothesis must print its
    examples, and Python refuses to write such a number), until :func:`filled_in` puts it in."""

    def __init__(self, sign: int) -> None:
        self.sign = sign

    def __repr__(self) -> str:
        return f"{'-' if self.sign < 0 else ''}10**5000"


AWKWARD = st.sampled_from([Huge(1), Huge(-1), "9" * 5000, "x" * 20_000, True, 1.5, -1])
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
    | AWKWARD,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=12,
)
#: Examples per fuzz test: 100 by default, more with CARDWIDGETS_FUZZ_EXAMPLES for a long hunt.
FUZZED = settings(
    max_examples=int(os.environ.get("CARDWIDGETS_FUZZ_EXAMPLES", "100")),
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


def filled_in(value: Any) -> Any:
    """``value`` with each :class:`Huge` replaced by its number, in lists and dicts too."""
    if isinstance(value, Huge):
        return value.sign * 10**5000
    if isinstance(value, list):
        return [filled_in(item) for item in value]
    if isinstance(value, dict):
        return {key: filled_in(item) for key, item in value.items()}
    return value
