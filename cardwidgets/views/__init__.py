"""Table views: observation in, :class:`~cardwidgets.render.view.TableView` out.

Presentation only: a view reads what a seat knows and lays it out; the rules stay in the game.
A game names its view in its ``GameInfo`` (``view="my_game.view:my_view"``); a game without one
is laid out by the engine's default view (:mod:`cardwidgets.views.default`).
"""

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
