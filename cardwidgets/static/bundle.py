"""The table's front end as the one ES module the widget and the replay file send: the parts'
files in ``static/table/`` (a component each, scripts sharing one scope) joined in the order of
:data:`TABLE_PARTS`, so no build tool is needed and a string (all anywidget's ``_esm`` can take
that imports nothing) holds it."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from cardwidgets.static import STATIC

#: The folder of the table's parts.
TABLE_FOLDER: Final = STATIC / "table"
#: The table's one style sheet, the drawing's rules first (the static picture embeds those).
TABLE_STYLE: Final = STATIC / "table.css"

#: The parts in the order they are joined: the shared types, the wire and the element helpers
#: first, then the page's parts as they stand on it, and last the page that makes and places
#: them, the one file that exports.
TABLE_PARTS: Final = (
    "types.js",
    "wire.js",
    "elements.js",
    "heading.js",
    "history.js",
    "setup.js",
    "comforts.js",
    "rules.js",
    "odds.js",
    "analysis.js",
    "sheet.js",
    "save-replay.js",
    "drawing.js",
    "navigation.js",
    "motion.js",
    "stage.js",
    "cover.js",
    "choices.js",
    "status.js",
    "log.js",
    "announcer.js",
    "autoplay.js",
    "focus.js",
    "page.js",
)

#: Every part's first line: each file is type-checked on its own in an editor.
TS_CHECK: Final = "// @ts-check\n"

_IMPORT_OR_EXPORT: Final = re.compile(r"^\s*(?:import|export)\b", re.MULTILINE)


@functools.cache
def table_module() -> str:
    """The table's front end, as the widget and the replay file send it."""
    return joined_module(TABLE_FOLDER, TABLE_PARTS)


def joined_module(folder: Path, parts: Sequence[str]) -> str:
    """The ``.js`` files of ``folder`` joined as one module in the order of ``parts``, each
    under a comment naming it, the module's exports all in the last.

    Raises ValueError when the folder holds a file not listed or lacks one listed, when a
    part does not start with :data:`TS_CHECK`, or when a part other than the last imports or
    exports (one scope has no imports, and a module's exports are read in one place).
    """
    if not parts:
        raise ValueError(f"No parts listed for {folder}: list its .js files in order.")
    found = {path.name for path in folder.glob("*.js")}
    if found != set(parts) or len(parts) != len(found):
        raise ValueError(
            f"{folder} holds the parts {sorted(found)} but {list(parts)} are listed: list "
            "each of its .js files once."
        )
    pieces = [TS_CHECK]
    for number, name in enumerate(parts):
        text = (folder / name).read_text(encoding="utf-8")
        if not text.startswith(TS_CHECK):
            raise ValueError(f"{folder.name}/{name} does not start with {TS_CHECK.strip()!r}.")
        if number < len(parts) - 1 and _IMPORT_OR_EXPORT.search(text):
            raise ValueError(
                f"{folder.name}/{name} imports or exports: the parts share one scope, and only "
                f"the last ({parts[-1]}) exports."
            )
        pieces.append(f"\n// {folder.name}/{name}\n{text.removeprefix(TS_CHECK)}")
    return "".join(pieces)
