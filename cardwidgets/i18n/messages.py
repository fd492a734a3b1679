"""Sentences written now and read later: :class:`Message`, rendered in the reader's language
with its cards, numbers and seat names as that language writes them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from cardwidgets.i18n.language import get_language, translations
from cardwidgets.i18n.words import (
    COLOUR_NAMES,
    SUIT_NAMES,
    CardLike,
    card_label,
    cards_label,
    elided,
    seat_name,
    written_number,
)


class Message:
    """A sentence written now and read later, in the reader's language: a template with
    ``{named}`` fields and their values, rendered by ``str()``.

    Values are rendered in the reader's language too: a card as that language's short label
    ("D♥" in French for Q♥), a tuple of cards as their labels, a Message as its own rendering,
    a float with that language's decimal comma and thousands spaces (whole numbers stay
    as they are: a seed or a score is not grouped), a default seat name ("North") as the
    language names it.
    """

    __slots__ = ("args", "context", "n", "plural", "template")

    def __init__(
        self,
        template: str,
        args: dict[str, object],
        plural: str | None = None,
        n: int = 1,
        context: str | None = None,
    ) -> None:
        self.template, self.args, self.plural, self.n, self.context = (
            template,
            args,
            plural,
            n,
            context,
        )

    def __str__(self) -> str:
        language = get_language()
        words = translations(language)
        if self.plural is None:
            template = (
                words.gettext(self.template)
                if self.context is None
                else words.pgettext(self.context, self.template)
            )
        else:
            template = (
                words.ngettext(self.template, self.plural, self.n)
                if self.context is None
                else words.npgettext(self.context, self.template, self.plural, self.n)
            )
        if not self.args:
            return template
        said = template.format(**{k: rendered(v, language) for k, v in self.args.items()})
        return elided(said, language)

    def __repr__(self) -> str:
        return f"Message({self.template!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Message):
            return (self.template, self.plural, self.n, self.context, self.args) == (
                other.template,
                other.plural,
                other.n,
                other.context,
                other.args,
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.template, self.plural, self.n, self.context))

    def __add__(self, other: str | Message) -> Message:
        """Two sentences one after the other, each rendered on its own."""
        return Message("{first}{second}", {"first": self, "second": other})

    def __radd__(self, other: str) -> Message:
        return Message("{first}{second}", {"first": other, "second": self})


#: Text a person reads: written now (str) or rendered when read (Message).
Words = str | Message


def lazy(template: str, /, **args: object) -> Message:
    """A sentence to render later, in whoever reads it's language (a log line)."""
    return Message(template, args)


def lazy_n(singular: str, plural: str, n: int, /, **args: object) -> Message:
    """A sentence whose form goes with ``n`` (``{n}`` in the template is ``n``)."""
    return Message(singular, {"n": n, **args}, plural, n)


def lazy_p(context: str, template: str, /, **args: object) -> Message:
    """A sentence to render later whose words depend on ``context``."""
    return Message(template, args, context=context)


def listed(items: Sequence[Words], separator: Words) -> Words:
    """``items`` one after the other with ``separator`` between (a Message for a word such as
    ``lazy(" and ")``), each rendered when read; one item is itself."""
    if len(items) == 1:
        return items[0]
    template = "{sep}".join(f"{{item{i}}}" for i in range(len(items)))
    return Message(template, {"sep": separator, **{f"item{i}": v for i, v in enumerate(items)}})


def _is_card(value: object) -> bool:
    """A card, told by its attributes (cheaper than a protocol check, at every log line)."""
    return hasattr(value, "short") and hasattr(value, "suit")


def rendered(value: object, language: str | None = None) -> object:
    """A Message's field value in ``language``: cards as its labels, numbers as it writes them."""
    language = language or get_language()
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, str):
        return value if language == "en" else seat_name(value, language)
    if _is_card(value):
        return card_label(cast(CardLike, value), language)
    if isinstance(value, tuple) and all(_is_card(card) for card in value):
        return cards_label(cast(tuple[CardLike, ...], value), language)
    if isinstance(value, float) and language != "en":
        return written_number(value, language=language)
    return value


def text(value: str | Message) -> str:
    """A plain string or a Message rendered now (for places that take either)."""
    return value if isinstance(value, str) else str(value)


def suit_word(suit: str) -> Message:
    """The suit's name, rendered in the reader's language (for a log line written now)."""
    return lazy_p(*SUIT_NAMES[suit])


def colour_word(colour: str) -> Message:
    """A Rook-deck colour's name ("Red"), rendered in the reader's language (for a log line
    written now)."""
    return lazy_p(*COLOUR_NAMES[colour])
