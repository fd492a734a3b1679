"""Running a game: chance events from the seed, moves from agents that see one seat each."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import CHANCE, TERMINAL, Observation, State


class Agent(Protocol):
    """Anything that picks a move from what its seat sees: the observation and the legal moves.

    An agent whose choice never depends on the table (the random bot) may also offer
    ``act_blind(legal_actions, rng)``: :func:`step` then skips building the observation, which
    is most of the cost of a random playout.
    """

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action: ...


def as_generator(rng: np.random.Generator | int | None) -> np.random.Generator:
    return rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)


def step(state: State, agents: Sequence[Agent], rng: np.random.Generator) -> Action:
    """Apply the next event: a chance event, or the move of the agent in the seat to act."""
    player = state.current_player
    if player == TERMINAL:
        raise ValueError("The game is over: there is no next step.")
    if player == CHANCE:
        return state.apply_chance()
    agent = agents[player]
    legal = state.legal_actions()
    act_blind = getattr(agent, "act_blind", None)
    if act_blind is not None:
        action: Action = act_blind(legal, rng)
    else:
        # The seat to move is a seat of the game: its observation needs no check of the seat.
        action = agent.act(state._observation(player), legal, rng)
    state.apply_legal(action)
    return action


def play(
    state: State,
    agents: Sequence[Agent],
    rng: np.random.Generator | int | None = None,
    max_steps: int | None = None,
) -> State:
    """Play ``state`` on (in place) to the end, or for at most ``max_steps`` events."""
    if len(agents) != state.num_players:
        raise ValueError(
            f"{state.game.title} here has {state.num_players} seats; give one agent per seat, "
            f"not {len(agents)}."
        )
    generator = as_generator(rng)
    steps = 0
    while not state.is_terminal and (max_steps is None or steps < max_steps):
        step(state, agents, generator)
        steps += 1
    return state
