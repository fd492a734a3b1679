"""The table's one layout, for any game and 2 to 8 seats: a card table seen from above, the
viewer at the bottom with the full width, the others round an oval felt in playing order
(clockwise: up the left side, along the top, down the right), the centre of the table (a trick,
the stock, pots) on the felt; in the teacher's all-cards view the seats sit half above and half
below. Both drawings follow it: the static picture and the live widget."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from cardwidgets.i18n import _
from cardwidgets.render.piles import (
    LINE,
    ROW_GAP,
    Arranged,
    PlacedPile,
    arrange,
    card_step,
    text_width,
)
from cardwidgets.render.view import Pile, SeatView, TableView

#: The table's width: a notebook 1024 px wide gives the widget about 960 px inside its border.
#: The live widget lays the table out at the width its page has (``table_data``'s ``width``),
#: from ``NARROWEST`` up, so a narrow notebook gets a narrower table, not a smaller one.
WIDTH: Final = 940
NARROWEST: Final = 360
MARGIN: Final = 12
_BLOCK_GAP: Final = 30
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


@dataclass(frozen=True)
class Text:
    """A line of text on the table: a seat's name (``turn`` marks the seat to move), a line of
    its facts, or a line on the felt."""

    x: float
    y: float
    text: str
    css_class: str
    turn: bool = False


@dataclass(frozen=True)
class Felt:
    """The oval felt in the middle of the table: a rectangle with round ends."""

    x: float
    y: float
    width: float
    height: float

    @property
    def radius(self) -> float:
        return min(self.height / 2, _FELT_PAD)


@dataclass
class Layout:
    """Where everything lies on the table: the one layout both drawings follow, its marks in
    drawing order (the felt before what lies on it)."""

    width: int
    height: int
    marks: list[Text | PlacedPile | Felt]

    @property
    def texts(self) -> list[Text]:
        return [mark for mark in self.marks if isinstance(mark, Text)]

    @property
    def piles(self) -> list[PlacedPile]:
        return [mark for mark in self.marks if isinstance(mark, PlacedPile)]

    @property
    def felt(self) -> Felt | None:
        return next((mark for mark in self.marks if isinstance(mark, Felt)), None)


def lay_out(view: TableView, *, chrome: bool, width: int = WIDTH) -> Layout:
    """Place the seats around the felt and the centre on it (below a header when ``chrome``),
    on a table ``width`` wide; where the sides would leave a seat less room than its facts
    take, every other seat sits along the top (its row wraps)."""
    ring = seat_places(view.seats)
    full = width - 2 * MARGIN
    side = (full - _CENTRE_MIN) / 2 - _BLOCK_GAP
    if side < _FACTS_WIDTH:
        ring = SeatPlaces((*ring.left, *ring.top, *ring.right), (), (), ring.bottom)
    limits: dict[int, float] = {seat.seat: full for seat in (*ring.top, *ring.bottom)}
    limits |= {seat.seat: side for seat in (*ring.left, *ring.right)}
    blocks = {seat.seat: _measure(seat, limits[seat.seat]) for seat in view.seats}
    placing = _Placing(width, blocks, limits)
    y = placing.around_the_felt(ring, view, float(_HEADER if chrome else 6))
    y = placing.row(ring.bottom, y)
    if not (chrome and view.status):
        return Layout(width, round(y + 4), placing.marks)
    lines = _broken(view.status, _FELT_TEXT, full)  # the last message, wrapped under the table
    for number, line in enumerate(lines):
        placing.marks.append(Text(MARGIN, y + 18 + LINE * number, line, "cw-name"))
    return Layout(width, round(y + 30 + LINE * (len(lines) - 1)), placing.marks)


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


#: A seat block's width and height, its piles' places, and its lines of facts.
_Block = tuple[float, float, list[Arranged], list[str]]


def _measure(seat: SeatView, limit: float) -> _Block:
    """A seat block's width and height, its piles' places, and its lines of facts."""
    piles, piles_width, piles_height = arrange(seat.piles, limit)
    facts = _wrap(seat.lines, 12, max(piles_width, _FACTS_WIDTH))
    header = LINE + 4 + LINE * len(facts)
    width = max(
        piles_width,
        text_width(_seat_title(seat), 14) + 16,
        *(text_width(line, 12) for line in facts),
    )
    return min(width, limit), header + piles_height, piles, facts


def _wrap(items: Sequence[str], size: float, limit: float) -> list[str]:
    """Join ``items`` with dots into as few lines as fit in ``limit``; an item too long for a
    line of its own (a rule worded at length, as Russian does) breaks between its words."""
    lines: list[str] = []
    for item in filter(None, items):
        if lines and text_width(lines[-1] + " · " + item, size) <= limit:
            lines[-1] += " · " + item
        else:
            lines.extend(_broken(item, size, limit))
    return lines


def _broken(text: str, size: float, limit: float) -> list[str]:
    """``text`` in lines that fit in ``limit``, broken between words (a word longer than a
    line stands alone)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and text_width(lines[-1] + " " + word, size) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


@dataclass
class _Placing:
    """Places the seats, the felt and the piles from the top of the table down."""

    width: int
    blocks: Mapping[int, _Block]
    #: The width each seat's piles were closed up to fit.
    limits: Mapping[int, float]
    marks: list[Text | PlacedPile | Felt] = field(default_factory=list)

    # ------------------------------------------------------------------ seats
    def row(self, seats: Sequence[SeatView], y: float, *, place: bool = True) -> float:
        """Seat blocks side by side from ``y``, centred (a row too wide for the table wraps);
        returns the y below them (only measures unless ``place``)."""
        limit = self.width - 2 * MARGIN
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
            y += max(self.blocks[seat.seat][1] for seat in line) + ROW_GAP
        return y

    def _column(self, seats: Sequence[SeatView], right: bool, y: float, height: float) -> None:
        """Seat blocks one above another beside the felt, centred in ``height``: the left side
        from the bottom up and the right side from the top down, as play goes round."""
        upwards = seats[::-1] if not right else seats
        top = y + (height - self._column_height(seats)) / 2
        tops = {}
        for seat in upwards:
            tops[seat.seat] = top
            top += self.blocks[seat.seat][1] + ROW_GAP
        for seat in seats:
            width = self.blocks[seat.seat][0]
            x = self.width - MARGIN - width if right else float(MARGIN)
            self._seat(seat, x, tops[seat.seat])

    def _column_height(self, seats: Sequence[SeatView]) -> float:
        return sum(self.blocks[seat.seat][1] + ROW_GAP for seat in seats) - ROW_GAP * bool(seats)

    def _seat(self, seat: SeatView, x: float, y: float) -> None:
        _, _, piles, facts = self.blocks[seat.seat]
        limit = self.limits[seat.seat]
        self.marks.append(Text(x, y + 14, _seat_title(seat), "cw-name", seat.to_move))
        for number, line in enumerate(facts):
            self.marks.append(Text(x, y + 30 + LINE * number, line, "cw-line"))
        top = y + LINE + 4 + LINE * len(facts)
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
        inner_left = MARGIN + (widths[0] + _BLOCK_GAP if left else 0)
        inner_right = self.width - MARGIN - (widths[1] + _BLOCK_GAP if right else 0)
        room = inner_right - inner_left
        facts = _wrap(view.centre_lines, _FELT_TEXT, room - 2 * _FELT_PAD)
        placed, piles_width, piles_height = arrange(view.centre, room - 2 * _FELT_PAD)
        content = LINE * len(facts) + piles_height
        height = max(
            content + 2 * _FELT_INSET, self._column_height(left), self._column_height(right)
        )
        if not (view.centre or facts or left or right):
            return self.row(ring.top, top_y)
        content_width = max([piles_width, *(text_width(line, _FELT_TEXT) for line in facts)])
        felt_width = min(room, max(content_width + 2 * _FELT_PAD, room * 0.7))
        felt_x = inner_left + (room - felt_width) / 2
        self.marks.append(Felt(felt_x, y, felt_width, height))
        self._column(left, False, y, height)
        self.row(ring.top, top_y)
        self._column(right, True, y, height)
        top = y + (height - content) / 2
        centre_x = felt_x + felt_width / 2
        for number, line in enumerate(facts):
            text_x = centre_x - text_width(line, _FELT_TEXT) / 2
            self.marks.append(Text(text_x, top + 13 + LINE * number, line, "cw-name"))
        top += LINE * len(facts)
        piles_x = centre_x - piles_width / 2
        for number, spot in enumerate(placed):
            self._pile(spot.pile, piles_x + spot.x, top + spot.y, f"c.{number}", room)
        return y + height + ROW_GAP

    def _pile(self, pile: Pile, x: float, y: float, key: str, limit: float) -> None:
        self.marks.append(PlacedPile(key, x, y, pile, card_step(pile, limit)))


def _seat_title(seat: SeatView) -> str:
    return _("{name} (you)").format(name=seat.name) if seat.is_viewer else seat.name
