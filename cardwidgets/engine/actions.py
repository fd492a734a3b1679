"""Actions: small hashable values with a written form that parses back (like chess's UCI), such as
``play R9`` or ``bid 85``. Chance events are actions too, so a game's history is one list, and a
game reads an action's arguments through typed accessors, so a malformed action fails saying what
its kind takes; the written form's rules: :doc:`/docs/design/engine`."""

from __future__ import annotations

import re
from typing import Final, NamedTuple, TypeAlias, TypeVar

from cardwidgets.engine.cards import Card
from cardwidgets.engine.errors import ActionParseError, CardError, quoted

ActionArg: TypeAlias = "int | str | Card"
ArgT = TypeVar("ArgT", int, str, Card)

_WORD = re.compile(r"[a-z][a-z0-9_]*\Z")
_INT = re.compile(r"-?[0-9]+\Z")
#: The longest written action read (the longest any game writes, a shuffle of a 108-card
#: pack, is about 340 characters): longer text from outside (a browser, a record) is refused
#: before any work is done on it.
MAX_ACTION_TEXT: Final = 2_000
#: The most digits a number in an action has (a bet of a million chips has 7), checked before
#: the digits are converted.
MAX_DIGITS: Final = 12


class Action(NamedTuple):
    """One move of a seat or one chance event."""

    kind: str
    args: tuple[ActionArg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    def in_words(self) -> str:
        """The action as the log writes it for a person: cards by their short names, kinds
        with spaces (``play 2♣``, ``go first``), where ``str`` gives the form that parses back
        (``play 2C``); so a card reads the same in the log, the buttons and the analysis."""
        args = (arg.label if isinstance(arg, Card) else str(arg) for arg in self.args)
        return " ".join([self.kind.replace("_", " "), *args])

    def __repr__(self) -> str:
        if not self.args:
            return f"Action({self.kind!r})"
        return f"Action({self.kind!r}, {self.args!r})"

    @property
    def arg(self) -> ActionArg:
        """The single argument of a one-argument action (``play R9`` → the R9 card)."""
        return self.args[0]

    def card_arg(self, index: int = 0) -> Card:
        """Argument ``index`` as a card (``play R9`` → the R9 card)."""
        return self._typed(index, Card, "a card")

    def int_arg(self, index: int = 0) -> int:
        """Argument ``index`` as a whole number (``bid 85`` → 85)."""
        return self._typed(index, int, "a whole number")

    def word_arg(self, index: int = 0) -> str:
        """Argument ``index`` as a lower-case word (``trump red`` → "red")."""
        return self._typed(index, str, "a word")

    def card_args(self) -> tuple[Card, ...]:
        """Every argument, each a card (a shuffle lists the deck in its new order)."""
        return tuple(self._typed(index, Card, "a card") for index in range(len(self.args)))

    def _typed(self, index: int, kind: type[ArgT], wanted: str) -> ArgT:
        if index >= len(self.args):
            raise ActionParseError(
                f"{str(self)!r}: {self.kind} takes {wanted} as argument {index + 1}, and it has "
                f"{len(self.args)} argument(s)."
            )
        value = self.args[index]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ActionParseError(
                f"{str(self)!r}: {self.kind} takes {wanted} as argument {index + 1}, not {value!r}."
            )
        return value

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the exact written form back: ``Action.parse("play R9")`` is ``play`` the R9 card."""
        if not isinstance(text, str) or not text.strip():
            raise ActionParseError(
                f"An action is written as text such as 'play QH', not {quoted(text)}."
            )
        if len(text) > MAX_ACTION_TEXT:
            raise ActionParseError(
                f"{quoted(text)} is {len(text):,} characters long: an action is written in at "
                f"most {MAX_ACTION_TEXT:,}, such as 'play QH' or 'bid 85'."
            )
        kind, *tokens = text.split()
        if not _WORD.match(kind):
            raise ActionParseError(
                f"{quoted(text)}: an action starts with a lower-case word such as 'play' or 'bid'."
            )
        return cls(kind, tuple(_parse_arg(token, text) for token in tokens))


def is_well_formed(action: Action) -> bool:
    """Whether ``action`` is made of what actions are made of: a lower-case word, then a tuple
    of whole numbers (not True or False, at most ``MAX_DIGITS`` digits), words and cards. The
    rules may then judge it; an action built by hand from other values is refused before any
    rule reads it."""
    kind, args = action.kind, action.args
    return (
        isinstance(kind, str)
        and _WORD.match(kind) is not None
        and isinstance(args, tuple)
        and all(
            (type(arg) is int and -_INT_BOUND < arg < _INT_BOUND)
            or isinstance(arg, Card)
            or (isinstance(arg, str) and len(arg) <= MAX_ACTION_TEXT and _WORD.match(arg))
            for arg in args
        )
    )


_INT_BOUND: Final = 10**MAX_DIGITS


def _parse_arg(token: str, text: str) -> ActionArg:
    if _INT.match(token):
        if len(token.lstrip("-")) > MAX_DIGITS:
            raise ActionParseError(
                f"{quoted(text)}: a number in an action has at most {MAX_DIGITS} digits, not "
                f"{len(token.lstrip('-'))}."
            )
        return int(token)
    if _WORD.match(token):
        return token
    try:
        return Card.parse(token) if token == token.upper() else _bad(token, text)
    except CardError:
        return _bad(token, text)


def _bad(token: str, text: str) -> ActionArg:
    raise ActionParseError(
        f"{quoted(text)}: {token!r} is neither a number, a lower-case word, nor a card in capitals "
        "(such as QH, 10S, R9, SJ, ROOK)."
    )
