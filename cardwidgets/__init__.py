"""cardwidgets: card games to learn step by step in Jupyter, and the probability behind them.
``cardwidgets.play(name, seed=7, seat=0)`` is a table to play in a notebook,
``cardwidgets.make(name)`` the engine without a table, ``cardwidgets.analyse(state)`` weighs the
moves; every name at the top and what it does: :doc:`/docs/design/package`."""

from typing import TYPE_CHECKING, Any

from cardwidgets.engine import (
    Action,
    Card,
    CardwidgetsError,
    Deal,
    DealCodeError,
    GameRecord,
    IllegalActionError,
    RulesError,
    cards,
    deal_code,
    game_names,
    make,
    read_deal_code,
)
from cardwidgets.engine.game import State
from cardwidgets.engine.record import replay
from cardwidgets.i18n import set_language

if TYPE_CHECKING:
    from cardwidgets.analysis import analyse
    from cardwidgets.classroom import join
    from cardwidgets.widgets import play

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Card",
    "CardwidgetsError",
    "Deal",
    "DealCodeError",
    "GameRecord",
    "IllegalActionError",
    "RulesError",
    "__version__",
    "analyse",
    "cards",
    "deal_code",
    "game_names",
    "join",
    "make",
    "play",
    "read_deal_code",
    "replay",
    "set_language",
]


def _draw(state: State) -> str:
    """A state's picture in a notebook: the renderer loads when the first one is drawn."""
    from cardwidgets.render import state_svg

    return state_svg(state)


State.drawing = _draw


def __getattr__(name: str) -> Any:
    """``cardwidgets.play`` loads the widgets (and ipywidgets) only when first asked for, and
    ``cardwidgets.analyse`` the bots it plays deals out with."""
    if name == "play":
        from cardwidgets.widgets import play

        return play
    if name == "join":
        from cardwidgets.classroom import join

        return join
    if name == "analyse":
        from cardwidgets.analysis import analyse

        return analyse
    raise AttributeError(f"module 'cardwidgets' has no attribute {name!r}")
