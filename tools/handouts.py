"""The teachers' guides and their one-page worksheets, every number in them from the library.

``python -m tools.handouts`` (``make handouts``) renders each template
``tutorials/teachers/templates/<game>.md`` with the figures the game's own
``cardwidgets/games/<game>/guide.py`` computes, and writes

* ``tutorials/teachers/<game>.md``: the teacher's guide (objectives, a 50-minute plan,
  misconceptions, a physical-cards activity with its pooling step, the worksheet);
* ``build/handouts/<game>_worksheet.html``: the guide's worksheet section alone (between the
  ``<!-- worksheet -->`` markers), with print CSS for one A4 page;
* ``build/handouts/<game>_key.html``: the worksheet's answer key (between the ``<!-- key -->``
  markers), every answer worked with the figures the guide computes.

A guide in another language (``templates/<language>/<game>.md``, for the languages of
:mod:`tools.translated_lessons`) is rendered from the same figures, written as that language
writes numbers, into ``tutorials/teachers/<language>/<game>.md`` and
``build/handouts/<language>/``.

A guide types no figure: its template names it (``{{ first_wins | decimal }}``) and the game's
``guide.figures()`` computes it, so a change of rule or library changes the guide. ``--check``
writes nothing and fails if a guide is out of date (the tests run it).
"""

from __future__ import annotations

import argparse
import html
import importlib
import math
import re
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Final

import jinja2
import mistune

from cardwidgets.engine.registry import game_class, game_names
from cardwidgets.i18n.words import written_number
from tools.translated_lessons import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
TEACHERS = ROOT / "tutorials" / "teachers"
TEMPLATES = TEACHERS / "templates"
BUILD = ROOT / "build" / "handouts"
WORKSHEET = re.compile(r"<!-- worksheet -->\n(.*?)<!-- /worksheet -->", re.S)
KEY = re.compile(r"<!-- key -->\n(.*?)<!-- /key -->", re.S)
#: A class for the pooling step: this many pairs (or groups), each playing or dealing ``ROUNDS``.
CLASS_GROUPS = 12
ROUNDS = 5
#: The 95 % range of a pooled proportion: p ± 1.96 standard errors.
Z95 = 1.96


Number = Fraction | float | int


def percent(value: Number, places: int = 1) -> str:
    return f"{float(value):.{places}%}"


def decimal(value: Number, places: int = 3) -> str:
    return f"{float(value):.{places}f}"


def number_filters(language: str) -> dict[str, Callable[..., str]]:
    """The template's ``percent`` and ``decimal`` filters, writing numbers as ``language`` does
    (0,425 and 42,5 % in French and Russian)."""
    if language == "en":
        return {"percent": percent, "decimal": decimal}

    def in_language_percent(value: Number, places: int = 1) -> str:
        return written_number(value, places, percent=True, language=language)

    def in_language_decimal(value: Number, places: int = 3) -> str:
        return written_number(value, places, language=language)

    return {"percent": in_language_percent, "decimal": in_language_decimal}


#: What a printed page is called, in each language of the guides.
PAGE_TITLES: Final = {
    "en": {"worksheet": "Worksheet", "key": "Answer key"},
    "fr": {"worksheet": "Fiche d'exercices", "key": "Corrigé"},
    "ru": {"worksheet": "Рабочий лист", "key": "Ответы"},
}


def pooling(figures: dict[str, Number]) -> dict[str, Number]:
    """The activity's pooling step: the standard error of the class's pooled result over
    ``CLASS_GROUPS * ROUNDS`` independent trials, its 95 % range (a share's clipped to [0, 1]),
    and one group's standard error, from the guide's ``pooled_share`` (a chance) or its
    ``pooled_mean`` and ``pooled_sd`` (a mean and one trial's standard deviation)."""
    trials = CLASS_GROUPS * ROUNDS
    if "pooled_share" in figures:
        centre = float(figures["pooled_share"])
        spread = math.sqrt(centre * (1 - centre))
        floor, ceiling = 0.0, 1.0
    else:
        centre, spread = float(figures["pooled_mean"]), float(figures["pooled_sd"])
        floor, ceiling = -math.inf, math.inf
    error = spread / math.sqrt(trials)
    return {
        "trials": trials,
        "pooled_se": error,
        "pooled_low": max(floor, centre - Z95 * error),
        "pooled_high": min(ceiling, centre + Z95 * error),
        "one_group_se": spread / math.sqrt(ROUNDS),
    }


def guided_games() -> list[str]:
    """The registered games with a teacher's guide: a template here and the figures for it in
    the game's own ``guide`` module (``figures()``)."""
    return [name for name in game_names() if (TEMPLATES / f"{name}.md").exists()]


def game_figures(game: str) -> dict[str, Number]:
    package = game_class(game).__module__.rpartition(".")[0]
    figures: dict[str, Number] = importlib.import_module(f"{package}.guide").figures()
    return {**figures, **pooling(figures), "groups": CLASS_GROUPS, "rounds": ROUNDS}


def translated_guides() -> list[tuple[str, str]]:
    """The (language, game) pairs with a guide in another language than English."""
    return [
        (language, game)
        for language in LANGUAGES
        for game in guided_games()
        if (TEMPLATES / language / f"{game}.md").exists()
    ]


def guide(game: str, language: str = "en") -> str:
    """The teacher's guide of ``game``, its template rendered with its figures; the template
    formats each (``{{ first_wins | percent }}``, ``{{ nest_mean | decimal(1) }}``)."""
    templates = TEMPLATES if language == "en" else TEMPLATES / language
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
    )
    environment.filters.update(number_filters(language))
    return environment.get_template(f"{game}.md").render(**game_figures(game))


def worksheet_markdown(guide_text: str) -> str:
    return _section(WORKSHEET, "worksheet", guide_text)


def key_markdown(guide_text: str) -> str:
    return _section(KEY, "key", guide_text)


def _section(pattern: re.Pattern[str], name: str, guide_text: str) -> str:
    found = pattern.search(guide_text)
    if not found:
        raise SystemExit(f"a guide lacks its <!-- {name} --> ... <!-- /{name} --> section")
    return found.group(1)


#: One A4 page: the worksheet's text is sized to fit, and write-in boxes stay on the page.
PRINT_CSS = """
@page { size: A4; margin: 14mm 16mm; }
html { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; color: #000; }
body { margin: 0; }
h2 { font-size: 15pt; margin: 0 0 4pt; }
h3 { font-size: 12pt; margin: 14pt 0 4pt; }
p, li { line-height: 1.3; margin: 2pt 0; }
ol, ul { margin: 2pt 0 2pt 16pt; padding: 0; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0; page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 3pt 5pt; text-align: left; height: 20pt; }
/* A line of underscores in the Markdown is a rule: here, a line to write on. */
hr { border: 0; border-bottom: 1px solid #000; margin: 26pt 0 0; }
th { background: #eee; }
@media screen { body { max-width: 180mm; margin: 10mm auto; } }
"""


def worksheet_html(game: str, guide_text: str, language: str = "en") -> str:
    title = f"{PAGE_TITLES[language]['worksheet']}: {game.replace('_', ' ')}"
    return _page(title, worksheet_markdown(guide_text), language)


def key_html(game: str, guide_text: str, language: str = "en") -> str:
    title = f"{PAGE_TITLES[language]['key']}: {game.replace('_', ' ')}"
    return _page(title, key_markdown(guide_text), language)


def _page(title_text: str, markdown: str, language: str = "en") -> str:
    body = mistune.create_markdown(plugins=["table"])(markdown)
    title = html.escape(title_text)
    return (
        f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{title}</title>\n<style>{PRINT_CSS}</style>\n</head>\n<body>\n"
        f"{body}</body>\n</html>\n"
    )


def guides() -> dict[Path, str]:
    """Every guide, by the file it is written to: the English ones, then their translations."""
    english = {TEACHERS / f"{game}.md": guide(game) for game in guided_games()}
    translated = {
        TEACHERS / language / f"{game}.md": guide(game, language)
        for language, game in translated_guides()
    }
    return {**english, **translated}


def language_of(guide_path: Path) -> str:
    return guide_path.parent.name if guide_path.parent != TEACHERS else "en"


def write_worksheets(build_folder: Path = BUILD) -> list[Path]:
    """Write every guide's worksheet into ``build_folder``; return their paths."""
    return _write_pages(build_folder, "worksheet", worksheet_html)


def write_keys(build_folder: Path = BUILD) -> list[Path]:
    """Write every worksheet's answer key into ``build_folder``; return their paths."""
    return _write_pages(build_folder, "key", key_html)


def _write_pages(build_folder: Path, kind: str, page: Callable[[str, str, str], str]) -> list[Path]:
    """One page of ``kind`` a guide, a translation's in its language's folder."""
    written = []
    for path, text in guides().items():
        language = language_of(path)
        folder = build_folder if language == "en" else build_folder / language
        folder.mkdir(parents=True, exist_ok=True)
        sheet = folder / f"{path.stem}_{kind}.html"
        sheet.write_text(page(path.stem, text, language), encoding="utf-8")
        written.append(sheet)
    return written


def out_of_date() -> list[Path]:
    return [
        path
        for path, text in guides().items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a guide is out of date")
    arguments = parser.parse_args(argv)
    if arguments.check:
        stale = out_of_date()
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run `make handouts`)")
        return 1 if stale else 0
    for path, text in guides().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    for sheet in [*write_worksheets(), *write_keys()]:
        print(f"wrote {sheet.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
