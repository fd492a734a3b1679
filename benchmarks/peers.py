"""Peers measured the same way as our games: OpenSpiel's random playouts, actions per second.

OpenSpiel (``pip install cardwidgets[bench]``) is the engine most people know. Its pure-Python
games (``python_kuhn_poker``, ``python_liars_poker``) are the fair comparison for our pure-Python
engine; its C++ card games driven from Python (``hearts``) show what compiled code buys.
Moves are drawn with the same numpy Generator call our RandomAgent uses, and chance outcomes by
their probabilities, so the loop costs the same on both sides. Times are CPU seconds, as in
:mod:`benchmarks.playouts`.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

PEER_GAMES = ("python_kuhn_poker", "python_liars_poker", "hearts")


@dataclass(frozen=True)
class PeerSpeed:
    game: str
    games_per_second: float
    actions_per_second: float


def openspiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def _playout(game: Any, rng: np.random.Generator) -> int:
    state = game.new_initial_state()
    actions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            weights = np.fromiter((p for _, p in outcomes), float, len(outcomes))
            index = int(np.searchsorted(np.cumsum(weights), rng.random() * weights.sum()))
            state.apply_action(outcomes[min(index, len(outcomes) - 1)][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
        actions += 1
    return actions


def measure_peer(name: str, seconds: float = 2.0, runs: int = 5) -> PeerSpeed:
    """Median of ``runs`` runs of about ``seconds`` each of an OpenSpiel game's random playouts."""
    import pyspiel
    from open_spiel.python import games as python_games  # noqa: F401 (registers python_*)

    game = pyspiel.load_game(name)
    samples = []
    for run in range(runs):
        rng = np.random.default_rng(run)
        games = actions = 0
        start = time.process_time()
        while (elapsed := time.process_time() - start) < seconds:
            actions += _playout(game, rng)
            games += 1
        samples.append((games / elapsed, actions / elapsed))
    return PeerSpeed(
        f"openspiel {name}",
        statistics.median(s[0] for s in samples),
        statistics.median(s[1] for s in samples),
    )


if __name__ == "__main__":
    if not openspiel_available():
        raise SystemExit("OpenSpiel is not installed: pip install -e '.[bench]'")
    for peer in PEER_GAMES:
        speed = measure_peer(peer, seconds=1.0, runs=3)
        print(
            f"{speed.game}: {speed.games_per_second:,.0f} games/s, "
            f"{speed.actions_per_second:,.0f} actions/s"
        )
