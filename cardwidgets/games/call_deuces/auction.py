"""Call Deuces' auction: bids and passes, the kitty taken, two cards buried, trump named and
the deuce partner found."""

from __future__ import annotations

from cardwidgets.engine.cards import Card, shorts
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.games.call_deuces.rules import _DECK_ORDER, DEUCE, KITTY_SIZE, suit_label
from cardwidgets.games.call_deuces.table import CallDeucesTable


class CallDeucesAuction(CallDeucesTable):
    """From the first bid to the naming of trump."""

    def _bid(self, amount: int | None) -> list[LogEntry]:
        n, max_bid = self.game.rules.players, self.game.rules.max_bid
        seat, name = self.to_move, self.name(self.to_move)
        self.bids += ((seat, amount),)
        if amount is None:
            self.passed = tuple(out or s == seat for s, out in enumerate(self.passed))
            entries = [self.entry(seat, f"{name} passes.", you="You pass.")]
        else:
            self.high_bid, self.bidder = amount, seat
            entries = [self.entry(seat, f"{name} bids {amount}.", you=f"You bid {amount}.")]
        in_auction = [s for s in range(n) if not self.passed[s]]
        if amount == max_bid or in_auction == [self.bidder]:
            entries.append(self._win_auction())
        elif not in_auction:
            entries.append(self._throw_in())
        else:
            following = (seat + 1) % n
            while self.passed[following]:
                following = (following + 1) % n
            self.to_move = following
        return entries

    def _win_auction(self) -> LogEntry:
        bidder, bid = self.bidder, self.high_bid
        self.thrown_in = 0
        self.kitty_taken = tuple(self.kitty)
        self.kitty = []
        self.hands[bidder] = sorted(self.hands[bidder] + list(self.kitty_taken), key=_DECK_ORDER)
        self.phase, self.to_move = "bury", bidder
        taken = shorts(self.kitty_taken)
        return self.entry(
            bidder,
            f"{self.name(bidder)} wins the auction at {bid} and takes the kitty.",
            secret=((bidder, f"You win the auction at {bid} and take the kitty: {taken}."),),
            full=f"{self.name(bidder)} wins the auction at {bid} and takes the kitty: {taken}.",
        )

    def _throw_in(self) -> LogEntry:
        self.dealer = (self.dealer + 1) % self.game.rules.players
        self.phase, self.to_move = "deal", CHANCE
        self.thrown_in += 1
        return self.entry(
            None,
            "Everyone passes: the hand is thrown in unscored, and the deal passes to "
            f"{self.name(self.dealer)}.",
        )

    def _bury(self, card: Card) -> list[LogEntry]:
        bidder, name = self.bidder, self.name(self.bidder)
        self.hands[bidder].remove(card)
        self.buried.append(card)
        if len(self.buried) == KITTY_SIZE:
            self.phase = "trump"
        return [
            self.entry(
                bidder,
                f"{name} buries a card face down.",
                you=f"You bury {card.short}.",
                full=f"{name} buries {card.short}.",
            )
        ]

    def _name_trump(self, suit: str) -> list[LogEntry]:
        bidder, name = self.bidder, self.name(self.bidder)
        self.trump = suit
        self.phase = "play"
        label = suit_label(suit)
        text = f"{name} names {label} trump and leads."
        you = f"You name {label} trump and lead."
        if not self.game.rules.deuce_partner:
            return [self.entry(bidder, text, you=you)]
        deuce = Card(DEUCE, suit)
        holder = next((s for s, hand in enumerate(self.hands) if deuce in hand), bidder)
        self.alone = holder == bidder
        self.partner = -1 if self.alone else holder
        if self.alone:
            where = "hold" if deuce in self.hands[bidder] else "buried"
            secret: tuple[tuple[int, str], ...] = (
                (bidder, f"{you} You {where} the {deuce.short}: you play alone, for double."),
            )
            full = f"{text} {name} {where}s the {deuce.short} and plays alone."
        else:
            secret = (
                (holder, f"{text} You hold the {deuce.short}: you are {name}'s secret partner."),
            )
            full = f"{text} {self.name(holder)} holds the {deuce.short}: {name}'s secret partner."
        return [self.entry(bidder, text, you=you, secret=secret, full=full)]
