"""Exercises that check themselves: ``check("hh-3", my_answer)`` says right or wrong, with a hint,
and never prints the answer. Each game declares its exercises in its own folder and names them in
its ``GameInfo``, and an answer is computed from the game's own code, never copied, so a change
of rule changes the answer, the check and the teacher's edition together
(:doc:`/docs/design/lessons-kit`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Final

import numpy as np

from cardwidgets.classroom.client import report_check
from cardwidgets.engine.errors import CardwidgetsError, quoted
from cardwidgets.engine.info import load_part
from cardwidgets.engine.registry import game_class, game_names
from cardwidgets.i18n import N_, _, get_language, ngettext
from cardwidgets.i18n.words import DECIMAL_SIGN, PERCENT_SPACE, written_number
from cardwidgets.lessons.numbers import (
    CHANCE_FORMS,
    NUMBER_FORMS,
    as_fraction,
    chance_of,
    places_wanted,
    read_chance,
    read_number,
    rounded_to,
    short_fraction,
)

#: What a text answer to a yes-or-no question may say, in each language (a class may answer
#: in its own whatever the lesson's language).
YES: Final = frozenset({"yes", "y", "true", "oui", "да"})
NO: Final = frozenset({"no", "n", "false", "non", "нет"})
#: What a wrong answer is told, before the hint.
NOT_YET: Final = N_("not yet")


class ExerciseError(CardwidgetsError, LookupError):
    """An exercise id that no game declares, or a game whose exercises are not well made."""


@dataclass(frozen=True, kw_only=True)
class Exercise:
    """One exercise: its question, how to compute its answer, and how to help.

    ``answer`` computes the exact answer from the game's code: a number (int, Fraction or
    float), a bool, a word, or a tuple of those (answered in order). ``tolerance`` is how far
    a number may be from it and still be right (0: exactly; give one for answers read off a
    simulation or rounded by hand). With ``probability`` the answer is a chance and may also
    be typed as a percentage ("42.5%", or 42.5); in a tuple, that holds for each part between
    0 and 1 (a count of 12 beside its chance stays a count). ``solution`` is the worked answer in
    Markdown (LaTeX between $ signs), shown in the teacher's edition.
    """

    id: str
    question: str
    answer: Callable[[], object]
    hint: str
    solution: str
    tolerance: float = 0.0
    probability: bool = False
    #: Words for each part of a tuple answer ("the number of flips", "its chance").
    parts: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.id or not all(c.isalnum() or c == "-" for c in self.id):
            raise ExerciseError(f"An exercise id is letters, digits and '-', not {self.id!r}.")
        for name in ("question", "hint", "solution"):
            if not getattr(self, name).strip():
                raise ExerciseError(f"Exercise {self.id} needs a {name}.")
        if self.tolerance < 0:
            raise ExerciseError(f"Exercise {self.id}: a tolerance is 0 or more.")

    @cached_property
    def expected(self) -> object:
        """The answer, computed once (some take a simulation to compute)."""
        return self.answer()

    def check(self, given: object) -> Verdict:
        """Whether ``given`` answers this exercise (see :func:`check`)."""
        expected = self.expected
        if given is None:
            return Verdict(
                self.id,
                False,
                _("no answer yet: put yours in place of None and run the cell again."),
            )
        if isinstance(expected, tuple):
            if not isinstance(given, Sequence) or isinstance(given, str):
                return Verdict(
                    self.id,
                    False,
                    _("this exercise wants {wanted}.").format(wanted=self._wanted(expected)),
                )
            if len(given) != len(expected):
                return Verdict(
                    self.id,
                    False,
                    _("this exercise wants {wanted}; you gave {count}.").format(
                        wanted=self._wanted(expected), count=len(given)
                    ),
                )
            problems = []
            for number, (mine, theirs) in enumerate(zip(given, expected, strict=True)):
                problem = self._problem(mine, theirs)
                if problem is not None:
                    part = (
                        self.parts[number]
                        if number < len(self.parts)
                        else _("part {number}").format(number=number + 1)
                    )
                    problems.append(f"{part}: {problem}")
            if problems:
                return Verdict(self.id, False, self._with_hint("; ".join(problems)))
            return Verdict(self.id, True, _("right."))
        problem = self._problem(given, expected)
        return Verdict(
            self.id, problem is None, self._with_hint(problem) if problem else _("right.")
        )

    def _with_hint(self, message: str) -> str:
        """The hint once, after all the parts, when some part is not yet right."""
        if _(NOT_YET) not in message:
            return message
        return _("{message}. Hint: {hint}").format(message=message, hint=self.hint)

    def _wanted(self, expected: tuple[object, ...]) -> str:
        named = ", ".join(self.parts) if self.parts else _("in order")
        return _("{count} answers in a tuple ({named})").format(count=len(expected), named=named)

    def _problem(self, given: object, expected: object) -> str | None:
        """None when ``given`` is right; else what to say (never the answer itself)."""
        if isinstance(expected, bool):
            said = _yes_or_no(given)
            if said is None:
                return _("this exercise wants True or False (yes or no), not {given}.").format(
                    given=quoted(given)
                )
            return None if said == expected else self._not_yet()
        if isinstance(expected, str):
            if not isinstance(given, str):
                return _("this exercise wants a word or a few words, not {given}.").format(
                    given=quoted(given)
                )
            return None if _words(given) == _words(expected) else self._not_yet()
        exact = as_fraction(expected)
        if exact is None:
            raise ExerciseError(
                f"Exercise {self.id} computes {quoted(expected)}: an answer is a number, a bool, a "
                "word or a tuple of those."
            )
        as_chance = self.probability and 0 <= exact <= 1
        reading = _read_given(given, as_chance=as_chance)
        if reading is None:
            forms = _(CHANCE_FORMS if as_chance else NUMBER_FORMS)
            if isinstance(given, str) and not given.strip():
                return _("the answer is empty: this exercise wants {forms}.").format(forms=forms)
            return _("this exercise wants {forms}, not {given}.").format(
                forms=forms, given=quoted(given)
            )
        number, scale, decimals = reading
        tolerance = Fraction(self.tolerance)
        if abs(number - exact) <= tolerance:
            return None
        if decimals is not None and rounded_to(exact * scale, decimals) == number * scale:
            return self._rounded_too_far(scale)
        slip = _likely_slip(given, number, exact, tolerance, as_chance=as_chance)
        return self._not_yet(slip)

    def _rounded_too_far(self, scale: int) -> str:
        if self.tolerance == 0:
            return _("right, but rounded: this answer is exact, give it as a fraction such as 3/8.")
        places = places_wanted(Fraction(self.tolerance), scale)
        if scale == 100:
            return ngettext(
                "right, but rounded too far: give {n} decimal place of the percentage.",
                "right, but rounded too far: give {n} decimal places of the percentage.",
                places,
            ).format(n=places)
        return ngettext(
            "right, but rounded too far: give {n} decimal place.",
            "right, but rounded too far: give {n} decimal places.",
            places,
        ).format(n=places)

    @staticmethod
    def _not_yet(slip: str | None = None) -> str:
        return _("not yet: {slip}").format(slip=slip) if slip else _(NOT_YET)

    def __repr__(self) -> str:
        return f"Exercise {self.id}: {self.question}"

    def _repr_markdown_(self) -> str:
        """The question as a lesson shows it: from here, so lesson and check never differ."""
        return _("**Exercise {id}.** {question}").format(id=self.id, question=self.question)

    def answer_text(self) -> str:
        """The answer as the teacher's edition writes it."""
        return _answer_text(self.expected, self.probability)


def _answer_text(value: object, probability: bool) -> str:
    if isinstance(value, tuple):
        return ", ".join(_answer_text(part, probability) for part in value)
    exact = as_fraction(value)
    if exact is None or isinstance(value, bool):
        return str(value)
    if exact.denominator == 1:
        return written_number(exact, 0)
    decimal = _significant(float(exact), 5)
    if probability and 0 <= exact <= 1:
        sign = PERCENT_SPACE[get_language()] + "%"
        decimal += f" ({_significant(float(exact) * 100, 4)}{sign})"
    short = short_fraction(exact) if not isinstance(value, float) else None
    return f"{short} ≈ {decimal}" if short else decimal


def _significant(value: float, digits: int) -> str:
    """``value`` to ``digits`` significant digits, with the current language's decimal sign."""
    return f"{value:.{digits}g}".replace(".", DECIMAL_SIGN[get_language()])


def _read_given(given: object, *, as_chance: bool) -> tuple[Fraction, int, int | None] | None:
    """``given`` as a number, the scale it was written in (100 for a percentage) and its
    decimals (None when unknown); a chance is read by the one rule of
    :func:`~cardwidgets.lessons.numbers.read_chance`. None when it is no number."""
    if isinstance(given, str):
        if as_chance:
            chance = read_chance(given)
            return None if chance is None else (chance.value, chance.scale, chance.decimals)
        typed = read_number(given)
        if typed is None or typed.percent:
            return None
        return typed.value, 1, typed.decimals
    number = as_fraction(given)
    if number is None:
        return None
    decimals = None
    if isinstance(given, float | np.floating):
        # The shortest decimal that is this float is what was typed: 0.15, not 0.1499999...
        number, decimals = Fraction(repr(float(given))), _float_decimals(given)
    if as_chance and number > 1:
        return chance_of(number), 100, decimals
    return number, 1, decimals


def _float_decimals(given: float | np.floating) -> int | None:
    """How many decimals a float was typed with (0.15: 2), from its shortest repr."""
    shown = repr(float(given))
    if "e" in shown or "." not in shown:
        return None
    return len(shown.split(".")[1].rstrip("0"))


def _likely_slip(
    given: object, number: Fraction, exact: Fraction, tolerance: Fraction, *, as_chance: bool
) -> str | None:
    """The mistake a wrong number most likely comes from, where it can be recognised."""

    def near(value: Fraction) -> bool:
        return abs(value - exact) <= max(tolerance, abs(exact) / 1000)

    if exact and (near(number * 100) or near(number / 100)):
        if as_chance:
            return _("that is a factor of 100 out (a probability is a percentage divided by 100)")
        return _("that is a factor of 100 out (100 times too big or too small)")
    if as_chance and near(1 - number):
        return _("that is the chance that it does not happen (the complement)")
    if isinstance(given, str) and "/" in given and exact:
        numerator = read_number(given.split("/")[0])
        if numerator is not None and numerator.value and (numerator.value / exact).denominator == 1:
            return _("the top of the fraction is right but not the bottom (the wrong denominator)")
    return None


def _yes_or_no(given: object) -> bool | None:
    if isinstance(given, bool):
        return given
    if isinstance(given, str):
        word = given.strip().lower()
        return True if word in YES else False if word in NO else None
    return None


def _words(text: str) -> str:
    return " ".join(text.lower().split())


@dataclass(frozen=True)
class Verdict:
    """What a check says: right or not, and why. ``bool(verdict)`` is whether it is right."""

    exercise_id: str
    right: bool
    message: str

    def __bool__(self) -> bool:
        return self.right

    def __str__(self) -> str:
        return f"{'✓' if self.right else '✗'} {self.exercise_id}: {self.message}"

    def __repr__(self) -> str:
        return str(self)


def exercises() -> dict[str, Exercise]:
    """Every registered game's exercises, by id."""
    found: dict[str, Exercise] = {}
    for name in game_names():
        reference = game_class(name).info.exercises
        if reference is None:
            continue
        declared = load_part(reference)
        if not isinstance(declared, Sequence) or not all(
            isinstance(item, Exercise) for item in declared
        ):
            raise ExerciseError(f"{reference} is not a sequence of Exercise.")
        for item in declared:
            if item.id in found:
                raise ExerciseError(f"Two exercises have the id {item.id!r}: ids must differ.")
            found[item.id] = item
    return found


def exercise(exercise_id: str) -> Exercise:
    """The exercise with this id; an unknown id is an error that lists the ids there are."""
    known = exercises()
    if isinstance(exercise_id, str) and exercise_id in known:
        return known[exercise_id]
    raise ExerciseError(
        f"There is no exercise {exercise_id!r}. Exercises: {', '.join(sorted(known)) or 'none'}."
    )


def check(exercise_id: str, answer: object) -> Verdict:
    """Right or wrong, with a hint when wrong, without showing the answer.

    A number may be an int, a Fraction, a float or text ("3/8", "0.375"); a chance also a
    percentage ("37.5%") when the exercise asks for one. ``None`` means "not answered yet".
    """
    verdict = exercise(exercise_id).check(answer)
    report_check(exercise_id, answer)  # in a class, the server checks it again and pools it
    return verdict


@dataclass(frozen=True)
class WorkedAnswer:
    """An exercise's answer and worked solution, as the teacher's edition shows them."""

    exercise: Exercise

    def _repr_markdown_(self) -> str:
        heading = _("**Teacher's answer to {id}:** {answer}").format(
            id=self.exercise.id, answer=self.exercise.answer_text()
        )
        return f"{heading}\n\n{self.exercise.solution}"

    def __repr__(self) -> str:
        return f"Answer to {self.exercise.id}: {self.exercise.answer_text()}"


def worked_answer(exercise_id: str) -> WorkedAnswer:
    """The worked answer to an exercise, after checking that its own check calls it right."""
    chosen = exercise(exercise_id)
    verdict = chosen.check(chosen.expected)
    if not verdict:
        raise ExerciseError(f"Exercise {exercise_id}'s own answer fails its check: {verdict}")
    return WorkedAnswer(chosen)
