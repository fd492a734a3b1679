"""The teacher's side in a notebook: the live board as a widget, and the class's controls.
``Board(address, token)`` shows what ``/board`` shows on a projector, redrawn as results arrive,
and its methods do what the teacher may (:doc:`/docs/design/classroom`)."""

from __future__ import annotations

import threading
from fractions import Fraction
from pathlib import Path
from typing import Any, Final

import anywidget
import traitlets

from cardwidgets.classroom.client import ClassServerError, Unreachable, request_json

STATIC: Final = Path(__file__).parent / "static"
#: How often the board asks the server for the latest figures.
REFRESH_SECONDS: Final = 1.0


class Board(anywidget.AnyWidget):
    """The class board of the server at ``address``, for the teacher holding ``token``."""

    _esm = STATIC / "board.js"
    _css = STATIC / "board.css"
    #: The server's figures (``classroom/board.py``), replaced whole when they change.
    _board = traitlets.Dict().tag(sync=True)

    def __init__(self, address: str, token: str) -> None:
        super().__init__()
        self.address, self._token = address.rstrip("/"), token
        self._closing = threading.Event()
        self.refresh()
        threading.Thread(target=self._follow, daemon=True, name="class-board").start()

    def refresh(self) -> dict[str, Any]:
        """Fetch the figures now (the thread does so each second); they are also returned."""
        figures: dict[str, Any] = self._call("/api/board")
        if figures.get("revision") != self._board.get("revision"):
            self._board = figures
        return figures

    def start(
        self,
        title: str,
        *,
        game: str | None = None,
        outcome: str = "first_mover_wins",
        exact: float | Fraction | None = None,
        question: str | None = None,
    ) -> None:
        """Start an activity: pool ``game``'s games (None: any) by ``outcome`` against the
        ``exact`` answer the lesson computes, and the guesses to ``question``."""
        self._change(
            {
                "action": "start",
                "title": title,
                "game": game,
                "outcome": outcome,
                "exact": None if exact is None else float(exact),
                "question": question,
            }
        )

    def stop(self) -> None:
        self._change({"action": "stop"})

    def reset(self) -> None:
        """A fresh pool under the same activity (the earlier results stay in the export)."""
        self._change({"action": "reset"})

    def hide_names(self, hidden: bool = True) -> None:
        self._call("/api/names", {"hidden": hidden})
        self.refresh()

    def remove(self, name: str) -> None:
        self._call("/api/remove", {"name": name})
        self.refresh()

    def students(self) -> list[str]:
        names: list[str] = self._call("/api/students")
        return names

    def export_csv(self, path: str | Path = "class.csv") -> Path:
        """Every result of every activity, one row each, written to ``path``."""
        import urllib.request

        request = urllib.request.Request(
            self.address + "/api/export.csv", headers={"authorization": f"Bearer {self._token}"}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            Path(path).write_bytes(response.read())
        return Path(path)

    def summary(self) -> str:
        """The board in words: the counts, the pooled share with its interval, the exact answer."""
        figures = self._board
        activity = figures.get("activity", {})
        students = _counted(figures.get("students", 0), "student")
        lines = [
            f"{activity.get('title', 'Class board')}: {students}, "
            f"{_counted(figures.get('games', 0), 'game')}."
        ]
        estimate = figures.get("estimate")
        if estimate is not None:
            lines.append(
                f"Pooled: {activity.get('outcome_text', 'hit')} in {estimate['value']:.1%} "
                f"of the games (95% interval {estimate['low']:.1%} to {estimate['high']:.1%})."
            )
        if activity.get("exact") is not None:
            exact = activity["exact"]
            inside = estimate is not None and estimate["low"] <= exact <= estimate["high"]
            where = "inside" if inside else "outside"
            lines.append(f"Exact: {exact:.1%}" + (f", {where} the interval." if estimate else "."))
        if figures.get("guesses"):
            guesses = sorted(figures["guesses"])
            lines.append(
                f"Guesses: {len(guesses)}, from {guesses[0]:.0%} to {guesses[-1]:.0%} "
                f"(middle {guesses[len(guesses) // 2]:.0%})."
            )
        return "\n".join(lines)

    def __repr__(self) -> str:
        """The summary: what a saved notebook or a terminal shows for the widget."""
        return self.summary()

    def close(self) -> None:
        self._closing.set()
        super().close()

    def _change(self, body: dict[str, Any]) -> None:
        self._call("/api/activity", body)
        self.refresh()

    def _call(self, path: str, body: dict[str, Any] | None = None) -> Any:
        try:
            return request_json(self.address, path, body, self._token)
        except Unreachable as error:
            raise ClassServerError(f"The class server cannot be reached: {error}") from None

    def _follow(self) -> None:
        while not self._closing.wait(REFRESH_SECONDS):
            try:
                self.refresh()
            except ClassServerError:
                continue  # the server restarting: the next second tries again


def _counted(number: int, noun: str) -> str:
    """ "1 student", "12 students"."""
    return f"{number} {noun}{'' if number == 1 else 's'}"
