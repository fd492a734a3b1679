"""Where a class lands: the start page in JupyterLab (as ``make lab`` and Binder open it), and
a play notebook in Notebook 7.

The start page's server serves a copy of the repository's notebooks/ and tutorials/ folders,
code outputs removed, from the folder above them, as ``make lab`` serves the repository.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from cardwidgets import deal_code
from tests.browser.conftest import NOTEBOOK
from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    open_notebook_and_run_all,
    without_outputs,
)
from tests.built_once import claim
from tools.start_page import GAMES, NOTEBOOKS, TUTORIALS

pytestmark = pytest.mark.browser

OPEN_PATH = "() => window.jupyterapp.shell.currentWidget.context.path"


@pytest.fixture(scope="module")
def repository_lab(
    tmp_path_factory: pytest.TempPathFactory, chromium_executable: str
) -> Iterator[Lab]:
    claim(tmp_path_factory, "the JupyterLab serving the repository")
    root = tmp_path_factory.mktemp("repository") / "repository"
    shutil.copytree(TUTORIALS, root / "tutorials")
    shutil.copytree(NOTEBOOKS, root / "notebooks")
    for notebook in (root / "notebooks").glob("*.ipynb"):
        without_outputs(notebook, notebook)
    with jupyterlab(root) as running:
        yield running


@pytest.fixture(scope="module")
def start_page(repository_lab: Lab, browser: Any) -> Iterator[Any]:
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    open_notebook_and_run_all(page, repository_lab, "notebooks/index.ipynb")
    yield page
    page.close()


def test_the_start_page_shows_every_games_picture(start_page: Any, screenshots: Path):
    start_page.screenshot(path=screenshots / "start-page.png")
    for showcase in GAMES:
        picture = start_page.locator(f"img[src*='{showcase.picture.name}']")
        expect(picture).to_have_count(1)
        picture.scroll_into_view_if_needed()
        start_page.wait_for_function(
            "(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle()
        )


def test_the_start_pages_deal_code_cell_opens_that_deal(start_page: Any):
    table = start_page.locator(".cw-widget")
    expect(table).to_have_count(1)
    code = deal_code("half_and_half", seed=42)
    expect(table.locator(".cw-code")).to_have_text(f"Deal code {code}")
    expect(start_page.locator(".jp-OutputArea-output pre").first).to_have_text(code)


def test_a_games_play_link_opens_its_notebook(start_page: Any):
    showcase = GAMES[0]
    start_page.get_by_role("link", name=showcase.notebook.name, exact=True).first.click()
    start_page.wait_for_function(
        f"() => ({OPEN_PATH})() === 'notebooks/{showcase.notebook.name}'", timeout=TIMEOUT_MS
    )


def test_a_play_notebook_runs_and_plays_in_notebook_7(
    tmp_path_factory: pytest.TempPathFactory, browser: Any
):
    root = tmp_path_factory.mktemp("notebook7") / "notebooks"
    root.mkdir()
    without_outputs(NOTEBOOK, root / NOTEBOOK.name)
    with jupyterlab(root, app="notebook") as notebook7:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        try:
            open_notebook_and_run_all(page, notebook7, NOTEBOOK.name)
            assert page.evaluate("() => window.jupyterapp.name") == "Jupyter Notebook"
            table = page.locator(".cw-widget").first
            prompt = re.compile(r"^Your turn: Turn your top card")
            expect(table.locator(".cw-prompt")).to_have_text(prompt)
            expect(table.locator(".cw-status")).to_have_text("North to move")
            table.locator(".cw-stage .cw-card[data-i]").first.click()
            expect(table.locator(".cw-position")).to_have_text(re.compile(r"^step [45] "))
        finally:
            page.close()
