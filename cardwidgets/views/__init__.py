"""Table views of each game: observation in, :class:`~cardwidgets.render.view.TableView` out.

Presentation only: a view reads what a seat knows and lays it out; the rules stay in
:mod:`cardwidgets.games`. A game gets a table by registering a view function here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardwidgets.engine.game import Observation
from cardwidgets.render.view import TableView

ViewFunction = Callable[[Any], TableView]
_VIEWS: dict[str, ViewFunction] = {}


def view_for(game_name: str) -> Callable[[ViewFunction], ViewFunction]:
    """Decorator: register the view function of ``game_name``."""

    def register(function: ViewFunction) -> ViewFunction:
        _VIEWS[game_name] = function
        return function

    return register


def table_view(observation: Observation) -> TableView:
    """The table as ``observation.seat`` sees it (the teacher's view when the seat is None)."""
    _load_views()
    try:
        function = _VIEWS[observation.game]
    except KeyError:
        raise ValueError(f"No table view is registered for {observation.game!r}.") from None
    return function(observation)


def _load_views() -> None:
    # Each module registers its view on import.
    import cardwidgets.views.call_deuces
    import cardwidgets.views.half_and_half
    import cardwidgets.views.take_two
    import cardwidgets.views.tennessee_for_two  # noqa: F401
