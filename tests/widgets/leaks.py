"""Which cards a page was sent, and whether its seat may know them (after the conformance check).

The widget's table (``render.table.table_data``) names each card drawn by its code in its pile's
words (``QH``, ``^10S=3``, ``-!0`` for a face-down card), so the cards a page shows are those
codes. A page may show only cards of zones its seat can see (``state.visible_cards(seat)``, as
a multiset); and no text the page holds (log, status, buttons, reasons, labels, captions) may
name a card of which the seat can see no copy at all. The static picture is checked the same
way through its ``<use href='#cw-c-QH'>`` references.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from cardwidgets.engine import Card, State
from cardwidgets.render.wire import SCHEMA
from cardwidgets.testing.wire import named

#: A card word of the widget's table (its groups: raised mark, code or ``-``, click binding).
CARD_WORD = re.compile(SCHEMA["$defs"]["cardWord"]["pattern"])
FACE = re.compile(r"href='#cw-c-([0-9A-Z]+)'")


def card_codes(table: dict[str, Any]) -> list[str]:
    """Every card word's code in a widget table, ``-`` for a face-down card, pile by pile."""
    codes = []
    for pile in table.get("piles", []):
        for word in named("pile", pile)["cards"].split():
            found = CARD_WORD.fullmatch(word)
            assert found, f"{word!r} is not a card word"
            codes.append(found.group(2))
    return codes


def cards_shown(frame: dict[str, Any]) -> Counter[Card]:
    """The cards face up in a page's table (``frame["table"]``) or a picture (``frame["svg"]``)."""
    codes = [code for code in card_codes(frame.get("table", {})) if code != "-"]
    codes += FACE.findall(frame.get("svg", ""))
    return Counter(Card.parse(code) for code in codes)


def leaks(frame: dict[str, Any], state: State, seat: int) -> list[str]:
    """What ``frame`` tells ``seat`` that it may not know (empty when nothing)."""
    visible = state.visible_cards(seat)
    problems = [
        f"{card} is drawn face up but hidden from seat {seat}"
        for card in (cards_shown(frame) - visible).elements()
    ]
    hidden = set(state.game.all_cards()) - set(visible)
    problems += [
        f"the frame names {words!r}, hidden from seat {seat}"
        for words in words_naming(json.dumps(frame, ensure_ascii=False), hidden)
    ]
    return problems


def words_naming(text: str, cards: Iterable[Card]) -> list[str]:
    """The names (``Queen of hearts``) and short forms (``Q♥``) of ``cards`` that ``text`` uses."""
    return [
        words
        for card in cards
        for words in (card.name, card.short)
        if re.search(rf"(?<![\w♠♥♦♣]){re.escape(words)}(?![\w♠♥♦♣])", text)
    ]
