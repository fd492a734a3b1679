"""No prediction's answer on screen before the guess, in JupyterLab, in a lesson as stored.

One probability lesson per game is opened as the clone holds it, its stored outputs on the page,
then run: neither before nor after running does the page show any prediction's answer (in the
forms tests/lessons/answers_in_sight.py seeks), until a guess is committed in its box; then the
box shows the answer and the working held back for it.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    kernel_print,
    open_notebook_and_run_all,
)
from tests.built_once import claim
from tests.lessons.answers_in_sight import Asked

pytestmark = pytest.mark.browser

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
LESSONS = [
    "half_and_half_probability.ipynb",
    "take_two_probability.ipynb",
    "call_deuces_probability.ipynb",
    "tennessee_probability.ipynb",
]
#: Every cell drawn, not only those scrolled to, so the page's text is the whole lesson.
ALL_CELLS_DRAWN = {"windowingMode": "none"}
#: The kernel's predictions, in the order the lesson made them (ipywidgets keeps every live
#: widget in creation order).
ASKED = """\
import json as _json
from ipywidgets.widgets.widget import _instances
from cardwidgets.lessons.prediction import Prediction as _Prediction
print(_json.dumps([
    [w.question, str(w._Prediction__answer), w._Prediction__as_percent, w._Prediction__places]
    for w in list(_instances.values()) if isinstance(w, _Prediction)
]))"""
PAGE_TEXT = "() => window.jupyterapp.shell.currentWidget.content.node.innerText"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, chromium_executable: str) -> Iterator[Lab]:
    claim(tmp_path_factory, "the JupyterLab of the answers-on-screen tests")
    root = tmp_path_factory.mktemp("answers") / "tutorials"
    root.mkdir()
    for name in LESSONS:
        shutil.copy(TUTORIALS / name, root / name)  # as stored, outputs and all
    tracker = root.parent / "tutorials-lab" / "settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps(ALL_CELLS_DRAWN))
    with jupyterlab(root) as running:
        yield running


def answers_shown(text: str, asked: list[Asked]) -> dict[str, list[str]]:
    """Each prediction whose answer (not a whole number: those are everywhere) is in ``text``."""
    found = {}
    for one in asked:
        if one.whole:
            continue
        hits = [m.group() for form in one.forms() for m in [re.search(form, text)] if m]
        if hits:
            found[one.question] = hits
    return found


@pytest.mark.parametrize("name", LESSONS)
def test_no_answer_on_screen_until_a_guess_is_committed(
    name: str, lab: Lab, browser: Any, screenshots: Path
):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(lab.notebook_url(name))
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    as_stored = page.evaluate(PAGE_TEXT)
    open_notebook_and_run_all(page, lab, name)
    made = json.loads(kernel_print(page, ASKED))
    asked = [Asked(-1, q, Fraction(a), pct, places) for q, a, pct, places in made]
    boxes = page.locator(".cw-predict")
    expect(boxes).to_have_count(len(asked))
    stem = Path(name).stem
    boxes.first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"{stem}-before-guess.png")
    assert answers_shown(as_stored, asked) == {}, "in sight as stored, before running"
    assert answers_shown(page.evaluate(PAGE_TEXT), asked) == {}, "in sight once run"
    assert page.locator(".cw-predict-answer").count() == 0
    for index, one in enumerate(asked):
        box = boxes.nth(index)
        box.locator(".cw-predict-input").fill("1")
        box.locator(".cw-predict-reveal").click()
        expect(box.locator(".cw-predict-answer")).to_contain_text("The answer: ")
        shown = box.inner_text()
        assert any(re.search(form, shown) for form in one.forms()) or one.whole, shown
    expect(page.locator(".cw-predict-working").first).to_be_visible()
    boxes.first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"{stem}-after-guess.png")
    page.close()
