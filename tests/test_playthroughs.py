"""One seeded game of every registered game and variant, written out in full by the testing
kit's golden writer (:mod:`cardwidgets.testing.golden`): a rule change shows in review as a
change to its golden file. Games with several hands play one (``max_hands=1``) unless the
variant sets its own number. A new game gets its golden file by being registered; write or
rewrite every file with one command:

    CARDWIDGETS_REGENERATE_GOLDEN=1 pytest tests/test_playthroughs.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardwidgets.engine import game_class, game_names
from cardwidgets.testing import check_golden, golden_name, short_game

GOLDEN = Path(__file__).parent / "games" / "golden"


def cases() -> list[Any]:
    return [
        pytest.param(name, variant, id=f"{name}-{variant or 'default'}")
        for name in game_names()
        for variant in (None, *game_class(name).rules_class.variants)
    ]


@pytest.mark.parametrize(("name", "variant"), cases())
def test_the_golden_playthrough_is_unchanged(name: str, variant: str | None) -> None:
    check_golden(short_game(name, variant), GOLDEN / golden_name(name, variant))


def test_every_golden_file_belongs_to_a_game_and_variant() -> None:
    wanted = {golden_name(name, variant) for name, variant in (c.values for c in cases())}
    assert {path.name for path in GOLDEN.glob("*.txt")} <= wanted
