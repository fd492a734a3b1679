"""Game: the class every game subclasses, after OpenSpiel's Game: its static facts under fixed
rules, and the new states it deals."""

from __future__ import annotations

import secrets
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.chance import MAX_SEED_BITS, MAX_SEED_DIGITS
from cardwidgets.engine.errors import RulesError, quoted
from cardwidgets.engine.info import GameInfo
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.observation import Observation
from cardwidgets.engine.rules import Rules
from cardwidgets.engine.seats import MAX_NAME_CHARACTERS, default_names
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.i18n import _, get_language
from cardwidgets.i18n.words import card_label

if TYPE_CHECKING:
    from cardwidgets.engine.state import State

#: Seeds drawn when the caller gives none stay below this, so they are easy to read aloud.
_SEED_LIMIT: Final = 1_000_000_000

RulesT = TypeVar("RulesT", bound=Rules)
StateT = TypeVar("StateT", bound="State")


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

    @classmethod
    def title_in_words(cls) -> str:
        """The game's title in the current language (its view puts it in the catalogue)."""
        return _(cls.title)

    def move_words(self, action: Action, names: Sequence[str]) -> str:
        """A seat's move as a person reads it in the current language, for the analysis and
        its reviews; ``names`` are the seats' (a move may name one). English keeps the written
        form a table's ``act`` takes (``play 2♣``), which the tutorials
        teach; another language has the game's own words (:meth:`_move_words`: "jouer D♥")."""
        if get_language() == "en":
            return action.in_words()
        return self._move_words(action, names)

    def _move_words(self, action: Action, names: Sequence[str]) -> str:
        """A move in the current language's words: a game words its own kinds; this default
        writes the kind as it is, the cards as the current language labels them."""
        args = (card_label(arg) if isinstance(arg, Card) else str(arg) for arg in action.args)
        return " ".join([action.kind.replace("_", " "), *args])

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

    def longest_game(self) -> int | None:
        """The most moves of the seats a whole game can take under these rules (OpenSpiel's
        ``max_game_length``), or None where the rules set no bound (a game to a target score
        may go on and on): those games are cut short by the adapters' ``max_moves``. By
        default None; a game with a bound works it out from :meth:`longest_hand`."""
        return None

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
