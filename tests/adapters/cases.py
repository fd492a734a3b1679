"""What the adapter tests share: every game and variant, and the rules that keep a game short."""

from __future__ import annotations

from typing import Any

import pytest

from cardwidgets.engine import game_class, game_names


def one_hand(name: str) -> dict[str, Any]:
    """``max_hands=1`` for a game of several hands (its hands are alike; one keeps tests quick)."""
    options = {option.name for option in game_class(name).rules_class.options()}
    return {"max_hands": 1} if "max_hands" in options else {}


def every_game_and_variant() -> list[Any]:
    """A pytest parameter (game name, variant or None) per game and named variant."""
    cases = []
    for name in game_names():
        cases.append(pytest.param(name, None, id=f"{name}-default"))
        for variant in game_class(name).rules_class.variants:
            cases.append(pytest.param(name, variant, id=f"{name}-{variant}"))
    return cases


def extra_missing(extra: str) -> str:
    return f"the {extra!r} extra is not installed (pip install -e '.[{extra}]'; make test does)"
