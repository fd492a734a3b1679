"""A Call Deuces bot that plays like a careful beginner, and says why in one sentence. Why it works
as it does: ``docs/design/game-bots.md``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain
from typing import ClassVar, Final, cast

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import BIG_JOKER, SMALL_JOKER, SPECIAL, SUITS, Card
from cardwidgets.engine.game import Observation
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.rules import (
    DEUCE,
    FIVE,
    PASS,
    TRUMP_ACTIONS,
    CallDeucesRules,
    beats,
    card_suit,
    ranked_deck,
)
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import seat_name, suit_name

ACE: Final = 14
#: Points a five is worth.
FIVE_POINTS: Final = 5
#: The bot bids only while its estimate beats the bid by this much.
MARGIN: Final = 1.0
#: What taking the kitty, choosing trump and leading first are worth to the bidder, in points.
#: Over seeded hands against random bots the bot's captures as bidder ran about 6 points above
#: its estimate of tricks and fives alone; 4.5 keeps some caution for better opponents.
KITTY_BONUS: Final = 4.5


@dataclass(frozen=True)
class SuitValue:
    """What a hand is worth with ``suit`` as trump, and the facts behind it for the reason."""

    suit: str
    points: float
    trumps: int
    top: tuple[Card, ...]
    side_aces: int
    fives: int

    def describe(self) -> str:
        named = ", ".join(card.label for card in self.top[:3])
        extra = len(self.top) - 3
        more = _(" and {n} more").format(n=extra) if extra > 0 else ""
        tops = f" ({named}{more})" if self.top else ""
        aces = (
            ngettext(", {n} side ace", ", {n} side aces", self.side_aces) if self.side_aces else ""
        )
        fives = ngettext(", {n} five", ", {n} fives", self.fives) if self.fives else ""
        return _("{n} {suit}{tops}{aces}{fives}").format(
            n=self.trumps,
            suit=suit_name(self.suit),
            tops=tops,
            aces=aces.format(n=self.side_aces),
            fives=fives.format(n=self.fives),
        )


def trumps_in(hand: Iterable[Card], suit: str) -> list[Card]:
    """The trumps of ``hand`` with ``suit`` as trump, highest first (jokers above the ace)."""
    return sorted((c for c in hand if card_suit(c, suit) == suit), key=lambda c: -c.rank)


@cache
def _trumps_top_down(players: int, suit: str) -> tuple[Card, ...]:
    """Every trump of the deck, highest first: the jokers (four players only), then the suit;
    made once for each table size and suit."""
    jokers = (BIG_JOKER, SMALL_JOKER) if players == 4 else ()
    return (*jokers, *(Card(rank, suit) for rank in range(ACE, 1, -1)))


def value_as_trump(
    hand: Sequence[Card], suit: str, rules: CallDeucesRules, kitty: bool
) -> SuitValue:
    """The points ``hand`` may capture with ``suit`` as trump: expected tricks, each worth 1
    plus the fives it may catch, plus the fives held that are likely to be kept."""
    trumps = trumps_in(hand, suit)
    top: list[Card] = []
    for card in _trumps_top_down(rules.players, suit):
        if card not in trumps:
            break
        top.append(card)
    tricks = float(len(top))
    rest = [card for card in trumps if card not in top]
    tricks += sum(0.5 for card in rest if card.rank >= 12 and len(trumps) >= 3)
    tricks += 0.8 * max(0, len(trumps) - max(4, len(top)))
    side = [card for card in hand if card_suit(card, suit) != suit]
    side_aces = sum(1 for card in side if card.rank == ACE)
    tricks += 0.8 * side_aces
    if len(trumps) >= 3:
        tricks += 0.6 * sum(1 for s in SUITS if s != suit and not any(c.suit == s for c in side))
    fives_held = [card for card in hand if card.rank == FIVE and card.suit != SPECIAL]
    kept = 0.0
    for five in fives_held:
        if five.suit == suit:
            kept += 0.8 if len(trumps) >= 4 else 0.4
        elif Card(ACE, five.suit) in hand:
            kept += 0.6
        else:
            kept += 0.2
    unknown = len(rules.deck) - len(hand)
    others_fives = 4 - len(fives_held)
    catch_per_trick = (rules.players - 1) * others_fives / unknown
    kitty_bonus = KITTY_BONUS if kitty else 0.0
    points = tricks * (1 + FIVE_POINTS * catch_per_trick) + FIVE_POINTS * kept + kitty_bonus
    return SuitValue(suit, points, len(trumps), tuple(top), side_aces, len(fives_held))


def best_trump(hand: Sequence[Card], rules: CallDeucesRules, kitty: bool) -> SuitValue:
    """The suit that makes ``hand`` worth most as trump."""
    return _best_trump(tuple(hand), rules, kitty)


@lru_cache(maxsize=4096)
def _best_trump(hand: tuple[Card, ...], rules: CallDeucesRules, kitty: bool) -> SuitValue:
    """:func:`best_trump`, remembered: a Monte Carlo decision plays every candidate move out
    on the same imagined deal, where the same hands bid and bury again (about three asks in
    five were asked before). The answer is a frozen value, the same whoever asks."""
    return max((value_as_trump(hand, suit, rules, kitty) for suit in SUITS), key=lambda v: v.points)


class CallDeucesHeuristic(BaseAgent):
    """The default Call Deuces bot: bids from its hand's value, plays for tricks and fives."""

    label: ClassVar[str] = "heuristic"

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        assert isinstance(observation, CallDeucesObservation)
        obs = observation
        if obs.phase == "bid":
            return self._bid(obs, legal_actions)
        if obs.phase == "bury":
            return self._bury(obs, legal_actions)
        if obs.phase == "trump":
            value = best_trump(obs.hand, obs.rules, kitty=False)
            return Decision(
                TRUMP_ACTIONS[value.suit],
                _("names {suit}: {hand}.").format(
                    suit=suit_name(value.suit), hand=value.describe()
                ),
            )
        return _Trick(obs, legal_actions).decide()

    # ------------------------------------------------------------------ the auction
    def _bid(self, obs: CallDeucesObservation, legal: Sequence[Action]) -> Decision:
        rules = obs.rules
        value = best_trump(obs.hand, rules, kitty=True)
        estimate = value.points
        if rules.partnership:
            estimate += 5.0  # a partner's average help
            assert obs.seat is not None
            if obs.bidder == (obs.seat + 2) % 4:
                return Decision(
                    PASS, _("passes: its partner holds the bid, and the bid binds both.")
                )
        elif rules.deuce_partner and Card(DEUCE, value.suit) not in obs.hand:
            estimate += 4.0  # whoever holds the 2 of trumps helps
        bids = [action for action in legal if action.kind == "bid"]
        if not bids:
            return Decision(PASS, _("passes: no bid is left."))
        lowest = bids[0]
        amount = lowest.arg
        assert isinstance(amount, int)
        if amount <= estimate - MARGIN:
            return Decision(
                lowest,
                _("bids {amount}: about {estimate} points expected with {hand}.").format(
                    amount=amount, estimate=f"{estimate:.0f}", hand=value.describe()
                ),
            )
        if PASS not in legal:  # a dealer after three hands thrown in
            return Decision(
                lowest,
                _(
                    "must bid, so bids the least, {amount}: about {estimate} points expected "
                    "with {hand}."
                ).format(amount=amount, estimate=f"{estimate:.0f}", hand=value.describe()),
            )
        return Decision(
            PASS,
            _(
                "passes: about {estimate} points expected with {hand}, not enough for {amount}."
            ).format(estimate=f"{estimate:.0f}", hand=value.describe(), amount=amount),
        )

    # ------------------------------------------------------------------ the kitty
    def _bury(self, obs: CallDeucesObservation, legal: Sequence[Action]) -> Decision:
        plan = best_trump(obs.hand, obs.rules, kitty=False).suit
        length = {suit: sum(1 for c in obs.hand if card_suit(c, plan) == suit) for suit in SUITS}

        def keep_value(card: Card) -> tuple[int, int, int]:
            suit = card_suit(card, plan)
            return (
                suit == plan or card.rank == FIVE,
                card.rank >= 13,
                length[suit] * 20 + card.rank,
            )

        action = min(legal, key=lambda a: keep_value(a.card_arg()))
        card = action.card_arg()
        suit = card_suit(card, plan)
        if length[suit] == 1:
            reason = _("buries {card}: to empty {suit} and trump them later.")
        else:
            reason = _("buries {card}: its cheapest card outside {plan}, the planned trump.")
        return Decision(
            action, reason.format(card=card.label, suit=suit_name(suit), plan=suit_name(plan))
        )


class _Trick:
    """One play decision: what the bot knows about the cards left and who is on its side."""

    def __init__(self, obs: CallDeucesObservation, legal: Sequence[Action]) -> None:
        self.obs = obs
        self.legal = legal
        self.me = obs.seat if obs.seat is not None else 0
        trump = obs.trump
        assert trump is not None
        self.trump = trump
        # Cards by their index: a set of small ints is built and searched without calling back
        # into Python for each card's hash, in one pass, and this runs at every move of every
        # playout.
        played = [cards for _, cards, _ in obs.tricks]
        seen = {
            card.index
            for card in chain(obs.hand, obs.buried, *played, [card for _, card in obs.trick])
        }
        #: The highest unseen rank of each suit in play (jokers are trumps): all that
        #: :meth:`is_boss` needs to know of the unseen cards.
        self.top_unseen = ranked_deck(obs.rules.players, trump).top_unseen(seen)
        self.friends = self._friends()

    def _friends(self) -> frozenset[int]:
        """Seats known to be on this bot's side for this hand."""
        obs, me = self.obs, self.me
        if obs.rules.partnership:
            return frozenset({(me + 2) % 4})
        if not obs.rules.deuce_partner or obs.bidder is None:
            return frozenset()
        contract = {obs.bidder} | ({obs.partner} if obs.partner is not None else set())
        if me in contract:
            return frozenset(contract - {me})
        if obs.alone is not None:  # the contract side is known: the others defend together
            return frozenset(set(range(obs.rules.players)) - contract - {me})
        return frozenset()

    def cards(self) -> list[Card]:
        """The cards it may play: every move in play is ``play <card>``, read without a check
        a card (this runs at every move of every playout)."""
        return cast("list[Card]", [action.args[0] for action in self.legal])

    def play(self, card: Card, reason: str) -> Decision:
        return Decision(Action("play", (card,)), reason)

    def is_boss(self, card: Card, led: str | None = None) -> bool:
        """No unseen card could beat ``card`` (as the lead of its suit, or against ``led``)."""
        suit, top = card_suit(card, self.trump), self.top_unseen
        led = led or suit
        if top.get(suit, 0) > card.rank:
            return False  # a higher card of its own suit
        # Off trump, any trump beats it, and so does any card of the suit led if it is not that.
        return suit == self.trump or (self.trump not in top and (suit == led or led not in top))

    def cost(self, card: Card) -> tuple[int, int]:
        """How much it hurts to give ``card`` away: fives and trumps most, then rank."""
        is_trump = card_suit(card, self.trump) == self.trump
        return (card.rank == FIVE) * 2 + is_trump, card.rank

    def decide(self) -> Decision:
        if not self.obs.trick:
            return self.lead()
        return self.follow()

    # ------------------------------------------------------------------ leading
    def lead(self) -> Decision:
        cards = self.cards()
        trump = self.trump
        trumps = sorted((c for c in cards if card_suit(c, trump) == trump), key=lambda c: -c.rank)
        enemy_trumps = trump in self.top_unseen
        if trumps and enemy_trumps and self.is_boss(trumps[0]):
            return self.play(
                trumps[0],
                _("leads {card} to draw the others' trumps.").format(card=trumps[0].label),
            )
        sides = [c for c in cards if card_suit(c, trump) != trump]
        bosses = sorted(
            (c for c in sides if self.is_boss(c)), key=lambda c: (c.rank == FIVE, -c.rank)
        )
        if bosses:
            card = bosses[0]
            return self.play(
                card,
                _("leads {card}, the highest {suit} left.").format(
                    card=card.label, suit=suit_name(card.suit)
                ),
            )
        safe = [c for c in sides if c.rank != FIVE] or sides or cards
        card = min(safe, key=self.cost)
        return self.play(
            card, _("leads {card}: a cheap card that risks no five.").format(card=card.label)
        )

    # ------------------------------------------------------------------ following
    def follow(self) -> Decision:
        obs, trump = self.obs, self.trump
        trick = obs.trick
        led = card_suit(trick[0][1], trump)
        winner, best = trick[0]
        for seat, card in trick[1:]:
            if beats(card, best, led, trump):
                winner, best = seat, card
        cards = self.cards()
        last = len(trick) == obs.rules.players - 1
        fives = sum(1 for _, card in trick if card.rank == FIVE)
        if winner in self.friends:
            safe = last or self.is_boss(best, led)
            gifts = [c for c in cards if c.rank == FIVE and not beats(c, best, led, trump)]
            if safe and gifts:
                card = gifts[0]
                return self.play(
                    card,
                    _("adds {card} to the trick: {name}, on its side, wins it.").format(
                        card=card.label, name=seat_name(obs.names[winner])
                    ),
                )
            low = [c for c in cards if not beats(c, best, led, trump)] or cards
            card = min(low, key=self.cost)
            return self.play(
                card,
                _("plays low: {name}, on its side, is winning with {card}.").format(
                    name=seat_name(obs.names[winner]), card=best.label
                ),
            )
        winners = sorted((c for c in cards if beats(c, best, led, trump)), key=self.cost)
        if winners:
            sure = winners if last else [c for c in winners if self.is_boss(c, led)]
            own_fives = [c for c in sure if c.rank == FIVE]
            if own_fives:
                card = own_fives[0]
                return self.play(
                    card,
                    _("wins with {card}, so its own five scores for it.").format(card=card.label),
                )
            if sure:
                card = sure[0]
                reason = (
                    _("takes the trick with {card}: playing last.")
                    if last
                    else _("takes the trick with {card}: nothing left beats it.")
                )
                return self.play(card, reason.format(card=card.label))
            card = winners[-1] if fives else winners[0]
            reason = (
                _("fights for the five with {card}.") if fives else _("takes the lead with {card}.")
            )
            return self.play(card, reason.format(card=card.label))
        card = min(cards, key=self.cost)
        return self.play(
            card,
            _("gives up this trick with {card}, keeping fives and trumps.").format(card=card.label),
        )
