"""Cards as SVG: faces with readable ranks and suits, backs, jokers, the Rook deck's colours, as
pure functions returning SVG fragments, each card with a text alternative for screen readers. How
a table draws each card once (:func:`card_defs`) and what keeps its colours in dark mode:
:doc:`/docs/design/table-widget`."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Final

from cardwidgets.engine.cards import BIG_JOKER_RANK, SUIT_SYMBOLS, Card
from cardwidgets.i18n import _, get_language, pgettext
from cardwidgets.i18n.words import colour_letter, colour_name, rank_letter

CARD_WIDTH: Final = 56
CARD_HEIGHT: Final = 80

INK: Final = {
    "red": "#c62828",
    "black": "#1b1b1b",
    "yellow": "#a67c00",
    "green": "#2e7d32",
}
_PAPER: Final = "#fffdf7"


def rank_text(card: Card) -> str:
    """The rank on a face, as the current language writes it (a French queen reads "D")."""
    return rank_letter(card.rank) if card.is_standard else str(card.rank)


def card_label(card: Card | None) -> str:
    """What a screen reader says for a card lying on the table, in the current language."""
    return _("a face-down card") if card is None else card.name


#: The id of the edge drawn behind a pile of several cards.
DEPTH_ID: Final = "cw-depth"


def face_suffix() -> str:
    """What ends a face's id in the current language: nothing in English, ``-fr`` in French. A
    face shows its language's letters (a French queen reads "D"), and every table on a page
    shares the document's ids, so a Russian table must not draw a French table's faces."""
    language = get_language()
    return "" if language == "en" else f"-{language}"


def face_id(card: Card | None) -> str:
    """The id of a card's face in :func:`card_defs` (``cw-c-QH``, ``cw-c-QH-fr`` in French;
    ``cw-back`` for a back, the same in every language)."""
    return "cw-back" if card is None else f"cw-c-{card.code}{face_suffix()}"


def card_defs(cards: Iterable[Card | None]) -> str:
    """``<defs>`` holding the back, a pile's edge and the face of each distinct card given.

    Faces are the deck's artwork, not where cards lie: the same for every seat.
    """
    distinct = sorted({card for card in cards if card is not None}, key=lambda c: c.index)
    faces = [
        f"<g id='{face_id(None)}'>{_back()}</g>",
        f"<rect id='{DEPTH_ID}' x='3' y='3' width='{CARD_WIDTH}' height='{CARD_HEIGHT}' rx='5' "
        "fill='#b0aba0' stroke='#7a7a7a'/>",
    ]
    faces += [f"<g id='{face_id(card)}'>{_face(card)}</g>" for card in distinct]
    return "<defs>" + "".join(faces) + "</defs>"


def card_svg(
    card: Card | None,
    x: float,
    y: float,
    *,
    width: float = CARD_WIDTH,
    css_class: str = "",
    attrs: str = "",
) -> str:
    """One self-contained card (``None`` draws a back) with its top-left corner at ``(x, y)``.

    For a single card in a tutorial; tables use :func:`card_defs` and ``<use>`` instead.
    ``attrs`` is inserted into the card's group verbatim: the caller's already-escaped
    attributes.
    """
    scale = width / CARD_WIDTH
    label = escape(card_label(card))
    classes = (
        "cw-card" + (" cw-back" if card is None else "") + (f" {css_class}" if css_class else "")
    )
    body = _back() if card is None else _face(card)
    transform = f"translate({x:g} {y:g})" + (f" scale({scale:g})" if scale != 1 else "")
    return (
        f"<g class='{classes}' transform='{transform}' role='img' aria-label='{label}'"
        f"{' ' + attrs if attrs else ''}><title>{label}</title>{body}</g>"
    )


def _frame(fill: str, stroke: str = "#8a8a8a") -> str:
    return (
        f"<rect width='{CARD_WIDTH}' height='{CARD_HEIGHT}' rx='5' fill='{fill}' "
        f"stroke='{stroke}'/>"
    )


def _back() -> str:
    return (
        _frame("#1f4e8c", "#0d2a52")
        + f"<rect x='4' y='4' width='{CARD_WIDTH - 8}' height='{CARD_HEIGHT - 8}' rx='3' "
        "fill='none' stroke='#9db7dd' stroke-width='1.5'/>"
        + "<path d='M28 24 L40 40 L28 56 L16 40 Z' fill='#9db7dd' opacity='0.55'/>"
    )


def _face(card: Card) -> str:
    ink = INK[card.colour]
    if card.is_joker:
        star = "★" if card.rank == BIG_JOKER_RANK else "☆"
        body = (
            _text(6, 14, star, 12, anchor="start")
            + _text(28, 36, pgettext("a joker's face, the word's first half", "JO"), 15, bold=True)
            + _text(
                28, 53, pgettext("a joker's face, the word's second half", "KER"), 15, bold=True
            )
            + _text(
                28,
                70,
                pgettext("a joker's face", "big")
                if card.rank == BIG_JOKER_RANK
                else pgettext("a joker's face", "small"),
                9,
            )
        )
    elif card.is_rook:
        ink = INK["black"]
        body = (
            "<ellipse cx='28' cy='40' rx='18' ry='22'/>"
            + f"<circle cx='33' cy='30' r='2.2' fill='{_PAPER}'/>"
            + "<path d='M44 31 L52 34 L44 36 Z' fill='#d4a017'/>"
            + _text(28, 74, pgettext("the Rook's face", "ROOK"), 10, bold=True)
        )
    else:
        rank = rank_text(card)
        if card.is_standard:  # the rank and suit in the corner, a large pip in the middle
            pip = SUIT_SYMBOLS[card.suit]
            mark = _text(6, 29, pip, 12, anchor="start")
            centre = _text(28, 52, pip, 30)
        else:  # a Rook-deck colour: its initial in the corner, the number large, the colour named
            mark = _text(6, 28, colour_letter(card.suit), 10, anchor="start", bold=True)
            centre = _text(28, 50, rank, 26, bold=True) + _text(28, 66, colour_name(card.suit), 9)
        corner = _text(6, 16, rank, 14, anchor="start", bold=True) + mark
        body = (
            corner
            + f"<g style='{_MIDDLE_STYLE}'>{centre}</g>"
            + f"<g transform='rotate(180 28 40)'>{corner}</g>"
        )
    return f"{_frame(_PAPER)}<g fill='{ink}' font-family='sans-serif'>{body}</g>"


#: The middle of a face hides where the card is tucked under the next one of a fan (the
#: drawing's ``cw-tucked`` class sets ``--cw-middle``): only its corner shows, as when a real hand
#: is fanned, and half a big number beside the next card's corner can't be misread ("9 1|0 14").
_MIDDLE_STYLE: Final = "visibility: var(--cw-middle, visible)"


def _text(
    x: float, y: float, text: str, size: float, *, anchor: str = "middle", bold: bool = False
) -> str:
    weight = " font-weight='bold'" if bold else ""
    return (
        f"<text x='{x:g}' y='{y:g}' font-size='{size:g}' text-anchor='{anchor}'{weight}>"
        f"{escape(text)}</text>"
    )
