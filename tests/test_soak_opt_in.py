"""The soak runs only when asked for by name, whatever else a marker expression says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = "tests/test_conformance.py"


def soak_outcome(*marker_expression: str) -> str:
    """The last line of a run of the soak tests alone (``-k long_soak``)."""
    quiet = ["-q", "-n", "0", "-p", "no:cacheprovider"]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", *quiet, *marker_expression, "-k", "long_soak", TESTS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return run.stdout.strip().splitlines()[-1]


def test_a_marker_expression_of_ones_own_skips_the_soak():
    assert " skipped" in soak_outcome("-m", "not browser and not binder")
    assert " passed" not in soak_outcome("-m", "not browser and not binder")


def test_the_default_run_leaves_the_soak_out():
    assert "deselected" in soak_outcome()
