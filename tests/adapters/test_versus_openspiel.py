"""The bots-against-OpenSpiel benchmark plays and summarises (a smoke run: no time asserted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.adapters.cases import extra_missing

pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
versus = pytest.importorskip("benchmarks.versus_openspiel")


@pytest.mark.parametrize("rival", ["ismcts", "mcts"])
def test_a_hand_against_each_openspiel_bot_is_written_and_summarised(rival, tmp_path: Path):
    out = tmp_path / "hands.jsonl"
    hands = ["--games", "take_two", "--hands", "1", "--first", "5", "--simulations", "2"]
    versus.main([*hands, "--rival", rival, "--out", str(out)])
    (hand,) = versus.read([out])
    assert (hand["hand"], hand["seed"], hand["seat"], hand["rival"]) == (5, 2031, 1, rival)
    (row,) = versus.rows([hand])
    assert row[:4] == ["take_two", "1", "16", {"ismcts": "ISMCTS", "mcts": "MCTS, one deal"}[rival]]


def test_hands_written_before_the_choice_of_rival_count_as_ismcts():
    old = {"game": "take_two", "seats": 4, "budget": 16, "simulations": 100, "return": 1.0}
    (row,) = versus.rows([old | {"cpu_seconds": 1.0}, old | {"return": -1.0, "cpu_seconds": 3.0}])
    assert row[3] == "ISMCTS"
    assert row[1] == "2"
