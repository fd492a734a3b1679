"""Higher or Lower's rule-of-thumb bot: guess the way more of the unseen cards lie."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardwidgets.agents import BaseAgent, Decision
from cardwidgets.engine import Action, Observation, PlainObservation
from higher_lower.game import DECK, rank_order


class HigherLowerHeuristic(BaseAgent):
    """Counts the cards not yet turned above and below the face-up card."""

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        assert isinstance(observation, PlainObservation)
        (turned,) = (zone.cards for zone in observation.zones if zone.name == "turned")
        face_up = rank_order(turned[-1])
        unseen = [rank_order(card) for card in DECK if card not in turned]
        higher = sum(rank > face_up for rank in unseen)
        lower = sum(rank < face_up for rank in unseen)
        guess = "higher" if higher >= lower else "lower"
        action = next(action for action in legal_actions if action.word_arg() == guess)
        return Decision(action, f"guesses {guess}: {higher} unseen cards are higher, {lower} lower")
