"""The random bot: every legal move equally likely. The baseline every other bot must beat."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Observation
from cardwidgets.i18n import _, ngettext


class RandomAgent(BaseAgent):
    label = "random"

    def act_blind(self, legal_actions: Sequence[Action], rng: np.random.Generator) -> Action:
        """A uniform pick; ``rng.random()`` costs a quarter of ``rng.integers`` per call."""
        return legal_actions[int(rng.random() * len(legal_actions))]

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action:
        return self.act_blind(legal_actions, rng)

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        action = self.act(observation, legal_actions, rng)
        if len(legal_actions) == 1:
            return Decision(action, _("{action} is the only legal move").format(action=action))
        moves = len(legal_actions)
        return Decision(
            action,
            ngettext(
                "picks at random among {n} legal move",
                "picks at random among {n} legal moves",
                moves,
            ).format(n=moves),
        )
