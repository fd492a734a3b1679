"""What every part of a table session shares: the error it refuses a request with, the game and
the state on show, and the line the page reads out after each request."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.engine.game import Game, State
from cardwidgets.engine.play import Agent
from cardwidgets.i18n.words import seat_name

#: How many of the latest log lines a frame carries (the whole story is in ``state.log``).
LOG_TAIL: Final = 10


class TableError(CardwidgetsError, ValueError):
    """A request the table refuses, in words for the person at the table. Nothing changed."""


class SessionBase:
    """The ground the session's parts stand on: the game, its seats' names and bots, the state
    on show, and what the page is told."""

    game: Game[Any, Any]
    names: tuple[str, ...]
    agents: list[Agent]
    state: State
    seed: int
    #: Why the latest request changed nothing ("" when it did what it asked).
    message: str
    #: What the page reads out after the latest request.
    announcement: str
    #: The same as the page is told it: a count of the log's latest lines, when it is those.
    _announcement: str | int

    @property
    def at(self) -> int:
        """The step on show: how many events of the timeline have been applied."""
        return self.state.step

    def seat_label(self, seat: int) -> str:
        """A seat's name as the table's language writes it ("Nord" for North at a French table;
        a name a person gave stays as given): what the session's sentences say."""
        return seat_name(self.names[seat])

    def _said(self, lines: Sequence[str], *, logged: bool = False) -> None:
        """What the page reads out. ``logged`` lines are the latest lines of the viewer's log
        (an event's own lines), so the page is told only how many: they travel once, in the log.
        """
        self.announcement = " ".join(lines)
        logged = logged and len(lines) <= LOG_TAIL
        self._announcement = len(lines) if logged else self.announcement
        self.message = ""
