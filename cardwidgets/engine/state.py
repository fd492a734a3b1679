"""State: the class every game's positions subclass, after OpenSpiel's State: one position of
one game, a value that can be copied, compared and written down as a record. Chance acts like
a seat (``current_player == CHANCE``), its events drawn from the seed and kept in the history,
so a record replays to the identical state."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

import numpy as np

from cardwidgets.engine.actions import Action, is_well_formed
from cardwidgets.engine.base_game import Game, StateT
from cardwidgets.engine.cards import Card
from cardwidgets.engine.chance import event_generator
from cardwidgets.engine.checkpoint import PAST_FIELDS, Checkpoint, copied
from cardwidgets.engine.errors import ActionParseError, RecordError
from cardwidgets.engine.illegal import IllegalActionError, describe_choices
from cardwidgets.engine.legal import NO_LEGAL_ACTIONS, LegalActions
from cardwidgets.engine.log_entry import LogEntry
from cardwidgets.engine.observation import Observation, PlainObservation
from cardwidgets.engine.record import GameRecord
from cardwidgets.engine.referee import checked_action, checked_seat
from cardwidgets.engine.score_sheet import ScoreSheet
from cardwidgets.engine.seats import CHANCE, TERMINAL
from cardwidgets.engine.zones import Zone
from cardwidgets.i18n import Words, _
from cardwidgets.i18n.words import seat_name


class State(ABC):
    """One position of one game. Subclasses keep their fields as plain attributes.

    Subclasses implement the underscored hooks; the public methods here add the checking,
    caching and bookkeeping every game shares.
    """

    game: Game[Any, Any]
    #: How a notebook draws a state (:meth:`_repr_svg_`). The engine names no renderer: the
    #: ``cardwidgets`` package sets this when imported (see its ``__init__``).
    drawing: ClassVar[Callable[[State], str] | None] = None

    def __init__(self, game: Game[Any, Any], seed: int, names: tuple[str, ...]) -> None:
        self.game = game
        self.seed = seed
        self.names = names
        self.history: list[Action] = []
        #: Steps played before ``history`` begins: nonzero only in a resampled state, whose past
        #: is unknown (see :meth:`Game.resample`).
        self._past_steps = 0
        self._chance_events = 0
        self._log: list[LogEntry] = []
        self._legal: LegalActions | None = None
        #: Whether the state keeps no log (see :meth:`quieten`).
        self._quiet = False

    # ------------------------------------------------------------------ hooks
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or CHANCE, or TERMINAL."""

    @abstractmethod
    def _legal_actions(self) -> list[Action] | LegalActions:
        """The current seat's legal actions, in a fixed order (runs of numbers, such as bets
        from 1 to a whole stack, as a :class:`LegalActions` with ranges)."""

    @abstractmethod
    def _illegal_reason(self, action: Action) -> str:
        """Why ``action`` (not legal now) is refused, in a learner's words."""

    @abstractmethod
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        """Change the state by a legal action (or a checked chance event); say what happened,
        in entries already made (a list, not a generator: a quiet state does not read them),
        or in none where the state is :attr:`quiet`."""

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        """Draw the next chance event: by default from :meth:`chance_outcomes`. A game whose
        events are too many to list (a shuffle) draws them itself."""
        actions, chances = zip(*self._listed_outcomes(), strict=True)
        picked: Action = actions[int(rng.choice(len(actions), p=chances))]
        return picked

    def _chance_problem(self, action: Action) -> str | None:
        """Why ``action`` is not a possible chance event here, or None if it is: by default,
        unless :meth:`chance_outcomes` lists it with a chance above zero."""
        possible = [event for event, chance in self._listed_outcomes() if chance > 0]
        if action in possible:
            return None
        return f"{action} cannot happen now: the chance events are {describe_choices(possible)}."

    def _listed_outcomes(self) -> list[tuple[Action, float]]:
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise NotImplementedError(
                f"{self.game.title} lists no chance outcomes here: write _sample_chance and "
                "_chance_problem for events too many to list."
            )
        return outcomes

    def observation(self, seat: int | None) -> Observation:
        """What ``seat`` knows now; ``None`` for the teacher's all-cards view. A seat that is
        no seat of this game is refused (True is not seat 1)."""
        return self._observation(checked_seat(self, seat))

    def _observation(self, seat: int | None) -> Observation:
        """By default a :class:`PlainObservation` made from the zones; a game whose seats know
        more than where the cards are (bids, tricks, what was passed) writes its own, with
        :meth:`common_observation` for the fields every observation has.
        """
        player = self.current_player
        acting = player >= 0 and seat in (None, player)
        return PlainObservation(
            **self.common_observation(seat, self.current_phase(), self.current_reminder()),
            zones=tuple(zone.seen(seat) for zone in self.zones()),
            scores=tuple(self.running_scores()),
            actions=tuple(self.legal_actions()) if acting else (),
        )

    def common_observation(self, seat: int | None, phase: str, reminder: str) -> dict[str, Any]:
        """The fields every observation has, as keyword arguments."""
        return {
            "game": self.game.name,
            "seat": seat,
            "names": self.names,
            "current_player": self.current_player,
            "step": self.step,
            "phase": phase,
            "reminder": reminder,
        }

    def current_phase(self) -> str:
        """The part of the game now, in a word, for the default observation: "play" until the
        end, then "over"."""
        return "over" if self.is_terminal else "play"

    def current_reminder(self) -> str:
        """The rule that applies now, in one line, for the default observation; none."""
        return ""

    def turn_prompt(self) -> str:
        """What the seat to move may do now, in one sentence for that seat alone: it may name
        the cards the seat holds ("Follow Green: G5 G9 Rook"), so it is shown only on the
        mover's own screen, never put in an observation. "" where the rule of the moment (the
        observation's ``reminder``) already says it all."""
        return ""

    @abstractmethod
    def zones(self) -> list[Zone]:
        """Where every card is, and who can see it."""

    @abstractmethod
    def returns(self) -> tuple[float, ...]:
        """Each seat's result at the end: +1 win, -1 loss, 0 draw; zeros before the end."""

    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        """The possible chance events with their probabilities, when few enough to list."""
        return None

    def running_scores(self) -> tuple[float, ...]:
        """Each seat's score by the game's own count (points, chips), for tournament tables;
        games with a score override it. By default the returns."""
        return self.returns()

    def standing(self) -> tuple[float, ...]:
        """Each seat's prospects now, on the scale of :meth:`returns` (-1 lost, +1 won).

        The returns once the game is over; before, the game's rough guess from its running
        scores. A Monte Carlo bot that stops its playouts at the end of a hand compares
        positions with it. By default the returns (zeros before the end).
        """
        return self.returns()

    @property
    def hands_completed(self) -> int:
        """Hands (deals) played to their end so far; games of several hands override this."""
        return 1 if self.is_terminal else 0

    def score_sheet(self) -> ScoreSheet | None:
        """The score sheet of the hands played to their end (public: each hand's score is
        announced), or None for a game that keeps none."""
        return None

    def check_invariants(self) -> None:  # noqa: B027 (an optional hook)
        """Raise AssertionError if the game's own arithmetic breaks (for the conformance check)."""

    # ------------------------------------------------------------------ derived facts
    @property
    def num_players(self) -> int:
        return self.game.num_players

    @property
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    @property
    def step(self) -> int:
        """How many events (moves and chance events) have happened."""
        return self._past_steps + len(self.history)

    def legal_actions(self, seat: int | None = None) -> LegalActions:
        """The legal actions of the seat to move (or of ``seat``: empty unless it is to move).

        An immutable sequence, shared until the next move (so asking twice costs nothing);
        runs of numbers are described, not listed (see :mod:`cardwidgets.engine.legal`).
        Chance events are not listed here; see :meth:`sample_chance`.
        """
        player = self.current_player
        if player < 0 or (seat is not None and checked_seat(self, seat) != player):
            return NO_LEGAL_ACTIONS
        return self._legal_now()

    def _legal_now(self) -> LegalActions:
        if self._legal is None:
            found = self._legal_actions()
            self._legal = found if isinstance(found, LegalActions) else LegalActions(found)
        return self._legal

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (or its written form) may be played now; anything that is no
        action at all is simply not legal."""
        if not isinstance(action, Action) or not is_well_formed(action):
            return isinstance(action, str) and self.explain(action) is None
        if self.current_player == CHANCE:
            return self._chance_problem(action) is None
        if self.current_player < 0:
            return False
        return action in self._legal_now()

    def explain(self, action: Action | str) -> str | None:
        """None if ``action`` is legal now, otherwise the reason it is not."""
        try:
            checked_action(self, action, None)
        except (IllegalActionError, ActionParseError) as error:
            return getattr(error, "reason", str(error))
        return None

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Play ``action`` (or apply a chance event). ``seat``, if given, must be the mover.

        An illegal action raises :class:`IllegalActionError` and leaves the state as it was.
        """
        self._commit(checked_action(self, action, checked_seat(self, seat)))

    def apply_legal(self, action: Action) -> None:
        """Play ``action``, a move from :meth:`legal_actions`, on the playouts' fast path.

        :meth:`apply` checks a move from outside in full (its make-up, the seat, the rules);
        a move a bot took from the legal list needs only to be found in it (the full check is
        a tenth to a fifth of a random playout: ``benchmarks/driver.py``). The state changes and
        records exactly as through :meth:`apply`; anything not in the list goes through
        :meth:`apply`, so it is refused with the same error and the state left as it was.
        """
        if self.current_player >= 0:
            legal = self._legal_now()
            found = legal.position(action)
            if found is not None:
                # The listed action, not the one given: equal, but ``True == 1`` would let
                # a hand-built ``first_dealer True`` into the record as written.
                self._commit(legal[found])
                return
        self.apply(action)

    def _commit(self, action: Action) -> None:
        """Apply an action already known to be legal, and record it."""
        player = self.current_player
        entries = self._apply(action)
        if not isinstance(entries, list | tuple):  # a generator changes the state as it runs:
            entries = list(entries)  # run it now, or a quiet state would never be changed
        self.history.append(action)
        if player == CHANCE:
            self._chance_events += 1
        self._legal = None
        if not self._quiet:
            self._log.extend(entries)

    @property
    def quiet(self) -> bool:
        """Whether this state keeps no log (:meth:`quieten`): a game's ``_apply`` may then skip
        writing the text of its busiest events."""
        return self._quiet

    def quieten(self) -> None:
        """Keep no log from now on: for a playout's copy, whose story nobody reads (writing
        it is a tenth of a playout). Everything else stays as it would: the moves, the
        scores, the history and the record (``tests/engine/test_fast_path.py``)."""
        self._quiet = True

    def sample_chance(self) -> Action:
        """The next chance event, drawn from this game's seed (the same on every replay)."""
        if self.current_player != CHANCE:
            raise IllegalActionError(None, "No chance event is due: a seat is to move.")
        return self._sample_chance(event_generator(self.seed, self._chance_events))

    def apply_chance(self) -> Action:
        """Draw and apply the next chance event; return it.

        The game's own sampler only draws possible events, so they skip the check that events
        from outside (a record, a test) get: for a 108-card deal that check is a quarter of a
        random playout. The conformance checker verifies that every sampled event passes it.
        """
        action = self.sample_chance()
        self._commit(action)
        return action

    def advance_chance(self) -> None:
        """Apply chance events until a seat must act or the game ends."""
        while self.current_player == CHANCE:
            self.apply_chance()

    # ------------------------------------------------------------------ reading
    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "chance"

    def entry(
        self,
        actor: int | None,
        text: Words,
        you: Words | None = None,
        secret: tuple[tuple[int, Words], ...] = (),
        full: Words | None = None,
    ) -> LogEntry:
        """A log line for the event being applied now (for games' ``_apply``)."""
        return LogEntry(self._past_steps + len(self.history), actor, text, you, secret, full)

    def log(self, viewer: int | None = None) -> list[str]:
        """The story so far as ``viewer`` may read it (None: with every card shown)."""
        return [entry.for_viewer(viewer) for entry in self._log]

    @property
    def log_entries(self) -> tuple[LogEntry, ...]:
        return tuple(self._log)

    def action_to_string(self, action: Action) -> str:
        return str(action)

    def record(self) -> GameRecord:
        if self._past_steps:
            raise RecordError(
                "This state was resampled from one seat's observation: its past is unknown, so "
                "it has no record to replay."
            )
        return GameRecord(
            game=self.game.name,
            rules=self.game.rules.to_dict(),
            seed=self.seed,
            events=tuple(str(a) for a in self.history),
            names=self.names,
            rules_version=self.game.rules.rules_version,
        )

    def visible_cards(self, seat: int) -> Counter[Card]:
        """Every card ``seat`` may know the identity of, as a multiset."""
        viewer = checked_seat(self, seat)
        seen: Counter[Card] = Counter()
        for zone in self.zones():
            if zone.visible_to(viewer):  # type: ignore[arg-type]
                seen.update(zone.cards)
        return seen

    # ------------------------------------------------------------------ value semantics
    def clone(self: StateT) -> StateT:
        """An independent copy, fast enough for Monte Carlo bots that copy thousands of times.

        Game states keep their fields as immutable values (cards, numbers, tuples) and as lists,
        dicts and sets of them; every such container is copied, nested ones too. A game whose
        state holds other mutable objects must override this.
        """
        twin = object.__new__(type(self))
        twin.__dict__.update({k: copied(v) for k, v in vars(self).items()})
        twin._legal = None
        return twin

    def __deepcopy__(self: StateT, memo: dict[int, object]) -> StateT:
        """``copy.deepcopy`` takes the fast copy too (OpenSpiel copies a Python game's states
        with it): a state's values are immutable or copied containers, so nothing is lost."""
        return self.clone()

    def checkpoint(self) -> Checkpoint:
        """A saved copy of this position that leaves out its past (history and log).

        A table that can go back keeps a copy every few steps; copying the past into each
        would make its memory grow with the square of the game's length. The past is kept
        once, by the later state it is cut from (:meth:`Checkpoint.resume`).
        """
        present = object.__new__(type(self))
        present.__dict__.update(
            {k: copied(v) for k, v in vars(self).items() if k not in PAST_FIELDS}
        )
        present.history, present._log, present._legal = [], [], None
        return Checkpoint(present, self.step, len(self._log))

    def _value(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if k != "_legal"}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and type(other) is type(self)
            and self._value() == other._value()
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        player = self.current_player
        if player == CHANCE:
            who = _("chance to deal")
        elif player == TERMINAL:
            who = _("game over")
        else:
            who = _("{name} to move").format(name=seat_name(self.name(player)))
        return "<{}>".format(
            _("{game}: step {step}, {who}, seed {seed}").format(
                game=self.game.title_in_words(), step=self.step, who=who, seed=self.seed
            )
        )

    def _repr_svg_(self) -> str | None:
        """The table with every card shown, so a state is a picture in any notebook."""
        drawing = State.drawing
        return None if drawing is None else drawing(self)
