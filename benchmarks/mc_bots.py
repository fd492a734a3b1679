"""Does the Monte Carlo bot beat each game's heuristic bot? Seeded one-hand games, seats rotated.

    python -m benchmarks.mc_bots --hands 1000 --budget 4
    python -m benchmarks.mc_bots --games tennessee_for_two --hands 200 --budget 16

For each hidden-information game, the Monte Carlo bot (``--budget`` sampled deals a decision,
played out by the game's heuristic bot) sits in seat ``i % n`` of hand ``i`` and the heuristic
bot in every other seat; every game is one hand (``max_hands=1``). It prints the Monte Carlo
bot's win rate with a 95% Wilson interval next to an equal player's share (1/n), its points
ahead of the average other seat with a 95% interval, and the seconds per hand. The games run on
every core (``--workers``); the machine is usually shared, so the seconds are noisy.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.engine import make
from cardwidgets.tournament import evaluate

GAMES = ("tennessee_for_two", "call_deuces", "take_two")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES)
    parser.add_argument("--hands", type=int, default=1000, help="seeded one-hand games per game")
    parser.add_argument("--budget", type=int, default=4, help="sampled deals per decision")
    parser.add_argument(
        "--playout", choices=("heuristic", "random"), default="heuristic", help="playout bots"
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    for name in args.games:
        game = make(name, max_hands=1)
        playout = RandomAgent if args.playout == "random" else None
        bot = MonteCarloAgent(game, budget=args.budget, playout=playout)
        start = time.perf_counter()
        result = evaluate(
            game,
            bot,
            default_agent(name),
            games=args.hands,
            seed=args.seed,
            workers=args.workers,
            progress=False,
            agent_name=f"Monte Carlo (budget {args.budget}, {args.playout} playouts)",
            field_name="heuristic",
        )
        seconds = time.perf_counter() - start
        print(f"{result}; {seconds / args.hands:.2f} s a hand ({seconds:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
