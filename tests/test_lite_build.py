"""The static JupyterLite site builds offline and holds what the tables need.

Its kernel loads Pyodide from a CDN when a browser opens it, which these machines cannot
reach, so the site itself is not opened in a browser here.
"""

from __future__ import annotations

import json
from pathlib import Path

from tools.lite import build


def listed(site: Path, folder: str) -> set[str]:
    content = json.loads((site / "api" / "contents" / folder / "all.json").read_text())
    return {entry["path"] for entry in content["content"]}


def test_the_lite_site_holds_the_notebooks_the_package_and_the_tables_front_end(tmp_path: Path):
    site = build(tmp_path / "lite")
    root = Path(__file__).resolve().parents[1]
    for folder in ("notebooks", "tutorials"):
        wanted = {p.relative_to(root).as_posix() for p in (root / folder).glob("*.ipynb")}
        assert wanted <= listed(site, folder), "the folders keep their layout, so links work"
    assert "cardwidgets" in json.loads((site / "pypi" / "all.json").read_text())
    assert (site / "extensions" / "anywidget").is_dir()
    assert (site / "extensions" / "@jupyter-widgets" / "jupyterlab-manager").is_dir()
