"""Nothing in the core needs OpenSpiel or PettingZoo: with both blocked, every module but the
two adapters imports, and each adapter says which extra to install."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCKED_IMPORTS = textwrap.dedent(
    """
    import importlib, pkgutil, sys

    class Blocked:
        '''Refuses the optional extras, as on a machine without them.'''
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"pyspiel", "open_spiel", "pettingzoo", "gymnasium"}:
                raise ImportError(f"{name} is blocked")
            return None

    sys.meta_path.insert(0, Blocked())
    import cardwidgets
    adapters = {"cardwidgets.openspiel", "cardwidgets.pettingzoo"}
    for module in pkgutil.walk_packages(cardwidgets.__path__, "cardwidgets."):
        if module.name not in adapters:
            importlib.import_module(module.name)
    for name in sorted(adapters):
        try:
            importlib.import_module(name)
        except ImportError as error:
            print(error)
    """
)


def test_the_core_imports_without_the_extras_and_the_adapters_say_what_to_install():
    done = subprocess.run(
        [sys.executable, "-c", BLOCKED_IMPORTS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "cardwidgets.openspiel needs OpenSpiel: pip install 'cardwidgets[openspiel]'.",
        "cardwidgets.pettingzoo needs PettingZoo: pip install 'cardwidgets[pettingzoo]'.",
    ]
