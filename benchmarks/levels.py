"""The bot levels on one scale: a round-robin of seeded one-hand games, rated by Bradley-Terry.

    python -m benchmarks.levels --games tennessee_for_two --hands 20
    python -m benchmarks.levels --hands 100 --write      # and keep the ratings for the menu

Every level of :data:`~cardwidgets.agents.levels.LEVELS` plays every other, ``--hands`` seeded
hands a match (hand ``i`` from seed ``--seed + i``, the level in seat ``i % n``, the other level
in every other seat), as :func:`~cardwidgets.tournament.tournament` plays them; the ratings
(:func:`~cardwidgets.tournament.bradley_terry`, level 1 at
:data:`~cardwidgets.agents.levels.ANCHOR`) are printed with 95% intervals as a table for
RESULTS.md, and ``--write`` keeps them in ``cardwidgets/agents/level_ratings.json``, where the
table's strength menu reads them.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence

from benchmarks.mc_bots import GAMES
from cardwidgets.agents.levels import ANCHOR, LEVELS, RATINGS
from cardwidgets.engine import make
from cardwidgets.tournament import tournament


def rate(name: str, hands: int, seed: int) -> dict[str, tuple[float, float]]:
    """Each level's rating and 95% half interval in one-hand games of ``name``."""
    game = make(name, max_hands=1)
    agents = {level.key: level.agent(game) for level in LEVELS}
    played = tournament(game, agents, games=hands, seed=seed, workers=1, progress=True)
    return played.ratings(anchor=ANCHOR)


def markdown(ratings: dict[str, dict[str, tuple[float, float]]], hands: int) -> str:
    lines = [
        f"| level | {' | '.join(ratings)} |",
        "|---|" + "---|" * len(ratings),
    ]
    for level in LEVELS:
        cells = [f"{r[level.key][0]:,.0f} ± {r[level.key][1]:,.0f}" for r in ratings.values()]
        lines.append(f"| {level.label()} | {' | '.join(cells)} |")
    lines.append(f"\n{hands} hands a match, every level against every other, as each side.")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES)
    parser.add_argument("--hands", type=int, default=100, help="seeded hands a match")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--write", action="store_true", help=f"keep the ratings in {RATINGS.name}")
    args = parser.parse_args(argv)
    ratings = {}
    for name in args.games:
        start = time.process_time()
        ratings[name] = rate(name, args.hands, args.seed)
        print(f"{name}: {time.process_time() - start:.0f} CPU s", flush=True)
    print(markdown(ratings, args.hands), flush=True)
    if args.write:
        stored = json.loads(RATINGS.read_text(encoding="utf-8")) if RATINGS.exists() else {}
        stored |= {
            name: {k: [round(v[0]), round(v[1])] for k, v in r.items()}
            for name, r in ratings.items()
        }
        RATINGS.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
