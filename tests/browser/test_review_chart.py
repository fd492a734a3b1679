"""A review's chart in a real JupyterLab and Chromium: a point per decision of the seat, the
marked ones in the warning colour, each a button to its moment (a click, or the keyboard: one
tab stop, Right and End move along, Enter goes), readable in the light and the dark theme at
1024 and 1440 px. Every wait is for a condition."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import change_theme, notebook_page
from tests.built_once import claim

pytestmark = pytest.mark.browser

#: Take Two, one hand, North playing at random among rule-of-thumb bots (so the review marks
#: some of its moves), played to the end and reviewed.
CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n"
        "from cardwidgets.agents import RandomAgent, default_agent\n\n"
        "bots = [RandomAgent(), *(default_agent('take_two') for _ in range(3))]\n"
        "table = cardwidgets.play('take_two', seed=3, mode='watch', max_hands=1, agents=bots)\n"
        "while not table.state.is_terminal:\n"
        "    table.step()\n"
        "review = table.review(threshold=0.05, samples=30, rng=1)\n"
        "table"
    ),
    nbformat.v4.new_code_cell("print([p.step for p in review.points], list(review.steps))"),
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the review chart tests")
    with notebook_page(browser, tmp_path_factory.mktemp("chart") / "notebooks", CELLS) as opened:
        yield opened


def reviewed_steps(page: Any) -> tuple[list[int], list[int]]:
    """The review's decisions and marked steps, as the second cell printed them."""
    printed = page.locator(".jp-OutputArea-output").filter(has_text="[").last
    expect(printed).to_be_visible()
    points, marks = printed.inner_text().strip().split("] [")
    return (
        [int(s) for s in points.strip("[]").split(", ") if s],
        [int(s) for s in marks.strip("[]").split(", ") if s],
    )


def slider_value(table: Any) -> int:
    return int(table.locator("input[type=range]").first.input_value())


def test_the_chart_has_a_point_per_decision_and_a_click_goes_to_its_moment(
    page: Any, screenshots: Any
):
    steps, marked = reviewed_steps(page)
    table = page.locator(".cw-widget").first
    chart = table.locator(".cw-review-chart")
    expect(chart).to_be_visible()
    expect(chart.locator("figcaption")).to_have_text(
        "North's chance to end the deal ahead of the others' average, decision by decision"
    )
    points = chart.locator(".cw-chart-point")
    expect(points).to_have_count(len(steps))
    expect(chart.locator(".cw-chart-marked")).to_have_count(len(marked))
    assert marked, "this game has clearly worse moves"
    chart.locator(".cw-chart-marked").first.click()
    expect(table.locator("input[type=range]").first).to_have_value(str(marked[0]))
    for theme, shade in (("JupyterLab Light", "light"), ("JupyterLab Dark", "dark")):
        change_theme(page, theme)
        for width in (1024, 1440):
            page.set_viewport_size({"width": width, "height": 1000})
            chart.scroll_into_view_if_needed()
            expect(chart).to_be_in_viewport()
            table.locator(".cw-analysis").screenshot(
                path=screenshots / f"review-chart-{shade}-{width}.png"
            )
    change_theme(page, "JupyterLab Light")


def test_the_keyboard_walks_the_chart_and_enter_goes_to_a_moment(page: Any):
    steps, _ = reviewed_steps(page)
    table = page.locator(".cw-widget").first
    points = table.locator(".cw-review-chart .cw-chart-point")
    expect(points.and_(page.locator("[tabindex='0']"))).to_have_count(1)
    points.first.focus()
    page.keyboard.press("ArrowRight")
    expect(points.nth(1)).to_be_focused()
    expect(points.nth(1)).to_have_attribute("tabindex", "0")
    expect(points.first).to_have_attribute("tabindex", "-1")
    page.keyboard.press("End")
    expect(points.last).to_be_focused()
    page.keyboard.press("Enter")
    expect(table.locator("input[type=range]").first).to_have_value(str(steps[-1]))


def test_axe_finds_no_violation_at_all_in_a_reviewed_table(page: Any):
    from axe_playwright_python.sync_playwright import Axe

    page.evaluate("() => { document.querySelector('.cw-widget').id = 'cw-axe-reviewed'; }")
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        change_theme(page, theme)
        results = Axe().run(page, context="#cw-axe-reviewed")
        found = [
            f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in results.response["violations"]
        ]
        assert found == [], theme
    change_theme(page, "JupyterLab Light")
