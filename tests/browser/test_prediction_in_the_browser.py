"""Predict, then reveal, in a real browser: JupyterLab, Notebook 7 and a Voila app.

The Half and Half rules lesson (outputs removed) opens with two predictions: how many cards
deck A asks for, and the longest game. Nothing on the page holds an answer until Reveal.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from cardwidgets.games.half_and_half.game import DECK, cards_demanded
from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    jupyterlab,
    open_notebook_and_run_all,
    voila,
    without_outputs,
)
from tests.built_once import claim

pytestmark = pytest.mark.browser

LESSON = Path(__file__).resolve().parents[2] / "tutorials" / "half_and_half_rules.ipynb"
ASKED = sum(cards_demanded(card) for card in DECK)


@pytest.fixture(scope="module")
def lesson_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("prediction") / "tutorials"
    folder.mkdir()
    without_outputs(LESSON, folder / LESSON.name)
    return folder


@contextmanager
def opened_in(app: str, lesson_copy: Path, browser: Any, theme: str) -> Iterator[Any]:
    """The lesson opened and run in JupyterLab (``app="lab"``) or Notebook 7."""
    with jupyterlab(lesson_copy, theme=theme, app=app) as lab:
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        open_notebook_and_run_all(page, lab, LESSON.name)
        yield page
        page.close()


@pytest.fixture(scope="module")
def lab_page(
    tmp_path_factory: pytest.TempPathFactory, lesson_copy: Path, browser: Any
) -> Iterator[Any]:
    claim(tmp_path_factory, "the JupyterLab of the prediction tests")
    with opened_in("lab", lesson_copy, browser, "JupyterLab Dark") as page:
        yield page


def reveal(page: Any, guess: str) -> Any:
    """Type ``guess`` into the first prediction and press Reveal; the prediction."""
    prediction = page.locator(".cw-predict").first
    prediction.locator(".cw-predict-input").fill(guess)
    prediction.locator(".cw-predict-reveal").click()
    return prediction


def test_no_answer_is_on_the_page_before_reveal(lab_page: Any, screenshots: Path):
    expect(lab_page.locator(".cw-predict")).to_have_count(2)
    lab_page.screenshot(path=screenshots / "prediction-dark-before.png")
    assert lab_page.locator(".cw-predict-answer").count() == 0
    questions = lab_page.locator(".cw-predict").first.inner_text()
    assert str(ASKED) not in questions
    # The live box says what to do; only a page without a kernel says one is needed.
    first = lab_page.locator(".cw-predict").first
    expect(first.locator(".cw-predict-how")).to_have_text("Type a guess, then Reveal.")
    expect(first).not_to_contain_text("kernel")


def test_a_guess_that_is_no_number_is_answered_with_how_to_guess(lab_page: Any):
    prediction = reveal(lab_page, "lots")
    expect(prediction.locator(".cw-predict-problem")).to_contain_text(
        "is not a guess this box can read: type a number such as 12"
    )
    assert prediction.locator(".cw-predict-answer").count() == 0


def test_reveal_shows_the_answer_beside_the_guess(lab_page: Any, screenshots: Path):
    prediction = reveal(lab_page, "200")
    expect(prediction.locator(".cw-predict-answer")).to_have_text(f"The answer: {ASKED}")
    expect(prediction.locator(".cw-predict-guess")).to_have_text(
        f"Your guess: 200. You were {ASKED - 200} low. To guess again, run this cell again."
    )
    expect(prediction.locator(".cw-predict-reveal")).to_be_disabled()
    lab_page.screenshot(path=screenshots / "prediction-dark-after.png")


def test_enter_in_the_box_reveals_and_the_notebook_keeps_its_cell(lab_page: Any):
    second = lab_page.locator(".cw-predict").nth(1)
    active = "() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"
    second.locator(".cw-predict-input").fill("30")  # clicking into an output makes its cell active
    before = lab_page.evaluate(active)
    second.locator(".cw-predict-input").press("Enter")
    expect(second.locator(".cw-predict-answer")).to_have_text("The answer: 36")
    assert lab_page.evaluate(active) == before, "the key press stayed in the widget"


def test_reveal_works_in_notebook_7(
    tmp_path_factory: pytest.TempPathFactory, lesson_copy: Path, browser: Any
):
    claim(tmp_path_factory, "the Notebook 7 of the prediction tests")
    with opened_in("notebook", lesson_copy, browser, "JupyterLab Light") as page:
        prediction = reveal(page, "232")
        expect(prediction.locator(".cw-predict-guess")).to_have_text(
            f"Your guess: {ASKED}. Spot on. To guess again, run this cell again."
        )


def test_reveal_works_in_a_voila_app(
    tmp_path_factory: pytest.TempPathFactory, lesson_copy: Path, browser: Any
):
    claim(tmp_path_factory, "the Voila app of the prediction tests")
    with voila(lesson_copy / LESSON.name) as url:
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(url)
        expect(page.locator(".cw-predict")).to_have_count(2, timeout=TIMEOUT_MS)
        prediction = reveal(page, "250")
        expect(prediction.locator(".cw-predict-answer")).to_have_text(f"The answer: {ASKED}")
        page.close()


def test_a_french_lesson_asks_and_answers_in_french_in_a_voila_app(
    tmp_path_factory: pytest.TempPathFactory, browser: Any, screenshots: Path
):
    claim(tmp_path_factory, "the Voila app of the French prediction test")
    french = LESSON.parent / "fr" / LESSON.name
    folder = tmp_path_factory.mktemp("prediction-fr") / "fr"
    folder.mkdir()
    without_outputs(french, folder / french.name)
    with voila(folder / french.name) as url:
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(url)
        expect(page.locator(".cw-predict")).to_have_count(2, timeout=TIMEOUT_MS)
        first = page.locator(".cw-predict").first
        expect(first.locator(".cw-predict-reveal")).to_have_text("Voir la réponse")
        expect(first.locator(".cw-predict-how")).to_have_text(
            "Tapez votre réponse, puis « Voir la réponse »."
        )
        prediction = reveal(page, "200")
        expect(prediction.locator(".cw-predict-answer")).to_have_text(
            f"La réponse\N{NO-BREAK SPACE}: {ASKED}"
        )
        expect(prediction.locator(".cw-predict-guess")).to_contain_text(
            "Votre réponse\N{NO-BREAK SPACE}: 200. "
        )
        prediction.scroll_into_view_if_needed()
        page.screenshot(path=screenshots / "prediction-fr-voila.png")
        page.close()
