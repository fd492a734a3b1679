"""The static JupyterLite site builds and holds everything the tables need, pinned, and opens.

The site's pages, notebooks and wheels are its own files; its kernel loads Pyodide from a CDN
when a browser opens a notebook, which these machines cannot reach (tools.lite.OFFLINE says
why the site cannot host it). So these tests read what it serves, and the browser tests open it
in Chromium served from a local folder with every request outside this machine refused: the
start page with its pictures, and a lesson with its first cells, the install cell leading.
"""

from __future__ import annotations

import ast
import asyncio
import functools
import json
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest

import tests.browser.conftest as browser_tests
from cardwidgets.lesson_files import lesson_files
from tests.browser.jupyterlab import TIMEOUT_MS, chromium, chromium_path
from tools.lite import (
    FRONT_ENDS,
    INSTALL_CELL,
    INSTALL_TAG,
    KERNEL_FRONT_END,
    NOTE_TAG,
    build,
    bundled,
    size_of,
)

ROOT = Path(__file__).resolve().parents[1]
#: Where the browser tests' screenshots go (their fixture: $CARDWIDGETS_SCREENSHOTS keeps them).
screenshots = browser_tests.screenshots


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


#: What a visit may download at most, the wheels included (74 MB with source maps; 22.8 MB
#: without, as built in December 2026): a bound that catches source maps coming back.
MOST_BYTES = 30_000_000


def site_notebook(site: Path, path: str) -> dict[str, Any]:
    notebook: dict[str, Any] = json.loads((site / "files" / path).read_text())
    return notebook


def test_the_site_has_no_source_maps_and_stays_small(site: Path) -> None:
    assert not list(site.rglob("*.map"))
    assert size_of(site) < MOST_BYTES


def test_every_notebook_of_the_site_installs_cardwidgets_first_and_only_in_pyodide(
    site: Path,
) -> None:
    for folder in ("notebooks", "tutorials"):
        for source in (ROOT / folder).glob("*.ipynb"):
            path = f"{folder}/{source.name}"
            cells = site_notebook(site, path)["cells"]
            (first,) = [cell for cell in cells if cell["cell_type"] == "code"][:1]
            assert INSTALL_TAG in first["metadata"]["tags"], path
            assert 'if sys.platform == "emscripten":' in first["source"], path
            stored = json.loads(source.read_text())["cells"]
            added = (INSTALL_TAG, NOTE_TAG)
            kept = [c for c in cells if not set(c["metadata"].get("tags", [])) & set(added)]
            assert kept == stored, f"{path} is otherwise the repository's"


def test_notebooks_that_plot_install_matplotlib_and_the_others_do_not(site: Path) -> None:
    def installs(path: str) -> str:
        (cell,) = [c for c in site_notebook(site, path)["cells"] if INSTALL_TAG in str(c)][:1]
        return str(cell["source"])

    assert "cardwidgets[plot]" in installs("notebooks/tournament.ipynb")
    assert "cardwidgets[plot]" not in installs("notebooks/take_two.ipynb")


def test_a_lesson_that_needs_openspiel_says_first_that_the_browser_cannot_run_it(
    site: Path,
) -> None:
    cells = site_notebook(site, "tutorials/game_ai_with_pettingzoo_and_openspiel.ipynb")["cells"]
    (note,) = [cell for cell in cells if NOTE_TAG in cell["metadata"].get("tags", [])]
    assert cells.index(note) < min(i for i, c in enumerate(cells) if c["cell_type"] == "code")
    assert "OpenSpiel has no build for Pyodide" in note["source"]


def test_outside_pyodide_the_install_cell_does_nothing() -> None:
    code = compile(
        INSTALL_CELL.format(requirement="cardwidgets"),
        "<install cell>",
        "exec",
        flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
    )
    namespace: dict[str, Any] = {}
    asyncio.run(eval(code, namespace))  # a top-level await makes the cell a coroutine
    assert "piplite" not in namespace, "it imports piplite only in Pyodide"


def test_the_pictures_the_site_serves_are_ascii_for_the_browsers_btoa(site: Path) -> None:
    pictures = sorted((site / "files" / "notebooks" / "pictures").glob("*.svg"))
    assert len(pictures) == 4
    for picture in pictures:
        assert picture.read_bytes().isascii(), picture.name


class SiteFiles(SimpleHTTPRequestHandler):
    """The site's files, with the types a browser insists on for modules and WebAssembly."""

    extensions_map = {  # noqa: RUF012 - the base class's own mapping, extended
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
    }

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: a page load is hundreds of requests."""


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on a local port, as ``python -m http.server -d site`` serves it."""
    handler = functools.partial(SiteFiles, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def offline_page(served: str) -> Iterator[Any]:
    """A Chromium page that reaches the local site and nothing else (a school with no network)."""
    executable = chromium_path()
    if executable is None:
        pytest.skip("no Chromium here")
    with chromium(executable) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.set_default_timeout(TIMEOUT_MS)
        page.route(
            "**/*",
            lambda route: (
                route.continue_() if route.request.url.startswith(served) else route.abort()
            ),
        )
        yield page
        page.close()


def rendered_pictures(page: Any) -> list[int]:
    """The natural widths of the start page's rendered pictures (0: broken)."""
    widths: list[int] = page.eval_on_selector_all(
        ".jp-RenderedMarkdown img", "images => images.map(image => image.naturalWidth)"
    )
    return widths


@pytest.mark.browser
def test_the_start_page_shows_its_four_pictures_in_the_browser(
    offline_page: Any, served: str, screenshots: Path
) -> None:
    offline_page.goto(f"{served}lab/index.html?path=notebooks/index.ipynb")
    offline_page.wait_for_function(
        """() => {
            const images = [...document.querySelectorAll('.jp-RenderedMarkdown img')];
            return images.length === 4 && images.every(image => image.complete);
        }""",
        timeout=TIMEOUT_MS,
    )
    offline_page.screenshot(path=screenshots / "lite-start-page.png")
    widths = rendered_pictures(offline_page)
    assert len(widths) == 4
    assert all(width > 0 for width in widths), widths


@pytest.mark.browser
def test_a_lesson_opens_with_the_install_cell_first_and_its_stored_outputs(
    offline_page: Any, served: str, screenshots: Path
) -> None:
    from playwright.sync_api import expect  # the browser tests' own import, needed only here

    offline_page.goto(f"{served}lab/index.html?path=tutorials/00_start_here.ipynb")
    cells = offline_page.locator(".jp-NotebookPanel:visible .jp-Cell")
    first_code = offline_page.locator(".jp-NotebookPanel:visible .jp-CodeCell").first
    first_code.locator(".cm-content", has_text="piplite.install").wait_for()
    # The cells may be drawn again while the notebook settles: read them with expect's retries.
    expect(first_code).to_contain_text("await piplite.install('cardwidgets')", timeout=TIMEOUT_MS)
    offline_page.screenshot(path=screenshots / "lite-lesson.png")
    second_code = offline_page.locator(".jp-NotebookPanel:visible .jp-CodeCell").nth(1)
    expect(second_code).to_contain_text("import cardwidgets", timeout=TIMEOUT_MS)
    # Its stored output is drawn after its input: wait for it, as for the cells above.
    expect(second_code.locator(".jp-OutputArea-output").first).to_be_attached(timeout=TIMEOUT_MS)
    assert cells.count() > 3


def test_the_site_holds_the_lessons_as_the_lessons_command_copies_them(site: Path) -> None:
    served = {
        path.relative_to(site / "files").as_posix()
        for path in (site / "files").rglob("*")
        if path.is_file()
    }
    assert served == {path.as_posix() for path in lesson_files(ROOT)}
    assert not [name for name in served if name.endswith("_teacher.html")], "no answers shown"
