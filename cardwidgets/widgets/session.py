"""The truth behind a table widget: one game's timeline, who plays which seat, what one seat sees.

Pure Python with no widget machinery, so tests and benchmarks drive it exactly as the browser
does: :meth:`TableSession.handle` takes the messages the front end sends, and
:meth:`TableSession.page` is the only thing the front end is sent about the table.

The game is a *timeline*: the list of events played so far (chance events included). The table
shows the state after the first ``at`` of them; Back, Forward and the history slider move
``at`` and rebuild the state by replaying the timeline's prefix from the nearest saved copy, so
they never reshuffle (the engine draws the k-th chance event from a stream keyed by the seed
and numbered k) and bots
choose the same moves (their random numbers come from ``[seed, step, 1]``). The saved copies
leave out the past (:meth:`~cardwidgets.engine.game.State.checkpoint`), so a long lesson's
memory grows with its length, not its square.

Where a person plays against hidden cards (play, pass and play), going back is a *review* of
what that seat saw then, and taking back a move is allowed only while nothing new has reached
the seat since: no chance event (chance event k is fixed by the seed, so a new choice before it
would preview the draws), no other seat's move, no card it had not seen, and in pass and play
no other person who saw the move (boardgame.io's rule for secret state). A move that would
replace later steps first asks (``ask`` in the frame, answered by an ``answer`` request).
Branching from the past stays free where nothing is hidden from the viewer: the teacher's
all-cards view and watching bots (new bots play on from the step on show).

Pass and play keeps each person's cards behind a cover: every view of a moment at which
another person's cards would show (after a move, Back, Forward, the slider, a new deal) waits
until that person says it is them (``reveal``). The table's maker may lock the seats
(``locked``): the page's seat menu is then refused, while :meth:`TableSession.set_mode` from
Python still works (the teacher's all-cards view for the projector).

A page is built only from ``state.observation(viewer)`` through the game's view function, the
viewer's own log lines, and, when the viewer is a person to move, the legal moves and the
game's reasons for refusing the others. It travels in parts, and only what changed is sent:
each step the frame (a few hundred bytes), the table as card codes at their places, and the
log lines the page has not seen; the phase and rule reminder when they change. A bot's
one-sentence reason is shown only to its own seat and in the teacher's view, because it may
speak of the bot's hand.

A new deal opens at its first decision, the chance events before it played and logged. It may
come from a deal code (:mod:`cardwidgets.engine.deal_codes`) a teacher gave: it fixes the game,
its rules and the seed, and a code for another game or other rules moves the table to them, so
one table serves a whole lesson. A seed typed at the table deals the game's default rules, so
"everyone type seed 7" deals the same game on every screen.

In play mode the bots answer by themselves: at the latest step, when a bot or the deal is next,
the frame says ``auto`` and the page asks for the step (``tick``) after the speed setting's
pause. Step, Play and Pause are for watching; Play turns off at the end of the game.

Requests that move the game (a move, Step, Back, Forward, the slider, showing cards after a
pass, a new deal) must carry the step and deal numbers of the frame the person saw; a stale,
duplicated, forged or malformed request changes nothing and the frame's ``message`` says why.
Settings (Play/Pause, speed, seat mode, resending the log to a page that lost track of it) are
idempotent and apply whenever they arrive, as long as they name this deal and one of its steps.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Literal, NamedTuple, cast, get_args

import numpy as np

from cardwidgets.agents import BaseAgent, default_agent, make_agent
from cardwidgets.engine.actions import Action
from cardwidgets.engine.deal_codes import deal_code, read_deal_code
from cardwidgets.engine.errors import CardwidgetsError, DealCodeError, RulesError, quoted
from cardwidgets.engine.game import (
    CHANCE,
    MAX_SEED_BITS,
    MAX_SEED_DIGITS,
    TERMINAL,
    Checkpoint,
    Game,
    Observation,
    State,
)
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.play import Agent
from cardwidgets.engine.record import GameRecord
from cardwidgets.engine.registry import make
from cardwidgets.render.table import NARROWEST, WIDTH, Controls, NumberRange, table_data
from cardwidgets.render.view import TableView
from cardwidgets.views import table_view

SeatMode = Literal["play", "watch", "pass", "all"]

#: The seat modes, as the widget's menu words them.
MODES: Final[dict[str, str]] = {
    "play": "Play one seat against the bots",
    "watch": "Watch the bots",
    "pass": "Pass and play",
    "all": "Show all cards (teacher)",
}
assert tuple(MODES) == get_args(SeatMode)

#: Autoplay delays the front end may ask for, in milliseconds.
SPEED_RANGE: Final = (50, 5000)
#: How many of the latest log lines a frame carries (the whole story is in ``state.log``).
LOG_TAIL: Final = 10
#: How many earlier log lines one "Show earlier events" request brings, so a synced log part
#: stays bounded however long the game (the page keeps what it was sent and scrolls).
LOG_PAGE: Final = 200
#: A saved copy of the state every so many steps keeps Back fast in long games.
_CHECKPOINT_EVERY: Final = 32
#: The bots' random numbers come from ``[seed, step, _BOT_STREAM]``, apart from chance's own.
_BOT_STREAM: Final = 1

#: Requests that must carry the step and deal of the frame they answer.
_MOVING: Final = frozenset({"act", "answer", "step", "tick", "back", "forward", "seek", "reveal"})
_SETTINGS: Final = frozenset({"play", "pause", "speed", "mode", "log"})
#: The page's width: how the page looks, whatever step it shows, so never refused as stale.
KINDS: Final = _MOVING | _SETTINGS | {"deal", "width"}


class TableError(CardwidgetsError, ValueError):
    """A request the table refuses, in words for the person at the table. Nothing changed."""


class Page(NamedTuple):
    """What the front end is sent, in parts that change at different paces.

    ``frame``: the step, the controls' state, status and messages (every request); ``table``:
    the drawing, :func:`~cardwidgets.render.table.table_data` (empty under a pass-and-play
    cover); ``phase``: the phase and the rule reminder (a few times a hand); ``log``: the log
    lines the page lacks (see :meth:`TableSession.page`).
    """

    frame: dict[str, Any]
    table: dict[str, Any]
    phase: dict[str, str]
    log: dict[str, Any]


class _Question(NamedTuple):
    """A move that would replace later steps, waiting for the person's yes or no."""

    move: int
    text: str


class _LogMark(NamedTuple):
    """Which log the page was last sent: whose eyes, at which step, how many lines long."""

    deal: int
    viewer: int | None
    step: int
    length: int


def bots_of_strength(game: Game[Any, Any], strength: str, budget: int) -> list[Agent]:
    """A bot of ``strength`` at every seat of ``game``, or TableError saying why there is none."""
    try:
        return [make_agent(game, strength, budget) for _ in range(game.num_players)]
    except ValueError as error:  # RulesError included: an unknown strength
        raise TableError(str(error)) from None


class TableSession:
    """One table: a game, its timeline, the seat mode, the bots, and the frame to show."""

    def __init__(
        self,
        game: Game[Any, Any],
        seed: int | None = None,
        *,
        mode: SeatMode = "play",
        seat: int = 0,
        names: Sequence[str] | None = None,
        agents: Sequence[Agent] | None = None,
        speed: int = 700,
        strength: tuple[str, int] | None = None,
        locked: bool = False,
        chosen_deals: bool | None = None,
        hidden_deals: bool | None = None,
    ) -> None:
        #: Whether the table's maker locked the seats: the page's seat menu is refused.
        self.locked = locked
        #: Whether the page may deal a seed or code it chooses (by default, unless locked): a
        #: class's table keeps the deal to itself, so nobody deals the same cards elsewhere.
        self.chosen_deals = not locked if chosen_deals is None else chosen_deals
        #: Whether a person playing a deal is kept from its seed and code until the game is over
        #: (by default, where the page may not choose deals): the seed seen early would deal the
        #: same cards in another table, every hidden card shown.
        self.hidden_deals = not self.chosen_deals if hidden_deals is None else hidden_deals
        #: The bots' strength and budget when they were chosen by strength (None: the agents
        #: were given), so a deal code for another game seats bots of the same strength.
        self.strength = strength
        self.message = ""
        self._seat_players(game, names, agents)
        self._check_mode(mode, seat)
        self.mode: SeatMode = mode
        self.seat = seat
        self.speed = self._check_speed(speed)
        #: The width the table is laid out at: the page's, once it said (see :meth:`set_width`).
        self.width = WIDTH
        self.playing = False
        self.deal_number = -1
        self._log_sent: tuple[_LogMark, dict[str, Any]] | None = None
        self._question: _Question | None = None
        #: A page asked for the log lines before this one (see :meth:`_log_request`).
        self._log_before: int | None = None
        self._start(seed)

    # ------------------------------------------------------------------ reading
    @property
    def deal_kept_back(self) -> bool:
        """Whether the page is kept from this deal's seed and code now: on a table that hides
        its deals, until the game is over, unless every card is shown anyway (the teacher's
        view)."""
        return self.hidden_deals and self.mode != "all" and not self._ended

    @property
    def at(self) -> int:
        """The step on show: how many events of the timeline have been applied."""
        return self.state.step

    @property
    def timeline(self) -> tuple[Action, ...]:
        return tuple(self._timeline)

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play in the current mode."""
        if self.mode == "play":
            return frozenset({self.seat})
        if self.mode == "pass":
            return frozenset(range(self.game.num_players))
        return frozenset()

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table shows: a seat, or None for the teacher's all-cards view."""
        if self.mode == "all":
            return None
        return self._pass_viewer if self.mode == "pass" else self.seat

    @property
    def covered(self) -> bool:
        """Pass and play: the moment on show is another person's (the seat to move is not the
        one whose cards were shown), or the screen is being passed and nobody said it is them."""
        return self.mode == "pass" and (
            self._handed_over or self._seat_on_show() != self._pass_viewer
        )

    def _seat_on_show(self) -> int:
        """Pass and play: whose cards this moment shows, the seat to move (between moves, the
        person who last showed their cards)."""
        mover = self.state.current_player
        return mover if mover >= 0 else self._pass_viewer

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

    @property
    def code(self) -> str:
        """The deal code of this game, rules and seed ("" for a game without a code letter)."""
        try:
            return deal_code(self.game, self.seed)
        except DealCodeError:
            return ""

    def describe(self) -> str:
        """Who sits where, in a few words (for the widget's repr)."""
        bots = self.game.num_players - len(self.humans)
        name = self.names[self.seat]
        return {
            "play": f"you play {name} against {bots} bot{'s' * (bots != 1)}",
            "watch": f"{bots} bots, seen from {name}'s seat",
            "pass": f"pass and play for {self.game.num_players}",
            "all": f"{bots} bots, all cards shown",
        }[self.mode]

    # ------------------------------------------------------------------ messages
    def handle(self, message: object) -> None:
        """Carry out one request from the front end, or explain in ``message`` why not."""
        try:
            self._handle(_request(message))
        except TableError as error:
            self.message = str(error)

    def _handle(self, request: _Request) -> None:
        kind, body = request.kind, request.body
        if kind == "tick":
            if request.deal == self.deal_number and request.step == self.at:
                self.tick()
            return
        if kind == "width":
            self.set_width(_integer(body, "px"))
            return
        if kind in _SETTINGS and (
            request.deal != self.deal_number or not 0 <= request.step <= len(self._timeline)
        ):
            raise TableError(
                f"That setting named deal {request.deal}, step {request.step}; this is deal "
                f"{self.deal_number}, steps 0 to {len(self._timeline)}, so nothing changed."
            )
        if kind == "mode" and self.locked:
            raise TableError(
                "The seats of this table are locked by whoever made it: the seat menu cannot "
                "change them, so nothing changed."
            )
        if kind in _MOVING or kind == "deal":
            if request.deal != self.deal_number:
                raise TableError(
                    "That request was for an earlier deal; this is a new one, so nothing changed."
                )
            if kind != "deal" and request.step != self.at:
                raise TableError(
                    f"That request was made at step {request.step}, but the table is at step "
                    f"{self.at} now, so nothing changed. Look again and retry."
                )
        actions: dict[str, Callable[[], None]] = {
            "act": lambda: self.act(_integer(body, "index")),
            "answer": lambda: self.answer(_boolean(body, "replace")),
            "step": self.step,
            "back": self.back,
            "forward": self.forward,
            "seek": lambda: self.seek(_integer(body, "to")),
            "reveal": self.reveal,
            "deal": lambda: self._deal(body),
            "play": self.play,
            "pause": self.pause,
            "speed": lambda: self.set_speed(_integer(body, "ms")),
            "mode": lambda: self.set_mode(_mode(body), _integer(body, "seat")),
            "log": lambda: self._log_request(body),
        }
        actions[kind]()

    # ------------------------------------------------------------------ moving the game
    def step(self) -> None:
        """The next event: a deal or a bot's move (replayed from the timeline if it is there)."""
        player = self.state.current_player
        if player == TERMINAL:
            raise TableError("The game is over: choose New deal to play another.")
        if player in self.humans:
            if self.covered:
                raise TableError(f"Pass the screen to {self.names[player]}: it is their turn.")
            raise TableError(f"It is your turn, {self.names[player]}: choose a card or a button.")
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

    def person_to_move(self) -> int:
        """The seat of the person whose move it is, or TableError saying why nobody may move."""
        player = self.state.current_player
        if player == TERMINAL:
            raise TableError("The game is over: nothing more can be played.")
        if player == CHANCE:
            raise TableError("No one is to move: the next event is dealt. Press Step.")
        name = self.names[player]
        if player not in self.humans:
            raise TableError(f"It is {name}'s turn, and a bot plays {name}.")
        if self.covered:
            raise TableError(f"Pass the screen to {name} first; {name} then shows their cards.")
        return player

    def act(self, index: int, *, replace: bool = False) -> None:
        """The person to move plays their legal action number ``index``.

        At an earlier step, a move other than the one the timeline holds would replace the
        later steps: it is refused if the seat learned something since (see the module's
        notes), and otherwise waits for the person's answer (:attr:`question`) unless
        ``replace`` says yes already.
        """
        seat = self.person_to_move()
        name = self.names[seat]
        legal = self.state.legal_actions()
        if not 0 <= index < len(legal):
            raise TableError(
                f"There is no move number {index} now: {name} has {len(legal)} legal "
                f"move{'s' * (len(legal) != 1)}."
            )
        later = len(self._timeline) - self.at
        if later and self._timeline[self.at] != legal[index]:
            refusal = self._take_back_refusal(seat)
            if refusal:
                raise TableError(refusal)
            if not replace:
                self._question = _Question(
                    index,
                    f"“{legal[index].in_words()}” at step {self.at} replaces the {later} "
                    f"later step{'s' * (later != 1)} of this game. Replace them?",
                )
                self.message = ""
                return
        self._add(legal[index])

    def answer(self, replace: bool) -> None:
        """The person's answer to :attr:`question`: replace the later steps, or keep them."""
        question = self._question
        if question is None:
            raise TableError("There is no question to answer now, so nothing changed.")
        self._question = None
        if replace:
            self.act(question.move, replace=True)
        else:
            self._said(
                [f"The later steps are kept: the game has steps 0 to {len(self._timeline)}."]
            )

    def _take_back_refusal(self, seat: int) -> str:
        """Why ``seat`` may not choose again at the step on show ("" if it may): what reached
        it since. A new choice must not use what the seat learned after making the old one."""
        if self.free_branching:
            return ""
        news = self._news_since(seat)
        if not news:
            return ""
        name = self.names[seat]
        return (
            f"This is a look back at what {name} saw at step {self.at}: since then, {news}, so "
            f"taking back {name}'s move here would use what {name} learned. Go to the latest "
            f"step ({len(self._timeline)}) to play on."
        )

    def _news_since(self, seat: int) -> str:
        """What reached ``seat`` between the step on show and the timeline's end, in words
        ("" if nothing): a chance event, another seat's move, another person who saw the
        table after this step (pass and play), or a card the seat had not seen."""
        later = range(self.at, len(self._timeline))
        for step in later:
            mover = self._movers[step]
            if mover == CHANCE:
                return "a chance event (a deal or a draw) happened"
            if mover != seat:
                return f"{self.names[mover]} moved"
        for other, seen in self._seen_until.items():
            if other != seat and seen > self.at:
                return f"{self.names[other]} saw the table after this move"
        probe = self.state.clone()
        for step in later:
            before = probe.visible_cards(seat)
            probe.apply(self._timeline[step])
            if probe.visible_cards(seat) - before:
                return f"{self.names[seat]} saw a card that was still hidden at this step"
        return ""

    def back(self) -> None:
        if self.at == 0:
            raise TableError("This is the start of the game: there is nothing before it.")
        self.seek(self.at - 1)

    def forward(self) -> None:
        if self.at == len(self._timeline):
            raise TableError("This is the latest step: press Step for the next event.")
        self.seek(self.at + 1)

    def seek(self, step: int) -> None:
        """Show the table after the first ``step`` events of the timeline (history slider)."""
        if not 0 <= step <= len(self._timeline):
            raise TableError(
                f"There is no step {step}: this game has steps 0 to {len(self._timeline)}."
            )
        forward = step == self.at + 1
        self.playing = self.playing and forward
        self._go_to(step)
        lines = self._event_lines() if forward else []
        if lines:
            self._said(lines, logged=True)
        else:
            self._said([f"Step {step} of {len(self._timeline)}."])

    def reveal(self) -> None:
        """Pass and play: the person now holding the screen shows their own cards."""
        if not self.covered:
            raise TableError("There is nothing to show: the cards on show are the right ones.")
        self._pass_viewer, self._handed_over = self._seat_on_show(), False
        self._shown()
        self._said([f"{self.names[self._pass_viewer]}'s cards."])

    def new_deal(self, seed: int | None = None) -> None:
        """A new game of the same rules; without a seed one is drawn (and shown)."""
        self._start(seed)

    def deal_seed(self, seed: int) -> None:
        """A seed typed at the table deals the current game's default rules, so "everyone type
        seed 7" deals the same game on every screen (a variant travels as a deal code)."""
        self._deal_game(make(self.game.name), seed)

    def deal_from_code(self, code: str) -> None:
        """Deal what a deal code names: its game, rules and seed. The seats keep their names
        and bots when the game and the number of seats stay the same."""
        try:
            deal = read_deal_code(code)
        except DealCodeError as error:
            raise TableError(_neither_seed_nor_code(code, error)) from None
        self._deal_game(deal.game, deal.seed)

    def _deal_game(self, game: Game[Any, Any], seed: int) -> None:
        """Deal ``game`` from ``seed``, seating players for it first if it is another game or
        other rules; the message says only why the bots are not of the chosen strength."""
        self.message = ""
        if game != self.game:
            self._change_game(game)
        note = self.message
        self._start(seed)
        self.message = note

    def _change_game(self, game: Game[Any, Any]) -> None:
        """Seat players for another game or other rules: the seats keep their names and bots
        when the game and the number of seats stay the same."""
        same_seats = game.name == self.game.name and game.num_players == self.game.num_players
        keep_agents = same_seats and self.strength is None
        self._seat_players(
            game, self.names if same_seats else None, self.agents if keep_agents else None
        )
        self.seat = self.seat if self.seat < game.num_players else 0

    def _deal(self, request: Mapping[str, Any]) -> None:
        """A New deal request: a seed typed (the game's default rules), none (one is drawn, the
        rules stay), or a deal code as typed."""
        code = request.get("code")
        if not self.chosen_deals and (code is not None or request.get("seed") is not None):
            raise TableError(
                "This table deals only fresh random deals: whoever made it keeps the deal to "
                "itself, so the page cannot choose a seed or deal code. New deal with the box "
                "empty deals a fresh one."
            )
        if code is None:
            seed = _seed(request)
            if seed is None:
                self.new_deal()
            else:
                self.deal_seed(seed)
        elif not isinstance(code, str):
            raise TableError(f"A deal code is text such as 'HJA0-12R', not {quoted(code)}.")
        elif code.strip().isascii() and code.strip().isdigit():
            if len(code.strip()) > MAX_SEED_DIGITS:
                raise TableError(
                    f"A seed has at most {MAX_SEED_DIGITS} digits, not {len(code.strip()):,}."
                )
            self.deal_seed(int(code))
        else:
            self.deal_from_code(code)

    # ------------------------------------------------------------------ settings
    def play(self) -> None:
        """Start autoplay: the front end asks for a step every ``speed`` milliseconds."""
        if self.state.is_terminal:
            raise TableError("The game is over: choose New deal to play another.")
        self.playing, self.message = True, ""

    def pause(self) -> None:
        self.playing, self.message = False, ""

    def set_speed(self, ms: int) -> None:
        self.speed, self.message = self._check_speed(ms), ""

    def set_width(self, px: int) -> None:
        """Lay the table out ``px`` wide, the page's width, from ``NARROWEST`` to ``WIDTH``: a
        narrow notebook (a sidebar open) gets a narrower table, its cards at their own size."""
        if px <= 0:
            raise TableError(f"A table's width is a number of pixels above 0, not {px}.")
        self.width = min(max(px, NARROWEST), WIDTH)

    def set_mode(self, mode: SeatMode, seat: int) -> None:
        self._check_mode(mode, seat)
        self.mode, self.seat = mode, seat
        self._pass_viewer, self._handed_over, self._question = seat, False, None
        self._shown()
        self._said([MODES[mode] + (f" ({self.names[seat]})" if mode != "all" else "") + "."])

    def set_agents(self, agents: Sequence[Agent]) -> None:
        """Seat new bots. Where branching is free (the teacher's view, watching bots) they play
        from the step on show and the moves after it are forgotten, since the new bots may
        choose differently; where a person plays against hidden cards they play on after the
        latest step, so a person who went back cannot deal the seen future again."""
        if len(agents) != self.game.num_players:
            raise TableError(
                f"{self.game.title} here has {self.game.num_players} seats; give one agent per "
                f"seat, not {len(agents)}."
            )
        self.agents = list(agents)
        if self.free_branching:
            self._forget_from(self.at)

    def _check_mode(self, mode: object, seat: object) -> None:
        if not isinstance(mode, str) or mode not in MODES:
            raise TableError(
                f"There is no seat mode {quoted(mode)}; the modes are {', '.join(MODES)}."
            )
        seats = self.game.num_players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise TableError(f"A seat is a number from 0 to {seats - 1}, not {quoted(seat)}.")

    @staticmethod
    def _check_speed(ms: object) -> int:
        low, high = SPEED_RANGE
        if not isinstance(ms, int) or isinstance(ms, bool) or not low <= ms <= high:
            raise TableError(
                f"The autoplay delay is {low} to {high} milliseconds, not {quoted(ms)}."
            )
        return ms

    # ------------------------------------------------------------------ the timeline
    def _seat_players(
        self, game: Game[Any, Any], names: Sequence[str] | None, agents: Sequence[Agent] | None
    ) -> None:
        seats = game.num_players
        if agents is None:
            agents = self._bots_for(game)
        if len(agents) != seats:
            raise TableError(
                f"{game.title} here has {seats} seats; give one agent per seat, not {len(agents)}."
            )
        self.names = game.seat_names(names)
        self.game = game
        self.agents = list(agents)

    def set_strength(self, strength: str, budget: int) -> None:
        """Seat bots of this strength at every seat from the step on show."""
        self.set_agents(bots_of_strength(self.game, strength, budget))
        self.strength = (strength, budget)

    def _bots_for(self, game: Game[Any, Any]) -> list[Agent]:
        """Bots of the chosen strength for ``game`` (a Monte Carlo bot holds its game's rules, so
        a new game needs new bots), or the game's default bots when it has none of that kind."""
        strength, budget = self.strength or ("heuristic", 0)
        try:
            return bots_of_strength(game, strength, budget)
        except TableError as error:
            self.message = f"{error} Rule-of-thumb bots play instead."
            return [default_agent(game.name) for _ in range(game.num_players)]

    def _start(self, seed: int | None) -> None:
        try:
            state = self.game.new_state(seed, self.names)
        except RulesError as error:
            raise TableError(str(error)) from None
        self.state: State = state
        self.seed = state.seed
        self.deal_number += 1
        self._timeline: list[Action] = []
        #: Whether this deal's game has been over once (its seed may be shown from then on).
        self._ended = False
        #: Who made each event of the timeline (a seat or CHANCE), to tell what reached a seat.
        self._movers: list[int] = []
        self._reasons: dict[int, tuple[int, str]] = {}
        self._checkpoints: dict[int, Checkpoint] = {0: state.checkpoint()}
        self._question = None
        self._pass_viewer = self.seat
        #: Pass and play: the screen is being passed, and nobody has said it is them yet. A
        #: new deal starts so (whoever asked for it may not be the first to see it).
        self._handed_over = self.mode == "pass" and self.deal_number > 0
        #: Pass and play: the latest step each person saw uncovered.
        self._seen_until: dict[int, int] = {}
        self.playing = False
        self._shown()
        while self.state.current_player == CHANCE:  # straight to the first decision, logged
            self._add(self.state.sample_chance())
        self._said(["New deal." if self.deal_kept_back else f"New deal, seed {self.seed}."])

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
        """After the table moved to another moment: pass and play raises the cover when the
        moment is another person's, and notes how far the person looking has seen."""
        self._question = None
        if self.mode != "pass":
            return
        if self._seat_on_show() != self._pass_viewer:
            self._handed_over = True
        if not self._handed_over:
            seen = self._seen_until.get(self._pass_viewer, 0)
            self._seen_until[self._pass_viewer] = max(seen, self.at)

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
        self._ended = self._ended or self.state.is_terminal
        self.playing = self.playing and not self.state.is_terminal  # Play turns off at the end
        self._shown()
        self._said(self._event_lines(), logged=True)

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
                f"The bot at {self.names[seat]}'s seat chose {action}, which is not legal now."
            )
        return action, reason

    def _auto(self) -> bool:
        """Would a beat of Play do something now (not over, not waiting for a person)?"""
        player = self.state.current_player
        return player == CHANCE or (player >= 0 and player not in self.humans)

    # ------------------------------------------------------------------ what the front end sees
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

    def _said(self, lines: Sequence[str], *, logged: bool = False) -> None:
        """What the page reads out. ``logged`` lines are the latest lines of the viewer's log
        (an event's own lines), so the page is told only how many: they travel once, in the log.
        """
        self.announcement = " ".join(lines)
        logged = logged and len(lines) <= LOG_TAIL
        self._announcement: str | int = len(lines) if logged else self.announcement
        self.message = ""

    def page(self) -> Page:
        """Everything the front end shows, from the viewer's observation only, in the parts
        the widget syncs separately (so a part that did not change is not sent again).

        Call it once per message to the page: the log part holds only the lines that the page's
        log, as last sent, lacks.
        """
        frame: dict[str, Any] = {
            "deal": self.deal_number,
            "step": self.at,
            "end": len(self._timeline),
            "playing": self.playing,
            "auto": (self.playing or self.answering) and self._auto(),
            "speed": self.speed,
            "mode": self.mode,
            "seat": self.seat,
            "message": self.message,
            "ask": self.question,
            "past": self._looking_back(),
        }
        if self.covered:
            name = self.names[self._seat_on_show()]
            text = f"Pass the screen to {name}."
            frame |= {
                "cover": name,
                "announce": text,
                "status": text,
                "you": False,
                "prompt": text,
                "over": False,
                "reason": "",
            }
            return Page(frame, {}, {"phase": "", "reminder": ""}, self._log_part())
        viewer = self.viewer
        observation = self.state.observation(viewer)
        view = table_view(observation)
        turn = viewer in self.humans and observation.current_player == viewer
        earlier = self.at < len(self._timeline)
        # Replays the later steps, so asked once a page: the prompt and the controls share it.
        refusal = self._take_back_refusal(viewer) if viewer is not None and turn and earlier else ""
        controls = self._controls(observation, refusal)
        closed = bool(refusal)
        frame |= {
            "cover": "",
            "announce": self._announcement,
            "status": view.status,
            "you": turn and not closed,
            "prompt": self._prompt(view, turn, closed),
            "over": observation.current_player == TERMINAL,
            "reason": self._reason_shown(viewer),
        }
        return Page(
            frame,
            table_data(view, controls, self.width),
            {"phase": view.phase, "reminder": view.reminder},
            self._log_part(),
        )

    def _prompt(self, view: TableView, turn: bool, closed: bool) -> str:
        """The line at the person's hand: on their turn what to do, naming their own cards
        (the state's :meth:`~cardwidgets.engine.game.State.turn_prompt`, else the rule of the
        moment); at a look back where they may not choose again, how to get back to the game;
        otherwise the status (who is to move, who won)."""
        if closed:
            return "Looking back: you cannot choose again here. Go to the latest step to play on."
        if not turn:
            return view.status
        rule = self.state.turn_prompt() or view.reminder or view.status
        if self.at < len(self._timeline):
            return f"Your turn, at an earlier step: {rule}"
        return f"Your turn: {rule}"

    def _looking_back(self) -> str:
        """Where a person plays against hidden cards and the step on show is not the latest:
        that this is a review of what the seat saw then, and whether a move may be taken back."""
        end = len(self._timeline)
        if self.free_branching or self.at == end or self.covered:
            return ""
        seat = self.viewer
        assert seat is not None  # a viewer in play and pass and play
        review = f"Looking back: step {self.at} of {end}, as {self.names[seat]} saw it then."
        if self.state.current_player != seat:
            return review
        news = self._news_since(seat)
        if news:
            return f"{review} No new move here: since then, {news}."
        return f"{review} A new move here asks before replacing the later steps."

    def _log_part(self) -> dict[str, Any]:
        """The log lines the page lacks, as ``{"at": index of the first, "lines": [...],
        "tail": ...}``: with ``tail`` false, the lines added since the log last sent (the game
        moved on, seen by the same viewer), to append; otherwise the whole tail, to replace
        what the page shows (a new deal or viewer, a step back, a covered table). After a
        request for earlier lines, those lines instead, marked ``earlier``, to put before the
        lines shown."""
        if self.covered:
            mark, lines, start, tail = None, [], 0, True
        else:
            viewer = self.viewer
            entries = self.state.log_entries
            mark = _LogMark(self.deal_number, viewer, self.at, len(entries))
            before, self._log_before = self._log_before, None
            if before is not None and self._log_sent is not None and self._log_sent[0] == mark:
                start = max(0, before - LOG_PAGE)
                lines = [entry.for_viewer(viewer) for entry in entries[start:before]]
                part = {"at": start, "lines": lines, "tail": False, "earlier": True}
                self._log_sent = (mark, part)  # the page's log still ends where it ended
                return part
            if self._log_sent is not None and self._log_sent[0] == mark:
                return self._log_sent[1]
            last = self._log_sent[0] if self._log_sent is not None else None
            if (
                last is not None
                and (last.deal, last.viewer) == (mark.deal, viewer)
                and last.step <= mark.step
                and 0 <= mark.length - last.length <= LOG_TAIL
            ):
                start, tail = last.length, False
            else:
                start, tail = max(0, mark.length - LOG_TAIL), True
            lines = [entry.for_viewer(viewer) for entry in entries[start:]]
        part = {"at": start, "lines": lines, "tail": tail}
        self._log_sent = None if mark is None else (mark, part)
        return part

    def resend_log(self) -> None:
        """A page that lost track of the log (a new view of the table) gets its whole tail."""
        self._log_sent = None

    def _log_request(self, body: Mapping[str, Any]) -> None:
        """A page asks for its log's tail again, or (``before``: the number of the first line
        it shows) for the :data:`LOG_PAGE` lines before it."""
        if "before" not in body:
            self.resend_log()
            return
        before = _integer(body, "before")
        if self.covered or not 0 < before <= len(self.state.log_entries):
            raise TableError(
                f"The log has no lines before line {before + 1} to show here."
                if before
                else "The log shows its first event already."
            )
        self._log_before = before
        self.message = ""

    def _controls(self, observation: Observation, take_back_refusal: str) -> Controls:
        """Intents bound to the legal moves when the viewer is a person to move, refused with a
        reason when a person waits, or with ``take_back_refusal`` on a look back where the seat
        learned something since; nothing to click on a table someone watches."""
        player = observation.current_player
        viewer = observation.seat
        if viewer is None or viewer not in self.humans:
            return Controls(_nothing_legal, None, "You are watching: a bot plays this seat.")
        if player == viewer:
            if take_back_refusal:
                return Controls(_nothing_legal, lambda intent: take_back_refusal)
            legal = self.state.legal_actions()
            explained: dict[Action, str] = {}

            def refusal(intent: Action) -> str:
                if intent not in explained:
                    explained[intent] = self.state.explain(intent) or "Not a move now."
                return explained[intent]

            return Controls(legal.position, refusal, ranges=number_ranges(legal))
        if player == TERMINAL:
            reason = "The game is over."
        elif player == CHANCE:
            reason = "The next event is dealt: press Step."
        else:
            reason = f"It is {observation.names[player]}'s turn."
        return Controls(_nothing_legal, lambda intent: reason)

    def _reason_shown(self, viewer: int | None) -> str:
        reason = self._reasons.get(self.at - 1)
        if reason is None or (viewer is not None and viewer != reason[0]):
            return ""
        seat, text = reason
        return f"{self.names[seat]} (bot): {text}."


#: A family of fewer moves than this is only buttons.
_RANGE_AT_LEAST: Final = 3


def number_ranges(legal: LegalActions) -> tuple[NumberRange, ...]:
    """The families of legal moves that differ only in a whole amount, such as ``bid 65`` ...
    ``bid 160``: the ranges the engine describes (a bet of 1 to a whole stack, never listed),
    and runs of consecutive listed actions of one kind with one whole-number argument each,
    evenly spaced and at least three long. The widget lets a person type or slide to any amount
    of each, so no list of buttons has to hold every size."""
    ranges = []
    first = 0
    for kind, run in itertools.groupby(legal.listed, key=lambda action: action.kind):
        family = list(run)
        amounts = [_amount(action) for action in family]
        values = [amount for amount in amounts if amount is not None]
        steps = {later - earlier for earlier, later in itertools.pairwise(values)}
        if len(values) == len(family) >= _RANGE_AT_LEAST and len(steps) == 1 and min(steps) > 0:
            ranges.append(NumberRange(kind, values[0], values[-1], min(steps), first))
        first += len(family)
    for described in legal.ranges:
        ranges.append(NumberRange(described.kind, described.low, described.high, 1, first))
        first += len(described)
    return tuple(ranges)


def _amount(action: Action) -> int | None:
    """The amount of a move ``verb N`` with a whole number N, else None."""
    if len(action.args) != 1:
        return None
    (amount,) = action.args
    return amount if isinstance(amount, int) and not isinstance(amount, bool) else None


# ---------------------------------------------------------------------- checking requests
def _nothing_legal(intent: Action) -> None:
    """No intent is a legal move (someone else is to move, or nobody)."""


class _Request(NamedTuple):
    kind: str
    step: int
    deal: int
    body: Mapping[str, Any]


def _request(message: object) -> _Request:
    """A well-formed request, or TableError saying what is wrong with it."""
    if not isinstance(message, Mapping):
        raise TableError("The table ignored a message that is not a request.")
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in KINDS:
        raise TableError(f"The table ignored an unknown request {quoted(kind)}.")
    return _Request(kind, _integer(message, "step"), _integer(message, "deal"), message)


def _integer(request: Mapping[str, Any], key: str) -> int:
    """A whole number the page sent: a step, a deal, a move's index, a delay. Each is far below
    2**63, so a larger one is refused before any message quotes it (Python cannot even write a
    number of thousands of digits)."""
    value = request.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value.bit_length() > 63:
        raise TableError(
            f"The table ignored a {quoted(request.get('kind'))} request whose {key!r} is not a "
            "whole number."
        )
    return value


def _neither_seed_nor_code(text: str, error: DealCodeError) -> str:
    """Why typed text deals nothing: text with digits or dashes is taken for a mistyped code
    (what is wrong with it as one), other text is told what a seed and a code look like."""
    if any(c.isdigit() or c == "-" for c in text):
        return str(error)
    return (
        f"{quoted(text.strip())} is neither a seed nor a deal code: a seed is a whole number such "
        "as 7, and a deal code is letters and digits such as 'HJA0-12R'."
    )


def _boolean(request: Mapping[str, Any], key: str) -> bool:
    """A yes or no the page sent (an answer to a question)."""
    value = request.get(key)
    if not isinstance(value, bool):
        raise TableError(
            f"The table ignored a {quoted(request.get('kind'))} request whose {key!r} is not "
            "true or false."
        )
    return value


def _seed(request: Mapping[str, Any]) -> int | None:
    seed = request.get("seed")
    if seed is None:
        return None
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise TableError(f"A seed is a whole number of 0 or more, not {quoted(seed)}.")
    if seed.bit_length() > MAX_SEED_BITS:
        raise TableError(f"A seed has at most {MAX_SEED_DIGITS} digits, not {quoted(seed)}.")
    return seed


def _mode(request: Mapping[str, Any]) -> SeatMode:
    mode = request.get("mode")
    if not isinstance(mode, str) or mode not in MODES:
        raise TableError(f"There is no seat mode {quoted(mode)}; the modes are {', '.join(MODES)}.")
    return cast(SeatMode, mode)
