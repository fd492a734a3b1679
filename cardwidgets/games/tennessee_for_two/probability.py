"""Tennessee for Two's questions (RULES.md §2): count points and colours in a random deal, and
what a hand of bots' play gives the bidder.

The 45-card Rook deck (four colours 4-14 and the Rook) is dealt 11 to each player, 5 to the
nest and 18 to the draw pile. Count cards: each 5 scores 5, each 10 and 14 scores 10, the Rook
20 (120 in all). Every question takes ``seen=``: cards you have seen (your own hand, say),
which are then not among the cards the nest, a hand or the pile can hold. ``hand_result``
measures each hand of :func:`~cardwidgets.probability.played.play_games`.

>>> points_in_nest().exact().mean
Fraction(40, 3)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import numpy as np

from cardwidgets.engine.cards import ROOK, Card, rook_deck
from cardwidgets.engine.game import State
from cardwidgets.games.tennessee_for_two.game import TennesseeForTwoState
from cardwidgets.probability.deals import DealQuestion, total_of, unseen
from cardwidgets.probability.distribution import Distribution

DECK: Final = rook_deck(lowest=4)
HAND: Final = 11
NEST: Final = 5
DRAW_PILE: Final = 18
#: Every count card is captured in a normal hand: 120 points, and 2 for each of 20 tricks.
HAND_POINTS: Final = 160
#: The kind of the Rook when colours are counted: it belongs to whichever colour is trump.
BIRD: Final = "Rook"


def count_points(card: Card) -> int:
    """What a card scores when captured: the Rook 20, a 14 or a 10 scores 10, a 5 scores 5."""
    if card is ROOK:
        return 20
    return {14: 10, 10: 10, 5: 5}.get(card.rank, 0)


def _points(kind: Any) -> int:
    return int(kind)


def _points_in(title: str, size: int, seen: Iterable[Card | str]) -> DealQuestion:
    return DealQuestion(
        title, "count points", unseen(DECK, seen), size, count_points, total_of(_points)
    )


def points_in_nest(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """Count points among the 5 nest cards."""
    return _points_in("count points in the nest", NEST, seen)


def points_in_hand(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """Count points in an 11-card hand (with ``seen`` your hand: in the opponent's)."""
    return _points_in("count points in an 11-card hand", HAND, seen)


def points_in_draw_pile(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """Count points among the 18 cards of the draw pile."""
    return _points_in("count points in the 18-card draw pile", DRAW_PILE, seen)


def hand_result(state: State) -> dict[str, int]:
    """The hand just scored, for ``play_games(per_hand=...)``: the contract, the points the
    bidder captured (a bid of that much or less would have been made), whether they made the
    contract (1) or not (0), and what the hand was worth (160, less any count points left dead
    in an untouchable nest)."""
    if not isinstance(state, TennesseeForTwoState):
        raise TypeError(f"hand_result measures Tennessee for Two hands, not {state.game.title}.")
    result = state.results[-1]
    return {
        "bid": result.bid,
        "captured": result.captured[result.bidder],
        "made": int(result.made),
        "worth": sum(result.captured),
    }


def hand_worth_untouchable(seen: Iterable[Card | str] = ()) -> Distribution[int]:
    """What a hand is worth with ``nest="untouchable"``: 160 less the count points dealt to the
    nest, which stay there, dead."""
    return points_in_nest(seen).exact().map(lambda points: HAND_POINTS - points, "hand worth")


def colour_of(card: Card) -> str:
    return BIRD if card is ROOK else card.suit


def longest_colour(with_rook: bool = False, seen: Iterable[Card | str] = ()) -> DealQuestion:
    """The length of the longest colour in an 11-card hand; ``with_rook=True`` adds the Rook
    (it joins whichever colour is named trump), which is the trump length the hand could
    have."""

    def statistic(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
        colours = [i for i, kind in enumerate(kinds) if kind != BIRD]
        longest: np.ndarray = counts[:, colours].max(axis=1)
        if with_rook and BIRD in kinds:
            longest = longest + counts[:, kinds.index(BIRD)]
        return longest

    title = "the longest colour in an 11-card hand" + (", counting the Rook" if with_rook else "")
    return DealQuestion(title, "longest colour", unseen(DECK, seen), HAND, colour_of, statistic)
