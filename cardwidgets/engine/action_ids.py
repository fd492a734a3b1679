"""Moves as numbers, both ways, for the APIs that speak in numbers (OpenSpiel, PettingZoo).

A move's id is its place in the game's :meth:`~cardwidgets.engine.game.Game.every_action`. An
adapter turns the legal moves into ids at every decision and an id back into a move at every
step, so both ways are a dict look-up (a run of bets by arithmetic), never a search; and an id
from outside is checked here, once for every adapter: anything but a whole number that is the
id of a legal move now is refused with the project's error, before anything is applied.
"""

from __future__ import annotations

import operator
from typing import Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import IllegalActionError, quoted
from cardwidgets.engine.legal import LegalActions

#: How many legal ids a refusal lists before it gives only their count.
_LISTED_IDS: Final = 12


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
    """The numbering of one game's moves (see the module's note)."""

    def __init__(self, every: LegalActions) -> None:
        self.every = every
        self.size = len(every)
        self._listed = {action: number for number, action in enumerate(every.listed)}
        #: Each run of numbers of ``every``: its kind, lowest number, and the id of its first.
        self._runs: list[tuple[str, int, int, int]] = []
        start = len(every.listed)
        for run in every.ranges:
            self._runs.append((run.kind, run.low, run.high, start))
            start += len(run)

    def id_of(self, action: Action) -> int:
        """The id of ``action``, a move of the game."""
        found = self._listed.get(action)
        if found is not None:
            return found
        for kind, low, high, start in self._runs:
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
        for run in legal.ranges:
            first, last = self.id_of(run[0]), self.id_of(run[-1])
            if last - first == len(run) - 1:  # numbered as a run too
                found.extend(range(first, last + 1))
            else:
                found.extend(self.id_of(action) for action in run)
        found.sort()
        return found

    def action(self, number: object) -> Action:
        """The move with id ``number``, whether or not it is legal now (to name it)."""
        checked = checked_id(number)
        if checked is None or not 0 <= checked < self.size:
            raise IllegalActionError(
                number,
                f"{quoted(number)} is no move's id: the ids are the whole numbers from 0 to "
                f"{self.size - 1}.",
            )
        return self.every[checked]

    def legal_action(self, number: object, legal: LegalActions) -> Action:
        """The legal move with id ``number``; anything else is refused, naming the legal ids."""
        checked = number if type(number) is int else checked_id(number)
        if checked is not None and 0 <= checked < self.size:
            action = self.every[checked]
            if action in legal:
                return action
        raise IllegalActionError(
            number,
            f"{quoted(number)} is not the id of a legal move now; the legal ids are "
            f"{describe_ids(self.ids(legal))}.",
            legal,
        )
