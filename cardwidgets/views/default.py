"""The engine's default table, for a game that writes no view of its own: it lays out any
observation built on the engine's base classes, so a game writes a view only to look better. How
zones, piles, counts and buttons are placed: :doc:`/docs/design/table-views`."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Final

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation, PlainObservation, SeenZone
from cardwidgets.engine.registry import game_class
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView

#: More face-up cards than this, none of them clickable, lie as a stack with a count.
LONGEST_ROW: Final = 13
#: The fields every observation has (:class:`Observation`): the table's frame, not its felt.
_FRAME_FIELDS: Final = frozenset(f.name for f in dataclasses.fields(Observation))


def default_view(obs: Observation) -> TableView:
    """The table as ``obs.seat`` sees it, from the zones, cards and actions in the observation."""
    scores: tuple[float, ...] = ()
    loose: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    lines: tuple[str, ...] = ()
    if isinstance(obs, PlainObservation):
        zones, actions, scores = obs.zones, obs.actions, obs.scores
    else:
        zones, loose, actions, lines = _read_fields(obs)
    by_card = {action.card_arg(): action for action in actions if _names_one_card(action)}
    seats = tuple(
        SeatView(
            seat=seat,
            name=name,
            piles=tuple(_pile(zone, by_card) for zone in zones if zone.owner == seat),
            lines=(f"score {scores[seat]:g}",) if scores else (),
            to_move=obs.current_player == seat,
            is_viewer=obs.seat == seat,
        )
        for seat, name in enumerate(obs.names)
    )
    centre = tuple(_pile(zone, by_card) for zone in zones if zone.owner is None)
    centre += tuple(_pile(SeenZone(label, None, cards, 0), by_card) for label, cards in loose)
    clickable = {
        spot.intent
        for pile in (*centre, *(p for s in seats for p in s.piles))
        for spot in pile.cards
    }
    mover = obs.current_player
    return TableView(
        title=game_class(obs.game).title,
        phase=obs.phase,
        reminder=obs.reminder,
        seats=seats,
        centre=centre,
        choices=tuple(Choice(a.in_words(), a) for a in actions if a not in clickable),
        status=f"{obs.names[mover]} to move" if mover >= 0 else "",
        centre_lines=lines,
    )


def _read_fields(
    obs: Observation,
) -> tuple[
    tuple[SeenZone, ...],
    tuple[tuple[str, tuple[Card, ...]], ...],
    tuple[Action, ...],
    tuple[str, ...],
]:
    """A game's own observation, field by field: its zones, its fields of cards (by label), its
    actions, and a line for each field of numbers or words."""
    zones: list[SeenZone] = []
    loose: list[tuple[str, tuple[Card, ...]]] = []
    actions: list[Action] = []
    lines: list[str] = []
    for f in dataclasses.fields(obs):
        if f.name in _FRAME_FIELDS:
            continue
        value, label = getattr(obs, f.name), f.name.replace("_", " ")
        items = tuple(value) if isinstance(value, list | tuple) else (value,)
        if items and all(isinstance(item, SeenZone) for item in items):
            zones += items
        elif items and all(isinstance(item, Action) for item in items):
            actions += items
        elif items and all(isinstance(item, Card) for item in items):
            loose.append((label, items))
        elif not items and "Card" in str(f.type):  # an empty pile: declared as one of cards
            loose.append((label, ()))
        elif all(isinstance(item, str | int | float) for item in items):
            lines.append(f"{label}: {' '.join(_written(item) for item in items)}")
    return tuple(zones), tuple(loose), tuple(actions), tuple(lines)


def _written(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _names_one_card(action: Action) -> bool:
    return len(action.args) == 1 and isinstance(action.args[0], Card)


def _pile(zone: SeenZone, by_card: Mapping[Card, Action]) -> Pile:
    """A zone's face-up cards in a row (clickable where a legal action names them), then its
    face-down ones as a stack with their count; a long row of cards nobody can click in is a
    stack too, its top card face up."""
    spots = tuple(CardSpot(card, by_card.get(card)) for card in zone.cards)
    if not spots:
        return Pile(zone.name, (CardSpot(None),) if zone.hidden else (), zone.hidden)
    if len(spots) > LONGEST_ROW and not _clickable(spots):
        return Pile(zone.name, spots[-1:], len(spots) + zone.hidden)
    label = f"{zone.name} (+{zone.hidden} face down)" if zone.hidden else zone.name
    return Pile(label, spots, layout="row")


def _clickable(spots: Iterable[CardSpot]) -> bool:
    return any(spot.intent is not None for spot in spots)
