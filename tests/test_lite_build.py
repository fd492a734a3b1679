"""The static JupyterLite site builds and holds everything the tables need, pinned.

Its kernel loads Pyodide from a CDN when a browser opens it, which these machines cannot
reach, so the site itself is not opened in a browser here: these tests read what it serves.
"""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest

from tools.lite import FRONT_ENDS, KERNEL_FRONT_END, build, bundled

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("lite") / "lite")


def settings(site: Path) -> dict[str, Any]:
    config = json.loads((site / "jupyter-lite.json").read_text())
    data: dict[str, Any] = config["jupyter-config-data"]
    return data


def listed(site: Path, folder: str) -> set[str]:
    content = json.loads((site / "api" / "contents" / folder / "all.json").read_text())
    return {entry["path"] for entry in content["content"]}


def test_the_site_keeps_the_notebook_folders_so_the_start_pages_links_work(site: Path) -> None:
    for folder in ("notebooks", "tutorials"):
        wanted = {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).glob("*.ipynb")}
        assert wanted <= listed(site, folder)


def test_the_site_serves_our_wheel_and_the_exact_versions_of_what_it_needs(site: Path) -> None:
    index = json.loads((site / "pypi" / "all.json").read_text())
    served = {name: list(package["releases"]) for name, package in index.items()}
    wanted = {name: [version(name)] for name in ["cardwidgets", *bundled()]}
    assert served == wanted
    assert {"anywidget", "psygnal", "ipywidgets", "comm"} <= set(served)
    for name, (release,) in served.items():
        (wheel,) = index[name]["releases"][release]
        assert wheel["filename"].endswith("-py3-none-any.whl"), "Pyodide takes pure wheels"
        assert (site / "pypi" / wheel["filename"]).is_file()


def test_the_kernel_installs_from_the_site_and_never_from_pypi(site: Path) -> None:
    kernel = settings(site)["litePluginSettings"][f"{KERNEL_FRONT_END}:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pipliteUrls"][0].startswith("./pypi/all.json")


def test_the_site_serves_the_tables_front_ends_and_none_that_needs_a_server(site: Path) -> None:
    extensions = {extension["name"] for extension in settings(site)["federated_extensions"]}
    assert extensions == set(FRONT_ENDS)
    for name in FRONT_ENDS:
        assert (site / "extensions" / name / "package.json").is_file()
    assert not (site / "extensions" / "@voila-dashboards").exists(), "Voila needs a server"
