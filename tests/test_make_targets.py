"""What `make lab` and `make test` install, read from `make -n` (which runs nothing): the quick
start installs only what the notebooks need, and the test tools come on top of it, once."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def installs(target: str, venv: Path) -> list[str]:
    """The `pip install` lines `make <target>` would run with its environment in ``venv``."""
    planned = subprocess.run(
        ["make", "-n", "-C", str(ROOT), f"VENV={venv}", target],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [line for line in planned.splitlines() if "pip install" in line]


def installed(venv: Path, *extras: str) -> Path:
    """An environment whose stamps say these extras are installed (newer than pyproject.toml)."""
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").touch()
    for extra in extras:
        (venv / f".installed-{extra}").touch()
    return venv


def test_make_lab_on_a_fresh_clone_installs_only_the_lab_extra(tmp_path: Path) -> None:
    editable = [line for line in installs("lab", tmp_path / "venv") if "-e " in line]
    assert len(editable) == 1
    assert editable[0].endswith("-e '.[lab]'")


def test_the_all_extra_holds_the_lab_extra_so_the_test_stamp_stands_for_both() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (holds,) = pyproject["project"]["optional-dependencies"]["all"]
    assert "lab" in holds.removeprefix("cardwidgets[").removesuffix("]").split(",")


def test_the_test_tools_are_a_dependency_group_not_a_public_extra() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "test" not in pyproject["project"]["optional-dependencies"]
    assert any(tool.startswith("pytest") for tool in pyproject["dependency-groups"]["test"])


def test_make_test_after_make_lab_adds_every_extra_and_the_test_group(tmp_path: Path) -> None:
    planned = installs("test", installed(tmp_path / "venv", "lab"))
    assert planned[-1].endswith("-e '.[all]' --group test")
    assert all("-e " not in line for line in planned[:-1]), "one editable install"


def test_make_lab_after_make_test_installs_nothing(tmp_path: Path) -> None:
    assert installs("lab", installed(tmp_path / "venv", "lab", "test")) == []


def test_make_help_lists_every_target_with_what_it_does() -> None:
    said = subprocess.run(
        ["make", "-s", "-C", str(ROOT), "help"], check=True, capture_output=True, text=True
    ).stdout
    listed = {line.split()[0] for line in said.splitlines()}
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    (phony,) = re.findall(r"^\.PHONY: (.*)$", makefile, re.M)
    assert listed == set(phony.split())
