"""How long the odds panel takes, at every step of seeded random games, for every seat.

    python -m benchmarks.odds_panel call_deuces --games 5
    python -m benchmarks.odds_panel call_deuces --rules players=5

The table widget works out the panel once per step while it is shown, so the figures that
matter are the typical and the worst time. The machine may be shared: figures are noisy.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import numpy as np

from benchmarks.playouts import _rule_value
from cardwidgets.engine import make
from cardwidgets.probability.odds import odds_panel


def measure(name: str, games: int = 5, **rules: Any) -> str:
    """Median, 95th percentile and worst milliseconds per panel over ``games`` one-hand games."""
    game = make(name, max_hands=1, **rules)
    times: list[float] = []
    for seed in range(games):
        state = game.new_state(seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal:
            if state.is_chance:
                state.advance_chance()
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.integers(len(legal)))])
            for seat in range(game.num_players):
                observation = state.observation(seat)
                start = time.perf_counter()
                odds_panel(observation)
                times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return (
        f"{game!r}: {len(times)} panels, median {statistics.median(times):.1f} ms, "
        f"95% within {times[int(0.95 * (len(times) - 1))]:.1f} ms, worst {times[-1]:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--rules", nargs="*", default=[], metavar="OPTION=VALUE")
    args = parser.parse_args()
    rules = {k: _rule_value(v) for k, v in (item.split("=", 1) for item in args.rules)}
    print(measure(args.game, args.games, **rules))


if __name__ == "__main__":
    main()
