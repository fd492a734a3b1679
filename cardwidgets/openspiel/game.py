"""One of our games as an OpenSpiel game, its states and its observer: OpenSpiel's calls
answered by our engine, a shuffle dealt to OpenSpiel card by card as chance outcomes, and each
seat's view as text and as a tensor."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import accumulate, repeat
from typing import Any, ClassVar, Final, cast

import numpy as np
import pyspiel

from cardwidgets.engine.action_ids import BETTING, ActionIds, checked_id, describe_ids
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.errors import quoted
from cardwidgets.engine.game import CHANCE, TERMINAL, State
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.seat_view import distinct_cards
from cardwidgets.engine.seat_view import observation_text as seat_text
from cardwidgets.engine.tensors import Recall, TensorLayout
from cardwidgets.openspiel.parameters import DEFAULT_MAX_MOVES, SEED, _game_type, _ours, _utility

#: OpenSpiel's numbers for the player to move when nobody is.
_TERMINAL: Final = int(pyspiel.PlayerId.TERMINAL)
_CHANCE: Final = int(pyspiel.PlayerId.CHANCE)


class CardGame(pyspiel.Game):
    """One of our games, under the rules its parameters give, as OpenSpiel sees it (each
    registered game gets a subclass naming it)."""

    registered_name: ClassVar[str]
    game_type: ClassVar[pyspiel.GameType]

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        ours, params = _ours(self.registered_name, dict(params or {}))
        self.ours = ours
        self.every = ours.every_action()
        self.ids = ActionIds(self.every, params.get("betting", BETTING[0]))
        self.cards = distinct_cards(ours)
        self.card_ids = {card: i for i, card in enumerate(self.cards)}
        longest, cut = ours.longest_game(), int(params.get("max_moves", DEFAULT_MAX_MOVES))
        #: Where a game is cut short (its standing then its returns): at ``max_moves``, or at
        #: the rules' own bound if lower, so ``max_game_length`` is one no game goes past.
        self.max_moves = cut if longest is None else min(cut, longest)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.ids.size,
            max_chance_outcomes=max(len(self.cards), ours.num_players),
            num_players=ours.num_players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=ours.returns_sum,
            max_game_length=self.max_moves,
        )
        super().__init__(_game_type(ours.name, _utility(ours.returns_sum)), info, params)
        #: The layouts of the observation and of the information state (perfect recall).
        self.layout = TensorLayout(ours)
        self.recall_layout = TensorLayout(ours, perfect_recall=True)
        self._packs: dict[tuple[str, int], tuple[int, ...]] = {}

    def packs(self, state: State, shuffle: Action) -> tuple[int, ...]:
        """How many cards each pack of ``shuffle`` has, in order (one pack in most games):
        a shuffle is packs laid one after the other, each in an order of its own cards.

        Found once per kind of shuffle by asking the game which of its own shuffle's cards may
        change places: two cards of one pack may, two of different packs may not (a pack would
        then hold a card twice, and miss one)."""
        key = (shuffle.kind, len(shuffle.args))
        known = self._packs.get(key)
        if known is None:
            known = self._packs[key] = _pack_lengths(state, shuffle)
        return known

    def __deepcopy__(self, memo: dict[int, object]) -> CardGame:
        """A game is never changed: copies of its states (``copy.deepcopy``) share it."""
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickled as OpenSpiel's name for it with its parameters, loaded again by name."""
        return pyspiel.load_game, (str(self),)

    def new_initial_state(self) -> CardGameState:
        return CardGameState(self, self.ours.new_state(SEED))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> SeatObserver:
        if params:
            raise ValueError(f"The observer takes no parameters, not {dict(params)!r}.")
        if iig_obs_type is None:  # OpenSpiel's default observation: the view now
            private, recall = pyspiel.PrivateInfoType.SINGLE_PLAYER, False
        else:
            private, recall = iig_obs_type.private_info, iig_obs_type.perfect_recall
        return SeatObserver(
            self.recall_layout if recall else self.layout,
            teacher=private == pyspiel.PrivateInfoType.ALL_PLAYERS,
            public=private == pyspiel.PrivateInfoType.NONE,
        )


class CardGameState(pyspiel.State):
    """A position: our state, and the cards drawn so far of a shuffle being dealt."""

    def __init__(self, game: CardGame, ours: State, moves: int = 0) -> None:
        super().__init__(game)
        #: The game kept here too: ``get_game()`` crosses into C++ at each call, and searches
        #: ask for the player to move hundreds of thousands of times.
        self._game = game
        self._max_moves = game.max_moves
        self.ours = ours
        self.moves = moves
        #: The shuffle being dealt card by card (None between shuffles), the cards drawn, the
        #: pack being dealt and the copies of each card (by id) it has left.
        self._shuffle: _Shuffle | None = None
        self._drawn: list[Card] = []
        self._pack = 0
        self._left: dict[int, int] = {}
        self._one_copy_each = True
        #: The information state's memory of the hand, kept lazily (see :attr:`recall`): its
        #: moves settled so far, the moves since (the mover, the move's place in the history),
        #: and a private copy of an earlier position of this game to replay them on (None: none
        #: yet), shared with copies of this state until one of them moves it on.
        self._recall = Recall()
        self._unsettled: list[tuple[int, int]] = []
        self._replay: _Replay | None = None

    # ---------------------------------------------------------------- recall
    @property
    def recall(self) -> Recall:
        """The moves of the hand so far, each as the information state remembers it.

        A move is remembered with who could see each of its cards right after it, which takes
        the seats' zones of the position then: a tenth of a random playout's time if found at
        every move. So a move only notes its place in the history, and the recall is settled
        when asked for, by replaying the moves since on a copy of an earlier position (the
        game from its seed, or a copy taken before a move of a position with no replayable
        past): playouts and searches that read no information state never pay for it, and a
        learner reading it at every step pays one step of the engine's more."""
        if self._unsettled:
            self._settle()
        return self._recall

    @recall.setter
    def recall(self, recall: Recall) -> None:
        self._recall, self._unsettled = recall, []

    def _settle(self) -> None:
        ours, layout = self.ours, self._game.recall_layout
        if self._replay is None:
            replay = ours.game.new_state(ours.seed, ours.names)
            replay.quieten()
        else:
            replay = self._replay.state.clone() if self._replay.shared else self._replay.state
        history, done = ours.history, len(replay.history)
        for actor, place in self._unsettled:
            for event in history[done:place]:
                replay.apply(event)
            replay.apply_legal(history[place])
            done = place + 1
            self._recall.moved(layout, replay, actor, history[place])
        self._replay, self._unsettled = _Replay(replay), []

    def _remember(self, actor: int) -> None:
        """Note the move ``actor`` is about to make, for :attr:`recall` to settle later."""
        ours = self.ours
        if self._replay is None and ours.step != len(ours.history):  # a past not replayable
            replay = ours.clone()
            replay.quieten()
            self._replay = _Replay(replay)
        self._unsettled.append((actor, len(ours.history)))

    def _dealt(self, event: Action) -> None:
        layout = self._game.recall_layout
        if layout.is_new_deal(event):  # a new hand: the moves of the last are forgotten
            self._unsettled = []
        self._recall.dealt(layout, event)

    # ---------------------------------------------------------------- turns
    def current_player(self) -> int:
        player = self.ours.current_player  # read once: searches ask this very often
        if player == TERMINAL or self.moves >= self._max_moves:
            return _TERMINAL
        return _CHANCE if player == CHANCE else player

    def is_terminal(self) -> bool:
        return self.ours.current_player == TERMINAL or self.moves >= self._max_moves

    def is_chance_node(self) -> bool:
        """Answered here: OpenSpiel's own asks :meth:`current_player` from C++, and a loop asks
        this at every step (as :meth:`legal_actions`)."""
        return self.ours.current_player == CHANCE and self.moves < self._max_moves

    def returns(self) -> list[float]:
        """The game's returns at its end; at ``max_moves``, each seat's standing (on the same
        scale); zeros before."""
        if self.ours.is_terminal:
            return [float(value) for value in self.ours.returns()]
        if not self.is_terminal():
            return [0.0] * self.ours.num_players
        return [min(1.0, max(-1.0, float(value))) for value in self.ours.standing()]

    # ---------------------------------------------------------------- moves
    def legal_actions(self, player: int | None = None) -> list[int]:
        """What OpenSpiel's C++ answers (a chance node's outcome ids whichever player is
        named, none for a seat not to move), without its crossing into C++ and back: that
        copied the list twice and asked for the player again, a sixth of a random playout
        through the adapter. C++ callers still reach :meth:`_legal_actions`."""
        mover = self.current_player()
        if mover == _CHANCE:
            return [number for number, _ in self.chance_outcomes()]
        if mover == _TERMINAL or (player is not None and player != mover):
            return []
        return self._legal_actions(mover)

    def _legal_actions(self, player: int) -> list[int]:
        return self._game.ids.ids(self.ours.legal_actions())

    def _apply_action(self, action: int) -> None:
        """Apply a legal id; any other is refused (naming the legal ids) and nothing changes."""
        player = self.ours.current_player
        if player == TERMINAL or self.moves >= self._max_moves:
            raise IllegalActionError(action, "The game is over: nothing more can be played.")
        if player == CHANCE:
            self._apply_chance(action)
        else:
            move = self._game.ids.legal_action(action, self.ours.legal_actions())
            self._remember(player)
            self.ours.apply_legal(move)
            self.moves += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player != pyspiel.PlayerId.CHANCE:
            name = self._game.ids.name(action)
            if self._game.ids.coarse and player == self.ours.current_player:
                legal = self.ours.legal_actions()
                if action in self._game.ids.ids(legal):  # a size: the amount it stands for now
                    move = str(self._game.ids.legal_action(action, legal))
                    return name if move == name else f"{name} ({move})"
            return name
        listed = self.ours.chance_outcomes()
        outcomes = len(listed) if listed else len(self._game.cards)
        number = checked_id(action)
        if number is None or not 0 <= number < outcomes:
            raise IllegalActionError(
                action,
                f"{quoted(action)} is no chance outcome's id here: they run from 0 to "
                f"{outcomes - 1}.",
            )
        if listed:
            return str(listed[number][0])
        return f"deals {self._game.cards[number]}"

    # ---------------------------------------------------------------- chance
    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._shuffle is None:
            listed = self.ours.chance_outcomes()
            if listed:
                if len(listed) > self._game.max_chance_outcomes():
                    raise ValueError(
                        f"{self.ours.game.title} lists {len(listed)} chance events here; "
                        f"OpenSpiel was told of at most {self._game.max_chance_outcomes()}."
                    )
                return [(number, float(chance)) for number, (_, chance) in enumerate(listed)]
            self._start_dealing()
        assert self._shuffle is not None
        left = self._left
        total = self._shuffle.pack_ends[self._pack] - len(self._drawn)
        if self._one_copy_each:  # every card as likely: paired in C, not in a Python loop
            return list(zip(left, repeat(1.0 / total)))
        return [(card, copies / total) for card, copies in left.items()]

    def _start_dealing(self) -> None:
        """Begin dealing a shuffle card by card: the pack lengths, and the first pack's cards.

        Each card dealt then costs the same (a count taken off, not a pack counted again), so
        dealing a shuffle is linear in its cards."""
        shuffle = self.ours.sample_chance()
        if not shuffle.args or not all(isinstance(arg, Card) for arg in shuffle.args):
            raise ValueError(
                f"{self.ours.game.title}'s chance event {shuffle.kind!r} is neither listed "
                "with its chances nor an order of cards, so OpenSpiel cannot deal it."
            )
        ids = self._game.card_ids
        dealt = cast("tuple[Card, ...]", shuffle.args)  # checked just above: typed once
        cards = tuple(ids[card] for card in dealt)
        ends = tuple(accumulate(self._game.packs(self.ours, shuffle)))
        self._shuffle = _Shuffle(shuffle.kind, cards, ends)
        self._count_pack(0)

    def _count_pack(self, pack: int) -> None:
        """Start dealing pack number ``pack`` of the shuffle: its cards' copies, in id order."""
        assert self._shuffle is not None
        ends = self._shuffle.pack_ends
        cards = self._shuffle.cards[ends[pack - 1] if pack else 0 : ends[pack]]
        self._pack, self._left = pack, dict(sorted(Counter(cards).items()))
        self._one_copy_each = len(self._left) == len(cards)

    def _apply_chance(self, outcome: int) -> None:
        listed = None if self._shuffle is not None else self.ours.chance_outcomes()
        number = outcome if type(outcome) is int else checked_id(outcome)
        if listed:
            if number is None or not 0 <= number < len(listed):
                raise IllegalActionError(
                    outcome,
                    f"{quoted(outcome)} is not a chance outcome's id here; they are "
                    f"{describe_ids(list(range(len(listed))))}.",
                    [event for event, _ in listed],
                )
            event = listed[number][0]
            self.ours.apply(event)
            self._dealt(event)
            return
        if self._shuffle is None:
            self._start_dealing()
        left = self._left
        if number not in left:
            raise IllegalActionError(
                outcome,
                f"{quoted(outcome)} is not the id of a card left to deal; the ids left are "
                f"{describe_ids(list(left))}.",
                [Action("deal", (self._game.cards[card],)) for card in left],
            )
        assert number is not None
        assert self._shuffle is not None
        if left[number] == 1:
            del left[number]
        else:
            left[number] -= 1
        self._drawn.append(self._game.cards[number])
        if len(self._drawn) == len(self._shuffle.cards):
            dealt = Action(self._shuffle.kind, tuple(self._drawn))
            self.ours.apply(dealt)
            self._dealt(dealt)
            self._shuffle, self._drawn, self._left = None, [], {}
        elif not left:
            self._count_pack(self._pack + 1)

    # ---------------------------------------------------------------- hidden cards
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> CardGameState:
        """A position ``player_id`` cannot tell from this one, dealt by the game's own
        :meth:`~cardwidgets.engine.game.Game.resample` from the seat's observation alone."""
        seed = int(probability_sampler() * 2**63)
        rng = np.random.default_rng(seed)
        dealt = self.ours.game.resample(self.ours.observation(player_id), rng)
        position = CardGameState(self._game, dealt, self.moves)
        position.recall = self.recall.as_seen_by(player_id)
        return position

    # ---------------------------------------------------------------- text
    def __str__(self) -> str:
        drawn = f"\nDealt so far: {' '.join(map(str, self._drawn))}" if self._drawn else ""
        return "\n".join(self.ours.log()) + drawn


class _Replay:
    """The private position a state's recall is settled on: shared by a state's copies
    (``copy.deepcopy``) until one of them settles, which then moves on a copy of it."""

    __slots__ = ("shared", "state")

    def __init__(self, state: State) -> None:
        self.state, self.shared = state, False

    def __deepcopy__(self, memo: dict[int, object]) -> _Replay:
        self.shared = True
        return self


class _Shuffle:
    """A shuffle being dealt card by card: its kind, its cards' ids in the game's order, and
    where each of its packs ends. Never changed, so a copied state shares it."""

    __slots__ = ("cards", "kind", "pack_ends")

    def __init__(self, kind: str, cards: tuple[int, ...], pack_ends: tuple[int, ...]) -> None:
        self.kind, self.cards, self.pack_ends = kind, cards, pack_ends

    def __deepcopy__(self, memo: dict[int, object]) -> _Shuffle:
        return self


def _pack_lengths(state: State, shuffle: Action) -> tuple[int, ...]:
    cards = list(shuffle.card_args())

    def may_swap(i: int, j: int) -> bool:
        swapped = list(cards)
        swapped[i], swapped[j] = cards[j], cards[i]
        return state.is_legal(Action(shuffle.kind, tuple(swapped)))

    lengths, start = [], 0
    while start < len(cards):
        end = start + 1
        while end < len(cards):
            other = next((i for i in range(start, end) if cards[i] != cards[end]), None)
            if other is not None and not may_swap(other, end):
                break
            end += 1
        lengths.append(end - start)
        start = end
    return tuple(lengths)


class SeatObserver:
    """OpenSpiel's observer of one seat: its view as text and as an array whose named pieces
    (:attr:`dict`, ``observer.dict["trump"]``) are views of it, laid out by a
    :class:`~cardwidgets.engine.tensors.TensorLayout` (``docs/tensors.md``). With perfect
    recall the moves of the hand follow the view; ``public`` shows no seat's cards (OpenSpiel's
    ``PrivateInfoType.NONE``), ``teacher`` every card."""

    def __init__(self, layout: TensorLayout, teacher: bool = False, public: bool = False) -> None:
        self.layout = layout
        self.teacher = teacher
        self.public = public
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = layout.views(self.tensor)
        #: Tensors filled before, for the initial state and for the last one asked.
        self._filled: list[tuple[tuple[int, int, int, int], list[Action], Any, Any]] = [
            ((-1, -1, -1, -1), [], self.tensor, self.dict)
        ]

    def set_from(self, state: CardGameState, player: int) -> None:
        """Fill :attr:`tensor` (and :attr:`dict`, its views) with ``player``'s view of ``state``.

        OpenSpiel asks twice for each tensor it returns, first of the game's initial state,
        then of a copy of the state: each is kept filled, with its own array, and given again.
        A position is its seed and its history (its recall, made move by move from them,
        too), so the same ones give the same numbers."""
        ours = state.ours
        recall = state.recall if self.layout.perfect_recall else None  # settled only if read
        key = (ours.seed, ours.step, player, -1 if recall is None else len(recall.moves))
        for filled in self._filled:
            if filled[0] == key and filled[1] == ours.history:
                self.tensor, self.dict = filled[2], filled[3]
                return
        tensor = np.empty(self.layout.size, np.float32)
        seat = None if self.public else player
        self.layout.fill(tensor, ours, seat, recall, teacher=self.teacher)
        self.tensor, self.dict = tensor, self.layout.views(tensor)
        entry = (key, ours.history.copy(), self.tensor, self.dict)
        if ours.step == 0:  # the initial state: kept for good
            self._filled[0] = entry
        else:
            self._filled[1:] = [entry]

    def string_from(self, state: CardGameState, player: int) -> str:
        if self.public:
            self.set_from(state, player)
            return self.layout.describe(self.tensor)
        seat = None if self.teacher else player
        text = seat_text(state.ours.observation(seat))
        if self.layout.perfect_recall:
            text += "\nMoves this hand: " + state.recall.text(seat)
        return text
