"""The refusal of a move the rules do not allow now: what the rule says and the moves that are
allowed, in the language of whoever asked (a French lesson reads "Coups permis : ..."). It stands
apart from :mod:`~cardwidgets.engine.errors`, which the catalogue itself needs before it can word
anything."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.i18n import _

#: How many legal actions an error message lists before it says "and N more".
_LISTED = 12


@runtime_checkable
class _WithRanges(Protocol):
    """Legal moves that hold runs of numbers besides listed actions (``engine.legal``'s
    ``LegalActions``), known by their shape, so that this module need not import the legal lists."""

    listed: Sequence[object]
    ranges: Sequence[object]


def describe_choices(actions: Sequence[object], listed: int = _LISTED) -> str:
    """``play R9, play R4 and 3 more`` — short enough to read in a notebook error; a run of
    numbers reads ``raise 1 to 1000000``."""
    if not actions:
        return _("nothing (no seat can act now)")
    if isinstance(actions, _WithRanges) and actions.ranges:
        parts = [*map(str, actions.listed), *map(str, actions.ranges)]
    else:
        parts = [str(a) for a in actions]
    shown = ", ".join(parts[:listed])
    extra = len(parts) - listed
    return _("{shown} and {n} more").format(shown=shown, n=extra) if extra > 0 else shown


class IllegalActionError(CardwidgetsError, ValueError):
    """An action the rules do not allow now. The state it was offered to is unchanged.

    ``reason`` is the rule in a learner's words ("You must follow Red: you hold R9."),
    ``legal`` the actions that were allowed.
    """

    def __init__(self, action: object, reason: str, legal: Sequence[object] = ()) -> None:
        self.action = action
        self.reason = reason
        self.legal = legal if not isinstance(legal, list) else tuple(legal)
        super().__init__(
            _("{reason} Allowed now: {choices}.").format(
                reason=reason, choices=describe_choices(self.legal)
            )
        )
