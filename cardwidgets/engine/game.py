"""Game and State: the contract every game implements (after OpenSpiel's Game/State).

A :class:`Game` holds static facts and the rules; a :class:`State` is one position of one game,
a value that can be copied, compared and written down. Chance is an actor like the seats: at a
chance node ``current_player == CHANCE`` and a chance event (a shuffle, a coin toss) is applied
as an action and kept in the history. So a :class:`~cardwidgets.engine.record.GameRecord` (game,
rules, seed, history) replays to the identical state without any randomness.

Chance event ``n`` is drawn from its own random stream keyed by the seed and numbered ``n``
(:func:`~cardwidgets.engine.chance.event_generator`), so stepping back and forward, or replaying
and continuing, never reshuffles: the same seed gives the same deal at the same point on every
machine.
"""

from __future__ import annotations

import dataclasses
import secrets
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, NamedTuple, TypeVar

import numpy as np

from cardwidgets.engine.actions import Action, is_well_formed
from cardwidgets.engine.cards import Card
from cardwidgets.engine.chance import event_generator
from cardwidgets.engine.errors import (
    ActionParseError,
    IllegalActionError,
    RecordError,
    RulesError,
    describe_choices,
    quoted,
)
from cardwidgets.engine.info import GameInfo
from cardwidgets.engine.legal import NO_LEGAL_ACTIONS, LegalActions
from cardwidgets.engine.rules import Rules
from cardwidgets.engine.seats import MAX_NAME_CHARACTERS, default_names
from cardwidgets.engine.tensors import Fact, HandLength

if TYPE_CHECKING:
    from cardwidgets.engine.record import GameRecord

#: ``current_player`` when the next event is chance's (a shuffle, a coin toss).
CHANCE: Final = -1
#: ``current_player`` when the game is over.
TERMINAL: Final = -2

#: Seeds drawn when the caller gives none stay below this, so they are easy to read aloud.
_SEED_LIMIT: Final = 1_000_000_000
#: The largest seed taken is below 2**256 (77 digits): any seed a person types or a program
#: draws, and no number so long that merely reading it is slow.
MAX_SEED_BITS: Final = 256
MAX_SEED_DIGITS: Final = 77

RulesT = TypeVar("RulesT", bound=Rules)
StateT = TypeVar("StateT", bound="State")
ObservationT = TypeVar("ObservationT", bound="Observation")


class Zone(NamedTuple):
    """A place cards lie, and who may know which cards they are.

    Every card of the game is in exactly one zone at every step (the conformance checker
    tests this), and a seat's observation may only show cards of zones it can see. ``owner``
    is the seat the zone belongs to (its hand, its tricks won), where the table shows it; by
    default the one seat that sees it, if only one does.
    """

    name: str
    cards: Sequence[Card]
    seen_by: frozenset[int] = frozenset()
    public: bool = False
    owner: int | None = None

    def visible_to(self, seat: int) -> bool:
        return self.public or seat in self.seen_by

    def belongs_to(self) -> int | None:
        if self.owner is not None:
            return self.owner
        return next(iter(self.seen_by)) if len(self.seen_by) == 1 else None

    def seen(self, seat: int | None) -> SeenZone:
        """The zone as ``seat`` sees it (every card for the teacher, ``seat`` None)."""
        shown = seat is None or self.visible_to(seat)
        cards = tuple(self.cards) if shown else ()
        return SeenZone(self.name, self.belongs_to(), cards, len(self.cards) - len(cards))


@dataclass(frozen=True)
class SeenZone:
    """A zone in an observation: the cards the seat may see, and how many lie face down."""

    name: str
    owner: int | None
    cards: tuple[Card, ...]
    hidden: int


class LogEntry(NamedTuple):
    """One line of the game's story, worded for whoever reads it.

    ``text`` names seats ("North turns Q♥"), ``you`` is the acting seat's own wording ("You
    turn Q♥"), ``secret`` gives seats that learn something private their own line ("You took
    the face-down card: R9"), and ``full`` is the teacher's all-cards wording.
    """

    step: int
    actor: int | None
    text: str
    you: str | None = None
    secret: tuple[tuple[int, str], ...] = ()
    full: str | None = None

    def for_viewer(self, viewer: int | None) -> str:
        if viewer is None:
            return self.full or self.text
        for seat, text in self.secret:
            if seat == viewer:
                return text
        if viewer == self.actor and self.you:
            return self.you
        return self.text


@dataclass(frozen=True, kw_only=True)
class Observation:
    """What one seat knows. Each game subclasses it with its own public and private fields.

    ``seat`` is None for the teacher's all-cards view.
    """

    game: str
    seat: int | None
    names: tuple[str, ...]
    current_player: int
    step: int
    phase: str
    #: The rule that applies now, in one line ("Follow suit if you can").
    reminder: str

    @classmethod
    def build(cls: type[ObservationT], values: Mapping[str, Any]) -> ObservationT:
        """The same observation as ``cls(**values)``, built several times faster.

        A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, and
        passing a few dozen keyword arguments costs about as much again; an observation is built
        at every step of every playout. This copies ``values`` (a dict literal at the call site)
        into the instance after the same check of the field names (fields with defaults may be
        left out), so a missing or misspelt field still fails. It runs no ``__post_init__``.
        """
        names, defaults = _observation_fields(cls)
        if values.keys() != names:
            missing = names - values.keys() - defaults.keys()
            unknown = values.keys() - names
            if missing or unknown:
                raise TypeError(
                    f"{cls.__name__}.build: missing fields {sorted(missing)}, "
                    f"unknown fields {sorted(unknown)}."
                )
            values = {**defaults, **values}
        observation = object.__new__(cls)
        observation.__dict__.update(values)
        return observation


@dataclass(frozen=True, kw_only=True)
class PlainObservation(Observation):
    """The engine's own observation, for a game that writes none: the zones as the seat sees
    them, every seat's running score, and the seat's legal actions when it is to move."""

    zones: tuple[SeenZone, ...]
    scores: tuple[float, ...]
    actions: tuple[Action, ...]


_OBSERVATION_FIELDS: dict[type[Observation], tuple[frozenset[str], dict[str, Any]]] = {}


def _observation_fields(cls: type[Observation]) -> tuple[frozenset[str], dict[str, Any]]:
    """An observation class's field names and its fields' plain defaults, computed once."""
    known = _OBSERVATION_FIELDS.get(cls)
    if known is None:
        fields = dataclasses.fields(cls)
        if any(f.default_factory is not dataclasses.MISSING for f in fields):
            raise TypeError(f"{cls.__name__}.build does not support default_factory fields.")
        defaults = {f.name: f.default for f in fields if f.default is not dataclasses.MISSING}
        known = _OBSERVATION_FIELDS[cls] = (frozenset(f.name for f in fields), defaults)
    return known


class Game(ABC, Generic[RulesT, StateT]):
    """A game with fixed rules. Immutable: share it between states freely.

    A game class declares its facts and parts in ``info`` (a :class:`GameInfo`); its ``name``,
    ``title`` and ``aliases`` are read from there.
    """

    info: ClassVar[GameInfo]
    name: ClassVar[str]
    title: ClassVar[str]
    rules_class: ClassVar[type[Rules]]
    #: Aliases accepted by :func:`~cardwidgets.engine.registry.make`, from ``info``.
    aliases: ClassVar[tuple[str, ...]] = ()
    #: A few sentences for the Rules button, before the options in force (a game whose
    #: options change what they say words them in :meth:`rules_summary` instead).
    summary: ClassVar[str] = ""
    #: Decisions a Monte Carlo bot leaves to the game's own bot, as phase (the observation's
    #: ``phase``) -> why, in words that finish "as the rule-of-thumb bot would: ...". Its
    #: imagined deals (:meth:`resample`) take the hidden cards as equally likely whatever the
    #: others did: fair where actions say little about cards, misleading where they say much (a
    #: raise in a betting game); and where the game's bot makes a choice provably right, or
    #: averages it over every unseen card, a search on a few deals gains only noise. Keyed by
    #: phase, not action kind, because one kind may be different decisions in different phases.
    monte_carlo_defers: ClassVar[Mapping[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if isinstance(info, GameInfo):
            cls.name, cls.title, cls.aliases = info.name, info.title, info.aliases

    def __init__(self, rules: RulesT | None = None, **options: Any) -> None:
        if rules is not None and options:
            raise RulesError("Give either a rules object or rule options, not both.")
        if rules is None:
            rules = self.rules_class.from_dict(options)  # type: ignore[assignment]
        elif not isinstance(rules, self.rules_class):
            raise RulesError(
                f"{self.title} takes {self.rules_class.__name__}, not {type(rules).__name__}."
            )
        self.rules: RulesT = rules  # type: ignore[assignment]

    # ------------------------------------------------------------------ facts
    @property
    @abstractmethod
    def num_players(self) -> int:
        """How many seats this game has under its rules."""

    @abstractmethod
    def all_cards(self) -> tuple[Card, ...]:
        """Every card in play, as a multiset: what the zones must always add up to."""

    @abstractmethod
    def _new_state(self, seed: int, names: tuple[str, ...]) -> StateT:
        """The state before the first chance event."""

    # ------------------------------------------------------------------ states
    def new_state(self, seed: int | None = None, names: Sequence[str] | None = None) -> StateT:
        """A new game. Without a seed one is drawn and recorded, so the game can be replayed."""
        if seed is None:
            seed = secrets.randbelow(_SEED_LIMIT)
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise RulesError(f"A seed is a whole number of 0 or more, not {quoted(seed)}.")
        if seed.bit_length() > MAX_SEED_BITS:
            raise RulesError(f"A seed has at most {MAX_SEED_DIGITS} digits, not {quoted(seed)}.")
        return self._new_state(seed, self.seat_names(names))

    def rules_summary(self) -> str:
        """The game in a few sentences, as the rules in force have it (the Rules button)."""
        return self.summary

    def seat_names(self, names: Sequence[str] | None = None) -> tuple[str, ...]:
        if names is None:
            return default_names(self.num_players)
        if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
            raise RulesError(
                f"Player names are a list of {self.num_players} texts, not {quoted(names)}."
            )
        names = tuple(str(n) for n in names)
        if len(names) != self.num_players or len(set(names)) != len(names):
            raise RulesError(
                f"{self.title} with these rules has {self.num_players} seats: give "
                f"{self.num_players} different names, not {quoted(list(names))}."
            )
        for name in names:
            if not 0 < len(name) <= MAX_NAME_CHARACTERS:
                raise RulesError(
                    f"A player's name has 1 to {MAX_NAME_CHARACTERS} characters (so a saved "
                    f"record of the game loads), not {len(name):,}: {quoted(name)}."
                )
        return names

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def every_action(self) -> LegalActions:
        """Every move a seat may ever make under these rules, in a fixed order (chance events
        aside): the numbering outside APIs need, where an action is a number below a declared
        bound (OpenSpiel's action ids, a PettingZoo action mask). A move's number is its
        position here (:meth:`LegalActions.position`); runs of numbers (every bet size) are
        ranges, so a large bound costs nothing until listed.
        """
        raise NotImplementedError(
            f"{self.title} does not declare every_action(), so it has no fixed action numbers "
            "for OpenSpiel or PettingZoo."
        )

    def public_facts(self) -> tuple[Fact, ...]:
        """The public facts the zones do not hold (phase, dealer, bidder, contract, trump,
        scores, chips...), as data the tensors write (:mod:`cardwidgets.engine.tensors`).
        By default each seat's running score, on the scale of the returns; a game with a bid,
        a trump or chips declares them."""
        return (Fact("scores", "running_scores", "numbers", low=-1.0, high=1.0),)

    def longest_hand(self) -> HandLength:
        """The most moves of the seats a hand can take, as the information-state tensor counts
        them (OpenSpiel needs a fixed length). By default every card moved twice at most, each
        way: a game whose hands can be longer says so, or its tensor refuses the longer hand."""
        cards = 2 * len(self.all_cards())
        return HandLength(card_moves=cards, other_moves=cards)

    # ------------------------------------------------------------------ hidden cards
    def resample(self, observation: Observation, rng: np.random.Generator) -> StateT:
        """A full state that ``observation``'s seat cannot tell from the true one.

        After OpenSpiel's ``ResampleFromInfostate``: the hidden cards are dealt at random from
        the cards the seat cannot see, respecting all it knows (voids shown by not following
        suit, face-up cards others took, what may lie in a nest), so
        ``resample(obs, rng).observation(obs.seat) == obs``. It reads the observation only,
        never the true state: a Monte Carlo bot plays its playouts from such states.

        The result starts at the observation's step with an unknown past: its ``history``
        holds only what is played from it on, it has no record, and its later chance events
        come from a seed drawn from ``rng`` (never the true game's).
        """
        if not isinstance(observation, Observation):
            raise RulesError(
                f"resample takes one seat's observation (state.observation(seat)), not "
                f"{quoted(observation)}."
            )
        if not isinstance(rng, np.random.Generator):
            raise RulesError(
                "resample draws the hidden cards with a numpy Generator "
                f"(numpy.random.default_rng(seed)), not {quoted(rng)}."
            )
        if observation.game != self.name:
            raise RulesError(
                f"This is {self.title}: it cannot resample an observation of {observation.game!r}."
            )
        if observation.seat is None:
            raise RulesError(
                "The teacher's view shows every card: there is nothing hidden to resample. "
                "Give the observation of one seat."
            )
        return self._resample(observation, rng)

    def _resample(self, observation: Observation, rng: np.random.Generator) -> StateT:
        """Games with hidden cards implement this (see :meth:`resample`)."""
        raise NotImplementedError(
            f"{self.title} cannot yet deal the hidden cards of an observation, so Monte Carlo "
            "bots cannot play it."
        )

    def deal_likelihood(self, observation: Observation, deal: StateT) -> float:
        """How likely the others were to act as ``observation`` shows had they held ``deal``'s
        hidden cards, up to a constant factor: a deal's weight in the seat's belief, for games
        whose moves tell of the cards (a raise of a strong hand). By default 1: every deal
        :meth:`resample` makes is as likely as any other. See :attr:`weighs_deals`."""
        return 1.0

    @property
    def weighs_deals(self) -> bool:
        """Whether :meth:`deal_likelihood` tells deals apart (a Monte Carlo bot then draws its
        imagined deals by weight)."""
        return type(self).deal_likelihood is not Game.deal_likelihood

    @property
    def returns_sum(self) -> float | None:
        """What the seats' returns add up to at the end of every game under these rules, and
        every :meth:`State.standing` too (a game cut short ends with it); None where that
        varies. OpenSpiel's zero- and constant-sum games are declared from it, and a test plays
        many games of each rule set to check it."""
        return None

    @property
    def can_resample(self) -> bool:
        """Whether :meth:`resample` works for this game (Monte Carlo bots need it)."""
        return type(self)._resample is not Game._resample

    def _resampled_state(self, observation: Observation, rng: np.random.Generator) -> StateT:
        """A fresh state for :meth:`_resample` to fill: a seed from ``rng``, the observation's
        names, and the observation's step as its unknown past."""
        state = self._new_state(int(rng.integers(_SEED_LIMIT)), observation.names)
        state._past_steps = observation.step
        return state

    def replay(
        self, events: Iterable[str | Action], seed: int, names: Sequence[str] | None = None
    ) -> StateT:
        """The state reached by applying written events in order, checking each one."""
        state = self.new_state(seed, names)
        for event in events:
            state.apply(self.parse_action(event) if isinstance(event, str) else event)
        return state

    # ------------------------------------------------------------------ value semantics
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and type(other) is type(self) and other.rules == self.rules

    def __hash__(self) -> int:
        return hash((self.name, self.rules))

    def __repr__(self) -> str:
        options = "".join(f", {k}={v!r}" for k, v in self.rules.changed().items())
        return f"make({self.name!r}{options})"

    def __deepcopy__(self, memo: dict[int, object]) -> Game[RulesT, StateT]:
        return self


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
        return self._observation(self._checked_seat(seat))

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
        if player < 0 or (seat is not None and self._checked_seat(seat) != player):
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
            self._validate(action, None)
        except (IllegalActionError, ActionParseError) as error:
            return getattr(error, "reason", str(error))
        return None

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Play ``action`` (or apply a chance event). ``seat``, if given, must be the mover.

        An illegal action raises :class:`IllegalActionError` and leaves the state as it was.
        """
        self._commit(self._validate(action, self._checked_seat(seat)))

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

    def _checked_seat(self, seat: object) -> int | None:
        """A seat as a caller gives it: None, or a seat number of this game (True is not 1)."""
        if seat is None:
            return None
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int | np.integer)
            or not 0 <= seat < self.num_players
        ):
            raise IllegalActionError(
                None,
                f"A seat is a whole number from 0 to {self.num_players - 1} ({self.names[0]} is "
                f"0), not {quoted(seat)}.",
                self.legal_actions(),
            )
        return int(seat)

    def _validate(self, action: Action | str, seat: int | None) -> Action:
        player = self.current_player
        if player == TERMINAL:
            raise IllegalActionError(action, "The game is over: nothing more can be played.")
        if isinstance(action, str):
            action = self._resolve_text(action)
        if not isinstance(action, Action) or not is_well_formed(action):
            raise IllegalActionError(
                action,
                f"{quoted(action)} is not an action; give an Action or its text, like 'play QH'.",
                () if player == CHANCE else self._legal_now(),
            )
        if player == CHANCE:
            if seat is not None:
                raise IllegalActionError(
                    action,
                    f"It is chance's turn (the next event is dealt), not {self.name(seat)}'s.",
                )
            problem = self._chance_problem(action)
            if problem is not None:
                raise IllegalActionError(action, problem)
            return action
        if seat is not None and seat != player:
            raise IllegalActionError(
                action,
                f"It is {self.name(player)}'s turn, so {self.name(seat)} cannot play now.",
                self.legal_actions(),
            )
        legal = self._legal_now()
        if action not in legal:
            raise IllegalActionError(action, self._illegal_reason(action), legal)
        return action

    def _resolve_text(self, text: str) -> Action:
        """Text to action, forgiving case when it names exactly one legal action."""
        wanted = " ".join(text.split()).lower()
        if self.current_player >= 0:
            legal = self._legal_now()
            for action in legal.listed:
                if str(action).lower() == wanted:
                    return action
            if legal.ranges:  # "Bet 5": a number in a range, read without listing the range
                try:
                    numbered = self.game.parse_action(wanted)
                except ActionParseError:
                    pass
                else:
                    if numbered in legal:
                        return numbered
        try:
            return self.game.parse_action(text)
        except ActionParseError as error:
            raise IllegalActionError(text, str(error), self.legal_actions()) from None

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
        text: str,
        you: str | None = None,
        secret: tuple[tuple[int, str], ...] = (),
        full: str | None = None,
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
        from cardwidgets.engine.record import GameRecord

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
        viewer = self._checked_seat(seat)
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
        twin.__dict__.update({k: _copied(v) for k, v in vars(self).items()})
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
            {k: _copied(v) for k, v in vars(self).items() if k not in _PAST_FIELDS}
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
        who = {CHANCE: "chance to deal", TERMINAL: "game over"}.get(player)
        who = who or f"{self.name(player)} to move"
        return f"<{self.game.title}: step {self.step}, {who}, seed {self.seed}>"

    def _repr_svg_(self) -> str | None:
        """The table with every card shown, so a state is a picture in any notebook."""
        drawing = State.drawing
        return None if drawing is None else drawing(self)


#: A state's fields that grow with every step: a checkpoint leaves them out.
_PAST_FIELDS: Final = frozenset({"history", "_log", "_legal"})


class Checkpoint:
    """A position saved without its past, to resume from a later state of the same game.

    Two of a table's checkpoints share their past through the state they are resumed from,
    so keeping one every few steps costs memory in proportion to the game's length.
    """

    def __init__(self, present: State, step: int, log_length: int) -> None:
        self._present = present
        self.step = step
        self._log_length = log_length

    def resume(self, later: State) -> State:
        """The saved position as a state of its own, its past cut from ``later``: a state of
        the same game at or after this step, whose history starts with the same events."""
        if later.step < self.step or later._past_steps != self._present._past_steps:
            raise ValueError(
                f"A checkpoint of step {self.step} resumes from a later state of the same game, "
                f"not from one at step {later.step}."
            )
        state = self._present.clone()
        state.history = later.history[: self.step - later._past_steps]
        state._log = later._log[: self._log_length]
        return state


def _copied(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        if value and type(value[0]) in (list, dict, set):
            return [_copied(item) for item in value]
        return value.copy()
    if kind is dict:
        return {key: _copied(item) for key, item in value.items()}
    if kind is set:
        return value.copy()
    return value
