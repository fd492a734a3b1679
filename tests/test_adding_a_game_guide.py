"""docs/adding-a-game.md runs as written: each of its Python blocks, in order, with only its own
imports and the names the blocks before it defined (as a newcomer pasting them into one file
would have), then the test functions its last block writes; and the game it writes is the
example package's, examples/little_whist, word for word.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from cardwidgets.testing import recording_comm
from cardwidgets.testing.golden import REGENERATE
from tests.registry_sandbox import sandbox_registry

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "adding-a-game.md"
EXAMPLE = ROOT / "examples" / "little_whist"
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.S | re.M)


def blocks(language: str) -> list[str]:
    return [
        code for kind, code in BLOCK.findall(GUIDE.read_text(encoding="utf-8")) if kind == language
    ]


def definitions(source: str) -> dict[str, str]:
    """A module's top-level classes, functions and assigned names, each with its source."""
    found = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef):
            names = [node.name]
        elif isinstance(node, ast.Assign):
            names = [target.id for target in node.targets if isinstance(target, ast.Name)]
        else:
            continue
        for name in names:
            found[name] = ast.get_source_segment(source, node) or ""
    return found


def test_every_python_block_of_the_guide_runs_with_its_own_imports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sandbox_registry(monkeypatch)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(REGENERATE, "1")  # the guide's golden test writes its first file
    defined: dict[str, Any] = {}
    with recording_comm():
        for number, code in enumerate(blocks("python"), start=1):
            namespace = {"__name__": "adding_a_game", **defined}
            where = f"{GUIDE.name}, Python block {number}"
            exec(compile(code, where, "exec", dont_inherit=True), namespace)
            defined |= {name: namespace[name] for name in definitions(code)}
        tests = [name for name in defined if name.startswith("test_")]
        assert len(tests) == 3
        for name in tests:
            defined[name]()
    assert (tmp_path / "tests" / "golden" / "little_whist.txt").is_file()


def test_the_game_the_guide_writes_is_the_example_package_word_for_word() -> None:
    guide: dict[str, str] = {}
    for code in blocks("python"):
        guide |= definitions(code)
    example = definitions((EXAMPLE / "little_whist" / "game.py").read_text(encoding="utf-8"))
    assert set(example) <= set(guide), "the guide writes every part of the example's game"
    for name, source in example.items():
        assert guide[name] == source, f"{name} differs between the guide and the example"


def test_the_guides_entry_point_is_the_example_packages() -> None:
    (entry_point,) = blocks("toml")
    assert entry_point in (EXAMPLE / "pyproject.toml").read_text(encoding="utf-8")
