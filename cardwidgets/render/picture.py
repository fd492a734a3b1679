"""The table as a picture that needs no kernel (``_repr_svg_``, and the widget's picture on
GitHub or nbviewer): the layout with a header and a status line, its own ``<style>`` and the
faces of the cards it shows. All text is escaped, so a player called ``<b>Ann</b>`` shows as
plain text."""

from __future__ import annotations

import re
from html import escape
from typing import Final

from cardwidgets.i18n import ngettext
from cardwidgets.render.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    DEPTH_ID,
    card_defs,
    card_label,
    face_id,
)
from cardwidgets.render.layout import MARGIN, Text, lay_out
from cardwidgets.render.piles import (
    BELOW,
    LINE,
    PILE_GEOMETRY,
    RAISE,
    TOP,
    TUCK,
    PlacedPile,
    captioned,
)
from cardwidgets.render.view import CardSpot, TableView
from cardwidgets.static import STATIC

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


def table_svg(view: TableView) -> str:
    """The whole table from one seat's point of view, as a picture that needs no kernel.

    The drawing carries the title, phase, reminder and status lines, its style sheet and the
    faces of the cards it shows, so it stands alone on GitHub and in nbviewer.
    """
    layout = lay_out(view, chrome=True)
    width, height = layout.width, layout.height
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' class='cw-table cw-palette' width='{width}' "
        f"height='{height}' viewBox='0 0 {width} {height}' "
        f"role='img' aria-label='{escape(view.title)}: {escape(view.phase)}'>",
        f"<style>{TABLE_CSS}</style>",
        card_defs(spot.card for placed in layout.piles for spot in placed.spots),
        f"<rect class='cw-table-bg' width='{width}' height='{height}' rx='12'/>",
        _text(MARGIN, 20, f"{view.title} — {view.phase}", "cw-title"),
        _text(MARGIN, 37, view.reminder, "cw-line"),
    ]
    for mark in layout.marks:
        if isinstance(mark, Text):
            parts.append(_svg_text(mark))
        elif isinstance(mark, PlacedPile):
            parts.append(_svg_pile(mark))
        else:
            parts.append(
                f"<rect class='cw-felt' x='{_n(mark.x)}' y='{_n(mark.y)}' "
                f"width='{_n(mark.width)}' height='{_n(mark.height)}' rx='{_n(mark.radius)}'/>"
            )
    return "".join(parts) + "</svg>"


def _svg_text(text: Text) -> str:
    marker = "<tspan class='cw-turn'>▶ </tspan>" if text.turn else ""
    return (
        f"<text class='{text.css_class}' x='{_n(text.x)}' y='{_n(text.y)}'>{marker}"
        f"{escape(text.text)}</text>"
    )


def _svg_pile(placed: PlacedPile) -> str:
    """A pile in its own group at its place: its label, its cards, its count."""
    pile, step, spots = placed.pile, placed.step, placed.spots
    parts = [
        f"<g class='cw-pile' data-p='{placed.key}' "
        f"transform='translate({_n(placed.x)} {_n(placed.y)})'>"
        f"<text class='cw-lab' y='{PILE_GEOMETRY['label']}'>{escape(pile.label)}</text>"
    ]
    if not pile.cards:
        parts.append(
            f"<rect class='cw-slot' y='{TOP}' width='{CARD_WIDTH}' height='{CARD_HEIGHT}' rx='5'/>"
        )
    if placed.depth:
        parts.append(f"<use href='#{DEPTH_ID}' y='{TOP}'/>")
    last = len(spots) - 1
    for number, spot in enumerate(spots):
        tucked = number < last and step < TUCK
        y = TOP - (RAISE if spot.selected else 0)
        parts.append(_svg_card(spot, number * step, y, tucked=tucked))
        if spot.caption:
            centre = number * step + min(step or CARD_WIDTH, CARD_WIDTH) / 2
            parts.append(
                f"<text class='cw-cap' x='{_n(centre)}' y='{BELOW}'>{escape(spot.caption)}</text>"
            )
    if pile.count is not None:
        count_y = BELOW + (LINE if captioned(spots) else 0)
        count = ngettext("{count} card", "{count} cards", pile.count).format(count=pile.count)
        parts.append(f"<text class='cw-cnt' y='{count_y}'>{escape(count)}</text>")
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


def _n(value: float) -> str:
    """A coordinate, to a tenth of a pixel."""
    return f"{round(value, 1):g}"


def _text(x: float, y: float, text: str, css_class: str) -> str:
    return f"<text class='{css_class}' x='{_n(x)}' y='{_n(y)}'>{escape(text)}</text>"
