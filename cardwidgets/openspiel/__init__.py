"""Every registered game as an OpenSpiel game: ``pyspiel.load_game("cardwidgets_<name>")``. Why it
works as it does: ``docs/design/adapters.md``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

try:
    import pyspiel
except ImportError as error:  # the extra is optional: say how to get it
    raise ImportError(
        "cardwidgets.openspiel needs OpenSpiel: pip install 'cardwidgets[openspiel]'."
    ) from error

from cardwidgets.engine.record import GameRecord
from cardwidgets.engine.registry import game_class, game_names
from cardwidgets.openspiel.agents import OpenSpielAgent, ismcts_agent, mcts_agent
from cardwidgets.openspiel.game import CardGame, CardGameState, SeatObserver
from cardwidgets.openspiel.parameters import DEFAULT_MAX_MOVES, PREFIX, SEED, _game_type, short_name

__all__ = [
    "DEFAULT_MAX_MOVES",
    "PREFIX",
    "SEED",
    "CardGame",
    "CardGameState",
    "OpenSpielAgent",
    "SeatObserver",
    "ismcts_agent",
    "load",
    "mcts_agent",
    "record",
    "register",
    "short_name",
]


def register(names: Sequence[str] | None = None) -> list[str]:
    """Declare the registered games (all of them by default) to OpenSpiel; their short names.

    A game already declared is left as it is, so this may be called again after a game is
    registered (OpenSpiel cannot forget a game once declared)."""
    declared = set(pyspiel.registered_names())
    found = []
    for name in game_names() if names is None else names:
        game_type = _game_type(name)
        if game_type.short_name not in declared:
            pyspiel.register_game(game_type, _game_class(name, game_type))
        found.append(game_type.short_name)
    return found


def record(state: CardGameState) -> GameRecord:
    """The game record of ``state`` so far (a shuffle being dealt card by card is left out
    until its last card): it replays in cardwidgets to the same position."""
    return state.ours.record()


def _game_class(name: str, game_type: pyspiel.GameType) -> type[CardGame]:
    """The class OpenSpiel makes the game with: a class, not a function, because OpenSpiel
    keeps what it is given until after Python has shut down, and only a class survives that."""
    members = {"registered_name": name, "game_type": game_type}
    return type(f"{game_class(name).__name__}OpenSpielGame", (CardGame,), members)


def load(name: str, variant: str | None = None, **rules: Any) -> CardGame:
    """Our game ``name`` through OpenSpiel: ``load("some_game", players=3)``."""
    options = {"variant": variant or "", **rules}
    text = ",".join(f"{key}={0 if value is None else value}" for key, value in options.items())
    game: CardGame = pyspiel.load_game(f"{short_name(name)}({text})")
    return game


register()
