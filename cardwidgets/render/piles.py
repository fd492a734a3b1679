"""A pile's geometry: how far apart its cards lie (fans and rows closed up to fit), its size,
and where its label, cards and count lie inside it; the widget is sent the same numbers
(``PILE_GEOMETRY``), so a pile's inside is laid out here only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from cardwidgets.render.cards import CARD_HEIGHT, CARD_WIDTH
from cardwidgets.render.view import CardSpot, Pile

#: A fan of face-down cards closes up to this step; face-up cards spread wider while they fit
#: (a rank, "10" included, ends 22 px into its card).
_FAN_STEP: Final = 18
_FACE_UP_STEP: Final = 32
_ROW_STEP: Final = CARD_WIDTH + 6
_MIN_STEP: Final = 10
_PILE_GAP: Final = 18
#: A pile label's font size (``.cw-lab`` in table.css).
LABEL_SIZE: Final = 11
ROW_GAP: Final = 10
_LABEL: Final = 14
RAISE: Final = 10
#: A card you may play stands this much above the ones you may not (a picked one, RAISE).
_LIFT: Final = 6
LINE: Final = 16

#: Where a pile's parts lie inside its group, relative to its top-left corner: the label's
#: baseline, the top of its cards, how far a selected card rises, the baseline of the line
#: under the cards (captions, then the count), a line's height and a card's size. The widget
#: is sent these once (``PILE_GEOMETRY``), so a pile's inside is laid out here only.
TOP: Final = _LABEL + RAISE
BELOW: Final = TOP + CARD_HEIGHT + 13
#: A card the next one of its pile lies over at a step closer than this shows only its corner
#: (``cw-tucked``): the next card would cut through the middle of its face.
TUCK: Final = 44
PILE_GEOMETRY: Final = {
    "label": 11,
    "top": TOP,
    "raise": RAISE,
    "lift": _LIFT,
    "below": BELOW,
    "line": LINE,
    "width": CARD_WIDTH,
    "height": CARD_HEIGHT,
    "tuck": TUCK,
}


@dataclass(frozen=True)
class PlacedPile:
    """A pile at its place: ``key`` names the place for the widget's keyboard focus
    (``s1.0``: seat 1's first pile, ``c.0``: the centre's), ``step`` is the distance between
    its cards."""

    key: str
    x: float
    y: float
    pile: Pile
    step: float

    @property
    def spots(self) -> tuple[CardSpot, ...]:
        """The cards drawn: a stack shows its top card only."""
        return self.pile.cards[-1:] if self.pile.layout == "stack" else self.pile.cards

    @property
    def depth(self) -> bool:
        """Is an edge drawn under the top card (a stack of several cards)?"""
        return self.pile.layout == "stack" and bool(self.pile.cards) and (self.pile.count or 0) > 1


def text_width(text: str, size: float) -> float:
    """A generous estimate of a text's width in a sans-serif font (no font metrics here):
    Cyrillic letters run wider than Latin ones, so they count a fifth more."""
    wide = sum(1 for char in text if "\u0400" <= char <= "\u04ff")
    return (len(text) + 0.2 * wide) * size * 0.56


def pile_width(pile: Pile, limit: float) -> float:
    """The width a pile takes, closing up long fans and rows so they fit in ``limit``."""
    return CARD_WIDTH + card_step(pile, limit) * max(_shown(pile) - 1, 0)


def _shown(pile: Pile) -> int:
    return min(len(pile.cards), 1) if pile.layout == "stack" else len(pile.cards)


def card_step(pile: Pile, limit: float) -> float:
    shown = _shown(pile)
    if shown <= 1:
        return 0.0
    if pile.layout == "row":
        natural = _ROW_STEP
    elif any(spot.card for spot in pile.cards):
        natural = _FACE_UP_STEP
    else:
        natural = _FAN_STEP
    return max(_MIN_STEP, min(natural, (limit - CARD_WIDTH) / (shown - 1)))


def _pile_height(pile: Pile) -> float:
    captions = any(spot.caption for spot in pile.cards)
    lines = int(captions) + int(pile.count is not None)
    return _LABEL + RAISE + CARD_HEIGHT + LINE * lines + 4


@dataclass
class Arranged:
    pile: Pile
    x: float
    y: float


def arrange(piles: Sequence[Pile], limit: float) -> tuple[list[Arranged], float, float]:
    """Piles left to right, wrapping onto a new row when the next would pass ``limit``."""
    placed: list[Arranged] = []
    x = y = row_height = width = 0.0
    for pile in piles:
        w = pile_width(pile, limit)
        if x > 0 and x + w > limit:
            x, y, row_height = 0.0, y + row_height + ROW_GAP, 0.0
        placed.append(Arranged(pile, x, y))
        row_height = max(row_height, _pile_height(pile))
        width = max(width, x + w)
        # A label wider than its pile ("Младшая 6 (заморожена)") keeps the next pile clear of it.
        x += max(w, text_width(pile.label, LABEL_SIZE)) + _PILE_GAP
    return placed, width, y + row_height


def captioned(spots: Sequence[CardSpot]) -> bool:
    return any(spot.caption for spot in spots)
