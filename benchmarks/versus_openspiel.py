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
and its mean return (+1 won, -1 lost) with a 95 % interval, the CPU seconds a hand, and each
bot's CPU milliseconds a decision (a real choice: more than one legal move).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np

from benchmarks.mc_bots import BUDGETS, DEFAULT_BUDGET, GAMES
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Observation
from cardwidgets.engine.play import Agent, play
from cardwidgets.tournament import Z95, wilson_interval


@dataclass
class Timed:
    """An agent that counts the CPU seconds of its decisions with a real choice."""

    agent: Agent
    cpu_seconds: float = 0.0
    decisions: int = 0

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action:
        start = time.process_time()
        action = self.agent.act(observation, legal_actions, rng)
        if len(legal_actions) > 1:
            self.cpu_seconds += time.process_time() - start
            self.decisions += 1
        return action

    def taken(self) -> tuple[float, int]:
        """The CPU seconds and decisions since last asked, and start again."""
        counted = self.cpu_seconds, self.decisions
        self.cpu_seconds, self.decisions = 0.0, 0
        return counted


#: What the Monte Carlo bot of a stored hand was, for its row: hands written before this field
#: was played by the bot that left Take Two's bets to its rule-of-thumb bot and tried an even
#: spread of eight of any wider choice, cards included.
BOT: Final = "every card tried; bets searched on deals weighed by the bets"
EARLIER_BOT: Final = "even spread of 8 moves; bets by rule of thumb"

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
    budget: int | None = None,
) -> list[dict[str, Any]]:
    """Play up to ``hands`` seeded hands from hand ``first`` on (or for ``minutes``); one
    result per hand."""
    from cardwidgets.openspiel import ismcts_agent, load, mcts_agent

    game = load(name, max_hands=1)
    ours = game.ours
    budget = budget or BUDGETS.get(name, DEFAULT_BUDGET)
    searcher = Timed(MonteCarloAgent(ours, budget=budget))
    make_rival = {"ismcts": ismcts_agent, "mcts": mcts_agent}[rival_name]
    rival = Timed(make_rival(game, simulations=simulations, seed=seed + first))
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
        (mc_cpu, mc_decisions), (rival_cpu, rival_decisions) = searcher.taken(), rival.taken()
        result = {
            "game": name,
            "hand": index,
            "seed": seed + index,
            "seat": seat,
            "seats": ours.num_players,
            "budget": budget,
            "bot": BOT,
            "rival": rival_name,
            "simulations": simulations,
            "return": state.returns()[seat],
            "cpu_seconds": time.process_time() - cpu,
            "mc_cpu_seconds": mc_cpu,
            "mc_decisions": mc_decisions,
            "rival_cpu_seconds": rival_cpu,
            "rival_decisions": rival_decisions,
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
    "CPU ms a decision: MC / rival",
    "MC bot",
]
#: The hands measured for RESULTS.md and the README, one JSON line each (``--out``).
STORED = Path(__file__).with_name("versus_openspiel.jsonl")


def read(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """The hands written by ``--out`` runs."""
    lines = [line for path in paths for line in path.read_text(encoding="utf-8").splitlines()]
    return [json.loads(line) for line in lines if line.strip()]


def rows(results: Sequence[dict[str, Any]]) -> list[list[str]]:
    """One row per game, rival, Monte Carlo bot and budget: hands, the Monte Carlo bot's win
    rate and mean return with 95 % intervals, the CPU seconds a hand (both bots' moves) and each
    bot's CPU a decision. Hands written before there was a choice of rival were played against
    ISMCTS."""
    table = []
    kinds = {(r["game"], rival_of(r), bot_of(r), r["budget"]) for r in results}
    for name, rival, bot, budget in sorted(kinds):
        mine = [
            r
            for r in results
            if (r["game"], rival_of(r), bot_of(r), r["budget"]) == (name, rival, bot, budget)
        ]
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
                decision_cpu(mine),
                bot,
            ]
        )
    return table


def decision_cpu(results: Sequence[dict[str, Any]]) -> str:
    """Each bot's mean CPU milliseconds a decision, where the hands counted them."""
    timed = [result for result in results if "mc_decisions" in result]
    if not timed:
        return "not measured"
    means = [
        1000
        * sum(result[f"{who}_cpu_seconds"] for result in timed)
        / max(1, sum(result[f"{who}_decisions"] for result in timed))
        for who in ("mc", "rival")
    ]
    return f"{means[0]:.0f} / {means[1]:.0f}"


def bot_of(result: dict[str, Any]) -> str:
    return str(result.get("bot", EARLIER_BOT))


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
    parser.add_argument("--budget", type=int, default=None, help="MC deals (default BUDGETS)")
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
            args.budget,
        )
    print(markdown(results))


if __name__ == "__main__":
    main()
