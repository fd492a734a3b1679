"""Agents (bots): each sees only its seat's observation and the legal moves."""

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.agents.call_deuces import CallDeucesHeuristic
from cardwidgets.agents.random_agent import RandomAgent

__all__ = ["BaseAgent", "CallDeucesHeuristic", "Decision", "RandomAgent"]
