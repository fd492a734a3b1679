"""cardwidgets: four card games to learn step by step in Jupyter, and the probability behind them.

``cardwidgets.play("half_and_half", seed=7, seat=0)`` is a table to play in a notebook; the
engine below it works without one:

>>> import cardwidgets
>>> game = cardwidgets.make("half_and_half")
>>> state = game.new_state(seed=7)
>>> state
<Half and Half: step 0, chance to deal, seed 7>
"""

from typing import TYPE_CHECKING, Any

from cardwidgets.engine import (
    Action,
    Card,
    CardwidgetsError,
    GameRecord,
    IllegalActionError,
    RulesError,
    cards,
    game_names,
    make,
)
from cardwidgets.engine.record import replay

if TYPE_CHECKING:
    from cardwidgets.widgets import play

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Card",
    "CardwidgetsError",
    "GameRecord",
    "IllegalActionError",
    "RulesError",
    "__version__",
    "cards",
    "game_names",
    "make",
    "play",
    "replay",
]


def __getattr__(name: str) -> Any:
    """``cardwidgets.play`` loads the widgets (and ipywidgets) only when first asked for."""
    if name == "play":
        from cardwidgets.widgets import play

        return play
    raise AttributeError(f"module 'cardwidgets' has no attribute {name!r}")
