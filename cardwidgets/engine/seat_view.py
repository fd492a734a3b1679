"""A seat's view as text and numbers, and moves as numbers: what outside APIs take.

OpenSpiel and PettingZoo (``cardwidgets.openspiel``, ``cardwidgets.pettingzoo``) want a
player's information as a string or a fixed-size array, and its moves as whole numbers below
a declared bound. Both are built here from what the seat sees, and nothing else:

* the text is the seat's :meth:`~cardwidgets.engine.game.State.observation`, written out in
  full. An observation is all a seat knows (a Monte Carlo bot's imagined deals are dealt from
  it alone), so two positions a seat cannot tell apart give it the same text;
* the array counts, for every card of the game, the copies the seat can see in the zones of
  each seat (its own first, then the others in turn after it) and in zones of nobody's (the
  trick, the nest), then the face-down cards of each, each seat's running score, and who is
  to move: the zones as the seat sees them (:meth:`~cardwidgets.engine.game.Zone.seen`), the
  engine's own promise of what it may know, which the conformance checker verifies;
* a move's number is its place in the game's :meth:`~cardwidgets.engine.game.Game.every_action`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game, Observation, State
from cardwidgets.engine.legal import LegalActions


def observation_text(observation: Observation) -> str:
    """Every field of ``observation``, written out: equal observations, equal texts."""
    return repr(observation)


def distinct_cards(game: Game[Any, Any]) -> tuple[Card, ...]:
    """The game's different cards (two copies of a card count once), in card order."""
    return tuple(sorted(set(game.all_cards()), key=lambda card: card.index))


def action_numbers(legal: LegalActions, every: LegalActions) -> Iterator[int]:
    """The numbers of the moves in ``legal`` (a run of bets without listing it)."""
    for action in legal.listed:
        yield _number(action, every)
    for run in legal.ranges:
        first, last = _number(run[0], every), _number(run[-1], every)
        if last - first == len(run) - 1:  # numbered as a run too
            yield from range(first, last + 1)
        else:
            yield from (_number(action, every) for action in run)


def _number(action: object, every: LegalActions) -> int:
    number = every.position(action)
    if number is None:
        raise ValueError(f"{action} is legal but missing from the game's every_action().")
    return number


class SeatTensor:
    """The array layout of a seat's view for one game: see the module's note."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.cards = distinct_cards(game)
        self._place = {card: i for i, card in enumerate(self.cards)}
        self.players = game.num_players
        groups = self.players + 1  # each seat's zones, then nobody's
        self._hidden = groups * len(self.cards)
        self._scores = self._hidden + groups
        self._mover = self._scores + self.players
        self.size = self._mover + groups

    def fill(
        self,
        out: np.ndarray[Any, np.dtype[np.float32]],
        state: State,
        seat: int,
        teacher: bool = False,
    ) -> None:
        """Write ``seat``'s view of ``state`` into ``out`` (of :attr:`size` numbers); for the
        ``teacher``, every card shown, laid out from ``seat``'s place."""
        out.fill(0)
        players, width = self.players, len(self.cards)
        for zone in state.zones():
            seen = zone.seen(None if teacher else seat)
            owner = seen.owner
            group = players if owner is None else (owner - seat) % players
            for card in seen.cards:
                out[group * width + self._place[card]] += 1
            out[self._hidden + group] += seen.hidden
        scores = state.running_scores()
        for offset in range(players):
            out[self._scores + offset] = scores[(seat + offset) % players]
        mover = state.current_player
        out[self._mover + ((mover - seat) % players if mover >= 0 else players)] = 1
