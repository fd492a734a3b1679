"""A seat's view as text and numbers, and moves as numbers: what outside APIs (OpenSpiel,
PettingZoo) take. All are built from what the seat sees and nothing else, so two positions a seat
cannot tell apart give it the same text; how each is made: :doc:`/docs/design/engine`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game, Observation
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
