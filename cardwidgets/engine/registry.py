"""The registry of games: ``make("half_and_half", joker="skip_next_turn")``."""

from __future__ import annotations

import difflib
from typing import Any, TypeVar

from cardwidgets.engine.errors import UnknownGameError
from cardwidgets.engine.game import Game

G = TypeVar("G", bound=type[Game[Any, Any]])

_GAMES: dict[str, type[Game[Any, Any]]] = {}
_ALIASES: dict[str, str] = {}


def register(game_class: G) -> G:
    """Class decorator: make a game available to :func:`make` under its name and aliases."""
    for key in (game_class.name, *game_class.aliases):
        owner = _ALIASES.get(key)
        if owner is not None and owner != game_class.name:
            raise ValueError(f"The name {key!r} is already taken by {owner!r}.")
        _ALIASES[key] = game_class.name
    _GAMES[game_class.name] = game_class
    return game_class


def _load_builtin_games() -> None:
    import cardwidgets.games  # noqa: F401  (registers the four games on import)


def game_names() -> list[str]:
    """The registered games' names, in the order they were registered."""
    _load_builtin_games()
    return list(_GAMES)


def game_class(name: str) -> type[Game[Any, Any]]:
    _load_builtin_games()
    key = name.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(name, str) else ""
    if key not in _ALIASES:
        close = difflib.get_close_matches(key, list(_ALIASES), n=1)
        suggestion = _ALIASES[close[0]] if close else None
        hint = f" Did you mean {suggestion!r}?" if suggestion else ""
        raise UnknownGameError(
            f"There is no game called {name!r}.{hint} Games: {', '.join(game_names())}.",
            suggestion,
        )
    return _GAMES[_ALIASES[key]]


def make(name: str, variant: str | None = None, **rules: Any) -> Game[Any, Any]:
    """A game by name, with a named variant and/or rule options.

    >>> make("half_and_half", joker="skip_next_turn")
    make('half_and_half', joker='skip_next_turn')
    """
    cls = game_class(name)
    if variant is not None:
        return cls(cls.rules_class.variant(variant, **rules))
    return cls(**rules)
