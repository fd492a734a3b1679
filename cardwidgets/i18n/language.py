"""The current language: the kernel's locale, the notebook's choice (:func:`set_language`), a
table's own (:func:`using_language`, a context variable), and the compiled catalogues read with
the standard library's gettext."""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, wraps
from pathlib import Path
from typing import Any, Concatenate, Final, ParamSpec, Protocol, TypeVar

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
    _kernel_language.cache_clear()  # None reads the locale again, as it is now


@cache
def _kernel_language() -> str:
    """The locale's language, read once (every log line asks): :func:`set_language` reads it
    again."""
    return locale_language()


def get_language() -> str:
    """The language words are rendered in here and now."""
    return _current.get() or _chosen or _kernel_language()


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
ClassT = TypeVar("ClassT", bound=type)


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


def speaking_own_language(cls: ClassT, *methods: str) -> ClassT:
    """``cls`` made to speak a language of its own: the one current when an object is made
    (``with using_language("fr"): cls(...)``) is kept in ``obj.language``, and its
    ``methods`` run with it current again (for a widget, those that word its page)."""
    made = cls.__init__  # type: ignore[misc]

    @wraps(made)
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        self.language = get_language()
        made(self, *args, **kwargs)

    cls.__init__ = __init__  # type: ignore[misc]
    for name in methods:
        setattr(cls, name, in_own_language(getattr(cls, name)))
    return cls


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


def NP_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` for the catalogue and keep both English: a word of a
    table translated where it is read, eagerly (``pgettext(*pair)``) or later
    (``lazy_p(*pair)``), so one table serves both."""
    return context, message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that goes with ``n`` (Russian has three)."""
    return translations(get_language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` ("J" as a card's rank, not a word)."""
    return translations(get_language()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return translations(get_language()).npgettext(context, singular, plural, n)
