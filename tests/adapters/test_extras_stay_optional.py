"""Nothing in the core needs OpenSpiel, PettingZoo or the class server's Starlette: with them
blocked, every module but the two adapters and the server imports, and each of those says which
extra to install."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCKED_IMPORTS = textwrap.dedent(
    """
    import importlib, pkgutil, sys

    EXTRAS = {
        "pyspiel", "open_spiel", "pettingzoo", "gymnasium", "starlette", "uvicorn", "jsonschema"
    }

    class Blocked:
        '''Refuses the optional extras, as on a machine without them.'''
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in EXTRAS:
                raise ImportError(f"{name} is blocked")
            return None

    sys.meta_path.insert(0, Blocked())
    import cardwidgets
    adapters = {
        "cardwidgets.openspiel", "cardwidgets.pettingzoo", "cardwidgets.classroom.server"
    }
    kit = "cardwidgets.testing"  # its wire check needs jsonschema (the testing extra)
    names = [module.name for module in pkgutil.walk_packages(cardwidgets.__path__, "cardwidgets.")]
    for name in names:
        if name not in adapters and not name.startswith(kit):
            importlib.import_module(name)
    for name in sorted(adapters) + [kit]:
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
        "cardwidgets.classroom.server needs Starlette: pip install 'cardwidgets[class]'.",
        "cardwidgets.openspiel needs OpenSpiel: pip install 'cardwidgets[openspiel]'.",
        "cardwidgets.pettingzoo needs PettingZoo: pip install 'cardwidgets[pettingzoo]'.",
        "cardwidgets.testing needs jsonschema: pip install 'cardwidgets[testing]'.",
    ]
