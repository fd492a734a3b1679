"""Long work done a slice at a time, so the kernel keeps answering (issue 29). Work that can take
long (a review, an analysis, a replay file) is a sequence of small units, and each message from
the page buys about :data:`SLICE` seconds of them; where the work is cut changes nothing in its
result (:doc:`/docs/design/analysis`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Final, TypeVar

#: Seconds of work a message buys (then the unit under way is finished): the kernel is never
#: kept from answering longer, and the page's round trip between slices stays a small share.
SLICE: Final = 0.1

Result = TypeVar("Result")


def for_a_slice(work: Callable[[], bool]) -> None:
    """Do ``work`` (one unit, true when nothing is left) once, then again until it is all
    done or :data:`SLICE` seconds have passed."""
    ends = time.perf_counter() + SLICE
    while not work() and time.perf_counter() < ends:
        pass


def to_the_end(work: Generator[object, None, Result]) -> Result:
    """All of ``work`` at once, and what it returns."""
    while True:
        try:
            next(work)
        except StopIteration as finished:
            result: Result = finished.value
            return result
