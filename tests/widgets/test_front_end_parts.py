"""The table's front end is a folder of small files, a component each, joined in a declared order
into the one module the widget and the replay file send."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import cardwidgets
from cardwidgets.static.bundle import (
    TABLE_FOLDER,
    TABLE_PARTS,
    TS_CHECK,
    joined_module,
    table_module,
)
from cardwidgets.widgets import TableWidget
from cardwidgets.widgets.export import replay_html


def _part(name: str) -> str:
    return (TABLE_FOLDER / name).read_text(encoding="utf-8")


def test_every_file_of_the_folder_is_a_part_listed_once():
    assert sorted(TABLE_PARTS) == sorted(path.name for path in TABLE_FOLDER.glob("*.js"))
    assert len(set(TABLE_PARTS)) == len(TABLE_PARTS)


def test_the_module_is_each_part_in_its_turn_under_its_name():
    module = table_module()
    places = [
        module.index(f"// table/{name}\n{_part(name).removeprefix(TS_CHECK)}")
        for name in TABLE_PARTS
    ]
    assert places == sorted(places)
    assert module.count("// @ts-check") == 1


def test_only_the_last_part_exports_and_none_imports():
    *scripts, page = TABLE_PARTS
    assert page == "page.js"
    assert "export default { render };" in _part(page)
    assert not [name for name in scripts if "export " in _part(name) or "import " in _part(name)]


def test_the_widget_and_the_replay_file_send_the_same_joined_module():
    assert TableWidget._esm == table_module()
    session = cardwidgets.play("take_two", seed=1)._session
    assert f'id="cw-replay-module">{table_module()}</script>' in replay_html(session, 0)


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed: no JS check")
def test_node_reads_each_part_but_the_last_as_a_script_on_its_own(tmp_path: Path):
    """A part split in the middle of a function, or a stray brace, is found in its own file."""
    check = """
const vm = require("node:vm");
const { readFileSync } = require("node:fs");
const broken = [];
for (const path of JSON.parse(readFileSync(0, "utf8"))) {
  try { new vm.Script(`"use strict";\\n${readFileSync(path, "utf8")}`, { filename: path }); }
  catch (error) { broken.push(`${path}: ${error.message}`); }
}
console.log(JSON.stringify(broken));
"""
    paths = [str(TABLE_FOLDER / name) for name in TABLE_PARTS[:-1]]
    read = subprocess.run(
        ["node", "-e", check], input=json.dumps(paths), capture_output=True, text=True, check=False
    )
    assert read.returncode == 0, read.stderr
    assert json.loads(read.stdout) == []


def _folder(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_parts_are_joined_in_the_order_listed_not_the_folder_s(tmp_path: Path):
    folder = _folder(
        tmp_path,
        {"a.js": f"{TS_CHECK}const A = 1;\n", "b.js": f"{TS_CHECK}export default {{ b: A }};\n"},
    )
    assert joined_module(folder, ("a.js", "b.js")) == (
        f"{TS_CHECK}\n// {folder.name}/a.js\nconst A = 1;\n"
        f"\n// {folder.name}/b.js\nexport default {{ b: A }};\n"
    )


@pytest.mark.parametrize(
    ("files", "parts", "error"),
    [
        ({"a.js": TS_CHECK, "b.js": TS_CHECK}, ("a.js",), r"holds the parts \['a.js', 'b.js'\]"),
        ({"a.js": TS_CHECK}, ("a.js", "b.js"), r"but \['a.js', 'b.js'\] are listed"),
        ({"a.js": TS_CHECK}, ("a.js", "a.js"), r"list each of its .js files once"),
        ({"a.js": "const A = 1;\n"}, ("a.js",), r"a.js does not start with '// @ts-check'"),
        (
            {"a.js": f"{TS_CHECK}export const A = 1;\n", "b.js": TS_CHECK},
            ("a.js", "b.js"),
            r"a.js imports or exports: .* only the last \(b.js\) exports",
        ),
        (
            {"a.js": f'{TS_CHECK}import {{ h }} from "./b.js";\n', "b.js": TS_CHECK},
            ("a.js", "b.js"),
            r"a.js imports or exports",
        ),
        ({}, (), r"No parts listed"),
    ],
)
def test_a_folder_that_is_not_its_list_of_parts_is_refused(
    tmp_path: Path, files: dict[str, str], parts: tuple[str, ...], error: str
):
    with pytest.raises(ValueError, match=error):
        joined_module(_folder(tmp_path, files), parts)
