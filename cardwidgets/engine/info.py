"""What a game declares about itself, as data (after OpenSpiel's ``_GAME_TYPE``/``_GAME_INFO``).
Each game class carries one :class:`GameInfo`, which the registry, deal codes, the table, the
bots and the start page read, so no list of games is kept anywhere else, and whose parts (bot,
view, odds panel) are imported only when first needed (:doc:`/docs/design/engine`)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Final

from cardwidgets.engine.errors import RulesError

#: Deal-code letters a game may take: Crockford's letters (no I, L, O or U, which read as
#: digits or are left out), so a code never starts with a digit.
DEAL_LETTERS: Final = "ABCDEFGHJKMNPQRSTVWXYZ"


@dataclass(frozen=True)
class Showcase:
    """How the start page shows a game: one line about it, the seeded table its picture shows
    (``steps`` events into the game from ``seed``), and its place on the page (simplest first)."""

    line: str
    seed: int
    steps: int
    place: int


@dataclass(frozen=True, kw_only=True)
class GameInfo:
    """A game's facts and parts.

    ``bot``, ``view``, ``odds``, ``inferences``, ``alike_moves``, ``exact`` and ``exercises``
    are dotted paths (``"my_game.bots:MyBot"``): the bot a factory of agents (a class), the
    view a function from an observation to a table view, the odds a function from an
    observation to an odds panel, the inferences a function from a seat's observation to the
    sentences it can be sure of (what the analysis shows beside the moves' chances),
    ``alike_moves`` a function from a seat's observation and some of its legal moves to groups
    of those that come to the same (touching cards, which the Monte Carlo bot and the analysis
    weigh once for all), ``exact`` a function from the observation of the seat to move to each
    legal move's exact worth where the game can work it out (see :mod:`cardwidgets.analysis`;
    None elsewhere), the exercises a sequence of :class:`cardwidgets.lessons.Exercise` that its
    lessons check answers against. A game without a view plays on the engine's default table;
    one without a bot gets random bots; one without odds or inferences shows none; one without
    ``alike_moves`` has every move weighed on its own; one without ``exact`` is analysed by
    sampling; one without exercises has none to check.
    """

    #: The registered name: lower case with underscores ("my_game").
    name: str
    title: str
    #: Other names :func:`~cardwidgets.engine.registry.make` accepts ("mine").
    aliases: tuple[str, ...] = ()
    min_players: int = 2
    max_players: int = 2
    #: The letter that starts every deal code of the game; it never changes once codes are out.
    deal_letter: str
    #: Raised when a rule changes the play of recorded games, so old records can be told apart.
    rules_version: int = 1
    bot: str | None = None
    view: str | None = None
    odds: str | None = None
    inferences: str | None = None
    alike_moves: str | None = None
    exact: str | None = None
    exercises: str | None = None
    showcase: Showcase | None = None

    def __post_init__(self) -> None:
        if not self.name.isidentifier() or self.name != self.name.lower():
            raise RulesError(
                f"A game's name is lower case with underscores, like 'my_game', not {self.name!r}."
            )
        if len(self.deal_letter) != 1 or self.deal_letter not in DEAL_LETTERS:
            raise RulesError(
                f"{self.title}: a deal-code letter is one capital of {DEAL_LETTERS}, not "
                f"{self.deal_letter!r}."
            )
        if not 1 <= self.min_players <= self.max_players:
            raise RulesError(
                f"{self.title}: player counts go from min_players to max_players, at least 1, "
                f"not {self.min_players} to {self.max_players}."
            )
        for part in (
            self.bot,
            self.view,
            self.odds,
            self.inferences,
            self.alike_moves,
            self.exact,
            self.exercises,
        ):
            if part is not None and part.count(":") != 1:
                raise RulesError(
                    f"{self.title}: a part is named 'package.module:attribute', not {part!r}."
                )


def load_part(reference: str) -> Any:
    """The object a dotted path ``"package.module:attribute"`` names, importing its module."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    try:
        return getattr(module, attribute)
    except AttributeError:
        raise RulesError(f"{module_name} has no {attribute!r} (named by {reference!r}).") from None
