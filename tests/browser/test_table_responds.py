"""The table answers by itself and keeps its keys, in a real JupyterLab and Chromium.

A notebook of its own: headings around two Half and Half tables, ``table`` (you play North,
dealt at your first turn) and ``watched`` (two bots, fast). Every wait is for a condition, with
the harness's generous ceiling; nothing here measures time (``benchmarks/odds_click.py`` does).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.built_once import claim

pytestmark = pytest.mark.browser

TABLE, WATCHED = 0, 1
CELLS = [
    nbformat.v4.new_markdown_cell("# A heading that must stay open\n\nPlay the table below."),
    nbformat.v4.new_code_cell(
        "import cardwidgets\n\ntable = cardwidgets.play('half_and_half', seed=7, seat=0)\ntable"
    ),
    nbformat.v4.new_markdown_cell("## A second heading"),
    nbformat.v4.new_code_cell(
        "watched = cardwidgets.play('half_and_half', seed=11, mode='watch', speed=100)\nwatched"
    ),
    nbformat.v4.new_markdown_cell("## The last heading"),
]

#: The notebook as JupyterLab holds it: the active cell, and each cell's collapsed state.
NOTEBOOK_STATE = """() => {
  const notebook = window.jupyterapp.shell.currentWidget.content;
  return {
    active: notebook.activeCellIndex,
    cells: notebook.widgets.map((cell) => [
      cell.model.type, cell.headingCollapsed ?? null, cell.inputHidden, cell.outputHidden,
    ]),
  };
}"""

#: Count the key presses from inside a table that reach the document as they bubble up.
COUNT_ESCAPED_KEYS = """() => {
  window.cwEscapedKeys = [];
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof Element && event.target.closest('.cw-widget')) {
      window.cwEscapedKeys.push(event.key);
    }
  });
}"""

#: Record, in order, when table ``index`` redraws its table and its odds panel.
RECORD_REDRAWS = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const panel = root.querySelector('.cw-odds');
  window.cwRedraws = [];
  const note = (what) => {
    if (window.cwRedraws[window.cwRedraws.length - 1] !== what) window.cwRedraws.push(what);
  };
  new MutationObserver(() => note('table')).observe(
    root.querySelector('.cw-stage'), { childList: true },
  );
  new MutationObserver(() => {
    if (panel.querySelector('.cw-odds-working')) note('working');
    else if (panel.querySelector('.cw-odds-lines li')) note('odds');
  }).observe(panel, { childList: true });
}"""

#: The prompt at your hand is marked when it is your turn.
YOUR_TURN = re.compile(r"\bcw-your-turn\b")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    """The notebook, opened and run once for the module."""
    claim(tmp_path_factory, "the JupyterLab of the responsiveness tests")
    root = tmp_path_factory.mktemp("responds") / "notebooks"
    root.mkdir()
    write_notebook(CELLS, root / "responds.ipynb")
    lab: Lab
    with jupyterlab(root) as lab:
        opened = browser.new_page(viewport={"width": 1280, "height": 1000})
        open_notebook_and_run_all(opened, lab, "responds.ipynb")
        yield opened
        opened.close()


def table(page: Any, index: int) -> Any:
    root = page.locator(".cw-widget").nth(index)
    root.wait_for()
    return root


def wait_for_step(page: Any, index: int, step: int) -> None:
    page.wait_for_function(
        "([index, text]) => document.querySelectorAll('.cw-widget')[index]"
        ".querySelector('.cw-position').textContent.startsWith(text)",
        arg=[index, f"step {step} "],
        timeout=TIMEOUT_MS,
    )


def test_a_new_table_opens_at_your_first_turn_with_the_deal_in_the_log(page: Any):
    mine = table(page, TABLE)
    expect(mine.locator(".cw-position")).to_have_text("step 3 / 3")
    expect(mine.locator(".cw-prompt")).to_have_class(YOUR_TURN)
    expect(mine.locator(".cw-log-lines li")).to_have_count(3)
    expect(mine.locator(".cw-in-force")).to_have_text("Seed 7, default rules")


def test_the_bots_reply_appears_without_a_press(page: Any):
    mine = table(page, TABLE)
    mine.locator(".cw-card.cw-legal").first.click()  # North turns the top card
    wait_for_step(page, TABLE, 5)  # South's reply came by itself
    expect(mine.locator(".cw-prompt")).to_have_class(YOUR_TURN)
    expect(mine.locator(".cw-play")).to_have_attribute("aria-pressed", "false")


def test_play_turns_off_at_the_end_of_the_game(page: Any):
    watched = table(page, WATCHED)
    watched.scroll_into_view_if_needed()
    watched.locator(".cw-play").click()
    expect(watched.locator(".cw-play")).to_have_attribute("aria-pressed", "true")
    expect(watched.locator(".cw-step")).to_be_disabled(timeout=TIMEOUT_MS)  # the game is over
    expect(watched.locator(".cw-play")).to_have_text("Play")
    expect(watched.locator(".cw-play")).to_have_attribute("aria-pressed", "false")
    expect(watched.locator(".cw-play")).to_be_disabled()


def test_a_click_redraws_the_table_first_and_the_odds_follow(page: Any):
    mine = table(page, TABLE)
    mine.scroll_into_view_if_needed()
    mine.locator(".cw-odds-button").click()
    expect(mine.locator(".cw-odds-lines li").first).to_contain_text("The next card takes cards")
    expect(mine.locator(".cw-prompt")).to_have_class(YOUR_TURN)
    page.evaluate(RECORD_REDRAWS, TABLE)
    mine.locator(".cw-card.cw-legal").first.click()
    page.wait_for_function("() => window.cwRedraws.includes('odds')", timeout=TIMEOUT_MS)
    assert page.evaluate("() => window.cwRedraws")[:3] == ["table", "working", "odds"]
    mine.locator(".cw-odds-button").click()  # the Odds off again, as the table opened
    expect(mine.locator(".cw-odds")).to_be_hidden()


def test_a_typed_word_is_neither_a_seed_nor_a_code(page: Any):
    mine = table(page, TABLE)
    mine.locator(".cw-seed").fill("hello")
    mine.locator(".cw-deal").click()
    expect(mine.locator(".cw-message")).to_have_text(
        "'hello' is neither a seed nor a deal code: a seed is a whole number such as 7, and a "
        "deal code is letters and digits such as 'HJA0-12R'."
    )
    mine.locator(".cw-seed").fill("42")
    mine.locator(".cw-deal").click()
    expect(mine.locator(".cw-in-force")).to_have_text("Seed 42, default rules")
    expect(mine.locator(".cw-prompt")).to_have_class(YOUR_TURN)


@pytest.mark.parametrize(
    "control", [".cw-slider", ".cw-seed", ".cw-card", ".cw-back", ".cw-rules-button"]
)
def test_keys_pressed_inside_the_table_stay_there(page: Any, control: str):
    """Last: Enter and Space on Back or in the seed field move the game or deal anew."""
    mine = table(page, TABLE)
    mine.scroll_into_view_if_needed()
    if not page.evaluate("() => 'cwEscapedKeys' in window"):
        page.evaluate(COUNT_ESCAPED_KEYS)
    target = mine.locator(control).first
    target.focus()
    before = page.evaluate(NOTEBOOK_STATE)
    for key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "a", "m"):
        target = mine.locator(control).first  # a redraw may have replaced a card
        target.press(key)
    assert page.evaluate(NOTEBOOK_STATE) == before, "the notebook's cells did not move or fold"
    assert page.evaluate("() => window.cwEscapedKeys") == []
