"""Cards as SVG: faces with readable ranks and suits, backs, jokers, the Rook deck's colours.

Pure functions returning SVG fragments. Every card carries a text alternative
(``aria-label="Queen of hearts"``) so screen readers and the static pictures on GitHub read it.
Card faces keep their printed colours in dark mode (they are paper); everything else on the
table takes the JupyterLab theme variables.
"""

from __future__ import annotations

from html import escape
from typing import Final

from cardwidgets.engine.cards import BIG_JOKER_RANK, SUIT_SYMBOLS, Card

CARD_WIDTH: Final = 56
CARD_HEIGHT: Final = 80

INK: Final = {
    "red": "#c62828",
    "black": "#1b1b1b",
    "yellow": "#a67c00",
    "green": "#2e7d32",
}
_RANK_TEXT: Final = {11: "J", 12: "Q", 13: "K", 14: "A"}


def rank_text(card: Card) -> str:
    return _RANK_TEXT.get(card.rank, str(card.rank)) if card.is_standard else str(card.rank)


def card_svg(
    card: Card | None,
    x: float,
    y: float,
    *,
    width: float = CARD_WIDTH,
    css_class: str = "",
    attrs: str = "",
) -> str:
    """One card (``None`` draws a back) with its top-left corner at ``(x, y)``.

    ``attrs`` is inserted into the card's group verbatim: the caller's already-escaped
    attributes, such as ``data-action`` and ``tabindex`` for a playable card.
    """
    scale = width / CARD_WIDTH
    label = "a face-down card" if card is None else card.name
    classes = (
        "cw-card" + (" cw-back" if card is None else "") + (f" {css_class}" if css_class else "")
    )
    body = _back() if card is None else _face(card)
    transform = f"translate({x:g} {y:g})" + (f" scale({scale:g})" if scale != 1 else "")
    return (
        f'<g class="{classes}" transform="{transform}" role="img" aria-label="{escape(label)}"'
        f"{' ' + attrs if attrs else ''}><title>{escape(label)}</title>{body}</g>"
    )


def _frame(fill: str, stroke: str = "#8a8a8a") -> str:
    return (
        f'<rect class="cw-card-frame" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" '
        f'fill="{fill}" stroke="{stroke}"/>'
    )


def _back() -> str:
    return (
        _frame("#1f4e8c", "#0d2a52")
        + f'<rect x="4" y="4" width="{CARD_WIDTH - 8}" height="{CARD_HEIGHT - 8}" rx="3" '
        'fill="none" stroke="#9db7dd" stroke-width="1.5"/>'
        + '<path d="M28 24 L40 40 L28 56 L16 40 Z" fill="#9db7dd" opacity="0.55"/>'
    )


def _face(card: Card) -> str:
    ink = INK[card.colour]
    if card.is_joker:
        star = "★" if card.rank == BIG_JOKER_RANK else "☆"
        return (
            _frame("#fffdf7")
            + _text(6, 14, star, ink, 12, anchor="start")
            + _text(28, 36, "JO", ink, 15, weight="bold")
            + _text(28, 53, "KER", ink, 15, weight="bold")
            + _text(28, 70, "big" if card.rank == BIG_JOKER_RANK else "small", ink, 9)
        )
    if card.is_rook:
        return (
            _frame("#fffdf7")
            + '<ellipse cx="28" cy="40" rx="18" ry="22" fill="#1b1b1b"/>'
            + '<circle cx="33" cy="30" r="2.2" fill="#fffdf7"/>'
            + '<path d="M44 31 L52 34 L44 36 Z" fill="#d4a017"/>'
            + _text(28, 74, "ROOK", "#1b1b1b", 10, weight="bold")
        )
    rank = rank_text(card)
    if card.is_standard:
        pip = SUIT_SYMBOLS[card.suit]
        corner = _text(6, 16, rank, ink, 14, anchor="start", weight="bold") + _text(
            6, 29, pip, ink, 12, anchor="start"
        )
        centre = _text(28, 52, pip, ink, 30)
    else:  # a Rook-deck colour: the number large, the colour named under it
        corner = _text(6, 16, rank, ink, 13, anchor="start", weight="bold")
        centre = _text(28, 50, rank, ink, 26, weight="bold") + _text(
            28, 66, card.name.split()[0], ink, 9
        )
    return (
        _frame("#fffdf7")
        + corner
        + centre
        + '<g transform="rotate(180 28 40)">'
        + _text(6, 16, rank, ink, 14, anchor="start", weight="bold")
        + "</g>"
    )


def _text(
    x: float,
    y: float,
    text: str,
    fill: str,
    size: float,
    *,
    anchor: str = "middle",
    weight: str = "normal",
) -> str:
    bold = ' font-weight="bold"' if weight == "bold" else ""
    return (
        f'<text x="{x:g}" y="{y:g}" fill="{fill}" font-size="{size:g}" text-anchor="{anchor}"'
        f'{bold} font-family="sans-serif">{escape(text)}</text>'
    )
