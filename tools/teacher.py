"""The teacher's edition of each lesson: ``python -m tools.teacher [lesson ...]`` (``make
teacher``) writes ``tutorials/teachers/<lesson>_teacher.html``.

It is built from the lesson itself and from the exercises the games declare, so the two cannot
drift: after every cell that names an exercise (a ``check("id", ...)`` call, or a cell whose
metadata says ``"exercise": "id"``) it inserts that exercise's worked answer, and a first cell
turns on :func:`cardwidgets.lessons.teacher_mode`, so every prediction opens revealed. The
notebook is then run (its answers are computed, not copied) and written as one HTML page that
opens in any browser, for printing or a second screen, with no network: the formulas are drawn
into the page (:mod:`tools.offline_math`) and the page loads no script. The pages are built, not
kept in git.

A lesson is named by its path or by its name (``half_and_half_probability``, with or without
``.ipynb``); an unknown name is refused with the list of lessons.
"""

from __future__ import annotations

import argparse
import copy
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import nbformat
from nbformat import NotebookNode

from tools.offline_math import render_math

ROOT: Final = Path(__file__).resolve().parents[1]
#: The page template without the scripts JupyterLab's page loads from a CDN.
OFFLINE_TEMPLATE: Final = Path(__file__).resolve().parent / "templates" / "offline.html.j2"
LESSONS: Final = ROOT / "tutorials"
EDITIONS: Final = LESSONS / "teachers"
#: The start page teaches nothing to check.
NOT_LESSONS: Final = frozenset({"00_start_here"})
#: A ``check("id", ...)`` call in a code cell.
CHECK_CALL: Final = re.compile(r"""\bcheck\(\s*["']([A-Za-z0-9-]+)["']""")
#: Cells the teacher's edition adds carry this metadata key.
ADDED: Final = "teacher_edition"

OPENING = """\
from cardwidgets.lessons import teacher_mode, worked_answer

teacher_mode()  # the teacher's edition: every prediction below opens revealed"""


def lessons() -> list[Path]:
    """Every lesson notebook in tutorials/."""
    return sorted(path for path in LESSONS.glob("*.ipynb") if path.stem not in NOT_LESSONS)


def exercise_ids(cell: NotebookNode) -> list[str]:
    """The exercises a cell names, in order: by ``check("id", ...)`` or by its metadata."""
    marked = cell.get("metadata", {}).get("exercise", [])
    ids = [marked] if isinstance(marked, str) else list(marked)
    if cell.cell_type == "code":
        ids += CHECK_CALL.findall(cell.source)
    return list(dict.fromkeys(ids))


def lesson_exercise_ids(notebook: NotebookNode) -> list[str]:
    """Every exercise a lesson names, in the order it first names them."""
    return list(dict.fromkeys(i for cell in notebook.cells for i in exercise_ids(cell)))


def teacher_notebook(lesson: NotebookNode) -> NotebookNode:
    """The lesson with teacher mode on and each exercise's worked answer after the last cell
    naming it (unrun: the answers come when it runs)."""
    edition = copy.deepcopy(lesson)
    last_naming = {
        exercise_id: index
        for index, cell in enumerate(edition.cells)
        for exercise_id in exercise_ids(cell)
    }
    cells: list[NotebookNode] = []
    for index, cell in enumerate(edition.cells):
        cells.append(cell)
        for exercise_id, last in last_naming.items():
            if last == index:
                cells.append(_added(f'worked_answer("{exercise_id}")'))
    first_code = next((i for i, c in enumerate(cells) if c.cell_type == "code"), len(cells))
    cells.insert(first_code, _added(OPENING))
    edition.cells = cells
    return edition


def _added(source: str) -> NotebookNode:
    cell = nbformat.v4.new_code_cell(source)
    cell.metadata[ADDED] = True
    return cell


def build(lesson_path: Path, folder: Path = EDITIONS) -> Path:
    """Run the teacher's edition of one lesson and write it as HTML; returns the page's path."""
    from nbclient import NotebookClient
    from nbconvert import HTMLExporter

    edition = teacher_notebook(nbformat.read(lesson_path, as_version=4))
    NotebookClient(
        edition, timeout=600, resources={"metadata": {"path": str(lesson_path.parent)}}
    ).execute()
    # No live widgets on a page without a kernel: each shows its picture or text instead (the
    # revealed predictions' answers), and the page loads nothing from the network.
    edition.metadata.pop("widgets", None)
    draw_formulas(edition)
    exporter = HTMLExporter(
        template_name="lab",
        template_file=OFFLINE_TEMPLATE.name,
        extra_template_paths=[str(OFFLINE_TEMPLATE.parent)],
    )
    page, _ = exporter.from_notebook_node(edition)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{lesson_path.stem}_teacher.html"
    target.write_text(page, encoding="utf-8")
    return target


def draw_formulas(notebook: NotebookNode) -> None:
    """Every formula of the Markdown cells and of the Markdown outputs (the worked answers)
    drawn in place, so the page needs no MathJax."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = render_math(cell.source)
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "text/markdown" in data:
                data["text/markdown"] = render_math(data["text/markdown"])


class UnknownLessonError(ValueError):
    """A lesson named that is neither a notebook file nor a lesson's name."""


def find_lesson(named: str) -> Path:
    """The lesson a path or a name ("half_and_half_probability", ".ipynb" optional) means."""
    by_name = {path.stem: path for path in lessons()}
    stem = named.removesuffix(".ipynb")
    if stem in by_name:
        return by_name[stem]
    path = Path(named)
    if path.suffix == ".ipynb" and path.is_file():
        return path
    raise UnknownLessonError(
        f"There is no lesson {named!r}. Name one of: {', '.join(by_name)} (or give a path to a "
        "lesson notebook)."
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "lesson", nargs="*", help="lesson names or notebook paths (default: every lesson)"
    )
    named = parser.parse_args(argv).lesson
    try:
        chosen = [find_lesson(name) for name in named] if named else lessons()
    except UnknownLessonError as error:
        parser.error(str(error))
    for lesson_path in chosen:
        print(f"{lesson_path.name} -> {build(lesson_path.resolve()).relative_to(ROOT)}")


if __name__ == "__main__":
    main()
