"""Zones: the places cards lie, and which seats may know the cards in each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from cardwidgets.engine.cards import Card


class Zone(NamedTuple):
    """A place cards lie, and who may know which cards they are.

    Every card of the game is in exactly one zone at every step (the conformance checker
    tests this), and a seat's observation may only show cards of zones it can see. ``owner``
    is the seat the zone belongs to (its hand, its tricks won), where the table shows it; by
    default the one seat that sees it, if only one does.
    """

    name: str
    cards: Sequence[Card]
    seen_by: frozenset[int] = frozenset()
    public: bool = False
    owner: int | None = None

    def visible_to(self, seat: int) -> bool:
        return self.public or seat in self.seen_by

    def belongs_to(self) -> int | None:
        if self.owner is not None:
            return self.owner
        return next(iter(self.seen_by)) if len(self.seen_by) == 1 else None

    def seen(self, seat: int | None) -> SeenZone:
        """The zone as ``seat`` sees it (every card for the teacher, ``seat`` None)."""
        shown = seat is None or self.visible_to(seat)
        cards = tuple(self.cards) if shown else ()
        return SeenZone(self.name, self.belongs_to(), cards, len(self.cards) - len(cards))


@dataclass(frozen=True)
class SeenZone:
    """A zone in an observation: the cards the seat may see, and how many lie face down."""

    name: str
    owner: int | None
    cards: tuple[Card, ...]
    hidden: int
