"""The score sheet in a real JupyterLab and Chromium: its button opens a table of every hand
over, a row a hand with each seat's score and total, readable in the light and the dark theme
at 1024 and 1440 px; a Russian table heads it in Russian. Every wait is for a condition."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import change_theme, notebook_page
from tests.built_once import claim

pytestmark = pytest.mark.browser

#: Two tables watched until two hands are over: Tennessee in English, Take Two in Russian.
CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n\n\n"
        "def after_two_hands(game, **options):\n"
        "    table = cardwidgets.play(game, seed=4, mode='watch', **options)\n"
        "    while table.state.hands_completed < 2:\n"
        "        table.step()\n"
        "    return table"
    ),
    nbformat.v4.new_code_cell("after_two_hands('tennessee_for_two')"),
    nbformat.v4.new_code_cell("after_two_hands('take_two', language='ru')"),
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the score sheet tests")
    with notebook_page(browser, tmp_path_factory.mktemp("sheet") / "notebooks", CELLS) as opened:
        yield opened


def test_the_sheet_button_opens_a_row_for_each_hand_over(page: Any, screenshots: Any):
    table = page.locator(".cw-widget").first
    sheet = table.locator(".cw-sheet")
    expect(sheet).to_be_hidden()
    table.locator(".cw-sheet-button").click()
    expect(sheet).to_be_visible()
    expect(table.locator(".cw-sheet-button")).to_have_attribute("aria-pressed", "true")
    expect(sheet.locator("tbody tr")).to_have_count(2)
    expect(sheet.locator("thead")).to_contain_text("North")
    expect(sheet.locator("thead")).to_contain_text("Points")
    for theme, shade in (("JupyterLab Light", "light"), ("JupyterLab Dark", "dark")):
        change_theme(page, theme)
        for width in (1024, 1440):
            page.set_viewport_size({"width": width, "height": 1000})
            sheet.scroll_into_view_if_needed()
            expect(sheet).to_be_visible()
            table.screenshot(path=screenshots / f"score-sheet-{shade}-{width}.png")
    change_theme(page, "JupyterLab Light")
    table.locator(".cw-sheet-button").click()
    expect(sheet).to_be_hidden()


def test_a_russian_table_heads_its_sheet_in_russian(page: Any, screenshots: Any):
    table = page.locator(".cw-widget").nth(1)
    table.scroll_into_view_if_needed()
    table.locator(".cw-sheet-button").click()
    sheet = table.locator(".cw-sheet")
    expect(sheet.locator("tbody tr")).to_have_count(2)
    expect(sheet.locator("thead")).to_contain_text("Север")
    expect(sheet.locator("thead")).to_contain_text("Выиграно фишек")
    expect(sheet.locator(".cw-sheet-title")).to_have_text("Таблица счёта")
    sheet.scroll_into_view_if_needed()
    table.screenshot(path=screenshots / "score-sheet-ru-light-1024.png")
