"""The random bot: every legal move equally likely. The baseline every other bot must beat."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Observation


class RandomAgent(BaseAgent):
    label = "random"

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action:
        return legal_actions[int(rng.integers(len(legal_actions)))]

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        action = self.act(observation, legal_actions, rng)
        if len(legal_actions) == 1:
            return Decision(action, f"{action} is the only legal move")
        return Decision(action, f"picks at random among {len(legal_actions)} legal moves")
