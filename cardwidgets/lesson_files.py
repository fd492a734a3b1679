"""``cardwidgets lessons DIR``: copy the start page, play notebooks and lessons into a folder, for a
teacher who installed from PyPI and has no clone; where they are read from:
:doc:`/docs/design/package`."""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from pathlib import Path

from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.engine.registry import game_names

PACKAGE = Path(__file__).resolve().parent
#: The folders copied, each whole, under the names they have in the repository.
FOLDERS = ("notebooks", "tutorials")
#: The maintainers' sources of the teachers' guides: a clone has them, the wheel does not.
LEFT_OUT = ("tutorials/teachers/templates",)
#: A teacher's edition (``make teacher``) shows every answer: a clone may hold one, and it is
#: not for the students' folder (git ignores it, so the wheel never has it).
TEACHERS_EDITION = "*_teacher.html"
START_PAGE = Path("notebooks") / "index.ipynb"


class LessonsError(CardwidgetsError, OSError):
    """The lessons cannot be copied there: files in the way, or none shipped to copy."""


def source() -> Path:
    """Where the lessons are: shipped in the package, or the repository of an editable install."""
    for root in (PACKAGE / "_lessons", PACKAGE.parent):
        if all((root / folder).is_dir() for folder in FOLDERS) and (root / START_PAGE).is_file():
            return root
    raise LessonsError(
        f"No lessons found beside {PACKAGE}: this installation of cardwidgets lacks them. "
        "Reinstall it from a wheel (pip install --force-reinstall cardwidgets)."
    )


def lesson_files(root: Path) -> list[Path]:
    """Every file copied, relative to ``root``, in a stable order."""
    files = []
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            relative = path.relative_to(root)
            skipped = any(relative.is_relative_to(left_out) for left_out in LEFT_OUT) or (
                path.match(TEACHERS_EDITION) or ".ipynb_checkpoints" in relative.parts
            )
            if path.is_file() and not skipped:
                files.append(relative)
    return files


def copy_lessons(destination: Path, *, force: bool = False) -> list[Path]:
    """Copy the lessons into ``destination`` (created if need be); the files written.

    Nothing is written if any of them is already there, unless ``force``: a teacher's edited
    notebook is not overwritten by accident.
    """
    root = source()
    files = lesson_files(root)
    if destination.exists() and not destination.is_dir():
        raise LessonsError(f"{destination} is a file; name a folder to copy the lessons into.")
    existing = [relative for relative in files if (destination / relative).exists()]
    if existing and not force:
        shown = ", ".join(str(relative) for relative in existing[:3])
        more = f" and {len(existing) - 3} more" if len(existing) > 3 else ""
        raise LessonsError(
            f"{destination} already holds {shown}{more}. Choose another folder, or add --force "
            "to overwrite them with the lessons as shipped (edits in them are lost)."
        )
    for relative in files:
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / relative, target)
    return files


def a_play_notebook(destination: Path) -> Path:
    """The first registered game's play notebook in ``destination`` (each is named after its
    game), for the Voila example."""
    for name in game_names():
        notebook = destination / "notebooks" / f"{name}.ipynb"
        if notebook.is_file():
            return notebook
    return destination / "notebooks" / "<game>.ipynb"


def how_to_open(destination: Path) -> str:
    """The commands that open the copied lessons, as root too (containers, CI machines)."""
    as_root = hasattr(os, "geteuid") and os.geteuid() == 0  # Jupyter refuses root unless told
    allow_root = " --allow-root" if as_root else ""
    root_dir = shlex.quote(str(destination))
    start_page = f"/lab/tree/{START_PAGE.as_posix()}"
    return "\n".join(
        [
            "Open the start page in JupyterLab (pip install 'cardwidgets[lab]'):",
            f"  jupyter lab{allow_root} --ServerApp.root_dir={root_dir} "
            f"--LabApp.default_url={start_page}",
            "or play one game as an app, its code hidden (pip install 'cardwidgets[app]'):",
            f"  voila {shlex.quote(a_play_notebook(destination).as_posix())}",
        ]
    )


def run(args: argparse.Namespace) -> int:
    destination: Path = args.folder
    try:
        files = copy_lessons(destination, force=args.force)
    except LessonsError as error:
        print(f"cardwidgets lessons: {error}", file=sys.stderr)
        return 1
    print(f"Copied {len(files)} files (start page, play notebooks, lessons) into {destination}.")
    print(how_to_open(destination))
    return 0


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "lessons",
        help="copy the start page, play notebooks and lessons into a folder",
        description="Copy the start page (notebooks/index.ipynb), the play notebooks and the "
        "lessons (tutorials/) into FOLDER, and say how to open them.",
    )
    parser.add_argument("folder", type=Path, metavar="FOLDER", help="where to copy them")
    parser.add_argument(
        "--force", action="store_true", help="overwrite lesson files already in FOLDER"
    )
    parser.set_defaults(func=run)
