"""Agents (bots): each sees only its seat's observation and the legal moves.

Each game may name the bot that sits at a table's bot seats (:func:`default_agent`): put the
game's own bot in ``cardwidgets/agents/<game name>.py`` and decorate it with
``@default_agent_for("<game name>")``; the module is imported the first time a table needs a
bot for that game. Games without one get the :class:`RandomAgent`.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any, Final, TypeVar

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.agents.random_agent import RandomAgent
from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent
from cardwidgets.engine.registry import game_class

AgentFactory = Callable[[], Agent]
F = TypeVar("F", bound=AgentFactory)

_DEFAULT_AGENTS: dict[str, AgentFactory] = {}


def default_agent_for(game_name: str) -> Callable[[F], F]:
    """Decorator: make an agent class (or a function returning an agent) the default bot of
    ``game_name``."""

    def register(factory: F) -> F:
        _DEFAULT_AGENTS[game_class(game_name).name] = factory
        return factory

    return register


def default_agent(game_name: str) -> Agent:
    """A new default bot for ``game_name`` (a name or alias): the game's own, else random."""
    name = game_class(game_name).name
    module = f"{__name__}.{name}"
    if name not in _DEFAULT_AGENTS and importlib.util.find_spec(module) is not None:
        importlib.import_module(module)  # registers the game's bot
    return _DEFAULT_AGENTS.get(name, RandomAgent)()


#: How strong a bot to seat, in words a table can offer: ``make_agent(game, "monte_carlo")``.
STRENGTHS: Final = {
    "random": "Random: any legal move",
    "heuristic": "Rules of thumb",
    "monte_carlo": "Monte Carlo: imagines the unseen cards",
}


def make_agent(game: Game[Any, Any], strength: str = "heuristic", budget: int = 40) -> Agent:
    """A bot for ``game`` of the given strength (see :data:`STRENGTHS`); ``budget`` is the Monte
    Carlo bot's sampled deals a decision (more is stronger and slower)."""
    if strength == "random":
        return RandomAgent()
    if strength == "heuristic":
        return default_agent(game.name)
    if strength == "monte_carlo":
        from cardwidgets.agents.monte_carlo import MonteCarloAgent

        return MonteCarloAgent(game, budget=budget)
    raise RulesError(
        f"There is no bot strength {strength!r}; choose one of {', '.join(STRENGTHS)}."
    )


__all__ = [
    "STRENGTHS",
    "AgentFactory",
    "BaseAgent",
    "Decision",
    "RandomAgent",
    "default_agent",
    "default_agent_for",
    "make_agent",
]
