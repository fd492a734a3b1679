"""The teacher's edition is built from the lessons and the games' exercises: they cannot drift."""

from __future__ import annotations

import re

import nbformat
import pytest

from cardwidgets.lessons import exercise, exercises, worked_answer
from tools.offline_math import CODE, INLINE_SIZE, MATH, render_math, svg_of
from tools.teacher import (
    ADDED,
    OPENING,
    build,
    find_lesson,
    lesson_exercise_ids,
    lessons,
    teacher_notebook,
)
from tools.teacher import (
    LESSONS as LESSONS_FOLDER,
)
from tools.teacher import main as teacher_main

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


def test_a_lesson_is_named_by_its_name_with_or_without_ipynb_or_by_its_path():
    lesson = LESSONS_FOLDER / "half_and_half_probability.ipynb"
    assert find_lesson("half_and_half_probability") == lesson
    assert find_lesson("half_and_half_probability.ipynb") == lesson
    assert find_lesson(str(lesson)) == lesson


def test_a_wrong_lesson_name_is_refused_with_the_list_of_lessons(capsys):
    with pytest.raises(SystemExit) as refused:
        teacher_main(["half_and_half"])
    assert refused.value.code == 2
    message = capsys.readouterr().err
    assert "There is no lesson 'half_and_half'. Name one of: call_deuces_probability" in message
    assert "half_and_half_probability" in message
    assert "Traceback" not in message


def test_every_formula_of_every_lesson_and_solution_is_drawn_with_no_network():
    texts = [c.source for nb in LESSONS.values() for c in nb.cells if c.cell_type == "markdown"]
    texts += [item.solution for item in exercises().values()]
    formulas = [
        found.group(1) or found.group(2)
        for text in texts
        for found in MATH.finditer(CODE.sub("", text))
    ]
    assert len(formulas) > 80
    undrawable = [tex for tex in formulas if svg_of(tex.strip(), INLINE_SIZE) is None]
    assert undrawable == []
    assert not any(MATH.search(CODE.sub("", render_math(text))) for text in texts)


def test_code_keeps_its_dollar_signs_and_a_formula_keeps_its_tex_as_alt_text():
    drawn = render_math("Pay `$5` for $\\frac{1}{2}$.")
    assert "`$5`" in drawn
    assert 'alt="\\frac{1}{2}"' in drawn
    assert "data:image/svg+xml;base64," in drawn


def test_the_teachers_edition_page_loads_no_script_from_the_network(tmp_path):
    lesson = nbformat.v4.new_notebook()
    lesson.cells = [
        nbformat.v4.new_markdown_cell("The chance is $P = \\frac{17}{40}$, and\n\n$$E = 13.2.$$"),
        nbformat.v4.new_code_cell("1 + 1"),
    ]
    path = tmp_path / "tiny_lesson.ipynb"
    nbformat.write(lesson, path)
    page = build(path, tmp_path).read_text(encoding="utf-8")
    assert not re.search(r"<script[^>]*\bsrc=", page)
    assert "mathjax" not in page.lower()
    assert page.count('class="cw-math"') == 2
    assert "$P" not in page
