"""A game lives in one folder: outside ``cardwidgets/games/<game>/`` the package names no game.

The engine, the agents, probability, render and the widgets work for any registered game, so
none of them may name one of the shipped games: not its name (which is also its folder's and
modules' name), its title, its class or a distinctive alias. Tests, notebooks and the docs may.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardwidgets
from cardwidgets.engine import game_class, game_names

PACKAGE = Path(cardwidgets.__file__).parent
GAMES = PACKAGE / "games"
#: Aliases shorter than this are ordinary words ("half") or codes ("tn42"), not names.
DISTINCTIVE = 7


def words_for(name: str) -> list[str]:
    """What would name this game: its name, title, class and distinctive aliases."""
    cls = game_class(name)
    aliases = [alias for alias in cls.aliases if len(alias) >= DISTINCTIVE]
    return [cls.name, cls.title, cls.__name__, *aliases]


def sources() -> list[Path]:
    """Every source file of the package outside the games' own folders."""
    return sorted(
        path
        for path in PACKAGE.rglob("*")
        if path.suffix in (".py", ".js", ".css")
        and (path.parent == GAMES or GAMES not in path.parents)
    )


def test_the_four_games_are_shipped_each_in_its_own_folder():
    shipped = sorted(
        name for name in game_names() if game_class(name).__module__.startswith("cardwidgets.")
    )
    assert shipped == ["call_deuces", "half_and_half", "take_two", "tennessee_for_two"]
    for name in shipped:
        assert game_class(name).__module__ == f"cardwidgets.games.{name}.game"


@pytest.mark.parametrize("name", ["call_deuces", "half_and_half", "take_two", "tennessee_for_two"])
def test_no_game_is_named_outside_its_own_folder(name):
    pattern = re.compile("|".join(re.escape(word) for word in words_for(name)), re.IGNORECASE)
    named = [
        f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}"
        for path in sources()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]
    assert not named, "\n".join(named)
