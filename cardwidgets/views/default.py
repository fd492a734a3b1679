"""The engine's default table, for a game that writes no view of its own.

It lays out a :class:`~cardwidgets.engine.game.PlainObservation`: each zone a seat owns beside
that seat, the others in the centre; the cards the viewer may see face up, the rest as a count
of face-down cards; each seat's running score; and the viewer's legal actions as buttons (a
card that a legal action names is also clickable). A game writes a view only to look better.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation, PlainObservation, SeenZone
from cardwidgets.engine.registry import game_class
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView


def default_view(obs: Observation) -> TableView:
    """The table as ``obs.seat`` sees it, from the zones in the observation."""
    if not isinstance(obs, PlainObservation):
        raise TypeError(
            f"{obs.game} writes its own observation ({type(obs).__name__}) but names no view: "
            "the default table reads the engine's PlainObservation. Name a view in its GameInfo."
        )
    by_card = {action.card_arg(): action for action in obs.actions if _names_one_card(action)}
    seats = tuple(
        SeatView(
            seat=seat,
            name=name,
            piles=tuple(_pile(zone, by_card) for zone in obs.zones if zone.owner == seat),
            lines=(f"score {obs.scores[seat]:g}",) if obs.scores else (),
            to_move=obs.current_player == seat,
            is_viewer=obs.seat == seat,
        )
        for seat, name in enumerate(obs.names)
    )
    centre = tuple(_pile(zone, by_card) for zone in obs.zones if zone.owner is None)
    choices = tuple(Choice(str(action), action) for action in obs.actions)
    mover = obs.current_player
    return TableView(
        title=game_class(obs.game).title,
        phase=obs.phase,
        reminder=obs.reminder,
        seats=seats,
        centre=centre,
        choices=choices,
        status=f"{obs.names[mover]} to move" if mover >= 0 else "",
    )


def _names_one_card(action: Action) -> bool:
    return len(action.args) == 1 and isinstance(action.args[0], Card)


def _pile(zone: SeenZone, by_card: Mapping[Card, Action]) -> Pile:
    """A zone's face-up cards in a row (clickable where a legal action names them), then its
    face-down ones as a stack with their count."""
    spots = tuple(CardSpot(card, by_card.get(card)) for card in zone.cards)
    if not spots:
        return Pile(zone.name, (CardSpot(None),) if zone.hidden else (), zone.hidden)
    label = f"{zone.name} (+{zone.hidden} face down)" if zone.hidden else zone.name
    return Pile(label, spots, layout="row")
