"""The requests a page may send and the checks on what they carry: a request that is not well
formed is refused with a TableError that says what is wrong, before any of it is acted on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple, cast

from cardwidgets.engine.errors import quoted
from cardwidgets.engine.game import MAX_SEED_BITS, MAX_SEED_DIGITS
from cardwidgets.i18n import _
from cardwidgets.widgets.session.base import TableError
from cardwidgets.widgets.session.seats import MODES, SeatMode

#: Requests that must carry the step and deal of the frame they answer.
_MOVING: Final = frozenset({"act", "answer", "step", "tick", "back", "forward", "seek", "reveal"})
_SETTINGS: Final = frozenset({"play", "pause", "speed", "mode", "log", "forced", "sort"})
#: The page's width: how the page looks, whatever step it shows, so never refused as stale.
KINDS: Final = _MOVING | _SETTINGS | {"deal", "width"}


class _Request(NamedTuple):
    kind: str
    step: int
    deal: int
    body: Mapping[str, Any]


def _request(message: object) -> _Request:
    """A well-formed request, or TableError saying what is wrong with it."""
    if not isinstance(message, Mapping):
        raise TableError(_("The table ignored a message that is not a request."))
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in KINDS:
        raise TableError(
            _("The table ignored an unknown request {kind}.").format(kind=quoted(kind))
        )
    return _Request(kind, _integer(message, "step"), _integer(message, "deal"), message)


def _integer(request: Mapping[str, Any], key: str) -> int:
    """A whole number the page sent: a step, a deal, a move's index, a delay. Each is far below
    2**63, so a larger one is refused before any message quotes it (Python cannot even write a
    number of thousands of digits)."""
    value = request.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value.bit_length() > 63:
        raise TableError(
            _("The table ignored a {kind} request whose {key} is not a whole number.").format(
                kind=quoted(request.get("kind")), key=repr(key)
            )
        )
    return value


def _boolean(request: Mapping[str, Any], key: str) -> bool:
    """A yes or no the page sent (an answer to a question)."""
    value = request.get(key)
    if not isinstance(value, bool):
        raise TableError(
            _("The table ignored a {kind} request whose {key} is not true or false.").format(
                kind=quoted(request.get("kind")), key=repr(key)
            )
        )
    return value


def _seed(request: Mapping[str, Any]) -> int | None:
    seed = request.get("seed")
    if seed is None:
        return None
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise TableError(
            _("A seed is a whole number of 0 or more, not {seed}.").format(seed=quoted(seed))
        )
    if seed.bit_length() > MAX_SEED_BITS:
        raise TableError(
            _("A seed has at most {most} digits, not {digits}.").format(
                most=MAX_SEED_DIGITS, digits=quoted(seed)
            )
        )
    return seed


#: How the viewer's hand may be sorted: as the game lays it out, by suit, or by rank.
HAND_ORDERS: Final = ("game", "suit", "rank")


def _hand_order(request: Mapping[str, Any]) -> str:
    order = request.get("by")
    if not isinstance(order, str) or order not in HAND_ORDERS:
        raise TableError(
            _("A hand is sorted by {orders}, not {order}; nothing changed.").format(
                orders=", ".join(HAND_ORDERS), order=quoted(order)
            )
        )
    return order


def _mode(request: Mapping[str, Any]) -> SeatMode:
    mode = request.get("mode")
    if not isinstance(mode, str) or mode not in MODES:
        raise TableError(
            _("There is no seat mode {mode}; the modes are {modes}.").format(
                mode=quoted(mode), modes=", ".join(MODES)
            )
        )
    return cast(SeatMode, mode)
