"""The teacher's edition is built from the lessons and the games' exercises: they cannot drift."""

from __future__ import annotations

import nbformat
import pytest

from cardwidgets.lessons import exercise, exercises, worked_answer
from tools.teacher import ADDED, OPENING, lesson_exercise_ids, lessons, teacher_notebook

LESSONS = {path.stem: nbformat.read(path, as_version=4) for path in lessons()}


def test_each_exercise_gets_its_worked_answer_after_the_last_cell_naming_it():
    lesson = nbformat.v4.new_notebook()
    lesson.cells = [
        nbformat.v4.new_markdown_cell("# A lesson"),
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_markdown_cell("1. An exercise", metadata={"exercise": "ex-1"}),
        nbformat.v4.new_code_cell('my_answer = None\ncheck("ex-1", my_answer)'),
        nbformat.v4.new_code_cell("check('ex-2', 3)"),
    ]
    edition = teacher_notebook(lesson)
    sources = [cell.source for cell in edition.cells]
    assert sources == [
        "# A lesson",
        OPENING,
        "x = 1",
        "1. An exercise",
        'my_answer = None\ncheck("ex-1", my_answer)',
        'worked_answer("ex-1")',
        "check('ex-2', 3)",
        'worked_answer("ex-2")',
    ]
    added = [index for index, cell in enumerate(edition.cells) if cell.metadata.get(ADDED)]
    assert added == [1, 5, 7]
    assert len(lesson.cells) == 5, "the lesson itself is left as it was"


@pytest.mark.parametrize("name", sorted(LESSONS))
def test_every_exercise_a_lesson_names_has_a_worked_answer_its_check_calls_right(name):
    for exercise_id in lesson_exercise_ids(LESSONS[name]):
        chosen = exercise(exercise_id)  # an unknown id fails here, listing the known ones
        assert chosen.solution.strip()
        assert chosen.check(chosen.expected), worked_answer(exercise_id)


def test_every_declared_exercise_is_in_a_lesson():
    named = {i for lesson in LESSONS.values() for i in lesson_exercise_ids(lesson)}
    assert set(exercises()) <= named, sorted(set(exercises()) - named)
