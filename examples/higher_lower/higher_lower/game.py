"""Higher or Lower: the rules and the state.

One 52-card deck is shuffled (the one chance event) and its top card turned face up. Each
round both players, the first in turn from the round's number, guess ``higher`` or ``lower``:
will the next card rank above or below the face-up one (Ace high)? Then the next card is
turned; each right guess scores 1, and a card of the same rank scores nobody. After the last
round the higher score wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from cardwidgets.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Card,
    Game,
    GameInfo,
    LegalActions,
    LogEntry,
    Rules,
    State,
    Zone,
    option,
    standard_deck,
)

DECK = standard_deck()
GUESSES = (Action("guess", ("higher",)), Action("guess", ("lower",)))


def rank_order(card: Card) -> int:
    """How a card ranks here: 2 lowest, Ace highest."""
    return card.rank


@dataclass(frozen=True)
class HigherLowerRules(Rules):
    rounds: int = option(10, "Rounds to play (each turns one card).", minimum=1, maximum=51)


class HigherLowerState(State):
    game: HigherLower

    def __init__(self, game: HigherLower, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        self.deck = list(DECK)  # in the box until the shuffle
        self.turned: list[Card] = []
        self.guesses: list[str] = []
        self.scores = [0, 0]

    @property
    def current_player(self) -> int:
        if not self.turned:
            return CHANCE
        round_number = len(self.turned) - 1
        if round_number == self.game.rules.rounds:
            return TERMINAL
        return (round_number + len(self.guesses)) % 2

    def _legal_actions(self) -> list[Action]:
        return list(GUESSES)

    def _illegal_reason(self, action: Action) -> str:
        return f"Guess 'guess higher' or 'guess lower' than {self.turned[-1].short}."

    def _chance_problem(self, action: Action) -> str | None:
        if action.kind != "deal" or Counter(action.args) != Counter(DECK):
            return "The one chance event is the shuffle: 'deal' and the 52 cards in order."
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        return Action("deal", tuple(DECK[i] for i in rng.permutation(len(DECK))))

    def _apply(self, action: Action) -> Iterable[LogEntry]:
        if action.kind == "deal":
            self.deck = list(action.card_args())
            self.turned.append(self.deck.pop(0))
            return [self.entry(None, f"The deck is shuffled; {self.turned[-1].short} is turned.")]
        seat, guess = self.current_player, action.word_arg()
        self.guesses.append(guess)
        entries = [self.entry(seat, f"{self.name(seat)} guesses {guess}.")]
        if len(self.guesses) == 2:
            entries.append(self._turn())
        return entries

    def _turn(self) -> LogEntry:
        """Turn the next card and score the round's guesses."""
        last, card = self.turned[-1], self.deck.pop(0)
        self.turned.append(card)
        right = "higher" if rank_order(card) > rank_order(last) else "lower"
        first = (len(self.turned) - 2) % 2
        if rank_order(card) != rank_order(last):
            for place, guess in enumerate(self.guesses):
                self.scores[(first + place) % 2] += guess == right
        self.guesses = []
        return self.entry(None, f"{card.short} is turned. Score {self.scores[0]}-{self.scores[1]}.")

    def zones(self) -> list[Zone]:
        return [Zone("deck", self.deck), Zone("turned", self.turned, public=True)]

    def running_scores(self) -> tuple[float, ...]:
        return (float(self.scores[0]), float(self.scores[1]))

    def returns(self) -> tuple[float, ...]:
        if not self.is_terminal or self.scores[0] == self.scores[1]:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.scores[0] > self.scores[1] else (-1.0, 1.0)


class HigherLower(Game[HigherLowerRules, HigherLowerState]):
    """Higher or Lower: ``make("higher_lower", rounds=5)``."""

    info = GameInfo(
        name="higher_lower",
        title="Higher or Lower",
        aliases=("hilo",),
        deal_letter="G",
        bot="higher_lower.bots:HigherLowerHeuristic",
    )
    rules_class = HigherLowerRules
    summary = "Two players guess whether the next card is higher or lower. Ten rounds."

    @property
    def num_players(self) -> int:
        return 2

    def all_cards(self) -> tuple[Card, ...]:
        return DECK

    def every_action(self) -> LegalActions:
        return LegalActions(GUESSES)

    def _new_state(self, seed: int, names: tuple[str, ...]) -> HigherLowerState:
        return HigherLowerState(self, seed, names)
