"""A private JupyterLab, Notebook 7 or Voila on 127.0.0.1, driven by Chromium through Playwright.

Shared by the browser tests and ``benchmarks/widget_step.py``. The server gets a free port, a
random token and its own settings, workspace, runtime and config folders, so nothing of the
user's setup leaks in and nothing is left behind; :func:`jupyterlab` and :func:`voila` stop the
server and its kernels (its own process group) on the way out.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

#: Where Debian and Ubuntu put Chromium (``apt-get install chromium``).
SYSTEM_CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
HOW_TO_GET_CHROMIUM = (
    "no Chromium found: install one with `apt-get install chromium` (Debian, Ubuntu, CI) or "
    "`python -m playwright install chromium` (a laptop), or set CARDWIDGETS_CHROMIUM to its path"
)
CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)
#: The ceiling of every wait for a condition (a server answering, a kernel idle, a redraw): on a
#: 2-core machine kept busy by other work a JupyterLab can take a minute to start, so the
#: ceiling is generous; it only bounds a hang, a passing test waits no longer than the page.
#: $CARDWIDGETS_BROWSER_TIMEOUT (seconds) sets another.
TIMEOUT_MS = int(float(os.environ.get("CARDWIDGETS_BROWSER_TIMEOUT", "300")) * 1000)


def chromium_path() -> str | None:
    """A Chromium to drive: $CARDWIDGETS_CHROMIUM, the system's, or Playwright's own download."""
    chosen = os.environ.get("CARDWIDGETS_CHROMIUM")
    if chosen:
        return chosen if Path(chosen).exists() else None
    for path in SYSTEM_CHROMIUM:
        if Path(path).exists():
            return path
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            bundled = playwright.chromium.executable_path
    except Exception:  # Playwright without a driver or browser: no Chromium from it
        return None
    return bundled if Path(bundled).exists() else None


#: The Jupyter front ends a notebook opens in: the module that serves each, and its app class.
APPS = {"lab": ("jupyterlab", "LabApp"), "notebook": ("notebook", "JupyterNotebookApp")}


@dataclass(frozen=True)
class Lab:
    url: str
    token: str
    root: Path
    #: "lab" (JupyterLab) or "notebook" (Notebook 7).
    app: str = "lab"

    def notebook_url(self, name: str) -> str:
        """The notebook; in JupyterLab in a workspace of its own, so pages do not reopen each
        other's tabs."""
        if self.app == "notebook":
            return f"{self.url}notebooks/{name}?token={self.token}"
        workspace = re.sub(r"\W", "-", name)
        return f"{self.url}lab/workspaces/{workspace}/tree/{name}?token={self.token}"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _write_settings(settings: Path, theme: str) -> None:
    """No news or update checks (no network, no pop-ups over the page), the chosen theme."""
    apputils = settings / "@jupyterlab" / "apputils-extension"
    apputils.mkdir(parents=True, exist_ok=True)
    (apputils / "notification.jupyterlab-settings").write_text(
        json.dumps({"checkForUpdates": False, "fetchNews": "false"})
    )
    (apputils / "themes.jupyterlab-settings").write_text(json.dumps({"theme": theme}))


@contextmanager
def jupyterlab(root: Path, theme: str = "JupyterLab Light", app: str = "lab") -> Iterator[Lab]:
    """Run JupyterLab (or Notebook 7, ``app="notebook"``) on ``root`` (a folder of notebooks)
    until the ``with`` block ends."""
    home = root.parent / f"{root.name}-{app}"
    settings = home / "settings"
    _write_settings(settings, theme)
    token = secrets.token_hex(16)
    module, app_class = APPS[app]

    def command(port: int) -> list[str]:
        return [
            sys.executable,
            "-m",
            module,
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}",
            "--ServerApp.allow_root=True",
            f"--ServerApp.root_dir={root}",
            f"--{app_class}.expose_app_in_browser=True",
            f"--{app_class}.user_settings_dir={settings}",
            f"--{app_class}.workspaces_dir={home / 'workspaces'}",
            *(["--LabApp.extension_manager=readonly"] if app == "lab" else []),
        ]

    def ready(port: int) -> bool:
        return _answers(f"http://127.0.0.1:{port}/api/status?token={token}")

    with _serving(command, root, home, ready) as port:
        yield Lab(f"http://127.0.0.1:{port}/", token, root, app)


@contextmanager
def voila(notebook: Path, python: str = sys.executable) -> Iterator[str]:
    """Serve ``notebook`` as a Voila app (its code hidden) until the ``with`` block ends; the
    address to open, token included. ``python`` is the environment's (another venv's, say)."""
    home = notebook.parent / f"{notebook.stem}-voila"
    token = secrets.token_hex(16)

    def command(port: int) -> list[str]:
        return [
            python,
            "-m",
            "voila",
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            f"--Voila.port={port}",
            "--Voila.port_retries=0",
            f"--Voila.token={token}",
            str(notebook),
        ]

    # Loading a page runs the notebook, so readiness is a TCP connect, not a request.
    with _serving(command, notebook.parent, home, _listens) as port:
        yield f"http://127.0.0.1:{port}/?token={token}"


def private_env(home: Path) -> dict[str, str]:
    """An environment whose Jupyter reads nothing of this machine's user configuration."""
    return {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
        "JUPYTER_PLATFORM_DIRS": "1",
        # Notebook 7 reads its user settings (the theme) from here, not from its
        # ``user_settings_dir`` option; JupyterLab takes the option, which names the same folder.
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
    }


@contextmanager
def _serving(
    command: Callable[[int], list[str]],
    cwd: Path,
    home: Path,
    ready: Callable[[int], bool],
    tries: int = 5,
) -> Iterator[int]:
    """Run a server on a free port in its own process group, wait until ``ready``, give its
    port, stop it on the way out.

    A free port can be taken between finding it and the server binding it (a kernel of a
    parallel test binds ports too), so a server that stops at start is tried again on
    another port, up to ``tries`` times."""
    home.mkdir(parents=True, exist_ok=True)
    log_path = home / "server.log"
    try:
        for attempt in range(tries):
            port = _free_port()
            with log_path.open("w") as log:
                server = subprocess.Popen(
                    command(port),
                    cwd=cwd,
                    env=private_env(home),
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
                try:
                    try:
                        _wait_until(partial(ready, port), server, log_path)
                    except ServerStoppedAtStart:
                        if attempt == tries - 1:
                            raise
                        continue
                    yield port
                    return
                finally:
                    _stop(server)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except (OSError, http.client.HTTPException):  # not up, or another program's port
        return False


def _listens(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(2)
        return probe.connect_ex(("127.0.0.1", port)) == 0


class ServerStoppedAtStart(RuntimeError):
    """The server process ended before it answered (its port taken, say)."""


def _wait_until(ready: Callable[[], bool], server: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise ServerStoppedAtStart(
                f"{server.args[2]} stopped at start:\n{log.read_text()[-3000:]}"
            )
        if ready() and server.poll() is None:
            return
        time.sleep(0.25)
    raise RuntimeError(f"{server.args[2]} did not answer within {TIMEOUT_MS / 1000:g} s")


def _stop(server: subprocess.Popen[bytes]) -> None:
    """Stop the server, then whatever is left of its process group (kernels it started)."""
    try:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=15)
    except ProcessLookupError:
        return
    except subprocess.TimeoutExpired:
        pass
    with suppress(ProcessLookupError):
        os.killpg(server.pid, signal.SIGKILL)
    server.wait()


@contextmanager
def chromium(executable: str) -> Iterator[Any]:
    """A headless Chromium browser (Playwright's ``Browser``)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, args=list(CHROMIUM_FLAGS), headless=True
        )
        try:
            yield browser
        finally:
            browser.close()


def write_notebook(cells: list[Any], target: Path) -> None:
    """A notebook of ``cells`` at ``target``, under the kernelspec JupyterLab itself writes
    (another would make the notebook open as changed)."""
    import nbformat

    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    nbformat.write(notebook, target)


def without_outputs(source: Path, target: Path) -> None:
    """A copy of a notebook with its stored outputs removed: a saved output cannot pass for a
    live widget, and running the copy cannot change the repository's file."""
    import nbformat

    notebook = nbformat.read(source, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nbformat.write(notebook, target)


# ---------------------------------------------------------------------- working the page
KERNEL_IDLE = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return Boolean(kernel) && kernel.status === 'idle' && kernel.connectionStatus === 'connected';
}"""

ALL_CELLS_RUN = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const cells = panel.content.widgets.filter((cell) => cell.model.type === 'code');
  return kernel.status === 'idle'
    && cells.every((cell) => cell.model.executionCount !== null);
}"""

KERNEL_RUN = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, silent: false, store_history: false });
  const out = [];
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out.push(msg.content.text);
    if (msg.header.msg_type === 'error') out.push(msg.content.ename + ': ' + msg.content.evalue);
  };
  await future.done;
  return out.join('');
}"""


def open_notebook_and_run_all(page: Any, lab: Lab, name: str) -> None:
    """Open a notebook, wait until its kernel is really idle, then Run > Run All Cells."""
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(lab.notebook_url(name))
    page.wait_for_function(KERNEL_IDLE, timeout=TIMEOUT_MS)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(ALL_CELLS_RUN, timeout=TIMEOUT_MS)


@contextmanager
def notebook_page(
    browser: Any,
    folder: Path,
    cells: list[Any],
    *,
    theme: str = "JupyterLab Light",
    viewport: tuple[int, int] = (1024, 1000),
) -> Iterator[Any]:
    """A page of JupyterLab on a new notebook of ``cells`` in ``folder``, every cell run: what
    most browser tests start from, written once."""
    folder.mkdir(parents=True, exist_ok=True)
    name = "cells.ipynb"
    write_notebook(cells, folder / name)
    with jupyterlab(folder, theme=theme) as lab:
        page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
        open_notebook_and_run_all(page, lab, name)
        yield page
        page.close()


def kernel_print(page: Any, code: str) -> str:
    """Run ``code`` in the open notebook's kernel (not in a cell) and return what it printed."""
    return str(page.evaluate(KERNEL_RUN, code))


def change_theme(page: Any, theme: str) -> None:
    """Switch JupyterLab's theme ("JupyterLab Light", "JupyterLab Dark") and wait until the page
    says it is on."""
    page.evaluate(
        "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme
    )
    page.wait_for_selector(f"body[data-jp-theme-name='{theme}']", state="attached")
