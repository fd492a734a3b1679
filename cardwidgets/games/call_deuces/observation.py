"""What one seat of Call Deuces knows: its observation, the deuce partner as far as it knows
them, and the zones that say who may see which cards."""

from __future__ import annotations

from dataclasses import dataclass

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation, Zone
from cardwidgets.games.call_deuces.rules import CallDeucesRules, HandResult
from cardwidgets.games.call_deuces.table import CallDeucesTable


@dataclass(frozen=True, kw_only=True)
class CallDeucesObservation(Observation):
    """What one seat knows: its own hand, every card played, the auction and the scores.

    Hidden from a seat: other hands, the kitty, the buried cards (except to the bidder who
    handled them, and to everyone once the hand is over) and the deuce partner until the 2 of
    trumps is played (the partner itself knows). ``hands`` and ``kitty`` are the teacher's only.
    """

    rules: CallDeucesRules
    #: Who scores together: one seat per side, or the two teams in partnership.
    sides: tuple[tuple[int, ...], ...]
    dealer: int | None
    #: Deals so far, thrown-in ones included.
    deal: int
    #: The viewer's cards in suit order (empty for the teacher, who has ``hands``).
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    kitty_size: int
    #: For the bidder only: which cards of ``hand`` came from the kitty (aligned with ``hand``).
    from_kitty: tuple[bool, ...]
    #: The buried cards: to the bidder (and the teacher), and to all once the hand is over.
    buried: tuple[Card, ...]
    buried_count: int
    #: The auction so far this hand: (seat, bid), bid None for a pass.
    bids: tuple[tuple[int, int | None], ...]
    passed: tuple[bool, ...]
    #: Hands thrown in one after the other since the last auction won (public).
    thrown_in: int
    high_bid: int | None
    bidder: int | None
    trump: str | None
    #: The trick on the table: (seat, card) in playing order.
    trick: tuple[tuple[int, Card], ...]
    #: Finished tricks of this hand, public: (leader, cards in playing order, winner).
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]
    tricks_won: tuple[int, ...]
    #: Points captured this hand by each seat: 1 per trick, 5 per five.
    captured: tuple[int, ...]
    #: The bidder's deuce partner if this seat knows it (None otherwise or when alone).
    partner: int | None
    #: True when this seat knows the bidder plays alone, False when it knows they do not
    #: (the bidder knows from the start, the others when the 2 of trumps is played).
    alone: bool | None
    #: Game totals, one per side.
    totals: tuple[int, ...]
    results: tuple[HandResult, ...]
    #: The winning seats when the game is over (a shared first place lists several).
    winners: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] | None = None
    kitty: tuple[Card, ...] | None = None


class CallDeucesKnowledge(CallDeucesTable):
    """Each seat's view of the position: the observation and the zones."""

    # ------------------------------------------------------------------ knowledge
    @property
    def hand_over(self) -> bool:
        """The last trick of a scored hand is played (until the next deal)."""
        if self.phase == "over":
            return True
        return self.phase == "deal" and bool(self.results) and not self.hands[0]

    def _partner_known_to(self, seat: int | None) -> tuple[int | None, bool | None]:
        """(partner, alone) as ``seat`` knows them; None where it cannot know.

        The bidder knows whether it holds or buried the 2 of trumps, so whether it is alone,
        but not who its partner is; the partner knows it holds the 2; everyone knows both once
        the 2 is played or the hand is over.
        """
        if self.trump is None or not self.game.rules.deuce_partner:
            return None, None
        partner = self.partner if self.partner >= 0 else None
        if seat is None or self.partner_revealed:
            return partner, self.alone
        if seat == self.bidder:
            return None, self.alone
        if seat == self.partner:
            return partner, False
        return None, None

    def _from_kitty(self, seat: int | None) -> tuple[bool, ...]:
        if seat != self.bidder or not self.kitty_taken:
            return ()
        taken = self.kitty_taken
        return tuple([card in taken for card in self.hands[seat]])

    def _observation(self, seat: int | None) -> CallDeucesObservation:
        rules = self.game.rules
        teacher = seat is None
        partner, alone = self._partner_known_to(seat)
        sees_buried = teacher or seat == self.bidder or self.hand_over
        return CallDeucesObservation.build(
            {
                "game": self.game.name,
                "seat": seat,
                "names": self.names,
                "current_player": self.to_move,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "rules": rules,
                "sides": self.game.sides,
                "dealer": self.dealer if self.dealer >= 0 else None,
                "deal": self.deal,
                "hand": () if seat is None else tuple(self.hands[seat]),
                "hand_sizes": tuple([len(hand) for hand in self.hands]),
                "kitty_size": len(self.kitty),
                "from_kitty": self._from_kitty(seat),
                "buried": tuple(self.buried) if sees_buried else (),
                "buried_count": len(self.buried),
                "bids": self.bids,
                "passed": self.passed,
                "thrown_in": self.thrown_in,
                "high_bid": self.high_bid or None,
                "bidder": self.bidder if self.bidder >= 0 else None,
                "trump": self.trump,
                "trick": self.trick,
                "tricks": self.tricks,
                "tricks_won": self.tricks_won,
                "captured": self.captured,
                "partner": partner,
                "alone": alone,
                "totals": self.totals,
                "results": self.results,
                "winners": self.winners,
                "hands": tuple(tuple(hand) for hand in self.hands) if teacher else None,
                "kitty": tuple(self.kitty) if teacher else None,
            }
        )

    def zones(self) -> list[Zone]:
        bidder = frozenset((self.bidder,)) if self.bidder >= 0 else frozenset()
        zones = [
            Zone("deck", self.deck),
            Zone("kitty", self.kitty),
            Zone("buried", self.buried, seen_by=bidder, public=self.hand_over),
            Zone("trick", [card for _, card in self.trick], public=True),
        ]
        for seat, name in enumerate(self.names):
            won = [card for _, cards, winner in self.tricks if winner == seat for card in cards]
            zones.append(Zone(f"{name}'s hand", self.hands[seat], seen_by=frozenset((seat,))))
            zones.append(Zone(f"{name}'s tricks", won, public=True))
        return zones
