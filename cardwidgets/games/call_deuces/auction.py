"""Call Deuces' auction: bids and passes, the kitty taken, two cards buried, trump named and
the deuce partner found."""

from __future__ import annotations

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.games.call_deuces.rules import _DECK_ORDER, DEUCE, KITTY_SIZE, suit_label
from cardwidgets.games.call_deuces.table import CallDeucesTable
from cardwidgets.i18n import Words, lazy


class CallDeucesAuction(CallDeucesTable):
    """From the first bid to the naming of trump."""

    def _bid(self, amount: int | None) -> list[LogEntry]:
        n, max_bid = self.game.rules.players, self.game.rules.max_bid
        seat, name = self.to_move, self.name(self.to_move)
        self.bids += ((seat, amount),)
        if amount is None:
            self.passed = tuple(out or s == seat for s, out in enumerate(self.passed))
            entries = [self.entry(seat, lazy("{name} passes.", name=name), you=lazy("You pass."))]
        else:
            self.high_bid, self.bidder = amount, seat
            entries = [
                self.entry(
                    seat,
                    lazy("{name} bids {amount}.", name=name, amount=amount),
                    you=lazy("You bid {amount}.", amount=amount),
                )
            ]
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
        fields = {"name": self.name(bidder), "bid": bid, "taken": self.kitty_taken}
        return self.entry(
            bidder,
            lazy("{name} wins the auction at {bid} and takes the kitty.", **fields),
            secret=(
                (
                    bidder,
                    lazy("You win the auction at {bid} and take the kitty: {taken}.", **fields),
                ),
            ),
            full=lazy("{name} wins the auction at {bid} and takes the kitty: {taken}.", **fields),
        )

    def _throw_in(self) -> LogEntry:
        self.dealer = (self.dealer + 1) % self.game.rules.players
        self.phase, self.to_move = "deal", CHANCE
        self.thrown_in += 1
        return self.entry(
            None,
            lazy(
                "Everyone passes: the hand is thrown in unscored, and the deal passes to {name}.",
                name=self.name(self.dealer),
            ),
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
                lazy("{name} buries a card face down.", name=name),
                you=lazy("You bury {card}.", card=card),
                full=lazy("{name} buries {card}.", name=name, card=card),
            )
        ]

    def _name_trump(self, suit: str) -> list[LogEntry]:
        bidder, name = self.bidder, self.name(self.bidder)
        self.trump = suit
        self.phase = "play"
        label = suit_label(suit)
        text = lazy("{name} names {suit} trump and leads.", name=name, suit=label)
        you = lazy("You name {suit} trump and lead.", suit=label)
        if not self.game.rules.deuce_partner:
            return [self.entry(bidder, text, you=you)]
        deuce = Card(DEUCE, suit)
        holder = next((s for s, hand in enumerate(self.hands) if deuce in hand), bidder)
        self.alone = holder == bidder
        self.partner = -1 if self.alone else holder
        fields = {"name": name, "deuce": deuce, "holder": self.name(holder)}
        secret: tuple[tuple[int, Words], ...]
        if self.alone and deuce in self.hands[bidder]:
            secret = (
                (
                    bidder,
                    you + lazy(" You hold the {deuce}: you play alone, for double.", **fields),
                ),
            )
            full = text + lazy(" {name} holds the {deuce} and plays alone.", **fields)
        elif self.alone:
            secret = (
                (
                    bidder,
                    you + lazy(" You buried the {deuce}: you play alone, for double.", **fields),
                ),
            )
            # The golden playthroughs record "burieds" (sic): the English stays as recorded.
            full = text + lazy(" {name} burieds the {deuce} and plays alone.", **fields)
        else:
            secret = (
                (
                    holder,
                    text
                    + lazy(" You hold the {deuce}: you are {name}'s secret partner.", **fields),
                ),
            )
            full = text + lazy(" {holder} holds the {deuce}: {name}'s secret partner.", **fields)
        return [self.entry(bidder, text, you=you, secret=secret, full=full)]
