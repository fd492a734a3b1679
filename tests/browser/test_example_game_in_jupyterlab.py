"""A game of one's own in a real JupyterLab: Little Whist (examples/little_whist), installed as
its own distribution (its folder and a ``*.dist-info`` with its entry point on the kernel's
path), on a start page made by ``cardwidgets.start_page`` in a folder with no play notebook,
and at a table of three. Its picture shows, its part of the page deals its table, and the table
draws; screenshots light and dark, 1024 and 1440 px wide.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from cardwidgets.engine import registry
from cardwidgets.start_page import showcased_games, wanted_files, write_files
from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    jupyterlab,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.browser.test_table_layout import set_theme
from tests.built_once import claim
from tests.registry_sandbox import sandbox_registry

pytestmark = pytest.mark.browser

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "little_whist"
TABLE = nbformat.v4.new_code_cell(
    "import cardwidgets\n\ncardwidgets.play('little_whist', seed=5, players=3, seat=0)"
)


@pytest.fixture(scope="module")
def lab_page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the example game")
    base = tmp_path_factory.mktemp("example-game")
    installed = base / "site"
    info = installed / "cardwidgets_little_whist-0.1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: cardwidgets-little-whist\nVersion: 0.1.0\n"
    )
    (info / "entry_points.txt").write_text(
        "[cardwidgets.games]\nlittle_whist = little_whist.game:LittleWhist\n"
    )
    root = base / "notebooks"
    root.mkdir()
    path = os.pathsep.join([str(installed), str(EXAMPLE), os.environ.get("PYTHONPATH", "")])
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTHONPATH", path)  # the kernel finds the game as pip would install it
        patch.syspath_prepend(str(installed))
        patch.syspath_prepend(str(EXAMPLE))
        sandbox_registry(patch)
        registry.rediscover()
        write_files(wanted_files(root))
        write_notebook([TABLE], root / "table.ipynb")
        with jupyterlab(root) as lab:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            page.lab = lab
            yield page
            page.close()


def test_the_start_page_shows_the_games_picture_and_deals_its_table(
    lab_page: Any, screenshots: Path
):
    open_notebook_and_run_all(lab_page, lab_page.lab, "index.ipynb")
    picture = lab_page.locator("img[src*='little_whist.svg']")
    expect(picture).to_have_count(1)
    picture.scroll_into_view_if_needed()
    lab_page.wait_for_function(
        "(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle()
    )
    section = lab_page.locator(".jp-MarkdownCell", has_text="Little Whist")
    expect(section).to_contain_text("Rules: 7 cards each")
    expect(section).not_to_contain_text("coming soon")
    # No game has a play notebook in this folder: each deals its table, then the deal code's.
    tables = len(showcased_games(lab_page.lab.root)) + 1
    expect(lab_page.locator(".cw-widget")).to_have_count(tables)
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        set_theme(lab_page, theme)
        for width in (1024, 1440):
            lab_page.set_viewport_size({"width": width, "height": 1000})
            picture.scroll_into_view_if_needed()
            name = f"example-start-page-{theme.split()[-1].lower()}-{width}.png"
            lab_page.screenshot(path=screenshots / name)
    set_theme(lab_page, "JupyterLab Light")


def test_its_table_draws_its_hand_and_the_face_down_stock(lab_page: Any, screenshots: Path):
    open_notebook_and_run_all(lab_page, lab_page.lab, "table.ipynb")
    table = lab_page.locator(".cw-widget")
    expect(table).to_have_count(1)
    expect(table.locator(".cw-stage svg")).to_have_count(1, timeout=TIMEOUT_MS)
    expect(table.locator(".cw-stage")).to_contain_text("30 cards")
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        set_theme(lab_page, theme)
        for width in (1024, 1440):
            lab_page.set_viewport_size({"width": width, "height": 1000})
            table.scroll_into_view_if_needed()
            name = f"example-table-{theme.split()[-1].lower()}-{width}.png"
            lab_page.screenshot(path=screenshots / name)
