"""The four games. Importing this package registers each of them with the engine."""

from cardwidgets.games.half_and_half import HalfAndHalf, HalfAndHalfRules
from cardwidgets.games.take_two import TakeTwo, TakeTwoRules

__all__ = ["HalfAndHalf", "HalfAndHalfRules", "TakeTwo", "TakeTwoRules"]
