"""A Call Deuces position as the engine plays it: the legal moves and why others are not,
chance, the deal, and the invariants the checker asserts."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import SPECIAL, Card
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.call_deuces.auction import CallDeucesAuction
from cardwidgets.games.call_deuces.rules import (
    _DECK_ORDER,
    _SUIT_OF_WORD,
    BIDS,
    BURY,
    FIVE,
    KITTY_SIZE,
    PASS,
    PLAY,
    THROWN_IN_LIMIT,
    TRUMP_ACTIONS,
    card_suit,
)
from cardwidgets.games.call_deuces.trick_play import CallDeucesTricks
from cardwidgets.i18n import _, lazy, listed
from cardwidgets.i18n.words import cards_label, seat_name, suit_genitive, suit_name


class CallDeucesState(CallDeucesAuction, CallDeucesTricks):
    """A position of Call Deuces: every layer together, as the engine plays it."""

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return [PLAY[card] for card in self._playable()]
        rules = self.game.rules
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            bids = [BIDS[amount] for amount in range(low, rules.max_bid + 1)]
            return bids if self.dealer_must_bid else [PASS, *bids]
        if phase == "bury":
            hand = self.hands[self.to_move]
            return [BURY[card] for card in hand if rules.bury_fives or card.rank != FIVE]
        return list(TRUMP_ACTIONS.values())

    @property
    def dealer_must_bid(self) -> bool:
        """Whether the seat to bid is a dealer who may not throw in a fourth hand in a row:
        everyone else has passed, with no bid, after ``THROWN_IN_LIMIT`` hands thrown in."""
        return (
            self.phase == "bid"
            and self.thrown_in >= THROWN_IN_LIMIT
            and not self.high_bid
            and self.passed.count(False) == 1
        )

    def turn_prompt(self) -> str:
        """In trick play, the suit to follow and the cards of it the mover holds."""
        if self.phase != "play" or not self.trick:
            return ""
        led = card_suit(self.trick[0][1], self.trump)
        playable = self._playable()
        if card_suit(playable[0], self.trump) != led:
            return _("You have no {suit}: play any card (a trump can win the trick).").format(
                suit=suit_genitive(led)
            )
        cards = cards_label(playable)
        if self.game.rules.players == 4 and led == self.trump:
            return _("Follow {suit} (the jokers are trumps): {cards}.").format(
                suit=suit_name(led), cards=cards
            )
        return _("Follow {suit}: {cards}.").format(suit=suit_name(led), cards=cards)

    def _playable(self) -> list[Card]:
        """The cards the seat to move may play: the suit led if it has any, else any card."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        trump = self.trump
        first = self.trick[0][1]
        led = trump if first.suit == SPECIAL else first.suit
        follow = [card for card in hand if (trump if card.suit == SPECIAL else card.suit) == led]
        return follow or hand

    def _illegal_reason(self, action: Action) -> str:
        phase, rules = self.phase, self.game.rules
        seat = self.to_move
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            if action.kind == "bid" and len(action.args) == 1 and isinstance(action.arg, int):
                if self.high_bid and action.arg <= self.high_bid:
                    return _(
                        "A bid must beat the current bid of {bid}: bid {low} to {high}, or pass."
                    ).format(bid=self.high_bid, low=low, high=rules.max_bid)
                return _("Bids run from {lowest} to {high}: bid {low} to {high}, or pass.").format(
                    lowest=rules.min_bid, low=low, high=rules.max_bid
                )
            if self.dealer_must_bid:
                return _(
                    "{count} hands in a row were thrown in: the dealer may not pass this one in "
                    "too. Bid a number from {low} to {high}."
                ).format(count=THROWN_IN_LIMIT, low=low, high=rules.max_bid)
            return _("It is the auction: bid a number from {low} to {high}, or pass.").format(
                low=low, high=rules.max_bid
            )
        if phase == "trump":
            return _("Name trump with one of: {actions}.").format(
                actions=", ".join(map(str, TRUMP_ACTIONS.values()))
            )
        verb = "bury" if phase == "bury" else "play"
        card = action.arg if len(action.args) == 1 else None
        name = seat_name(self.name(seat))
        if action.kind != verb or not isinstance(card, Card):
            if verb == "bury":
                return _(
                    "Now {name} must bury two cards, one at a time, written like 'bury QH'."
                ).format(name=name)
            return _("Now {name} must play a card, written like 'play QH'.").format(name=name)
        if card not in self.hands[seat]:
            return _("You do not hold {card}.").format(card=card.label)
        if phase == "bury":
            return _(
                "You cannot bury {card}: fives stay in play, so the hand stays worth {high} points."
            ).format(card=card.label, high=rules.max_bid)
        led = card_suit(self.trick[0][1], self.trump)
        cards = cards_label(self._playable())
        if rules.players == 4 and led == self.trump:
            return _("You must follow {suit} (the jokers are trumps): you hold {cards}.").format(
                suit=suit_name(led), cards=cards
            )
        return _("You must follow {suit}: you hold {cards}.").format(
            suit=suit_name(led), cards=cards
        )

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "lot":
            n = self.game.rules.players
            return [(Action("first_dealer", (seat,)), 1 / n) for seat in range(n)]
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        if self.phase == "lot":
            return Action("first_dealer", (int(rng.integers(self.game.rules.players)),))
        deck = self.game.rules.deck
        return Action("deal", tuple([deck[i] for i in rng.permutation(len(deck)).tolist()]))

    def _chance_problem(self, action: Action) -> str | None:
        n = self.game.rules.players
        if self.phase == "lot":
            if action.kind != "first_dealer" or action.args not in [(s,) for s in range(n)]:
                return (
                    f"The first chance event draws the first dealer: 'first_dealer 0' to {n - 1}."
                )
            return None
        if self.phase != "deal":
            return f"No chance event is due: {self.name(self.to_move)} is to move."
        deck = self.game.deck_set
        if action.kind != "deal" or len(action.args) != len(deck) or set(action.args) != deck:
            return (
                f"A deal lists all {len(deck)} cards once each, top card first: the first two "
                "become the kitty."
            )
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        kind = action.kind
        if kind == "play":
            return self._play(action.card_arg())
        if kind == "bid":
            return self._bid(action.int_arg())
        if kind == "pass":
            return self._bid(None)
        if kind == "bury":
            return self._bury(action.card_arg())
        if kind == "trump":
            return self._name_trump(_SUIT_OF_WORD[action.word_arg()])
        if kind == "deal":
            return self._deal(action.card_args())
        self.dealer = action.int_arg()
        self.phase = "deal"
        return [
            self.entry(
                None, lazy("{name} deals first (drawn by lot).", name=self.name(self.dealer))
            )
        ]

    def _deal(self, order: tuple[Card, ...]) -> list[LogEntry]:
        rules = self.game.rules
        n, dealer = rules.players, self.dealer
        self.deal += 1
        self.deck = []
        self.kitty = list(order[:KITTY_SIZE])
        self.hands = [
            sorted(order[KITTY_SIZE + (seat - dealer - 1) % n :: n], key=_DECK_ORDER)
            for seat in range(n)
        ]
        self.kitty_taken, self.buried, self.bids, self.passed = (), [], (), (False,) * n
        self.high_bid, self.bidder, self.trump = 0, -1, None
        self.trick, self.tricks = (), ()
        self.tricks_won = self.captured = (0,) * n
        self.partner, self.alone, self.partner_revealed = -1, False, False
        self.phase = "bid"
        self.to_move = (dealer + 1) % n
        text = lazy(
            "Deal {deal}: {name} puts two cards face down as the kitty and deals {size} cards to "
            "each player.",
            deal=self.deal,
            name=self.name(dealer),
            size=rules.hand_size,
        )
        hands = self.hands
        full = text + lazy(
            " Hands: {hands}. Kitty: {kitty}.",
            hands=listed(
                [
                    lazy("{name} {cards}", name=self.name(s), cards=tuple(hands[s]))
                    for s in range(n)
                ],
                "; ",
            ),
            kitty=tuple(self.kitty),
        )
        secret = tuple(
            (s, text + lazy(" Your hand: {cards}.", cards=tuple(hands[s]))) for s in range(n)
        )
        return [self.entry(None, text, secret=secret, full=full)]

    def check_invariants(self) -> None:
        rules = self.game.rules
        n = rules.players
        assert sum(self.tricks_won) == len(self.tricks), "tricks won != tricks played"
        for seat in range(n):
            won = [cards for _, cards, winner in self.tricks if winner == seat]
            fives = sum(1 for cards in won for card in cards if card.rank == FIVE)
            assert self.captured[seat] == len(won) + FIVE * fives, f"seat {seat} miscounted"
        for side, total in enumerate(self.totals):
            assert total == sum(result.points[side] for result in self.results), "totals drift"
        if self.phase in ("bid", "bury", "trump", "play"):
            played = len(self.tricks)
            in_trick = {seat for seat, _ in self.trick}
            for seat, hand in enumerate(self.hands):
                took_kitty = seat == self.bidder and bool(self.kitty_taken)
                kitty = KITTY_SIZE - len(self.buried) if took_kitty else 0
                expected = rules.hand_size - played - (seat in in_trick) + kitty
                assert len(hand) == expected, f"seat {seat} holds {len(hand)}, not {expected}"
        if self.hand_over:
            buried_fives = sum(1 for card in self.buried if card.rank == FIVE)
            assert rules.bury_fives or not buried_fives, "a five was buried against the rules"
            worth = rules.max_bid - FIVE * buried_fives
            assert sum(self.results[-1].captured) == worth, "a hand's captures do not add up"
