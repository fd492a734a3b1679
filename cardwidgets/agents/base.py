"""The agent base class: a bot chooses a move and can say why in one sentence."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, NamedTuple

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Observation


class Decision(NamedTuple):
    """A chosen move and the reason a learner can read ("bids 85: 35 count points")."""

    action: Action
    reason: str


class BaseAgent(ABC):
    """A bot. It never sees the game state, only what its seat may know."""

    label: ClassVar[str] = "bot"

    @abstractmethod
    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        """Choose one of ``legal_actions`` and say why."""

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action:
        return self.decide(observation, legal_actions, rng).action

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
