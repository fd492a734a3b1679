"""The front end ships with the package, self-contained, themed, and with prefixed classes."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from cardwidgets.render.table import TABLE_CSS, drawing_css, table_svg
from cardwidgets.render.view import Pile, SeatView, TableView
from cardwidgets.render.wire import STATIC
from cardwidgets.static.bundle import (
    TABLE_FOLDER,
    TABLE_PARTS,
    TS_CHECK,
    table_module,
)
from cardwidgets.widgets import TableWidget

SCRIPT = table_module()
STYLE = (STATIC / "table.css").read_text(encoding="utf-8")
DRAWING_END = "/* drawing: end */"


def test_the_widget_sends_its_parts_joined_and_its_one_style_sheet_from_the_package_file():
    """The style sheet a file, which anywidget reloads when it changes; the module a string,
    since the parts are joined (a module sent as text cannot import its neighbours)."""
    assert TableWidget._esm == SCRIPT
    assert str(TableWidget._css) == STYLE


def test_the_static_picture_embeds_the_drawing_part_of_the_same_style_sheet():
    view = TableView("A game", "Play", "Play a card.", (SeatView(0, "North", (Pile("hand"),)),))
    assert f"<style>{TABLE_CSS}</style>" in table_svg(view)
    assert drawing_css(STYLE) == TABLE_CSS
    assert TABLE_CSS.startswith(".cw-palette{--cw-ink:var(--jp-ui-font-color1,")
    assert "/*" not in TABLE_CSS, "no comments"
    assert "\n" not in TABLE_CSS, "one line"
    assert ".cw-widget" not in TABLE_CSS, "the widget's own rules stay out of the picture"


def test_a_style_sheet_without_the_drawing_marks_is_refused():
    with pytest.raises(ValueError, match=r"lacks the marks .* around the drawing"):
        drawing_css(".cw-table-bg { fill: white; }")


def test_the_module_is_type_checked_and_needs_nothing_from_the_network():
    assert SCRIPT.startswith(TS_CHECK)
    assert all(
        (TABLE_FOLDER / name).read_text(encoding="utf-8").startswith(TS_CHECK)
        for name in TABLE_PARTS
    )
    assert not re.search(r"^\s*import\b|\bimport\(", SCRIPT, re.MULTILINE)
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", SCRIPT)
    assert not re.search(r"\b(fetch|XMLHttpRequest|WebSocket|eval|innerText)\b", SCRIPT)
    assert "export default { render }" in SCRIPT


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed: no JS check")
def test_node_reads_the_module_as_valid_javascript():
    checked = subprocess.run(
        ["node", "--input-type=module", "--check"],
        input=SCRIPT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 0, checked.stderr


def test_the_page_is_made_of_small_parts():
    """Each part of the page is a function of its own, none longer than about a screen."""
    lengths = {
        found.group(1): found.group(0).count("\n") + 1
        for found in re.finditer(
            r"^(?:export )?function (\w+)\(.*?^\}$", SCRIPT, flags=re.MULTILINE | re.DOTALL
        )
    }
    assert {"heading", "historyControls", "tableStage", "choiceButtons", "logPanel"} <= set(lengths)
    assert max(lengths.values()) <= 75, lengths


def test_every_class_name_starts_with_the_prefix():
    rules = re.sub(r"/\*.*?\*/", "", STYLE, flags=re.DOTALL)
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
    """The widget's rules take the theme's colours; the drawing's (also in the static picture,
    shown without a theme) fall back to fixed ones, and only its felt mixes in a green."""
    drawing, widget = STYLE.split(DRAWING_END)
    without_fallbacks = re.sub(r"var\(--jp-[\w-]+, [^)]*\)", "", drawing)
    assert not re.search(r"#[0-9a-fA-F]{3,6}\b|rgb\(", widget)
    assert "var(--jp-" not in widget, "the widget's rules take the palette (cw-palette)"
    assert "var(--cw-" in widget
    # the felt mixes in a green; a card you may not play lies under a grey shade
    assert re.findall(r"#[0-9a-fA-F]{6}", without_fallbacks) == [
        "#2e7d32",
        "#1b5e20",
        "#1b5e20",
        "#6f6f6f",
    ]


def test_every_theme_variable_has_a_fallback_for_pages_without_jupyterlab():
    """VS Code, Colab and a plain page lack JupyterLab's variables: the table keeps its look,
    light by default and dark when the system asks for it."""
    assert re.findall(r"var\(--jp-[\w-]+\)", STYLE) == []
    assert "--cw-ink: var(--jp-ui-font-color1, #1f1f1f);" in STYLE
    assert "@media (prefers-color-scheme: dark)" in STYLE


def test_the_table_is_built_from_text_never_from_markup_sent_each_step():
    """Only the deck's faces, drawn by Python from constants, are inserted as markup."""
    assert re.findall(r"(\w+)\.innerHTML = ", SCRIPT) == ["defs"]
