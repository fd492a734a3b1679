"""Agents (bots): each sees only its seat's observation and the legal moves. A game names its bot in
its ``GameInfo``, imported the first time a table needs it, and a game without one gets the
:class:`RandomAgent` (:doc:`/docs/design/bot-levels`)."""

from __future__ import annotations

from typing import Any, Final

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.agents.game_bot import AgentFactory, default_agent
from cardwidgets.agents.levels import LEVELS, Level, level_of, measured_ratings
from cardwidgets.agents.random_agent import RandomAgent
from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent
from cardwidgets.i18n import N_, _

#: How strong a bot to seat, in words a table can offer: ``make_agent(game, "monte_carlo")``.
STRENGTHS: Final = {
    "random": N_("Random: any legal move"),
    "heuristic": N_("Rules of thumb"),
    "monte_carlo": N_("Monte Carlo: imagines the unseen cards"),
}


def strengths(game: Game[Any, Any]) -> dict[str, str]:
    """The strengths of :data:`STRENGTHS` that ``game`` can seat, for a table's menu: rules of
    thumb where the game has a bot of its own (else they are the random bot), Monte Carlo where
    it can deal the cards a seat cannot see (:attr:`~cardwidgets.engine.game.Game.can_resample`),
    and then the :data:`~cardwidgets.agents.levels.LEVELS` (where it can, and has a bot of its
    own), each with its rating where the round-robin measured one, in the current language."""
    playable = {"heuristic": game.info.bot is not None, "monte_carlo": game.can_resample}
    offered = {key: _(label) for key, label in STRENGTHS.items() if playable.get(key, True)}
    if game.can_resample and game.info.bot is not None:
        rated = measured_ratings().get(game.name, {})
        offered |= {level.key: level.label(rated.get(level.key)) for level in LEVELS}
    return offered


def make_agent(game: Game[Any, Any], strength: str = "heuristic", budget: int = 40) -> Agent:
    """A bot for ``game`` of the given strength (see :data:`STRENGTHS`, or a level such as
    ``"level_3"``: :data:`~cardwidgets.agents.levels.LEVELS`); ``budget`` is the Monte Carlo
    bot's sampled deals a decision (more is stronger and slower; a level sets its own)."""
    if strength == "random":
        return RandomAgent()
    if strength == "heuristic":
        return default_agent(game.name)
    if strength == "monte_carlo":
        from cardwidgets.agents.monte_carlo import MonteCarloAgent

        return MonteCarloAgent(game, budget=budget)
    level = level_of(strength)
    if level is not None:
        return level.agent(game)
    raise RulesError(
        f"There is no bot strength {strength!r}; choose one of {', '.join(STRENGTHS)}, or a "
        f"level from {LEVELS[0].key} to {LEVELS[-1].key}."
    )


__all__ = [
    "LEVELS",
    "STRENGTHS",
    "AgentFactory",
    "BaseAgent",
    "Decision",
    "Level",
    "RandomAgent",
    "default_agent",
    "make_agent",
    "strengths",
]
