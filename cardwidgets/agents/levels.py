"""Bot levels on one scale, from "learning the rules" to the top: a learner picks the level to play,
and climbs. Each level is the Monte Carlo bot with a budget and a temperature, or the game's own
rule-of-thumb bot, so the lower levels slip as people do and every level says why it chose; how
the levels are rated: :doc:`/docs/design/bot-levels`."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from cardwidgets.agents.game_bot import default_agent
from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent
from cardwidgets.i18n import N_, _
from cardwidgets.i18n.words import written_number


@dataclass(frozen=True)
class Level:
    """One rung of the ladder: ``budget`` deals a decision at ``temperature``, or (``budget``
    0) the game's own rule-of-thumb bot."""

    number: int
    #: The level's name in English (the catalogue's entry): :meth:`label` words it.
    name: str
    budget: int
    temperature: float = 0.0

    @property
    def key(self) -> str:
        """The strength's name, as :func:`~cardwidgets.agents.make_agent` takes it."""
        return f"level_{self.number}"

    def label(self, rating: tuple[float, float] | None = None) -> str:
        """ "Level 3: rules of thumb", with its rating where measured ("…, rated 1,150 ± 90"),
        in the current language."""
        name = _(self.name)
        if rating is None:
            return _("Level {number}: {name}").format(number=self.number, name=name)
        return _("Level {number}: {name}, rated {rating} ± {margin}").format(
            number=self.number,
            name=name,
            rating=written_number(rating[0], 0),
            margin=written_number(rating[1], 0),
        )

    def agent(self, game: Game[Any, Any]) -> Agent:
        if self.budget == 0:
            return default_agent(game.name)
        from cardwidgets.agents.monte_carlo import MonteCarloAgent

        return MonteCarloAgent(game, budget=self.budget, temperature=self.temperature)


#: The ladder, lowest first; the top level is the one measured against OpenSpiel's ISMCTS.
LEVELS: Final = (
    Level(1, N_("learning the rules"), budget=1, temperature=0.5),
    Level(2, N_("beginner"), budget=2, temperature=0.2),
    Level(3, N_("rules of thumb"), budget=0),
    Level(4, N_("club player"), budget=8),
    Level(5, N_("strong"), budget=16),
    Level(6, N_("top"), budget=64),
)
#: Where the round-robin writes each game's ratings: {game: {level key: [rating, half 95%]}}.
RATINGS: Final = Path(__file__).with_name("level_ratings.json")
#: The Elo rating given to level 1, so every game's scale starts at the same place.
ANCHOR: Final = 800.0


@cache
def measured_ratings() -> dict[str, dict[str, tuple[float, float]]]:
    """The ratings the last round-robin measured, by game and level key (none if not yet)."""
    if not RATINGS.exists():
        return {}
    stored = json.loads(RATINGS.read_text(encoding="utf-8"))
    return {
        game: {key: (float(value[0]), float(value[1])) for key, value in levels.items()}
        for game, levels in stored.items()
    }


def level_of(key: str) -> Level | None:
    """The level named ``key`` ("level_3"), or None if it names none."""
    return next((level for level in LEVELS if level.key == key), None)
