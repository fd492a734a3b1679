"""How the Call Deuces heuristic bot fares against random bots, over seeded one-hand games.

    python -m benchmarks.call_deuces_bots --games 1000

Each line plays ``--games`` seeded games of one hand (``max_hands=1``: the highest total after
the hand wins, a tie going to the bidder) with the heuristic in seat ``i % n`` of game ``i``,
and reports its win rate with a 95% Wilson interval, next to an equal player's share, and the
points per hand the heuristic's side and an average random side scored. "team" puts heuristic
bots in both seats of one partnership.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from cardwidgets.agents import RandomAgent
from cardwidgets.engine import make
from cardwidgets.engine.play import Agent, play
from cardwidgets.games.call_deuces.bots import CallDeucesHeuristic
from cardwidgets.games.call_deuces.game import CallDeucesState
from cardwidgets.tournament import wilson_interval

SETUPS: dict[str, tuple[dict[str, Any], bool]] = {
    "four players": ({}, False),
    "five players": ({"players": 5}, False),
    "deuce partner": ({"deuce_partner": True}, False),
    "partnership, random partner": ({"partnership": True}, False),
    "partnership, heuristic team": ({"partnership": True}, True),
}


@dataclass(frozen=True)
class BotReport:
    setup: str
    games: int
    wins: int
    equal_share: float
    points: float
    field_points: float

    def __str__(self) -> str:
        low, high = wilson_interval(self.wins, self.games)
        return (
            f"{self.setup}: won {self.wins} of {self.games} ({self.wins / self.games:.1%}, "
            f"95% CI {low:.1%}-{high:.1%}; equal share {self.equal_share:.0%}); points per hand "
            f"{self.points:+.2f} against {self.field_points:+.2f} for a random side"
        )


def measure(setup: str, games: int, seed: int = 1) -> BotReport:
    """Play the games of one setup: game ``i`` uses seed ``seed + i`` like ``evaluate``."""
    options, team = SETUPS[setup]
    game = make("call_deuces", max_hands=1, **options)
    n = game.num_players
    sides = 2 if game.rules.partnership else n
    heuristic, random_bot = CallDeucesHeuristic(), RandomAgent()
    wins, points, field = 0, [], []
    for index in range(games):
        seat = index % n
        mine = {seat, (seat + 2) % 4} if team else {seat}
        agents: Sequence[Agent] = [heuristic if s in mine else random_bot for s in range(n)]
        state = play(game.new_state(seed + index), agents, np.random.default_rng([seed, index]))
        assert isinstance(state, CallDeucesState)
        wins += state.returns()[seat] > 0
        side = state.side_of(seat)
        scored = state.results[-1].points
        points.append(scored[side])
        field.append((sum(scored) - scored[side]) / (sides - 1))
    share = 1 / sides if team or game.rules.partnership else 1 / n
    return BotReport(setup, games, wins, share, float(np.mean(points)), float(np.mean(field)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--setup", choices=list(SETUPS), action="append")
    args = parser.parse_args()
    for setup in args.setup or list(SETUPS):
        print(measure(setup, args.games, args.seed), flush=True)


if __name__ == "__main__":
    main()
