"""The Analyse button in a real JupyterLab and Chromium, on a table shown twice.

A Tennessee table displayed in two cells is one widget with two views: both pages receive the
running analysis and both ask for its next slice. The run must finish in both views, and the
kernel must buy one slice a round trip, not one for each view. Every wait is for a condition,
with the harness's generous ceiling; nothing here measures time.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from cardwidgets.widgets.analysis_panel import RUN
from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    kernel_print,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.built_once import claim

pytestmark = pytest.mark.browser

CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n\ntable = cardwidgets.play('tennessee_for_two', seed=3, seat=0)\ntable"
    ),
    nbformat.v4.new_markdown_cell("The same table again, a second view of one widget:"),
    nbformat.v4.new_code_cell("table"),
    nbformat.v4.new_markdown_cell("A finished hand of a North who plays at random:"),
    nbformat.v4.new_code_cell(
        "from cardwidgets.agents import RandomAgent, default_agent\n\n"
        "bots = [RandomAgent(), *(default_agent('take_two') for _ in range(3))]\n"
        "finished = cardwidgets.play('take_two', seed=1, mode='watch', max_hands=1, agents=bots)\n"
        "finished.step(1000)\n"
        "finished"
    ),
]
#: The views on the page: the Tennessee table twice, then the finished Take Two hand.
FIRST, SECOND, FINISHED = 0, 1, 2

#: Count, in the kernel, the slices the panel works and the pages' requests for one.
COUNT_SLICES = """
import cardwidgets.widgets.analysis_panel as _panel_module

slices_worked, continues_asked = [], []
_handle, _slice = _panel_module.AnalysisPanel.handle, _panel_module.AnalysisPanel._analysis_slice


def _counted_handle(self, session, body):
    if body.get("ask") == "continue":
        continues_asked.append(body.get("worked"))
    return _handle(self, session, body)


def _counted_slice(self):
    before = self.analysis.samples
    _slice(self)
    slices_worked.append(self.analysis.samples - before)


_panel_module.AnalysisPanel.handle = _counted_handle
_panel_module.AnalysisPanel._analysis_slice = _counted_slice
print("counting")
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the analysis tests")
    root = tmp_path_factory.mktemp("analysis") / "notebooks"
    root.mkdir()
    write_notebook(CELLS, root / "analysis.ipynb")
    lab: Lab
    with jupyterlab(root, theme="JupyterLab Dark") as lab:
        opened = browser.new_page(viewport={"width": 1024, "height": 1000})
        open_notebook_and_run_all(opened, lab, "analysis.ipynb")
        yield opened
        opened.close()


def test_a_table_shown_twice_finishes_its_analysis_in_both_views_at_one_slice_a_trip(
    page: Any, screenshots: Any
):
    views = page.locator(".cw-widget")
    expect(views).to_have_count(3)
    assert kernel_print(page, COUNT_SLICES) == "counting\n"
    views.nth(FIRST).locator(".cw-analyse-button").click()
    for index in (FIRST, SECOND):
        view = views.nth(index)
        expect(view.locator(".cw-analysis-more")).to_be_visible(timeout=TIMEOUT_MS)
        expect(view.locator(".cw-analysis-work")).to_contain_text(f"{RUN} of {RUN} deals")
        expect(view.locator(".cw-analysis-row").first).to_be_visible()
    views.nth(SECOND).scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "analysis-two-views-dark-1024.png")
    slices, deals, asked, distinct = (
        int(word)
        for word in kernel_print(
            page,
            "print(len(slices_worked), sum(slices_worked), len(continues_asked), "
            "len(set(continues_asked)))",
        ).split()
    )
    assert deals == RUN, "every deal sampled, in one slice or another"
    assert slices == distinct + 1, "one slice a round trip, Analyse's own first"
    assert asked > distinct, "both views asked: the second view's requests were the ones refused"


def test_review_the_game_marks_moments_that_move_the_slider_there(page: Any, screenshots: Any):
    view = page.locator(".cw-widget").nth(FINISHED)
    view.scroll_into_view_if_needed()
    view.locator(".cw-analyse-button").click()
    expect(view.locator(".cw-analysis-note")).to_contain_text("the game is over")
    view.locator(".cw-review-button").click()
    expect(view.locator(".cw-review-summary")).to_contain_text(
        "decisions with a choice", timeout=TIMEOUT_MS
    )
    expect(view.locator(".cw-review-button")).to_be_visible(timeout=TIMEOUT_MS)  # it finished
    summary = view.locator(".cw-review-summary").inner_text()
    assert "(the first" not in summary, summary
    marks = view.locator(".cw-review-go")
    expect(marks.first).to_be_visible()
    view.locator(".cw-analysis").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "review-dark-1024.png")
    step = int(marks.first.inner_text().removeprefix("Step "))
    marks.first.click()
    expect(view.locator(".cw-position")).to_contain_text(f"step {step} ")
