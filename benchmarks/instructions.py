"""Instructions per action under Valgrind: a speed comparison that a busy machine cannot skew.

    python -m benchmarks.instructions            # every game and OpenSpiel's pure-Python games

Timings on a shared machine swing with its load; the number of machine instructions a playout
executes does not. Each game is run twice under ``valgrind --tool=callgrind``, with no games
and with ``--games`` games after the same start-up and warm-up, and the difference is divided
by the actions those games took. Fewer instructions is not always less time (numpy's C code
does more per instruction than the interpreter), so this backs the timed ratios in
``make bench`` rather than replacing them. Needs ``valgrind`` (Debian's package) and, for the
peers, the ``bench`` extra.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from typing import Any

import numpy as np

from benchmarks import peers
from benchmarks.run import ONE_HAND
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import game_names, make
from cardwidgets.engine.play import play

_WARM_UP = 5


def _our_actions(name: str, games: int) -> int:
    game = make(name, **ONE_HAND.get(name, {}))
    agents = [RandomAgent()] * game.num_players
    rng = np.random.default_rng(0)
    for seed in range(_WARM_UP):
        play(game.new_state(seed), agents, rng)
    return sum(play(game.new_state(1000 + seed), agents, rng).step for seed in range(games))


def _peer_actions(name: str, games: int) -> int:
    import pyspiel
    from open_spiel.python import games as python_games  # noqa: F401 (registers python_*)

    game = pyspiel.load_game(name)
    rng = np.random.default_rng(0)
    for _ in range(_WARM_UP):
        peers._playout(game, rng)
    return sum(peers._playout(game, rng) for _ in range(games))


def _counted(kind: str, name: str, games: int) -> tuple[int, int]:
    """Instructions and actions of one run under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable]
    command += ["-m", "benchmarks.instructions", "--inner", kind, name, str(games)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    instructions = re.search(r"Collected : (\d+)", done.stderr)
    actions = re.search(r"ACTIONS (\d+)", done.stdout)
    if instructions is None or actions is None:
        raise RuntimeError(f"callgrind gave no count for {name}:\n{done.stderr[-2000:]}")
    return int(instructions.group(1)), int(actions.group(1))


def per_action(kind: str, name: str, games: int) -> float:
    """Instructions per action of ``games`` random playouts, start-up subtracted."""
    base, _ = _counted(kind, name, 0)
    total, actions = _counted(kind, name, games)
    return (total - base) / actions


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="playouts counted per game")
    parser.add_argument(
        "--inner", nargs=3, metavar=("KIND", "GAME", "GAMES"), help=argparse.SUPPRESS
    )
    args = parser.parse_args(argv)
    if args.inner:
        kind, name, games = args.inner
        count = _our_actions if kind == "ours" else _peer_actions
        print("ACTIONS", count(name, int(games)))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed: apt-get install valgrind")
    rows: list[tuple[str, Any]] = [("ours", name) for name in game_names()]
    if peers.openspiel_available():
        rows += [("peer", name) for name in peers.PEER_GAMES if name.startswith("python_")]
    print("| game | instructions per action |\n|---|---|")
    for kind, name in rows:
        games = args.games * (5 if kind == "peer" else 1)
        label = name if kind == "ours" else f"openspiel {name}"
        print(f"| {label} | {per_action(kind, name, games) / 1000:,.1f} k |", flush=True)


if __name__ == "__main__":
    main()
