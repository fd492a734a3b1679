"""Table views: observation in, :class:`~cardwidgets.render.view.TableView` out. Presentation only:
a view reads what a seat knows and lays it out, the rules staying in the game, and a game without
a view of its own gets the engine's default (:mod:`cardwidgets.views.default`); see
:doc:`/docs/design/table-views`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardwidgets.engine.game import Observation
from cardwidgets.engine.info import load_part
from cardwidgets.engine.registry import game_class
from cardwidgets.render.view import TableView
from cardwidgets.views.default import default_view

ViewFunction = Callable[[Any], TableView]


def table_view(observation: Observation) -> TableView:
    """The table as ``observation.seat`` sees it (the teacher's view when the seat is None)."""
    reference = game_class(observation.game).info.view
    function: ViewFunction = default_view if reference is None else load_part(reference)
    return function(observation)
