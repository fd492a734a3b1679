"""A play notebook as an app (Voila): the tables without the code, played by clicking.

The same notebook as the JupyterLab tests (notebooks/half_and_half.ipynb, outputs removed),
served as ``make app`` serves it. Its first table is dealt, and it is North's turn.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from cardwidgets import deal_code
from tests.browser.conftest import NOTEBOOK
from tests.browser.jupyterlab import TIMEOUT_MS, voila, without_outputs
from tests.built_once import claim

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    """The app's page, opened once: loading it runs the notebook."""
    claim(tmp_path_factory, "the Voila app")
    notebook = tmp_path_factory.mktemp("voila") / NOTEBOOK.name
    without_outputs(NOTEBOOK, notebook)
    with voila(notebook) as url:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(url)
        expect(page.locator(".cw-widget")).to_have_count(3, timeout=TIMEOUT_MS)
        yield page
        page.close()


def test_the_app_shows_the_tables_and_none_of_the_code(app: Any):
    text = app.locator("body").inner_text()
    assert "Play against a bot" in text, "the notebook's text is there"
    assert "cardwidgets.play" not in text, "its code is not"
    assert app.locator(".jp-InputArea-editor, .cm-editor, .CodeMirror").count() == 0


def test_a_person_plays_a_move_in_the_app_by_clicking(app: Any, screenshots: Path):
    table = app.locator(".cw-widget").first
    app.screenshot(path=screenshots / "voila-app.png")
    expect(table.locator(".cw-prompt")).to_have_text(re.compile(r"^Your turn: Turn your top card"))
    expect(table.locator(".cw-status")).to_have_text("North to move")
    table.locator(".cw-stage .cw-card[data-i]").first.click()
    expect(table.locator(".cw-position")).to_have_text(re.compile(r"^step [45] "))  # and the bot
    expect(table.locator(".cw-log-lines li", has_text="You turn A♣ and take 1 card")).to_have_text(
        "You turn A♣ and take 1 card (53 left in the middle)."
    )


def test_a_deal_code_typed_into_new_deal_deals_that_game(app: Any):
    table = app.locator(".cw-widget").nth(1)
    code = deal_code("half_and_half", seed=42, joker="skip_next_turn")
    expect(table.locator(".cw-code")).to_have_text(f"Deal code {deal_code('half_and_half', 11)}")
    table.locator(".cw-seed").fill(code.lower().replace("-", " "))
    table.locator(".cw-deal").click()
    expect(table.locator(".cw-code")).to_have_text(f"Deal code {code}")
    expect(table.locator(".cw-in-force")).to_have_text("Seed 42, rules: joker skip next turn")
    expect(table.locator(".cw-rules-options li").first).to_contain_text("Joker: skip next turn")
    table.locator(".cw-seed").fill("H71Z")
    table.locator(".cw-deal").click()
    expect(table.locator(".cw-message")).to_contain_text("a character is probably mistyped")
    expect(table.locator(".cw-code")).to_have_text(f"Deal code {code}")


def test_the_apps_tables_are_locked_so_a_class_cannot_show_all_cards(app: Any):
    """Each seat menu is disabled and holds only the mode the notebook chose (its third table
    is the notebook's own all-cards demonstration)."""
    chosen = []
    for index in range(app.locator(".cw-widget").count()):
        menu = app.locator(".cw-widget").nth(index).locator(".cw-mode")
        expect(menu).to_be_disabled()
        chosen += menu.locator("option").all_text_contents()
    assert chosen == [
        "Play one seat against the bots",
        "Watch the bots",
        "Show all cards (teacher)",
    ]
