"""Seeded evaluations of bots: one agent against a field, seats rotated, with confidence intervals.

``evaluate(make("tennessee_for_two", max_hands=1), HeuristicAgent(), RandomAgent(), games=1000)``
plays 1,000 seeded games with the agent in seat ``i % n`` of game ``i`` and the field everywhere
else, and reports the agent's win rate with a 95% Wilson interval next to the rate an equal
player would have (1/n). The same seed gives the same result on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent, play

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: honest near 0 and 1, unlike the normal one."""
    if trials <= 0:
        raise ValueError("A proportion needs at least one trial.")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Evaluation:
    """How one agent fared against a field over seeded games."""

    game: str
    agent: str
    field: str
    games: int
    wins: int
    draws: int
    losses: int
    mean_return: float
    return_sd: float
    seats: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def win_rate_ci(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def equal_share(self) -> float:
        """The win rate of an agent no better than the field: one seat in ``seats``."""
        return 1 / self.seats

    @property
    def mean_return_ci(self) -> tuple[float, float]:
        half = Z95 * self.return_sd / math.sqrt(self.games)
        return self.mean_return - half, self.mean_return + half

    def __str__(self) -> str:
        low, high = self.win_rate_ci
        return (
            f"{self.agent} vs {self.field} in {self.game}: won {self.wins} of {self.games} "
            f"({self.win_rate:.1%}, 95% CI {low:.1%}-{high:.1%}; an equal player wins "
            f"{self.equal_share:.1%}), drew {self.draws}, mean return {self.mean_return:+.3f}"
        )


def evaluate(
    game: Game[Any, Any],
    agent: Agent,
    field: Agent,
    *,
    games: int = 1000,
    seed: int = 0,
    seat_of: Callable[[int, int], int] | None = None,
) -> Evaluation:
    """Play ``games`` seeded games of ``agent`` against ``field`` and count the agent's results.

    Game ``i`` uses seed ``seed + i`` and puts the agent in seat ``seat_of(i, n)`` (by default
    ``i % n``, so every seat gets its turn); the field plays every other seat.
    """
    if games < 1:
        raise ValueError("Evaluate over at least one game.")
    n = game.num_players
    place = seat_of or (lambda index, seats: index % seats)
    results: list[float] = []
    for index in range(games):
        seat = place(index, n)
        agents = [agent if s == seat else field for s in range(n)]
        state = play(game.new_state(seed + index), agents, np.random.default_rng([seed, index]))
        results.append(state.returns()[seat])
    values = np.array(results)
    return Evaluation(
        game=repr(game),
        agent=_label(agent),
        field=_label(field),
        games=games,
        wins=int((values > 0).sum()),
        draws=int((values == 0).sum()),
        losses=int((values < 0).sum()),
        mean_return=float(values.mean()),
        return_sd=float(values.std(ddof=1)) if games > 1 else 0.0,
        seats=n,
    )


def _label(agent: Agent) -> str:
    return str(getattr(agent, "label", type(agent).__name__))
