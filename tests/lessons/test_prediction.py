"""Predict, then reveal: the answer stays in the kernel until the student presses Reveal."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cardwidgets.i18n import using_language
from cardwidgets.lessons import Prediction, PredictionError, predict, teacher_mode
from cardwidgets.lessons.prediction import STATIC_NOTE
from cardwidgets.render.wire import STATIC

FIRST_WINS = Fraction(17, 40)  # shown as 42.5%


def sent_to_page(widget: Prediction) -> str:
    """Everything the kernel has sent the page so far, as one text."""
    return json.dumps(widget.comm.sent, ensure_ascii=False)


def press_reveal(widget: Prediction, guess: str) -> None:
    """What the page sends when the student presses Reveal."""
    widget._handle_custom_msg({"kind": "reveal", "guess": guess}, [])


def test_the_answer_is_in_no_synced_state_and_no_message_before_reveal():
    widget = predict("How likely is it that the first player wins?", FIRST_WINS)
    state = json.dumps(widget.get_state(), default=str)
    for answer_text in ("42.5", "17/40", "0.425"):
        assert answer_text not in state
        assert answer_text not in sent_to_page(widget)
    assert widget._result == {}


def test_reveal_sends_the_answer_beside_the_guess_and_how_far_off():
    widget = predict("How likely is it that the first player wins?", FIRST_WINS)
    press_reveal(widget, "40")
    assert widget._result == {
        "answer": "42.5%",
        "exact": "17/40",
        "guess": "40.0%",
        "off": "You were 2.5 percentage points low. To guess again, run this cell again.",
        "answer_line": "The answer: 42.5% (exactly 17/40)",
        "guess_line": "Your guess: 40.0%. You were 2.5 percentage points low. To guess again, "
        "run this cell again.",
    }
    assert "42.5%" in sent_to_page(widget)


def test_the_box_speaks_the_language_it_was_made_in():
    with using_language("fr"):
        widget = predict("Quelle est la probabilité que le premier joueur gagne ?", FIRST_WINS)
    assert widget._words == {
        "label": "Votre réponse",
        "reveal": "Voir la réponse",
        "how": "Tapez votre réponse, puis « Voir la réponse ».",
    }
    assert "À vous de prévoir." in widget._repr_mimebundle_()[0]["text/html"]
    press_reveal(widget, "40")
    assert widget._result["answer_line"] == "La réponse\xa0: 42,5\xa0% (exactement 17/40)"
    assert widget._result["guess_line"].startswith("Votre réponse\xa0: 40,0\xa0%. ")


@pytest.mark.parametrize(
    ("guess", "shown"), [("40%", "40.0%"), ("2/5", "40.0%"), (" 40 ", "40.0%")]
)
def test_a_percentage_guess_may_be_typed_with_a_sign_or_as_a_fraction(guess, shown):
    widget = predict("Chance?", FIRST_WINS)
    widget.reveal(guess)
    assert widget._result["guess"] == shown


def test_a_plain_number_is_guessed_and_shown_as_a_number():
    widget = predict(
        "How many flips does a game take on average?", Fraction(661, 50), as_percent=False
    )
    assert widget.unit == ""
    widget.reveal("14")
    assert widget._result["answer"] == "13.2"
    assert widget._result["off"] == "You were 0.8 high. To guess again, run this cell again."


def test_a_guess_that_is_no_number_is_refused_and_reveals_nothing():
    widget = predict("Chance?", FIRST_WINS)
    press_reveal(widget, "about half")
    assert "is not a guess this box can read: type a chance such as 37.5%" in widget._problem
    press_reveal(widget, "")
    assert widget._problem.startswith("Type your guess first")
    assert widget._result == {}
    assert "42.5" not in sent_to_page(widget)


def test_a_message_that_is_not_a_reveal_changes_nothing():
    widget = predict("Chance?", FIRST_WINS)
    widget._handle_custom_msg({"kind": "answer please"}, [])
    widget._handle_custom_msg({"kind": "reveal", "guess": ["40"]}, [])
    assert widget._result == {}


def test_the_text_is_deterministic_and_answer_free_and_a_static_page_shows_the_question():
    widget = predict("How likely is it that the first player wins?", FIRST_WINS)
    again = predict("How likely is it that the first player wins?", FIRST_WINS)
    assert repr(widget) == repr(again)
    assert (
        repr(widget) == f"<Prediction: How likely is it that the first player wins? {STATIC_NOTE}>"
    )
    bundle, _ = widget._repr_mimebundle_()
    assert "42.5" not in bundle["text/plain"] + bundle["text/html"]
    assert "How likely is it that the first player wins?" in bundle["text/html"]
    assert STATIC_NOTE in bundle["text/html"]


def test_in_the_teachers_edition_predictions_open_revealed():
    teacher_mode()
    widget = predict("Chance?", FIRST_WINS)
    assert widget._result["answer"] == "42.5%"
    bundle, _ = widget._repr_mimebundle_()
    assert "42.5%" in bundle["text/plain"]
    assert "The answer: 42.5% (exactly 17/40)" in bundle["text/html"]


@pytest.mark.parametrize(
    ("question", "answer", "places", "message"),
    [
        ("", 0.5, 1, "needs a question"),
        ("Chance?", True, 1, "a number"),
        ("Chance?", "42%", 1, "a number"),
        ("Chance?", 0.5, 9, "places"),
    ],
)
def test_a_prediction_needs_a_question_a_numeric_answer_and_few_places(
    question, answer, places, message
):
    with pytest.raises(PredictionError, match=message):
        predict(question, answer, places=places)


def test_the_widget_loads_its_own_files_and_the_page_holds_no_answer():
    script = (STATIC / "prediction.js").read_text(encoding="utf-8")
    assert str(Prediction._esm) == script
    assert script.startswith("// @ts-check\n")
    assert "export default { render }" in script
    assert "innerHTML" not in script
    assert "answer" not in [name for name, trait in Prediction.class_traits(sync=True).items()]
