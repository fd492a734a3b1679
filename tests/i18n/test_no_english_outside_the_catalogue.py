"""No English sentence a person reads is left outside the catalogue in the modules translated:
every string literal that reads as words goes through a translation function (``_``,
``lazy``, ...), unless it is a docstring, an assertion's note, or one of the allowed kinds of
text below (what a developer reads, not a player)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cardwidgets

PACKAGE = Path(cardwidgets.__file__).parent
#: The modules whose words are translated: the games' rules, logs, reminders, reasons, tables,
#: bots and odds panels (their exercises and guides are next), the lesson helpers, the table's
#: session and page (its fixed words, sent to the front end), the analysis and its reviews, the
#: bots' levels, and the cards' faces and the table's picture.
TRANSLATED = [
    *(f"games/half_and_half/{module}.py" for module in ("game", "rules", "state", "view")),
    *(
        f"games/call_deuces/{module}.py"
        for module in (
            "auction",
            "bots",
            "game",
            "inferences",
            "rules",
            "scoring",
            "state",
            "table",
            "trick_play",
            "view",
        )
    ),
    *(
        f"games/take_two/{module}.py"
        for module in (
            "betting",
            "bots",
            "game",
            "observation",
            "rules",
            "scoring",
            "state",
            "table",
            "taking",
            "view",
        )
    ),
    *(
        f"games/{game}/odds.py"
        for game in ("half_and_half", "call_deuces", "take_two", "tennessee_for_two")
    ),
    *(
        f"games/tennessee_for_two/{module}.py"
        for module in (
            "auction",
            "bots",
            "game",
            "inferences",
            "observation",
            "rules",
            "scoring",
            "state",
            "table",
            "trick_play",
            "view",
        )
    ),
    "agents/random_agent.py",
    "agents/learner.py",
    "agents/levels.py",
    *(f"analysis/{module}.py" for module in ("positions", "reviews", "weighing")),
    "probability/odds.py",
    "probability/plots.py",
    "lessons/numbers.py",
    "lessons/prediction.py",
    "lessons/exercises.py",
    "i18n/words.py",
    *(
        f"widgets/session/{module}.py"
        for module in ("base", "deals", "page", "requests", "seats", "table_session", "timeline")
    ),
    "widgets/page_words.py",
    "widgets/payloads.py",
    "widgets/analysis_panel.py",
    "widgets/table.py",
    "render/layout.py",
    "render/cards.py",
    "render/picture.py",
]
TRANSLATING = {"_", "N_", "NP_", "lazy", "lazy_n", "lazy_p", "ngettext", "pgettext", "npgettext"}
#: Calls whose text is for developers or is not yet translated, by design:
#: - ``Showcase``: the start page's line, written in English with the start page;
#: - the errors a developer meets (bad records, bad exercises, bad predict() calls, a level
#:   or score the table never keeps);
#: - ``Fact`` and ``Zone``: the names of a tensor's facts and of the zones, identifiers;
#: - ``TypeError``, ``ValueError`` and ``KeyError``: a programmer's mistake (a bot handed another
#:   game's observation, a review asked for a negative threshold, a move that was not weighed);
#: - ``legend``: matplotlib's names of where a plot's legend goes ("lower right").
ALLOWED_CALLS = {
    "Showcase",
    "ExerciseError",
    "PredictionError",
    "LearnerError",
    "GameInfo",
    "Fact",
    "Zone",
    "TypeError",
    "ValueError",
    "KeyError",
    "legend",
}
#: Functions whose text is for developers: a record's chance events, the game's checks.
ALLOWED_FUNCTIONS = {"_chance_problem", "check_invariants", "__repr__", "__post_init__"}
WORDS = re.compile(r"[A-Za-z]{3,}(?:'s)?\s+[A-Za-z]+")
TAGS = re.compile(r"<[^>]*>")
#: Markup a drawing or a notebook's table is written in (an element or an attribute begun in
#: one literal and finished in the next): its words are SVG's and CSS's, not a person's.
MARKUP = re.compile(r"<[A-Za-z!/]|[A-Za-z-]+='")


def _is_docstring(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    parent = parents.get(node)
    return isinstance(parent, ast.Expr) and isinstance(
        parents.get(parent), ast.Module | ast.ClassDef | ast.FunctionDef
    )


def _is_key(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """A dictionary's key, or what a subscript is indexed by: the names of the numbers behind an
    odds panel (``OddsPanel.numbers``), read by a program, not a person."""
    child, parent = node, parents.get(node)
    while isinstance(parent, ast.JoinedStr | ast.FormattedValue):
        child, parent = parent, parents.get(parent)
    if isinstance(parent, ast.Dict):
        return child in parent.keys
    if isinstance(parent, ast.DictComp):
        return child is parent.key
    return isinstance(parent, ast.Subscript) and child is parent.slice


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def untranslated(source: str) -> list[tuple[int, str]]:
    """The English-looking string literals of ``source`` outside the translation functions."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if not WORDS.search(TAGS.sub("", node.value)) or _is_docstring(node, parents):
            continue
        if MARKUP.search(node.value) or _is_key(node, parents):
            continue
        ancestor: ast.AST | None = node
        allowed = False
        while ancestor is not None:
            if (
                isinstance(ancestor, ast.Call)
                and _call_name(ancestor) in TRANSLATING | ALLOWED_CALLS
            ):
                allowed = True
            if isinstance(ancestor, ast.Assert):
                allowed = True
            if isinstance(ancestor, ast.FunctionDef) and ancestor.name in ALLOWED_FUNCTIONS:
                allowed = True
            ancestor = parents.get(ancestor)
        if not allowed:
            found.append((node.lineno, node.value))
    return found


@pytest.mark.parametrize("module", TRANSLATED)
def test_every_sentence_of_a_translated_module_goes_through_the_catalogue(module):
    found = untranslated((PACKAGE / module).read_text(encoding="utf-8"))
    assert not found, "\n".join(f"{module}:{line}: {text!r}" for line, text in found)


def test_the_scan_finds_an_english_log_line_left_unwrapped():
    source = 'def _bid(self):\n    return self.entry(seat, f"{name} passes the turn.")\n'
    assert untranslated(source) == [(2, " passes the turn.")]
    assert untranslated('lazy("{name} passes the turn.", name=name)') == []


def test_the_scan_leaves_markup_and_the_names_of_numbers_alone():
    assert untranslated("svg = f\"<text class='{css}' x='{x}'>{label}</text>\"") == []
    assert untranslated('numbers = {"first wins": 0.5}\nnumbers[f"{name} holds a trump"] = 1') == []
    assert untranslated('lines = {"S": "first wins"}') == [(1, "first wins")]


def translated_inside_an_f_string(source: str) -> list[tuple[int, str]]:
    """The texts handed to a translation function inside an f-string's braces: Babel's
    extractor does not look there, so such a text never reaches the catalogue and stays
    English in every language."""
    return [
        (node.lineno, value.value.args[0].value)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.JoinedStr)
        for value in node.values
        if isinstance(value, ast.FormattedValue)
        and isinstance(value.value, ast.Call)
        and _call_name(value.value) in TRANSLATING
        and value.value.args
        and isinstance(value.value.args[0], ast.Constant)
    ]


def test_no_text_to_translate_is_written_inside_an_f_string():
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {text!r}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, text in translated_inside_an_f_string(path.read_text(encoding="utf-8"))
    ]
    assert not found, "\n".join(found)


def test_the_scan_finds_a_text_to_translate_inside_an_f_string():
    assert translated_inside_an_f_string("html = f\"<b>{_('Predict.')}</b> {question}\"") == [
        (1, "Predict.")
    ]
    assert translated_inside_an_f_string('html = f"<b>{_(TITLE)}</b>"') == []
