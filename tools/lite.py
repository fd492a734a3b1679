"""A static, server-free site of the notebooks (JupyterLite): ``python -m tools.lite [folder]``
(``make lite``) builds it into ``build/lite/site``.

The site is plain files: serve it with any web server (``python -m http.server -d
build/lite/site``) or a static host. It holds notebooks/ and tutorials/ as in the repository,
this package as a wheel, and the front ends of anywidget and ipywidgets, so the tables draw.
Its Python kernel is Pyodide, which the browser loads from a public CDN at run time, so the
site needs internet access; each notebook first needs ``%pip install -q cardwidgets`` (the
package comes from the site itself, anywidget and ipywidgets from PyPI).

The build needs ``jupyterlite-core`` and ``jupyterlite-pyodide-kernel`` (the ``lite`` extra)
and no network.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("notebooks", "tutorials")


def build(work: Path) -> Path:
    """Build the site in ``work`` (emptied first); the site's folder."""
    shutil.rmtree(work, ignore_errors=True)
    wheels, contents, site = work / "wheels", work / "contents", work / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
    )
    for folder in FOLDERS:  # kept as folders, so the start page's links work there too
        shutil.copytree(ROOT / folder, contents / folder)
    (wheel,) = wheels.glob("cardwidgets-*.whl")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "jupyterlite_core",  # the `jupyter lite` command
            "build",
            "--contents",
            str(contents),
            "--piplite-wheels",
            str(wheel),
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
