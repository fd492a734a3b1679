"""Which predictions a student can read the answer of before guessing, in a stored lesson.

A prediction's answer is found by running the lesson with :func:`predict` recording what it is
given; then every stored output and markdown cell outside the prediction's own box is searched
for the answer in each form a lesson writes it: as a percentage (42.5%, 42.50%), a probability
(0.425, 0.4250), a fraction (17/40) or a plain number (13.2, 13.22). A whole-number answer (36
flips) is sought only in its own section (between the headings around it), since a small
number such as 100 is all over a lesson for other reasons; and one the question itself names
("In 100 games, how many bids fail?") only in code outputs, since prose may name it as the
question does.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import nbformat
from nbformat import NotebookNode

from cardwidgets.lessons.numbers import short_fraction

#: Run first: every prediction made is noted (question, answer, how it is shown).
RECORDER = """\
import cardwidgets.lessons.prediction as _prediction

_made = []
_init = _prediction.Prediction.__init__


def _noted(self, question, answer, *, as_percent, places):
    _made.append([question, str(answer), as_percent, places])
    _init(self, question, answer, as_percent=as_percent, places=places)


_prediction.Prediction.__init__ = _noted"""
REPORT = "import json\n\nprint(json.dumps(_made))"


@dataclass(frozen=True)
class Asked:
    """One prediction of a lesson: its cell, question and answer as predict() got them."""

    cell: int
    question: str
    answer: Fraction
    as_percent: bool
    places: int

    def forms(self) -> list[str]:
        """The answer as a lesson might write it, each a regular expression."""
        value = self.answer
        shown: set[str] = set()
        if self.as_percent:
            for places in range(max(self.places, 1), 5):
                shown.add(rf"{float(value * 100):.{places}f}\s?%")
            shown |= {f"{float(value):.{places}f}" for places in (3, 4)}
        elif value.denominator == 1:
            shown.add(str(value.numerator))
        else:
            shown |= {f"{float(value):.{places}f}" for places in range(max(self.places, 1), 5)}
        simple = value.limit_denominator(1000)  # a float that is 1/3 is written 1/3 too
        exact = short_fraction(simple if abs(simple - value) < 1e-9 else value)
        if exact and "/" in exact:
            shown.add(re.escape(exact))
        # Not after "±": a standard error that happens to equal an answer gives nothing away.
        return [rf"(?<![\d.,/])(?<!±)(?<!± ){form}(?![\d/])" for form in sorted(shown)]

    @property
    def whole(self) -> bool:
        return not self.as_percent and self.answer.denominator == 1

    @property
    def named_in_question(self) -> bool:
        return re.search(rf"(?<![\d.]){self.answer.numerator}(?!\d)", self.question) is not None


def predictions(lesson: Path) -> list[Asked]:
    """Run ``lesson`` (a copy, in its own folder) and return every prediction it makes."""
    from nbclient import NotebookClient

    notebook = nbformat.read(lesson, as_version=4)
    cells = [nbformat.v4.new_code_cell(RECORDER), *notebook.cells]
    cells.append(nbformat.v4.new_code_cell(REPORT))
    notebook.cells = cells
    NotebookClient(
        notebook, timeout=900, resources={"metadata": {"path": str(lesson.parent)}}
    ).execute()
    made = json.loads(notebook.cells[-1].outputs[0].text)
    boxes = [i - 1 for i, cell in enumerate(cells[:-1]) if _makes_prediction(cell)]
    assert len(boxes) == len(made), f"{lesson.name}: {len(made)} predictions in {boxes}"
    return [
        Asked(cell, question, Fraction(answer), as_percent, places)
        for cell, (question, answer, as_percent, places) in zip(boxes, made, strict=True)
    ]


def _makes_prediction(cell: NotebookNode) -> bool:
    return cell.cell_type == "code" and re.search(r"\bpredict\(", cell.source) is not None


def shown_text(cell: NotebookNode) -> str:
    """What a reader sees of a cell without running it: markdown, or its stored outputs."""
    if cell.cell_type == "markdown":
        return cell.source
    texts = []
    for output in cell.get("outputs", []):
        if "text" in output:
            texts.append(output.text)
        for kind, data in output.get("data", {}).items():
            if kind.startswith("text/") and isinstance(data, str):
                texts.append(data)
    return "\n".join(texts)


def section(notebook: NotebookNode, index: int) -> range:
    """The cells from the heading before cell ``index`` to the next heading (a markdown cell
    with a heading line is counted in both the sections it touches)."""
    headings = [
        i
        for i, cell in enumerate(notebook.cells)
        if cell.cell_type == "markdown" and re.search(r"^#", cell.source, re.MULTILINE)
    ]
    start = max([i for i in headings if i <= index], default=0)
    end = min([i for i in headings if i > index], default=len(notebook.cells) - 1)
    return range(start, end + 1)


def in_sight(notebook: NotebookNode, asked: Asked) -> list[tuple[int, str]]:
    """The cells (index and the text found) that show ``asked``'s answer before a guess."""
    where = section(notebook, asked.cell) if asked.whole else range(len(notebook.cells))
    found = []
    for index in where:
        cell = notebook.cells[index]
        if index == asked.cell:  # the box hides its answer (tests/lessons/test_prediction.py)
            text = "\n".join(o.text for o in cell.get("outputs", []) if "text" in o)
        elif asked.whole and cell.cell_type == "markdown" and asked.named_in_question:
            continue
        else:
            text = shown_text(cell)
        for form in asked.forms():
            match = re.search(form, text)
            if match:
                found.append((index, match.group()))
                break
    return found
