"""The start page, its pictures and the README's launch links, all made from one list of games.

``python -m tools.start_page`` (``make start-page``) writes

* ``notebooks/index.ipynb``: every game with a picture of a seeded table, a line saying what it
  is, and links to its play notebook and its tutorials; then every tutorial, and a deal code
  to try;
* ``notebooks/pictures/<game>.svg``: those pictures, drawn by the package itself, so they are
  true to the game and show without a kernel (JupyterLab, Notebook, GitHub, nbviewer);
* the Binder badge and the table of launch links in README.md (between ``<!-- launch-... -->``
  markers), one row per notebook and tutorial, derived from the one repository address in
  pyproject.toml (``[tool.cardwidgets] Source``).

``--check`` writes nothing and fails if any of them is out of date (the tests run it).

The games are the registry's: every game that declares a ``showcase`` in its ``GameInfo``, in
the places they declare. Adding one is its declaration, then ``make start-page``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import nbformat
import numpy as np

from cardwidgets import deal_code, make
from cardwidgets.agents import default_agent
from cardwidgets.engine.play import step
from cardwidgets.engine.registry import game_class, game_names
from cardwidgets.render import state_svg

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
TUTORIALS = ROOT / "tutorials"
PICTURES = NOTEBOOKS / "pictures"
START_PAGE = NOTEBOOKS / "index.ipynb"
README = ROOT / "README.md"
PYPROJECT = ROOT / "pyproject.toml"
#: The Binder launch of the default branch (HEAD: whatever the repository calls it).
BINDER_REF = "HEAD"
BINDER_BADGE = "https://mybinder.org/badge_logo.svg"


@dataclass(frozen=True)
class Showcase:
    """A game on the start page: the registered name, one line about it, and the seeded table
    its picture shows (``steps`` events into the game, played by the game's bots, every card
    shown), all as the game declares them. Its tutorials are ``tutorials/<name>_*.ipynb``, for
    its name or an alias."""

    game: str
    line: str
    seed: int
    steps: int

    @property
    def notebook(self) -> Path:
        return NOTEBOOKS / f"{self.game}.ipynb"

    @property
    def picture(self) -> Path:
        return PICTURES / f"{self.game}.svg"

    def lessons(self) -> list[Path]:
        """The game's tutorials, the rules first."""
        names = (self.game, *game_class(self.game).aliases)
        found = {lesson for name in names for lesson in TUTORIALS.glob(f"{name}_*.ipynb")}
        return sorted(found, key=lambda lesson: ("rules" not in lesson.stem, lesson.name))


def showcased_games() -> list[Showcase]:
    """The registered games that ask for a place on the start page, in their places."""
    shown = []
    for name in game_names():
        showcase = game_class(name).info.showcase
        if showcase is not None:
            shown.append(
                (showcase.place, Showcase(name, showcase.line, showcase.seed, showcase.steps))
            )
    return [game for _, game in sorted(shown, key=lambda placed: placed[0])]


#: The games on the start page, in its order.
GAMES: tuple[Showcase, ...] = tuple(showcased_games())

#: Notebooks for every game at once, on the start page after the games: (file, one line).
EXPERIMENTS: tuple[tuple[Path, str], ...] = (
    (
        NOTEBOOKS / "tournament.ipynb",
        "pit random, rule-of-thumb and Monte Carlo bots against each other, with win rates, "
        "confidence intervals and a plot.",
    ),
)


# ---------------------------------------------------------------------- pictures
def picture(showcase: Showcase) -> str:
    """The seeded table ``steps`` events in, every card shown, as an SVG file's text."""
    game = make(showcase.game)
    state = game.new_state(showcase.seed)
    agents = [default_agent(game.name) for _ in range(game.num_players)]
    rng = np.random.default_rng(showcase.seed)
    for _ in range(showcase.steps):
        if state.is_terminal:
            break
        step(state, agents, rng)
    return state_svg(state, None) + "\n"


# ---------------------------------------------------------------------- the start page
def title(notebook: Path) -> str:
    """A notebook's first level-one heading, or its file name."""
    content = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in content["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return notebook.stem


def link(notebook: Path) -> str:
    """A Markdown link from the start page to ``notebook`` (JupyterLab opens it in a tab)."""
    return f"[{title(notebook)}]({Path(os.path.relpath(notebook, NOTEBOOKS)).as_posix()})"


def tutorials() -> list[Path]:
    return sorted(TUTORIALS.glob("*.ipynb"))


def start_page_cells() -> list[tuple[str, str]]:
    """The start page as (cell type, source) pairs."""
    example = deal_code("half_and_half", seed=42)
    cells = [
        (
            "markdown",
            "# cardwidgets: start here\n\n"
            "Card games to learn step by step, and the probability behind them. Pick a game: "
            "its **play** notebook deals a table where you play against bots (or watch them, "
            "or pass and play with a friend); its **lessons** teach the rules and the odds. In "
            "a notebook, choose *Run ▸ Run All Cells* and the tables come to life.",
        )
    ]
    for showcase in GAMES:
        game = make(showcase.game)
        lessons = " · ".join(link(lesson) for lesson in showcase.lessons()) or "coming soon"
        cells.append(
            (
                "markdown",
                f"## {game.title}\n\n"
                f"![{game.title}: a seeded table, every card shown]"
                f"(pictures/{showcase.picture.name})\n\n"
                f"{showcase.line}\n\n"
                f"**Play:** [{showcase.notebook.name}]({showcase.notebook.name}) · "
                f"**Lessons:** {lessons}",
            )
        )
    cells.append(
        (
            "markdown",
            "## Experiments with every game\n\n"
            + "\n".join(f"- {link(notebook)}: {line}" for notebook, line in EXPERIMENTS),
        )
    )
    cells.append(
        (
            "markdown",
            "## Every lesson\n\n"
            + "\n".join(f"- {link(lesson)}" for lesson in tutorials())
            + "\n\nThe lessons on a deal's probability need only the deck, so some come before "
            "their game's table.",
        )
    )
    cells.append(
        (
            "markdown",
            "## In class: one deal for everyone\n\n"
            "A teacher makes a **deal code** (a game, its rules and a seed) and writes it on the "
            "board; every student who opens it gets the same cards. The code ignores case and "
            "dashes, and a mistyped one is refused with an error instead of dealing other cards. "
            "A table shows its own code, and its *New deal* field takes one too.",
        )
    )
    cells.append(
        (
            "code",
            "import cardwidgets\n\n"
            "# The teacher: a code to share, for a game, its rules and a seed.\n"
            'code = cardwidgets.deal_code("half_and_half", seed=42)\n'
            "print(code)\n\n"
            "# A student: the code from the board.\n"
            f'table = cardwidgets.play("{example}")\n'
            "table",
        )
    )
    return cells


def start_page() -> str:
    notebook = nbformat.v4.new_notebook()
    for number, (kind, source) in enumerate(start_page_cells()):
        make_cell = nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
        notebook.cells.append(make_cell(source, id=f"start-{number}"))
    notebook.metadata = kernel_metadata()
    return nbformat.writes(notebook) + "\n"


def kernel_metadata() -> dict[str, object]:
    """The kernelspec and language_info that JupyterLab writes into a notebook once its kernel
    (ipykernel) starts: stored as they are, opening the page changes nothing, so closing it
    does not ask to save. language_info names this Python's version, as JupyterLab does."""
    from ipykernel.ipkernel import IPythonKernel
    from ipykernel.kernelspec import KERNEL_NAME, get_kernel_dict

    spec = get_kernel_dict()
    return {
        "kernelspec": {
            "display_name": spec["display_name"],
            "language": spec["language"],
            "name": KERNEL_NAME,
        },
        "language_info": dict(IPythonKernel.language_info),
    }


def cells_of(text: str) -> list[tuple[str, str]]:
    """A notebook's cells as (type, source): what the start page's check compares, so running
    it in JupyterLab and saving (outputs, metadata) does not make it out of date."""
    return [(cell.cell_type, cell.source) for cell in nbformat.reads(text, as_version=4).cells]


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
    for showcase in GAMES:
        yield showcase.picture, picture(showcase)
    yield START_PAGE, start_page()
    yield README, with_regions(README.read_text(encoding="utf-8"), readme_regions())


def out_of_date() -> list[Path]:
    stale = []
    for path, text in wanted():
        if not path.exists():
            stale.append(path)
            continue
        current = path.read_text(encoding="utf-8")
        same = cells_of(current) == cells_of(text) if path == START_PAGE else current == text
        if not same:
            stale.append(path)
    return stale


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
    PICTURES.mkdir(exist_ok=True)
    for path, text in wanted():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
