"""The benchmark run works end to end (a smoke run: the tests never assert a time)."""

from __future__ import annotations

from pathlib import Path

from benchmarks import run
from benchmarks.targets import Target
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
        "The targets, judged from this run",
        "What a person waits for (one core",
        "Where a Monte Carlo decision's time goes",
    )
    for section in sections:
        assert section in text
    for name in game_names():
        assert f"| {name} |" in text


def test_a_target_says_whether_it_is_met_and_by_how_much_it_is_missed() -> None:
    slow = Target("a decision", "call_deuces", 290.0, 100.0, " ms")
    assert not slow.met
    assert slow.verdict == "missed: 2.9 times it"
    assert slow.row() == ["a decision", "call_deuces", "at most 100 ms", "290 ms", slow.verdict]
    assert Target("a review", "take_two", 8.0, 10.0, " s").verdict == "met"
    short = Target("to Kuhn", "take_two", 0.52, 1.5, "", at_least=True)
    assert (short.met, short.verdict) == (False, "missed: 0.35 of it")
