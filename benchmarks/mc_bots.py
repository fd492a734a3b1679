"""Does the Monte Carlo bot beat each game's heuristic bot? Seeded one-hand games, seats rotated.

    python -m benchmarks.mc_bots --hands 1000
    python -m benchmarks.mc_bots --games tennessee_for_two --hands 200 --budget 16
    python -m benchmarks.mc_bots --time     # CPU ms of a decision at budget 40, game by game

For each hidden-information game, the Monte Carlo bot (``--budget`` sampled deals a decision,
by default the game's entry in ``BUDGETS``; played out by the game's heuristic bot) sits in
seat ``i % n`` of hand ``i`` and the heuristic bot in every other seat; every game is one hand
(``max_hands=1``). It prints the Monte Carlo bot's win rate with a 95% Wilson interval next to
an equal player's share (1/n), its points ahead of the average other seat with a 95% interval,
and the seconds per hand; then the same for the heuristic bot in the Monte Carlo bot's seats on
the same deals, the bar it has to clear; and the difference between the two, game by game
(:meth:`~cardwidgets.tournament.Evaluation.against`). The games run on every core
(``--workers``); the machine is usually shared, so the seconds are noisy.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.engine import game_class, game_names, make
from cardwidgets.engine.game import State
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.observation import Observation
from cardwidgets.engine.play import play, step
from cardwidgets.tournament import evaluate

#: The registered games a Monte Carlo bot can play: those that can deal an observation's
#: hidden cards and count their hands.
GAMES = tuple(
    name
    for name in game_names()
    if make(name).can_resample
    and "max_hands" in {o.name for o in game_class(name).rules_class.options()}
)
#: The budget at which each game's Monte Carlo bot beats its heuristic bot over 1,000 hands
#: (README, "Bots and tournaments"). Take Two needs the most: at 4 it is level with the
#: heuristic, its searched decisions (what to discard before a take, whose twosome to raid)
#: needing more imagined deals to tell apart. Other games start at DEFAULT_BUDGET.
BUDGETS = {"tennessee_for_two": 8, "call_deuces": 4, "take_two": 16}
DEFAULT_BUDGET = 8


def searched_positions(
    name: str, count: int
) -> Iterator[tuple[State, Observation, LegalActions, np.random.Generator]]:
    """The first ``count`` positions of one-hand games of rule-of-thumb bots (seeds 0, 1, ...)
    where the Monte Carlo bot would search: a real choice, in a phase it does not leave to the
    game's own bot. Each comes with the seat's view, its legal moves and the game's generator;
    the game goes on once the caller has done its work there."""
    game = make(name, max_hands=1)
    bots = [default_agent(name) for _ in range(game.num_players)]
    found = seed = 0
    while found < count:
        state, rng = game.new_state(seed), np.random.default_rng(seed)
        seed += 1
        while not state.is_terminal and found < count:
            seat = state.current_player
            if seat >= 0:
                legal, seen = state.legal_actions(), state.observation(seat)
                if len(legal) > 1 and seen.phase not in game.monte_carlo_defers:
                    found += 1
                    yield state, seen, legal, rng
            step(state, bots, rng)


def decision_times(name: str, budget: int = 40, decisions: int = 10) -> list[float]:
    """The CPU milliseconds of each Monte Carlo decision at ``budget`` at the first
    ``decisions`` positions it would search (:func:`searched_positions`), in the order met."""
    searcher = MonteCarloAgent(make(name, max_hands=1), budget=budget)
    times: list[float] = []
    for _, seen, legal, rng in searched_positions(name, decisions):
        start = time.process_time()
        searcher.act(seen, legal, rng)
        times.append(1000 * (time.process_time() - start))
    return times


def analyse_seconds(name: str, samples: int = 200, positions: int = 3) -> list[float]:
    """CPU seconds of Analyse pressed once (``samples`` deals, the button's run) at the first
    ``positions`` positions the Monte Carlo bot would search (:func:`searched_positions`)."""
    from cardwidgets.analysis import analyse

    times: list[float] = []
    for state, seen, _, _ in searched_positions(name, positions):
        start = time.process_time()
        analyse(state, seen.seat, samples=samples, rng=len(times))
        times.append(time.process_time() - start)
    return times


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (0.9: the p90), interpolated between neighbours."""
    return float(np.quantile(np.asarray(values, dtype=float), share))


def where_time_goes(name: str, budget: int = 40, decisions: int = 5) -> list[tuple[str, float]]:
    """Shares of a Monte Carlo decision's own time (cProfile's ``tottime``) by the part of the
    code it is spent in: the package's sub-packages and modules (``engine/state``,
    ``games/tennessee_for_two``...), numpy and the standard library, the largest first. It says
    what is left to make fast once no single function stands out."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(decision_times, name, budget, decisions)
    stats = pstats.Stats(profiler)
    shares: dict[str, float] = {}
    for (path, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        shares[_part(path)] = shares.get(_part(path), 0.0) + row[2]
    total = sum(shares.values()) or 1.0
    return sorted(((part, t / total) for part, t in shares.items()), key=lambda p: -p[1])


def _part(path: str) -> str:
    """The part of the code a profiled function's file belongs to (see :func:`where_time_goes`)."""
    marker = "/cardwidgets/"
    if marker in path:
        inside = path.rsplit(marker, 1)[1].removesuffix(".py").split("/")
        if inside[0] == "games":
            return "the game's own rules (games/<game>)"
        return "/".join(inside[:2]) if inside[0] in ("engine", "agents", "analysis") else inside[0]
    if "numpy" in path:
        return "numpy"
    return "Python itself (built-ins, standard library)"


def rule_of_thumb_speed(name: str, seconds: float = 2.0, **rules: Any) -> tuple[float, float]:
    """Hands per CPU second, and microseconds per action, of one-hand games with the game's
    rule-of-thumb bot in every seat."""
    game = make(name, max_hands=1, **rules)
    bots = [default_agent(name) for _ in range(game.num_players)]
    hands = actions = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        actions += play(game.new_state(hands), bots, hands).step
        hands += 1
    return hands / elapsed, 1e6 * elapsed / actions


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES)
    parser.add_argument("--hands", type=int, default=1000, help="seeded one-hand games per game")
    parser.add_argument(
        "--budget", type=int, default=None, help="sampled deals per decision (default: BUDGETS)"
    )
    parser.add_argument(
        "--playout", choices=("heuristic", "random"), default="heuristic", help="playout bots"
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--time",
        action="store_true",
        help="only time a decision at --budget (default 40) in each game, in CPU ms",
    )
    args = parser.parse_args(argv)
    if args.time:
        for name in args.games:
            budget = args.budget or 40
            times = decision_times(name, budget)
            print(
                f"{name}: {statistics.median(times):.0f} ms a decision at budget {budget} "
                f"(p90 {percentile(times, 0.9):.0f} ms)"
            )
        return
    for name in args.games:
        game = make(name, max_hands=1)
        playout = RandomAgent if args.playout == "random" else None
        budget = args.budget or BUDGETS.get(name, DEFAULT_BUDGET)
        players = {
            f"Monte Carlo (budget {budget}, {args.playout} playouts)": MonteCarloAgent(
                game, budget=budget, playout=playout
            ),
            "the heuristic itself": default_agent(name),
        }
        results = []
        for label, bot in players.items():
            start = time.perf_counter()
            result = evaluate(
                game,
                bot,
                default_agent(name),
                games=args.hands,
                seed=args.seed,
                workers=args.workers,
                progress=False,
                agent_name=label,
                field_name="heuristic",
            )
            seconds = time.perf_counter() - start
            print(f"{result}; {seconds / args.hands:.2f} s a hand ({seconds:.0f} s)", flush=True)
            results.append(result)
        print(results[0].against(results[1]), flush=True)


if __name__ == "__main__":
    main()
