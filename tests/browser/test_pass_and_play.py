"""Pass and play in a real JupyterLab and Chromium: no view shows another person's cards.

One JupyterLab for the module, on a notebook of two Tennessee for Two tables: ``shared`` (pass
and play) and ``locked`` (one seat against a bot, the seats locked by the notebook's maker).
At every cover, after Back, Forward and at each position of the history slider, the page's
DOM and its widget model hold no card face, and once a person says it is them, no card their
seat cannot see. Screenshots of the cover and of a look back, light and dark, 1024 and 1440 px.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    kernel_print,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.browser.test_table_in_jupyterlab import PAGE_MODEL, widget
from tests.built_once import claim

pytestmark = pytest.mark.browser

SHARED, LOCKED = 0, 1
CELLS = [
    'import cardwidgets\nshared = cardwidgets.play("tennessee", seed=1, mode="pass")\nshared',
    'locked = cardwidgets.play("tennessee", seed=1, lock=True)\nlocked',
]
FACES_IN_PAGE = """(index) => Array.from(
  document.querySelectorAll('.cw-widget')[index].querySelectorAll('.cw-stage use')
).map((use) => use.getAttribute('href')).filter((href) => href.startsWith('#cw-c-'))"""
#: The front end's own channel: a message sent by the table's widget model, as a forged page would.
PAGE_SEND = """([index, content]) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const views = [];
  const walk = (widget) => {
    if (widget._view && widget._view.model) views.push(widget._view);
    for (const child of widget.widgets || []) walk(child);
  };
  for (const cell of panel.content.widgets) {
    for (const output of (cell.outputArea ? cell.outputArea.widgets : [])) walk(output);
  }
  const tables = views.filter(
    (view) => view.model.get('_anywidget_id') === 'cardwidgets.widgets.table.TableWidget'
  );
  const model = tables[index].model;
  const frame = model.get('_frame');
  model.send({ ...content, step: frame.step, deal: frame.deal });
}"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, chromium_executable: str) -> Iterator[Lab]:
    claim(tmp_path_factory, "the JupyterLab of the pass-and-play tests")
    root = tmp_path_factory.mktemp("pass") / "notebooks"
    root.mkdir()
    write_notebook([nbformat.v4.new_code_cell(source) for source in CELLS], root / "pass.ipynb")
    with jupyterlab(root) as running:
        yield running


@pytest.fixture(scope="module")
def page(lab: Lab, browser: Any) -> Iterator[Any]:
    opened = browser.new_page(viewport={"width": 1280, "height": 1000})
    open_notebook_and_run_all(opened, lab, "pass.ipynb")
    yield opened
    opened.close()


def frame(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(PAGE_MODEL, SHARED)["_frame"])


def wait_for_step(page: Any, step: int) -> None:
    expect(widget(page, SHARED).locator(".cw-position")).to_have_text(re.compile(rf"^step {step} "))


def assert_covered(page: Any, where: str) -> None:
    """Neither the DOM nor the widget model holds a card face or a log line."""
    root = widget(page, SHARED)
    expect(root.locator(".cw-cover")).to_be_visible()
    model = page.evaluate(PAGE_MODEL, SHARED)
    assert model["_table"] == {}, where
    assert model["_log"]["lines"] == [], where
    assert page.evaluate(FACES_IN_PAGE, SHARED) == [], where
    assert root.locator(".cw-log-lines li").count() == 0, where


def assert_only_own_cards(page: Any, where: str) -> None:
    """The faces in the page are cards the seat shown may see (the kernel says which)."""
    visible = set(
        json.loads(
            kernel_print(
                page,
                "import json; s = shared._session\n"
                "print(json.dumps(sorted({c.code for c in s.state.visible_cards(s.viewer)})))",
            )
        )
    )
    faces = {href.removeprefix("#cw-c-") for href in page.evaluate(FACES_IN_PAGE, SHARED)}
    assert faces <= visible, (where, faces - visible)


def act_once(page: Any) -> None:
    """What the people at the table do next: show their cards, play a move, or press Step."""
    root = widget(page, SHARED)
    before = frame(page)
    if before["cover"]:
        root.locator(".cw-reveal").click()
        expect(root.locator(".cw-cover")).to_be_hidden()
        return
    if before["you"]:
        # a card of a fanned hand lies partly under its neighbour: the click goes to it
        root.locator(".cw-stage .cw-card[data-i], .cw-choice.cw-legal").first.dispatch_event(
            "click"
        )
    elif not before["auto"]:  # a deal the table does not make by itself: press Step
        root.locator(".cw-step").click()
    # Past this step: the table deals by itself after a move, so it may go on further.
    page.wait_for_function(
        f"([index, step]) => ({PAGE_MODEL})(index)._frame.step > step",
        arg=[SHARED, before["step"]],
        timeout=TIMEOUT_MS,
    )


def test_no_view_of_the_past_shows_a_card_until_its_person_says_it_is_them(
    page: Any, screenshots: Path
):
    root = widget(page, SHARED)
    for _ in range(40):  # to the third cover: both people have moved
        act_once(page)
        if frame(page)["cover"] and frame(page)["step"] > 4:
            break
    now = frame(page)
    assert now["cover"]
    assert_covered(page, "the cover")
    root.scroll_into_view_if_needed()
    root.screenshot(path=screenshots / "pass-cover-light.png")
    root.locator(".cw-back").click()
    wait_for_step(page, now["step"] - 1)
    assert_covered(page, "Back at the cover")
    root.locator(".cw-forward").click()
    wait_for_step(page, now["step"])
    assert_covered(page, "Forward at the cover")
    for step in range(now["end"], -1, -1):
        root.locator(".cw-slider").evaluate(
            "(slider, to) => { slider.value = String(to);"
            " slider.dispatchEvent(new Event('change')); }",
            step,
        )
        wait_for_step(page, step)
        assert_covered(page, f"slider at step {step}")
    root.locator(".cw-slider").evaluate(
        "(slider, to) => { slider.value = String(to); slider.dispatchEvent(new Event('change')); }",
        now["step"] - 1,
    )
    wait_for_step(page, now["step"] - 1)
    root.locator(".cw-reveal").click()
    expect(root.locator(".cw-cover")).to_be_hidden()
    assert_only_own_cards(page, "a look back after the person said it was them")
    expect(root.locator(".cw-past")).to_contain_text("Looking back: step")
    root.screenshot(path=screenshots / "pass-look-back-light.png")


def test_a_locked_table_offers_no_teacher_view_and_refuses_a_forged_mode(page: Any):
    root = widget(page, LOCKED)
    menu = root.locator(".cw-mode")
    expect(menu).to_be_disabled()
    assert menu.locator("option").all_text_contents() == ["Play one seat against the bots"]
    assert page.evaluate(PAGE_MODEL, LOCKED)["_setup"]["locked"] is True
    for forged in ({"mode": "all", "seat": 0}, {"mode": "play", "seat": 1}):
        page.evaluate(PAGE_SEND, [LOCKED, {"kind": "mode", **forged}])
        expect(root.locator(".cw-message")).to_have_text(
            "The seats of this table are locked by whoever made it: the seat menu cannot "
            "change them, so nothing changed."
        )
        assert kernel_print(page, "print(locked._session.mode, locked._session.seat)") == "play 0\n"
        assert page.evaluate(PAGE_MODEL, LOCKED)["_frame"]["mode"] == "play"
        kernel_print(page, "locked.pause()")  # a setting the maker may change clears the message


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
@pytest.mark.parametrize("width", [1024, 1440])
def test_screenshots_of_the_cover_and_a_look_back(
    page: Any, screenshots: Path, theme: str, width: int
):
    page.set_viewport_size({"width": width, "height": 1000})
    page.evaluate(
        "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', { theme })", theme
    )
    light = "true" if theme.endswith("Light") else "false"
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{light}'")
    root = widget(page, SHARED)
    name = f"{theme.split()[-1].lower()}-{width}"
    # Down the slider from the latest step to a moment of the other person's (the steps before
    # the first decision are nobody's, so stepping Back and Forward there never finds one).
    for step in range(frame(page)["end"], -1, -1):
        if frame(page)["cover"]:
            break
        root.locator(".cw-slider").evaluate(
            "(slider, to) => { slider.value = String(to);"
            " slider.dispatchEvent(new Event('change')); }",
            step,
        )
        wait_for_step(page, step)
    expect(root.locator(".cw-cover")).to_be_visible(timeout=TIMEOUT_MS)
    root.scroll_into_view_if_needed()
    root.screenshot(path=screenshots / f"pass-cover-{name}.png")
    root.locator(".cw-reveal").click()
    expect(root.locator(".cw-cover")).to_be_hidden()
    root.screenshot(path=screenshots / f"pass-look-back-{name}.png")
