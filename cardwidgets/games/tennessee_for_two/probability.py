"""Tennessee for Two's questions (RULES.md §2): count points and colours in a random deal, and what
a hand of bots' play gives the bidder. Every question takes ``seen=``, the cards you have seen;
the deck, the count cards and why the auction's selection of the bidder's hand is measured apart:
:doc:`/docs/design/game-probability`.

>>> points_in_nest().exact().mean
Fraction(40, 3)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any, Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import ROOK, Card, rook_deck
from cardwidgets.engine.game import State
from cardwidgets.games.tennessee_for_two.game import TennesseeForTwo
from cardwidgets.games.tennessee_for_two.rules import is_count_card
from cardwidgets.games.tennessee_for_two.state import TennesseeForTwoState
from cardwidgets.probability.deals import DealQuestion, total_of, unseen
from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.simulation import Estimate, resolve_seed

DECK: Final = rook_deck(lowest=4)
HAND: Final = 11
NEST: Final = 5
DRAW_PILE: Final = 18
#: Every count card is captured in a normal hand: 120 points, and 2 for each of 20 tricks.
HAND_POINTS: Final = 160
#: The kind of the Rook when colours are counted: it belongs to whichever colour is trump.
BIRD: Final = "Rook"
COUNT: Final = tuple(card for card in DECK if is_count_card(card))
OTHERS: Final = tuple(card for card in DECK if not is_count_card(card))
#: The bidder's cards once the nest is picked up; a redeal when fewer than NEST are not count
#: cards, that is when at least REDEAL_COUNT of them are count cards.
HELD: Final = HAND + NEST
REDEAL_COUNT: Final = HELD - NEST + 1
#: Seats in the deals of the auction studies: seat 0 deals, seat 1 bids first.
DEALER, NON_DEALER = 0, 1


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


# ---------------------------------------------------------------------- the auction selects
def redeal_if_random() -> Fraction:
    """The chance of a redeal if the bidder's 16 cards were a random 16 of the 45: fewer than
    5 of them are not count cards. (It is the chance for *one given* player's 16.)"""
    return Fraction(
        sum(math.comb(len(OTHERS), k) * math.comb(len(COUNT), HELD - k) for k in range(NEST)),
        math.comb(len(DECK), HELD),
    )


def auction(order: Sequence[Card], rng: np.random.Generator) -> TennesseeForTwoState:
    """The hand after its auction, bid by the game's bots: ``order`` is the deal as the deal
    event lists it (the non-dealer's 11, the dealer's 11, the nest, the draw pile), seat 0
    deals."""
    from cardwidgets.games.tennessee_for_two.bots import TennesseeHeuristicAgent

    state = TennesseeForTwo().new_state(0)
    state.apply(Action("first_dealer", (DEALER,)))
    state.apply(Action("deal", tuple(order)))
    bot = TennesseeHeuristicAgent()
    while state.phase == "bid":
        seat = state.current_player
        state.apply(bot.act(state.observation(seat), state.legal_actions(), rng))
    return state


def _shuffled(cards: Sequence[Card], rng: np.random.Generator) -> list[Card]:
    return [cards[i] for i in rng.permutation(len(cards))]


def auction_hands_points(deals: int = 2_000, seed: int | None = None) -> tuple[Estimate, Estimate]:
    """The count points in the bidder's own 11 cards (before the nest), and in the other
    player's, over random deals bid by the bots. Any 11 cards dealt hold 88/3 on average; the
    auction hands the stronger of the two hands to the bidder."""
    seed = resolve_seed(seed)
    rng = np.random.default_rng(seed)
    points = np.empty((deals, 2))
    for index in range(deals):
        order = _shuffled(DECK, rng)
        hands = {NON_DEALER: order[:HAND], DEALER: order[HAND : 2 * HAND]}
        bidder = auction(order, rng).bidder
        assert bidder is not None
        points[index] = [sum(map(count_points, hands[seat])) for seat in (bidder, 1 - bidder)]
    means = points.mean(axis=0)
    errors = points.std(axis=0, ddof=1) / math.sqrt(deals)
    bidder_points, other_points = (
        Estimate(float(m), float(e), deals, seed) for m, e in zip(means, errors, strict=True)
    )
    return bidder_points, other_points


def strong_hand_wins_auction(
    seat: int, least: int, *, with_nest: bool, deals: int = 1_000, seed: int | None = None
) -> Estimate:
    """How often ``seat`` (``NON_DEALER`` or ``DEALER``) wins the bots' auction when its 11
    cards (and the nest too, ``with_nest``) hold at least ``least`` count cards. The deals are
    drawn from exactly those deals: the number of count cards among those cards by its
    chance, then the cards at random."""
    if seat not in (DEALER, NON_DEALER):
        raise ValueError(f"seat is {NON_DEALER} (the non-dealer) or {DEALER} (the dealer).")
    size = HELD if with_nest else HAND
    counts = range(least, min(len(COUNT), size) + 1)
    if not counts:
        raise ValueError(f"{size} cards cannot hold {least} of the {len(COUNT)} count cards.")
    seed = resolve_seed(seed)
    rng = np.random.default_rng(seed)
    weights = np.array(
        [math.comb(len(COUNT), k) * math.comb(len(OTHERS), size - k) for k in counts]
    )
    won = 0
    for _ in range(deals):
        k = int(rng.choice(counts, p=weights / weights.sum()))
        chosen = [COUNT[i] for i in rng.choice(len(COUNT), k, replace=False)]
        chosen += [OTHERS[i] for i in rng.choice(len(OTHERS), size - k, replace=False)]
        # the seat's hand, then the nest: the chosen cards first, the others after them
        mine = _shuffled(chosen, rng) + _shuffled([c for c in DECK if c not in chosen], rng)
        hand, nest, rest = mine[:HAND], mine[HAND:HELD], mine[HELD:]
        other, pile = rest[:HAND], rest[HAND:]
        hands = (hand, other) if seat == NON_DEALER else (other, hand)
        won += auction([*hands[0], *hands[1], *nest, *pile], rng).bidder == seat
    return Estimate.proportion(won, deals, seed)


def redeal_hand_wins_auction(seat: int, deals: int = 1_000, seed: int | None = None) -> Estimate:
    """How often ``seat`` wins the bots' auction when its 11 cards and the nest together would
    force a redeal (at least ``REDEAL_COUNT`` count cards among the 16)."""
    return strong_hand_wins_auction(seat, REDEAL_COUNT, with_nest=True, deals=deals, seed=seed)


def redeal_per_deal(non_dealer_wins: Estimate, dealer_wins: Estimate) -> Estimate:
    """The chance that a deal is redealt, from how often 16 cards that force a redeal win the
    auction for each seat (:func:`redeal_hand_wins_auction`): either player's 16 cards force
    it (never both: that would take 24 of the 13 count cards) *and* that player wins the
    auction. So ``redeal_if_random()`` times the sum of the two chances."""
    random_16 = float(redeal_if_random())
    wins = (non_dealer_wins, dealer_wins)
    return Estimate(
        random_16 * sum(win.value for win in wins),
        random_16 * math.hypot(*(win.standard_error for win in wins)),
        sum(win.samples for win in wins),
        non_dealer_wins.seed,
    )
