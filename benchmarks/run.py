"""Every figure in one run, side by side with OpenSpiel: ``make bench``.

    python -m benchmarks.run                # the full run (a few minutes), writes RESULTS.md
    python -m benchmarks.run --quick        # a smoke run: every section, short timings

Sections: each game's random playouts and OpenSpiel's through one fair driver
(:mod:`benchmarks.driver`: its pure-Python games and its C++ card games, when OpenSpiel is
installed, ``pip install -e '.[bench]'``), and whole games of ours; the vectorised Half and
Half simulator and the exact solver; the table widget's Python work and bytes per step. Figures
are medians of several runs on one core; the machine's load is printed with them, because a
shared machine makes them noisy.
Nothing here asserts a time: the tests keep no timing assertions.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks import (
    adapters,
    driver,
    mc_bots,
    playouts,
    probability,
    review_message,
    versus_openspiel,
    widget_step,
)
from benchmarks.targets import Target
from cardwidgets.agents import default_agent
from cardwidgets.agents.levels import LEVELS, measured_ratings
from cardwidgets.engine import game_names, make
from cardwidgets.tournament import evaluate

RESULTS = Path(__file__).with_name("RESULTS.md")

#: Random bidders in Call Deuces lose more than they capture under the default failed-bid rule,
#: so a random game to 100 may never end; whole games are timed with the seed's scoring.
WHOLE_GAME: dict[str, dict[str, Any]] = {
    "half_and_half": {},
    "tennessee_for_two": {},
    "call_deuces": {"failed_bid": "none"},
    "take_two": {"players": 4},
}
#: Issue targets, in hands per second of random bots on one core.
HAND_TARGETS = {"tennessee_for_two": 1000, "call_deuces": 500, "take_two": 1000}
#: The peer our actions per second are measured against, and the ratio every game must reach.
REFERENCE = "openspiel python_kuhn_poker"
REFERENCE_RATIO = 1.5
#: The moonshot (issue 35): our games at half the actions a second of OpenSpiel's C++ games.
CPP_SHARE = 0.5
#: A Monte Carlo decision at budget 40, CPU ms: the median and the 90th percentile (issue 35).
DECISION_MEDIAN_MS, DECISION_P90_MS = 100.0, 200.0
#: Review the game of a whole default game, CPU seconds (issue 35).
REVIEW_SECONDS = 10.0
#: A hand through an adapter, as a multiple of the same hand in the engine (issue 28); MCTS
#: through the OpenSpiel adapter, as a multiple of the same search on C++ hearts (issue 35).
ADAPTER_RATIO, MCTS_RATIO = 1.5, 2.0


@dataclass
class Table:
    """One markdown table of figures, with a note saying how to read them."""

    title: str
    header: list[str]
    rows: list[list[str]]
    note: str = ""

    def markdown(self) -> str:
        lines = [f"### {self.title}", ""]
        lines.append("| " + " | ".join(self.header) + " |")
        lines.append("|" + "---|" * len(self.header))
        lines += ["| " + " | ".join(row) + " |" for row in self.rows]
        if self.note:
            lines += ["", self.note]
        return "\n".join(lines)


def machine() -> str:
    """The machine and its load: figures from a shared machine mean little without it."""
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, load average "
        f"{load} at the start; Python {platform.python_version()}, numpy {np.__version__}; "
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )


def engine_tables(
    seconds: float, runs: int, with_peers: bool, targets: list[Target]
) -> list[Table]:
    """One fair driver for our games and OpenSpiel's, then whole games of ours."""
    peers = driver.PYTHON_PEERS + driver.CPP_PEERS
    if not (with_peers and driver.openspiel_available()):
        peers = ()
    speeds = driver.measure(seconds, runs, game_names(), peers)
    reference = next((s for s in speeds if s.subject == REFERENCE), None)

    def ratio(actions_per_second: float | None) -> str:
        if reference is None or actions_per_second is None:
            return ""
        return f"{actions_per_second / reference.actions_per_second:.2f}"

    cpp = [
        s.actions_per_second
        for s in speeds
        if s.subject.removeprefix("openspiel ") in driver.CPP_PEERS
    ]
    rows = []
    for speed in speeds:
        if speed.subject in game_names() and reference is not None:
            targets.append(
                Target(
                    "random playouts, actions/s to Kuhn's",
                    speed.subject,
                    speed.actions_per_second / reference.actions_per_second,
                    REFERENCE_RATIO,
                    "",
                    at_least=True,
                )
            )
        if speed.subject in game_names() and cpp:
            targets.append(
                Target(
                    "moonshot: actions/s to OpenSpiel's C++ card games' median",
                    speed.subject,
                    speed.actions_per_second / statistics.median(cpp),
                    CPP_SHARE,
                    "",
                    at_least=True,
                )
            )
        target = HAND_TARGETS.get(speed.subject)
        checked = speed.checked_actions_per_second
        rows.append(
            [
                speed.subject,
                f"{speed.hands_per_second:,.0f}" + (f" (target {target:,})" if target else ""),
                f"{speed.actions_per_second:,.0f}",
                ratio(speed.actions_per_second),
                "" if checked is None else f"{checked:,.0f}",
                ratio(checked),
            ]
        )
    missing = "" if reference else " OpenSpiel is not installed (`pip install -e '.[bench]'`)."
    tables = [
        Table(
            "Random playouts, one fair driver for both engines (one core)",
            ["game", "hands/s", "actions/s", "to Kuhn", "actions/s checked", "to Kuhn checked"],
            rows,
            "`benchmarks/driver.py`: the same loop, the same `random.random()` call per move "
            "and the same per-step work on both sides; actions count chance events (a shuffle "
            "is one). Ours play one hand (`driver.ONE_HAND`); each OpenSpiel game is one deal. "
            "`checked` plays our moves through the full `apply`, as a move from outside gets; "
            f"the other column through `apply_legal`, as bots' moves go. To Kuhn: actions/s over "
            f"OpenSpiel's pure-Python Kuhn poker; target {REFERENCE_RATIO} for every game of ours."
            + missing,
        )
    ]
    whole = []
    for name in game_names():
        figures = playouts.measure(name, seconds, runs, **WHOLE_GAME.get(name, {}))
        whole.append(
            [
                name,
                f"{figures.games_per_second:,.1f}",
                f"{figures.hands_per_second / max(figures.games_per_second, 1e-9):,.1f}",
                f"{figures.actions_per_second:,.0f}",
            ]
        )
    tables.append(
        Table(
            "Whole games of random bots (one core)",
            ["game", "games/s", "hands per game", "actions/s"],
            whole,
            "Through `play` and the random bot, as a tournament plays. Rules: "
            + "; ".join(f"`{n}` {r or 'default rules'}" for n, r in WHOLE_GAME.items())
            + ".",
        )
    )
    return tables


def probability_table(games: int, runs: int) -> Table:
    """Half and Half's simulator speed and memory, and the exact solver's time, per variant."""
    rows = []
    for rules in probability.VARIANTS:
        figures = probability.measure(rules, games, runs)
        rows.append(
            [
                figures.rules,
                f"{figures.games_per_second / 1e6:.2f} M",
                f"{figures.peak_mib:.1f} MiB",
                f"{figures.solve_seconds:.2f} s",
            ]
        )
    return Table(
        "Half and Half: the vectorised simulator and the exact solver",
        ["rules", "simulated games/s", "simulator peak memory", "exact solution"],
        rows,
        f"{games:,} games a run. Targets: 1,000,000 games/s in under 64 MiB; any variant solved "
        "in under 2 s.",
    )


def widget_table(games: int) -> Table:
    """The widget's Python work and synced bytes per Step, for every game."""
    rows = []
    for name in game_names():
        figures = widget_step.python_figures(name, games, "watch")
        rows.append(
            [
                name,
                f"{figures['steps']:,.0f}",
                f"{figures['cpu_median']:.2f} ms",
                f"{figures['cpu_p95']:.2f} ms",
                f"{figures['ms_median']:.2f} ms",
                f"{figures['ms_p95']:.2f} ms",
                f"{figures['bytes_median']:,.0f} B",
                f"{figures['bytes_max']:,.0f} B",
            ]
        )
    return Table(
        "The table widget, per Step (watching the bots)",
        [
            "game",
            "steps",
            "CPU median",
            "CPU 95th pct",
            "wall median",
            "wall 95th pct",
            "bytes median",
            "bytes max",
        ],
        rows,
        "Targets: under 5 ms of Python work and under 4 KB synced per step. CPU is the Python "
        "thread's own time; wall time includes waiting for a core on a busy machine. "
        "Click-to-redraw in Chromium: `python -m benchmarks.widget_step --browser`.",
    )


def bots_table(
    decisions: int, seconds: float, targets: list[Target], decided: dict[str, tuple[float, float]]
) -> Table:
    """What a Monte Carlo decision costs at the default budget, and how fast the rule-of-thumb
    bots play Take Two as the table grows."""
    rows = []
    for name in mc_bots.GAMES:
        times = mc_bots.decision_times(name, 40, decisions)
        median, p90 = statistics.median(times), mc_bots.percentile(times, 0.9)
        decided[name] = (median, p90)
        rows.append(
            [f"Monte Carlo decision, budget 40: {name}", f"{median:,.0f} ms (p90 {p90:,.0f} ms)"]
        )
        targets += [
            Target(
                "Monte Carlo decision, budget 40, median", name, median, DECISION_MEDIAN_MS, " ms"
            ),
            Target("Monte Carlo decision, budget 40, p90", name, p90, DECISION_P90_MS, " ms"),
        ]
    for players in (2, 4, 8):
        hands, micros = mc_bots.rule_of_thumb_speed("take_two", seconds, players=players)
        rows.append(
            [
                f"rule-of-thumb bots, Take Two, {players} players",
                f"{hands:,.0f} hands/s, {micros:,.0f} µs an action",
            ]
        )
    return Table(
        "Bots (one core, CPU time)",
        ["what", "figure"],
        rows,
        f"A decision: the median and the 90th percentile of the first {decisions} positions the "
        "Monte Carlo bot searches in one-hand games of rule-of-thumb bots (`benchmarks/mc_bots.py "
        "--time`). Targets: under 100 ms at the median and 200 ms at the p90; Take Two's "
        "rule-of-thumb bots at 8 players 5 times the 44 hands/s of issue 20.",
    )


def waits_table(
    decisions: int | None,
    positions: int,
    targets: list[Target],
    decided: dict[str, tuple[float, float]],
) -> Table:
    """What a person waits for at the table, game by game: a bot's move at the table's two
    strengths, Analyse pressed once, and Review the game of a whole game."""
    rows = []
    for name in mc_bots.GAMES:
        _, micros = mc_bots.rule_of_thumb_speed(name, 0.3)
        median, p90 = decided[name]
        analysed = statistics.median(mc_bots.analyse_seconds(name, positions=positions))
        seconds, reviewed = review_message.whole_review_seconds(name, decisions=decisions)
        rows.append(
            [
                name,
                f"{micros / 1000:.2f} ms",
                f"{median:,.0f} ms (p90 {p90:,.0f} ms)",
                f"{analysed:.1f} s",
                f"{seconds:,.1f} s ({reviewed} decisions)",
            ]
        )
        if decisions is None:
            targets.append(
                Target("Review the game, a whole default game", name, seconds, REVIEW_SECONDS, " s")
            )
    return Table(
        "What a person waits for (one core, CPU time)",
        [
            "game",
            "a rule-of-thumb bot's move",
            "a Monte Carlo bot's move (budget 40)",
            "Analyse, pressed once (200 deals)",
            "Review the game",
        ],
        rows,
        "A rule-of-thumb move: the table's default bots, an action's time in one-hand games. A "
        "Monte Carlo move: the table's Monte Carlo strength (the bots table above). Analyse: the "
        f"median of the first {positions} moments with a choice of one-hand games. Review the "
        "game: a whole default game of rule-of-thumb bots from seed 5, reviewed from seat 0 as "
        "the button does (`benchmarks/review_message.py`: each decision with a choice weighed on "
        "40 deals, a mark confirmed on 160 more). Target for a review: under 10 s."
        + ("" if decisions is None else f" Smoke run: reviews of {decisions} decision only."),
    )


def profile_table(decisions: int) -> Table:
    """Where a Monte Carlo decision's own time goes, by part of the code, game by game."""
    shares = {name: dict(mc_bots.where_time_goes(name, 40, decisions)) for name in mc_bots.GAMES}
    parts = sorted(
        {p for found in shares.values() for p in found},
        key=lambda p: -max(found.get(p, 0) for found in shares.values()),
    )
    shown = parts[:10]
    rows = [
        [part, *(f"{shares[name].get(part, 0.0):.0%}" for name in mc_bots.GAMES)] for part in shown
    ]
    rows.append(
        [
            "the rest",
            *(f"{1 - sum(shares[name].get(p, 0.0) for p in shown):.0%}" for name in mc_bots.GAMES),
        ]
    )
    return Table(
        "Where a Monte Carlo decision's time goes (cProfile, own time)",
        ["part of the code", *mc_bots.GAMES],
        rows,
        f"The first {decisions} decisions at budget 40, profiled (`mc_bots.where_time_goes`): "
        "each function's own time summed by the module or sub-package it is written in, the "
        "game's own modules as one row.",
    )


def pool_table(games: int) -> Table:
    """Wall time of one seeded evaluation of rule-of-thumb bots, in one process and on every core:
    the speed-up the process pool gives, chunked from the games and the workers."""
    cores = os.cpu_count() or 1
    rows = []
    for name in ("tennessee_for_two", "take_two"):
        game = make(name, **driver.ONE_HAND[name])
        seconds = {}
        for workers in sorted({1, cores}):
            start = time.perf_counter()
            evaluate(
                game,
                default_agent(name),
                default_agent(name),
                games=games,
                workers=workers,
                progress=False,
            )
            seconds[workers] = time.perf_counter() - start
        rows.append(
            [
                name,
                f"{games:,}",
                f"{seconds[1]:.1f} s",
                f"{seconds[cores]:.1f} s",
                f"{seconds[1] / seconds[cores]:.2f}",
            ]
        )
    return Table(
        f"Tournaments on every core ({cores} workers)",
        ["game", "games", "1 process", f"{cores} processes", "speed-up"],
        rows,
        "Wall time of `evaluate` with rule-of-thumb bots in every seat, chunks sized from the "
        f"games and the workers; the best is {cores} on an idle machine, less on a busy one.",
    )


def adapter_tables(hands: int, runs: int, quick: bool, targets: list[Target]) -> list[Table]:
    """The same seeded hands through our engine, OpenSpiel's API and PettingZoo's, with the
    tensors timed apart; then searches and learners' steps beside OpenSpiel's C++ games."""
    if not driver.openspiel_available():
        return []
    rows = []
    for name in game_names():
        o = adapters.measure(name, hands, runs)
        targets += [
            Target(
                "a hand through pyspiel, to the engine's", name, o.pyspiel_ratio, ADAPTER_RATIO, ""
            ),
            Target(
                "a hand through PettingZoo, to the engine's",
                name,
                o.pettingzoo_ratio,
                ADAPTER_RATIO,
                "",
            ),
        ]
        rows.append(
            [
                name,
                f"{o.engine_ms:.2f} ms",
                f"{o.pyspiel_ms:.2f} ms ({o.pyspiel_ratio:.2f}x)",
                f"{o.floor_ms:.2f} ms ({o.floor_ratio:.2f}x)",
                f"{o.pettingzoo_ms:.2f} ms ({o.pettingzoo_ratio:.2f}x)",
                f"{o.per_second('engine'):,.0f} ({o.engine_actions:.0f})",
                f"{o.per_second('pyspiel'):,.0f} ({o.pyspiel_actions:.0f})",
                f"{o.per_second('pettingzoo'):,.0f} ({o.pettingzoo_actions:.0f})",
                f"{o.pyspiel_tensor_ms:.2f} ms",
                f"{o.pettingzoo_observe_ms:.2f} ms",
            ]
        )
    side = []
    for row in adapters.searches(quick):
        side.append(
            [
                row.what,
                f"{row.ours_ms:.2f} ms",
                f"{row.theirs} {row.theirs_ms:.2f} ms",
                f"{row.ours_ms / row.theirs_ms:.1f}",
            ]
        )
        if row.what.startswith("MCTS"):
            targets.append(
                Target(
                    f"{row.what} through the adapter, to {row.theirs}",
                    "tennessee_for_two",
                    row.ours_ms / row.theirs_ms,
                    MCTS_RATIO,
                    "",
                )
            )
    return [
        Table(
            "The adapters' cost: the same hands through the engine, OpenSpiel and PettingZoo",
            [
                "game",
                "engine a hand",
                "pyspiel a hand",
                "pyspiel's floor a hand",
                "PettingZoo a hand",
                "engine actions/s (a hand)",
                "pyspiel actions/s (a hand)",
                "PettingZoo actions/s (a hand)",
                "pyspiel tensors a hand",
                "PettingZoo observe a hand",
            ],
            rows,
            f"`benchmarks/adapters.py`: {hands} seeded one-hand games of random moves, played "
            "first in the engine, then replayed event for event through each API (pyspiel deals "
            "a shuffle card by card, asking `chance_outcomes()` each time; PettingZoo steps the "
            "unwrapped env). Ratios to the engine; target 1.5. pyspiel's floor: the same steps "
            "through a pyspiel game of pure Python with no rules (`adapters.floor_game`: the same "
            "players to move and lists as long), what OpenSpiel's calls alone cost; above 1.5, "
            "no game written in Python meets the target while a shuffle is dealt card by card. "
            "Actions/s count each way's own "
            "actions, with how many a hand is in brackets: a shuffle is one event of the "
            "engine, an action a card through pyspiel; PettingZoo steps the seats' moves. The "
            "tensors (one read per decision, by the seat to move) are timed apart.",
        ),
        Table(
            "Searches and learners' steps beside OpenSpiel's C++ games",
            ["what", "Tennessee for Two (ours)", "OpenSpiel's", "ratio"],
            side,
            "OpenSpiel's Python `MCTSBot` (100 simulations, one random rollout, uct_c 2) from the "
            "first decision of seeded deals, median CPU ms a search; `rl_environment` steps "
            "with random legal moves, its observations included, CPU ms a step.",
        ),
    ]


def versus_table() -> Table:
    """The Monte Carlo bot against OpenSpiel's ISMCTS and MCTS, from the hands stored by the
    long runs of ``benchmarks/versus_openspiel.py`` (hours of CPU: not measured by ``make
    bench``)."""
    stored = versus_openspiel.STORED
    results = versus_openspiel.read([stored]) if stored.exists() else []
    return Table(
        "Monte Carlo against OpenSpiel's ISMCTS and MCTS (one-hand games, seats rotated)",
        versus_openspiel.HEADER,
        versus_openspiel.rows(results),
        "From `benchmarks/versus_openspiel.jsonl`, written by `python -m benchmarks."
        "versus_openspiel --out` (each hand a line; not re-measured by `make bench`). Hand i is "
        "dealt from seed 2026 + i; the Monte Carlo bot sits in seat i % n and the rival (random "
        "rollouts, through `cardwidgets.openspiel`) in every other seat: ISMCTS, or MCTS on one "
        "deal imagined from its seat's view a decision; both see only their seat's observation. "
        "Returns: +1 won, -1 lost; an equal player's mean return is 2/n - 1 without draws (0 "
        "with two seats, -0.5 with four).",
    )


def levels_table() -> Table:
    """The bot levels' ratings, from the round-robin ``make levels`` last kept (minutes of CPU a
    game: not measured by ``make bench``)."""
    ratings = measured_ratings()
    return Table(
        "Bot levels on one scale (Bradley-Terry, Elo points, level 1 at 800)",
        ["level", *ratings],
        [
            [
                level.label(),
                *(f"{r[level.key][0]:,.0f} ± {r[level.key][1]:,.0f}" for r in ratings.values()),
            ]
            for level in LEVELS
        ],
        "From `cardwidgets/agents/level_ratings.json`, written by `make levels` (`python -m "
        "benchmarks.levels --write`): every level against every other in seeded one-hand "
        "games, seats rotated, each side of every match; the ratings fitted by Bradley-Terry "
        "(with more than two seats, the chance to finish first of one level against the other "
        "in every other seat), with 95% intervals against level 1's. The table's strength "
        "menu shows them.",
    )


def targets_table(targets: list[Target]) -> Table:
    """Every target of this run, judged from the figure the run measured for it."""
    missed = sum(not t.met for t in targets)
    return Table(
        "The targets, judged from this run",
        ["target", "subject", "bound", "measured", "verdict"],
        [t.row() for t in targets],
        f"{len(targets) - missed} of {len(targets)} met. Each figure is the one in the tables "
        "below; ratios of costs are this run's own, each side measured by the same driver.",
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run with short timings")
    parser.add_argument("--no-peers", action="store_true", help="skip OpenSpiel")
    parser.add_argument("--output", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    seconds, runs = (0.2, 1) if args.quick else (1.0, 5)
    started = machine()
    targets: list[Target] = []
    decided: dict[str, tuple[float, float]] = {}
    tables = [
        *engine_tables(seconds, runs, not args.no_peers, targets),
        probability_table(100_000 if args.quick else 2_000_000, 1 if args.quick else 3),
        widget_table(1 if args.quick else 3),
        bots_table(1 if args.quick else 20, 0.2 if args.quick else 2.0, targets, decided),
        waits_table(1 if args.quick else None, 1 if args.quick else 3, targets, decided),
        profile_table(1 if args.quick else 5),
        # Enough games that one process takes seconds: with a few hundred the pool's start-up
        # and last chunk are most of the time and the speed-up measures them, not the games.
        pool_table(40 if args.quick else 2_000),
        *(
            []
            if args.no_peers
            else adapter_tables(
                4 if args.quick else 20, 1 if args.quick else 5, args.quick, targets
            )
        ),
        versus_table(),
        levels_table(),
    ]
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    text = "\n\n".join(
        [
            "# Benchmarks",
            f"Measured with `make bench` on {started}. Peak resident size of the run: "
            f"{rss:.0f} MiB.",
            targets_table(targets).markdown(),
            *(table.markdown() for table in tables),
        ]
    )
    print(text)
    args.output.write_text(text + "\n", encoding="utf-8")
    print(f"\nwritten to {args.output}")


if __name__ == "__main__":
    main()
