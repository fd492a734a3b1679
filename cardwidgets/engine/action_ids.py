"""Moves as numbers, both ways, for the APIs that speak in numbers (OpenSpiel, PettingZoo). A move's
id is its place in the game's :meth:`~cardwidgets.engine.game.Game.every_action`, looked up in a
dict both ways, and an id from outside is checked here once for every adapter before anything is
applied (:doc:`/docs/design/engine`)."""

from __future__ import annotations

import operator
from typing import Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import RulesError, quoted
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.legal import ActionRange, LegalActions

#: How many legal ids a refusal lists before it gives only their count.
_LISTED_IDS: Final = 12
#: The sizes of coarse betting, as shares of the way from the least amount allowed now to the
#: most (all in), with their names: a few bets, as PettingZoo's no-limit hold'em offers, for a
#: learner that cannot tell 80,000 bet sizes apart.
COARSE_SIZES: Final = {
    "least": 0.0,
    "quarter": 0.25,
    "half": 0.5,
    "three_quarters": 0.75,
    "most": 1.0,
}
#: The numberings an adapter offers: every amount its own id, or a few sizes.
BETTING: Final = ("exact", "coarse")


def checked_id(number: object) -> int | None:
    """``number`` as a plain int if it is a whole number (numpy's too; True is no number)."""
    if isinstance(number, bool | np.bool_) or not isinstance(number, int | np.integer):
        return None
    return operator.index(number)


def describe_ids(ids: list[int]) -> str:
    """``3, 7, 9`` — or ``7 ids, from 3 to 80`` when there are many."""
    if not ids:
        return "none"
    if len(ids) <= _LISTED_IDS:
        return ", ".join(map(str, ids))
    return f"{len(ids):,} ids, from {ids[0]} to {ids[-1]}"


class ActionIds:
    """The numbering of one game's moves (see the module's note).

    With ``betting="coarse"`` a run of amounts (every bet size) has a few ids instead of one
    an amount (:data:`COARSE_SIZES`): ``bet half`` is the amount half-way between the least
    and the most allowed at that moment. Only the different amounts are legal ids (when the
    least is the most, ``bet least`` alone)."""

    def __init__(self, every: LegalActions, betting: str = "exact") -> None:
        if betting not in BETTING:
            raise RulesError(f"betting is 'exact' or 'coarse', not {quoted(betting)}.")
        self.every = every
        self.coarse = betting == "coarse" and bool(every.ranges)
        self._listed = {action: number for number, action in enumerate(every.listed)}
        #: Each run of numbers of ``every``: its kind, lowest number, and the id of its first.
        self._runs: list[tuple[str, int, int, int]] = []
        start = len(every.listed)
        for run in every.ranges:
            self._runs.append((run.kind, run.low, run.high, start))
            start += len(COARSE_SIZES) if self.coarse else len(run)
        self.size = start

    def id_of(self, action: Action) -> int:
        """The id of ``action``, a move of the game."""
        found = self._listed.get(action)
        if found is not None:
            return found
        for kind, low, high, start in [] if self.coarse else self._runs:
            if action.kind == kind and len(action.args) == 1:
                value = action.args[0]
                if type(value) is int and low <= value <= high:
                    return start + value - low
        raise ValueError(f"{action} is legal but missing from the game's every_action().")

    def ids(self, legal: LegalActions) -> list[int]:
        """The ids of the moves in ``legal``, in increasing order (as OpenSpiel wants them)."""
        listed = self._listed
        try:
            found = [listed[action] for action in legal.listed]
        except KeyError:
            found = [self.id_of(action) for action in legal.listed]
        if self.coarse:
            for run in legal.ranges:
                found.extend(self._coarse_ids(run))
            found.sort()
            return found
        for run in legal.ranges:
            first, last = self.id_of(run[0]), self.id_of(run[-1])
            if last - first == len(run) - 1:  # numbered as a run too
                found.extend(range(first, last + 1))
            else:
                found.extend(self.id_of(action) for action in run)
        found.sort()
        return found

    def _coarse_ids(self, run: ActionRange) -> list[int]:
        """The coarse ids of a legal run of amounts: one for each different amount."""
        start = self._start_of(run.kind)
        amounts: set[int] = set()
        found = []
        for offset, share in enumerate(COARSE_SIZES.values()):
            amount = _amount(run, share)
            if amount not in amounts:
                amounts.add(amount)
                found.append(start + offset)
        return found

    def _start_of(self, kind: str) -> int:
        return next(start for run_kind, _, _, start in self._runs if run_kind == kind)

    def _coarse(self, number: int) -> tuple[str, int] | None:
        """The kind and the size's place of a coarse id (None for a listed move's id)."""
        for kind, _, _, start in self._runs:
            if start <= number < start + len(COARSE_SIZES):
                return kind, number - start
        return None

    def name(self, number: object) -> str:
        """What the move with id ``number`` is, whether or not it is legal now (coarse bets
        by their size's name: ``bet half``)."""
        checked = checked_id(number)
        if checked is None or not 0 <= checked < self.size:
            raise IllegalActionError(
                number,
                f"{quoted(number)} is no move's id: the ids are the whole numbers from 0 to "
                f"{self.size - 1}.",
            )
        coarse = self._coarse(checked) if self.coarse else None
        if coarse is not None:
            return f"{coarse[0]} {list(COARSE_SIZES)[coarse[1]]}"
        return str(self.every[checked])

    def legal_action(self, number: object, legal: LegalActions) -> Action:
        """The legal move with id ``number``; anything else is refused, naming the legal ids."""
        checked = number if type(number) is int else checked_id(number)
        if checked is not None and 0 <= checked < self.size:
            coarse = self._coarse(checked) if self.coarse else None
            if coarse is None:
                action = self.every[checked]
                if action in legal:
                    return action
            else:
                run = next((run for run in legal.ranges if run.kind == coarse[0]), None)
                if run is not None and checked in self._coarse_ids(run):
                    share = list(COARSE_SIZES.values())[coarse[1]]
                    return Action(run.kind, (_amount(run, share),))
        raise IllegalActionError(
            number,
            f"{quoted(number)} is not the id of a legal move now; the legal ids are "
            f"{describe_ids(self.ids(legal))}.",
            legal,
        )


def _amount(run: ActionRange, share: float) -> int:
    """The amount ``share`` of the way from a run's least to its most."""
    return run.low + round(share * (run.high - run.low))
