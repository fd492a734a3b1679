"""The guard that keeps the suite's expensive fixtures built once a run (tests/built_once.py)."""

from __future__ import annotations

import pytest

from tests.built_once import claim, run_folder


def test_the_first_build_of_a_fixture_in_a_run_is_allowed(
    tmp_path_factory: pytest.TempPathFactory,
):
    claim(tmp_path_factory, "a test's own venv")
    assert (run_folder(tmp_path_factory) / "built-once" / "a test's own venv").exists()


def test_a_second_build_of_the_same_fixture_in_a_run_fails(
    tmp_path_factory: pytest.TempPathFactory,
):
    claim(tmp_path_factory, "a test's own JupyterLab")
    with pytest.raises(pytest.fail.Exception, match="built a second time in this run"):
        claim(tmp_path_factory, "a test's own JupyterLab")


def test_the_run_folder_is_shared_by_every_worker_of_the_run(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
):
    base = tmp_path_factory.getbasetemp()
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    assert run_folder(tmp_path_factory) == base.parent
    monkeypatch.delenv("PYTEST_XDIST_WORKER")
    assert run_folder(tmp_path_factory) == base
