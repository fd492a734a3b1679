"""The catalogues of the words people read: extract, update, compile and check them (Babel).

``python -m tools.i18n update`` (``make i18n``) extracts every wrapped string of the package
into ``cardwidgets/i18n/locale/cardwidgets.pot``, merges it into each language's ``.po`` (new
strings come in untranslated, strings gone from the code go out) and compiles each ``.po`` to
the ``.mo`` beside it, which the package reads with the standard library's gettext: the
runtime needs no Babel, and an editable install reads the same files as the wheel.

``python -m tools.i18n check`` (``make lint`` runs it) writes nothing and fails when a catalogue
lacks a string of the code or holds one the code no longer has, leaves an entry untranslated or
fuzzy, has a translation whose ``{fields}`` differ from its English, has the wrong number of
plural forms, or when a ``.mo`` is older than its ``.po``.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardwidgets"
LOCALE = PACKAGE / "i18n" / "locale"
TEMPLATE = LOCALE / "cardwidgets.pot"
#: The translated languages (English is the source).
LANGUAGES = ("fr", "ru")
#: The package's translation functions, as Babel reads their arguments.
KEYWORDS: dict[str, Any] = {
    **DEFAULT_KEYWORDS,
    "lazy": None,
    "lazy_n": (1, 2),
    "lazy_p": ((1, "c"), 2),
    "NP_": ((1, "c"), 2),
}
#: French with GNU gettext's two forms (1 carte, 2 cartes; 0 takes the singular), not CLDR's
#: three, whose third ("many", for millions) no sentence of ours needs. Russian keeps CLDR's
#: three (1 карта, 2 карты, 5 карт).
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}
#: Fixed dates in the headers, so a catalogue changes only when its words do.
STAMP = datetime(2026, 12, 1, tzinfo=timezone.utc)
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^}]*)?\}")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "cardwidgets.po"


def extracted() -> Catalog:
    """Every string the package wraps, with where it comes from and its translators' notes."""
    catalog = Catalog(project="cardwidgets", creation_date=STAMP, fuzzy=False)
    found = extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        location = (f"cardwidgets/{filename}", lineno)
        catalog.add(message, None, [location], auto_comments=comments, context=context)
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_lineno=False, omit_header=False)
    return buffer.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def read_catalogue(language: str) -> Catalog:
    with po_path(language).open("rb") as po:
        return read_po(po, locale=language, domain="cardwidgets")


def update() -> None:
    """Extract, merge into each language's catalogue, and compile."""
    template = extracted()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(_po_bytes(template))
    for language in LANGUAGES:
        path = po_path(language)
        if path.exists():
            catalog = read_catalogue(language)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(
                locale=language,
                domain="cardwidgets",
                project="cardwidgets",
                copyright_holder="cardwidgets developers",
                language_team=f"cardwidgets {language}",
                last_translator="cardwidgets developers",
                fuzzy=False,
            )
        catalog.creation_date = catalog.revision_date = STAMP
        if language in PLURAL_FORMS:
            catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        path.write_bytes(_po_bytes(catalog))
        path.with_suffix(".mo").write_bytes(_mo_bytes(read_catalogue(language)))


def fields(text: str) -> set[str]:
    """The ``{named}`` fields a template fills in."""
    return set(_FIELD.findall(text))


def _texts(value: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def problems_of(message: Message, plurals: int) -> list[str]:
    """What is wrong with one entry: untranslated, fuzzy, its fields, its plural forms."""
    where = f"{message.id!r}" + (f" (context {message.context!r})" if message.context else "")
    wanted = fields(" ".join(_texts(message.id)))
    translated = _texts(message.string or "")
    if not any(translated) or not all(translated):
        return [f"{where} is not translated"]
    found = []
    if message.fuzzy:
        found.append(f"{where} is fuzzy: check it and remove the flag")
    if message.pluralizable and len(translated) != plurals:
        found.append(f"{where} has {len(translated)} plural forms, the language has {plurals}")
    for form in translated:
        extra = fields(form) - wanted
        missing = wanted - fields(form) - ({"n"} if message.pluralizable else set())
        if extra or missing:
            found.append(
                f"{where}: the translation {form!r} fills in {sorted(fields(form))}, "
                f"the English {sorted(wanted)}"
            )
    return found


def check(languages: Iterable[str] = LANGUAGES) -> list[str]:
    """Every problem of the catalogues, as sentences (none: they are complete and current)."""
    template = extracted()
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template if m.id}
    found: list[str] = []
    for language in languages:
        path = po_path(language)
        if not path.exists():
            found.append(f"{language}: no catalogue at {path.relative_to(ROOT)} (make i18n)")
            continue
        catalog = read_catalogue(language)
        if language in PLURAL_FORMS and catalog.plural_forms != PLURAL_FORMS[language]:
            found.append(f"{language}: the plural forms are not {PLURAL_FORMS[language]!r}")
        held = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}
        for key in sorted(wanted - held, key=str):
            found.append(f"{language}: {key[0]!r} is in the code, not the catalogue (make i18n)")
        for key in sorted(held - wanted, key=str):
            found.append(f"{language}: {key[0]!r} is no longer in the code (make i18n)")
        for message in catalog:
            if message.id:
                found += [f"{language}: {p}" for p in problems_of(message, catalog.num_plurals)]
        compiled = path.with_suffix(".mo")
        if not compiled.exists() or compiled.read_bytes() != _mo_bytes(catalog):
            found.append(f"{language}: {compiled.name} is not compiled from its .po (make i18n)")
    return found


def count(language: str) -> int:
    """How many strings the catalogue holds (each plural entry counted once)."""
    return sum(1 for message in read_catalogue(language) if message.id)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__)
    parser.add_argument("command", choices=("update", "check"))
    command = parser.parse_args(argv).command
    if command == "update":
        update()
    found = check()
    for problem in found:
        print(problem, file=sys.stderr)
    for language in LANGUAGES:
        if po_path(language).exists():
            print(f"{language}: {count(language)} strings")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
