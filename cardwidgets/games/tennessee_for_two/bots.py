"""Bots for Tennessee for Two: the random bot, and a rule-of-thumb player that explains itself. Why
it works as it does: ``docs/design/game-bots.md``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import chain
from typing import Final, cast

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.agents.random_agent import RandomAgent
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import ROOK, ROOK_COLOURS, Card
from cardwidgets.engine.game import Observation
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import (
    COLOUR_WORDS,
    DECK,
    DONE,
    DRAW_DOWN,
    DRAW_UP,
    MIN_BID,
    PASS,
    beats,
    card_points,
    is_count_card,
    play_action,
    ranked_deck,
)
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import colour_name

__all__ = ["RandomAgent", "TennesseeHeuristicAgent"]

#: What the nest adds to a bidder's hand: five more cards to choose the best 11 from.
NEST_BONUS: Final = 10
#: Points of the hand's 160 a player captures with no particular strength (trick points and
#: the count cards that fall their way).
BASELINE: Final = 30


def _colour_word(colour: str) -> str:
    """A colour's name in the reader's language ("Red", "Rouge", "красный")."""
    return colour_name(colour)


def suit_of(card: Card, trump: str | None) -> str:
    """The colour a card counts as: the Rook belongs to trump."""
    if card is ROOK:
        return trump or card.suit
    return card.suit


def hand_estimate(hand: Iterable[Card], trump: str, *, with_nest: bool = False) -> float:
    """Points a hand should capture with ``trump``: a rule of thumb, not a simulation.

    The Rook and trumps win tricks (high trumps more surely), side 14s usually win one trick,
    and a player keeps roughly two fifths of the count points they hold.
    """
    estimate = float(BASELINE + (NEST_BONUS if with_nest else 0))
    for card in hand:
        if card is ROOK:
            estimate += 25
        elif card.suit == trump:
            estimate += 6 + 2 * max(0, card.rank - 10)
        elif card.rank == 14:
            estimate += 10
        elif card.rank == 13:
            estimate += 3
        estimate += 0.4 * card_points(card)
    return estimate


def best_trump(hand: Sequence[Card]) -> str:
    """The colour to name: the longest, counting higher cards more (ties: Red, Yellow, ...)."""

    def weight(colour: str) -> float:
        return sum(4 + card.rank / 2 for card in hand if card.suit == colour)

    return max(ROOK_COLOURS, key=weight)


def keep_value(card: Card, hand: Sequence[Card], trump: str) -> float:
    """How much a non-count card is worth keeping: trumps and high cards most; low cards of short
    side colours least, because burying them leaves a void to trump into."""
    if card.suit == trump:
        return 100 + card.rank
    length = sum(1 for other in hand if other.suit == card.suit)
    return card.rank + 2 * length


def strength(card: Card, trump: str | None) -> float:
    """A card's trick-taking worth plus its points, to compare two cards (e.g. the draw)."""
    if card is ROOK:
        return 45
    value = float(card_points(card))
    if card.suit == trump:
        value += 8 + card.rank
    elif card.rank >= 13:
        value += card.rank - 10
    return value + card.rank / 10


@cache
def _strengths(trump: str | None) -> dict[int, float]:
    """:func:`strength` of each card under ``trump``, by card index, worked out once: the draw
    weighs every unseen card at each draw of every playout."""
    return {card.index: strength(card, trump) for card in DECK}


@cache
def _discard_costs(trump: str | None) -> dict[int, float]:
    """What giving away each card costs under ``trump``, by card index, worked out once: trick
    play weighs every card it may throw at most moves of every playout."""
    cost = TennesseeHeuristicAgent._discard_cost
    return {card.index: cost(card, trump) for card in DECK}


class TennesseeHeuristicAgent(BaseAgent):
    """Plays by rules of thumb from what its seat can see, and says which rule it used.

    The table widget seats it at Tennessee's bot seats (``default_agent("tennessee")``)."""

    label = "heuristic"

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        if not isinstance(observation, TennesseeForTwoObservation):
            raise TypeError("TennesseeHeuristicAgent plays Tennessee for Two only.")
        obs = observation
        if obs.phase == "play":
            return self._play(obs, legal_actions)
        if obs.phase == "draw":
            return self._draw(obs)
        if obs.phase == "bid":
            return self._bid(obs, legal_actions)
        if obs.phase == "nest":
            return self._bury(obs, legal_actions)
        if obs.phase == "swap":
            return self._swap(obs, legal_actions)
        return self._trump(obs)

    # ------------------------------------------------------------------ auction and nest
    def _bid(self, obs: TennesseeForTwoObservation, legal: Sequence[Action]) -> Decision:
        hand = obs.my_hand
        trump = best_trump(hand)
        estimate = hand_estimate(hand, trump, with_nest=True)
        bids = [a for a in legal if a.kind == "bid"]
        lowest = bids[0].arg if bids else None
        assert lowest is None or isinstance(lowest, int)
        count = sum(card_points(card) for card in hand)
        length = sum(1 for card in hand if card.suit == trump)
        rook = _(" and the Rook") if ROOK in hand else ""
        # Translators: {n} cards of the colour {colour}; English writes "5 Red" whatever {n} is.
        why = ngettext(
            "{count} count points, {n} {colour}{rook}: worth about {estimate}",
            "{count} count points, {n} {colour}{rook}: worth about {estimate}",
            length,
        ).format(
            count=count,
            n=length,
            colour=_colour_word(trump),
            rook=rook,
            estimate=f"{estimate:.0f}",
        )
        if lowest is not None and lowest <= estimate:
            return Decision(bids[0], _("bids {amount}: {why}").format(amount=lowest, why=why))
        if PASS in legal:
            return Decision(
                PASS,
                _("passes: {why}, less than {amount}").format(why=why, amount=lowest or MIN_BID),
            )
        return Decision(
            bids[0],
            _("must open, so bids the least, {amount}: {why}").format(amount=lowest, why=why),
        )

    def _bury(self, obs: TennesseeForTwoObservation, legal: Sequence[Action]) -> Decision:
        hand = obs.my_hand
        trump = best_trump(hand)
        action = min(legal, key=lambda a: keep_value(_card(a), hand, trump))
        card = _card(action)
        if card.suit == trump:
            why = _("only trumps are left to bury, and {card} is the lowest").format(
                card=card.label
            )
        else:
            length = sum(1 for other in hand if other.suit == card.suit)
            why = ngettext(
                "its least useful card ({n} {colour} in hand), and {trump} will be trump",
                "its least useful card ({n} {colour} in hand), and {trump} will be trump",
                length,
            ).format(n=length, colour=_colour_word(card.suit), trump=_colour_word(trump))
        return Decision(action, _("buries {card}: {why}").format(card=card.label, why=why))

    def _swap(self, obs: TennesseeForTwoObservation, legal: Sequence[Action]) -> Decision:
        hand = obs.my_hand
        trump = best_trump([*hand, *(obs.nest or ())])
        if obs.must_give:
            action = min(legal, key=lambda a: keep_value(_card(a), hand, trump))
            card = _card(action)
            return Decision(
                action, _("gives {card}, its least useful non-count card").format(card=card.label)
            )
        takes = [a for a in legal if a.kind == "take"]
        spare = [card for card in hand if not is_count_card(card)]
        worst = min((keep_value(card, hand, trump) for card in spare), default=None)
        if takes and worst is not None:
            best = max(takes, key=lambda a: keep_value(_card(a), hand, trump))
            if keep_value(_card(best), hand, trump) > worst:
                card = _card(best)
                return Decision(
                    best, _("takes {card}: better than its weakest card").format(card=card.label)
                )
        return Decision(DONE, _("keeps its hand: no nest card beats its weakest non-count card"))

    def _trump(self, obs: TennesseeForTwoObservation) -> Decision:
        hand = obs.my_hand
        trump = best_trump(hand)
        length = sum(1 for card in hand if card.suit == trump)
        action = Action("trump", (COLOUR_WORDS[trump],))
        why = ngettext(
            "names {colour}: its longest, strongest colour ({n} cards)",
            "names {colour}: its longest, strongest colour ({n} cards)",
            length,
        )
        return Decision(action, why.format(colour=_colour_word(trump), n=length))

    # ------------------------------------------------------------------ draw
    def _draw(self, obs: TennesseeForTwoObservation) -> Decision:
        face_up = obs.face_up
        assert face_up is not None
        unseen = self._unseen(obs)  # the face-up card is seen, so not among them
        strengths = _strengths(obs.trump)
        average = sum([strengths[card.index] for card in unseen]) / max(1, len(unseen))
        worth = strength(face_up, obs.trump)
        if worth >= average:
            return Decision(
                DRAW_UP,
                _("takes the face-up {card}: better than an unseen card on average").format(
                    card=face_up.label
                ),
            )
        return Decision(
            DRAW_DOWN,
            _(
                "takes the face-down card: {card} is worth less than an unseen card on average, "
                "and the opponent gets it"
            ).format(card=face_up.label),
        )

    # ------------------------------------------------------------------ play
    def _play(self, obs: TennesseeForTwoObservation, legal: Sequence[Action]) -> Decision:
        # Every move in play is ``play <card>``: its card is read once, without a check a card.
        cards = cast("list[Card]", [action.args[0] for action in legal])
        trump = obs.trump
        if len(cards) == 1:
            return Decision(
                legal[0],
                _("plays {card}: {why}").format(card=cards[0].label, why=self._forced(obs)),
            )
        if obs.trick:
            return self._follow(obs, cards, obs.trick[0], trump)
        return self._lead(obs, cards, trump)

    @staticmethod
    def _forced(obs: TennesseeForTwoObservation) -> str:
        """Why its one playable card is the only card it may play."""
        if len(obs.my_hand) == 1:
            return _("its last card")
        led = suit_of(obs.trick[0], obs.trump)
        if led == obs.trump:
            return _("it must follow trump, and this is its only trump")
        return _("it must follow {colour}, and this is its only {colour}").format(
            colour=_colour_word(led)
        )

    def _follow(
        self, obs: TennesseeForTwoObservation, cards: list[Card], lead: Card, trump: str | None
    ) -> Decision:
        at_stake = 2 + card_points(lead)
        winners = [card for card in cards if beats(card, lead, trump)]
        costs = _discard_costs(trump)
        cheapest_loser = min(cards, key=lambda card: costs[card.index])
        if winners:
            winner = min(winners, key=lambda card: self._spend_cost(card, trump, lead))
            cheap = winner.suit == lead.suit and winner is not ROOK
            if (
                at_stake > 2
                or cheap
                or card_points(winner)
                or costs[cheapest_loser.index] >= self._spend_cost(winner, trump, lead)
            ):
                won = at_stake + card_points(winner)
                why = ngettext(
                    "plays {card}: the cheapest card that wins the {n} points",
                    "plays {card}: the cheapest card that wins the {n} points",
                    won,
                )
                return Decision(play_action(winner), why.format(card=winner.label, n=won))
            return Decision(
                play_action(cheapest_loser),
                _("plays {card}: the trick holds no count card, not worth a trump").format(
                    card=cheapest_loser.label
                ),
            )
        return Decision(
            play_action(cheapest_loser),
            _("plays {card}: it cannot win, so it gives away its least useful card").format(
                card=cheapest_loser.label
            ),
        )

    def _lead(
        self, obs: TennesseeForTwoObservation, cards: list[Card], trump: str | None
    ) -> Decision:
        # The highest unseen rank of each colour (the Rook under its own before trump is
        # named): trumps rank in one order, the Rook highest, so a trump beats every unseen
        # trump if it beats the highest.
        highest = ranked_deck(trump).top_unseen(self._seen(obs))
        top_trump = highest.get(trump) if trump is not None else None
        if top_trump is not None:
            boss_trumps = [c for c in cards if suit_of(c, trump) == trump and c.rank > top_trump]
            if boss_trumps:
                card = min(boss_trumps, key=lambda c: (card_points(c) > 0, c.rank))
                return Decision(
                    play_action(card),
                    _("leads {card}: no trump left unseen can beat it, so it draws trumps").format(
                        card=card.label
                    ),
                )
        sure = [
            card
            for card in cards
            if suit_of(card, trump) != trump and highest.get(card.suit, card.rank + 1) <= card.rank
        ]
        if sure:
            card = max(sure, key=lambda c: (card_points(c), c.rank))
            return Decision(
                play_action(card),
                _(
                    "leads {card}: the highest {colour} left, so it should win unless trumped"
                ).format(card=card.label, colour=_colour_word(card.suit)),
            )
        costs = _discard_costs(trump)
        card = min(cards, key=lambda c: costs[c.index])
        return Decision(
            play_action(card),
            _("leads {card}: a low card that gives little away").format(card=card.label),
        )

    @staticmethod
    def _discard_cost(card: Card, trump: str | None) -> float:
        """What giving ``card`` to the opponent costs: its points, and more for trumps."""
        cost = 3.0 * card_points(card) + card.rank / 2
        if suit_of(card, trump) == trump:
            cost += 20 + card.rank
        return cost

    @staticmethod
    def _spend_cost(card: Card, trump: str | None, lead: Card) -> float:
        """What winning with ``card`` uses up: a trump (more for a high one, most for the Rook)
        costs more than following higher in the led colour; its own points come back."""
        if card is ROOK:
            return 40.0
        cost = float(card.rank)
        if card.suit == trump and lead.suit != trump:
            cost += 10
        return cost - card_points(card)

    @staticmethod
    def _unseen(obs: TennesseeForTwoObservation) -> list[Card]:
        """Cards this seat has not seen (in the other hand, the draw pile or the nest), in the
        deck's order, so sums over them come out the same in every process."""
        seen = TennesseeHeuristicAgent._seen(obs)
        return [card for card in DECK if card.index not in seen]

    @staticmethod
    def _seen(obs: TennesseeForTwoObservation) -> set[int]:
        """The index of every card this seat has seen."""
        # Cards by their index: a set of small ints is built and searched without calling back
        # into Python for each card's hash, in one pass, and this runs at most moves of every
        # playout.
        seen = {
            card.index
            for card in chain(
                obs.my_hand, obs.trick, obs.nest or (), *obs.hands, *[t.cards for t in obs.tricks]
            )
        }
        if obs.face_up is not None:
            seen.add(obs.face_up.index)
        return seen


def _card(action: Action) -> Card:
    card = action.arg
    assert isinstance(card, Card)
    return card
