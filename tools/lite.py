"""A static, server-free site of the notebooks (JupyterLite): ``python -m tools.lite [folder]``
(``make lite``) builds it into ``build/lite/site``.

The site is plain files: serve it with any web server (``python -m http.server -d
build/lite/site``) or a static host. It holds notebooks/ and tutorials/ as in the repository,
this package as a wheel with the wheels it needs, and the front ends of anywidget and
ipywidgets, so the tables draw. Its Python kernel is Pyodide, which the browser loads from a
public CDN at run time, so the site needs internet access; each notebook first needs ``%pip
install -q cardwidgets``.

The site keeps working after new releases: it serves the exact versions of anywidget,
ipywidgets and their pure-Python dependencies that this build's environment holds (anywidget's
front end accepts only its own minor version), and never falls back to PyPI. It leaves out the
front ends that need a Jupyter server (the Voila preview).

The build needs ``jupyterlite-core`` and ``jupyterlite-pyodide-kernel`` (the ``lite`` extra)
and ``jupyter_server``; it downloads the pure-Python wheels of the bundled versions through
pip (its cache serves them again).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from importlib.metadata import requires, version
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("notebooks", "tutorials")
#: What Pyodide's own distribution holds (its pyodide-lock.json), or the kernel's stand-ins
#: (widgetsnbextension): the site serves every other package that ``%pip install cardwidgets``
#: pulls in (anywidget, psygnal, ipywidgets, comm, jupyterlab_widgets).
FROM_PYODIDE = frozenset(
    {"numpy", "ipython", "traitlets", "typing-extensions", "widgetsnbextension"}
)
#: The front ends the site serves: the tables' (anywidget, ipywidgets) and the kernel's.
KERNEL_FRONT_END = "@jupyterlite/pyodide-kernel-extension"
FRONT_ENDS = ("anywidget", "@jupyter-widgets/jupyterlab-manager", KERNEL_FRONT_END)


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", *args, "--quiet"], check=True)


def bundled() -> list[str]:
    """Every package that cardwidgets needs, directly or not, and Pyodide does not bring."""
    found: set[str] = set()
    todo = ["cardwidgets"]
    while todo:
        for line in requires(todo.pop()) or []:
            requirement = Requirement(line)
            if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
                continue  # an extra's, or another platform's
            name = canonicalize_name(requirement.name)
            if name not in found | FROM_PYODIDE:
                found.add(name)
                todo.append(name)
    return sorted(found)


def wheels(folder: Path) -> list[Path]:
    """Our wheel, and the pure-Python wheels of :func:`bundled` at this environment's versions."""
    pip("wheel", "--no-deps", "-w", str(folder), str(ROOT))
    pinned = [f"{name}=={version(name)}" for name in bundled()]
    pure = ["--only-binary=:all:", "--platform=any", "--implementation=py", "--abi=none"]
    pip("download", "--no-deps", *pure, "-d", str(folder), *pinned)
    return sorted(folder.glob("*.whl"))


def config(served: list[Path]) -> dict[str, object]:
    """``jupyter_lite_config.json``: the wheels, and only :data:`FRONT_ENDS` of this
    environment's front ends."""
    installed = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    return {
        "LiteBuildConfig": {
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(installed / name) for name in FRONT_ENDS],
        },
        "PipliteAddon": {"piplite_urls": [str(wheel) for wheel in served]},
    }


def site_settings() -> dict[str, object]:
    """``jupyter-lite.json``: the kernel installs from the site's own wheels, never from PyPI."""
    kernel = {"disablePyPIFallback": True}
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"litePluginSettings": {f"{KERNEL_FRONT_END}:kernel": kernel}},
    }


def build(work: Path) -> Path:
    """Build the site in ``work`` (emptied first); the site's folder."""
    shutil.rmtree(work, ignore_errors=True)
    contents, site = work / "contents", work / "site"
    served = wheels(work / "wheels")
    for folder in FOLDERS:  # kept as folders, so the start page's links work there too
        shutil.copytree(ROOT / folder, contents / folder)
    (work / "jupyter_lite_config.json").write_text(json.dumps(config(served), indent=2))
    (work / "jupyter-lite.json").write_text(json.dumps(site_settings(), indent=2))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "jupyterlite_core",  # the `jupyter lite` command
            "build",
            "--contents",
            str(contents),
            "--output-dir",
            str(site),
        ],
        cwd=work,
        check=True,
    )
    return site


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("work", nargs="?", type=Path, default=ROOT / "build" / "lite")
    site = build(parser.parse_args(argv).work)
    print(f"built {site}: serve it with `python -m http.server -d {site}`")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
