"""Call Deuces' trick play: the cards played, the 2 of trumps revealing a partner, and each
trick's winner and points."""

from __future__ import annotations

from cardwidgets.engine import tricks
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.call_deuces.rules import DEUCE, FIVE, card_suit
from cardwidgets.games.call_deuces.scoring import CallDeucesScoring
from cardwidgets.i18n import Message, lazy, lazy_n


def _with(values: tuple[int, ...], index: int, change: int) -> tuple[int, ...]:
    """``values`` with ``change`` added at ``index`` (the state keeps its tallies immutable)."""
    return tuple(value + change if i == index else value for i, value in enumerate(values))


def _with_fives(card: Card, fives: int) -> Message:
    """ "Q♥ and two fives": a trick's best card and the fives in it (four at most)."""
    if fives == 1:
        return lazy("{card} and one five", card=card)
    if fives == 2:
        return lazy("{card} and two fives", card=card)
    if fives == 3:
        return lazy("{card} and three fives", card=card)
    return lazy("{card} and four fives", card=card)


class CallDeucesTricks(CallDeucesScoring):
    """The tricks of a hand, from the lead to the last trick's scoring."""

    def _play(self, card: Card) -> list[LogEntry]:
        seat = self.to_move
        self.hands[seat].remove(card)
        self.trick += ((seat, card),)
        reveals = card.rank == DEUCE and card.suit == self.trump
        reveals = reveals and (self.partner >= 0 or self.alone)
        if reveals:
            self.partner_revealed = True
        # A playout's copy keeps no log: the busiest event's text is not written for it.
        entries = [] if self.quiet else [self._play_entry(seat, card, reveals)]
        n = self.game.rules.players
        if len(self.trick) < n:
            self.to_move = (seat + 1) % n
            return entries
        entries.extend(self._finish_trick())
        if not self.hands[self.to_move]:
            entries.extend(self._score_hand())
        return entries

    def _play_entry(self, seat: int, card: Card, reveals: bool) -> LogEntry:
        """The log line of a card played, saying so when the 2 of trumps reveals a partner."""
        fields = {"name": self.name(seat), "card": card, "bidder": self.name(max(self.bidder, 0))}
        if not reveals:
            text = lazy("{name} plays {card}.", **fields)
            you = lazy("You play {card}.", **fields)
        elif seat == self.bidder:
            text = lazy("{name} plays {card}: {name} plays alone.", **fields)
            you = lazy("You play {card}: you play alone.", **fields)
        else:
            text = lazy("{name} plays {card}: {name} is {bidder}'s partner.", **fields)
            you = lazy("You play {card}: you are {bidder}'s partner.", **fields)
        return self.entry(seat, text, you=you)

    def _finish_trick(self) -> list[LogEntry]:
        trump = self.trump
        assert trump is not None
        trick = self.trick
        winner, best = tricks.trick_winner(trick, trump, lambda c: card_suit(c, trump))
        cards = tuple(card for _, card in trick)
        fives = sum(1 for card in cards if card.rank == FIVE)
        points = 1 + FIVE * fives
        self.tricks += ((trick[0][0], cards, winner),)
        self.tricks_won = _with(self.tricks_won, winner, 1)
        self.captured = _with(self.captured, winner, points)
        self.trick = ()
        self.to_move = winner
        if self.quiet:
            return []
        what = _with_fives(best, fives) if fives else best
        scored = lazy_n("{n} point", "{n} points", points)
        fields = {"name": self.name(winner), "number": len(self.tricks), "what": what}
        return [
            self.entry(
                winner,
                lazy("{name} wins trick {number} with {what}: {scored}.", scored=scored, **fields),
                you=lazy("You win trick {number} with {what}: {scored}.", scored=scored, **fields),
            )
        ]
