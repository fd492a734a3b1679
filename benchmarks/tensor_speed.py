"""Microseconds per ``information_state_tensor`` and ``observation_tensor`` call through
OpenSpiel, on the positions of seeded random hands of each game (issue 28)::

    python -m benchmarks.tensor_speed
"""

from __future__ import annotations

import timeit
from random import Random

from benchmarks.tensor_recall import one_hand
from cardwidgets.engine import game_names


def positions(name: str, hands: int = 5, seed: int = 0) -> list[object]:
    from cardwidgets.openspiel import load

    game = load(name, **one_hand(name))
    rand = Random(seed)
    found = []
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rand.choices(outcomes, chances)[0])
                continue
            found.append(state.clone())
            state.apply_action(rand.choice(state.legal_actions()))
    return found


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
