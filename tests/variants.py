"""Every registered game and each of its named variants, as pytest parameters: a test that
takes them covers a new game by its being registered."""

from __future__ import annotations

from typing import Any

import pytest

from cardwidgets.engine import game_class, game_names


def every_game_and_variant() -> list[Any]:
    """A parameter (game name, variant or None) per game and named variant, named by both."""
    cases = []
    for name in game_names():
        cases.append(pytest.param(name, None, id=f"{name}-default"))
        for variant in game_class(name).rules_class.variants:
            cases.append(pytest.param(name, variant, id=f"{name}-{variant}"))
    return cases
