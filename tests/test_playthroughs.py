"""One seeded game of every registered game and variant, written out in full (after OpenSpiel's
``playthrough_test.py``): a rule change shows in review as a change to its golden file.

Each file holds every event with the teacher's log, then each seat's own log (what that seat
was told), then the returns. Games with several hands play one (``max_hands=1``) unless the
variant sets its own number. A new game gets its golden file by being registered; write or
rewrite every file with one command:

    CARDWIDGETS_REGENERATE_GOLDEN=1 pytest tests/test_playthroughs.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import Game, game_class, game_names

GOLDEN = Path(__file__).parent / "games" / "golden"
SEED = 2024


def short_game(name: str, variant: str | None) -> Game[Any, Any]:
    """The game (and variant) to play through: one hand where the rules count hands."""
    rules = game_class(name).rules_class
    options = {option.name for option in rules.options()}
    variant_sets = set(rules.variants[variant]) if variant is not None else set()
    short = {"max_hands": 1} if "max_hands" in options - variant_sets else {}
    return make(name, variant, **short)


def playthrough(game: Game[Any, Any], seed: int = SEED) -> str:
    """One seeded game between random bots: every event with the teacher's log, then each
    seat's own log and the result."""
    state = game.new_state(seed)
    rng = np.random.default_rng(seed)
    lines = [f"{game!r}, seed {seed}, random bots", ""]
    agent = RandomAgent()
    while not state.is_terminal:
        seen = len(state.log_entries)
        if state.is_chance:
            action = state.apply_chance()
            shown = "deal" if action.kind == "deal" else str(action)
        else:
            seat = state.current_player
            action = agent.act(state.observation(seat), state.legal_actions(), rng)
            state.apply(action)
            shown = f"{state.names[seat]}: {action}"
        lines.append(f"[{state.step}] {shown}")
        lines += [f"    {entry.for_viewer(None)}" for entry in state.log_entries[seen:]]
    for seat, name in enumerate(state.names):
        lines += ["", f"--- as {name} saw it"]
        lines += [f"    {line}" for line in state.log(seat)]
    lines += ["", f"returns {state.returns()}"]
    return "\n".join(lines) + "\n"


def golden_file(name: str, variant: str | None) -> Path:
    return GOLDEN / (f"{name}.txt" if variant is None else f"{name}-{variant}.txt")


def cases() -> list[Any]:
    return [
        pytest.param(name, variant, id=f"{name}-{variant or 'default'}")
        for name in game_names()
        for variant in (None, *game_class(name).rules_class.variants)
    ]


@pytest.mark.parametrize(("name", "variant"), cases())
def test_the_golden_playthrough_is_unchanged(name: str, variant: str | None) -> None:
    text = playthrough(short_game(name, variant))
    path = golden_file(name, variant)
    if os.environ.get("CARDWIDGETS_REGENERATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path.name}: regenerate as this module says"
    assert text == path.read_text(encoding="utf-8")


def test_every_golden_file_belongs_to_a_game_and_variant() -> None:
    wanted = {golden_file(name, variant).name for name, variant in (c.values for c in cases())}
    assert {path.name for path in GOLDEN.glob("*.txt")} <= wanted
