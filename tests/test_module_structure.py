"""Modules of one job: no import circle in the package, an engine that imports nothing built on
it, no module longer than a reader can hold (about 500 lines), and module docstrings of one
paragraph, the reasoning behind a module being in the docs (docs/design/). All read the source
as text (its syntax tree), running nothing.

An import counts wherever it stands, inside a function too (a lazy import is still a dependency),
except under ``if TYPE_CHECKING:``, which names a type for the checker and never runs. Importing
a submodule counts as an import of that submodule only, not of the packages above it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardwidgets"
MAX_LINES: Final = 500

#: Modules still longer than MAX_LINES, each with why it is not split yet (the lead sees these).
LONG_MODULES: Final[dict[str, str]] = {}

#: Modules whose docstring still runs to more than one paragraph, each with why (the lead sees
#: these): take a module off when its docstring is cut to one.
LONG_DOCSTRINGS: Final[dict[str, str]] = {}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: Final = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``."""
    return {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING")
        for inner in ast.walk(node)
    }


def _imported(name: str) -> str | None:
    """The package module an imported name lives in (a module, or a name in one), if any."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    """The package's modules that ``module`` imports, at run time."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    skipped = _type_checking_only(tree)
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*above, base] if base else above)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    found = {_imported(name) for name in names}
    return {name for name in found if name is not None and name != module}


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = {stack.pop()}
            while module not in group:
                group.add(stack.pop())
            if len(group) > 1:
                found.append(frozenset(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def _described(circle: frozenset[str], graph: dict[str, set[str]]) -> str:
    return "; ".join(
        f"{module} imports {', '.join(sorted(graph[module] & circle))}" for module in sorted(circle)
    )


def test_no_module_of_the_package_imports_itself_round_a_circle() -> None:
    graph = {module: imports_of(module) for module in MODULES}
    found = circles(graph)
    assert not found, "import circles: " + " | ".join(_described(c, graph) for c in found)


def test_the_engine_imports_nothing_of_the_package_outside_the_engine() -> None:
    """The engine knows no widget, renderer, bot or game: they are built on it. Only the words
    in the reader's language lie under it (a log line is worded when it is read)."""
    outside = {
        module: sorted(
            other for other in imports_of(module) if not (_in_engine(other) or _in_words(other))
        )
        for module in MODULES
        if _in_engine(module)
    }
    assert not {module: found for module, found in outside.items() if found}


def test_the_words_in_each_language_import_only_themselves_and_the_errors() -> None:
    """The engine words its lines with them, so they may lean on nothing the engine holds but
    the errors, a leaf."""
    outside = {
        module: sorted(
            imports_of(module) - {"cardwidgets.engine.errors"} - set(filter(_in_words, MODULES))
        )
        for module in MODULES
        if _in_words(module)
    }
    assert not {module: found for module, found in outside.items() if found}


def test_the_errors_are_a_leaf_that_imports_no_module_of_the_package() -> None:
    """Every module may raise the project's errors, so they import nothing of it."""
    assert imports_of("cardwidgets.engine.errors") == set()


def _in_engine(module: str) -> bool:
    return module == "cardwidgets.engine" or module.startswith("cardwidgets.engine.")


def _in_words(module: str) -> bool:
    return module == "cardwidgets.i18n" or module.startswith("cardwidgets.i18n.")


def test_the_circle_finder_finds_a_circle_through_a_lazy_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [frozenset({"a", "b", "c"})]


def _source_files() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*")):
        if path.suffix in (".py", ".js") and "__pycache__" not in path.parts:
            yield path


def test_no_module_is_longer_than_a_reader_can_hold() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in _source_files()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    unlisted = {path: lines for path, lines in long.items() if path not in LONG_MODULES}
    assert not unlisted, f"modules over {MAX_LINES} lines: {unlisted}"


def test_the_front_end_s_files_are_measured_too() -> None:
    """The table's front end is JavaScript, a file per part: each counts as a module."""
    measured = {str(path.relative_to(ROOT)) for path in _source_files()}
    parts = {str(path.relative_to(ROOT)) for path in (PACKAGE / "static" / "table").glob("*.js")}
    assert len(parts) > 1
    assert parts | {"cardwidgets/static/replay.js"} <= measured


def test_every_listed_long_module_is_still_long() -> None:
    """A module split below the limit leaves the list."""
    for path in LONG_MODULES:
        lines = len((ROOT / path).read_text(encoding="utf-8").splitlines())
        assert lines > MAX_LINES, f"{path} has {lines} lines: take it off LONG_MODULES"


def _prose_paragraphs(docstring: str) -> list[str]:
    """A docstring's paragraphs (blocks between blank lines), its doctest examples aside: an
    example a test runs may follow the paragraph, since it shows the module at work, not why."""
    blocks = (block.strip() for block in re.split(r"\n[ \t]*\n", docstring.strip()))
    return [block for block in blocks if block and not block.startswith(">>>")]


def _module_docstrings() -> Iterator[tuple[str, str]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        if docstring is not None:
            yield str(path.relative_to(ROOT)), docstring


def test_every_module_docstring_is_one_paragraph_the_reasoning_being_in_the_docs() -> None:
    """What the module is for and why, a few sentences; design decisions, wire formats and
    rules of thumb are explained in the docs, where the docstring links."""
    long = {
        path: len(prose)
        for path, docstring in _module_docstrings()
        if len(prose := _prose_paragraphs(docstring)) > 1
    }
    unlisted = {path: count for path, count in long.items() if path not in LONG_DOCSTRINGS}
    assert not unlisted, f"module docstrings of more than one paragraph: {unlisted}"


def test_every_listed_long_docstring_is_still_long() -> None:
    """A module whose docstring is cut to one paragraph leaves the list."""
    docstrings = dict(_module_docstrings())
    for path in LONG_DOCSTRINGS:
        assert path in docstrings, f"{path} has no docstring: take it off LONG_DOCSTRINGS"
        paragraphs = len(_prose_paragraphs(docstrings[path]))
        assert paragraphs > 1, f"{path}'s docstring is one paragraph: take it off LONG_DOCSTRINGS"


def test_a_doctest_example_after_the_paragraph_is_not_a_paragraph_of_its_own() -> None:
    docstring = "What it is for.\n\n>>> 1 + 1\n2\n\n>>> 2 * 2\n4\n"
    assert _prose_paragraphs(docstring) == ["What it is for."]
    assert len(_prose_paragraphs("What it is for.\n\nWhy it is so.\n")) == 2
