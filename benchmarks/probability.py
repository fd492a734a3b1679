"""Speed and memory of the Half and Half probability tools.

    python -m benchmarks.probability                 # every variant
    python -m benchmarks.probability --games 4000000 --runs 5

For each rules variant: the exact solver's time (from scratch, cache cleared), the numpy
simulator's games per second (median of runs, one core), and the simulator's peak memory as
tracemalloc sees it (numpy arrays included), plus the whole process's peak resident size.
Times are CPU seconds (``time.process_time``), so a shared machine's other work does not
count; figures are still noisy there: run it twice.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any

from cardwidgets.games.half_and_half import probability as half_and_half

VARIANTS: list[dict[str, Any]] = [
    {},
    {"ace_draw": 0},
    {"joker": "skip_next_turn"},
    {"joker": "skip_next_turn", "ace_draw": 0},
]


@dataclass(frozen=True)
class Figures:
    rules: str
    solve_seconds: float
    games_per_second: float
    peak_mib: float

    def __str__(self) -> str:
        return (
            f"{self.rules:<40} exact solution {self.solve_seconds:6.3f} s   "
            f"simulation {self.games_per_second / 1e6:5.2f} M games/s   "
            f"peak {self.peak_mib:5.1f} MiB"
        )


def measure(rules: dict[str, Any], games: int, runs: int) -> Figures:
    solve_times = []
    for _ in range(runs):
        half_and_half.outcomes.cache_clear()
        start = time.process_time()
        half_and_half.solve(**rules)
        solve_times.append(time.process_time() - start)
    speeds = []
    for run in range(runs):
        start = time.process_time()
        half_and_half.simulate(games, seed=run, **rules)
        speeds.append(games / (time.process_time() - start))
    tracemalloc.start()
    half_and_half.simulate(games, seed=runs, **rules)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    name = ", ".join(f"{k}={v!r}" for k, v in rules.items()) or "default rules"
    return Figures(name, statistics.median(solve_times), statistics.median(speeds), peak / 2**20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2_000_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{args.games:,} simulated games per run, median of {args.runs} runs")
    for rules in VARIANTS:
        print(measure(rules, args.games, args.runs))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident size of the whole process (Python, numpy and all): {rss:.0f} MiB")


if __name__ == "__main__":
    main()
