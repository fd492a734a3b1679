"""A static, server-free site of the notebooks (JupyterLite): ``python -m tools.lite [folder]``
(``make lite``) builds it into ``build/lite/site``.

The site is plain files: serve it with any web server (``python -m http.server -d
build/lite/site``) or a static host. It holds notebooks/ and tutorials/ as in the repository,
this package as a wheel with the wheels it needs, and the front ends of anywidget and
ipywidgets, so the tables draw. Its Python kernel is Pyodide, which the browser loads from a
public CDN at run time, so the site needs internet access (see :data:`OFFLINE` for why it cannot
host Pyodide itself). The site's copy of each notebook opens with a cell that installs
cardwidgets from the site's own wheels when, and only when, it runs in Pyodide; a notebook that
needs what the browser lacks says so first. The site is built without source maps (two thirds
of its bytes otherwise), and the build prints its size.

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
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from cardwidgets.lesson_files import lesson_files

ROOT = Path(__file__).resolve().parents[1]
#: What Pyodide's own distribution holds (its pyodide-lock.json), or the kernel's stand-ins
#: (widgetsnbextension): the site serves every other package that ``%pip install cardwidgets``
#: pulls in (anywidget, psygnal, ipywidgets, comm, jupyterlab_widgets).
FROM_PYODIDE = frozenset(
    {"numpy", "ipython", "traitlets", "typing-extensions", "widgetsnbextension"}
)
#: The front ends the site serves: the tables' (anywidget, ipywidgets) and the kernel's.
KERNEL_FRONT_END = "@jupyterlite/pyodide-kernel-extension"
FRONT_ENDS = ("anywidget", "@jupyter-widgets/jupyterlab-manager", KERNEL_FRONT_END)
#: Why the site cannot run with no network at all: the registries this project reaches carry
#: Pyodide's core (the ``pyodide`` npm package: the interpreter and its standard library) but
#: not the packages of its distribution built for the browser; numpy, which cardwidgets needs,
#: has no Emscripten wheel on PyPI (only Pyodide's release archive and CDN carry one).
OFFLINE = (
    "The site's pages, notebooks and wheels are its own files, but Pyodide and its numpy come "
    "from Pyodide's CDN: numpy has no build for the browser on PyPI or npm to host here."
)
#: The first cell of the site's copy of every notebook (tagged, so tests can find it).
INSTALL_TAG = "cardwidgets-install"
INSTALL_CELL = """\
# In the browser (JupyterLite) Python starts without cardwidgets: this installs it from the
# site's own wheels. Anywhere else (JupyterLab, Voila, Binder) it is there and this does nothing.
import sys

if sys.platform == "emscripten":
    import piplite

    await piplite.install({requirement!r})"""
#: The tag of a note that the browser cannot run something.
NOTE_TAG = "cardwidgets-browser-note"
#: The kernel the site's notebooks name: the Pyodide kernel's own spec.
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: What a notebook that draws plots installs: matplotlib too, from Pyodide's distribution.
PLOTS = "cardwidgets[plot]"
#: What the browser cannot run, by the name a notebook's code uses, and what to say about it.
NOT_IN_THE_BROWSER = {
    "openspiel": (
        "**In the browser (JupyterLite) this lesson cannot run**: OpenSpiel has no build for "
        "Pyodide. Open it in JupyterLab (`make lab`, or Binder) instead."
    ),
}


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


def code_of(notebook: dict[str, Any]) -> str:
    return "\n".join(
        "".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"
    )


def for_the_browser(notebook: dict[str, Any]) -> dict[str, Any]:
    """The site's copy of a notebook: before its first code cell, a note on what the browser
    cannot run, if anything, and the cell that installs cardwidgets in Pyodide; and the
    Pyodide kernel named, so the notebook does not open as changed."""
    code = code_of(notebook)
    requirement = PLOTS if ".plot(" in code or "plots" in code else "cardwidgets"
    install = {
        "cell_type": "code",
        "execution_count": None,
        "id": INSTALL_TAG,
        "metadata": {"tags": [INSTALL_TAG]},
        "outputs": [],
        "source": INSTALL_CELL.format(requirement=requirement),
    }
    notes = [
        {
            "cell_type": "markdown",
            "id": f"{NOTE_TAG}-{name}",
            "metadata": {"tags": [NOTE_TAG]},
            "source": note,
        }
        for name, note in NOT_IN_THE_BROWSER.items()
        if name in code
    ]
    cells = notebook["cells"]
    first_code = next(i for i, cell in enumerate(cells) if cell["cell_type"] == "code")
    metadata = {**notebook["metadata"], "kernelspec": PYODIDE_KERNEL}
    return {
        **notebook,
        "metadata": metadata,
        "cells": [*cells[:first_code], *notes, install, *cells[first_code:]],
    }


def ascii_svg(svg: str) -> str:
    """The SVG with every character beyond ASCII written as ``&#N;``. JupyterLite turns an image
    into a data URL with the browser's ``btoa``, which fails on a character above U+00FF and
    writes one of U+0080-U+00FF as a single byte, which the SVG's parser, reading UTF-8, rejects:
    either way the picture does not render."""
    return "".join(char if ord(char) < 0x80 else f"&#{ord(char)};" for char in svg)


def copy_contents(contents: Path) -> None:
    """The lessons into ``contents`` as ``cardwidgets lessons`` copies them (kept in their
    folders, so the start page's links work; no teacher's edition), each notebook
    :func:`for_the_browser` and each SVG :func:`ascii_svg`."""
    for relative in lesson_files(ROOT):
        (contents / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / relative, contents / relative)
    for notebook in contents.rglob("*.ipynb"):
        text = json.loads(notebook.read_text(encoding="utf-8"))
        notebook.write_text(json.dumps(for_the_browser(text), indent=1), encoding="utf-8")
    for svg in contents.rglob("*.svg"):
        svg.write_text(ascii_svg(svg.read_text(encoding="utf-8")), encoding="utf-8")


def size_of(site: Path) -> int:
    """The bytes of every file in the site."""
    return sum(path.stat().st_size for path in site.rglob("*") if path.is_file())


def config(served: list[Path]) -> dict[str, object]:
    """``jupyter_lite_config.json``: the wheels, and only :data:`FRONT_ENDS` of this
    environment's front ends."""
    installed = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    return {
        "LiteBuildConfig": {
            "ignore_sys_prefix": ["federated_extensions"],
            "no_sourcemaps": True,
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
    copy_contents(contents)
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
    print(f"built {site} ({size_of(site) / 1e6:.1f} MB)")
    print(f"serve it with `python -m http.server -d {site}`")
    print(OFFLINE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
