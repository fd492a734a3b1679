"""What lies on a Tennessee for Two table: the cards and scores of a position, and the rule
that applies now."""

from __future__ import annotations

from typing import Any, Final, TypeVar

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, Game, State
from cardwidgets.games.tennessee_for_two.rules import (
    DECK,
    THROWN_IN_LIMIT,
    HandResult,
    TennesseeForTwoRules,
    Trick,
)
from cardwidgets.i18n import N_, _

T = TypeVar("T")


def _replaced(pair: tuple[T, T], seat: int, value: T) -> tuple[T, T]:
    """``pair`` with ``seat``'s entry replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


_REMINDERS: Final = {
    "lot": N_("The first dealer is drawn by lot."),
    "deal": N_("The dealer shuffles: 11 cards each, 5 to the nest, 18 to the draw pile."),
    "bid": N_("Raise by a multiple of 5 or pass: a pass ends the auction, a bid of 160 ends it."),
    "nest": N_(
        "Put back 5 cards that are not count cards: 5s, 10s, 14s and the Rook stay in hand."
    ),
    "swap": N_("Swap non-count cards with the nest, or stop; count cards in the nest stay dead."),
    "trump": N_("Name trump: the Rook becomes the highest trump, a card of that colour."),
    "play": N_(
        "Follow the led colour if you can; the highest trump wins, the Rook highest of all."
    ),
    "draw": N_(
        "The trick winner takes the face-up or the top face-down card; the loser the other."
    ),
    "over": N_("The game is over."),
}


class TennesseeTable(State):
    """A position's cards, bids and scores, the layer the others build on."""

    game: Game[TennesseeForTwoRules, Any]

    def __init__(
        self, game: Game[TennesseeForTwoRules, Any], seed: int, names: tuple[str, ...]
    ) -> None:
        super().__init__(game, seed, names)
        self.phase = "lot"
        self.mover: int = CHANCE
        self.dealer: int | None = None
        # Values that change a few times a hand are kept as tuples, so observations (built at
        # every step) share them instead of copying.
        self.scores = (0, 0)
        self.results: tuple[HandResult, ...] = ()
        self.winner: int | None = None
        #: Hands thrown in one after the other since the last auction won (``opening_pass``).
        self.thrown_in = 0
        self.box: list[Card] = list(DECK)
        self._clear_table()

    def _clear_table(self) -> None:
        """Empty every place of one hand: the deal (or game start) fills them again."""
        self.hands: list[list[Card]] = [[], []]
        self.known: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        self.nest: list[Card] = []
        self.stock: list[Card] = []  # face-down draw pile, top card last
        self.face_up: Card | None = None
        self.draws = 0
        self.auction: tuple[tuple[int, int], ...] = ()
        self.high_bid = 0
        self.bidder: int | None = None
        self.to_bury = 0
        self.swappable: list[Card] = []
        self.must_give = False
        self.swaps = 0
        self.trump: str | None = None
        self.leader = 0
        self.trick: list[Card] = []
        self.tricks: tuple[Trick, ...] = ()
        self.won: list[list[Card]] = [[], []]
        self.captured = (0, 0)

    # ------------------------------------------------------------------ turn
    @property
    def current_player(self) -> int:
        return self.mover

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        if self.phase == "bid" and not self.auction:
            if self.rules.opening_pass:
                return _("Open at 60 or more, in fives, or pass: the dealer may then open.")
            return _("Open the bidding at 60 or more, in fives, up to 160.")
        if self.phase == "bid" and not self.high_bid:  # the non-dealer passed (opening_pass)
            if self.dealer_must_open:
                return _("Open at 60 or more: three hands in a row were thrown in, so no pass.")
            return _("Open at 60 or more: any bid wins the auction; a pass throws the hand in.")
        if self.phase == "play" and not self.trick:
            return _("Lead any card; the other player must follow its colour if they can.")
        return _(_REMINDERS[self.phase])

    @property
    def dealer_must_open(self) -> bool:
        """Whether the dealer, to bid after the non-dealer's pass, may not throw in a fourth
        hand in a row (``THROWN_IN_LIMIT``)."""
        return (
            self.phase == "bid"
            and not self.high_bid
            and bool(self.auction)
            and self.thrown_in >= THROWN_IN_LIMIT
        )

    @property
    def rules(self) -> TennesseeForTwoRules:
        return self.game.rules

    @property
    def _dealer(self) -> int:
        assert self.dealer is not None
        return self.dealer
