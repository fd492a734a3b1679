"""A guard for the suite's expensive fixtures (a JupyterLab, a Voila, the Binder-parity venv):
each is built once a run, however many xdist workers share the run.

pytest-xdist gives each worker its own session, so a fixture whose tests are spread over two
workers is quietly built twice (this is what happened when ``--dist loadgroup`` stopped
working). :func:`claim` marks the build in a folder every worker of the run shares, and fails
the test that would build the same thing a second time.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of this pytest run: above each worker's own under xdist, else the run's."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def claim(tmp_path_factory: pytest.TempPathFactory, what: str) -> None:
    """Record that this worker builds ``what``; fail if another build of it came first."""
    marks = run_folder(tmp_path_factory) / "built-once"
    marks.mkdir(exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "the only worker")
    try:
        with (marks / what).open("x") as mark:
            mark.write(worker)
    except FileExistsError:
        first = (marks / what).read_text() or "another worker"
        pytest.fail(
            f"{what} is being built a second time in this run (by {worker}; {first} built it "
            "first): its tests were split across xdist workers. Keep them in one module and "
            "run with --dist loadscope (pyproject.toml's addopts)."
        )
