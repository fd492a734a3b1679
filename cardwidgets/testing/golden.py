"""Golden playthroughs (after OpenSpiel's ``playthrough_test.py``): one seeded game written out in
full, kept beside the tests, so a rule change shows in review as a change to its file.
:func:`check_golden` compares a game's playthrough with its file, or writes it when
``CARDWIDGETS_REGENERATE_GOLDEN`` is set; what a file holds: :doc:`/docs/design/testing-kit`."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Final

import numpy as np

from cardwidgets.agents import RandomAgent
from cardwidgets.engine.game import Game
from cardwidgets.engine.registry import game_class, make

#: The seed every golden playthrough is dealt with, unless a test gives its own.
SEED: Final = 2024
#: Set (to anything) to write the golden files instead of comparing with them.
REGENERATE: Final = "CARDWIDGETS_REGENERATE_GOLDEN"


def short_game(name: str, variant: str | None = None) -> Game[Any, Any]:
    """The game (and variant) to play through: one hand where its rules count hands
    (``max_hands``), unless the variant sets its own number."""
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


def golden_name(name: str, variant: str | None = None) -> str:
    """The golden file's name for a game and variant: ``my_game.txt``, ``my_game-short.txt``."""
    return f"{name}.txt" if variant is None else f"{name}-{variant}.txt"


def check_golden(game: Game[Any, Any], path: Path, *, seed: int = SEED) -> None:
    """Fail unless ``game``'s seeded playthrough is the text of ``path``; with the environment
    variable ``CARDWIDGETS_REGENERATE_GOLDEN`` set, write it there first."""
    text = playthrough(game, seed)
    if os.environ.get(REGENERATE):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path}: write it with {REGENERATE}=1 and review it"
    assert text == path.read_text(encoding="utf-8"), (
        f"{game!r} no longer plays as {path.name} records: if the change is meant, rewrite it "
        f"with {REGENERATE}=1 and review the diff"
    )
