"""The four games. Importing this package registers each of them with the engine."""

from cardwidgets.games.call_deuces import CallDeuces, CallDeucesRules
from cardwidgets.games.half_and_half import HalfAndHalf, HalfAndHalfRules
from cardwidgets.games.take_two import TakeTwo, TakeTwoRules
from cardwidgets.games.tennessee_for_two import TennesseeForTwo, TennesseeForTwoRules

__all__ = [
    "CallDeuces",
    "CallDeucesRules",
    "HalfAndHalf",
    "HalfAndHalfRules",
    "TakeTwo",
    "TakeTwoRules",
    "TennesseeForTwo",
    "TennesseeForTwoRules",
]
