"""Reviews: one seat's decisions in a recorded game, each analysed from what the seat knew then,
those clearly worse than the best marked (and confirmed on more deals first); made a deal at a
time, so a table can show its progress and keep answering."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Final

import numpy as np

from cardwidgets.analysis.positions import game_seed, prepare, seed_of, true_deal_analysis
from cardwidgets.analysis.weighing import (
    Analysis,
    MoveValue,
    Progress,
    care,
    check_samples,
    sentence_start,
)
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import State
from cardwidgets.engine.record import GameRecord
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import elided, seat_name, written_number

#: How much lower a move's chance to win the deal must be than the best's for a review to mark
#: it (and the two intervals must not overlap: clearly worse, not merely unlucky).
DEFAULT_THRESHOLD: Final = 0.1
#: Deals a review samples at each decision: a whole game reviewed in well under a minute.
REVIEW_SAMPLES: Final = 40

#: A decision that looks clearly worse is weighed again on this many times more deals before it
#: is marked: a few deals can make a fine move look bad, and a review should not cry wolf.
CONFIRM: Final = 4


@dataclass(frozen=True)
class ReviewMark:
    """A decision a review marks: the move played was clearly worse than the best, as far as
    the seat could know; ``true_best`` is the true deal's advice (the teacher's review)."""

    step: int
    played: MoveValue
    best: MoveValue
    reason: str
    true_best: MoveValue | None = None

    @property
    def loss(self) -> float:
        """How much chance to win the deal the move played gave away."""
        return self.best.chance - self.played.chance


@dataclass(frozen=True)
class ReviewPoint:
    """One decision of a review, for its chart: the step, the chance (to win the deal, or with
    more seats to end it ahead of the others' average) of the move played and of the best move,
    as far as the seat could know, and whether the review marked it."""

    step: int
    played: float
    best: float
    marked: bool


@dataclass(frozen=True)
class Review:
    """One seat's decisions in a game, each analysed from what the seat knew then: ``marks``
    are those clearly worse than the best (in order; ``steps`` are where they were made)."""

    title: str
    seat: int
    threshold: float
    decisions: int
    marks: tuple[ReviewMark, ...]
    #: The seed of the review's samples, so it can be repeated.
    seed: int
    #: Every decision reviewed, in order: the chart of the seat's chances over the game.
    points: tuple[ReviewPoint, ...] = ()
    #: What the points' chances are chances of, as the chart's title says it.
    chart_title: str = ""

    @property
    def steps(self) -> tuple[int, ...]:
        """The steps the table shows each marked moment at (``table.seek(step)``)."""
        return tuple(mark.step for mark in self.marks)

    def summary(self) -> str:
        decisions = ngettext(
            "{title}: {n} decision with a choice",
            "{title}: {n} decisions with a choice",
            self.decisions,
        ).format(title=self.title, n=self.decisions)
        marked = ngettext(
            "{decisions}, {n} clearly worse than the best by {threshold} or more.",
            "{decisions}, {n} clearly worse than the best by {threshold} or more.",
            len(self.marks),
        )
        return elided(
            marked.format(
                decisions=decisions,
                n=len(self.marks),
                threshold=written_number(self.threshold, 0, percent=True),
            )
        )

    def __str__(self) -> str:
        marks = (
            "  " + _("step {step}: {reason}").format(step=m.step, reason=m.reason)
            for m in self.marks
        )
        return "\n".join([self.summary(), *marks])

    def __repr__(self) -> str:
        return f"<Review of {self.title}: {len(self.marks)} of {self.decisions} decisions marked>"

    def _repr_html_(self) -> str:
        items = "".join(
            "<li>"
            + html.escape(_("Step {step}: {reason}").format(step=mark.step, reason=mark.reason))
            + "</li>"
            for mark in self.marks
        )
        return (
            f"<div class='cardwidgets-review'><p>{html.escape(self.summary())}</p>"
            f"<ol>{items}</ol></div>"
        )


class Reviewer:
    """A review made one decision (:meth:`next`) or one deal (:meth:`advance`) at a time, so a
    table can show its progress and keep answering in between (the Review button); the same
    draws in the same order however it is cut. :func:`review` runs one to the end."""

    def __init__(
        self,
        record: GameRecord,
        seat: int,
        *,
        threshold: float = DEFAULT_THRESHOLD,
        samples: int = REVIEW_SAMPLES,
        rng: np.random.Generator | int | None = None,
        true_deal: bool = False,
    ) -> None:
        if not isinstance(record, GameRecord):
            raise TypeError(
                f"review takes a GameRecord (table.record()), not a {type(record).__name__}."
            )
        if not isinstance(threshold, float | int) or not 0 <= threshold < 1:
            raise ValueError(f"threshold is a chance from 0 up to 1, not {threshold!r}.")
        check_samples(samples)
        state = record.replay(0)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.num_players:
            raise ValueError(
                f"seat is a seat of this game, 0 to {state.num_players - 1}, not {seat!r}."
            )
        self.seat = seat
        self.threshold = float(threshold)
        self.samples = samples
        self.true_deal = true_deal
        self.seed = game_seed(record, seat) if rng is None else seed_of(rng)
        self._generator = np.random.default_rng(self.seed)
        self._moments = _decisions(record, seat)
        self._marks: list[ReviewMark] = []
        self._points: list[ReviewPoint] = []
        self._chart_title = (
            _("{name}'s chance to win the deal, decision by decision")
            if state.num_players == 2
            else _(
                "{name}'s chance to end the deal ahead of the others' average, decision by decision"
            )
        ).format(name=seat_name(state.names[seat]))
        #: Decisions analysed so far, of :attr:`decisions`.
        self.done = 0
        #: Deals sampled so far, over every decision: grows with each :meth:`advance`.
        self.sampled = 0
        #: The decision under way (see :meth:`advance`), None between decisions.
        self._weighing: Generator[None, None, ReviewMark | None] | None = None
        self._last: ReviewMark | None = None
        self.title = _("{game}, {name}'s decisions").format(
            game=state.game.title_in_words(), name=seat_name(state.names[seat])
        )

    @property
    def decisions(self) -> int:
        """The seat's decisions that had a choice: the review's length."""
        return len(self._moments)

    @property
    def finished(self) -> bool:
        return self.done == self.decisions

    def next(self) -> ReviewMark | None:
        """Analyse the next decision (the rest of it, if :meth:`advance` began it); its mark if
        the move played was clearly worse."""
        while not self.advance():
            pass
        return self._last

    def advance(self) -> bool:
        """One deal's worth of the review: the next deal of the decision under way (begun if
        none is), so a table can review a slice at a time and keep answering. True when this
        finished a decision (:attr:`done` counts it); the marks are :meth:`next`'s."""
        if self.finished:
            raise ValueError(f"The review is finished: all {self.decisions} decisions are done.")
        if self._weighing is None:
            self._weighing = self._weigh(*self._moments[self.done])
        try:
            next(self._weighing)
        except StopIteration as finished:
            self._weighing, self._last = None, finished.value
            if finished.value is not None:
                self._marks.append(finished.value)
            self.done += 1
            return True
        self.sampled += 1
        return False

    def _weigh(self, state: State, played: Action) -> Generator[None, None, ReviewMark | None]:
        """One decision weighed, a deal each time it is advanced; its mark if any."""
        step, samples, generator = state.step, self.samples, self._generator
        analysis = prepare(state, self.seat, rng=generator, also=(played,))
        yield from _deals(analysis, samples)
        mark = _marked(analysis, played, self.threshold, step)
        if mark is not None:  # a few deals can mislead: confirm on more before marking
            yield from _deals(analysis, CONFIRM * samples)
            mark = _marked(analysis, played, self.threshold, step)
        if mark is not None and self.true_deal:
            advice = true_deal_analysis(state, generator, (played,))
            yield from _deals(advice, samples)
            known = _(
                "With every card known: {played}, {chance}; the best, {best}, {best_chance}."
            ).format(
                played=analysis.move_words(played),
                chance=advice.row(played).worded(),
                best=analysis.move_words(advice.best.action),
                best_chance=advice.best.worded(),
            )
            mark = dataclasses.replace(mark, true_best=advice.best, reason=f"{mark.reason} {known}")
        point = ReviewPoint(
            step, analysis.row(played).chance, analysis.best.chance, mark is not None
        )
        self._points.append(point)
        return mark

    def result(self) -> Review:
        """The review as far as it went: every decision once :attr:`finished`, else the first
        :attr:`done` (its title says so)."""
        title = self.title
        if not self.finished:
            title += " " + _("(the first {done} of {decisions})").format(
                done=self.done, decisions=self.decisions
            )
        return Review(
            title,
            self.seat,
            self.threshold,
            self.done,
            tuple(self._marks),
            self.seed,
            tuple(self._points),
            self._chart_title,
        )


def review(
    record: GameRecord,
    seat: int,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    samples: int = REVIEW_SAMPLES,
    rng: np.random.Generator | int | None = None,
    progress: Progress | None = None,
    true_deal: bool = False,
) -> Review:
    """Replay ``record`` and analyse each decision of ``seat`` that had a choice, from what the
    seat knew then; mark those where the move played was clearly worse than the best (by
    ``threshold`` or more in chance to win the deal, the intervals apart, and still so on
    :data:`CONFIRM` times more deals). ``true_deal`` adds
    the true deal's advice to each mark (the teacher's review). Without ``rng`` the seed comes
    from the game and the seat (:func:`game_seed`): the same game gives the same review.
    ``progress(done, decisions)`` hears each decision and stops the review by returning False."""
    reviewer = Reviewer(
        record, seat, threshold=threshold, samples=samples, rng=rng, true_deal=true_deal
    )
    while not reviewer.finished:
        reviewer.next()
        if progress is not None and progress(reviewer.done, reviewer.decisions) is False:
            break
    return reviewer.result()


def _deals(analysis: Analysis, samples: int) -> Iterator[None]:
    """``samples`` more deals of ``analysis``, one each time it is advanced."""
    for _done in analysis.sampling(samples):
        yield


def _decisions(record: GameRecord, seat: int) -> list[tuple[State, Action]]:
    """Each moment ``seat`` chose among more than one move, and the move it played."""
    state = record.replay(0)
    found = []
    for event in record.events:
        action = state.game.parse_action(event)
        if state.current_player == seat and len(state.legal_actions()) > 1:
            found.append((state.clone(), action))
        state.apply(action)
    return found


def _marked(analysis: Analysis, played: Action, threshold: float, step: int) -> ReviewMark | None:
    """A mark if ``played`` was clearly worse than the best move of ``analysis``."""
    best, mine = analysis.best, analysis.row(played)
    if best.action == played or best.chance - mine.chance < threshold:
        return None
    if mine.interval[1] >= best.interval[0]:
        return None
    worded = (
        _("{played} wins this deal {chance}; {best} would have: {best_chance}.")
        if analysis.game.num_players == 2
        else _(
            "{played} ends this deal ahead of the others' average {chance}; {best} would "
            "have: {best_chance}."
        )
    )
    reason = worded.format(
        played=sentence_start(analysis.move_words(played)),
        chance=mine.worded(),
        best=analysis.move_words(best.action),
        best_chance=best.worded(),
    )
    why = analysis.game.monte_carlo_defers.get(analysis.observation.phase)
    if why:
        reason += " " + care(why)
    return ReviewMark(step, mine, best, elided(reason))
