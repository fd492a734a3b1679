"""The table's Analyse panel: the moves of the seat to move weighed, a few deals at a time.

The board stays usable while it works: each message from the page buys one chunk of deals
(:data:`CHUNK`), so a click waits for at most one chunk. The page asks for the next chunk when
it receives a running analysis (``ask: "continue"``, with the deals ``done`` it was shown: a
table shown twice has two pages asking, and only the first buys a chunk), Stop ends the run,
and a click that moves the table leaves the analysis behind (the panel says so; its numbers
were for another moment). It weighs only the viewing seat's own moves, from its own observation
(in the all-cards view, the seat to move's, from that seat's observation), so what it sends
names no card the seat cannot see. A review (``table.review()``) is shown in the same panel,
each marked moment a button that moves the history slider there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import numpy as np

from cardwidgets.analysis import (
    REVIEW_SAMPLES,
    Analysis,
    Review,
    Reviewer,
    game_seed,
    prepare,
)
from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.render.wire import SCHEMA, pack
from cardwidgets.widgets.session import TableSession

#: Deals a message buys: a first answer within a second, and a click never waits long.
CHUNK: Final = 10
#: Deals a press of Analyse (or of More deals) asks for.
RUN: Final = 200
#: Deals each decision of a review is weighed on (then more where a move looks clearly worse).
REVIEW_DEALS: Final = REVIEW_SAMPLES
#: What the page may ask of the panel (``static/wire.json`` lists them).
ASKS: Final = frozenset(SCHEMA["$defs"]["analyseRequest"]["properties"]["ask"]["enum"])


class AnalysisPanel:
    """What the panel shows and the analysis behind it, for one table."""

    def __init__(self) -> None:
        self.shown = False
        self.analysis: Analysis | None = None
        self.review: Review | None = None
        #: A review the Review button started, one decision a message; None when none runs.
        self.reviewer: Reviewer | None = None
        #: The deal the running review is of: a new deal leaves it behind.
        self._review_deal = -1
        self._key: tuple[int, int, int] | None = None
        self._target = 0
        #: Why nothing is weighed at the moment on show ("" when something is).
        self.note = ""

    @property
    def running(self) -> bool:
        return self.analysis is not None and self.analysis.samples < self._target

    @property
    def reviewing(self) -> bool:
        return self.reviewer is not None

    def handle(self, session: TableSession, body: Mapping[str, Any]) -> None:
        """A request of the page's panel; one that names another deal or step than the one on
        show, or that is not one of :data:`ASKS`, changes nothing."""
        ask = body.get("ask")
        if not isinstance(ask, str) or ask not in ASKS:
            return
        if ask == "hide":
            self.shown = False
            self._target = self.analysis.samples if self.analysis else 0
            self._stop_review()
            return
        if body.get("deal") != session.deal_number or body.get("step") != session.at:
            return
        if self.reviewer is not None and self._review_deal != session.deal_number:
            self.reviewer = None  # a review of a deal no longer on the table
        if ask == "start":
            self.start(session, RUN)
        elif ask == "review":
            self.start_review(session)
        elif ask == "stop":
            self._target = self.analysis.samples if self.analysis else 0
            self._stop_review()
        elif self.reviewer is not None:
            if ask == "continue" and body.get("done", self.reviewer.done) == self.reviewer.done:
                self._review_next(self.reviewer)
        elif self.analysis is not None and self._key == _key(session):
            if (
                ask == "continue"
                and body.get("done", self.analysis.samples) != self.analysis.samples
            ):
                return  # answered already: another view of this table asked for the same chunk
            if ask == "more" and not self.running:
                self._target = self.analysis.samples + RUN
            if self.running:
                self.analysis.more(min(CHUNK, self._target - self.analysis.samples))

    def start(
        self,
        session: TableSession,
        samples: int,
        *,
        chunk: bool = True,
        rng: np.random.Generator | int | None = None,
    ) -> None:
        """Show the panel and begin an analysis of the moment on show (one chunk of it now,
        if ``chunk``), or say why there is nothing to analyse. ``rng`` seeds it; without one,
        the moment does (:func:`~cardwidgets.analysis.game_seed`), so pressing Analyse again
        there, or on another screen of the same deal, gives the same numbers."""
        self._stop_review()
        self.shown, self.analysis, self.note, self._target = True, None, "", 0
        seat = _seat(session)
        self._key = _key(session)
        if isinstance(seat, str):
            self.note = seat
            return
        if rng is None:
            rng = game_seed(session.record(), seat, session.at)
        try:
            self.analysis = prepare(session.state, seat, game=session.game, rng=rng)
        except CardwidgetsError as error:
            self.note = str(error)
            return
        self._target = 0 if self.analysis.exact else samples
        if chunk and self.running:
            self.analysis.more(CHUNK)

    def start_review(self, session: TableSession) -> None:
        """Begin reviewing the viewing seat's decisions (in the all-cards view, the chosen
        seat's, with the true deal's advice), one decision now and one a message after."""
        self._target = self.analysis.samples if self.analysis else 0
        viewer = session.viewer
        seat = session.seat if viewer is None else viewer
        self.shown, self._key, self.note = True, _key(session), ""
        reviewer = Reviewer(session.record(), seat, samples=REVIEW_DEALS, true_deal=viewer is None)
        if not reviewer.decisions:
            self.analysis, self.review = None, None
            self.note = f"{session.names[seat]} has had no choice to make yet: nothing to review."
            return
        self.reviewer, self._review_deal, self.review = reviewer, session.deal_number, None
        self._review_next(reviewer)

    def _review_next(self, reviewer: Reviewer) -> None:
        """One more decision of the running review; the panel shows what it found so far."""
        try:
            reviewer.next()
        except CardwidgetsError as error:
            self.analysis, self.reviewer, self.note = None, None, str(error)
            return
        self.review = reviewer.result()
        if reviewer.finished:
            self.reviewer = None

    def _stop_review(self) -> None:
        """End a running review where it is: what it found stays shown."""
        if self.reviewer is not None:
            self.review = self.reviewer.result()
            self.reviewer = None

    def show_review(self, session: TableSession, review: Review) -> None:
        """Show ``review`` in the panel, below an analysis of the moment on show if any."""
        self.review = review
        if not self.shown or self._key != _key(session):
            self.shown, self.analysis, self._key, self._target = True, None, _key(session), 0
            self.note = "Each marked moment below is a button: it shows the table then."

    def payload(self, session: TableSession) -> dict[str, Any]:
        """The ``_analysis`` trait for the table on show."""
        if not self.shown:
            return {"shown": False}
        review = self._review_part()
        reviewer = self.reviewer
        if reviewer is not None:  # the whole game's decisions: whatever moment is on show
            return {
                "shown": True,
                "title": f"Reviewing {reviewer.title}",
                "running": True,
                "done": reviewer.done,
                "total": reviewer.decisions,
                "unit": "decisions",
                **review,
            }
        if self._key != _key(session):
            self._target = self.analysis.samples if self.analysis else 0
            note = "The table has moved on: press Analyse to weigh the moves of this moment."
            return {"shown": True, "title": "Analysis", "note": note, **review}
        analysis = self.analysis
        if analysis is None:
            title = "Review" if self.review is not None else "Analysis"
            return {"shown": True, "title": title, "note": self.note, **review}
        name = analysis.observation.names[analysis.seat]
        rows = [
            pack(
                "weighed",
                label=str(row.action),
                chance=row.chance,
                low=row.interval[0],
                high=row.interval[1],
                text=row.worded(),
            )
            for row in analysis.rows
        ]
        return {
            "shown": True,
            "title": f"Analysis for {name}: chance each move {analysis.measure}",
            "running": self.running,
            "done": analysis.samples,
            "total": max(self._target, analysis.samples),
            "rows": rows,
            "sentence": analysis.sentence,
            **review,
        }

    def _review_part(self) -> dict[str, Any]:
        review = self.review
        if review is None:
            return {}
        marks = [pack("mark", step=mark.step, text=mark.reason) for mark in review.marks]
        return {"review": review.summary(), "marks": marks}


def _key(session: TableSession) -> tuple[int, int, int]:
    """Which moment an analysis is of: the deal, the step and the viewer (-1: all cards)."""
    viewer = session.viewer
    return session.deal_number, session.at, -1 if viewer is None else viewer


def _seat(session: TableSession) -> int | str:
    """The seat whose moves the panel weighs now, or why there is none."""
    if session.covered:
        return "Pass the screen first."
    state = session.state
    mover = state.current_player
    if mover < 0:
        return "Nothing to choose now: " + (
            "the game is over." if state.is_terminal else "chance deals next."
        )
    viewer = session.viewer
    if viewer is not None and viewer != mover:
        return (
            f"It is {state.names[mover]}'s turn: the analysis weighs {state.names[viewer]}'s "
            "own moves, when it is their turn."
        )
    return mover
