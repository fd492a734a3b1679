"""The words people read, in their language: English, French or Russian (the games' own).

Every sentence a person reads goes through the standard library's :mod:`gettext`, from the
catalogues in ``cardwidgets/i18n/locale/<language>/LC_MESSAGES/cardwidgets.po`` (compiled to
``.mo`` beside them by ``make i18n``, so the package needs nothing beyond Python to read them).

The language is chosen three ways, the nearest winning: a table's own (``play(...,
language="fr")``, which renders under :func:`using_language`), the notebook's
(:func:`set_language`), and the kernel's locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``, or ``CARDWIDGETS_LANGUAGE`` before them all). The table's choice is a context variable,
so a French table and an English one in the next cell each speak their own.

Words made during play (log lines) are :class:`Message` objects, not text: the game writes them
once, and each table renders them in its own language when it shows them.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, wraps
from pathlib import Path
from typing import Concatenate, Final, ParamSpec, Protocol, TypeVar

#: The languages with a catalogue, English (the source) first.
LANGUAGES: Final = ("en", "fr", "ru")
#: The folder of the catalogues, ``<language>/LC_MESSAGES/cardwidgets.mo``.
LOCALE_DIR: Final = Path(__file__).parent / "locale"
DOMAIN: Final = "cardwidgets"
#: The environment variables that name the kernel's language, the first set winning.
LOCALE_VARIABLES: Final = ("CARDWIDGETS_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


_chosen: str | None = None
_current: ContextVar[str | None] = ContextVar("cardwidgets_language", default=None)


def checked_language(language: object) -> str:
    """``language`` as a catalogue's name ("fr" from "fr", "FR" or "fr_FR"), or a clear error."""
    if isinstance(language, str):
        short = language.strip().replace("-", "_").split("_")[0].lower()
        if short in LANGUAGES:
            return short
    from cardwidgets.engine.errors import LanguageError, quoted

    raise LanguageError(
        f"cardwidgets speaks {', '.join(LANGUAGES)} (English, French, Russian), "
        f"not {quoted(language)}."
    )


def locale_language(environ: Mapping[str, str] = os.environ) -> str:
    """The kernel's language from its locale variables; English when none names one we have.

    ``LANGUAGE`` may list several ("fr:en"): the first we have wins. "C" and "POSIX" are English.
    """
    for variable in LOCALE_VARIABLES:
        for name in environ.get(variable, "").split(":"):
            short = name.split(".")[0].split("_")[0].lower()
            if short in LANGUAGES:
                return short
            if short in ("c", "posix"):
                return "en"
    return "en"


def set_language(language: str | None) -> None:
    """The notebook's language from now on (a table given its own keeps it); None goes back
    to the kernel's locale."""
    global _chosen
    _chosen = None if language is None else checked_language(language)


def get_language() -> str:
    """The language words are rendered in here and now."""
    return _current.get() or _chosen or locale_language()


@contextmanager
def using_language(language: str | None) -> Iterator[None]:
    """Render in ``language`` inside the block (None: the notebook's); for a table's page."""
    token = _current.set(None if language is None else checked_language(language))
    try:
        yield
    finally:
        _current.reset(token)


SelfT = TypeVar("SelfT", bound="Speaking")
ResultT = TypeVar("ResultT")
ParamsT = ParamSpec("ParamsT")


class Speaking(Protocol):
    """An object with its own language (a table): ``language`` is a catalogue's name."""

    language: str


def in_own_language(
    method: Callable[Concatenate[SelfT, ParamsT], ResultT],
) -> Callable[Concatenate[SelfT, ParamsT], ResultT]:
    """Run ``method`` with its object's ``language`` current, so everything it words (a
    table's page, its messages) is in that language whatever the notebook's is."""

    @wraps(method)
    def speaking(self: SelfT, /, *args: ParamsT.args, **kwargs: ParamsT.kwargs) -> ResultT:
        with using_language(self.language):
            return method(self, *args, **kwargs)

    return speaking


@cache
def translations(language: str) -> _gettext.NullTranslations:
    """The compiled catalogue of ``language`` (English, the source, has none to read)."""
    if language == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])


def _(message: str) -> str:
    """``message`` in the current language."""
    return translations(get_language()).gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue and keep it English: a constant translated where it
    is shown (``_(CONSTANT)``), so it is read in the reader's language, not the importer's."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that goes with ``n`` (Russian has three)."""
    return translations(get_language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` ("J" as a card's rank, not a word)."""
    return translations(get_language()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return translations(get_language()).npgettext(context, singular, plural, n)


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
        return template.format(**{k: rendered(v, language) for k, v in self.args.items()})

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


def rendered(value: object, language: str | None = None) -> object:
    """A Message's field value in ``language``: cards as its labels, numbers as it writes them."""
    from cardwidgets.engine.cards import Card
    from cardwidgets.i18n.words import card_label, cards_label, seat_name, written_number

    language = language or get_language()
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, str):
        return value if language == "en" else seat_name(value, language)
    if isinstance(value, Card):
        return card_label(value, language)
    if isinstance(value, tuple) and all(isinstance(card, Card) for card in value):
        return cards_label(value, language)
    if isinstance(value, float) and language != "en":
        return written_number(value, language=language)
    return value


def text(value: str | Message) -> str:
    """A plain string or a Message rendered now (for places that take either)."""
    return value if isinstance(value, str) else str(value)


__all__ = [
    "LANGUAGES",
    "N_",
    "Message",
    "Words",
    "_",
    "checked_language",
    "get_language",
    "in_own_language",
    "lazy",
    "lazy_n",
    "lazy_p",
    "listed",
    "locale_language",
    "ngettext",
    "npgettext",
    "pgettext",
    "set_language",
    "text",
    "translations",
    "using_language",
]
