"""Instructions per action under Valgrind: a speed comparison that a busy machine cannot skew.

    python -m benchmarks.instructions            # every game and OpenSpiel's pure-Python games

The playouts are those of the fair driver (:mod:`benchmarks.driver`), on both sides.

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
import random
import re
import shutil
import subprocess
import sys
from typing import Any

from benchmarks import driver
from cardwidgets.engine import game_names, make

_WARM_UP = 5


def _our_actions(name: str, games: int) -> int:
    """Actions of ``games`` random hands through the fair driver, after a warm-up."""
    game = make(name, **driver.ONE_HAND.get(name, {}))
    rand = random.Random(0).random
    for seed in range(_WARM_UP):
        driver.our_hand(game.new_state(seed), rand)
    return sum(driver.our_hand(game.new_state(1000 + seed), rand) for seed in range(games))


def _peer_actions(name: str, games: int) -> int:
    """The same for one of OpenSpiel's games, through the same driver."""
    import pyspiel
    from open_spiel.python import games as python_games  # noqa: F401 (registers python_*)

    game = pyspiel.load_game(name)
    rand = random.Random(0).random
    for _ in range(_WARM_UP):
        driver.openspiel_hand(game.new_initial_state(), rand)
    return sum(driver.openspiel_hand(game.new_initial_state(), rand) for _ in range(games))


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
    if driver.openspiel_available():
        rows += [("peer", name) for name in driver.PYTHON_PEERS]
    print("| game | instructions per action |\n|---|---|")
    for kind, name in rows:
        games = args.games * (5 if kind == "peer" else 1)
        label = name if kind == "ours" else f"openspiel {name}"
        print(f"| {label} | {per_action(kind, name, games) / 1000:,.1f} k |", flush=True)


if __name__ == "__main__":
    main()
