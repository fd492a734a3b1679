"""Tennessee for Two's auction and nest: bids and passes, what a bad bid is told, the nest
picked up or swapped with, and trump named."""

from __future__ import annotations

from bisect import insort

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import COLOUR_NAMES, Card, shorts
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.games.tennessee_for_two.rules import (
    _BY_INDEX,
    BID_STEP,
    MAX_BID,
    MIN_BID,
    NEST_SIZE,
    is_count_card,
)
from cardwidgets.games.tennessee_for_two.table import TennesseeTable


class TennesseeAuction(TennesseeTable):
    """From the first bid to the naming of trump."""

    def _bid_problem(self, action: Action) -> str:
        amount = action.args[0] if len(action.args) == 1 else None
        if not isinstance(amount, int):
            return "A bid is a number of points, as in 'bid 75'."
        lowest = self.high_bid + BID_STEP if self.high_bid else MIN_BID
        if amount % BID_STEP:
            return f"Bids are multiples of 5: {amount} is not."
        if amount > MAX_BID:
            return f"160 is the most anyone can bid: a hand is worth 160 points, not {amount}."
        if self.high_bid:
            return f"You must bid more than {self.high_bid} ({lowest} or more), or pass."
        return f"The opening bid is at least {MIN_BID}, not {amount}."

    # .................................................................. auction
    def _bid(self, amount: int) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, amount),)
        self.high_bid = amount
        if amount == MAX_BID or (other, 0) in self.auction:
            why = "the most there is" if amount == MAX_BID else f"{self.name(other)} has passed"
            entry = self.entry(
                seat,
                f"{self.name(seat)} bids {amount} ({why}): the auction is over.",
                you=f"You bid {amount} ({why}): the auction is over.",
            )
            return [entry, *self._win_auction(seat)]
        self.mover = other
        return [self.entry(seat, f"{self.name(seat)} bids {amount}.", you=f"You bid {amount}.")]

    def _pass(self) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, 0),)
        if self.high_bid:
            entry = self.entry(
                seat,
                f"{self.name(seat)} passes: {self.name(other)} is the bidder at {self.high_bid}.",
                you=f"You pass: {self.name(other)} is the bidder at {self.high_bid}.",
            )
            return [entry, *self._win_auction(other)]
        if seat != self.dealer:
            self.mover = other
            return [
                self.entry(
                    seat,
                    f"{self.name(seat)} passes: {self.name(other)}, the dealer, may open.",
                    you=f"You pass: {self.name(other)}, the dealer, may open.",
                )
            ]
        self.dealer = other
        self.phase, self.mover = "deal", CHANCE
        self.thrown_in += 1
        return [
            self.entry(
                seat,
                f"{self.name(seat)} passes too: the hand is thrown in and {self.name(other)} "
                "deals.",
                you=f"You pass too: the hand is thrown in and {self.name(other)} deals.",
            )
        ]

    def _win_auction(self, bidder: int) -> list[LogEntry]:
        self.bidder = bidder
        self.thrown_in = 0
        name = self.name(bidder)
        nest = shorts(self.nest)
        if self.rules.nest == "untouchable":
            self.swappable = [card for card in self.nest if not is_count_card(card)]
            dead = len(self.nest) - len(self.swappable)
            words = {0: "no count cards", 1: "1 count card, which stays dead"}.get(
                dead, f"{dead} count cards, which stay dead"
            )
            entries = [
                self.entry(
                    bidder,
                    f"{name} looks at the nest.",
                    you=f"You look at the nest: {nest} ({words}).",
                    full=f"{name} looks at the nest: {nest} ({words}).",
                )
            ]
            if self.swappable:
                self.phase, self.mover = "swap", bidder
                return entries
            return [*entries, *self._end_swaps()]
        hand = self.hands[bidder]
        hand.extend(self.nest)
        hand.sort(key=_BY_INDEX)
        self.nest = []
        entry = self.entry(
            bidder,
            f"{name} picks up the nest.",
            you=f"You pick up the nest: {nest}.",
            full=f"{name} picks up the nest: {nest}.",
        )
        spare = sum(1 for card in hand if not is_count_card(card))
        if spare >= NEST_SIZE:
            self.phase, self.mover, self.to_bury = "nest", bidder, NEST_SIZE
            return [entry]
        self.phase, self.mover = "deal", CHANCE
        return [
            entry,
            self.entry(
                None,
                f"{name}'s 16 cards hold only {spare} cards that are not count cards, so the "
                f"nest cannot be made: {self.name(self._dealer)} deals again.",
            ),
        ]

    # .................................................................. nest
    def _bury(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        self.nest.append(card)
        self.to_bury -= 1
        done = NEST_SIZE - self.to_bury
        entry = self.entry(
            seat,
            f"{self.name(seat)} puts a card in the nest ({done} of 5).",
            you=f"You put {card.short} in the nest ({done} of 5).",
            full=f"{self.name(seat)} puts {card.short} in the nest ({done} of 5).",
        )
        if self.to_bury == 0:
            self.phase = "trump"
        return [entry]

    def _take(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.swappable.remove(card)
        self.nest.remove(card)
        insort(self.hands[seat], card, key=_BY_INDEX)
        self.must_give = True
        return [
            self.entry(
                seat,
                f"{self.name(seat)} takes a card from the nest.",
                you=f"You take {card.short} from the nest.",
                full=f"{self.name(seat)} takes {card.short} from the nest.",
            )
        ]

    def _give(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        self.nest.append(card)
        self.must_give = False
        self.swaps += 1
        entries = [
            self.entry(
                seat,
                f"{self.name(seat)} puts a card in the nest in exchange.",
                you=f"You put {card.short} in the nest in exchange.",
                full=f"{self.name(seat)} puts {card.short} in the nest in exchange.",
            )
        ]
        if not self.swappable:
            entries.extend(self._end_swaps())
        return entries

    def _end_swaps(self) -> list[LogEntry]:
        bidder = self.bidder
        assert bidder is not None
        self.phase, self.mover = "trump", bidder
        swaps = f"{self.swaps} card{'s' * (self.swaps != 1)}"
        return [
            self.entry(
                bidder,
                f"{self.name(bidder)} is done with the nest ({swaps} swapped).",
                you=f"You are done with the nest ({swaps} swapped).",
            )
        ]

    def _name_trump(self, colour: str) -> list[LogEntry]:
        bidder = self.mover
        self.trump = colour
        self.phase = "play"
        self.leader = self.mover = 1 - bidder
        word = COLOUR_NAMES[colour]
        return [
            self.entry(
                bidder,
                f"{self.name(bidder)} names {word} trump. {self.name(1 - bidder)} leads.",
                you=f"You name {word} trump. {self.name(1 - bidder)} leads.",
            )
        ]
