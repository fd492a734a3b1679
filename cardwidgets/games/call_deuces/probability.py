"""Call Deuces' questions (RULES.md §3): fives, the kitty and the best trump suit in a random deal,
and how a hand of bots' play ends for the bidder. Every question takes ``seen=``, the cards you
have seen; the deck by number of players: :doc:`/docs/design/game-probability`.

>>> from fractions import Fraction
>>> from math import comb
>>> fives_in_hand(4).exact().P(0) == Fraction(comb(50, 13), comb(54, 13))  # no five: 13 of 50
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final, Literal

import numpy as np

from cardwidgets.engine.cards import Card, standard_deck
from cardwidgets.engine.game import State
from cardwidgets.games.call_deuces.state import CallDeucesState
from cardwidgets.i18n import N_
from cardwidgets.probability.deals import DealQuestion, total_of, unseen

Players = Literal[4, 5]
HAND: Final = {4: 13, 5: 10}
KITTY: Final = 2
FIVE: Final = 5
JOKER: Final = "joker"


def deck(players: Players) -> tuple[Card, ...]:
    """54 cards with the jokers for 4 players, 52 for 5."""
    if players not in HAND:
        raise ValueError(f"Call Deuces is played by 4 or 5 players, not {players!r}.")
    return standard_deck(jokers=players == 4)


def is_five(card: Card) -> int:
    return int(card.rank == FIVE and not card.is_joker)


def _count(kind: Any) -> int:
    return int(kind)


def fives_in_hand(players: Players = 4, seen: Iterable[Card | str] = ()) -> DealQuestion:
    """How many fives a hand holds (13 cards with 4 players, 10 with 5)."""
    return DealQuestion(
        f"fives in a hand ({players} players)",
        N_("fives"),
        unseen(deck(players), seen),
        HAND[players],
        is_five,
        total_of(_count),
    )


def fives_in_team(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """How many fives a partnership holds (4 players, ``partnership=True``): two hands, 26
    cards; with ``seen`` your hand, how many your partner holds is ``fives_in_hand``."""
    return DealQuestion(
        "fives held by a partnership (4 players)",
        N_("fives"),
        unseen(deck(4), seen),
        2 * HAND[4],
        is_five,
        total_of(_count),
    )


def fives_in_kitty(players: Players = 4, seen: Iterable[Card | str] = ()) -> DealQuestion:
    """How many fives lie in the kitty; with ``seen`` your hand, what the bidder may find."""
    return DealQuestion(
        f"fives in the kitty ({players} players)",
        N_("fives"),
        unseen(deck(players), seen),
        KITTY,
        is_five,
        total_of(_count),
    )


def jokers_in_kitty(seen: Iterable[Card | str] = ()) -> DealQuestion:
    """How many jokers lie in the kitty (4 players: only their deck has jokers)."""
    return DealQuestion(
        "jokers in the kitty (4 players)",
        N_("jokers"),
        unseen(deck(4), seen),
        KITTY,
        lambda card: int(card.is_joker),
        total_of(_count),
    )


def hand_result(state: State) -> dict[str, int]:
    """The hand just scored, for ``play_games(per_hand=...)``: the contract and whether the
    bidder (or the bidder's side) made it (1) or not (0)."""
    if not isinstance(state, CallDeucesState):
        raise TypeError(f"hand_result measures Call Deuces hands, not {state.game.title}.")
    result = state.results[-1]
    return {"bid": result.bid, "made": int(result.made)}


def suit_or_joker(card: Card) -> str:
    return JOKER if card.is_joker else card.suit


def best_trump_length(players: Players = 4, seen: Iterable[Card | str] = ()) -> DealQuestion:
    """How many trumps a hand would hold with its longest suit named trump; with 4 players the
    jokers are trumps too, whatever the suit."""

    def statistic(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
        suits = [i for i, kind in enumerate(kinds) if kind != JOKER]
        longest: np.ndarray = counts[:, suits].max(axis=1)
        if JOKER in kinds:
            longest = longest + counts[:, kinds.index(JOKER)]
        return longest

    return DealQuestion(
        f"the best trump suit in a hand ({players} players)",
        N_("trumps"),
        unseen(deck(players), seen),
        HAND[players],
        suit_or_joker,
        statistic,
    )
