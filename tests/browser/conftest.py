"""One private JupyterLab and one headless Chromium for all the browser tests (about a minute).

The notebooks are copies in a temporary folder, with their stored outputs removed, so running
them cannot change the repository's files and a saved output cannot pass for a live widget.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.jupyterlab import (
    HOW_TO_GET_CHROMIUM,
    TIMEOUT_MS,
    Lab,
    chromium,
    chromium_path,
    jupyterlab,
    open_notebook_and_run_all,
    without_outputs,
)
from tests.built_once import claim

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "half_and_half.ipynb"
#: A player name that is HTML, and one that would run code if it were taken as HTML.
HTML_NAMES = ["<b>Ann</b>", "<img src=x onerror=window.cwPwned=1>"]


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    path = chromium_path()
    if path is None:
        pytest.skip(HOW_TO_GET_CHROMIUM)
    # Playwright's expect() waits 5 s by default: a busy machine gets the harness's ceiling.
    from playwright.sync_api import expect

    expect.set_options(timeout=TIMEOUT_MS)
    return path


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, chromium_executable: str) -> Iterator[Lab]:
    claim(tmp_path_factory, "the JupyterLab of the table tests")
    root = tmp_path_factory.mktemp("lab") / "notebooks"
    root.mkdir()
    without_outputs(NOTEBOOK, root / NOTEBOOK.name)
    with jupyterlab(root) as running:
        yield running


@pytest.fixture(scope="module")
def browser(chromium_executable: str) -> Iterator[Any]:
    with chromium(chromium_executable) as running:
        yield running


@pytest.fixture(scope="module")
def open_and_run(lab: Lab, browser: Any) -> Iterator[Callable[[str], Any]]:
    """A page per notebook, opened and run once for the whole module."""
    pages: dict[str, Any] = {}

    def open_(name: str) -> Any:
        if name not in pages:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            open_notebook_and_run_all(page, lab, name)
            pages[name] = page
        return pages[name]

    yield open_
    for page in pages.values():
        page.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the table's screenshots go ($CARDWIDGETS_SCREENSHOTS to keep them)."""
    chosen = os.environ.get("CARDWIDGETS_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
