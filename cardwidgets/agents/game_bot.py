"""A game's own bot: the one its ``GameInfo`` names (imported the first time it is needed), or
the :class:`~cardwidgets.agents.random_agent.RandomAgent` for a game that names none."""

from __future__ import annotations

from collections.abc import Callable

from cardwidgets.agents.random_agent import RandomAgent
from cardwidgets.engine.info import load_part
from cardwidgets.engine.play import Agent
from cardwidgets.engine.registry import game_class

AgentFactory = Callable[[], Agent]


def default_agent(game_name: str) -> Agent:
    """A new default bot for ``game_name`` (a name or alias): the game's own, else random."""
    reference = game_class(game_name).info.bot
    factory: AgentFactory = RandomAgent if reference is None else load_part(reference)
    return factory()
