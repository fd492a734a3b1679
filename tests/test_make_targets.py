"""What `make lab` and `make test` install, read from `make -n` (which runs nothing): the quick
start installs only what the notebooks need, and the test tools come on top of it, once."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

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


def test_the_test_extra_holds_the_lab_extra_so_its_stamp_stands_for_both() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    test_extra = re.search(r"^test = \[(.*?)^\]", pyproject, re.M | re.S)
    assert test_extra
    (holds,) = re.findall(r'"cardwidgets\[([\w,]+)\]"', test_extra.group(1))
    assert "lab" in holds.split(",")


def test_make_test_after_make_lab_adds_only_the_test_extra(tmp_path: Path) -> None:
    planned = installs("test", installed(tmp_path / "venv", "lab"))
    assert len(planned) == 1
    assert planned[0].endswith("-e '.[test]'")


def test_make_lab_after_make_test_installs_nothing(tmp_path: Path) -> None:
    assert installs("lab", installed(tmp_path / "venv", "lab", "test")) == []
