"""The table as pixels: the layout :func:`~cardwidgets.render.picture.table_svg` draws, painted with
Pillow into an RGB array (PettingZoo's ``rgb_array`` render mode, a video of a game). No SVG
rasteriser is needed, and the engine and the widgets never need Pillow; what a frame shows:
:doc:`/docs/design/table-widget`."""

from __future__ import annotations

from functools import cache
from typing import Any, Final

import numpy as np

from cardwidgets.engine.cards import Card
from cardwidgets.render.cards import CARD_HEIGHT, CARD_WIDTH, INK
from cardwidgets.render.layout import MARGIN, Felt, Text, lay_out
from cardwidgets.render.piles import BELOW, PILE_GEOMETRY, RAISE, TOP, PlacedPile
from cardwidgets.render.view import TableView

#: The light palette of the table's style sheet (``static/table.css``), as RGB.
BACKGROUND: Final = (230, 240, 230)
FELT: Final = (175, 195, 176)
FELT_EDGE: Final = (76, 110, 79)
INK_MAIN: Final = (31, 31, 31)
INK_SOFT: Final = (79, 79, 79)
TURN: Final = (21, 101, 192)
PAPER: Final = (255, 253, 247)
BACK: Final = (31, 78, 140)
BACK_EDGE: Final = (157, 183, 221)
#: Font sizes by the drawing's text classes.
_SIZES: Final = {"cw-title": 15, "cw-name": 14, "cw-line": 12, "cw-lab": 11, "cw-cnt": 11}


@cache
def _font(size: int) -> Any:
    """Pillow's own scalable font (it ships with Pillow: no font file is looked for)."""
    from PIL import ImageFont

    return ImageFont.load_default(size=size)


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def table_pixels(view: TableView) -> np.ndarray[Any, np.dtype[np.uint8]]:
    """The table as ``view`` shows it, an array of (height, width, 3) bytes."""
    try:
        from PIL import Image, ImageDraw
    except ImportError as error:  # an optional extra: say how to get it
        raise ImportError(
            "The table as pixels needs Pillow: pip install 'cardwidgets[pettingzoo]' (or pillow)."
        ) from error
    layout = lay_out(view, chrome=True)
    image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    # Pillow's own font has no dash or triangle: plain signs stand in for them.
    _write(draw, MARGIN, 20, f"{view.title} - {view.phase}", 15, INK_MAIN)
    _write(draw, MARGIN, 37, view.reminder, 12, INK_SOFT)
    for mark in layout.marks:
        if isinstance(mark, Felt):
            box = (mark.x, mark.y, mark.x + mark.width, mark.y + mark.height)
            draw.rounded_rectangle(box, mark.radius, fill=FELT, outline=FELT_EDGE, width=2)
        elif isinstance(mark, Text):
            colour = INK_SOFT if mark.css_class in ("cw-line", "cw-lab") else INK_MAIN
            text = ("> " if mark.turn else "") + mark.text
            _write(draw, mark.x, mark.y, text, _SIZES.get(mark.css_class, 12), colour)
        elif isinstance(mark, PlacedPile):
            _pile(draw, mark)
    return np.asarray(image, dtype=np.uint8)


def _write(draw: Any, x: float, y: float, text: str, size: int, colour: tuple[int, ...]) -> None:
    """Text with its baseline at ``y``, as SVG places it."""
    if text:
        draw.text((x, y), text, fill=colour, font=_font(size), anchor="ls")


def _pile(draw: Any, placed: PlacedPile) -> None:
    pile, x0, y0 = placed.pile, placed.x, placed.y
    _write(draw, x0, y0 + PILE_GEOMETRY["label"], pile.label, 11, INK_SOFT)
    if not pile.cards:
        box = (x0, y0 + TOP, x0 + CARD_WIDTH, y0 + TOP + CARD_HEIGHT)
        draw.rounded_rectangle(box, 5, outline=INK_SOFT)
    if placed.depth:
        box = (x0 + 3, y0 + TOP + 3, x0 + 3 + CARD_WIDTH, y0 + TOP + 3 + CARD_HEIGHT)
        draw.rounded_rectangle(box, 5, fill=(176, 171, 160), outline=(122, 122, 122))
    for number, spot in enumerate(placed.spots):
        left = x0 + number * placed.step
        top = y0 + TOP - (RAISE if spot.selected else 0)
        _card(draw, spot.card, left, top)
    if pile.count is not None:
        plural = "" if pile.count == 1 else "s"
        _write(draw, x0, y0 + BELOW, f"{pile.count} card{plural}", 11, INK_MAIN)


def _card(draw: Any, card: Card | None, left: float, top: float) -> None:
    box = (left, top, left + CARD_WIDTH, top + CARD_HEIGHT)
    if card is None:
        draw.rounded_rectangle(box, 5, fill=BACK, outline=(13, 42, 82))
        inner = (left + 4, top + 4, left + CARD_WIDTH - 4, top + CARD_HEIGHT - 4)
        draw.rounded_rectangle(inner, 3, outline=BACK_EDGE)
        return
    draw.rounded_rectangle(box, 5, fill=PAPER, outline=(138, 138, 138))
    ink = _rgb(INK["black" if card.is_rook else card.colour])
    _write(draw, left + 5, top + 16, card.code, 13, ink)
