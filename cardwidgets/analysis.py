"""How good is each move now, from what one seat can know: an analysis board for card games.

``cardwidgets.analyse(state_or_observation, seat)`` weighs every legal move of the seat to move
(for wide choices, such as every bet size, the same thinned spread the Monte Carlo bot tries)
and returns an :class:`Analysis`: one :class:`MoveValue` a move, best first, each with its
chance to win this deal (a draw counts half), a 95% interval, the seat's average score change,
and a sentence a learner can read ("play R wins this deal 71% ± 4%; play G9: 58% ± 4% ...").

It reads the seat's observation only, never the true state: each sample is a deal the seat
cannot tell from the true one (:meth:`~cardwidgets.engine.game.Game.resample`), on which every
move is tried and the game's own bots play the deal out, all moves meeting the same deals and
the same luck (the Monte Carlo bot's playouts, :func:`~cardwidgets.agents.monte_carlo.play_out`).
So two deals the seat cannot tell apart get the same analysis from the same seed. Where the game
can work a move's worth out exactly (``GameInfo.exact``, such as a game of pure chance) the
rows are exact and nothing is sampled.

"Win this deal" is the seat's score change over the deal against the others' (two players: the
other's; more: their average), so it means the same in every game, whether a deal is one hand
of several or a whole game. More samples narrow the intervals: ``analysis.more(200)``; a
``progress`` callback hears each sample and stops the work by returning False.
"""

from __future__ import annotations

import dataclasses
import html
import math
import secrets
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from cardwidgets.agents import default_agent
from cardwidgets.agents.monte_carlo import (
    MAX_CANDIDATES,
    PLAYOUT_SEEDS,
    candidate_moves,
    play_out,
)
from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.game import Game, Observation, State
from cardwidgets.engine.info import load_part
from cardwidgets.engine.play import Agent
from cardwidgets.engine.record import GameRecord, fingerprint
from cardwidgets.engine.registry import game_class, make
from cardwidgets.probability.numbers import z_for

#: Deals sampled by :func:`analyse` when not told: a first answer quick enough to wait for.
DEFAULT_SAMPLES: Final = 100
#: The intervals' confidence.
CONFIDENCE: Final = 0.95
#: How many moves the sentence names (the table lists them all).
NAMED_IN_SENTENCE: Final = 3

#: How much lower a move's chance to win the deal must be than the best's for a review to mark
#: it (and the two intervals must not overlap: clearly worse, not merely unlucky).
DEFAULT_THRESHOLD: Final = 0.1
#: Deals a review samples at each decision: a whole game reviewed in well under a minute.
REVIEW_SAMPLES: Final = 40

#: A decision that looks clearly worse is weighed again on this many times more deals before it
#: is marked: a few deals can make a fine move look bad, and a review should not cry wolf.
CONFIRM: Final = 4

#: Where the game's own bot would not search (``Game.monte_carlo_defers``), the analysis says
#: why its numbers need care, finishing with the game's reason.
_CARE: Final = "Take it with care: the game's own bot decides this without imagined deals, because "

#: Hears each sample as (samples done, samples asked for); returning False stops the work.
Progress = Callable[[int, int], object]


@dataclass(frozen=True)
class MoveValue:
    """One move's worth: its chance to win this deal (a draw counts half) within ``margin``
    (95%), the seat's average score change over the deal, and how it was found."""

    action: Action
    chance: float
    margin: float
    #: The seat's average score change over the deal (points, chips); None where exact.
    points: float | None
    samples: int
    exact: bool
    #: Half the 95% interval of ``points`` (None where exact).
    points_margin: float | None = None

    @property
    def interval(self) -> tuple[float, float]:
        return max(0.0, self.chance - self.margin), min(1.0, self.chance + self.margin)

    def worded(self) -> str:
        """ "71% ± 4%", or "42.5% (exact)"."""
        if self.exact:
            return f"{self.chance:.1%} (exact)"
        return f"{self.chance:.0%} ± {self.margin:.0%}"


class Analysis:
    """The legal moves of one seat at one moment, weighed from that seat's observation.

    ``rows`` are best first; ``sentence`` says it in words; ``more(n)`` samples ``n`` more deals
    (the rows and the sentence follow). Shows as a table with bars in a notebook.
    """

    def __init__(
        self,
        game: Game[Any, Any],
        observation: Observation,
        seed: int,
        exact: Mapping[Action, float] | None,
        also: Sequence[Action] = (),
        true_deal: State | None = None,
    ) -> None:
        seat = observation.seat
        assert seat is not None
        self.game = game
        self.observation = observation
        self.seat: int = seat
        #: The seed of the samples, recorded so the analysis can be repeated.
        self.seed = seed
        self.stopped = False
        self._rng = np.random.default_rng(seed)
        self._exact = dict(exact) if exact is not None else None
        #: The teacher's comparison only: the true deal, played out instead of imagined ones.
        self.true_deal = true_deal
        self._agents: list[Agent] = [default_agent(game.name) for _ in range(game.num_players)]
        if self._exact is not None:
            self.moves: tuple[Action, ...] = tuple(self._exact)
        else:
            legal = self._deal().legal_actions()
            guess = self._agents[seat].act(observation, legal, self._rng)
            moves = candidate_moves(legal, guess, MAX_CANDIDATES)
            moves += [move for move in also if move in legal and move not in moves]
            self.moves = tuple(moves)
        self._chances: list[list[float]] = [[] for _ in self.moves]
        self._points: list[list[float]] = [[] for _ in self.moves]

    # ------------------------------------------------------------------ sampling
    @property
    def exact(self) -> bool:
        return self._exact is not None

    @property
    def samples(self) -> int:
        """Deals sampled so far (0 when exact)."""
        return len(self._chances[0])

    def more(self, samples: int, progress: Progress | None = None) -> Analysis:
        """Sample ``samples`` more deals (nothing when exact); ``progress(done, samples)`` after
        each, stopping early if it returns False. Returns the analysis itself."""
        _check_samples(samples)
        self.stopped = False
        for done in self.sampling(samples):
            if progress is not None and progress(done, samples) is False:
                self.stopped = True
                break
        return self

    def sampling(self, samples: int) -> Iterator[int]:
        """Sample up to ``samples`` more deals, one each time it is advanced (nothing when
        exact), yielding how many are done: whoever must keep answering, such as a table in a
        kernel, samples a slice at a time and gets the numbers :meth:`more` would."""
        if self._exact is not None:
            return
        seat = self.seat
        for done in range(1, samples + 1):
            deal = self._deal()
            luck = int(self._rng.integers(PLAYOUT_SEEDS))
            before = deal.running_scores()
            for index, action in enumerate(self.moves):
                after = play_out(deal, action, self._agents, luck).running_scores()
                gains = [a - b for a, b in zip(after, before, strict=True)]
                self._chances[index].append(_won(gains, seat))
                self._points[index].append(gains[seat])
            yield done

    def _deal(self) -> State:
        """A deal to play out: one the seat cannot tell from the true one (or the true one)."""
        if self.true_deal is not None:
            return self.true_deal
        imagined: State = self.game.resample(self.observation, self._rng)
        return imagined

    # ------------------------------------------------------------------ reading
    def row(self, action: Action) -> MoveValue:
        """The row of ``action`` (one of :attr:`moves`)."""
        for found in self.rows:
            if found.action == action:
                return found
        raise KeyError(
            f"{action} is not among the moves weighed: {', '.join(map(str, self.moves))}."
        )

    @property
    def rows(self) -> tuple[MoveValue, ...]:
        """Every move weighed, best first (then by points; ties keep the bot's order)."""
        if self._exact is not None:
            found = [MoveValue(a, v, 0.0, None, 0, True) for a, v in self._exact.items()]
        else:
            z = z_for(CONFIDENCE)
            found = [
                MoveValue(
                    action,
                    float(np.mean(chances)) if chances else 0.0,
                    _chance_margin(chances, z),
                    float(np.mean(points)) if points else 0.0,
                    len(chances),
                    False,
                    _mean_margin(points, z),
                )
                for action, chances, points in zip(
                    self.moves, self._chances, self._points, strict=True
                )
            ]
        order = sorted(
            range(len(found)), key=lambda i: (-found[i].chance, -(found[i].points or 0.0), i)
        )
        return tuple(found[i] for i in order)

    @property
    def best(self) -> MoveValue:
        return self.rows[0]

    @property
    def measure(self) -> str:
        """What the chances are chances of, in words."""
        if self.game.num_players == 2:
            return "wins this deal"
        return "ends this deal ahead of the others' average"

    @property
    def sentence(self) -> str:
        """The analysis in words a learner can read."""
        rows = self.rows
        name = self.observation.names[self.seat]
        first, *others = rows
        if not others:
            said = f"{_upper(first.action)} is the only move: it {self.measure} {first.worded()}."
        else:
            named = "; ".join(
                f"{row.action.in_words()}: {row.worded()}"
                for row in others[: NAMED_IN_SENTENCE - 1]
            )
            rest = len(others) - (NAMED_IN_SENTENCE - 1)
            tail = f"; {rest} more below" if rest > 0 else ""
            said = f"{_upper(first.action)} {self.measure} {first.worded()}; {named}{tail}."
            if not self.exact:
                second = others[0]
                if first.interval[0] > second.interval[1]:
                    said += f" {_upper(first.action)} is clearly best."
                else:
                    said += " Too close to call: more deals would tell the best apart."
        if self.true_deal is not None:
            said += f" From {self.samples} playouts of the true deal, every card known."
        elif not self.exact:
            deals = f"{self.samples} deal{'s' * (self.samples != 1)}"
            said += f" From {deals} imagined for the cards {name} cannot see"
            said += ", the game's own bots playing them out."
            why = self.game.monte_carlo_defers.get(self.observation.phase)
            if why:
                said += f" {_CARE}{why}."
        return said

    def __str__(self) -> str:
        width = max(len(row.action.in_words()) for row in self.rows)
        lines = [f"{self._title()}: chance it {self.measure}"]
        for row in self.rows:
            bar = "█" * round(row.chance * 20)
            points = "" if row.points is None else f"   {row.points:+.1f} points"
            move = row.action.in_words()
            lines.append(f"  {move:<{width}}  {bar:<20}  {row.worded()}{points}")
        lines.append(self.sentence)
        return "\n".join(lines)

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"{self.samples} deals, seed {self.seed}"
        return f"<Analysis of {self._title()}: {len(self.moves)} moves, {how}>"

    def _title(self) -> str:
        observation = self.observation
        return f"{self.game.title}, {observation.names[self.seat]} at step {observation.step}"

    def _repr_html_(self) -> str:
        """A table with a bar a move (its interval drawn as a lighter band), best first."""
        cells = []
        for row in self.rows:
            low, high = row.interval
            points = "" if row.points is None else f"{row.points:+.1f}"
            move = html.escape(row.action.in_words())
            cells.append(
                "<tr>"
                f"<td style='text-align:left;padding-right:1em'>{move}</td>"
                "<td style='width:12em'><div style='position:relative;height:0.9em;"
                "background:var(--jp-layout-color2,#eee)'>"
                f"<div style='position:absolute;left:{low:.1%};width:{high - low:.1%};height:100%;"
                "background:var(--jp-brand-color3,#bbdefb)'></div>"
                f"<div style='position:absolute;left:0;width:{row.chance:.1%};height:60%;top:20%;"
                "background:var(--jp-brand-color1,#1976d2)'></div></div></td>"
                f"<td style='text-align:right;padding-left:1em'>{html.escape(row.worded())}</td>"
                f"<td style='text-align:right;padding-left:1em'>{points}</td></tr>"
            )
        header = (
            f"<tr><th style='text-align:left'>Move</th><th>Chance it {html.escape(self.measure)}"
            "</th><th></th><th>Points</th></tr>"
        )
        return (
            f"<div class='cardwidgets-analysis'><p><b>{html.escape(self._title())}</b></p>"
            f"<table>{header}{''.join(cells)}</table><p>{html.escape(self.sentence)}</p></div>"
        )


def analyse(
    position: State | Observation,
    seat: int | None = None,
    *,
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | int | None = None,
    progress: Progress | None = None,
    game: Game[Any, Any] | None = None,
) -> Analysis:
    """Weigh every legal move of the seat to move, from that seat's observation only.

    ``position`` is a state (its ``seat``'s observation is taken; by default the seat to move)
    or one seat's observation (then ``game`` gives the rules, if not the default ones).
    ``samples`` deals are imagined (none where the game is exact); ``rng`` (a seed or a
    generator) makes the analysis repeatable, and a seed is drawn and recorded if none is
    given; ``progress`` hears each sample (see :meth:`Analysis.more`).
    """
    _check_samples(samples)
    return prepare(position, seat, rng=rng, game=game).more(samples, progress)


def prepare(
    position: State | Observation,
    seat: int | None = None,
    *,
    rng: np.random.Generator | int | None = None,
    game: Game[Any, Any] | None = None,
    also: Sequence[Action] = (),
) -> Analysis:
    """An analysis with no deal sampled yet (see :func:`analyse`), for whoever samples it a
    few deals at a time (the table's panel); ``also`` adds moves to weigh beyond the bot's
    thinned spread (a review weighs the move that was played)."""
    observation, game = _seat_view(position, seat, game)
    exact = exact_values(observation)
    if exact is None and not game.can_resample:
        raise RulesError(
            f"{game.title} cannot deal the cards a seat cannot see, and has no exact values "
            f"for this moment ({observation.phase}), so it cannot be analysed here."
        )
    return Analysis(game, observation, _seed(rng), exact, also)


def analyse_true_deal(
    state: State,
    *,
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | int | None = None,
    also: Sequence[Action] = (),
) -> Analysis:
    """The teacher's comparison: the same moves weighed on the true deal, every card known (so
    only the bots' luck varies). What the seat could not know; shown beside its analysis, it is
    the lesson on hidden information."""
    _check_samples(samples)
    return _true_deal(state, rng, also).more(samples)


def _true_deal(
    state: State, rng: np.random.Generator | int | None, also: Sequence[Action]
) -> Analysis:
    """The true deal's analysis (see :func:`analyse_true_deal`), no playout done yet."""
    observation, game = _seat_view(state, None, None)
    return Analysis(game, observation, _seed(rng), None, also, state.clone())


def game_seed(record: GameRecord, seat: int, step: int | None = None) -> int:
    """The seed of a review (or of the table's analysis of step ``step``) given none: drawn
    from the game so far and the seat, so the same moment analysed twice, or on every screen
    of a class, gives the same numbers. It tells nothing the table does not: the record's
    deal follows from its seed, which the table shows."""
    events = list(record.events if step is None else record.events[:step])
    digest = fingerprint([record.game, dict(record.rules), record.seed, events, seat])
    return int.from_bytes(digest[:8], "big") % PLAYOUT_SEEDS


def _seed(rng: np.random.Generator | int | None) -> int:
    """The seed an analysis records: given, drawn from a generator, or drawn afresh."""
    if isinstance(rng, np.random.Generator):
        return int(rng.integers(PLAYOUT_SEEDS))
    if rng is None:
        return secrets.randbelow(PLAYOUT_SEEDS)
    if isinstance(rng, int) and not isinstance(rng, bool) and rng >= 0:
        return rng
    raise TypeError(
        f"rng is a seed (a whole number of 0 or more) or a numpy Generator, not {rng!r}."
    )


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

    @property
    def steps(self) -> tuple[int, ...]:
        """The steps the table shows each marked moment at (``table.seek(step)``)."""
        return tuple(mark.step for mark in self.marks)

    def summary(self) -> str:
        marked = len(self.marks)
        return (
            f"{self.title}: {self.decisions} decision{'s' * (self.decisions != 1)} with a choice, "
            f"{marked} clearly worse than the best by {self.threshold:.0%} or more."
        )

    def __str__(self) -> str:
        return "\n".join([self.summary(), *(f"  step {m.step}: {m.reason}" for m in self.marks)])

    def __repr__(self) -> str:
        return f"<Review of {self.title}: {len(self.marks)} of {self.decisions} decisions marked>"

    def _repr_html_(self) -> str:
        items = "".join(
            f"<li>Step {mark.step}: {html.escape(mark.reason)}</li>" for mark in self.marks
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
        _check_samples(samples)
        state = record.replay(0)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.num_players:
            raise ValueError(
                f"seat is a seat of this game, 0 to {state.num_players - 1}, not {seat!r}."
            )
        self.seat = seat
        self.threshold = float(threshold)
        self.samples = samples
        self.true_deal = true_deal
        self.seed = game_seed(record, seat) if rng is None else _seed(rng)
        self._generator = np.random.default_rng(self.seed)
        self._moments = _decisions(record, seat)
        self._marks: list[ReviewMark] = []
        #: Decisions analysed so far, of :attr:`decisions`.
        self.done = 0
        #: Deals sampled so far, over every decision: grows with each :meth:`advance`.
        self.sampled = 0
        #: The decision under way (see :meth:`advance`), None between decisions.
        self._weighing: Generator[None, None, ReviewMark | None] | None = None
        self._last: ReviewMark | None = None
        self.title = f"{state.game.title}, {state.names[seat]}'s decisions"

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
            advice = _true_deal(state, generator, (played,))
            yield from _deals(advice, samples)
            mark = dataclasses.replace(
                mark,
                true_best=advice.best,
                reason=f"{mark.reason} With every card known: {played.in_words()}, "
                f"{advice.row(played).worded()}; the best, {advice.best.action.in_words()}, "
                f"{advice.best.worded()}.",
            )
        return mark

    def result(self) -> Review:
        """The review as far as it went: every decision once :attr:`finished`, else the first
        :attr:`done` (its title says so)."""
        title = self.title
        if not self.finished:
            title += f" (the first {self.done} of {self.decisions})"
        return Review(title, self.seat, self.threshold, self.done, tuple(self._marks), self.seed)


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
    for _ in analysis.sampling(samples):
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
    reason = (
        f"{_upper(played)} {analysis.measure} {mine.worded()}; "
        f"{best.action.in_words()} would have: {best.worded()}."
    )
    why = analysis.game.monte_carlo_defers.get(analysis.observation.phase)
    if why:
        reason += f" {_CARE}{why}."
    return ReviewMark(step, mine, best, reason)


def exact_values(observation: Observation) -> Mapping[Action, float] | None:
    """Each legal move's exact chance to win this deal, where the observation's game can work
    it out (``GameInfo.exact``); None where it cannot."""
    reference = game_class(observation.game).info.exact
    if reference is None:
        return None
    values: Callable[[Observation], Mapping[Action, float] | None] = load_part(reference)
    return values(observation)


def _seat_view(
    position: State | Observation, seat: int | None, game: Game[Any, Any] | None
) -> tuple[Observation, Game[Any, Any]]:
    """The observation to analyse and its game, or a clear error about what was given."""
    if isinstance(position, State):
        if game is not None and game != position.game:
            raise RulesError(f"This state is of {position.game!r}, not of {game!r}.")
        game = position.game
        mover = position.current_player
        if mover < 0:
            raise RulesError(
                "Nothing to analyse: "
                + ("the game is over." if position.is_terminal else "chance deals next.")
            )
        observation = position.observation(mover if seat is None else seat)
    elif isinstance(position, Observation):
        observation = position
        if seat is not None and seat != observation.seat:
            raise RulesError(
                f"This is seat {observation.seat}'s observation, not seat {seat}'s: give the "
                "observation of the seat to analyse."
            )
        game = game if game is not None else make(observation.game)
        if game.name != observation.game:
            raise RulesError(f"This observation is of {observation.game!r}, not of {game!r}.")
    else:
        raise TypeError(
            "analyse takes a game state or one seat's observation (state.observation(seat)), "
            f"not a {type(position).__name__}."
        )
    who = observation.seat
    if who is None:
        raise RulesError(
            "The teacher's view shows every card: analyse one seat's observation, since the "
            "analysis may use only what that seat can know."
        )
    mover = observation.current_player
    if mover != who:
        whose = observation.names[mover] + "'s" if mover >= 0 else "nobody's"
        raise RulesError(
            f"It is {whose} turn, not {observation.names[who]}'s: the analysis weighs the "
            "moves of the seat to move."
        )
    return observation, game


def _upper(action: Action) -> str:
    """A move starting a sentence: "Play R9"."""
    text = action.in_words()
    return text[:1].upper() + text[1:]


def _check_samples(samples: object) -> None:
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
        raise ValueError(f"samples is a whole number of deals, 1 or more, not {samples!r}.")


def _won(gains: Sequence[float], seat: int) -> float:
    """1 if ``seat`` gained more over the deal than the others (on average), 0.5 if as much."""
    mine = gains[seat]
    others = (sum(gains) - mine) / (len(gains) - 1)
    return 1.0 if mine > others else 0.5 if mine == others else 0.0


def _mean_margin(values: Sequence[float], z: float) -> float:
    """Half the interval of a mean: ``z`` standard errors (0 with fewer than two values)."""
    if len(values) < 2:
        return 0.0
    return z * float(np.std(values, ddof=1)) / math.sqrt(len(values))


def _chance_margin(chances: Sequence[float], z: float) -> float:
    """Half the interval of a chance: ``z`` standard errors of the mean, with one imagined win
    and one imagined loss added so that a few samples all alike do not claim certainty."""
    padded = [*chances, 0.0, 1.0]
    return z * math.sqrt(float(np.var(padded, ddof=1)) / len(padded))
