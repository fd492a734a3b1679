"""Half and Half, the game: its facts, its summary and its moves. ``game`` also hands on the
names of the rules and the state, where tutorials and tests import them from."""

from __future__ import annotations

from collections.abc import Sequence

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.games.half_and_half.rules import (
    DECK,
    FLIP,
    GO_FIRST,
    LET_OTHER_START,
    MIDDLE_SIZE,
    PHASES,
    PILE_SIZE,
    HalfAndHalfRules,
    cards_demanded,
)
from cardwidgets.games.half_and_half.state import (
    HalfAndHalfObservation,
    HalfAndHalfState,
    match_verdict,
)
from cardwidgets.i18n import _

#: The rules' and the state's names, handed on where tutorials and tests import them.
__all__ = [
    "DECK",
    "FLIP",
    "GO_FIRST",
    "LET_OTHER_START",
    "MIDDLE_SIZE",
    "PHASES",
    "PILE_SIZE",
    "HalfAndHalf",
    "HalfAndHalfObservation",
    "HalfAndHalfRules",
    "HalfAndHalfState",
    "cards_demanded",
    "match_verdict",
]


class HalfAndHalf(Game[HalfAndHalfRules, HalfAndHalfState]):
    """La moitié et la moitié: ``make("half_and_half", joker="skip_next_turn")``."""

    info = GameInfo(
        name="half_and_half",
        title="Half and Half",
        aliases=("la_moitie_et_la_moitie", "half"),
        min_players=2,
        max_players=2,
        deal_letter="H",
        view="cardwidgets.games.half_and_half.view:half_and_half_view",
        odds="cardwidgets.games.half_and_half.odds:half_and_half_odds",
        exact="cardwidgets.games.half_and_half.odds:exact_move_values",
        exercises="cardwidgets.games.half_and_half.exercises:EXERCISES",
        showcase=Showcase("Two players, pure chance: a probability lab.", seed=7, steps=9, place=1),
    )
    rules_class = HalfAndHalfRules

    def rules_summary(self) -> str:
        rules = self.rules
        ace = _("an Ace takes 1") if rules.ace_draw else _("an Ace nothing")
        joker = (
            _("a joker loses this turn and the next")
            if rules.joker == "skip_next_turn"
            else _("a joker loses the turn")
        )
        return _(
            "Two players, two decks with jokers. Each player turns the top card of their own "
            "face-down pile in turn and takes cards from the middle deck: 8 takes 8, 9 takes 9, "
            "10-K take 10, {ace}, 2-7 nothing, {joker}. {end}."
        ).format(ace=ace, joker=joker, end=rules.end_rule.capitalize())

    def _move_words(self, action: Action, names: Sequence[str]) -> str:
        """Turning a card, or answering whether to go first."""
        if action == GO_FIRST:
            return _("go first")
        if action == LET_OTHER_START:
            return _("let the other start")
        if action == FLIP:
            return _("turn the top card")
        return super()._move_words(action, names)

    @property
    def num_players(self) -> int:
        return 2

    @property
    def returns_sum(self) -> float:
        """One player wins (+1) and the other loses (-1)."""
        return 0.0

    def all_cards(self) -> tuple[Card, ...]:
        return DECK + DECK

    def public_facts(self) -> tuple[Fact, ...]:
        """What both seats know beyond the zones, for the tensors (``docs/tensors.md``)."""
        return (
            Fact("phase", "phase", "choice", PHASES),
            Fact("dealer", "dealer", "seat"),
            Fact("starter", "starter", "seat"),
            Fact("skips", "skips", "numbers", high=4),
            Fact("flips", "flips", "number", high=len(self.all_cards())),
            Fact("game number", "game_number", "number", high=self.rules.games),
        )

    def longest_game(self) -> int | None:
        """A match is ``games`` deals, each of :meth:`longest_hand` at most."""
        return self.rules.games * sum(self.longest_hand())

    def longest_hand(self) -> HandLength:
        """No move names a card; a flip turns one at least, and a choice of who starts."""
        return HandLength(card_moves=0, other_moves=len(self.all_cards()) + 2)

    def every_action(self) -> LegalActions:
        return LegalActions((FLIP, GO_FIRST, LET_OTHER_START))

    def _new_state(self, seed: int, names: tuple[str, ...]) -> HalfAndHalfState:
        return HalfAndHalfState(self, seed, names)
