"""Higher or Lower: two players guess whether the next card is higher or lower, ten rounds."""

from higher_lower.game import HigherLower, HigherLowerRules

__all__ = ["HigherLower", "HigherLowerRules"]
