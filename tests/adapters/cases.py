"""What the adapter tests share: every game and variant, and the rules that keep a game short."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardwidgets.engine import Card, State, game_class
from cardwidgets.games.tennessee_for_two import TennesseeForTwo

#: Games of one pack of different cards, in whose deal two cards can swap places.
ONE_PACK = ["tennessee_for_two", "call_deuces", "take_two"]


class TennesseeAgain(TennesseeForTwo):
    """A game registered by a test: Tennessee for Two under a name of its own."""

    info = replace(TennesseeForTwo.info, name="tennessee_again", aliases=(), deal_letter="Z")


def two_unseen_cards(state: State, seat: int) -> tuple[Card, Card]:
    """Two cards ``seat`` cannot see, from two zones where there are (a hand and the nest)."""
    zones = [zone for zone in state.zones() if zone.cards and not zone.visible_to(seat)]
    return zones[0].cards[0], zones[-1].cards[-1]


def one_hand(name: str) -> dict[str, Any]:
    """``max_hands=1`` for a game of several hands (its hands are alike; one keeps tests quick)."""
    options = {option.name for option in game_class(name).rules_class.options()}
    return {"max_hands": 1} if "max_hands" in options else {}


def extra_missing(extra: str) -> str:
    return f"the {extra!r} extra is not installed (pip install -e '.[{extra}]'; make test does)"
