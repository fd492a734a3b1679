"""A French and a Russian table in a real JupyterLab and Chromium show no English word.

Every game is played to its end by bots at a French and at a Russian table (a hand or a game of
it: ``max_hands=1``), its odds, rules and analysis panels opened (and a review, where one is
quick); a table stopped at the viewer's first decision has its moves weighed by Analyse. The
words the page shows (its ``innerText``, as a person reads it) are checked against the English
words of the catalogue that the language's own translations never use, and the default seats'
English names. Screenshots of the weighed moves, in the light and the dark theme at 1024 and
1440 px, are kept for a person to look at ($CARDWIDGETS_SCREENSHOTS).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import nbformat
import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import expect

from cardwidgets.i18n.language import LOCALE_DIR
from tests.browser.jupyterlab import TIMEOUT_MS, change_theme, notebook_page
from tests.built_once import claim

pytestmark = pytest.mark.browser

GAMES = ("half_and_half", "call_deuces", "take_two", "tennessee_for_two")
LANGUAGES = ("fr", "ru")
#: The table stopped at the viewer's first decision, whose moves Analyse weighs: one a language.
WEIGHED = {"fr": "tennessee_for_two", "ru": "call_deuces"}
SETUP = '''import cardwidgets


def finished(game, language):
    """A table whose bots played a hand (or a game) to its end, its odds shown."""
    rules = {} if game == "half_and_half" else {"max_hands": 1}
    table = cardwidgets.play(game, seed=3, mode="watch", language=language, **rules)
    table.step(100_000)
    table.show_odds()
    return table


def at_your_turn(game, language):
    """A table where the bots played until the person at it is to move."""
    table = cardwidgets.play(game, seed=3, language=language)
    while not table.frame["you"]:
        table.step()
    return table'''
CELLS = [
    nbformat.v4.new_code_cell(SETUP),
    *(
        nbformat.v4.new_code_cell(f'finished("{game}", "{language}")')
        for language in LANGUAGES
        for game in GAMES
    ),
    *(
        nbformat.v4.new_code_cell(f'at_your_turn("{WEIGHED[language]}", "{language}")')
        for language in LANGUAGES
    ),
]
#: The views on the page, in cell order: each language's finished games, then the two weighed.
FINISHED = {
    (language, game): index
    for index, (language, game) in enumerate((lang, g) for lang in LANGUAGES for g in GAMES)
}
WEIGHING = {language: len(FINISHED) + index for index, language in enumerate(LANGUAGES)}
#: The games whose finished hand is reviewed too (a review of a whole hand of the others takes
#: minutes), and what the panel shows once it has: North had no choice to make in Half and Half.
REVIEWED = {"half_and_half": ".cw-analysis-note", "take_two": ".cw-review-summary"}
SEATS = re.compile(r"\b(North|East|South|West)\b")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
#: A window tall enough for a whole table and its analysis (the notebook scrolls inside it).
TALL = 2400


def _words(texts: Iterator[str]) -> set[str]:
    return {word.lower() for text in texts for word in LATIN_WORD.findall(text)}


@cache
def english_words(language: str) -> frozenset[str]:
    """The English words of the catalogue's sources that ``language``'s translations never
    write (so "table", "Rook" or "ante", French words too, are not taken for English)."""
    with (LOCALE_DIR / language / "LC_MESSAGES" / "cardwidgets.po").open("rb") as po:
        catalogue = read_po(po)
    sources, translations = [], []
    for message in catalogue:
        if not message.id:
            continue
        sources += [message.id] if isinstance(message.id, str) else list(message.id)
        translations += [message.string] if isinstance(message.string, str) else message.string
    fields = re.compile(r"\{[^}]*\}")
    english = _words(fields.sub("", text) for text in sources)
    return frozenset(english - _words(fields.sub("", text) for text in translations))


def english_on(text: str, language: str) -> list[str]:
    """The English words and seat names in ``text``, as a French or Russian page shows it."""
    found = [word for word in LATIN_WORD.findall(text) if word.lower() in english_words(language)]
    return found + [seat for seat in SEATS.findall(text) if seat not in found]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the French and Russian tables")
    folder = tmp_path_factory.mktemp("languages") / "notebooks"
    with notebook_page(browser, folder, CELLS, viewport=(1440, 1000)) as opened:
        yield opened


def test_the_detector_knows_english_when_it_sees_it():
    for language in LANGUAGES:
        assert english_on("North wins the trick with the Queen", language) == [
            "North",
            "wins",
            "the",
            "trick",
            "with",
            "the",
            "Queen",
        ]
    assert english_on("Nord remporte le pli avec la Dame ; table, Rook", "fr") == []
    assert english_on("Север берёт взятку дамой: Рук", "ru") == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_played_to_its_end_shows_no_english_word(
    page: Any, language: str, screenshots: Any
):
    views = page.locator(".cw-widget")
    expect(views).to_have_count(len(FINISHED) + len(WEIGHING))
    seen: dict[str, list[str]] = {}
    for game in GAMES:
        view = views.nth(FINISHED[language, game])
        view.scroll_into_view_if_needed()
        expect(view.locator(".cw-odds-lines")).to_be_visible()
        view.locator(".cw-rules-button").click()
        expect(view.locator(".cw-rules-options")).to_be_visible()
        view.locator(".cw-analyse-button").click()
        expect(view.locator(".cw-analysis-note")).to_be_visible()
        shown = view.inner_text()
        if game in REVIEWED:
            view.locator(".cw-review-button").click()
            expect(view.locator(REVIEWED[game])).to_be_visible(timeout=TIMEOUT_MS)
            expect(view.locator(".cw-review-button")).to_be_visible(timeout=TIMEOUT_MS)
            shown += "\n" + view.inner_text()
        page.set_viewport_size({"width": 1440, "height": TALL})
        view.scroll_into_view_if_needed()
        view.screenshot(path=screenshots / f"{game}-{language}-finished-light-1440.png")
        found = english_on(shown, language)
        if found:
            seen[game] = found
    assert not seen, seen


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_weighed_moves_show_no_english_word_in_either_theme_at_either_width(
    page: Any, language: str, screenshots: Any
):
    view = page.locator(".cw-widget").nth(WEIGHING[language])
    view.scroll_into_view_if_needed()
    view.locator(".cw-analyse-button").click()
    expect(view.locator(".cw-analysis-more")).to_be_visible(timeout=TIMEOUT_MS)
    expect(view.locator(".cw-analysis-row").first).to_be_visible()
    found = english_on(view.inner_text(), language)
    assert not found, found
    for theme, shade in (("JupyterLab Light", "light"), ("JupyterLab Dark", "dark")):
        change_theme(page, theme)
        for width in (1024, 1440):
            page.set_viewport_size({"width": width, "height": TALL})
            view.scroll_into_view_if_needed()
            expect(view.locator(".cw-analysis-row").first).to_be_visible()
            view.screenshot(
                path=screenshots / f"{WEIGHED[language]}-{language}-{shade}-{width}.png"
            )
    change_theme(page, "JupyterLab Light")
