"""A seat's view and its memory as fixed-size arrays of numbers in [0, 1], for game AI. Why it works
as it does: ``docs/design/tensor-encoding.md``."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, NamedTuple

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card

if TYPE_CHECKING:
    from cardwidgets.engine.base_game import Game
    from cardwidgets.engine.state import State

Array = np.ndarray[Any, np.dtype[np.float32]]

#: The most numbers of a moves part a recall keeps filled (see :attr:`Recall.filled`): a
#: longer one (a betting game's) is written afresh each time rather than held by every copy.
_MOST_KEPT: Final = 20_000

#: The kinds of :class:`Fact`, and how each is written (see there).
FACT_KINDS: Final = ("seat", "choice", "choices", "number", "numbers", "flag", "flags")


class Fact(NamedTuple):
    """A public fact of a game the zones do not hold, declared for the tensors as data.

    ``attribute`` names the state's attribute (or a method taking no arguments) that holds
    it, read as it stands, which must be known to every seat. ``kind`` says how it is written:

    * ``"seat"``: a seat number, one-hot over the seats and a last place for nobody (None or
      a negative number);
    * ``"choice"``: one of ``choices`` (the phase, a trump), one-hot; None writes zeros;
    * ``"choices"``: a sequence (nested sequences too) of such values, one-hot each;
    * ``"number"``: a number, written as ``(value - low) / (high - low)`` clipped to [0, 1];
    * ``"numbers"``: a sequence (nested too) of ``size`` numbers scaled so (seat scores,
      chips in each circle);
    * ``"flag"``, ``"flags"``: a truth value, or a sequence of them, as 0 or 1.

    ``size`` is the count of values a sequence holds (0: one per seat).
    """

    name: str
    attribute: str
    kind: str
    choices: tuple[Any, ...] = ()
    low: float = 0.0
    high: float = 1.0
    size: int = 0


class HandLength(NamedTuple):
    """The most moves of the seats one hand can take, as the information state counts them:
    moves that name cards (a play, a card buried) and moves that name none (a bid, a bet)."""

    card_moves: int
    other_moves: int


class Piece(NamedTuple):
    """A named part of a tensor: where it starts and the shape of its numbers."""

    start: int
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        return math.prod(self.shape)


class _Move(NamedTuple):
    """One move of a hand as the recall keeps it: the seat, the move's code (see
    :class:`TensorLayout`), the places of its cards, who could see each card right after it
    (None: everyone), and the move's place in the hand."""

    actor: int
    action: Action
    code: int
    amount: float
    cards: tuple[int, ...]
    seen_by: tuple[frozenset[int] | None, ...]
    step: int


@dataclass
class Recall:
    """The moves of the hand so far, kept as they are made (:meth:`moved`, :meth:`dealt`): what
    the information state remembers. A copy is cheap (moves are immutable); a game's state
    does not carry it, the adapter that plays the state does."""

    moves: list[_Move] = field(default_factory=list)
    #: The moves part of the tensor as last written for each layout and viewer, with the
    #: moves and slots it holds: a later fill writes only the moves since (filled arrays are
    #: never changed, so copies of the recall share them).
    filled: dict[tuple[Any, ...], tuple[int, int, int, Array]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def __deepcopy__(self, memo: dict[int, object]) -> Recall:
        return Recall(self.moves.copy(), self.filled.copy())

    def dealt(self, layout: TensorLayout, action: Action) -> None:
        """A chance event was applied: a shuffle of the whole pack starts a new hand."""
        if layout.is_new_deal(action):
            self.moves, self.filled = [], {}

    def moved(self, layout: TensorLayout, state: State, actor: int, action: Action) -> None:
        """``actor`` has just made ``action``, and ``state`` is the position after it."""
        self.moves.append(layout.remembered(state, actor, action, len(self.moves)))

    def as_seen_by(self, seat: int) -> Recall:
        """The recall as ``seat`` knows it: the cards of others' moves it could not see are
        forgotten, for every seat (for a position dealt from the seat's information, whose
        other seats must not learn the true cards)."""
        return Recall(
            [move if move.actor == seat else _forgotten(move, seat) for move in self.moves]
        )

    def text(self, seat: int | None) -> str:
        """The moves as ``seat`` knows them (None: the teacher), a card it could not see as
        ``?``: the information-state string's part for the hand."""
        written = []
        for move in self.moves:
            shown = str(move.action)
            if move.cards:
                names = (
                    str(arg)
                    if place >= 0 and (seat in (None, move.actor) or seen is None or seat in seen)
                    else "?"
                    for arg, place, seen in zip(
                        move.action.args, move.cards, move.seen_by, strict=True
                    )
                )
                shown = " ".join((move.action.kind, *names))
            written.append(f"{move.actor}: {shown}")
        return "; ".join(written)

    @classmethod
    def replayed(cls, layout: TensorLayout, state: State) -> Recall:
        """The recall of ``state``'s hand, found by replaying its history from its seed (for a
        state that arrives without one, such as a game loaded from a record)."""
        recall = cls()
        game = state.game
        again = game.new_state(state.seed, state.names)
        for action in state.history:
            actor = again.current_player
            again.apply(action)
            if actor < 0:
                recall.dealt(layout, action)
            else:
                recall.moved(layout, again, actor, action)
        return recall


def _forgotten(move: _Move, seat: int) -> _Move:
    """``move`` with the cards ``seat`` could not see replaced by unknowns (place -1)."""
    if not move.cards:
        return move
    kept = [seen is None or seat in seen for seen in move.seen_by]
    return move._replace(
        action=Action(
            move.action.kind,
            tuple(arg if keep else "?" for arg, keep in zip(move.action.args, kept, strict=True)),
        ),
        cards=tuple(place if keep else -1 for place, keep in zip(move.cards, kept, strict=True)),
    )


def _flat(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [leaf for item in value for leaf in _flat(item)]
    return [value]


class TensorLayout:
    """The layout of one game's observation (or, with ``perfect_recall``, information-state)
    tensor: its named :attr:`pieces` and :meth:`fill` (see ``docs/design/tensor-encoding.md``)."""

    def __init__(self, game: Game[Any, Any], perfect_recall: bool = False) -> None:
        self.game = game
        self.perfect_recall = perfect_recall
        self.players = players = game.num_players
        every = game.all_cards()
        self.cards: tuple[Card, ...] = tuple(sorted(set(every), key=lambda card: card.index))
        self._place = {card: i for i, card in enumerate(self.cards)}
        copies = [0.0] * len(self.cards)
        for card in every:
            copies[self._place[card]] += 1
        self._per_copy = [1.0 / n for n in copies]
        self._deck = len(every)
        sample = game.new_state(0)
        self.zone_names = tuple(zone.name for zone in sample.zones())
        self.facts = tuple(game.public_facts())
        self.pieces: dict[str, Piece] = {}
        #: How many numbers the tensor has.
        self.size = 0
        width = len(self.cards) + 1
        for name in self.zone_names:
            self._add(f"zone: {name}", (width,))
        self._add("seat", (players,))
        self._add("to_move", (players + 2,))
        for fact in self.facts:
            self._add(fact.name, (self._fact_width(fact, sample),))
        self.observation_size = self.size
        self._number_moves(game)  # the recall codes moves for either layout
        if perfect_recall:
            length = game.longest_hand()
            self.longest = length
            self._card_slot = players + len(self._card_kinds) + len(self.cards) + 2
            self._other_slot = players + len(self._words) + len(self._runs) + 1  # and the number
            self._add("card moves", (length.card_moves, self._card_slot))
            self._add("other moves", (length.other_moves, self._other_slot))

    def _add(self, name: str, shape: tuple[int, ...]) -> None:
        if name in self.pieces:
            raise ValueError(f"{self.game.title}: two tensor pieces are named {name!r}.")
        piece = self.pieces[name] = Piece(self.size, shape)
        self.size += piece.size

    def _fact_width(self, fact: Fact, sample: State) -> int:
        if fact.kind not in FACT_KINDS:
            raise ValueError(
                f"{self.game.title}'s fact {fact.name!r} is of kind {fact.kind!r}; the kinds are "
                f"{', '.join(FACT_KINDS)}."
            )
        if fact.kind == "seat":
            return self.players + 1
        if fact.kind in ("number", "flag"):
            return 1
        if fact.kind == "choice":
            return len(fact.choices)
        count = fact.size or self.players
        return count * len(fact.choices) if fact.kind == "choices" else count

    # ------------------------------------------------------------------ numbering moves
    def _number_moves(self, game: Game[Any, Any]) -> None:
        """Codes for every move of :meth:`~cardwidgets.engine.game.Game.every_action`: a move
        naming cards is coded by its kind (its cards are written apart); a move naming one
        number (``bid 85``, a run ``bet 1`` to ``bet 400``) by its kind, its number written
        as a fraction of the kind's largest; any other move (``pass``, ``trump red``) is a
        word of its own."""
        every = game.every_action()
        self._card_kinds: dict[str, int] = {}
        self._words: dict[Action, int] = {}
        self._runs: dict[str, tuple[int, int]] = {}
        largest: dict[str, int] = {}
        self._most_cards = 1
        for action in every.listed:
            cards = [arg for arg in action.args if isinstance(arg, Card)]
            if cards:
                if len(cards) != len(action.args):
                    raise ValueError(
                        f"{game.title}'s move {action} names cards and more: the tensors write a "
                        "move's cards, or its words and numbers, not both."
                    )
                self._card_kinds.setdefault(action.kind, len(self._card_kinds))
                self._most_cards = max(self._most_cards, len(cards))
            elif len(action.args) == 1 and type(action.args[0]) is int:
                largest[action.kind] = max(largest.get(action.kind, 1), abs(action.args[0]))
            else:
                self._words[action] = len(self._words)
        for run in every.ranges:
            largest[run.kind] = max(largest.get(run.kind, 1), abs(run.low), abs(run.high))
        for number, (kind, most) in enumerate(largest.items()):
            self._runs[kind] = (len(self._words) + number, most)

    def is_new_deal(self, action: Action) -> bool:
        """Whether a chance event shuffles the whole pack, which starts a new hand."""
        return len(action.args) == self._deck and all(isinstance(a, Card) for a in action.args)

    def remembered(self, state: State, actor: int, action: Action, step: int) -> _Move:
        """``actor``'s ``action`` as the recall keeps it, ``state`` the position after it."""
        if action.args and isinstance(action.args[0], Card):
            cards = tuple(self._place[arg] for arg in action.args)  # type: ignore[index]
            named = set(action.args)
            seen: dict[Card, frozenset[int] | None] = {}  # None: every seat
            for zone in state.zones():
                who = None if zone.public else zone.seen_by
                for card in zone.cards:
                    if card in named:  # a copy a seat cannot see hides every copy from it
                        was = seen.get(card, who)
                        seen[card] = who if was is None else was if who is None else was & who
            return _Move(
                actor,
                action,
                self._card_kinds[action.kind],
                0.0,
                cards,
                tuple(seen.get(arg, frozenset()) for arg in action.args),  # type: ignore[arg-type]
                step,
            )
        code = self._words.get(action)
        amount = 0.0
        if code is None:
            code, largest = self._runs[action.kind]
            amount = abs(action.int_arg()) / largest
        return _Move(actor, action, code, amount, (), (), step)

    # ------------------------------------------------------------------ filling
    def fill(
        self,
        out: Array,
        state: State,
        seat: int | None,
        recall: Recall | None = None,
        teacher: bool = False,
    ) -> None:
        """Write the view of ``seat`` (None: the public view, no seat's cards) of ``state``
        into ``out`` (of :attr:`size` numbers); the ``teacher`` sees every card. With perfect
        recall, ``recall`` holds the moves of the hand so far."""
        out.fill(0)
        zones = state.zones()
        if len(zones) != len(self.zone_names):
            raise ValueError(
                f"{self.game.title} lists {len(zones)} zones here but {len(self.zone_names)} at "
                "the start: the tensors need the same zones, in the same order, at every step."
            )
        per_copy, place = self._per_copy, self._place
        width = len(self.cards) + 1
        start = 0
        for zone in zones:
            cards = zone.cards
            if teacher or zone.public or (seat is not None and seat in zone.seen_by):
                for card in cards:
                    at = place[card]
                    out[start + at] += per_copy[at]
            elif cards:
                out[start + width - 1] = len(cards) / self._deck
            start += width
        players = self.players
        if seat is not None:
            out[start + seat] = 1
        start += players
        mover = state.current_player
        out[start + (mover if mover >= 0 else players - 1 - mover)] = 1  # chance, then over
        start += players + 2
        for fact in self.facts:
            start = self._write_fact(out, start, fact, state)
        if self.perfect_recall:
            if recall is None:
                raise ValueError("An information-state tensor needs the recall of the hand.")
            self._write_moves(out, start, recall, seat, teacher)

    def _write_fact(self, out: Array, start: int, fact: Fact, state: State) -> int:
        value = getattr(state, fact.attribute)
        if callable(value):
            value = value()
        kind = fact.kind
        if kind == "seat":
            seat = self.players if value is None or value < 0 else value
            out[start + seat] = 1
            return start + self.players + 1
        if kind == "choice":
            if value is not None:
                out[start + self._choice(fact, value)] = 1
            return start + len(fact.choices)
        if kind in ("number", "flag"):
            out[start] = self._scaled(fact, value)
            return start + 1
        values = _flat(value)
        count = fact.size or self.players
        if len(values) != count:
            raise ValueError(
                f"{self.game.title}'s fact {fact.name!r} holds {len(values)} values, not the "
                f"{count} it declares."
            )
        if kind == "choices":
            width = len(fact.choices)
            for i, item in enumerate(values):
                if item is not None:
                    out[start + i * width + self._choice(fact, item)] = 1
            return start + count * width
        for i, item in enumerate(values):
            out[start + i] = self._scaled(fact, item)
        return start + count

    def _choice(self, fact: Fact, value: Any) -> int:
        try:
            return fact.choices.index(value)
        except ValueError:
            raise ValueError(
                f"{self.game.title}'s fact {fact.name!r} is {value!r}, which is none of the "
                f"choices it declares: {fact.choices!r}."
            ) from None

    @staticmethod
    def _scaled(fact: Fact, value: Any) -> float:
        if fact.kind in ("flag", "flags"):
            return 1.0 if value else 0.0
        if value is None:
            return 0.0
        scaled = (float(value) - fact.low) / (fact.high - fact.low)
        return 0.0 if scaled < 0 else 1.0 if scaled > 1 else scaled

    def _write_moves(
        self, out: Array, start: int, recall: Recall, seat: int | None, teacher: bool
    ) -> None:
        moves = recall.moves
        length = self.longest
        if len(moves) > length.card_moves + length.other_moves:
            raise ValueError(self._too_long(len(moves)))
        key = (self, seat, teacher)
        known = recall.filled.get(key)
        if known is not None and known[0] <= len(moves):
            done, card_slots, other_slots, block = known
            if done == len(moves):
                out[start:] = block
                return
            block = block.copy()
        else:
            done = card_slots = other_slots = 0
            block = np.zeros(self.size - start, np.float32)
        card_slots, other_slots = self._write_new_moves(
            block, moves[done:], card_slots, other_slots, seat, teacher
        )
        if block.size <= _MOST_KEPT:
            recall.filled[key] = (len(moves), card_slots, other_slots, block)
        out[start:] = block

    def _write_new_moves(
        self,
        block: Array,
        moves: list[_Move],
        card_slots: int,
        other_slots: int,
        seat: int | None,
        teacher: bool,
    ) -> tuple[int, int]:
        """Write ``moves`` into the moves part ``block`` after the slots already used; return
        the slots used then."""
        players, length = self.players, self.longest
        other_start = length.card_moves * self._card_slot
        cards_at = players + len(self._card_kinds)
        hidden_at = cards_at + len(self.cards)
        per_copy, most = self._per_copy, self._most_cards
        steps = length.card_moves + length.other_moves
        for move in moves:
            if move.cards:
                if card_slots == length.card_moves:
                    raise ValueError(self._too_long(card_slots + other_slots + 1))
                base = card_slots * self._card_slot
                card_slots += 1
                block[base + move.actor] = 1
                block[base + players + move.code] = 1
                mine = teacher or move.actor == seat
                for card, seen in zip(move.cards, move.seen_by, strict=True):
                    if card >= 0 and (mine or seen is None or (seat is not None and seat in seen)):
                        block[base + cards_at + card] += per_copy[card]
                    else:
                        block[base + hidden_at] += 1 / most
                block[base + hidden_at + 1] = (move.step + 1) / steps
            else:
                if other_slots == length.other_moves:
                    raise ValueError(self._too_long(card_slots + other_slots + 1))
                base = other_start + other_slots * self._other_slot
                other_slots += 1
                block[base + move.actor] = 1
                block[base + players + move.code] = 1
                block[base + self._other_slot - 1] = move.amount
        return card_slots, other_slots

    def _too_long(self, moves: int) -> str:
        return (
            f"This hand of {self.game.title} has {moves} moves, more than its longest_hand() "
            f"declares ({self.longest}): the information-state tensor has no room for them."
        )

    # ------------------------------------------------------------------ naming
    def describe(self, tensor: Array) -> str:
        """The pieces of ``tensor`` that are not all zeros, each with its numbers: a text
        that tells two tensors apart exactly when they differ."""
        lines = []
        for name, view in self.views(tensor).items():
            if view.any():
                numbers = " ".join(
                    f"{i}={value:.6g}" for i, value in enumerate(view.ravel()) if value
                )
                lines.append(f"{name}: {numbers}")
        return "\n".join(lines)

    def views(self, tensor: Array) -> dict[str, Array]:
        """Each named piece of ``tensor`` as a view of its numbers, shaped (OpenSpiel's
        ``observer.dict``): writing the tensor changes them."""
        return {
            name: tensor[piece.start : piece.start + piece.size].reshape(piece.shape)
            for name, piece in self.pieces.items()
        }
