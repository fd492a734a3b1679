"""How often two different moves leave the mover's information-state tensor equal (issue 28).

At every decision with two or more legal moves, over seeded random games of every game and
variant, each move is applied to a copy of the OpenSpiel state and the mover's
``information_state_tensor`` compared; a decision *aliases* when two of its moves give equal
tensors (the tensor forgot a move the seat made). Perfect recall means 0% everywhere::

    python -m benchmarks.tensor_recall [hands per configuration]
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterator
from random import Random
from typing import Any

from cardwidgets.engine import game_class, game_names


def configurations() -> list[tuple[str, str | None]]:
    """Every game with no variant, then each of its named variants."""
    found: list[tuple[str, str | None]] = []
    for name in game_names():
        found.append((name, None))
        found.extend((name, variant) for variant in game_class(name).rules_class.variants)
    return found


def one_hand(name: str) -> dict[str, Any]:
    options = {option.name for option in game_class(name).rules_class.options()}
    return {"max_hands": 1} if "max_hands" in options else {}


def decisions(name: str, variant: str | None, hands: int, seed: int = 0) -> Iterator[Any]:
    """Each OpenSpiel state of ``hands`` seeded random hands at which a seat is to move; a
    random legal move is played once the caller has looked at it."""
    from cardwidgets.openspiel import load

    game = load(name, variant, **one_hand(name))
    rand = Random(seed)
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rand.choices(outcomes, chances)[0])
                continue
            yield state
            state.apply_action(rand.choice(state.legal_actions()))


def aliasing(name: str, variant: str | None, hands: int, seed: int = 0) -> tuple[int, int]:
    """(decisions that alias, decisions of two or more moves) over ``hands`` random hands."""
    aliased = counted = 0
    for state in decisions(name, variant, hands, seed):
        legal = state.legal_actions()
        if len(legal) > 1:
            mover = state.current_player()
            seen = set()
            for action in legal:
                child = state.clone()
                child.apply_action(action)
                seen.add(tuple(child.information_state_tensor(mover)))
            counted += 1
            aliased += len(seen) < len(legal)
    return aliased, counted


def main(hands: int = 20) -> None:
    per_game: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for name, variant in configurations():
        aliased, decisions = aliasing(name, variant, hands)
        per_game[name][0] += aliased
        per_game[name][1] += decisions
        share = aliased / decisions if decisions else 0.0
        print(f"{name:20} {variant or '(default)':28} {aliased:5}/{decisions:5}  {share:6.1%}")
    for name, (aliased, decisions) in per_game.items():
        print(f"{name:20} all variants {aliased:6}/{decisions:6}  {aliased / decisions:6.1%}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
