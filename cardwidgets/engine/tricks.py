"""What every trick-taking game shares: plays in seat order, the suit led, who failed to follow.

A game says how its cards belong to suits in play (``suit_of``: a joker or a Rook bird may
belong to trump) and which cards may be played on any lead (``excused``); these helpers do the
rest, so "who showed a void" is written once for every trick game, its bots and its odds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple

from cardwidgets.engine.cards import Card

#: A card played in a trick: who played it, and which card.
Play = tuple[int, Card]


class ShownVoid(NamedTuple):
    """A seat that did not follow the suit led in trick ``trick`` (counted from 0), so held no
    card of ``suit`` then."""

    trick: int
    seat: int
    suit: str


def plays_in_order(leader: int, cards: Sequence[Card], players: int) -> tuple[Play, ...]:
    """A trick's cards with their players, the leader first and the others clockwise."""
    return tuple(((leader + place) % players, card) for place, card in enumerate(cards))


def shown_voids(
    tricks: Iterable[Sequence[Play]],
    suit_of: Callable[[Card], str],
    excused: Callable[[Card], bool] = lambda card: False,
) -> Iterator[ShownVoid]:
    """Every failure to follow suit in ``tricks`` (each a list of plays, the lead first): a card
    whose suit in play (``suit_of``) is not the led card's, and that may not be played on any
    lead (``excused``)."""
    for number, trick in enumerate(tricks):
        if not trick:
            continue
        led = suit_of(trick[0][1])
        for seat, card in trick[1:]:
            if suit_of(card) != led and not excused(card):
                yield ShownVoid(number, seat, led)


def cards_of_suit(deck: Iterable[Card], suit: str, suit_of: Callable[[Card], str]) -> set[Card]:
    """The cards of ``deck`` that belong to ``suit`` in play: what a seat void in it lacks."""
    return {card for card in deck if suit_of(card) == suit}
