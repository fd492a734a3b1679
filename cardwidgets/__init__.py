"""cardwidgets: four card games to learn step by step in Jupyter, and the probability behind them.

>>> import cardwidgets
>>> game = cardwidgets.make("half_and_half")
>>> state = game.new_state(seed=7)
>>> state
<Half and Half: step 0, chance to deal, seed 7>
"""

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
    "replay",
]
