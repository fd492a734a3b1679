"""The registry of games: ``make("some_game", some_option="value")``. Games are found, not listed:
each is a :class:`~cardwidgets.engine.base_game.Game` class offered through the entry-point group
``cardwidgets.games``, so a package can publish a game of its own and the engine imports no game
by name; the entry point to write: :doc:`/docs/design/engine`."""

from __future__ import annotations

import difflib
import importlib
import pkgutil
import threading
from importlib.metadata import EntryPoint, entry_points
from types import ModuleType
from typing import Any, Final, TypeVar

from cardwidgets.engine.base_game import Game
from cardwidgets.engine.errors import RulesError, UnknownGameError, quoted
from cardwidgets.engine.info import DEAL_LETTERS, GameInfo

G = TypeVar("G", bound=type[Game[Any, Any]])

#: The entry-point group games are published under.
ENTRY_POINT_GROUP: Final = "cardwidgets.games"
#: The provider of the games that ship with cardwidgets (it is also declared as an entry point).
BUILTIN_PROVIDER: Final = "cardwidgets.games"

_GAMES: dict[str, type[Game[Any, Any]]] = {}
_ALIASES: dict[str, str] = {}
_LETTERS: dict[str, str] = {}
#: Set once the first discovery has run: from then on a lookup takes no lock.
_discovered = False
#: Whether this discovery is under way: a game's module that asks the registry while it is
#: imported (in the discovering thread, which holds the lock) sees the games found so far.
_discovering = False
#: Held while games are discovered: a thread that asks meanwhile waits for every game, rather
#: than finding the registry half filled (the first posts to a class server arrive together).
_LOCK = threading.RLock()


def register(game_class: G) -> G:
    """Make a game class available to :func:`make` under its declared name and aliases.

    Registering the same class again changes nothing; another class may not take a name, an
    alias or a deal-code letter that is already taken.
    """
    with _LOCK:  # a name checked free stays free until it is taken
        return _register(game_class)


def _register(game_class: G) -> G:
    info = game_class.__dict__.get("info")
    if not isinstance(info, GameInfo):
        raise RulesError(
            f"{game_class.__name__} declares no GameInfo: give the class an `info = GameInfo(...)`"
            " with its name, title and deal-code letter."
        )
    if _GAMES.get(info.name) is game_class:
        return game_class
    _check_option_ranges(game_class)
    for key in (info.name, *info.aliases):
        owner = _ALIASES.get(key)
        if owner is not None:
            raise RulesError(f"The name {key!r} of {info.title} is already taken by {owner!r}.")
    owner = _LETTERS.get(info.deal_letter)
    if owner is not None:
        free = "".join(letter for letter in DEAL_LETTERS if letter not in _LETTERS)
        raise RulesError(
            f"{info.title} asks for the deal-code letter {info.deal_letter!r}, which {owner!r} "
            f"already has; letters still free: {free}."
        )
    for key in (info.name, *info.aliases):
        _ALIASES[key] = info.name
    _LETTERS[info.deal_letter] = info.name
    _GAMES[info.name] = game_class
    return game_class


def _check_option_ranges(game_class: type[Game[Any, Any]]) -> None:
    """Every whole-number option declares both ends of its range: a value from outside (a
    keyword, a record, a deal code) is then bounded where it enters, and ``target=10**100``
    is refused with the range instead of starting a game no one can finish."""
    for opt in game_class.rules_class.options():
        if opt.kind is int and (opt.minimum is None or opt.maximum is None):
            raise RulesError(
                f"{game_class.rules_class.__name__}.{opt.name} is a whole number without a "
                f"range: declare it with option(..., minimum=..., maximum=...)."
            )


def load_provider(provider: object) -> list[type[Game[Any, Any]]]:
    """Register the games a provider offers: a game class, a module of game classes, or a
    package whose modules (or subpackages) export game classes. Returns them in order found."""
    if isinstance(provider, type) and issubclass(provider, Game):
        return [register(provider)]
    if not isinstance(provider, ModuleType):
        raise RulesError(
            f"A game provider is a Game class or a module of them, not {provider!r}: point the "
            f"{ENTRY_POINT_GROUP!r} entry point at 'package.module:GameClass' or at a package."
        )
    found = [register(cls) for cls in _declared_games(provider)]
    for module in pkgutil.iter_modules(getattr(provider, "__path__", [])):
        if not module.name.startswith("_"):
            submodule = importlib.import_module(f"{provider.__name__}.{module.name}")
            found += [register(cls) for cls in _declared_games(submodule)]
    return found


def _declared_games(module: ModuleType) -> list[type[Game[Any, Any]]]:
    """The game classes a module defines or re-exports from its own submodules."""
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, Game)
        and isinstance(value.__dict__.get("info"), GameInfo)
        and value.__module__.startswith(module.__name__)
    ]


def _load_entry_point(entry_point: EntryPoint) -> None:
    try:
        provider = entry_point.load()
    except Exception as error:
        raise RulesError(
            f"The game {entry_point.name!r} ({entry_point.value}, entry point group "
            f"{ENTRY_POINT_GROUP!r}) could not be loaded: {error}"
        ) from error
    load_provider(provider)


def discover() -> None:
    """Find every game once: the shipped ones, then those published as entry points."""
    global _discovered, _discovering
    if _discovered:
        return
    with _LOCK:
        if _discovered or _discovering:
            return
        _discovering = True
        try:
            load_provider(importlib.import_module(BUILTIN_PROVIDER))
            for entry_point in entry_points(group=ENTRY_POINT_GROUP):
                _load_entry_point(entry_point)
        finally:
            _discovering = False
            _discovered = True


def rediscover() -> None:
    """Look for entry points again (after a package that publishes games was installed)."""
    global _discovered
    with _LOCK:
        _discovered = False
        importlib.invalidate_caches()
        discover()


def game_names() -> list[str]:
    """The registered games' names, in the order they were found."""
    discover()
    return list(_GAMES)


def game_for_letter(letter: str) -> str | None:
    """The name of the game whose deal codes start with ``letter``, if one is registered."""
    discover()
    return _LETTERS.get(letter)


def game_class(name: str) -> type[Game[Any, Any]]:
    discover()
    key = name.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(name, str) else ""
    if key not in _ALIASES:
        close = difflib.get_close_matches(key, list(_ALIASES), n=1)
        suggestion = _ALIASES[close[0]] if close else None
        hint = f" Did you mean {suggestion!r}?" if suggestion else ""
        raise UnknownGameError(
            f"There is no game called {quoted(name)}.{hint} Games: {', '.join(game_names())}.",
            suggestion,
        )
    return _GAMES[_ALIASES[key]]


def make(name: str, /, variant: str | None = None, **rules: Any) -> Game[Any, Any]:
    """A game by name (or alias), with a named variant and/or rule options:
    ``make("some_game", variant="short", target=200)``."""
    cls = game_class(name)
    if variant is not None:
        return cls(cls.rules_class.variant(variant, **rules))
    return cls(cls.rules_class.from_dict(rules))  # any option's name, even self or rules
