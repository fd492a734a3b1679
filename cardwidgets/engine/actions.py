"""Actions: small hashable values with a written form that parses back (like chess's UCI).

An action is a kind and a few arguments: ``Action("play", (Card("R9"),))`` is written
``play R9``; ``Action("bid", (85,))`` is ``bid 85``; ``Action("draw", ("up",))`` is ``draw up``.
Arguments are whole numbers, cards, or lower-case words; cards are written in capitals, so a
word can never be mistaken for a card (``as`` is a word, ``AS`` the ace of spades).
Chance events (a shuffle, a coin toss) are actions too, so a game's history is one list.

A game reads the arguments through typed accessors (``action.card_arg()``, ``action.int_arg()``,
``action.word_arg()``, ``action.card_args()``), so its dispatch is type-checked and a malformed
action fails with a message saying what the kind takes.
"""

from __future__ import annotations

import re
from typing import NamedTuple, TypeAlias, TypeVar

from cardwidgets.engine.cards import Card
from cardwidgets.engine.errors import ActionParseError, CardError

ActionArg: TypeAlias = "int | str | Card"
ArgT = TypeVar("ArgT", int, str, Card)

_WORD = re.compile(r"[a-z][a-z0-9_]*\Z")
_INT = re.compile(r"-?[0-9]+\Z")


class Action(NamedTuple):
    """One move of a seat or one chance event."""

    kind: str
    args: tuple[ActionArg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

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
            raise ActionParseError(f"An action is written as text such as 'play QH', not {text!r}.")
        kind, *tokens = text.split()
        if not _WORD.match(kind):
            raise ActionParseError(
                f"{text!r}: an action starts with a lower-case word such as 'play' or 'bid'."
            )
        return cls(kind, tuple(_parse_arg(token, text) for token in tokens))


def _parse_arg(token: str, text: str) -> ActionArg:
    if _INT.match(token):
        return int(token)
    if _WORD.match(token):
        return token
    try:
        return Card.parse(token) if token == token.upper() else _bad(token, text)
    except CardError:
        return _bad(token, text)


def _bad(token: str, text: str) -> ActionArg:
    raise ActionParseError(
        f"{text!r}: {token!r} is neither a number, a lower-case word, nor a card in capitals "
        "(such as QH, 10S, R9, SJ, ROOK)."
    )
