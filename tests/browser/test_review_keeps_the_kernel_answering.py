"""While the Review button reviews a whole game, the table and the kernel keep answering, in a
real JupyterLab and Chromium (issue 29), light and dark.

A finished hand of Call Deuces is reviewed from North's seat: the panel shows the review's
progress with Stop, Back and Forward move the table while it runs, code sent to the kernel is
run meanwhile, and Stop ends it keeping what it found. Every wait is for a condition with the
harness's generous ceiling; each click is checked to be answered while the review still runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    jupyterlab,
    kernel_print,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.built_once import claim

pytestmark = pytest.mark.browser

CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n"
        "from cardwidgets.widgets import slices\n\n"
        "# One unit of work a message, so the review is still running when Stop is pressed,\n"
        "# however fast or busy the machine: its slices then take many round trips.\n"
        "slices.SLICE = 0\n"
        "table = cardwidgets.play('call_deuces', seed=2, mode='watch', max_hands=1)\n"
        "table.step(1000)\n"
        "table"
    ),
]


@pytest.fixture(scope="module", params=["JupyterLab Light", "JupyterLab Dark"])
def opened(
    request: Any, tmp_path_factory: pytest.TempPathFactory, browser: Any
) -> Iterator[tuple[Any, str]]:
    """The notebook run in a JupyterLab of the theme, and the theme's short name."""
    theme = request.param
    claim(tmp_path_factory, f"the JupyterLab of the review tests, {theme}")
    root = tmp_path_factory.mktemp("review") / "notebooks"
    root.mkdir()
    write_notebook(CELLS, root / "review.ipynb")
    with jupyterlab(root, theme=theme) as lab:
        page = browser.new_page(viewport={"width": 1024, "height": 1000})
        open_notebook_and_run_all(page, lab, "review.ipynb")
        yield page, theme.split()[-1].lower()
        page.close()


def step_shown(view: Any) -> int:
    found = re.search(r"step (\d+) ", view.locator(".cw-position").inner_text())
    assert found, view.locator(".cw-position").inner_text()
    return int(found.group(1))


def test_back_forward_and_the_kernel_answer_while_a_review_runs_and_stop_ends_it(
    opened: tuple[Any, str], screenshots: Any
):
    page, theme = opened
    view = page.locator(".cw-widget").first
    view.locator(".cw-analyse-button").click()
    expect(view.locator(".cw-analysis-note")).to_contain_text("the game is over")
    view.locator(".cw-review-button").click()
    stop = view.locator(".cw-analysis-stop")
    expect(stop).to_be_visible()
    work = view.locator(".cw-analysis-work")
    expect(work).to_contain_text(re.compile(r"\d+ of \d+ decisions"))
    end = step_shown(view)
    view.locator(".cw-back").click()
    expect(view.locator(".cw-position")).to_contain_text(f"step {end - 1} ")
    expect(stop).to_be_visible()  # answered while the review runs
    view.locator(".cw-back").click()
    expect(view.locator(".cw-position")).to_contain_text(f"step {end - 2} ")
    view.locator(".cw-forward").click()
    expect(view.locator(".cw-position")).to_contain_text(f"step {end - 1} ")
    assert kernel_print(page, "print(table._analysis_panel.reviewing)") == "True\n"
    expect(stop).to_be_visible()
    expect(work).not_to_contain_text(re.compile(r"^0 of"), timeout=TIMEOUT_MS)
    view.locator(".cw-analysis").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"review-running-{theme}-1024.png")
    done = int(work.inner_text().split()[0])
    stop.click()
    expect(view.locator(".cw-review-button")).to_be_visible()
    expect(view.locator(".cw-review-summary")).to_contain_text("(the first")
    summary = view.locator(".cw-review-summary").inner_text()
    assert int(summary.split("(the first ")[1].split()[0]) >= done
    page.screenshot(path=screenshots / f"review-stopped-{theme}-1024.png")


def test_save_replay_is_written_a_slice_a_message_and_downloaded_with_its_size_said(
    opened: tuple[Any, str], screenshots: Any
):
    """The page asks for each slice as it hears how far the file got; the last brings the
    file, which the page saves, and the table says how big it is."""
    page, theme = opened
    view = page.locator(".cw-widget").first
    with page.expect_download(timeout=TIMEOUT_MS) as download:
        view.locator(".cw-export-button").click()
    saved = download.value
    assert saved.suggested_filename == "call_deuces-seed-2.html"
    size = Path(saved.path()).stat().st_size
    assert 'id="cw-replay-data"' in Path(saved.path()).read_text(encoding="utf-8")
    expect(view.locator(".cw-message")).to_contain_text(
        f"saved as call_deuces-seed-2.html, {round(size / 1000)} kB"
    )
    view.locator(".cw-message").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"replay-saved-{theme}-1024.png")
