"""Navigation and take-back: the game as a timeline of the events played so far, moved through
by Step, Back, Forward and the slider without ever reshuffling, and the rule for when a move at
an earlier step may replace the later ones (see ``docs/design/table-session.md``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

import numpy as np

from cardwidgets.agents import BaseAgent
from cardwidgets.agents.learner import LearnerResults
from cardwidgets.agents.levels import level_of
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import CHANCE, TERMINAL, Checkpoint, State
from cardwidgets.engine.play import Agent
from cardwidgets.engine.record import GameRecord
from cardwidgets.i18n import _, ngettext
from cardwidgets.widgets.session.base import TableError
from cardwidgets.widgets.session.seats import SeatMode, Seats, bots_of_strength

#: A saved copy of the state every so many steps keeps Back fast in long games.
_CHECKPOINT_EVERY: Final = 32
#: The bots' random numbers come from ``[seed, step, _BOT_STREAM]``, apart from chance's own.
_BOT_STREAM: Final = 1


class _Question(NamedTuple):
    """A move that would replace later steps, waiting for the person's yes or no."""

    move: int
    text: str


class Timeline(Seats):
    """The part of a session that holds the timeline and moves through it."""

    playing: bool
    _timeline: list[Action]
    #: Whether this deal's game has been over once (its seed may be shown from then on).
    _ended: bool
    #: Who made each event of the timeline (a seat or CHANCE), to tell what reached a seat.
    _movers: list[int]
    _reasons: dict[int, tuple[int, str]]
    _checkpoints: dict[int, Checkpoint]
    _question: _Question | None
    #: Whether a person's only legal move is played for them (after the speed's pause).
    forced_moves: bool
    #: The learner's results against the bot levels, by game, for the table's life.
    learning: dict[str, LearnerResults]
    #: The level this deal counts against in ``learning``: one person against bots of one
    #: level from the deal's start, seats and bots unchanged since (else None).
    _level_played: int | None

    @property
    def timeline(self) -> tuple[Action, ...]:
        return tuple(self._timeline)

    @property
    def free_branching(self) -> bool:
        """May the past be changed freely? Only where nothing is hidden from the viewer: the
        teacher's all-cards view and watching bots."""
        return self.mode in ("all", "watch")

    @property
    def question(self) -> str:
        """The question waiting for an answer ("" when none): a move made at an earlier step
        would replace the later ones."""
        return self._question.text if self._question is not None else ""

    @property
    def answering(self) -> bool:
        """Does the table move on by itself when no person is to move? In play mode (and pass
        and play, for the deals), at the latest step: a person never presses Step for a bot's
        reply. Watching, and looking back at the past, move only by Step and Play."""
        return self.mode in ("play", "pass") and self.at == len(self._timeline)

    @property
    def can_step(self) -> bool:
        """Would Step do something: the game goes on and no person is to move?"""
        player = self.state.current_player
        return player != TERMINAL and player not in self.humans

    def record(self) -> GameRecord:
        """The whole timeline as a game record (also the steps after the one on show)."""
        return GameRecord(
            game=self.game.name,
            rules=self.game.rules.to_dict(),
            seed=self.seed,
            events=tuple(str(a) for a in self._timeline),
            names=self.names,
            rules_version=self.game.rules.rules_version,
        )

    # ------------------------------------------------------------------ moving the game
    def step(self) -> None:
        """The next event: a deal or a bot's move (replayed from the timeline if it is there)."""
        player = self.state.current_player
        if player == TERMINAL:
            raise TableError(_("The game is over: choose New deal to play another."))
        if player in self.humans:
            if self._forced_now():
                self.act(0)
                return
            if self.covered:
                raise TableError(
                    _("Pass the screen to {name}: it is their turn.").format(
                        name=self.seat_label(player)
                    )
                )
            raise TableError(
                _("It is your turn, {name}: choose a card or a button.").format(
                    name=self.seat_label(player)
                )
            )
        if self.at < len(self._timeline):
            self._go_to(self.at + 1)
            self._said(self._event_lines(), logged=True)
        elif player == CHANCE:
            self._add(self.state.sample_chance())
        else:
            self._add(*self._bot_move(player))

    def tick(self) -> None:
        """One beat of Play, or of the bots answering by themselves (see :attr:`answering`): a
        step unless the game waits for a person or is over."""
        if not (self.playing or self.answering) or not self._auto():
            return
        try:
            self.step()
        except TableError:
            self.playing = False  # say what went wrong once, not at every beat
            raise

    def act(self, index: int, *, replace: bool = False) -> None:
        """The person to move plays their legal action number ``index``.

        At an earlier step, a move other than the one the timeline holds would replace the
        later steps: it is refused if the seat learned something since (see
        :meth:`_take_back_refusal`), and otherwise waits for the person's answer
        (:attr:`question`) unless ``replace`` says yes already.
        """
        seat = self.person_to_move()
        name = self.seat_label(seat)
        legal = self.state.legal_actions()
        if not 0 <= index < len(legal):
            raise TableError(
                ngettext(
                    "There is no move number {index} now: {name} has {count} legal move.",
                    "There is no move number {index} now: {name} has {count} legal moves.",
                    len(legal),
                ).format(index=index, name=name, count=len(legal))
            )
        later = len(self._timeline) - self.at
        if later and self._timeline[self.at] != legal[index]:
            refusal = self._take_back_refusal(seat)
            if refusal:
                raise TableError(refusal)
            if not replace:
                self._question = _Question(
                    index,
                    ngettext(
                        "“{move}” at step {step} replaces the {later} later step of this game. "
                        "Replace them?",
                        "“{move}” at step {step} replaces the {later} later steps of this game. "
                        "Replace them?",
                        later,
                    ).format(move=legal[index].in_words(), step=self.at, later=later),
                )
                self.message = ""
                return
        self._add(legal[index])

    def answer(self, replace: bool) -> None:
        """The person's answer to :attr:`question`: replace the later steps, or keep them."""
        question = self._question
        if question is None:
            raise TableError(_("There is no question to answer now, so nothing changed."))
        self._question = None
        if replace:
            self.act(question.move, replace=True)
        else:
            self._said(
                [
                    _("The later steps are kept: the game has steps 0 to {end}.").format(
                        end=len(self._timeline)
                    )
                ]
            )

    def _take_back_refusal(self, seat: int) -> str:
        """Why ``seat`` may not choose again at the step on show ("" if it may): what reached
        it since. A new choice must not use what the seat learned after making the old one."""
        if self.free_branching:
            return ""
        news = self._news_since(seat)
        if not news:
            return ""
        name = self.seat_label(seat)
        return _(
            "This is a look back at what {name} saw at step {step}: since then, {news}, so "
            "taking back {name}'s move here would use what {name} learned. Go to the latest "
            "step ({end}) to play on."
        ).format(name=name, step=self.at, news=news, end=len(self._timeline))

    def _news_since(self, seat: int) -> str:
        """What reached ``seat`` between the step on show and the timeline's end, in words
        ("" if nothing): a chance event, another seat's move, another person who saw the
        table after this step (pass and play), or a card the seat had not seen."""
        later = range(self.at, len(self._timeline))
        for step in later:
            mover = self._movers[step]
            if mover == CHANCE:
                return _("a chance event (a deal or a draw) happened")
            if mover != seat:
                return _("{name} moved").format(name=self.seat_label(mover))
        for other, seen in self._seen_until.items():
            if other != seat and seen > self.at:
                return _("{name} saw the table after this move").format(name=self.seat_label(other))
        probe = self.state.clone()
        for step in later:
            before = probe.visible_cards(seat)
            probe.apply(self._timeline[step])
            if probe.visible_cards(seat) - before:
                return _("{name} saw a card that was still hidden at this step").format(
                    name=self.seat_label(seat)
                )
        return ""

    def back(self) -> None:
        if self.at == 0:
            raise TableError(_("This is the start of the game: there is nothing before it."))
        self.seek(self.at - 1)

    def forward(self) -> None:
        if self.at == len(self._timeline):
            raise TableError(_("This is the latest step: press Step for the next event."))
        self.seek(self.at + 1)

    def seek(self, step: int) -> None:
        """Show the table after the first ``step`` events of the timeline (history slider)."""
        if not 0 <= step <= len(self._timeline):
            raise TableError(
                _("There is no step {step}: this game has steps 0 to {end}.").format(
                    step=step, end=len(self._timeline)
                )
            )
        forward = step == self.at + 1
        self.playing = self.playing and forward
        self._go_to(step)
        lines = self._event_lines() if forward else []
        if lines:
            self._said(lines, logged=True)
        else:
            self._said([_("Step {step} of {end}.").format(step=step, end=len(self._timeline))])

    # ------------------------------------------------------------------ the bots
    def set_agents(self, agents: Sequence[Agent]) -> None:
        """Seat new bots. Where branching is free (the teacher's view, watching bots) they play
        from the step on show and the moves after it are forgotten, since the new bots may
        choose differently; where a person plays against hidden cards they play on after the
        latest step, so a person who went back cannot deal the seen future again."""
        if len(agents) != self.game.num_players:
            raise TableError(
                _("{game} here has {seats} seats; give one agent per seat, not {agents}.").format(
                    game=self.game.title, seats=self.game.num_players, agents=len(agents)
                )
            )
        self.agents = list(agents)
        self._level_played = None  # bots changed mid-deal: this deal no longer counts
        if self.free_branching:
            self._forget_from(self.at)

    def set_mode(self, mode: SeatMode, seat: int) -> None:
        """As :meth:`Seats.set_mode`; a deal whose seats changed no longer counts as the
        learner's game against a level (they may have watched the bots' cards)."""
        super().set_mode(mode, seat)
        self._level_played = None

    @property
    def climb(self) -> str:
        """Which level to play next, once this deal's game against a level is over ("" else)."""
        if self._level_played is None or not self._ended:
            return ""
        return self.learning[self.game.name].suggestion()

    def set_strength(self, strength: str, budget: int) -> None:
        """Seat bots of this strength at every seat from the step on show."""
        self.set_agents(bots_of_strength(self.game, strength, budget))
        self.strength = (strength, budget)

    def _bot_move(self, seat: int) -> tuple[Action, tuple[int, str] | None]:
        agent = self.agents[seat]
        observation = self.state.observation(seat)
        legal = self.state.legal_actions()
        rng = np.random.default_rng([self.seed, self.at, _BOT_STREAM])
        reason = None
        if isinstance(agent, BaseAgent):
            action, why = agent.decide(observation, legal, rng)
            reason = (seat, why)
        else:
            action = agent.act(observation, legal, rng)
        if action not in legal:  # a bug in the bot; its reason may speak of its hand
            raise TableError(
                _("The bot at {name}'s seat chose {action}, which is not legal now.").format(
                    name=self.seat_label(seat), action=action
                )
            )
        return action, reason

    def _auto(self) -> bool:
        """Would a beat of Play do something now (not over, not waiting for a person)?"""
        player = self.state.current_player
        return player == CHANCE or (player >= 0 and player not in self.humans) or self._forced_now()

    def _forced_now(self) -> bool:
        """Is it a person's turn with one legal move, which the table plays for them (the
        ``forced_moves`` comfort), at the latest step and with no cover up?"""
        return (
            self.forced_moves
            and self.answering
            and self.state.current_player in self.humans
            and not self.covered
            and len(self.state.legal_actions()) == 1
        )

    # ------------------------------------------------------------------ the timeline itself
    def _begin(self, state: State) -> None:
        """A new timeline, with nothing played yet, from ``state``."""
        self._timeline = []
        self._ended = False
        self._movers = []
        self._reasons = {}
        self._checkpoints = {0: state.checkpoint()}
        self._question = None
        level = level_of(self.strength[0]) if self.strength is not None else None
        self._level_played = level.number if level is not None and self.mode == "play" else None

    def _go_to(self, step: int) -> None:
        if step < self.at:
            base = max(k for k in self._checkpoints if k <= step)
            self.state = self._checkpoints[base].resume(self.state)
        for action in self._timeline[self.at : step]:
            self._apply(action)
        self.playing = self.playing and not self.state.is_terminal
        self._shown()

    def _apply(self, action: Action) -> None:
        self.state.apply(action)
        if self.at % _CHECKPOINT_EVERY == 0 and self.at not in self._checkpoints:
            self._checkpoints[self.at] = self.state.checkpoint()

    def _shown(self) -> None:
        """After the table moved to another moment: a question asked at the moment before is
        dropped (and the seats' cover follows the moment, see :meth:`Seats._shown`)."""
        self._question = None
        super()._shown()

    def _forget_from(self, at: int) -> None:
        """Drop the timeline from step ``at`` on: the game will go another way."""
        del self._timeline[at:]
        del self._movers[at:]
        self._reasons = {k: v for k, v in self._reasons.items() if k < at}
        self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= at}

    def _add(self, action: Action, reason: tuple[int, str] | None = None) -> None:
        """Play ``action`` here; if it differs from the timeline's next event, the rest goes."""
        at = self.at
        if at < len(self._timeline) and self._timeline[at] != action:
            self._forget_from(at)
        if at == len(self._timeline):
            self._timeline.append(action)
            self._movers.append(self.state.current_player)
            if reason is not None:
                self._reasons[at] = reason
        self._apply(action)
        if self.state.is_terminal and not self._ended:
            self._count_for_learner()
        self._ended = self._ended or self.state.is_terminal
        self.playing = self.playing and not self.state.is_terminal  # Play turns off at the end
        self._shown()
        self._said(self._event_lines(), logged=True)

    def _count_for_learner(self) -> None:
        """Keep the game just over in the learner's results, if it was one against a level:
        a win (the person's return above zero, as the tournaments count) 1, a draw half."""
        if self._level_played is None:
            return
        mine = self.state.returns()[self.seat]
        results = self.learning.setdefault(
            self.game.name, LearnerResults(self.game.name, self.game.num_players)
        )
        results.add(self._level_played, 1.0 if mine > 0 else 0.5 if mine == 0 else 0.0)

    def _event_lines(self) -> list[str]:
        """The log lines of the event just shown, as the viewer reads them."""
        last, viewer = self.at - 1, self.viewer
        lines = []
        for entry in reversed(self.state.log_entries):
            if entry.step < last:
                break
            if entry.step == last:
                lines.append(entry.for_viewer(viewer))
        return lines[::-1]
