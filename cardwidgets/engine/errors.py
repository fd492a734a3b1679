"""The exceptions a learner can meet. Each message says what was wrong and what is allowed.
Every module of the package may raise them, so this one imports none of the package."""

from __future__ import annotations

import reprlib
from typing import Final


class CardwidgetsError(Exception):
    """Base class of every error this package raises on purpose."""


class CardError(CardwidgetsError, ValueError):
    """Text that is not a card, or a rank and suit that make no card."""


class ActionParseError(CardwidgetsError, ValueError):
    """Text that is not the written form of an action."""


class RulesError(CardwidgetsError, ValueError):
    """An unknown rule option, or a value the option does not allow."""


class UnknownGameError(CardwidgetsError, ValueError):
    """A game name that is not registered; ``suggestion`` is the game it is close to, if any."""

    def __init__(self, message: str, suggestion: str | None = None) -> None:
        super().__init__(message)
        self.suggestion = suggestion


class LanguageError(CardwidgetsError, ValueError):
    """A language cardwidgets has no words for."""


class DealCodeError(CardwidgetsError, ValueError):
    """Text that is not a deal code: mistyped (its check does not match) or unreadable."""


class RecordError(CardwidgetsError, ValueError):
    """A game record that cannot be read or replayed."""


#: How much of a value sent from outside an error message quotes back.
QUOTED_CHARACTERS: Final = 40

_SHORT_REPR = reprlib.Repr()
_SHORT_REPR.maxstring = _SHORT_REPR.maxother = QUOTED_CHARACTERS
_SHORT_REPR.maxlevel, _SHORT_REPR.maxlist, _SHORT_REPR.maxdict = 2, 4, 4


def quoted(value: object) -> str:
    """``repr(value)`` cut short, for error messages that quote what a caller or a browser sent.

    A message that quoted a megabyte back would bury the reason; a number of thousands of
    digits cannot even be written (Python refuses to convert it), nor a list nested a million
    deep, so those are described instead.
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a whole number of about {value.bit_length() * 30103 // 100000 + 1} digits"
    try:
        text = _SHORT_REPR.repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too large to quote"
    if len(text) > QUOTED_CHARACTERS + 8:
        text = text[:QUOTED_CHARACTERS] + "..."
    return text
