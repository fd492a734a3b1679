"""A learner's own results against the bot levels of one game, kept by the table: how often they
won at each level, a rating on the levels' scale where the levels were rated, and which level
to play next, so a learner climbs the ladder one clear step at a time."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

from cardwidgets.agents.levels import LEVELS, measured_ratings
from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.i18n import _
from cardwidgets.i18n.words import written_number
from cardwidgets.tournament import ELO_PER_NAT, Z95, wilson_interval

#: Games at a level before a suggestion to move: fewer tell too little.
FEW_GAMES: Final = 3


class LearnerError(CardwidgetsError, ValueError):
    """A result that cannot be kept: an unknown level or a score outside 0 to 1."""


@dataclass
class LearnerResults:
    """One learner's games of one game, by level: each a score of 1 (won), 0 (lost) or between
    (first place shared), against bots of one level at every other seat.

    ``seats`` is the number of players, so an equal player's share of wins is ``1 / seats``.
    """

    game: str
    seats: int
    scores: dict[int, list[float]] = field(default_factory=dict)
    #: The level played last: the one the suggestion is about.
    last: int | None = None

    def add(self, level: int, score: float) -> None:
        """Keep one finished game; a bad level or score is refused and nothing changes."""
        numbers = [rung.number for rung in LEVELS]
        if level not in numbers:
            raise LearnerError(f"There is no level {level!r}: the levels are {numbers}.")
        if not 0 <= score <= 1:
            raise LearnerError(
                f"A game's score is from 0 (lost) to 1 (won), not {score!r}: a shared first "
                f"place scores between."
            )
        self.scores.setdefault(level, []).append(float(score))
        self.last = level

    @property
    def equal_share(self) -> float:
        return 1 / self.seats

    def record(self, level: int) -> tuple[float, int]:
        """Wins (shared firsts counted in part) and games against ``level``."""
        scores = self.scores.get(level, [])
        return sum(scores), len(scores)

    def rating(self) -> tuple[float, float] | None:
        """The learner's rating on the levels' scale with its 95% half-width, fitted to their
        results by maximum likelihood (the levels' own ratings held fixed, one drawn game
        against the first level played as a weak prior, as the ladder's round-robin does), or
        None when this game's levels are not rated yet or nothing was played."""
        rated = measured_ratings().get(self.game)
        if not rated or not self.scores:
            return None
        offset = math.log(self.seats - 1)
        rows = [
            (rated[f"level_{level}"][0] / ELO_PER_NAT, sum(scores), float(len(scores)))
            for level, scores in self.scores.items()
            if f"level_{level}" in rated
        ]
        if not rows:
            return None
        first = rows[0]
        rows.append((first[0], 0.5, 1.0))
        theta = sum(level for level, _, _ in rows) / len(rows)
        information = 0.0
        for _iteration in range(100):
            gradient = information = 0.0
            for level, wins, games in rows:
                chance = 1 / (1 + math.exp(-(theta - level - offset)))
                gradient += wins - games * chance
                information += games * chance * (1 - chance)
            step = gradient / information
            theta += step
            if abs(step) < 1e-10:
                break
        return theta * ELO_PER_NAT, Z95 * ELO_PER_NAT / math.sqrt(information)

    def suggestion(self) -> str:
        """Which level to play next, and why, in a sentence: up once the learner clearly wins
        more than an equal player against the level played last (the 95% interval above the
        equal share), down once clearly less, else the same level."""
        if self.last is None:
            return _("Play a game against a level to see how you do.")
        level = self.last
        wins, games = self.record(level)
        low, high = wilson_interval(wins, games)
        equal = self.equal_share
        so_far = _(
            "You won {wins} of {games} against level {level} (an equal player wins {equal})"
        ).format(
            wins=written_number(wins),
            games=games,
            level=level,
            equal=written_number(equal, 0, percent=True),
        )
        top = LEVELS[-1].number
        if games >= FEW_GAMES and low > equal:
            if level == top:
                return _("{so_far}: you beat the top level.").format(so_far=so_far)
            return _("{so_far}: try level {level}.").format(so_far=so_far, level=level + 1)
        if games >= FEW_GAMES and high < equal and level > LEVELS[0].number:
            return _("{so_far}: try level {level}, then climb back.").format(
                so_far=so_far, level=level - 1
            )
        return _("{so_far}: play level {level} again, it is not clear yet.").format(
            so_far=so_far, level=level
        )
