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

from cardwidgets.i18n.language import (
    LANGUAGES,
    N_,
    _,
    checked_language,
    get_language,
    in_own_language,
    locale_language,
    ngettext,
    npgettext,
    pgettext,
    set_language,
    speaking_own_language,
    translations,
    using_language,
)
from cardwidgets.i18n.messages import (
    Message,
    Words,
    lazy,
    lazy_n,
    lazy_p,
    listed,
    text,
)

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
    "speaking_own_language",
    "text",
    "translations",
    "using_language",
]
