"""Random-bot playout speed of any registered game: games, hands and actions per second.

    python -m benchmarks.playouts half_and_half --seconds 3
    python -m benchmarks.playouts tennessee_for_two --rules failed_bid=minus_bid

Each figure is the median of several timed runs on one core. Chance events count as actions.
Times are this process's CPU seconds (``time.process_time``), not wall time, so the other
work of a shared machine does not count against either side of a comparison.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from cardwidgets.agents import RandomAgent
from cardwidgets.engine import make
from cardwidgets.engine.play import play


@dataclass(frozen=True)
class PlayoutSpeed:
    game: str
    games_per_second: float
    hands_per_second: float
    actions_per_second: float

    def __str__(self) -> str:
        return (
            f"{self.game}: {self.games_per_second:,.0f} games/s, "
            f"{self.hands_per_second:,.0f} hands/s, {self.actions_per_second:,.0f} actions/s"
        )


def measure(name: str, seconds: float = 2.0, runs: int = 5, **rules: Any) -> PlayoutSpeed:
    """Median over ``runs`` runs of about ``seconds`` each of seeded random-bot games."""
    game = make(name, **rules)
    agents = [RandomAgent()] * game.num_players
    samples: list[tuple[float, float, float]] = []
    seed = 0
    for _ in range(runs):
        rng = np.random.default_rng(seed)
        games = hands = actions = 0
        start = time.process_time()
        while (elapsed := time.process_time() - start) < seconds:
            state = play(game.new_state(seed), agents, rng)
            seed += 1
            games += 1
            hands += state.hands_completed
            actions += state.step
        samples.append((games / elapsed, hands / elapsed, actions / elapsed))
    return PlayoutSpeed(repr(game), *(statistics.median(s[i] for s in samples) for i in range(3)))


def _rule_value(text: str) -> Any:
    if text.lstrip("-").isdigit():
        return int(text)
    return {"true": True, "false": False, "none": None}.get(text.lower(), text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rules", nargs="*", default=[], metavar="OPTION=VALUE")
    args = parser.parse_args()
    rules = {k: _rule_value(v) for k, v in (item.split("=", 1) for item in args.rules)}
    print(measure(args.game, args.seconds, args.runs, **rules))


if __name__ == "__main__":
    main()
