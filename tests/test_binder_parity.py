"""Binder parity: what mybinder.org builds from binder/, checked without Docker.

repo2docker installs ``binder/requirements.txt`` from the repository's root into the Python of
``binder/runtime.txt``, next to the JupyterLab and ipywidgets of its base image. This test does
the same in a fresh virtual environment, with the versions that image pins, then checks that
the front-end pieces the tables need are enabled in that server and runs the play notebooks
there with nbval. It takes a minute or two (pip's cache helps); ``-m "not binder"`` skips it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.browser.jupyterlab import private_env
from tests.built_once import claim

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
#: What Binder's base image holds (repo2docker's Python 3.11 environment): pinned here, in the
#: test's install, never in binder/requirements.txt.
BINDER_IMAGE_PINS = ("jupyterlab==4.4.*", "ipywidgets==8.1.7")
#: The ceiling of one command (pip installing about a hundred packages takes 20 minutes on a
#: busy 2-core machine): it bounds a hang, it is not a target.
INSTALL_CEILING_S = 3600
#: What the test itself needs in that environment, beyond Binder's.
TEST_TOOLS = ("nbval", "pytest")

pytestmark = pytest.mark.binder


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a command; on failure, its output is the test's message."""
    done = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=INSTALL_CEILING_S,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{output[-6000:]}"
    return output


def runtime_python() -> str:
    """The Python that binder/runtime.txt asks for, or, if it is not here, this one."""
    wanted = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    return shutil.which(f"python{wanted}") or sys.executable


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh environment built the way repo2docker builds Binder's: its ``bin`` folder."""
    claim(tmp_path_factory, "the Binder-parity venv")
    home = tmp_path_factory.mktemp("binder")
    run([runtime_python(), "-m", "venv", str(home / "env")], cwd=home)
    python = home / "env" / "bin" / "python"
    run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-r",
            str(BINDER / "requirements.txt"),
            *BINDER_IMAGE_PINS,
            *TEST_TOOLS,
        ],
        cwd=ROOT,  # repo2docker runs pip from the repository's root: "." is the package
    )
    return python.parent


def private_jupyter(home: Path) -> dict[str, str]:
    """Jupyter with no user configuration, and Python with no user site-packages: only the
    fresh environment's own packages count."""
    return {**private_env(home), "PYTHONNOUSERSITE": "1"}


def test_binder_gets_the_versions_its_image_pins(binder_env: Path):
    versions = json.loads(
        run(
            [
                str(binder_env / "python"),
                "-c",
                "import json, sys, jupyterlab, ipywidgets, anywidget, cardwidgets, voila;"
                "print(json.dumps([sys.version_info[:2], jupyterlab.__version__, "
                "ipywidgets.__version__, cardwidgets.__file__]))",
            ],
            cwd=binder_env,
        )
    )
    python, lab, widgets, package = versions
    assert lab.startswith("4.4.")
    assert widgets == "8.1.7"
    assert Path(package).is_relative_to(binder_env.parent), "the package itself is installed"
    wanted = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    if shutil.which(f"python{wanted}"):
        assert ".".join(map(str, python)) == wanted


def test_the_server_on_binder_loads_the_tables_front_end_and_voila(
    binder_env: Path, tmp_path: Path
):
    env = private_jupyter(tmp_path)
    jupyter = str(binder_env / "jupyter")
    extensions = run([jupyter, "labextension", "list"], cwd=tmp_path, env=env)
    for needed in ("anywidget", "@jupyter-widgets/jupyterlab-manager"):
        line = next((ln for ln in extensions.splitlines() if needed in ln), "")
        assert "enabled" in line, f"{needed} is not enabled:\n{extensions}"
        assert "OK" in line, f"{needed} is not usable:\n{extensions}"
    server = run([jupyter, "server", "extension", "list"], cwd=tmp_path, env=env)
    assert any("voila" in ln and "enabled" in ln for ln in server.splitlines()), server


def test_the_play_notebooks_run_in_the_binder_environment(binder_env: Path, tmp_path: Path):
    notebooks = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")  # not the project's settings (xdist...)
    run(
        [
            str(binder_env / "python"),
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            "notebooks",
        ],
        cwd=tmp_path,
        env=private_jupyter(tmp_path / "jupyter"),
    )
