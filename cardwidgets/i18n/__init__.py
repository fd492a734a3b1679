"""The words people read, in their language: English, French or Russian (the games' own). Every
sentence goes through the standard library's :mod:`gettext`, the language is chosen per table,
per notebook or by the kernel's locale, and words made during play are :class:`Message` objects
that each table renders in its own language; where the catalogues live and which choice wins:
:doc:`/docs/design/languages`."""

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
