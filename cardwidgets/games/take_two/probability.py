"""Take Two's questions (RULES.md §4): what a twosome adds up to, what a steal is worth, and how the
steals of bots at play turn out. Every question takes ``seen=``, the cards you have seen; how
cards count: :doc:`/docs/design/game-probability`.

>>> twosome_sum().exact().mean
Fraction(14, 1)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any, Final, Literal

import numpy as np

from cardwidgets.engine.cards import ACE, Card, standard_deck
from cardwidgets.engine.game import State
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.rules import LOW
from cardwidgets.games.take_two.state import TakeTwoState
from cardwidgets.probability.deals import (
    DealQuestion,
    Mixture,
    Question,
    kth_lowest,
    total_of,
    unseen,
)
from cardwidgets.probability.distribution import Distribution

DECK: Final = standard_deck()
#: Each player is dealt four cards and splits them into a Low and a High twosome.
DEALT: Final = 4


def card_value(card: Card) -> int:
    """Ace 1, 2-10 face value, J 11, Q 12, K 13."""
    return 1 if card.rank == ACE else card.rank


def _value(kind: Any) -> int:
    return int(kind)


def twosome_sum(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """The sum of two cards dealt at random: what a twosome scores, before any choosing."""
    return DealQuestion(
        "the sum of a random twosome",
        "twosome",
        unseen(DECK, seen),
        2,
        card_value,
        total_of(_value),
    )


def _two_lowest(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
    return kth_lowest(0)(counts, kinds) + kth_lowest(1)(counts, kinds)


def _two_highest(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
    return kth_lowest(DEALT - 2)(counts, kinds) + kth_lowest(DEALT - 1)(counts, kinds)


def best_low_twosome(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """The best Low twosome four dealt cards allow: the sum of the two lowest. (Splitting the two
    lowest from the two highest makes the best Low and the best High at once.)"""
    return DealQuestion(
        "the best Low twosome from 4 dealt cards",
        "best Low",
        unseen(DECK, seen),
        DEALT,
        card_value,
        _two_lowest,
    )


def best_high_twosome(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """The best High twosome four dealt cards allow: the sum of the two highest."""
    return DealQuestion(
        "the best High twosome from 4 dealt cards",
        "best High",
        unseen(DECK, seen),
        DEALT,
        card_value,
        _two_highest,
    )


def _one_card(title: str, cards: tuple[Card, ...]) -> DealQuestion:
    return DealQuestion(title, "card taken", cards, 1, card_value, total_of(_value))


def blind_steal(known: Card | str | None = None, seen: Iterable[Card | str] = ()) -> Question:
    """The value of the card you take blind from another player's twosome.

    A blind take gets either card of the twosome with equal odds. With nothing known about the
    twosome, its cards are any of the cards you have not seen, so the card you get is one
    unseen card at random. With one of its cards ``known`` (you saw it face up), you get that
    card half the time, and otherwise the other card: one of the remaining unseen cards.
    """
    if known is None:
        return _one_card("a blind steal from a twosome you know nothing about", unseen(DECK, seen))
    card = Card.parse(known)
    rest = unseen(DECK, [*seen, card])
    half = Fraction(1, 2)
    return Mixture(
        f"a blind steal from a twosome showing {card.short}",
        "card taken",
        (
            (half, _one_card(f"the {card.short}", (card,))),
            (half, _one_card("the twosome's other card", rest)),
        ),
    )


def steals(state: State) -> list[dict[str, int]]:
    """Every steal of the hand just played, for ``play_games(per_hand=...)``: one row each.

    ``low`` is 1 for a steal into a Low twosome; ``gain`` how much better the taken card is
    than the card discarded for it (lower for Low, higher for High); ``pays`` is 1 when that
    gain is above 0; ``wins`` is 1 when the twosome that received it won its circle outright.
    A hand decided without a showdown before the taking has no steals.
    """
    if not isinstance(state, TakeTwoState):
        raise TypeError(f"steals measures Take Two hands, not {state.game.title}.")
    table = state.observation(None)
    assert isinstance(table, TakeTwoObservation)
    rows = []
    for taker, _, _ in table.takes:
        circle = table.frozen[taker]
        assert circle is not None, "a taker's receiving twosome is frozen"
        taken, discarded = table.twosomes[taker][circle][0], table.discards[taker][-1]
        assert taken is not None, "the teacher sees every card"
        assert discarded is not None, "the teacher sees every card"
        gain = card_value(taken) - card_value(discarded)
        if circle == LOW:
            gain = -gain
        rows.append(
            {
                "low": int(circle == LOW),
                "gain": gain,
                "pays": int(gain > 0),
                "wins": int(_sole_winner(table, circle) == taker),
            }
        )
    return rows


def _sole_winner(table: TakeTwoObservation, circle: int) -> int | None:
    """Who won ``circle`` alone in the hand just played: the best live twosome, None on a tie."""
    scores = {
        seat: sum(card_value(card) for card in twosomes[circle] if card is not None)
        for seat, twosomes in enumerate(table.twosomes)
        if twosomes[circle] and not table.folded[circle][seat]
    }
    best = min(scores.values()) if circle == LOW else max(scores.values())
    winners = [seat for seat, score in scores.items() if score == best]
    return winners[0] if len(winners) == 1 else None


def steal_from_dealt_twosome(
    which: Literal["low", "high"], seen: Iterable[Card | str] = ()
) -> Mixture:
    """The value of a blind steal from a twosome as dealt and split: the two lowest of four
    dealt cards (``"low"``) or the two highest (``"high"``); either card with equal odds."""
    if which not in ("low", "high"):
        raise ValueError(f"A twosome is 'low' or 'high', not {which!r}.")
    ranks = (0, 1) if which == "low" else (DEALT - 2, DEALT - 1)
    cards = unseen(DECK, seen)
    half = Fraction(1, 2)
    parts = tuple(
        (
            half,
            DealQuestion(
                f"card {k + 1} from the bottom of 4",
                "card taken",
                cards,
                DEALT,
                card_value,
                kth_lowest(k),
            ),
        )
        for k in ranks
    )
    return Mixture(f"a blind steal from a dealt {which.capitalize()} twosome", "card taken", parts)


@lru_cache(maxsize=256)
def _dealt_split(values_left: tuple[int, ...]) -> tuple[Distribution[int], Distribution[int]]:
    counts: dict[str, Counter[int]] = {"low": Counter(), "high": Counter()}
    for four in combinations_with_replacement(range(len(values_left)), DEALT):
        ways = math.prod(math.comb(values_left[v], four.count(v)) for v in set(four))
        if ways:
            counts["low"][four[0] + four[1] + 2] += ways  # value v + 1 at index v
            counts["high"][four[2] + four[3] + 2] += ways
    return (
        Distribution.from_counts(counts["low"], "best Low"),
        Distribution.from_counts(counts["high"], "best High"),
    )


def dealt_twosomes(seen: Iterable[Card | str] = ()) -> tuple[Distribution[int], Distribution[int]]:
    """The best Low and the best High of four cards dealt from the cards not ``seen``: the same
    answers as ``best_low_twosome(seen).exact()`` and ``best_high_twosome(seen).exact()``, by
    listing the 1,820 multisets of four values directly (and remembering the last answers), fast
    enough for a table to ask at every step."""
    left = [0] * 13
    for card in unseen(DECK, seen):
        left[card_value(card) - 1] += 1
    return _dealt_split(tuple(left))
