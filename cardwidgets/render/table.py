"""Draw a :class:`~cardwidgets.render.view.TableView` as one SVG picture.

Used for the static pictures (``_repr_svg_``) that show on GitHub and nbviewer where no kernel
runs. Seats are rows, the viewer's last, with the centre of the table between the others and
the viewer. Text is escaped, so a player called ``<b>Ann</b>`` shows as plain text.
"""

from __future__ import annotations

from html import escape
from typing import Final

from cardwidgets.render.cards import CARD_HEIGHT, CARD_WIDTH, card_svg
from cardwidgets.render.view import Pile, SeatView, TableView

WIDTH: Final = 640
_MARGIN: Final = 12
_FAN_STEP: Final = 18
_ROW_STEP: Final = CARD_WIDTH + 6
_PILE_GAP: Final = 22
_ROW_HEIGHT: Final = CARD_HEIGHT + 58
_HEADER: Final = 44

_STYLE: Final = (
    "<style>"
    ".cw-table-bg{fill:var(--jp-layout-color1,#ffffff)}"
    ".cw-felt{fill:var(--jp-layout-color2,#eef3ee);stroke:var(--jp-border-color1,#c9d3c9)}"
    ".cw-ink{fill:var(--jp-ui-font-color1,#1f1f1f);font-family:sans-serif}"
    ".cw-ink2{fill:var(--jp-ui-font-color2,#5a5a5a);font-family:sans-serif}"
    ".cw-turn{fill:var(--jp-brand-color1,#1976d2);font-family:sans-serif}"
    ".cw-slot{fill:none;stroke:var(--jp-border-color1,#b5b5b5);stroke-dasharray:4 3}"
    "</style>"
)


def pile_width(pile: Pile) -> float:
    shown = len(pile.cards)
    if pile.layout == "stack" or shown <= 1:
        return CARD_WIDTH
    step = _FAN_STEP if pile.layout == "fan" else _ROW_STEP
    return CARD_WIDTH + step * (shown - 1)


def pile_svg(pile: Pile, x: float, y: float) -> str:
    """A pile's label above, its cards, and its count below."""
    parts = [_text(x, y + 12, pile.label, "cw-ink2", 11)]
    top = y + 18
    if not pile.cards:
        parts.append(
            f'<rect class="cw-slot" x="{x:g}" y="{top:g}" width="{CARD_WIDTH}" '
            f'height="{CARD_HEIGHT}" rx="5"/>'
        )
    elif pile.layout == "stack":
        parts.append(card_svg(pile.cards[-1].card, x, top))
    else:
        step = _FAN_STEP if pile.layout == "fan" else _ROW_STEP
        parts.extend(card_svg(spot.card, x + i * step, top) for i, spot in enumerate(pile.cards))
    if pile.count is not None:
        plural = "" if pile.count == 1 else "s"
        parts.append(_text(x, top + CARD_HEIGHT + 14, f"{pile.count} card{plural}", "cw-ink", 11))
    return "".join(parts)


def _seat_row(seat: SeatView, y: float) -> str:
    marker = " ◀ to move" if seat.to_move else ""
    you = " (you)" if seat.is_viewer else ""
    parts = [
        _text(_MARGIN, y + 14, f"{seat.name}{you}", "cw-ink", 14, bold=True),
        _text(_MARGIN + 180, y + 14, "  ·  ".join(seat.lines), "cw-ink2", 12),
    ]
    if marker:
        parts.append(_text(WIDTH - _MARGIN, y + 14, marker.strip(), "cw-turn", 12, anchor="end"))
    x = float(_MARGIN)
    for pile in seat.piles:
        parts.append(pile_svg(pile, x, y + 18))
        x += pile_width(pile) + _PILE_GAP
    return "".join(parts)


def _centre_row(piles: tuple[Pile, ...], y: float) -> str:
    parts = [
        f'<rect class="cw-felt" x="4" y="{y - 4:g}" width="{WIDTH - 8}" '
        f'height="{_ROW_HEIGHT - 16}" rx="10"/>'
    ]
    x = float(_MARGIN)
    for pile in piles:
        parts.append(pile_svg(pile, x, y))
        x += pile_width(pile) + _PILE_GAP
    return "".join(parts)


def table_svg(view: TableView) -> str:
    """The whole table from one seat's point of view."""
    others = [s for s in view.seats if not s.is_viewer]
    mine = [s for s in view.seats if s.is_viewer]
    if not mine:  # the teacher's view: the centre of the table between the seats
        half = (len(others) + 1) // 2
        others, mine = others[:half], others[half:]
    rows = len(others) + len(mine) + (1 if view.centre else 0)
    height = _HEADER + rows * _ROW_HEIGHT + 26
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cw-table" width="{WIDTH}" '
        f'height="{height}" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-label="{escape(view.title)}: {escape(view.phase)}">',
        _STYLE,
        f'<rect class="cw-table-bg" width="{WIDTH}" height="{height}"/>',
        _text(_MARGIN, 20, f"{view.title} — {view.phase}", "cw-ink", 15, bold=True),
        _text(_MARGIN, 37, view.reminder, "cw-ink2", 12),
    ]
    y = float(_HEADER)
    for seat in others:
        parts.append(_seat_row(seat, y))
        y += _ROW_HEIGHT
    if view.centre:
        parts.append(_centre_row(view.centre, y + 4))
        y += _ROW_HEIGHT
    for seat in mine:
        parts.append(_seat_row(seat, y))
        y += _ROW_HEIGHT
    if view.status:
        parts.append(_text(_MARGIN, y + 14, view.status, "cw-ink", 13, bold=True))
    parts.append("</svg>")
    return "".join(parts)


def _text(
    x: float,
    y: float,
    text: str,
    css_class: str,
    size: float,
    *,
    bold: bool = False,
    anchor: str = "start",
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text class="{css_class}" x="{x:g}" y="{y:g}" font-size="{size:g}" '
        f'text-anchor="{anchor}"{weight}>{escape(text)}</text>'
    )
