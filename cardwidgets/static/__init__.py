"""The browser side of the package, which the render side, the widgets and the lessons all send
to a page: the table's front end (its parts in ``table/``, joined by
:mod:`~cardwidgets.static.bundle`, and ``table.css``), the replay file's stand-in for a kernel
(``replay.js``), the prediction widget's (``prediction.js``, ``prediction.css``), and the wire
format both sides follow (``wire.json``, read by :mod:`cardwidgets.render.wire`)."""

from __future__ import annotations

from pathlib import Path
from typing import Final

#: This folder, where every part that sends a file to a page reads it.
STATIC: Final = Path(__file__).parent
