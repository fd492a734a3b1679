"""Predict, then reveal: a guess box whose answer stays in the kernel until Reveal is pressed. A
lesson's outputs are stored, so an answer printed under a "Predict" prompt would be read before
anyone guesses: :func:`predict` keeps the answer out of every synced trait, and what the cells
after it print goes inside :func:`after_reveal`, shown on reveal. How it shows without a kernel,
in the teacher's edition and how guesses are read: :doc:`/docs/design/lessons-kit`."""

from __future__ import annotations

import html
import io
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from fractions import Fraction
from typing import Any, Final

import anywidget
import traitlets

from cardwidgets.classroom.client import report_prediction
from cardwidgets.engine.errors import CardwidgetsError, quoted
from cardwidgets.i18n import N_, _, get_language, in_own_language
from cardwidgets.i18n.words import written_number
from cardwidgets.lessons.numbers import (
    CHANCE_FORMS,
    NUMBER_FORMS,
    as_fraction,
    read_chance,
    read_number,
    short_fraction,
    written,
)
from cardwidgets.static import STATIC

#: What a static picture (no kernel: GitHub, nbviewer, a printed page) says where the box would be.
STATIC_NOTE: Final = N_("(run this notebook in Jupyter, with a live kernel, to guess and reveal)")
#: What a revealed box says after the result: the answer is out, so a new guess needs a new box.
TRY_AGAIN: Final = N_("To guess again, run this cell again.")

_teacher = False
#: The prediction made last in this kernel: the one :func:`after_reveal` holds text back for.
_latest: Prediction | None = None


def teacher_mode(on: bool = True) -> None:
    """Predictions made after this open revealed, for the teacher's edition."""
    global _teacher
    _teacher = on


class PredictionError(CardwidgetsError, ValueError):
    """A guess that is not a number, or a question without an answer to hide."""


class Prediction(anywidget.AnyWidget):
    """A question, a box for the guess and a Reveal button; made by :func:`predict`.

    Synced: the question, the unit of the guess, and, only once revealed, the result. The page
    never sets a trait: it sends ``{"kind": "reveal", "guess": text}`` and Python answers by
    setting ``_result`` (or ``_problem`` when the guess is no number).
    """

    _esm = STATIC / "prediction.js"
    _css = STATIC / "prediction.css"

    question = traitlets.Unicode().tag(sync=True)
    #: "%" when the guess is typed as a percentage, else "".
    unit = traitlets.Unicode().tag(sync=True)
    #: Empty until revealed; then the guess, the answer and how far off, as text.
    _result = traitlets.Dict().tag(sync=True)
    #: Why the last guess could not be read ("" when it could).
    _problem = traitlets.Unicode().tag(sync=True)
    #: The box's own words in the language it was made in (the page has no catalogue).
    _words = traitlets.Dict().tag(sync=True)

    def __init__(self, question: str, answer: Fraction, *, as_percent: bool, places: int) -> None:
        super().__init__(question=question, unit="%" if as_percent else "")
        #: The language the box was made in, which its answers keep (a reveal comes later).
        self.language = get_language()
        self._words = {
            "label": _("Your guess"),
            "reveal": _("Reveal"),
            "how": _("Type a guess, then Reveal."),
        }
        self.__answer = answer
        self.__as_percent = as_percent
        self.__places = places
        self.__working = ""
        self.on_msg(self._on_page_message)
        global _latest
        _latest = self
        if _teacher:
            self._result = self._outcome(None)

    @property
    def revealed(self) -> bool:
        return bool(self._result)

    @in_own_language
    def reveal(self, guess: str) -> None:
        """Show the answer beside ``guess``, typed as in the box: what the Reveal button does.

        Until then the guess can be changed freely; a guess that is no number changes nothing
        and says what the box takes.
        """
        read = self._read_guess(guess)
        if read is None:
            self._problem = self._how_to_guess(guess)
            return
        value, reading_note = read
        self._problem = ""
        self._result = self._outcome(value, reading_note)
        report_prediction(self.question, float(value))  # in a class, the guess goes to the board

    def _read_guess(self, guess: str) -> tuple[Fraction, str] | None:
        """The guess as a number, and a note when the box read it one way of two: a bare
        number at most 1 in a percent box is a probability (0.425 is 42.5%)."""
        if self.__as_percent:
            chance = read_chance(guess)
            if chance is None:
                return None
            note = ""
            if chance.bare_probability:
                shown = written(chance.value, as_percent=True, places=self.__places)
                note = _(
                    'Read as a probability: {guess} is {shown}; type "{guess}%" for {guess} percent'
                ).format(guess=guess.strip(), shown=shown)
            return chance.value, note
        typed = read_number(guess)
        if typed is None or typed.percent:
            return None
        return typed.value, ""

    def _how_to_guess(self, guess: str) -> str:
        example = _(CHANCE_FORMS if self.__as_percent else NUMBER_FORMS)
        if not guess.strip():
            return _("Type your guess first: {example}.").format(example=example)
        return _("{guess} is not a guess this box can read: type {example}.").format(
            guess=repr(guess[:20]), example=example
        )

    def _outcome(self, guess: Fraction | None, reading_note: str = "") -> dict[str, str]:
        """The result as the page shows it: answer, exact form, guess and how far off."""
        answer = self.__answer

        def text(value: Fraction) -> str:
            return written(value, as_percent=self.__as_percent, places=self.__places)

        exact = short_fraction(answer) or ""
        result = {
            "answer": text(answer),
            "exact": exact,
            "answer_line": _("The answer: {answer}").format(answer=text(answer))
            + (_(" (exactly {exact})").format(exact=exact) if exact else ""),
        }
        if guess is None:
            return result | {"guess": "", "off": "", "guess_line": ""}
        gap = guess - answer
        size = written_number(abs(gap) * (100 if self.__as_percent else 1), self.__places)
        if written(guess, as_percent=self.__as_percent, places=self.__places) == text(answer):
            off = _("Spot on.")
        elif self.__as_percent:
            off = (
                _("You were {size} percentage points high.")
                if gap > 0
                else _("You were {size} percentage points low.")
            ).format(size=size)
        else:
            off = (_("You were {size} high.") if gap > 0 else _("You were {size} low.")).format(
                size=size
            )
        if reading_note:
            off = f"{reading_note}. {off}"
        off = f"{off} {_(TRY_AGAIN)}"
        guess_line = _("Your guess: {guess}. {off}").format(guess=text(guess), off=off)
        return result | {"guess": text(guess), "off": off, "guess_line": guess_line}

    def hold_until_reveal(self, text: str) -> None:
        """Keep ``text`` (what a cell printed about the answer) for the box to show on reveal."""
        self.__working += text
        if self.revealed:
            self._result = dict(self._result)

    @traitlets.validate("_result")
    def _with_working(self, proposal: Any) -> dict[str, str]:
        """A revealed result carries the working held back for it, so both appear together."""
        result = dict(proposal["value"])
        if result and self.__working:
            result["working"] = self.__working
        return result

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "reveal":
            guess = content.get("guess")
            self.reveal(guess if isinstance(guess, str) else "")

    @in_own_language
    def __repr__(self) -> str:
        shown = self._result["answer_line"] if self.revealed else _(STATIC_NOTE)
        return f"<Prediction: {self.question} {shown}>"

    @in_own_language
    def _repr_mimebundle_(self, /, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live widget, and for viewers without a kernel the question alone (with the
        answer only when revealed: the teacher's edition)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return bundle
        data, metadata = bundle
        shown = self._result["answer_line"] if self.revealed else _(STATIC_NOTE)
        title = _("Predict.")
        data["text/html"] = (
            f'<div class="cw-predict-static"><p><strong>{title}</strong> '
            f"{html.escape(self.question)}</p><p><em>{html.escape(shown)}</em></p></div>"
        )
        return data, metadata


def predict(
    question: str,
    answer: float | Fraction | int,
    *,
    as_percent: bool = True,
    places: int = 1,
) -> Prediction:
    """A guess box for ``question`` that shows ``answer`` only when Reveal is pressed.

    ``as_percent``: the answer is a chance, guessed and shown as a percentage with ``places``
    decimals; otherwise a plain number ("how many flips?"). Check the answer in the cell with
    an assert next to its mathematics: the widget keeps it out of the stored output.
    """
    exact = as_fraction(answer)
    if exact is None or not question.strip():
        raise PredictionError(
            f"predict() needs a question and a number for its answer, not {quoted(answer)} "
            "(an estimate? give its .value)."
        )
    if not 0 <= places <= 6:
        raise PredictionError(f"places is how many decimals to show, 0 to 6, not {places}.")
    return Prediction(question.strip(), exact, as_percent=as_percent, places=places)


@contextmanager
def after_reveal() -> Iterator[None]:
    """What the block prints goes into the last prediction's box, shown only on reveal.

    A cell that works out or checks a prediction's answer prints inside this block: its text is
    kept in the kernel, out of the stored output, and appears under the answer once the student
    commits a guess. In the teacher's edition the text is printed as usual.
    """
    if _latest is None:
        raise PredictionError("after_reveal() holds text for a prediction: make one first.")
    if _teacher:
        yield
        return
    held = io.StringIO()
    try:
        with redirect_stdout(held):
            yield
    finally:
        _latest.hold_until_reveal(held.getvalue())
