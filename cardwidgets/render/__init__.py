"""Pure rendering: views to SVG strings. Nothing here changes a game."""

from __future__ import annotations

from cardwidgets.engine.game import State
from cardwidgets.render.cards import card_svg
from cardwidgets.render.table import table_svg
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView


def state_svg(state: State, seat: int | None = None) -> str:
    """A picture of ``state`` as ``seat`` sees it (every card shown when ``seat`` is None)."""
    from cardwidgets.views import table_view

    return table_svg(table_view(state.observation(seat)))


__all__ = [
    "CardSpot",
    "Choice",
    "Pile",
    "SeatView",
    "TableView",
    "card_svg",
    "state_svg",
    "table_svg",
]
