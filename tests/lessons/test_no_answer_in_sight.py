"""No prediction's answer is in sight before the guess, in a lesson as stored (a clone, Binder
or GitHub shows these files): the box keeps it in the kernel, and so must every other cell."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from tests.lessons.answers_in_sight import in_sight, predictions
from tools.translated_lessons import lessons

WITH_PREDICTIONS = [path for path in lessons() if "predict(" in path.read_text(encoding="utf-8")]


@pytest.mark.parametrize(
    "lesson",
    WITH_PREDICTIONS,
    ids=[path.relative_to(path.parents[1]).as_posix() for path in WITH_PREDICTIONS],
)
def test_no_prediction_has_its_answer_in_a_stored_output_or_markdown(lesson: Path):
    stored = nbformat.read(lesson, as_version=4)
    asked = predictions(lesson)
    assert asked
    shown = {a.question: in_sight(stored, a) for a in asked if in_sight(stored, a)}
    assert not shown, f"answers in sight in {lesson.name} (cell, text): {shown}"
