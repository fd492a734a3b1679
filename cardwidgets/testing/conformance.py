"""The conformance check as a test assertion, for a game's own tests."""

from __future__ import annotations

from typing import Any

from cardwidgets.engine.conformance import ConformanceReport, check_game
from cardwidgets.engine.game import Game
from cardwidgets.engine.registry import game_class, make


def assert_conforms(
    game: str | Game[Any, Any],
    *,
    variant: str | None = None,
    games: int = 200,
    seed: int = 0,
    deep_games: int = 10,
    **options: Any,
) -> ConformanceReport:
    """Play ``games`` seeded random games of ``game`` (a registered name, with a ``variant`` and
    rule ``options``, or a game made already) through :func:`check_game`. A broken promise
    fails the test with the game, seed, step and last events to reproduce it
    (:class:`~cardwidgets.engine.conformance.ConformanceError` is an ``AssertionError``)."""
    if isinstance(game, str):
        game = make(game, variant, **options)
    elif variant is not None or options:
        raise TypeError("give a variant and rule options with a game's name, not a made game")
    report = check_game(game, games=games, seed=seed, deep_games=deep_games)
    assert report.games == games, f"{game!r}: {report.games} of {games} games were played"
    assert min(report.lengths) > 0, f"{game!r}: a game ended before its first event"
    return report


def assert_every_variant_conforms(name: str, **settings: Any) -> list[ConformanceReport]:
    """:func:`assert_conforms` for the default rules of the game ``name``, then each named
    variant of its rules class, with the same ``settings`` (``games``, ``seed``...)."""
    variants = (None, *game_class(name).rules_class.variants)
    return [assert_conforms(name, variant=variant, **settings) for variant in variants]
