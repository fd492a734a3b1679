"""Tennessee for Two's auction and nest: bids and passes, what a bad bid is told, the nest
picked up or swapped with, and trump named."""

from __future__ import annotations

from bisect import insort

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
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
from cardwidgets.i18n import Message, _, lazy, lazy_n
from cardwidgets.i18n.messages import colour_word


class TennesseeAuction(TennesseeTable):
    """From the first bid to the naming of trump."""

    def _bid_problem(self, action: Action) -> str:
        amount = action.args[0] if len(action.args) == 1 else None
        if not isinstance(amount, int):
            return _("A bid is a number of points, as in 'bid 75'.")
        lowest = self.high_bid + BID_STEP if self.high_bid else MIN_BID
        if amount % BID_STEP:
            return _("Bids are multiples of 5: {amount} is not.").format(amount=amount)
        if amount > MAX_BID:
            return _(
                "160 is the most anyone can bid: a hand is worth 160 points, not {amount}."
            ).format(amount=amount)
        if self.high_bid:
            return _("You must bid more than {bid} ({lowest} or more), or pass.").format(
                bid=self.high_bid, lowest=lowest
            )
        return _("The opening bid is at least {lowest}, not {amount}.").format(
            lowest=MIN_BID, amount=amount
        )

    # .................................................................. auction
    def _bid(self, amount: int) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, amount),)
        self.high_bid = amount
        fields = {"name": self.name(seat), "amount": amount, "other": self.name(other)}
        if amount == MAX_BID or (other, 0) in self.auction:
            why = (
                lazy("the most there is")
                if amount == MAX_BID
                else lazy("{other} has passed", **fields)
            )
            entry = self.entry(
                seat,
                lazy("{name} bids {amount} ({why}): the auction is over.", why=why, **fields),
                you=lazy("You bid {amount} ({why}): the auction is over.", why=why, **fields),
            )
            return [entry, *self._win_auction(seat)]
        self.mover = other
        return [
            self.entry(
                seat,
                lazy("{name} bids {amount}.", **fields),
                you=lazy("You bid {amount}.", **fields),
            )
        ]

    def _pass(self) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, 0),)
        fields = {"name": self.name(seat), "other": self.name(other), "bid": self.high_bid}
        if self.high_bid:
            entry = self.entry(
                seat,
                lazy("{name} passes: {other} is the bidder at {bid}.", **fields),
                you=lazy("You pass: {other} is the bidder at {bid}.", **fields),
            )
            return [entry, *self._win_auction(other)]
        if seat != self.dealer:
            self.mover = other
            return [
                self.entry(
                    seat,
                    lazy("{name} passes: {other}, the dealer, may open.", **fields),
                    you=lazy("You pass: {other}, the dealer, may open.", **fields),
                )
            ]
        self.dealer = other
        self.phase, self.mover = "deal", CHANCE
        self.thrown_in += 1
        return [
            self.entry(
                seat,
                lazy("{name} passes too: the hand is thrown in and {other} deals.", **fields),
                you=lazy("You pass too: the hand is thrown in and {other} deals.", **fields),
            )
        ]

    def _win_auction(self, bidder: int) -> list[LogEntry]:
        self.bidder = bidder
        self.thrown_in = 0
        name = self.name(bidder)
        nest = tuple(self.nest)
        if self.rules.nest == "untouchable":
            self.swappable = [card for card in self.nest if not is_count_card(card)]
            dead = len(self.nest) - len(self.swappable)
            words: Message = (
                lazy("no count cards")
                if dead == 0
                else lazy_n(
                    "{n} count card, which stays dead", "{n} count cards, which stay dead", dead
                )
            )
            fields = {"name": name, "nest": nest, "words": words}
            entries = [
                self.entry(
                    bidder,
                    lazy("{name} looks at the nest.", **fields),
                    you=lazy("You look at the nest: {nest} ({words}).", **fields),
                    full=lazy("{name} looks at the nest: {nest} ({words}).", **fields),
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
            lazy("{name} picks up the nest.", name=name),
            you=lazy("You pick up the nest: {nest}.", nest=nest),
            full=lazy("{name} picks up the nest: {nest}.", name=name, nest=nest),
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
                lazy_n(
                    "{name}'s 16 cards hold only {n} card that is not a count card, so the nest "
                    "cannot be made: {dealer} deals again.",
                    "{name}'s 16 cards hold only {n} cards that are not count cards, so the nest "
                    "cannot be made: {dealer} deals again.",
                    spare,
                    name=name,
                    dealer=self.name(self._dealer),
                ),
            ),
        ]

    # .................................................................. nest
    def _bury(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        self.nest.append(card)
        self.to_bury -= 1
        done = NEST_SIZE - self.to_bury
        fields = {"name": self.name(seat), "card": card, "done": done}
        entry = self.entry(
            seat,
            lazy("{name} puts a card in the nest ({done} of 5).", **fields),
            you=lazy("You put {card} in the nest ({done} of 5).", **fields),
            full=lazy("{name} puts {card} in the nest ({done} of 5).", **fields),
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
                lazy("{name} takes a card from the nest.", name=self.name(seat)),
                you=lazy("You take {card} from the nest.", card=card),
                full=lazy("{name} takes {card} from the nest.", name=self.name(seat), card=card),
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
                lazy("{name} puts a card in the nest in exchange.", name=self.name(seat)),
                you=lazy("You put {card} in the nest in exchange.", card=card),
                full=lazy(
                    "{name} puts {card} in the nest in exchange.", name=self.name(seat), card=card
                ),
            )
        ]
        if not self.swappable:
            entries.extend(self._end_swaps())
        return entries

    def _end_swaps(self) -> list[LogEntry]:
        bidder = self.bidder
        assert bidder is not None
        self.phase, self.mover = "trump", bidder
        name = self.name(bidder)
        return [
            self.entry(
                bidder,
                lazy_n(
                    "{name} is done with the nest ({n} card swapped).",
                    "{name} is done with the nest ({n} cards swapped).",
                    self.swaps,
                    name=name,
                ),
                you=lazy_n(
                    "You are done with the nest ({n} card swapped).",
                    "You are done with the nest ({n} cards swapped).",
                    self.swaps,
                ),
            )
        ]

    def _name_trump(self, colour: str) -> list[LogEntry]:
        bidder = self.mover
        self.trump = colour
        self.phase = "play"
        self.leader = self.mover = 1 - bidder
        fields = {
            "name": self.name(bidder),
            "colour": colour_word(colour),
            "leader": self.name(1 - bidder),
        }
        return [
            self.entry(
                bidder,
                lazy("{name} names {colour} trump. {leader} leads.", **fields),
                you=lazy("You name {colour} trump. {leader} leads.", **fields),
            )
        ]
