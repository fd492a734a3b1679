"""A translated lesson is its English lesson in other words: the same code cells in the same
order (only their strings and comments translated), so the same numbers come out, and it speaks
its own language from its first code cell."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import nbformat
import pytest

from cardwidgets.i18n.words import DECIMAL_SIGN, THOUSANDS_SEPARATOR
from tools.translated_lessons import language_of, original, translations

TRANSLATIONS = translations()
#: A translation's cell marked so stands for the English code cell at its place: "words" for a
#: code cell that words its output otherwise (a seat's name in the language, say), "prose" for a
#: markdown cell that writes out what the English cell prints in English only (a docstring).
MARK = "translation"
#: A number as an output writes it, once its thousands are run together: 0.1493 or 0,1493.
NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
WIDGET = "application/vnd.jupyter.widget-view+json"
SET_LANGUAGE = re.compile(r'^cardwidgets\.set_language\("(\w+)"\)$', re.M)


def code_aside_from_words(source: str) -> list[str]:
    """A cell's code without what is read as words (strings, comments) or as layout."""
    layout = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    tokens = [
        "'…'" if token.type == tokenize.STRING else token.string
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type not in layout
    ]
    # A longer string may split a call over lines, and the formatter then adds a last comma.
    closing = (")", "]", "}")
    return [
        t
        for t, after in zip(tokens, [*tokens[1:], ""], strict=True)
        if not (t == "," and after in closing)
    ]


def numbers(cell: nbformat.NotebookNode, language: str) -> set[str]:
    """The numbers a cell's outputs show, each as English writes it without thousands (1000000,
    0.4214), whether the language wrote "1,000,000" and "0.4214" or "1 000 000" and "0,4214";
    a set, since a sentence in another language may name a number once where English did twice."""
    texts = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if WIDGET in data:  # a live widget shows its own page; its text is a Python repr
            continue
        texts.append("".join(output.get("text", "")))
        texts.append("".join(data.get("text/plain", "")))
    text = "\n".join(texts)
    thousands, decimal = THOUSANDS_SEPARATOR[language], DECIMAL_SIGN[language]
    text = re.sub(rf"(?<=\d){re.escape(thousands)}(?=\d{{3}}(?!\d))", "", text)
    return {n.replace(decimal, ".") for n in NUMBER.findall(text)}


def paired_cells(translation: Path) -> list[tuple[nbformat.NotebookNode, nbformat.NotebookNode]]:
    """Each English code cell with the translation's cell at its place."""
    english = [c for c in nbformat.read(original(translation), 4).cells if c.cell_type == "code"]
    own = [
        c
        for c in nbformat.read(translation, 4).cells
        if c.cell_type == "code" or c.metadata.get(MARK) == "prose"
    ]
    assert len(own) == len(english), (
        f"{translation.name}: {len(own)} code cells, not {len(english)}"
    )
    return list(zip(english, own, strict=True))


@pytest.mark.parametrize(
    "lesson", TRANSLATIONS, ids=[str(p.relative_to(p.parents[1])) for p in TRANSLATIONS]
)
def test_a_translation_translates_an_english_lesson_and_speaks_its_language_from_the_start(
    lesson: Path,
) -> None:
    assert original(lesson).is_file()
    first = next(c for c in nbformat.read(lesson, 4).cells if c.cell_type == "code")
    assert SET_LANGUAGE.findall(first.source) == [language_of(lesson)]


@pytest.mark.parametrize(
    "lesson", TRANSLATIONS, ids=[str(p.relative_to(p.parents[1])) for p in TRANSLATIONS]
)
def test_a_translation_runs_the_english_code_and_prints_the_same_numbers(lesson: Path) -> None:
    for english, own in paired_cells(lesson):
        if own.cell_type == "markdown":
            continue
        if own.metadata.get(MARK) != "words":
            assert code_aside_from_words(SET_LANGUAGE.sub("", own.source)) == code_aside_from_words(
                english.source
            ), f"{lesson.name}: this cell is not the English one's code:\n{own.source}"
        if "nbval-ignore-output" in english.metadata.get("tags", []):
            continue  # a time measured, which no two runs share
        assert numbers(own, language_of(lesson)) == numbers(english, "en"), (
            f"{lesson.name}: other numbers in\n{own.source}"
        )
