"""Little Whist: one hand of whist for two to four, trumps turned from the pack."""

from little_whist.game import LittleWhist, LittleWhistRules

__all__ = ["LittleWhist", "LittleWhistRules"]
