"""The play notebooks, run top to bottom, leave the learner's table as it opened: at its first
decision, nothing played for the learner, the Odds off; their demonstrations use tables of
their own. Each links to its game's rules and probability lessons and tells of the Odds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardwidgets.widgets import TableWidget

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"
PLAY_NOTEBOOKS = {
    "half_and_half": ("half_and_half_rules", "half_and_half_probability"),
    "tennessee_for_two": ("tennessee_for_two_rules", "tennessee_probability"),
    "call_deuces": ("call_deuces_rules", "call_deuces_probability"),
    "take_two": ("take_two_rules", "take_two_probability"),
}


def cells(name: str, kind: str) -> list[str]:
    notebook = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == kind]


@pytest.mark.parametrize("name", PLAY_NOTEBOOKS)
def test_run_all_leaves_the_learners_table_untouched_at_its_first_decision(name: str):
    namespace: dict[str, Any] = {}
    for source in cells(name, "code"):
        exec(compile(source, f"{name}.ipynb", "exec"), namespace)
    table = namespace["table"]
    assert isinstance(table, TableWidget)
    state = table.state
    opened = state.game.new_state(state.seed)
    opened.advance_chance()
    assert state.history == opened.history, "only the deal before the first decision"
    assert not state.is_chance
    assert table.step_number == len(table.record().events), "nothing after it, either"
    assert table._odds == {"shown": False}, "the learner switches the Odds on, not Run All"


@pytest.mark.parametrize("name", PLAY_NOTEBOOKS)
def test_each_play_notebook_links_its_lessons_and_tells_of_the_odds_button(name: str):
    text = "\n".join(cells(name, "markdown"))
    for lesson in PLAY_NOTEBOOKS[name]:
        assert f"(../tutorials/{lesson}.ipynb)" in text
    assert "**Odds**" in text
