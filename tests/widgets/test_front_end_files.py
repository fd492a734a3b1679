"""The front end ships with the package, self-contained, themed, and with prefixed classes."""

from __future__ import annotations

import re
from pathlib import Path

from cardwidgets.render.table import TABLE_CSS
from cardwidgets.widgets import TableWidget

STATIC = Path(__file__).parents[2] / "cardwidgets" / "widgets" / "static"
SCRIPT = (STATIC / "table.js").read_text(encoding="utf-8")
STYLE = (STATIC / "table.css").read_text(encoding="utf-8")


def test_the_widget_loads_its_module_and_style_from_the_package():
    assert str(TableWidget._esm) == SCRIPT
    assert TableWidget._css == TABLE_CSS + "\n" + STYLE


def test_the_module_is_type_checked_and_needs_nothing_from_the_network():
    assert SCRIPT.startswith("// @ts-check\n")
    assert not re.search(r"^\s*import\b|\bimport\(", SCRIPT, re.MULTILINE)
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", SCRIPT)
    assert not re.search(r"\b(fetch|XMLHttpRequest|WebSocket|eval|innerText)\b", SCRIPT)
    assert "export default { render }" in SCRIPT


def test_every_class_name_starts_with_the_prefix():
    rules = re.sub(r"/\*.*?\*/", "", STYLE + TABLE_CSS, flags=re.DOTALL)
    css_classes = set(re.findall(r"\.(-?[A-Za-z_][\w-]*)", rules))
    js_classes = set()
    for names in re.findall(
        r"(?:h\(\"\w+\", |button\([^,]+, |classList\.\w+\(|class: )\"([^\"]*)\"", SCRIPT
    ):
        js_classes.update(names.split())
    assert js_classes, "the module names its classes"
    assert {"cw-table", "cw-pile", "cw-ring"} <= js_classes, "the drawing's classes are checked too"
    assert {name for name in css_classes | js_classes if not name.startswith("cw-")} == set()


def test_colours_come_from_the_theme():
    without_fallbacks = re.sub(r"var\(--jp-[\w-]+,[^)]*\)", "", TABLE_CSS)
    assert not re.search(r"#[0-9a-fA-F]{3,6}\b|rgb\(", STYLE)
    assert "var(--jp-" in STYLE
    assert re.findall(r"#[0-9a-fA-F]{6}", without_fallbacks) == ["#2e7d32", "#1b5e20", "#1b5e20"]


def test_the_table_is_built_from_text_never_from_markup_sent_each_step():
    """Only the deck's faces, drawn by Python from constants, are inserted as markup."""
    assert re.findall(r"(\w+)\.innerHTML = ", SCRIPT) == ["defs"]
