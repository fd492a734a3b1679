"""The table's Analyse panel: the moves of the seat to move weighed, a slice of work at a time, so
the kernel keeps answering while it works, and from the viewing seat's own observation, so what
it sends names no card that seat cannot see. How the page asks for slices, and how a review runs
and stops: :doc:`/docs/design/analysis`."""

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
from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.i18n import _
from cardwidgets.i18n.words import seat_name, written_number
from cardwidgets.render.wire import SCHEMA, pack
from cardwidgets.widgets.session import TableSession
from cardwidgets.widgets.slices import for_a_slice

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
        #: A review the Review button started, a slice a message; None when none runs.
        self.reviewer: Reviewer | None = None
        #: The deal and the events the running review is of: a new deal, or a move that
        #: replaces those events, leaves it behind.
        self._reviewed: tuple[int, tuple[Action, ...]] = (-1, ())
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
        show, or that is not one of :data:`ASKS`, changes nothing. A running review is of the
        whole game, so its Stop and its next slice need only name the deal: the page may ask
        for a slice before it has the frame of a step it moved to meanwhile."""
        ask = body.get("ask")
        if not isinstance(ask, str) or ask not in ASKS:
            return
        if ask == "hide":
            self.shown = False
            self._target = self.analysis.samples if self.analysis else 0
            self._stop_review()
            return
        self._follow_review(session)
        reviewer = self.reviewer
        if reviewer is not None and ask in ("continue", "stop"):
            if body.get("deal") != session.deal_number:
                return
            if ask == "stop":
                self._stop_review()
            elif body.get("worked", _worked(reviewer)) == _worked(reviewer):
                self._review_slice(reviewer)
            return
        if body.get("deal") != session.deal_number or body.get("step") != session.at:
            return
        if ask == "start":
            self.start(session, RUN)
        elif ask == "review":
            self.start_review(session)
        elif ask == "stop":
            self._target = self.analysis.samples if self.analysis else 0
        elif self.analysis is not None and self._key == _key(session):
            if ask == "continue" and body.get("worked", self.analysis.samples) != (
                self.analysis.samples
            ):
                return  # answered already: another view of this table asked for the same slice
            if ask == "more" and not self.running:
                self._target = self.analysis.samples + RUN
            if self.running:
                self._analysis_slice()

    def start(
        self,
        session: TableSession,
        samples: int,
        *,
        chunk: bool = True,
        rng: np.random.Generator | int | None = None,
    ) -> None:
        """Show the panel and begin an analysis of the moment on show (one slice of it now,
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
            self._analysis_slice()

    def _analysis_slice(self) -> None:
        """Deals of the running analysis for one slice, up to its target."""
        analysis = self.analysis
        assert analysis is not None
        deals = analysis.sampling(self._target - analysis.samples)
        for_a_slice(lambda: next(deals, None) is None)

    def start_review(self, session: TableSession) -> None:
        """Begin reviewing the viewing seat's decisions (in the all-cards view, the chosen
        seat's, with the true deal's advice): one slice now and one a message after."""
        self._target = self.analysis.samples if self.analysis else 0
        viewer = session.viewer
        seat = session.seat if viewer is None else viewer
        self.shown, self._key, self.note = True, _key(session), ""
        reviewer = Reviewer(session.record(), seat, samples=REVIEW_DEALS, true_deal=viewer is None)
        if not reviewer.decisions:
            self.analysis, self.review = None, None
            self.note = _("{name} has had no choice to make yet: nothing to review.").format(
                name=seat_name(session.names[seat])
            )
            return
        self.reviewer, self.review = reviewer, None
        self._reviewed = (session.deal_number, session.timeline)
        self._review_slice(reviewer)

    def _review_slice(self, reviewer: Reviewer) -> None:
        """One slice more of the running review; the panel shows what it found so far."""
        try:
            for_a_slice(lambda: reviewer.advance() and reviewer.finished)
        except CardwidgetsError as error:
            self.analysis, self.reviewer, self.note = None, None, str(error)
            return
        self.review = reviewer.result()
        if reviewer.finished:
            self.reviewer = None

    def _follow_review(self, session: TableSession) -> None:
        """Stop a running review the table has left behind, saying why: a new deal, or a move
        that replaced the events it reviews. Going back and forth, or playing on from its end,
        leaves its game as it was, so it runs on."""
        if self.reviewer is None:
            return
        deal, events = self._reviewed
        if deal != session.deal_number:
            self.reviewer, self.review, self.note = None, None, ""
        elif session.timeline[: len(events)] != events:
            self.reviewer, self.review = None, None
            self.analysis, self._key = None, _key(session)
            self.note = _(
                "The review stopped: a move replaced the history it was reviewing. Press "
                "Review the game to review the game as it is now."
            )

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
            self.note = _("Each marked moment below is a button: it shows the table then.")

    def payload(self, session: TableSession) -> dict[str, Any]:
        """The ``_analysis`` trait for the table on show."""
        if not self.shown:
            return {"shown": False}
        self._follow_review(session)
        review = self._review_part()
        reviewer = self.reviewer
        if reviewer is not None:  # the whole game's decisions: whatever moment is on show
            return {
                "shown": True,
                "title": _("Reviewing {title}").format(title=reviewer.title),
                "running": True,
                "done": reviewer.done,
                "total": reviewer.decisions,
                "unit": "decisions",
                "worked": _worked(reviewer),
                **review,
            }
        if self._key != _key(session):
            self._target = self.analysis.samples if self.analysis else 0
            note = _("The table has moved on: press Analyse to weigh the moves of this moment.")
            return {"shown": True, "title": _("Analysis"), "note": note, **review}
        analysis = self.analysis
        if analysis is None:
            title = _("Review") if self.review is not None else _("Analysis")
            return {"shown": True, "title": title, "note": self.note, **review}
        name = seat_name(analysis.observation.names[analysis.seat])
        rows = [
            pack(
                "weighed",
                label=analysis.row_words(row),
                chance=row.chance,
                low=row.interval[0],
                high=row.interval[1],
                text=row.worded(),
            )
            for row in analysis.rows
        ]
        return {
            "shown": True,
            "title": _title(analysis, name),
            "running": self.running,
            "done": analysis.samples,
            "total": max(self._target, analysis.samples),
            "worked": analysis.samples,
            "rows": rows,
            "sentence": analysis.sentence,
            "sure": {"title": analysis.inferences_title, "lines": list(analysis.inferences)},
            **review,
        }

    def _review_part(self) -> dict[str, Any]:
        review = self.review
        if review is None:
            return {}
        marks = [pack("mark", step=mark.step, text=mark.reason) for mark in review.marks]
        chart = [
            pack(
                "point",
                step=point.step,
                played=point.played,
                best=point.best,
                marked=point.marked,
                text=_("Step {step}: {chance}").format(
                    step=point.step, chance=written_number(point.played, 0, percent=True)
                ),
            )
            for point in review.points
        ]
        return {
            "review": review.summary(),
            "marks": marks,
            "chart": {"title": review.chart_title, "points": chart},
        }


def _title(analysis: Analysis, name: str) -> str:
    """The title over the moves: whose they are and what their chances are chances of."""
    if analysis.game.num_players == 2:
        return _("Analysis for {name}: chance each move wins this deal").format(name=name)
    return _(
        "Analysis for {name}: chance each move ends this deal ahead of the others' average"
    ).format(name=name)


def _worked(reviewer: Reviewer) -> int:
    """How far a review has gone, counted so that every unit of work adds one."""
    return reviewer.sampled + reviewer.done


def _key(session: TableSession) -> tuple[int, int, int]:
    """Which moment an analysis is of: the deal, the step and the viewer (-1: all cards)."""
    viewer = session.viewer
    return session.deal_number, session.at, -1 if viewer is None else viewer


def _seat(session: TableSession) -> int | str:
    """The seat whose moves the panel weighs now, or why there is none."""
    if session.covered:
        return _("Pass the screen first.")
    state = session.state
    mover = state.current_player
    if mover < 0:
        return (
            _("Nothing to choose now: the game is over.")
            if state.is_terminal
            else _("Nothing to choose now: chance deals next.")
        )
    viewer = session.viewer
    if viewer is not None and viewer != mover:
        return _(
            "It is {mover}'s turn: the analysis weighs {viewer}'s own moves, when it is their turn."
        ).format(mover=seat_name(state.names[mover]), viewer=seat_name(state.names[viewer]))
    return mover
