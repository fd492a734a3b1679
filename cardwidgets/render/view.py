"""The table view: what one seat sees, laid out as data, ready to draw. Why it works as it does:
``docs/design/table-views.md``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card


@dataclass(frozen=True)
class CardSpot:
    """A card on the table; ``card=None`` is face down.

    ``selected`` raises the card (a card picked in a multi-step choice, such as a nest discard);
    ``caption`` is a short word under it (who played it to the trick).
    """

    card: Card | None
    intent: Action | None = None
    selected: bool = False
    caption: str = ""


@dataclass(frozen=True)
class Pile:
    """Cards lying together: a stack (drawn as its top card and a count), a fan or a row."""

    label: str
    cards: tuple[CardSpot, ...] = ()
    count: int | None = None
    layout: Literal["stack", "fan", "row"] = "stack"


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    piles: tuple[Pile, ...]
    lines: tuple[str, ...] = ()
    to_move: bool = False
    is_viewer: bool = False


@dataclass(frozen=True)
class Choice:
    """A button: a bid, a trump colour, "flip"."""

    label: str
    intent: Action
    group: str = ""


@dataclass(frozen=True)
class TableView:
    """The whole table. ``centre_lines`` are short lines shown on the felt above the centre
    piles: the pots, the bid to make, the score to reach."""

    title: str
    phase: str
    reminder: str
    seats: tuple[SeatView, ...]
    centre: tuple[Pile, ...] = ()
    choices: tuple[Choice, ...] = ()
    status: str = ""
    centre_lines: tuple[str, ...] = ()
