"""An example game installed as a teacher would publish it: found only through the
``cardwidgets.games`` entry point, with no edit to cardwidgets.

:func:`install_example` puts the example's folder on ``sys.path`` with a ``*.dist-info`` that
declares its entry point, as ``pip install examples/<game>`` would; the fixture that calls it
takes both away afterwards (through ``monkeypatch`` and the registry's sandbox).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardwidgets.engine import registry
from cardwidgets.testing import recording_comm
from tests.registry_sandbox import sandbox_registry

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def install_example(
    package: str, entry_point: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """``examples/<package>`` installed with ``entry_point`` (``"module:GameClass"``), widgets
    talking through a recording comm; the registry and ``sys.modules`` as they were after."""
    distribution = package.replace("_", "-")
    info = tmp_path / f"cardwidgets_{package}-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: cardwidgets-{distribution}\nVersion: 0.1.0\n"
    )
    (info / "entry_points.txt").write_text(f"[cardwidgets.games]\n{package} = {entry_point}\n")
    sandbox_registry(monkeypatch)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(EXAMPLES / package))
    registry.rediscover()
    with recording_comm():
        yield
    for name in [name for name in sys.modules if name.split(".")[0] == package]:
        del sys.modules[name]
