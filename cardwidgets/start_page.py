"""A start page for a folder of notebooks: every game with a picture of a seeded table, a line
saying what it is, and how to play it; then the lessons, and a deal code to try. ``cardwidgets
start-page DIR`` writes it for every game that declares a ``showcase``, and a game without a play
notebook gets its rules and a cell that deals its table, so no link leads nowhere; what is
written where: :doc:`/docs/design/package`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from cardwidgets.agents import default_agent
from cardwidgets.engine.deal_codes import deal_code
from cardwidgets.engine.play import step
from cardwidgets.engine.registry import game_class, game_names, make
from cardwidgets.render import state_svg

#: The start page's file name in its folder, and its pictures' folder.
INDEX = "index.ipynb"
PICTURES = "pictures"


@dataclass(frozen=True)
class PageGame:
    """A game on a start page in ``folder``: the registered name, one line about it, and the
    seeded table its picture shows (``steps`` events into the game, played by the game's bots,
    every card shown), all as the game declares them. Its lessons are ``<name>_*.ipynb`` in
    ``lessons``, for its name or an alias."""

    game: str
    line: str
    seed: int
    steps: int
    folder: Path
    lessons_folder: Path | None = None

    @property
    def notebook(self) -> Path:
        return self.folder / f"{self.game}.ipynb"

    @property
    def picture(self) -> Path:
        return self.folder / PICTURES / f"{self.game}.svg"

    def lessons(self) -> list[Path]:
        """The game's lessons, the rules first."""
        if self.lessons_folder is None:
            return []
        names = (self.game, *game_class(self.game).aliases)
        found = {path for name in names for path in self.lessons_folder.glob(f"{name}_*.ipynb")}
        return sorted(found, key=lambda lesson: ("rules" not in lesson.stem, lesson.name))


def showcased_games(folder: Path, lessons: Path | None = None) -> list[PageGame]:
    """The registered games that ask for a place on the start page, in their places."""
    shown = []
    for name in game_names():
        showcase = game_class(name).info.showcase
        if showcase is not None:
            placed = PageGame(name, showcase.line, showcase.seed, showcase.steps, folder, lessons)
            shown.append((showcase.place, placed))
    return [game for _, game in sorted(shown, key=lambda place: place[0])]


def picture(shown: PageGame) -> str:
    """The seeded table ``steps`` events in, every card shown, as an SVG file's text."""
    game = make(shown.game)
    state = game.new_state(shown.seed)
    agents = [default_agent(game.name) for _ in range(game.num_players)]
    rng = np.random.default_rng(shown.seed)
    for _ in range(shown.steps):
        if state.is_terminal:
            break
        step(state, agents, rng)
    return ascii_only(state_svg(state, None)) + "\n"


def ascii_only(markup: str) -> str:
    """``markup`` with every character beyond ASCII written as a character reference (``♠`` as
    ``&#9824;``): the same picture, which a browser's ``btoa`` (JupyterLite's way of showing an
    SVG file) can encode, as it cannot a character beyond Latin-1."""
    return markup.encode("ascii", "xmlcharrefreplace").decode("ascii")


def title(notebook: Path) -> str:
    """A notebook's first level-one heading, or its file name."""
    content = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in content["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return notebook.stem


def link(notebook: Path, folder: Path) -> str:
    """A Markdown link from the start page in ``folder`` to ``notebook`` (a tab in JupyterLab)."""
    return f"[{title(notebook)}]({Path(os.path.relpath(notebook, folder)).as_posix()})"


def lessons_in(folder: Path | None) -> list[Path]:
    return sorted(folder.glob("*.ipynb")) if folder is not None else []


def game_cells(shown: PageGame) -> list[tuple[str, str]]:
    """A game's part of the page: its picture and line, then its play notebook and lessons
    where the folder has them; else its rules, and a cell that deals its table."""
    game = make(shown.game)
    head = (
        f"## {game.title}\n\n"
        f"![{game.title}: a seeded table, every card shown]({PICTURES}/{shown.picture.name})\n\n"
        f"{shown.line}\n\n"
    )
    lessons = " · ".join(link(lesson, shown.folder) for lesson in shown.lessons())
    if shown.notebook.exists():
        play = f"**Play:** [{shown.notebook.name}]({shown.notebook.name})"
        return [("markdown", head + f"{play} · **Lessons:** {lessons or 'coming soon'}")]
    rules = game.rules_summary() or "Its table says what may be played at every turn."
    extra = f"\n\n**Lessons:** {lessons}" if lessons else ""
    return [
        ("markdown", f"{head}**Rules:** {rules}\n\n**Play:** run the cell below.{extra}"),
        ("code", f"import cardwidgets\n\ncardwidgets.play({shown.game!r})"),
    ]


def start_page_cells(
    games: Sequence[PageGame],
    lessons: Path | None = None,
    experiments: Sequence[tuple[Path, str]] = (),
) -> list[tuple[str, str]]:
    """The start page as (cell type, source) pairs; ``experiments`` are notebooks for every
    game at once, each with one line, listed after the games. The deal code to try is the
    first game's (the simplest)."""
    first = games[0].game
    example = deal_code(first, seed=42)
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
    for shown in games:
        cells += game_cells(shown)
    folder = games[0].folder
    if experiments:
        lines = [f"- {link(notebook, folder)}: {line}" for notebook, line in experiments]
        cells.append(("markdown", "## Experiments with every game\n\n" + "\n".join(lines)))
    every = lessons_in(lessons)
    if every:
        cells.append(
            (
                "markdown",
                "## Every lesson\n\n"
                + "\n".join(f"- {link(lesson, folder)}" for lesson in every)
                + "\n\nThe lessons on a deal's probability need only the deck, so some come "
                "before their game's table.",
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
            f'code = cardwidgets.deal_code("{first}", seed=42)\n'
            "print(code)\n\n"
            "# A student: the code from the board.\n"
            f'table = cardwidgets.play("{example}")\n'
            "table",
        )
    )
    return cells


def notebook_text(cells: Sequence[tuple[str, str]]) -> str:
    """The start page's file: the cells, numbered, and the metadata of a started kernel."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    for number, (kind, source) in enumerate(cells):
        make_cell = nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
        notebook.cells.append(make_cell(source, id=f"start-{number}"))
    notebook.metadata = kernel_metadata()
    return str(nbformat.writes(notebook)) + "\n"


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
    import nbformat

    return [(cell.cell_type, cell.source) for cell in nbformat.reads(text, as_version=4).cells]


def wanted_files(
    folder: Path,
    lessons: Path | None = None,
    experiments: Sequence[tuple[Path, str]] = (),
) -> Iterator[tuple[Path, str]]:
    """Every file of the start page in ``folder`` and its wanted text: the pictures, the page."""
    games = showcased_games(folder, lessons)
    for shown in games:
        yield shown.picture, picture(shown)
    yield folder / INDEX, notebook_text(start_page_cells(games, lessons, experiments))


def is_current(path: Path, text: str) -> bool:
    """Whether ``path`` holds ``text`` (a notebook: the same cells, whatever its outputs)."""
    if not path.exists():
        return False
    current = path.read_text(encoding="utf-8")
    return cells_of(current) == cells_of(text) if path.suffix == ".ipynb" else current == text


def write_files(files: Iterator[tuple[Path, str]]) -> list[Path]:
    """Write each file whose text is not yet that; the files written."""
    written = []
    for path, text in files:
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def add_parser(subparsers: Any) -> None:
    """``cardwidgets start-page DIR [--lessons DIR] [--check]``."""
    parser = subparsers.add_parser("start-page", help=__doc__.splitlines()[0].rstrip(":"))
    parser.add_argument("folder", type=Path, help="where index.ipynb and pictures/ go")
    parser.add_argument("--lessons", type=Path, help="a folder of lesson notebooks to link")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if stale")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    files = wanted_files(args.folder, args.lessons)
    if args.check:
        stale = [path for path, text in files if not is_current(path, text)]
        for path in stale:
            print(f"out of date: {path}", file=sys.stderr)
        return 1 if stale else 0
    for path in write_files(files):
        print(f"wrote {path}")
    return 0
