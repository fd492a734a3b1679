"""One seat's moves weighed from its observation only: each sample is a deal the seat cannot
tell from the true one (:meth:`~cardwidgets.engine.game.Game.resample`), on which every move is
tried and the game's own bots play the deal out (the Monte Carlo bot's playouts), all moves
meeting the same deals and the same luck. "Win this deal" is the seat's score change over the
deal against the others' (more than two players: their average), so it means the same in every
game, whether a deal is one hand of several or a whole game."""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

import numpy as np

from cardwidgets.agents import default_agent
from cardwidgets.agents.monte_carlo import (
    MAX_CANDIDATES,
    PLAYOUT_SEEDS,
    alike_groups,
    candidate_moves,
    imagined_deals,
    play_out,
)
from cardwidgets.analysis.inferences import inferences
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Game, Observation, State
from cardwidgets.engine.play import Agent
from cardwidgets.i18n import _, ngettext, pgettext
from cardwidgets.i18n.words import elided, seat_name, written_number
from cardwidgets.probability.numbers import z_for

#: The intervals' confidence.
CONFIDENCE: Final = 0.95
#: How many moves the sentence names (the table lists them all).
NAMED_IN_SENTENCE: Final = 3


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
    #: The move weighed for this one where the two play the same (touching cards), else None.
    same_as: Action | None = None

    @property
    def interval(self) -> tuple[float, float]:
        return max(0.0, self.chance - self.margin), min(1.0, self.chance + self.margin)

    def worded(self) -> str:
        """ "71% ± 4%", or "42.5% (exact)"."""
        if self.exact:
            chance = written_number(self.chance, 1, percent=True)
            return _("{chance} (exact)").format(chance=chance)
        return pgettext("a chance within its margin", "{chance} ± {margin}").format(
            chance=written_number(self.chance, 0, percent=True),
            margin=written_number(self.margin, 0, percent=True),
        )


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
        self.alike: dict[Action, Action] = {}
        if self._exact is not None:
            self.moves: tuple[Action, ...] = tuple(self._exact)
        else:
            legal = self._deal().legal_actions()
            guess = self._agents[seat].act(observation, legal, self._rng)
            moves = candidate_moves(legal, guess, MAX_CANDIDATES)
            moves += [move for move in also if move in legal and move not in moves]
            groups = alike_groups(game, observation, moves)
            self.moves = tuple(group[0] for group in groups)
            #: Each move that plays the same as one weighed, with the move weighed for it.
            self.alike = {move: group[0] for group in groups for move in group[1:]}
        #: What the seat can be sure of from what it saw (the game's sentences; maybe none).
        self.inferences: tuple[str, ...] = inferences(observation)
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
        check_samples(samples)
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
        """A deal to play out: one the seat cannot tell from the true one, drawn from its belief
        as the Monte Carlo bot draws its own (or the true one)."""
        if self.true_deal is not None:
            return self.true_deal
        imagined: State = next(imagined_deals(self.game, self.observation, self._rng, 1))
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
        for move, weighed in self.alike.items():
            row = found[self.moves.index(weighed)]
            found.append(replace(row, action=move, same_as=weighed))
        order = sorted(
            range(len(found)),
            key=lambda i: (-found[i].chance, -(found[i].points or 0.0), _weighed_first(found, i)),
        )
        return tuple(found[i] for i in order)

    @property
    def best(self) -> MoveValue:
        return self.rows[0]

    @property
    def measure(self) -> str:
        """What the chances are chances of, in words."""
        if self.game.num_players == 2:
            return _("wins this deal")
        return _("ends this deal ahead of the others' average")

    def move_words(self, action: Action) -> str:
        """``action`` as the seat's game words it."""
        return self.game.move_words(action, self.observation.names)

    def row_words(self, row: MoveValue) -> str:
        """A row's move as the panel lists it: a move that plays the same as a weighed one
        says which ("play 9♥ (= play 10♥)"), so its equal numbers do not read as a tie."""
        if row.same_as is None:
            return self.move_words(row.action)
        return pgettext(
            "a move that plays the same as the move weighed", "{move} (= {weighed})"
        ).format(move=self.move_words(row.action), weighed=self.move_words(row.same_as))

    def _named(self, row: MoveValue, alike: dict[Action, list[Action]]) -> str:
        """A weighed move as the sentence names it, with the moves that play the same."""
        move = self.move_words(row.action)
        if row.action not in alike:
            return move
        return pgettext(
            "a move and the moves that play the same", "{move} (or {alike}, the same)"
        ).format(
            move=move,
            alike=pgettext("between moves that play the same", ", ").join(
                self.move_words(other) for other in alike[row.action]
            ),
        )

    @property
    def sentence(self) -> str:
        """The analysis in words a learner can read: each distinct move once (moves that play
        the same are named with the one weighed for them), so the best is compared with the
        next *different* move, not with a card that plays as it does."""
        alike: dict[Action, list[Action]] = {}
        for twin, stand_in in self.alike.items():
            alike.setdefault(stand_in, []).append(twin)
        rows = [row for row in self.rows if row.same_as is None]
        name = seat_name(self.observation.names[self.seat])
        two = self.game.num_players == 2
        first, *others = rows
        move = sentence_start(self._named(first, alike))
        if not others and first.action in alike:
            same = (
                _("Every legal move plays the same: {move} wins this deal {chance}.")
                if two
                else _(
                    "Every legal move plays the same: {move} ends this deal ahead of the "
                    "others' average {chance}."
                )
            )
            said = same.format(move=self._named(first, alike), chance=first.worded())
        elif not others:
            only = (
                _("{move} is the only move: it wins this deal {chance}.")
                if two
                else _(
                    "{move} is the only move: it ends this deal ahead of the others' average "
                    "{chance}."
                )
            )
            said = only.format(move=move, chance=first.worded())
        else:
            named = pgettext("between moves", "; ").join(
                pgettext("a move and its chance", "{move}: {chance}").format(
                    move=self._named(row, alike), chance=row.worded()
                )
                for row in others[: NAMED_IN_SENTENCE - 1]
            )
            rest = len(others) - (NAMED_IN_SENTENCE - 1)
            tail = ngettext("; {n} more below", "; {n} more below", rest).format(n=rest)
            weighed = (
                _("{move} wins this deal {chance}; {others}{tail}.")
                if two
                else _(
                    "{move} ends this deal ahead of the others' average {chance}; {others}{tail}."
                )
            )
            said = weighed.format(
                move=move, chance=first.worded(), others=named, tail=tail if rest > 0 else ""
            )
            if not self.exact:
                second = others[0]
                if first.interval[0] > second.interval[1]:
                    best = sentence_start(self.move_words(first.action))
                    said += " " + _("{move} is clearly best.").format(move=best)
                else:
                    said += " " + _("Too close to call: more deals would tell the best apart.")
        if self.true_deal is not None:
            said += " " + ngettext(
                "From {n} playout of the true deal, every card known.",
                "From {n} playouts of the true deal, every card known.",
                self.samples,
            ).format(n=self.samples)
        elif not self.exact:
            said += " " + ngettext(
                "From {n} deal imagined for the cards {name} cannot see, the game's own bots "
                "playing them out.",
                "From {n} deals imagined for the cards {name} cannot see, the game's own bots "
                "playing them out.",
                self.samples,
            ).format(n=self.samples, name=name)
            why = self.game.monte_carlo_defers.get(self.observation.phase)
            if why:
                said += " " + care(why)
        return elided(said)

    def __str__(self) -> str:
        width = max(len(self.row_words(row)) for row in self.rows)
        lines = [self._heading()]
        for row in self.rows:
            bar = "█" * round(row.chance * 20)
            points = "" if row.points is None else "   " + _points(row.points)
            move = self.row_words(row)
            lines.append(f"  {move:<{width}}  {bar:<20}  {row.worded()}{points}")
        lines.append(self.sentence)
        if self.inferences:
            lines.append(self.inferences_title)
            lines.extend(f"  {line}" for line in self.inferences)
        return "\n".join(lines)

    @property
    def inferences_title(self) -> str:
        """The heading of :attr:`inferences`: "What North can be sure of:"."""
        name = seat_name(self.observation.names[self.seat])
        return _("What {name} can be sure of:").format(name=name)

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"{self.samples} deals, seed {self.seed}"
        return f"<Analysis of {self._title()}: {len(self.moves)} moves, {how}>"

    def _title(self) -> str:
        observation = self.observation
        return _("{game}, {name} at step {step}").format(
            game=self.game.title_in_words(),
            name=seat_name(observation.names[self.seat]),
            step=observation.step,
        )

    def _heading(self) -> str:
        """The title over the moves: "<game>, North at step 3: chance it wins this deal"."""
        if self.game.num_players == 2:
            return _("{title}: chance it wins this deal").format(title=self._title())
        return _("{title}: chance it ends this deal ahead of the others' average").format(
            title=self._title()
        )

    def _repr_html_(self) -> str:
        """A table with a bar a move (its interval drawn as a lighter band), best first."""
        cells = []
        for row in self.rows:
            low, high = row.interval
            points = "" if row.points is None else _signed(row.points)
            move = html.escape(self.move_words(row.action))
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
        chance = (
            _("Chance it wins this deal")
            if self.game.num_players == 2
            else _("Chance it ends this deal ahead of the others' average")
        )
        move, points = html.escape(_("Move")), html.escape(_("Points"))
        header = (
            f"<tr><th style='text-align:left'>{move}</th><th>{html.escape(chance)}</th><th></th>"
            f"<th>{points}</th></tr>"
        )
        sure = ""
        if self.inferences:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in self.inferences)
            sure = f"<p>{html.escape(self.inferences_title)}</p><ul>{items}</ul>"
        return (
            f"<div class='cardwidgets-analysis'><p><b>{html.escape(self._title())}</b></p>"
            f"<table>{header}{''.join(cells)}</table><p>{html.escape(self.sentence)}</p>{sure}"
            "</div>"
        )


def sentence_start(text: str) -> str:
    """A move's words starting a sentence: "Play R9"."""
    return text[:1].upper() + text[1:]


def care(why: str) -> str:
    """Where the game's own bot would not search (``Game.monte_carlo_defers``), why the
    analysis's numbers need care, finishing with the game's reason."""
    return _(
        "Take it with care: the game's own bot decides this without imagined deals, because {why}."
    ).format(why=_(why))


def _signed(points: float) -> str:
    """A score change with its sign, as the current language writes it: "+1.5", "-0,5"."""
    shown = written_number(abs(points), 1)
    return ("+" if points >= 0 else "-") + shown


def _points(points: float) -> str:
    """An average score change in points ("+1.5 points": a fraction, so always the plural)."""
    return _("{points} points").format(points=_signed(points))


def check_samples(samples: object) -> None:
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
        raise ValueError(f"samples is a whole number of deals, 1 or more, not {samples!r}.")


def _weighed_first(rows: Sequence[MoveValue], index: int) -> tuple[int, int]:
    """Where a row goes among rows of equal worth: a move that plays the same as a weighed
    one straight after it, the weighed moves in the bot's order."""
    row = rows[index]
    if row.same_as is None:
        return index, 0
    return next(i for i, other in enumerate(rows) if other.action == row.same_as), index


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
