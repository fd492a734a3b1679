"""Lay out a :class:`~cardwidgets.render.view.TableView`: the table's only layout, two drawings.

Two users share it. The static picture (:func:`table_svg`: ``_repr_svg_``, and the widget's
picture where no kernel runs, on GitHub or nbviewer) draws the view with a header, a status
line, its own ``<style>`` and the faces of the cards it shows. The live widget gets the same
layout compact (:func:`table_data`: texts and piles at their places, each card as its code,
bound by :class:`Controls` to a legal move or a reason) and its JavaScript draws the SVG from
the deck's faces, which it holds already; so the layout exists once, here, in Python, and a
step costs the widget about a kilobyte instead of the markup's three to six.

The layout works for any game and 2 to 8 seats: a card table seen from above. The viewer sits
at the bottom with the full width (a hand of 16 face-up cards keeps every rank clear of its
neighbour); the others sit around an oval felt in playing order (clockwise: up the left
side, along the top, down the right), each seat a block of its name, a line of facts such as
chips or the bid, and its piles; the centre of the table (a trick, the draw pile and its
face-up card, a nest, pots) lies on the felt. In the teacher's all-cards view the seats sit
half above and half below the felt. All text is escaped, so a player called
``<b>Ann</b>`` shows as plain text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, Final

from cardwidgets.engine.actions import Action
from cardwidgets.render.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    DEPTH_ID,
    card_defs,
    card_label,
    face_id,
)
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView
from cardwidgets.render.wire import pack
from cardwidgets.static import STATIC

#: The table's width: a notebook 1024 px wide gives the widget about 960 px inside its border.
#: The live widget lays the table out at the width its page has (``table_data``'s ``width``),
#: from ``NARROWEST`` up, so a narrow notebook gets a narrower table, not a smaller one.
WIDTH: Final = 940
NARROWEST: Final = 360
_MARGIN: Final = 12
#: A fan of face-down cards closes up to this step; face-up cards spread wider, and keep at
#: least ``_READABLE_STEP`` while they fit (a rank, "10" included, ends 22 px into its card).
_FAN_STEP: Final = 18
_FACE_UP_STEP: Final = 32
_READABLE_STEP: Final = 26
_ROW_STEP: Final = CARD_WIDTH + 6
_MIN_STEP: Final = 10
_PILE_GAP: Final = 18
_BLOCK_GAP: Final = 30
_ROW_GAP: Final = 10
_LABEL: Final = 14
_RAISE: Final = 10
#: A card you may play stands this much above the ones you may not (a picked one, _RAISE).
_LIFT: Final = 6
_LINE: Final = 16
_HEADER: Final = 46
#: The felt's round ends leave this much room either side of what lies on it, and this much
#: above and below.
_FELT_PAD: Final = 40
_FELT_INSET: Final = 12
#: The felt's lines are names' size (bold 14 px; measured a size up, as bold runs wider).
_FELT_TEXT: Final = 15
#: The felt keeps at least this width between the side seats.
_CENTRE_MIN: Final = 320
#: Above this many other seats, two sit on each side of the felt (else one, or none for one).
_TWO_A_SIDE: Final = 6
#: Seat facts wrap at this width (or the seat's piles' width), so seats can share a row.
_FACTS_WIDTH: Final = 180

_DRAWING_MARKS: Final = ("/* drawing: start */", "/* drawing: end */")


def drawing_css(style_sheet: str) -> str:
    """The table drawing's rules: the part of ``style_sheet`` between its ``drawing`` marks,
    without comments or spaces that change nothing (the static picture carries its own copy)."""
    start, end = _DRAWING_MARKS
    if start not in style_sheet or end not in style_sheet:
        raise ValueError(f"the style sheet lacks the marks {start} and {end} around the drawing")
    part = style_sheet[style_sheet.index(start) + len(start) : style_sheet.index(end)]
    part = re.sub(r"/\*.*?\*/", "", part, flags=re.DOTALL)
    part = re.sub(r"\s*([{}:;,])\s*", r"\1", part)
    return re.sub(r"\s+", " ", part).strip().replace(";}", "}")


#: The drawing's classes, embedded in the static picture's ``<style>``: the part of the widget's
#: one style sheet (``static/table.css``) between its ``drawing`` marks, minified.
#: Colours come from the JupyterLab theme (with fallbacks for viewers without one).
TABLE_CSS: Final = drawing_css((STATIC / "table.css").read_text(encoding="utf-8"))

#: Where a pile's parts lie inside its group, relative to its top-left corner: the label's
#: baseline, the top of its cards, how far a selected card rises, the baseline of the line
#: under the cards (captions, then the count), a line's height and a card's size. The widget
#: is sent these once (``PILE_GEOMETRY``), so a pile's inside is laid out here only.
_TOP: Final = _LABEL + _RAISE
_BELOW: Final = _TOP + CARD_HEIGHT + 13
#: A card the next one of its pile lies over at a step closer than this shows only its corner
#: (``cw-tucked``): the next card would cut through the middle of its face.
_TUCK: Final = 44
PILE_GEOMETRY: Final = {
    "label": 11,
    "top": _TOP,
    "raise": _RAISE,
    "lift": _LIFT,
    "below": _BELOW,
    "line": _LINE,
    "width": CARD_WIDTH,
    "height": CARD_HEIGHT,
    "tuck": _TUCK,
}


@dataclass(frozen=True)
class NumberRange:
    """A family of legal moves that differ only in an amount (``bid 65`` to ``bid 160`` in
    fives), at consecutive places ``first``, ``first + 1``, ... among the legal actions: the
    widget offers any amount of it in a number field, besides the quick buttons."""

    verb: str
    low: int
    high: int
    step: int
    first: int


@dataclass(frozen=True)
class Controls:
    """What makes the drawing clickable in the widget.

    ``index`` gives each intent that is legal now its number among the legal actions (what a
    click sends back), None for any other (a function, so a range of a million bets is never
    listed: ``LegalActions.position``); ``refusal`` says why any other intent is not allowed
    now. Without a ``refusal`` no card is clickable (a table someone watches) and a button
    says ``watched``. ``ranges`` are the amounts a person to move may choose freely.
    """

    index: Callable[[Action], int | None]
    refusal: Callable[[Action], str] | None
    watched: str = ""
    ranges: tuple[NumberRange, ...] = ()


@dataclass(frozen=True)
class _Text:
    """A line of text on the table: a seat's name (``turn`` marks the seat to move), a line of
    its facts, or a line on the felt."""

    x: float
    y: float
    text: str
    css_class: str
    turn: bool = False


@dataclass(frozen=True)
class _PlacedPile:
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


@dataclass(frozen=True)
class _Felt:
    """The oval felt in the middle of the table: a rectangle with round ends."""

    x: float
    y: float
    width: float
    height: float

    @property
    def radius(self) -> float:
        return min(self.height / 2, _FELT_PAD)


@dataclass
class _Layout:
    """Where everything lies on the table: the one layout both drawings follow, its marks in
    drawing order (the felt before what lies on it)."""

    width: int
    height: int
    marks: list[_Text | _PlacedPile | _Felt]
    bottom: float

    @property
    def texts(self) -> list[_Text]:
        return [mark for mark in self.marks if isinstance(mark, _Text)]

    @property
    def piles(self) -> list[_PlacedPile]:
        return [mark for mark in self.marks if isinstance(mark, _PlacedPile)]

    @property
    def felt(self) -> _Felt | None:
        return next((mark for mark in self.marks if isinstance(mark, _Felt)), None)


def _lay_out(view: TableView, *, chrome: bool, width: int = WIDTH) -> _Layout:
    """Place the seats around the felt and the centre on it (below a header when ``chrome``),
    on a table ``width`` wide; where the sides would leave a seat less room than its facts
    take, every other seat sits along the top (its row wraps)."""
    ring = seat_places(view.seats)
    full = width - 2 * _MARGIN
    side = (full - _CENTRE_MIN) / 2 - _BLOCK_GAP
    if side < _FACTS_WIDTH:
        ring = SeatPlaces((*ring.left, *ring.top, *ring.right), (), (), ring.bottom)
    limits: dict[int, float] = {seat.seat: full for seat in (*ring.top, *ring.bottom)}
    limits |= {seat.seat: side for seat in (*ring.left, *ring.right)}
    blocks = {seat.seat: _measure(seat, limits[seat.seat]) for seat in view.seats}
    placing = _Placing(width, blocks, limits)
    y = placing.around_the_felt(ring, view, float(_HEADER if chrome else 6))
    y = placing.row(ring.bottom, y)
    height = round(y + (30 if chrome and view.status else 4))
    return _Layout(width, height, placing.marks, y)


@dataclass(frozen=True)
class SeatPlaces:
    """Where each seat sits: along the top (left to right), up the left side (from the bottom),
    down the right side, and at the bottom (the viewer)."""

    top: tuple[SeatView, ...]
    left: tuple[SeatView, ...]
    right: tuple[SeatView, ...]
    bottom: tuple[SeatView, ...]


def seat_places(seats: Sequence[SeatView]) -> SeatPlaces:
    """The viewer at the bottom and the others clockwise after it in playing order: the next
    up the left side, then along the top, the last down the right side; two a side from seven
    seats, one from three, none at a table of two. With no viewer (the teacher's view), half
    the seats sit above the felt and half below."""
    for number, seat in enumerate(seats):
        if seat.is_viewer:
            others = (*seats[number + 1 :], *seats[:number])
            count = len(others)
            a_side = 2 if count >= _TWO_A_SIDE else 1 if count >= 2 else 0
            return SeatPlaces(
                top=others[a_side : count - a_side],
                left=others[:a_side],
                right=others[count - a_side :],
                bottom=(seat,),
            )
    half = (len(seats) + 1) // 2
    return SeatPlaces(tuple(seats[:half]), (), (), tuple(seats[half:]))


def table_svg(view: TableView) -> str:
    """The whole table from one seat's point of view, as a picture that needs no kernel.

    The drawing carries the title, phase, reminder and status lines, its style sheet and the
    faces of the cards it shows, so it stands alone on GitHub and in nbviewer.
    """
    layout = _lay_out(view, chrome=True)
    width, height = layout.width, layout.height
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' class='cw-table cw-palette' width='{width}' "
        f"height='{height}' viewBox='0 0 {width} {height}' "
        f"role='img' aria-label='{escape(view.title)}: {escape(view.phase)}'>",
        f"<style>{TABLE_CSS}</style>",
        card_defs(spot.card for placed in layout.piles for spot in placed.spots),
        f"<rect class='cw-table-bg' width='{width}' height='{height}' rx='12'/>",
        _text(_MARGIN, 20, f"{view.title} — {view.phase}", "cw-title"),
        _text(_MARGIN, 37, view.reminder, "cw-line"),
    ]
    for mark in layout.marks:
        if isinstance(mark, _Text):
            parts.append(_svg_text(mark))
        elif isinstance(mark, _PlacedPile):
            parts.append(_svg_pile(mark))
        else:
            parts.append(
                f"<rect class='cw-felt' x='{_n(mark.x)}' y='{_n(mark.y)}' "
                f"width='{_n(mark.width)}' height='{_n(mark.height)}' rx='{_n(mark.radius)}'/>"
            )
    if view.status:
        parts.append(_text(_MARGIN, layout.bottom + 18, view.status, "cw-name"))
    return "".join(parts) + "</svg>"


def table_data(view: TableView, controls: Controls, width: int = WIDTH) -> dict[str, Any]:
    """The table for the widget, compact: the same layout as :func:`table_svg`, without the
    header, ``width`` wide (the page's width, so the table is drawn at its own size), with
    each card as its code and each choice bound to ``controls``.

    The tuples (``size``, ``felt``, ``texts``, ``piles``, ``choices``, ``ranges``) and the card
    words (``QH``, ``-`` face down, ``^QH`` raised, ``QH=3`` plays legal action 3, ``QH!0``
    refused for reason ``why[0]``) are described once, in the wire format's schema
    (``wire.json``, read by :mod:`cardwidgets.render.wire`), and packed here by field name.
    Reasons are listed once in ``why``, however many cards share them. A card's name and face
    travel once per game (see the widget's ``_deck``). ``ranges`` (only when there are some)
    are the amounts the person to move may choose freely (:class:`NumberRange`).
    """
    layout = _lay_out(view, chrome=False, width=width)
    binding = _Binding(controls)
    data: dict[str, Any] = {"size": pack("size", width=layout.width, height=layout.height)}
    felt = layout.felt
    if felt:
        data["felt"] = pack(
            "felt",
            x=_r(felt.x),
            y=_r(felt.y),
            width=_r(felt.width),
            height=_r(felt.height),
            rx=_r(felt.radius),
        )
    data["texts"] = [
        pack(
            "text",
            x=_r(t.x),
            y=_r(t.y),
            kind="turn" if t.turn else t.css_class.removeprefix("cw-"),
            text=t.text,
        )
        for t in layout.texts
    ]
    data["piles"] = [
        pack(
            "pile",
            key=placed.key,
            x=_r(placed.x),
            y=_r(placed.y),
            label=placed.pile.label,
            cards=" ".join(binding.card(spot) for spot in placed.spots),
            step=_r(placed.step, 2),  # finer: a long fan's last card stays in its place
            count=placed.pile.count,
            depth=int(placed.depth),
            captions=[spot.caption for spot in placed.spots] if _captioned(placed.spots) else None,
        )
        for placed in layout.piles
    ]
    data["choices"] = [binding.choice(choice) for choice in view.choices]
    data["why"] = binding.reasons
    if controls.ranges:
        data["ranges"] = [
            pack("range", verb=r.verb, low=r.low, high=r.high, step=r.step, first=r.first)
            for r in controls.ranges
        ]
    return data


class _Binding:
    """Binds intents to the controls: a legal action's number, or a reason listed once."""

    def __init__(self, controls: Controls) -> None:
        self.controls = controls
        self.reasons: list[str] = []
        self._reason_numbers: dict[str, int] = {}

    def _bind(self, intent: Action | None) -> tuple[int | None, int | None]:
        """(legal action number, reason number), or (None, None) when there is nothing to do."""
        controls = self.controls
        if intent is None or controls.refusal is None:
            return None, None
        index = controls.index(intent)
        if index is not None:
            return index, None
        return None, self._reason_for(controls.refusal(intent))

    def card(self, spot: CardSpot) -> str:
        word = ("^" if spot.selected else "") + (spot.card.code if spot.card else "-")
        index, reason = self._bind(spot.intent)
        if index is not None:
            return f"{word}={index}"
        return word if reason is None else f"{word}!{reason}"

    def choice(self, choice: Choice) -> list[Any]:
        index, reason = self._bind(choice.intent)
        if index is None and reason is None:
            reason = self._reason_for(self.controls.watched)
        return pack("choice", label=choice.label, group=choice.group, move=index, why=reason)

    def _reason_for(self, why: str) -> int:
        if why not in self._reason_numbers:
            self._reason_numbers[why] = len(self.reasons)
            self.reasons.append(why)
        return self._reason_numbers[why]


#: A seat block's width and height, its piles' places, and its lines of facts.
_Block = tuple[float, float, list["_Placed"], list[str]]


def _measure(seat: SeatView, limit: float) -> _Block:
    """A seat block's width and height, its piles' places, and its lines of facts."""
    piles, piles_width, piles_height = _arrange(seat.piles, limit)
    facts = _wrap(seat.lines, 12, max(piles_width, _FACTS_WIDTH))
    header = _LINE + 4 + _LINE * len(facts)
    width = max(
        piles_width,
        _text_width(_seat_title(seat), 14) + 16,
        *(_text_width(line, 12) for line in facts),
    )
    return min(width, limit), header + piles_height, piles, facts


def pile_width(pile: Pile, limit: float = WIDTH - 2 * _MARGIN) -> float:
    """The width a pile takes, closing up long fans and rows so they fit in ``limit``."""
    return CARD_WIDTH + _card_step(pile, limit) * max(_shown(pile) - 1, 0)


def _shown(pile: Pile) -> int:
    return min(len(pile.cards), 1) if pile.layout == "stack" else len(pile.cards)


def _card_step(pile: Pile, limit: float) -> float:
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
    return _LABEL + _RAISE + CARD_HEIGHT + _LINE * lines + 4


@dataclass
class _Placed:
    pile: Pile
    x: float
    y: float


def _arrange(piles: Sequence[Pile], limit: float) -> tuple[list[_Placed], float, float]:
    """Piles left to right, wrapping onto a new row when the next would pass ``limit``."""
    placed: list[_Placed] = []
    x = y = row_height = width = 0.0
    for pile in piles:
        w = pile_width(pile, limit)
        if x > 0 and x + w > limit:
            x, y, row_height = 0.0, y + row_height + _ROW_GAP, 0.0
        placed.append(_Placed(pile, x, y))
        row_height = max(row_height, _pile_height(pile))
        width = max(width, x + w)
        x += w + _PILE_GAP
    return placed, width, y + row_height


def _text_width(text: str, size: float) -> float:
    """A generous estimate of a text's width in a sans-serif font (no font metrics here)."""
    return len(text) * size * 0.56


def _wrap(items: Sequence[str], size: float, limit: float) -> list[str]:
    """Join ``items`` with dots into as few lines as fit in ``limit``."""
    lines: list[str] = []
    for item in filter(None, items):
        if lines and _text_width(lines[-1] + " · " + item, size) <= limit:
            lines[-1] += " · " + item
        else:
            lines.append(item)
    return lines


@dataclass
class _Placing:
    """Places the seats, the felt and the piles from the top of the table down."""

    width: int
    blocks: Mapping[int, _Block]
    #: The width each seat's piles were closed up to fit.
    limits: Mapping[int, float]
    marks: list[_Text | _PlacedPile | _Felt] = field(default_factory=list)

    # ------------------------------------------------------------------ seats
    def row(self, seats: Sequence[SeatView], y: float, *, place: bool = True) -> float:
        """Seat blocks side by side from ``y``, centred (a row too wide for the table wraps);
        returns the y below them (only measures unless ``place``)."""
        limit = self.width - 2 * _MARGIN
        rows: list[list[SeatView]] = []
        used = 0.0
        for seat in seats:
            width = self.blocks[seat.seat][0]
            if rows and used + _BLOCK_GAP + width <= limit:
                rows[-1].append(seat)
                used += _BLOCK_GAP + width
            else:
                rows.append([seat])
                used = width
        for line in rows:
            widths = [self.blocks[seat.seat][0] for seat in line]
            x = (self.width - sum(widths) - _BLOCK_GAP * (len(line) - 1)) / 2
            for seat, width in zip(line, widths, strict=True):
                if place:
                    self._seat(seat, x, y)
                x += width + _BLOCK_GAP
            y += max(self.blocks[seat.seat][1] for seat in line) + _ROW_GAP
        return y

    def _column(self, seats: Sequence[SeatView], right: bool, y: float, height: float) -> None:
        """Seat blocks one above another beside the felt, centred in ``height``: the left side
        from the bottom up and the right side from the top down, as play goes round."""
        upwards = seats[::-1] if not right else seats
        top = y + (height - self._column_height(seats)) / 2
        tops = {}
        for seat in upwards:
            tops[seat.seat] = top
            top += self.blocks[seat.seat][1] + _ROW_GAP
        for seat in seats:
            width = self.blocks[seat.seat][0]
            x = self.width - _MARGIN - width if right else float(_MARGIN)
            self._seat(seat, x, tops[seat.seat])

    def _column_height(self, seats: Sequence[SeatView]) -> float:
        return sum(self.blocks[seat.seat][1] + _ROW_GAP for seat in seats) - _ROW_GAP * bool(seats)

    def _seat(self, seat: SeatView, x: float, y: float) -> None:
        _, _, piles, facts = self.blocks[seat.seat]
        limit = self.limits[seat.seat]
        self.marks.append(_Text(x, y + 14, _seat_title(seat), "cw-name", seat.to_move))
        for number, line in enumerate(facts):
            self.marks.append(_Text(x, y + 30 + _LINE * number, line, "cw-line"))
        top = y + _LINE + 4 + _LINE * len(facts)
        for number, placed in enumerate(piles):
            self._pile(placed.pile, x + placed.x, top + placed.y, f"s{seat.seat}.{number}", limit)

    # ------------------------------------------------------------------ the middle
    def around_the_felt(self, ring: SeatPlaces, view: TableView, top_y: float) -> float:
        """The seats above and beside the oval felt, and the centre of the table on it, placed
        in playing order (so a screen reader meets them as play goes round); returns the y
        below the felt."""
        left, right = ring.left, ring.right
        y = self.row(ring.top, top_y, place=False)
        widths = [
            max((self.blocks[s.seat][0] for s in side), default=0.0) for side in (left, right)
        ]
        inner_left = _MARGIN + (widths[0] + _BLOCK_GAP if left else 0)
        inner_right = self.width - _MARGIN - (widths[1] + _BLOCK_GAP if right else 0)
        room = inner_right - inner_left
        facts = _wrap(view.centre_lines, _FELT_TEXT, room - 2 * _FELT_PAD)
        placed, piles_width, piles_height = _arrange(view.centre, room - 2 * _FELT_PAD)
        content = _LINE * len(facts) + piles_height
        height = max(
            content + 2 * _FELT_INSET, self._column_height(left), self._column_height(right)
        )
        if not (view.centre or facts or left or right):
            return self.row(ring.top, top_y)
        content_width = max([piles_width, *(_text_width(line, _FELT_TEXT) for line in facts)])
        felt_width = min(room, max(content_width + 2 * _FELT_PAD, room * 0.7))
        felt_x = inner_left + (room - felt_width) / 2
        self.marks.append(_Felt(felt_x, y, felt_width, height))
        self._column(left, False, y, height)
        self.row(ring.top, top_y)
        self._column(right, True, y, height)
        top = y + (height - content) / 2
        centre_x = felt_x + felt_width / 2
        for number, line in enumerate(facts):
            text_x = centre_x - _text_width(line, _FELT_TEXT) / 2
            self.marks.append(_Text(text_x, top + 13 + _LINE * number, line, "cw-name"))
        top += _LINE * len(facts)
        piles_x = centre_x - piles_width / 2
        for number, spot in enumerate(placed):
            self._pile(spot.pile, piles_x + spot.x, top + spot.y, f"c.{number}", room)
        return y + height + _ROW_GAP

    def _pile(self, pile: Pile, x: float, y: float, key: str, limit: float) -> None:
        self.marks.append(_PlacedPile(key, x, y, pile, _card_step(pile, limit)))


# ---------------------------------------------------------------------- the static picture
def _svg_text(text: _Text) -> str:
    marker = "<tspan class='cw-turn'>▶ </tspan>" if text.turn else ""
    return (
        f"<text class='{text.css_class}' x='{_n(text.x)}' y='{_n(text.y)}'>{marker}"
        f"{escape(text.text)}</text>"
    )


def _svg_pile(placed: _PlacedPile) -> str:
    """A pile in its own group at its place: its label, its cards, its count."""
    pile, step, spots = placed.pile, placed.step, placed.spots
    parts = [
        f"<g class='cw-pile' data-p='{placed.key}' "
        f"transform='translate({_n(placed.x)} {_n(placed.y)})'>"
        f"<text class='cw-lab' y='{PILE_GEOMETRY['label']}'>{escape(pile.label)}</text>"
    ]
    if not pile.cards:
        parts.append(
            f"<rect class='cw-slot' y='{_TOP}' width='{CARD_WIDTH}' height='{CARD_HEIGHT}' rx='5'/>"
        )
    if placed.depth:
        parts.append(f"<use href='#{DEPTH_ID}' y='{_TOP}'/>")
    last = len(spots) - 1
    for number, spot in enumerate(spots):
        tucked = number < last and step < _TUCK
        y = _TOP - (_RAISE if spot.selected else 0)
        parts.append(_svg_card(spot, number * step, y, tucked=tucked))
        if spot.caption:
            centre = number * step + min(step or CARD_WIDTH, CARD_WIDTH) / 2
            parts.append(
                f"<text class='cw-cap' x='{_n(centre)}' y='{_BELOW}'>{escape(spot.caption)}</text>"
            )
    if pile.count is not None:
        plural = "" if pile.count == 1 else "s"
        count_y = _BELOW + (_LINE if _captioned(spots) else 0)
        parts.append(f"<text class='cw-cnt' y='{count_y}'>{pile.count} card{plural}</text>")
    parts.append("</g>")
    return "".join(parts)


def _svg_card(spot: CardSpot, x: float, y: float, *, tucked: bool) -> str:
    """A card: a ``<use>`` of its face, with its name for screen readers."""
    classes = "cw-card" + (" cw-sel" if spot.selected else "") + (" cw-tucked" if tucked else "")
    place = (f" x='{_n(x)}'" if x else "") + (f" y='{_n(y)}'" if y else "")
    return (
        f"<use class='{classes}' href='#{face_id(spot.card)}'{place} role='img' "
        f"aria-label='{escape(card_label(spot.card))}'/>"
    )


def _captioned(spots: Sequence[CardSpot]) -> bool:
    return any(spot.caption for spot in spots)


def _seat_title(seat: SeatView) -> str:
    return seat.name + (" (you)" if seat.is_viewer else "")


def _n(value: float) -> str:
    """A coordinate, to a tenth of a pixel."""
    return f"{round(value, 1):g}"


def _r(value: float, digits: int = 1) -> float:
    """A coordinate for JSON, to a tenth of a pixel (a whole number without ``.0``)."""
    rounded = round(value, digits)
    return int(rounded) if rounded == int(rounded) else rounded


def _text(x: float, y: float, text: str, css_class: str) -> str:
    return f"<text class='{css_class}' x='{_n(x)}' y='{_n(y)}'>{escape(text)}</text>"
