"""Which cards a page was sent, and whether its seat may know them (after the conformance check).

The table's SVG draws every card as ``<use href='#cw-c-QH'>`` (a face-down card uses
``#cw-back``), so the cards a frame shows are the face references in its markup. A frame may
show only cards of zones its seat can see (``state.visible_cards(seat)``, as a multiset); and no
text of the frame (log, status, buttons, labels) may name a card of which the seat can see no
copy at all.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from cardwidgets.engine import Card, State

FACE = re.compile(r"href='#cw-c-([0-9A-Z]+)'")


def cards_shown(frame: dict[str, Any]) -> Counter[Card]:
    return Counter(Card.parse(code) for code in FACE.findall(frame.get("svg", "")))


def leaks(frame: dict[str, Any], state: State, seat: int) -> list[str]:
    """What ``frame`` tells ``seat`` that it may not know (empty when nothing)."""
    visible = state.visible_cards(seat)
    problems = [
        f"{card} is drawn face up but hidden from seat {seat}"
        for card in (cards_shown(frame) - visible).elements()
    ]
    text = json.dumps(frame, ensure_ascii=False)
    for card in set(state.game.all_cards()) - set(visible):
        for words in (card.name, card.short):
            if re.search(rf"(?<![\w♠♥♦♣]){re.escape(words)}(?![\w♠♥♦♣])", text):
                problems.append(f"the frame names {words!r}, hidden from seat {seat}")
    return problems
