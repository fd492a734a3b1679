"""What lies on a Call Deuces table: the cards, bids and totals of a position, who scores
together, and the rule that applies now; and the facts of the game its states read at every
step."""

from __future__ import annotations

from typing import Any, TypeVar

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, Game, State
from cardwidgets.games.call_deuces.rules import CallDeucesRules, HandResult, card_suit
from cardwidgets.i18n import Words, _, lazy, listed
from cardwidgets.i18n.words import suit_name

StateT = TypeVar("StateT", bound=State)


class CallDeucesBase(Game[CallDeucesRules, StateT]):
    """The facts of a game of Call Deuces that its states read at every step, computed once;
    :class:`~cardwidgets.games.call_deuces.game.CallDeuces` is the game itself."""

    def __init__(self, rules: CallDeucesRules | None = None, **options: Any) -> None:
        super().__init__(rules, **options)
        #: The deck as a set, to check a dealt order quickly.
        self.deck_set = frozenset(self.rules.deck)
        #: Who scores together (computed once: observations carry it at every step).
        self.sides = self.rules.sides


class CallDeucesTable(State):
    """A position's cards, bids and totals, the layer the others build on."""

    game: CallDeucesBase[Any]

    def __init__(self, game: CallDeucesBase[Any], seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        rules = game.rules
        n = rules.players
        self.phase = "lot"
        #: The seat to act, or CHANCE before a deal, or TERMINAL at the end.
        self.to_move = CHANCE
        self.dealer = -1
        self.deal = 0
        #: Cards not yet dealt (only before the first deal).
        self.deck: list[Card] = list(rules.deck)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.kitty: list[Card] = []
        self.kitty_taken: tuple[Card, ...] = ()
        self.buried: list[Card] = []
        self.bids: tuple[tuple[int, int | None], ...] = ()
        self.passed: tuple[bool, ...] = (False,) * n
        self.high_bid = 0
        self.bidder = -1
        #: Hands thrown in one after the other since the last auction won.
        self.thrown_in = 0
        self.trump: str | None = None
        self.trick: tuple[tuple[int, Card], ...] = ()
        self.tricks: tuple[tuple[int, tuple[Card, ...], int], ...] = ()
        self.tricks_won: tuple[int, ...] = (0,) * n
        self.captured: tuple[int, ...] = (0,) * n
        #: The deuce partner's seat, -1 if none (no call, not yet named, or the bidder is alone).
        self.partner = -1
        self.alone = False
        self.partner_revealed = False
        self.totals: tuple[int, ...] = (0,) * len(self.game.sides)
        self.results: tuple[HandResult, ...] = ()
        self.winning_sides: tuple[int, ...] = ()
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------ sides and turns
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.game.rules.partnership else seat

    def side_name(self, side: int) -> str:
        return " and ".join(self.names[seat] for seat in self.game.sides[side])

    def side_words(self, side: int) -> Words:
        """The side's name for a log line: a seat's, or a team's ("North and South"), said in
        the reader's language."""
        return listed([self.names[seat] for seat in self.game.sides[side]], lazy(" and "))

    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        rules, phase = self.game.rules, self.phase
        if phase == "play":
            if not self.trick:
                return _(
                    "Lead any card. The highest trump wins the trick, else the highest card led."
                )
            led = card_suit(self.trick[0][1], self.trump)
            return _("Follow {suit} if you can; otherwise play any card.").format(
                suit=suit_name(led)
            )
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            return _(
                "Bid from {low} to {high} points, or pass (out of the auction for this hand). "
                "The hand is worth {high}: 1 per trick, 5 per five."
            ).format(low=low, high=rules.max_bid)
        if phase == "bury":
            if rules.bury_fives:
                return _(
                    "Bury two cards face down, one at a time; a buried five scores for nobody."
                )
            return _("Bury two cards face down, one at a time; fives may not be buried.")
        if phase == "trump":
            if rules.players == 4:
                return _("Name the trump suit. The jokers become its two highest cards.")
            return _("Name the trump suit.")
        return {
            "lot": _("The first dealer is drawn by lot."),
            "deal": _("The dealer puts two cards face down as the kitty and deals the rest."),
            "over": _("The game is over."),
        }[phase]
