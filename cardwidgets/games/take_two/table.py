"""What lies on a Take Two table: the chips and cards of a position, and the facts read from
them (the ante, the turn order, each circle's level and cap, the rule that applies now)."""

from __future__ import annotations

from typing import Any, Final

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, Game, State
from cardwidgets.games.take_two.rules import DECK, HIGH, LOW, TakeTwoRules, circle_place
from cardwidgets.i18n import N_, Words, _, ngettext

#: Cards as one seat sees them: a card, or None where it lies face down to that seat.
Seen = tuple[Card | None, ...]
#: What another seat sees of k face-down cards.
_HIDDEN: Final[tuple[Seen, ...]] = tuple((None,) * k for k in range(8))


_REMINDERS: Final = {
    "lot": N_("The first dealer is drawn by lot."),
    "deal": N_("Everyone antes to both circles; the dealer deals four cards to each player."),
    "split": N_("Pick the two cards of your Low twosome; the other two make your High twosome."),
    "discard": N_("Discard one card; its replacement from the deck goes into the same twosome."),
    "take": N_("Discard one card: a card taken blind from another player will take its place."),
    "raid": N_("Take a card blind from another player's twosome that is not frozen."),
    "pick": N_("Which of the two cards is taken is chance: the owner has mixed them."),
    "over": N_("The game is over."),
}


class TakeTwoTable(State):
    """A position's chips and cards, the layer the others build on."""

    game: Game[TakeTwoRules, Any]

    def __init__(self, game: Game[TakeTwoRules, Any], seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        rules = game.rules
        n = rules.players
        self.phase = "lot"
        self.mover: int = CHANCE
        self.dealer: int | None = None
        self.first_dealer: int | None = None
        self.multiplier = 1
        self.doublings = 0
        self.hands_played = 0
        self.stacks = [rules.starting_chips] * n
        #: Each player's stack after each hand played (the score sheet's totals).
        self.stacks_after_hands: tuple[tuple[int, ...], ...] = ()
        self.bets = [[0] * n, [0] * n]
        self.pots = [0, 0]
        self.out = [False] * n
        self.folded = [[False] * n, [False] * n]
        #: In-game seats from the dealer's left round to the dealer: the order of every step.
        self.order: list[int] = []
        self.deck: list[Card] = list(DECK)  # the top card is the last
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self._no_cards: tuple[Seen, ...] = ((),) * n
        self.twosomes: list[list[list[Card]]] = [[[], []] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.face_up: list[Card | None] = [None] * n
        self.frozen: list[int | None] = [None] * n
        self.replaced: list[int | None] = [None] * n
        self.takes: list[tuple[int, int, int]] = []
        self.turn = 0  # index into self.order in the split, discard and taking steps
        self.circle = LOW
        self.betting_round = 1
        self.acted = [False] * n
        #: The level and cap of the circle being bet, kept up to date as bets and folds happen.
        self.betting_level = 0
        self.betting_cap = 0
        #: What the other seats see of each player's twosomes and discards, refreshed whenever
        #: that player's cards change (observations are built at every move).
        self.public_twosomes: list[tuple[Seen, Seen]] = [((), ())] * n
        self.public_discards: list[Seen] = [()] * n
        self.waiting: int | None = None
        self.target: tuple[int, int] | None = None
        self.showdown = False
        #: The latest hand's result (and the game's, at the end), rendered when read.
        self.outcome: Words = ""
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------ facts
    @property
    def current_player(self) -> int:
        return self.mover

    @property
    def ante(self) -> int:
        """Chips each player antes to each circle this hand."""
        return self.game.rules.ante * self.multiplier

    @property
    def hands_completed(self) -> int:
        return self.hands_played

    def turn_order(self) -> list[int]:
        """Seats still in the game from the dealer's left round to the dealer: who is dealt
        first, splits, discards, bets and takes first."""
        n, dealer = self.game.rules.players, self.dealer
        if dealer is None:
            return []
        return [seat for seat in ((dealer + k) % n for k in range(1, n + 1)) if not self.out[seat]]

    def level(self, circle: int) -> int:
        """The most chips any player has in this circle: what a live twosome must match."""
        return max(self.bets[circle])

    def live(self, circle: int) -> list[int]:
        """Seats whose twosome in ``circle`` can still win, from the dealer's left."""
        folded = self.folded[circle]
        return [seat for seat in self.order if not folded[seat]]

    def cap(self, circle: int) -> int:
        """The highest level a bet may reach: what every live twosome's owner could match."""
        bets, stacks = self.bets[circle], self.stacks
        return min(bets[seat] + stacks[seat] for seat in self.live(circle))

    @property
    def verdict(self) -> str:
        """The latest hand's result in words (and the game's, at the end), in the current
        language."""
        outcome = self.outcome
        return outcome if isinstance(outcome, str) else str(outcome)

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        if self.phase == "bet":
            return _(
                "Betting on {where} (round {round}): check, bet, call, raise or fold; no bet above "
                "what every live player could match."
            ).format(where=circle_place(self.circle), round=self.betting_round)
        return _(_REMINDERS[self.phase])

    def turn_prompt(self) -> str:
        """In a betting round, what the mover owes and the most it may add."""
        if self.phase != "bet":
            return ""
        level = self.betting_level
        owed = level - self.bets[self.circle][self.mover]
        room = self.betting_cap - level
        where = circle_place(self.circle)
        if owed > 0 and room >= 1:
            return ngettext(
                "{where} circle: call {n} chip, raise by 1 to {room}, or fold.",
                "{where} circle: call {n} chips, raise by 1 to {room}, or fold.",
                owed,
            ).format(where=where, n=owed, room=room)
        if owed > 0:
            return ngettext(
                "{where} circle: call {n} chip, or fold.",
                "{where} circle: call {n} chips, or fold.",
                owed,
            ).format(where=where, n=owed)
        if room < 1:
            return _("{where} circle: check (no one can bet more).").format(where=where)
        # Translators: a range, "1 to {n} chips", plural in English even when {n} is 1; the
        # forms go with {n}.
        return ngettext(
            "{where} circle: check, or bet 1 to {n} chips.",
            "{where} circle: check, or bet 1 to {n} chips.",
            room,
        ).format(where=where, n=room)

    def _next_in_turn(self, phase: str) -> bool:
        """Move to the next player of a step taken in turn; False when everyone has had theirs."""
        self.turn += 1
        if self.turn < len(self.order):
            self.phase, self.mover = phase, self.order[self.turn]
            return True
        return False

    def _where(self, seat: int, card: Card) -> int:
        return LOW if card in self.twosomes[seat][LOW] else HIGH
