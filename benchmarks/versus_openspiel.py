"""Our Monte Carlo bot against OpenSpiel's ISMCTS or MCTS bot: seeded one-hand games, seats rotated.

    python -m benchmarks.versus_openspiel --hands 1000
    python -m benchmarks.versus_openspiel --games tennessee_for_two --minutes 30 --out t.jsonl
    python -m benchmarks.versus_openspiel --rival mcts --first 1000 --minutes 10 --out m.jsonl
    python -m benchmarks.versus_openspiel --summarise t.jsonl c.jsonl

Hand ``i`` of a game is dealt from seed ``--seed + i``; the Monte Carlo bot (the budget at which it
beats the game's heuristic bot, ``mc_bots.BUDGETS``; the heuristic plays its imagined deals out)
sits in seat ``i % n`` and OpenSpiel's bot (``--simulations`` a decision, random rollouts, through
:mod:`cardwidgets.openspiel`) in every other seat: ISMCTS (``--rival ismcts``), or MCTS searching
one deal imagined for the cards it cannot see (``--rival mcts``). Both see only their seat's
observation: the OpenSpiel bot is handed a position dealt from it (ISMCTS resamples from its
information state in turn). ``--first`` numbers the hands from there, so a second run plays other
deals than the first. Each hand is written as a line of JSON as it ends (``--out``), so a run
stopped by ``--minutes`` keeps what it played, and ``--summarise`` prints the table from those
lines: the Monte Carlo bot's win rate with a 95 % Wilson interval beside an equal player's share,
and its mean return (+1 won, -1 lost) with a 95 % interval, and the CPU seconds a hand.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from benchmarks.mc_bots import BUDGETS, DEFAULT_BUDGET, GAMES
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.engine.play import Agent, play
from cardwidgets.tournament import Z95, wilson_interval

#: OpenSpiel's bots that can sit against ours, by the name ``--rival`` takes.
RIVALS = ("ismcts", "mcts")


def play_hands(
    name: str,
    hands: int,
    simulations: int,
    seed: int,
    minutes: float | None,
    out: Path | None,
    rival_name: str = "ismcts",
    first: int = 0,
) -> list[dict[str, Any]]:
    """Play up to ``hands`` seeded hands from hand ``first`` on (or for ``minutes``); one
    result per hand."""
    from cardwidgets.openspiel import ismcts_agent, load, mcts_agent

    game = load(name, max_hands=1)
    ours = game.ours
    budget = BUDGETS.get(name, DEFAULT_BUDGET)
    searcher = MonteCarloAgent(ours, budget=budget)
    make_rival = {"ismcts": ismcts_agent, "mcts": mcts_agent}[rival_name]
    rival = make_rival(game, simulations=simulations, seed=seed + first)
    started = time.monotonic()
    results = []
    for index in range(first, first + hands):
        if minutes is not None and time.monotonic() - started > 60 * minutes:
            break
        seat = index % ours.num_players
        agents: list[Agent] = [rival] * ours.num_players
        agents[seat] = searcher
        cpu = time.process_time()
        state = play(ours.new_state(seed + index), agents, rng=seed + index)
        result = {
            "game": name,
            "hand": index,
            "seed": seed + index,
            "seat": seat,
            "seats": ours.num_players,
            "budget": budget,
            "rival": rival_name,
            "simulations": simulations,
            "return": state.returns()[seat],
            "cpu_seconds": time.process_time() - cpu,
        }
        results.append(result)
        if out is not None:
            with out.open("a", encoding="utf-8") as file:
                file.write(json.dumps(result) + "\n")
    return results


#: The columns of the results table (``make bench`` shows it in RESULTS.md from STORED).
HEADER = [
    "game",
    "hands",
    "MC budget",
    "rival",
    "simulations",
    "MC win rate (95% CI)",
    "equal share",
    "MC mean return (95% CI)",
    "CPU s a hand",
]
#: The hands measured for RESULTS.md and the README, one JSON line each (``--out``).
STORED = Path(__file__).with_name("versus_openspiel.jsonl")


def read(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """The hands written by ``--out`` runs."""
    lines = [line for path in paths for line in path.read_text(encoding="utf-8").splitlines()]
    return [json.loads(line) for line in lines if line.strip()]


def rows(results: Sequence[dict[str, Any]]) -> list[list[str]]:
    """One row per game and rival: hands, the Monte Carlo bot's win rate and mean return with
    95 % intervals, and the CPU seconds a hand (both bots' moves). Hands written before there was
    a choice of rival were played against ISMCTS."""
    table = []
    for name, rival in sorted({(result["game"], rival_of(result)) for result in results}):
        mine = [r for r in results if r["game"] == name and rival_of(r) == rival]
        returns = [result["return"] for result in mine]
        n = len(returns)
        wins = sum(value > 0 for value in returns)
        low, high = wilson_interval(wins, n)
        mean = statistics.fmean(returns)
        half = Z95 * statistics.stdev(returns) / math.sqrt(n) if n > 1 else math.inf
        cpu = statistics.fmean(result["cpu_seconds"] for result in mine)
        table.append(
            [
                name,
                f"{n:,}",
                str(mine[0]["budget"]),
                {"ismcts": "ISMCTS", "mcts": "MCTS, one deal"}[rival],
                str(mine[0]["simulations"]),
                f"{wins / n:.1%} ({low:.1%} to {high:.1%})",
                f"{1 / mine[0]['seats']:.0%}",
                f"{mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f})",
                f"{cpu:.1f}",
            ]
        )
    return table


def rival_of(result: dict[str, Any]) -> str:
    return str(result.get("rival", "ismcts"))


def markdown(results: Sequence[dict[str, Any]]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows(results)])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES)
    parser.add_argument("--hands", type=int, default=1000, help="seeded one-hand games per game")
    parser.add_argument("--rival", choices=RIVALS, default="ismcts", help="OpenSpiel's bot")
    parser.add_argument("--simulations", type=int, default=100, help="its simulations a move")
    parser.add_argument("--first", type=int, default=0, help="the first hand's number")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--minutes", type=float, default=None, help="stop each game after this")
    parser.add_argument("--out", type=Path, default=None, help="append each hand here (JSONL)")
    parser.add_argument("--summarise", nargs="+", type=Path, default=None, metavar="JSONL")
    args = parser.parse_args(argv)
    if args.summarise:
        print(markdown(read(args.summarise)))
        return
    results = []
    for name in args.games:
        results += play_hands(
            name,
            args.hands,
            args.simulations,
            args.seed,
            args.minutes,
            args.out,
            args.rival,
            args.first,
        )
    print(markdown(results))


if __name__ == "__main__":
    main()
