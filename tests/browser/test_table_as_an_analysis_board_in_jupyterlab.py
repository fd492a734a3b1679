"""The table as an analysis board and a card table, in a real JupyterLab and Chromium (issue
34): a log line clicked, or chosen with the keyboard, moves the history slider and the table to
its moment, in the kernel too. Every wait is for a condition, with the harness's generous
ceiling; the screenshots are taken light and dark, at 1024 px with the file browser open and at
1440 px."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import TIMEOUT_MS, kernel_print, notebook_page
from tests.built_once import claim

pytestmark = pytest.mark.browser

#: Tennessee for Two watched from North's seat, two hands played and the third under way.
CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n\n"
        "table = cardwidgets.play('tennessee_for_two', seed=4, mode='watch')\n"
        "while table.state.hands_completed < 2:\n"
        "    table.step()\n"
        "table.step(6)\n"
        "table"
    ),
]
#: Whether the table's own animations (cards moving to their new places) are over.
SETTLED = "() => document.querySelector('.cw-widget').getAnimations({subtree: true}).length === 0"
#: Whether the focus is on a line of the log, and which (its text).
FOCUSED_LINE = """() => {
  const focused = document.activeElement;
  return focused && focused.classList.contains('cw-log-line') ? focused.textContent : null;
}"""


@pytest.fixture(
    scope="module", params=["JupyterLab Light", "JupyterLab Dark"], ids=["light", "dark"]
)
def page(request: Any, tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, f"the JupyterLab of the analysis board tests, {request.param}")
    folder = tmp_path_factory.mktemp("board") / "notebooks"
    with notebook_page(browser, folder, CELLS, theme=request.param) as opened:
        opened.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
        opened.theme_name = "dark" if "Dark" in request.param else "light"
        yield opened


def latest_step(page: Any) -> None:
    """Back to the latest step, as End on the slider does, once the page heard it."""
    widget = page.locator(".cw-widget")
    widget.locator(".cw-slider").focus()
    page.keyboard.press("End")
    expect(widget.locator(".cw-position")).to_have_text(re.compile(r"^step (\d+) / \1$"))


def step_of(page: Any, text: str) -> str:
    """The step the kernel links the latest log line reading ``text`` to (North's wording)."""
    return kernel_print(
        page,
        "entries = table._session.state.log_entries\n"
        f"print([e.step + 1 for e in entries if e.for_viewer(0) == {text!r}][-1])",
    ).strip()


def an_earlier_line(page: Any) -> Any:
    """A line shown a few lines above the latest whose words no other line shown has."""
    lines = page.locator(".cw-widget .cw-log-line")
    texts = lines.all_inner_texts()
    place = max(i for i in range(len(texts) - 3) if texts.count(texts[i]) == 1)
    return lines.nth(place)


def shot(page: Any, screenshots: Any, name: str, node: Any) -> None:
    """Screenshots of ``node`` at 1024 px (file browser open) and 1440 px, once settled."""
    for width in (1024, 1440):
        page.set_viewport_size({"width": width, "height": 1000})
        node.scroll_into_view_if_needed()
        page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
        page.screenshot(path=screenshots / f"{name}-{page.theme_name}-{width}.png")
    page.set_viewport_size({"width": 1024, "height": 1000})


def test_a_log_line_clicked_moves_the_slider_and_the_table(page: Any, screenshots: Any):
    widget = page.locator(".cw-widget")
    latest_step(page)
    expect(widget.locator(".cw-log-line").first).to_be_visible()
    line = an_earlier_line(page)
    text = line.inner_text()
    expect(widget.get_by_role("button", name=text, exact=True)).to_have_count(1)
    wanted = step_of(page, text)
    end = widget.locator(".cw-slider").get_attribute("max")
    assert wanted != end, "an earlier moment than the one on show"
    line.click()
    expect(widget.locator(".cw-slider")).to_have_value(wanted)
    expect(widget.locator(".cw-position")).to_have_text(f"step {wanted} / {end}")
    assert kernel_print(page, "print(table.step_number)").strip() == wanted
    expect(widget.locator(".cw-log-line").last).to_have_text(text)  # the log ends at its event
    assert page.evaluate(FOCUSED_LINE) == text, "the line clicked keeps the focus"
    shot(page, screenshots, "log-line-clicked", widget.locator(".cw-log"))


def test_a_log_line_chosen_with_the_keyboard_goes_to_its_moment(page: Any):
    widget = page.locator(".cw-widget")
    latest_step(page)
    lines = widget.locator(".cw-log-line")
    # The log is one tab stop: the line last used if it is still shown (a line clicked before
    # keeps it, as a roving tab stop does), else the latest.
    stop = widget.locator(".cw-log-line[tabindex='0']")
    expect(stop).to_have_count(1)
    stop.focus()
    page.keyboard.press("End")
    expect(lines.last).to_be_focused()
    expect(lines.last).to_have_attribute("tabindex", "0")
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    chosen = page.evaluate(FOCUSED_LINE)
    assert chosen == lines.nth(lines.count() - 4).inner_text()
    assert widget.locator(".cw-log-line[tabindex='0']").inner_text() == chosen, "it moved"
    wanted = step_of(page, chosen)
    page.keyboard.press("Enter")
    expect(widget.locator(".cw-slider")).to_have_value(wanted)
    expect(widget.locator(".cw-log-line").last).to_have_text(chosen)
    assert kernel_print(page, "print(table.step_number)").strip() == wanted
    page.keyboard.press("Home")
    first = page.evaluate(FOCUSED_LINE)
    assert first == lines.first.inner_text()
    wanted = step_of(page, first)
    page.keyboard.press(" ")
    expect(widget.locator(".cw-slider")).to_have_value(wanted)
