"""The repository's start page, its pictures and the README's launch links, all made from one
list of games.

``python -m tools.start_page`` (``make start-page``) writes

* ``notebooks/index.ipynb`` and ``notebooks/pictures/<game>.svg``, through the package's own
  generator (:mod:`cardwidgets.start_page`, also ``cardwidgets start-page DIR`` for a folder of
  one's own), with the repository's tutorials and experiments;
* the Binder badge and the table of launch links in README.md (between ``<!-- launch-... -->``
  markers), one row per notebook and tutorial, derived from the one repository address in
  pyproject.toml (``[tool.cardwidgets] Source``).

``--check`` writes nothing and fails if any of them is out of date (the tests run it).

The games are the registry's: every game that declares a ``showcase`` in its ``GameInfo``, in
the places they declare. Adding one is its declaration, then ``make start-page``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from cardwidgets.start_page import (
    INDEX,
    PICTURES,
    PageGame,
    is_current,
    kernel_metadata,
    lessons_in,
    notebook_text,
    showcased_games,
    start_page_cells,
    title,
    wanted_files,
    write_files,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
TUTORIALS = ROOT / "tutorials"
START_PAGE = NOTEBOOKS / INDEX
README = ROOT / "README.md"
PYPROJECT = ROOT / "pyproject.toml"
#: The Binder launch of the default branch (HEAD: whatever the repository calls it).
BINDER_REF = "HEAD"
BINDER_BADGE = "https://mybinder.org/badge_logo.svg"

#: The games on the start page, in its order.
GAMES: tuple[PageGame, ...] = tuple(showcased_games(NOTEBOOKS, TUTORIALS))

#: Notebooks for every game at once, on the start page after the games: (file, one line).
EXPERIMENTS: tuple[tuple[Path, str], ...] = (
    (
        NOTEBOOKS / "tournament.ipynb",
        "pit random, rule-of-thumb and Monte Carlo bots against each other, with win rates, "
        "confidence intervals and a plot.",
    ),
)

__all__ = ["EXPERIMENTS", "GAMES", "NOTEBOOKS", "README", "ROOT", "START_PAGE", "TUTORIALS"]
__all__ += ["kernel_metadata", "main", "out_of_date", "start_page"]


def start_page() -> str:
    """The repository's start page file, as written."""
    return notebook_text(start_page_cells(GAMES, TUTORIALS, EXPERIMENTS))


def tutorials() -> list[Path]:
    return lessons_in(TUTORIALS)


# ---------------------------------------------------------------------- README launch links
def repository() -> str:
    """The GitHub owner/name from pyproject.toml's ``[tool.cardwidgets] Source`` address."""
    text = PYPROJECT.read_text(encoding="utf-8")
    found = re.search(r'^Source\s*=\s*"https://github\.com/([\w.-]+/[\w.-]+?)/?"', text, re.M)
    if not found:
        raise SystemExit("pyproject.toml lacks [tool.cardwidgets] Source = 'https://github.com/…'")
    return found.group(1)


def binder_url(urlpath: str) -> str:
    return f"https://mybinder.org/v2/gh/{repository()}/{BINDER_REF}?urlpath={urlpath}"


def lab_url(notebook: Path) -> str:
    return binder_url(f"lab/tree/{notebook.relative_to(ROOT).as_posix()}")


def app_url(notebook: Path) -> str:
    return binder_url(f"voila/render/{notebook.relative_to(ROOT).as_posix()}")


def readme_regions() -> dict[str, str]:
    """The README's generated parts, by marker name."""
    badge = f"[![Launch on Binder]({BINDER_BADGE})]({lab_url(START_PAGE)})"
    plays = {showcase.notebook for showcase in GAMES}
    rows = ["| notebook | what it is | launch on Binder |", "|---|---|---|"]
    others = [notebook for notebook in sorted(NOTEBOOKS.glob("*.ipynb")) if notebook != START_PAGE]
    for notebook in [START_PAGE, *others, *tutorials()]:
        name = notebook.relative_to(ROOT).as_posix()
        launch = f"[JupyterLab]({lab_url(notebook)})"
        if notebook in plays:
            launch += f" · [app]({app_url(notebook)})"
        what = "every game, with pictures and links" if notebook == START_PAGE else title(notebook)
        rows.append(f"| `{name}` | {what} | {launch} |")
    return {"launch-badge": badge, "launch-links": "\n".join(rows)}


def with_regions(readme: str, regions: dict[str, str]) -> str:
    for name, body in regions.items():
        pattern = re.compile(rf"(<!-- {name}\b.*?-->\n).*?(<!-- /{name} -->)", re.S)
        if not pattern.search(readme):
            raise SystemExit(f"README.md lacks the markers <!-- {name} ... --> <!-- /{name} -->")
        readme = pattern.sub(
            lambda found, body=body: f"{found.group(1)}\n{body}\n\n{found.group(2)}", readme
        )
    return readme


# ---------------------------------------------------------------------- writing and checking
def wanted() -> Iterator[tuple[Path, str]]:
    """Every generated file and its wanted text."""
    yield from wanted_files(NOTEBOOKS, TUTORIALS, EXPERIMENTS)
    yield README, with_regions(README.read_text(encoding="utf-8"), readme_regions())


def out_of_date() -> list[Path]:
    return [path for path, text in wanted() if not is_current(path, text)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; fail if stale")
    check = parser.parse_args(argv).check
    if check:
        stale = out_of_date()
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}", file=sys.stderr)
        if stale:
            print("run `make start-page` to remake them", file=sys.stderr)
        return 1 if stale else 0
    (NOTEBOOKS / PICTURES).mkdir(exist_ok=True)
    for path in write_files(wanted()):
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
