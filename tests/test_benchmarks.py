"""The benchmark run works end to end (a smoke run: the tests never assert a time)."""

from __future__ import annotations

from pathlib import Path

from benchmarks import run
from cardwidgets.engine import game_names


def test_quick_benchmark_run_writes_every_section(tmp_path: Path) -> None:
    output = tmp_path / "RESULTS.md"
    run.main(["--quick", "--no-peers", "--output", str(output)])
    text = output.read_text(encoding="utf-8")
    sections = (
        "Random playouts, one fair driver",
        "Whole games of random bots",
        "Half and Half: the vectorised",
        "The table widget",
        "Bots (one core",
        "Tournaments on every core",
        "Monte Carlo against OpenSpiel's ISMCTS and MCTS",
    )
    for section in sections:
        assert section in text
    for name in game_names():
        assert f"| {name} |" in text
