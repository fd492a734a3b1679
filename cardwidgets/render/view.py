"""The table view: what one seat sees, laid out as data, ready to draw.

A game's view function turns an *observation* (never the state) into a :class:`TableView`, so a
view cannot show what its seat may not know. Cards and buttons carry an ``intent``, the action
a click asks for; the widget binds intents to the legal actions and asks the game why the
others are refused. Nothing here knows a game's rules.

What the table widget does with a view (:mod:`cardwidgets.widgets`): when the viewer is a
person to move, a card or :class:`Choice` whose intent is legal is clickable (a ring, Enter or a
click plays it), one whose intent is not legal is dimmed and says why (the game's
``explain``); put intents on every card a player could try, the widget sorts them out. Choices
are buttons, one row per ``group`` (bids, trumps, bet sizes). A multi-step choice (five
``bury`` actions for a nest) is one click per card, with the cards picked so far marked
``selected`` (raised). ``caption`` labels a card in a trick with who played it;
``TableView.centre_lines`` are the pots, the bid, the score to reach. Seats flow in rows, so
eight seats and a 16-card hand fit (``layout="fan"`` closes up more than ``"row"``).
"""

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
