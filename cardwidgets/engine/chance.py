"""The random stream of one chance event, a pure function of (seed, event number). A game's n-th
shuffle comes out the same going back and forward, replaying or continuing, on every machine; why
a re-keyed Philox generator rather than a fresh numpy generator per event:
:doc:`/docs/design/engine`."""

from __future__ import annotations

import threading
from typing import Any, Final

import numpy as np

#: The largest seed taken is below 2**256 (77 digits): any seed a person types or a program
#: draws, and no number so long that merely reading it is slow.
MAX_SEED_BITS: Final = 256
MAX_SEED_DIGITS: Final = 77
#: Seeds below this are Philox's 128-bit key as they are; larger ones are hashed down to it.
_KEY_LIMIT: Final = 2**128
_WORD: Final = 2**64
_LOCAL = threading.local()


def _thread_generator() -> tuple[np.random.Philox, np.random.Generator, dict[str, Any]]:
    """This thread's generator and a state template (threads must not share one stream)."""
    cached = getattr(_LOCAL, "generator", None)
    if cached is None:
        bit_generator = np.random.Philox(key=0)
        template: dict[str, Any] = dict(bit_generator.state)
        cached = (bit_generator, np.random.Generator(bit_generator), template)
        _LOCAL.generator = cached
    return cached


def _key(seed: int) -> tuple[int, int]:
    """A seed as Philox's two 64-bit key words."""
    if seed >= _KEY_LIMIT:
        low, high = np.random.SeedSequence(seed).generate_state(2, np.uint64)
        return int(low), int(high)
    return seed % _WORD, seed // _WORD


def event_generator(seed: int, event: int) -> np.random.Generator:
    """The generator for chance event ``event`` (0, 1, …) of the game with ``seed``.

    It is this thread's one generator, re-keyed: draw from it before asking for the next."""
    bit_generator, generator, state = _thread_generator()
    low, high = _key(seed)
    state["state"]["key"][:] = (low, high)
    state["state"]["counter"][:] = (0, 0, 0, event)
    state["buffer_pos"] = 4  # the buffer is empty: the next draw starts at this counter
    state["has_uint32"] = 0
    bit_generator.state = state  # type: ignore[assignment]  # numpy types it as a private TypedDict
    return generator
