"""The ``cardwidgets`` command: one entry point whose subcommands each live with the code they run,
each imported only when its command runs, so ``cardwidgets --help`` stays fast and the optional
extras optional; how a subcommand plugs in: :doc:`/docs/design/package`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

#: Subcommand name -> the module holding its ``add_parser``.
SUBCOMMANDS: dict[str, str] = {
    "class": "cardwidgets.classroom.cli",
    "lessons": "cardwidgets.lesson_files",
    "start-page": "cardwidgets.start_page",
}


def build_parser() -> argparse.ArgumentParser:
    """The whole parser, every subcommand registered by its own module."""
    parser = argparse.ArgumentParser(
        prog="cardwidgets",
        description="Card games to learn in Jupyter: lessons, tables and tools.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in SUBCOMMANDS.values():
        importlib.import_module(module_name).add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one subcommand; with none, print the help and say how to get it."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 2
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
