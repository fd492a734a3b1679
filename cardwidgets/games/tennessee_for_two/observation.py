"""What one seat of Tennessee for Two knows: its observation, and the zones that say who may
see which cards."""

from __future__ import annotations

from dataclasses import dataclass

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation, Zone
from cardwidgets.games.tennessee_for_two.rules import (
    TRICKS,
    HandResult,
    TennesseeForTwoRules,
    Trick,
)
from cardwidgets.games.tennessee_for_two.table import TennesseeTable


@dataclass(frozen=True, kw_only=True)
class TennesseeForTwoObservation(Observation):
    """What one seat knows. Hidden: the opponent's hand (except cards both know it holds), the
    nest (except to the bidder once they handled it), the draw pile's face-down cards.

    Built at every step of every playout, so it holds only what cannot be worked out from the
    rest: the hand number is ``len(results) + 1``, the cards still to bury ``5 - nest_size``.
    """

    rules: TennesseeForTwoRules
    dealer: int | None
    scores: tuple[int, int]
    results: tuple[HandResult, ...]
    winner: int | None
    #: What the viewer can see of each hand: all of their own (both for the teacher), and of the
    #: other hand the cards both players know it holds (face-up cards taken from the draw pile).
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    hand_sizes: tuple[int, int]
    #: The auction so far: (seat, bid), with 0 for a pass.
    auction: tuple[tuple[int, int], ...]
    #: Hands thrown in one after the other since the last auction won (``opening_pass``).
    thrown_in: int
    #: The highest bid so far (the contract once there is a bidder), None before any bid.
    bid: int | None
    bidder: int | None
    #: The nest, for the bidder once they handled it (and the teacher); None where hidden.
    nest: tuple[Card, ...] | None
    nest_size: int
    #: An untouchable nest: the bidder took a nest card and must now give one in exchange.
    must_give: bool
    #: An untouchable nest while swapping: for each card of ``nest``, whether the bidder may
    #: still take it (a non-count card that was in the nest, not one they gave). Flags, not
    #: cards, so no card is shown twice. The bidder's and the teacher's; else None.
    nest_takeable: tuple[bool, ...] | None
    trump: str | None
    face_up: Card | None
    draw_pile_size: int
    #: The face-down draw pile, top first: the teacher's view only.
    draw_pile: tuple[Card, ...] | None
    #: Who leads (or led) the trick being played.
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    captured: tuple[int, int]

    @property
    def my_hand(self) -> tuple[Card, ...]:
        """The viewer's own hand (empty for the teacher's view)."""
        return () if self.seat is None else self.hands[self.seat]

    @property
    def tricks_per_hand(self) -> int:
        """How many tricks a hand has."""
        return TRICKS


class TennesseeKnowledge(TennesseeTable):
    """Each seat's view of the position: the observation and the zones."""

    # ------------------------------------------------------------------ knowledge
    def _observation(self, seat: int | None) -> TennesseeForTwoObservation:
        hands = self.hands
        teacher = seat is None
        nest_visible = teacher or (self.bidder is not None and seat == self.bidder)
        return TennesseeForTwoObservation.build(
            {
                "game": "tennessee_for_two",
                "seat": seat,
                "names": self.names,
                "current_player": self.mover,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "rules": self.game.rules,
                "dealer": self.dealer,
                "scores": self.scores,
                "results": self.results,
                "winner": self.winner,
                "hands": (
                    tuple(hands[0]) if teacher or seat == 0 else self.known[0],
                    tuple(hands[1]) if teacher or seat == 1 else self.known[1],
                ),
                "hand_sizes": (len(hands[0]), len(hands[1])),
                "auction": self.auction,
                "thrown_in": self.thrown_in,
                "bid": self.high_bid or None,
                "bidder": self.bidder,
                "nest": tuple(self.nest) if nest_visible else None,
                "nest_size": len(self.nest),
                "must_give": self.must_give,
                "nest_takeable": (
                    tuple(card in self.swappable for card in self.nest)
                    if nest_visible and self.phase == "swap"
                    else None
                ),
                "trump": self.trump,
                "face_up": self.face_up,
                "draw_pile_size": len(self.stock),
                "draw_pile": tuple(reversed(self.stock)) if teacher else None,
                "leader": self.leader,
                "trick": tuple(self.trick),
                "tricks": self.tricks,
                "captured": self.captured,
            }
        )

    def zones(self) -> list[Zone]:
        zones = [Zone("box", self.box)]
        for seat, name in enumerate(self.names):
            known = self.known[seat]
            zones += [
                Zone(
                    f"{name}'s hand",
                    [card for card in self.hands[seat] if card not in known],
                    seen_by=frozenset((seat,)),
                ),
                Zone(f"{name}'s cards both know", known, public=True),
                Zone(f"{name}'s tricks", self.won[seat], public=True),
            ]
        bidder = self.bidder  # the bidder has seen the nest since the auction ended
        zones += [
            Zone("nest", self.nest, seen_by=frozenset(() if bidder is None else (bidder,))),
            Zone("draw pile", self.stock),
            Zone("face-up card", [self.face_up] if self.face_up is not None else [], public=True),
            Zone("trick", self.trick, public=True),
        ]
        return zones
