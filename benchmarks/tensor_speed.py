"""Microseconds per ``information_state_tensor`` and ``observation_tensor`` call through
OpenSpiel, on the positions of seeded random hands of each game (issue 28)::

    python -m benchmarks.tensor_speed
"""

from __future__ import annotations

import timeit

from benchmarks.tensor_recall import decisions
from cardwidgets.engine import game_names


def positions(name: str, hands: int = 5, seed: int = 0) -> list[object]:
    """Copies of the states of ``hands`` seeded random hands at which a seat is to move."""
    return [state.clone() for state in decisions(name, None, hands, seed)]


def main() -> None:
    for name in game_names():
        states = positions(name)
        for method in ("information_state_tensor", "observation_tensor"):
            calls = [getattr(state, method) for state in states]
            movers = [state.current_player() for state in states]

            def run(calls=calls, movers=movers) -> None:
                for call, mover in zip(calls, movers, strict=True):
                    call(mover)

            best = min(timeit.repeat(run, number=3, repeat=5)) / (3 * len(states))
            print(f"{name:20} {method:26} {best * 1e6:8.1f} µs a call")


if __name__ == "__main__":
    main()
