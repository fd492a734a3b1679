"""The legal moves of a position: a few listed, and runs of numbers described, not listed. A bet of
any size up to a million costs nothing to offer; :class:`LegalActions` answers like a list in
constant time and a table or a bot reads its :attr:`LegalActions.ranges`
(:doc:`/docs/design/engine`)."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain
from typing import Any, overload

from cardwidgets.engine.actions import Action


class ActionRange(Sequence[Action]):
    """``kind low`` … ``kind high``: every whole number between the two, each a legal move."""

    __slots__ = ("high", "kind", "low")

    def __init__(self, kind: str, low: int, high: int) -> None:
        if low > high:
            raise ValueError(f"An action range runs from low to high; got {low} to {high}.")
        self.kind, self.low, self.high = kind, low, high

    def __len__(self) -> int:
        return self.high - self.low + 1

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = operator.index(index)  # numpy's integers too, as a plain int for the action
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(f"{self} has {size} moves; there is no move number {index}.")
        return Action(self.kind, (self.low + index,))

    def __iter__(self) -> Iterator[Action]:
        kind = self.kind
        return (Action(kind, (number,)) for number in range(self.low, self.high + 1))

    def __contains__(self, action: object) -> bool:
        return self.position(action) is not None

    def position(self, action: object) -> int | None:
        """Where ``action`` stands in the range, or None if it is not in it."""
        if not isinstance(action, Action) or action.kind != self.kind or len(action.args) != 1:
            return None
        number = action.args[0]
        if type(number) is not int or not self.low <= number <= self.high:
            return None
        return number - self.low

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionRange):
            return (self.kind, self.low, self.high) == (other.kind, other.low, other.high)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.low, self.high))

    def __repr__(self) -> str:
        return f"ActionRange({self.kind!r}, {self.low}, {self.high})"

    def __str__(self) -> str:
        if self.low == self.high:
            return f"{self.kind} {self.low}"
        return f"{self.kind} {self.low} to {self.high}"


class LegalActions(Sequence[Action]):
    """Listed actions, then ranges, read as one immutable sequence (see the module's note).

    Equal to any sequence of the same actions in the same order (a list in a test, or the same
    moves described another way), so code that treats the legal moves as a list still works.
    """

    __slots__ = ("_size", "listed", "ranges")

    def __init__(self, listed: Iterable[Action] = (), ranges: Iterable[ActionRange] = ()) -> None:
        self.listed: tuple[Action, ...] = tuple(listed)
        self.ranges: tuple[ActionRange, ...] = tuple(ranges)
        self._size = len(self.listed) + sum(map(len, self.ranges))

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        listed = self.listed
        if type(index) is int and 0 <= index < len(listed):  # a listed move: the common case
            return listed[index]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        index = operator.index(index)
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(
                f"There are {self._size} legal moves; there is no move number {index}."
            )
        if index < len(listed):
            return listed[index]
        index -= len(listed)
        for run in self.ranges:
            if index < len(run):
                return run[index]
            index -= len(run)
        raise AssertionError("unreachable: the index was checked against the size")

    def __iter__(self) -> Iterator[Action]:
        if not self.ranges:  # the listed moves' own iterator, in C: bots read them every step
            return iter(self.listed)
        return chain(self.listed, *self.ranges)

    def __contains__(self, action: object) -> bool:
        return self.position(action) is not None

    def position(self, action: object) -> int | None:
        """The number of ``action`` among the legal moves (what a table sends back to play it),
        or None if it is not legal; whatever the ranges' lengths, one pass over the listed ones.

        The listed actions are searched in place, not through a dict built for the purpose: a
        list is asked once or twice before the next move replaces it, and the search, all in C,
        finds a move taken from the list by identity, where a dict would first hash every move.
        """
        if not isinstance(action, Action):
            return None
        try:
            return self.listed.index(action)
        except ValueError:  # not listed, or arguments (an array) that compare to no answer
            pass
        start = len(self.listed)
        for run in self.ranges:
            inside = run.position(action)
            if inside is not None:
                return start + inside
            start += len(run)
        return None

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        found = self.position(value)
        if found is None or found < start or (stop is not None and found >= stop):
            raise ValueError(f"{value} is not a legal move now.")
        return found

    def count(self, value: Any) -> int:
        return int(value in self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (LegalActions, list, tuple)):
            return NotImplemented
        if isinstance(other, LegalActions) and (self.listed, self.ranges) == (
            other.listed,
            other.ranges,
        ):
            return True
        return len(other) == self._size and all(a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        # Consistent with equality by content: equal sequences have the same length and start.
        return hash((self._size, self[0] if self._size else None))

    def __repr__(self) -> str:
        parts = [*map(str, self.listed), *map(str, self.ranges)]
        return f"LegalActions({', '.join(parts)})"


#: No legal move (the game is over, a chance event is next, or another seat is to move).
NO_LEGAL_ACTIONS = LegalActions()
