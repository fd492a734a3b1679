"""The adapters' benchmark runs end to end (a smoke run: no time is asserted)."""

from __future__ import annotations

import pytest

from tests.adapters.cases import extra_missing

pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from benchmarks import adapters


@pytest.mark.parametrize("name", ["tennessee_for_two", "half_and_half"])
def test_the_same_hands_are_timed_three_ways(name):
    figures = adapters.measure(name, hands=2, runs=1)
    assert figures.engine_ms > 0
    assert figures.pyspiel_ratio > 0
    assert figures.pettingzoo_ratio > 0


def test_searches_and_steps_are_timed_beside_openspiels_games():
    rows = adapters.searches(quick=True)
    assert [row.theirs for row in rows] == ["hearts (C++)", "leduc_poker (C++)"]
    assert all(row.ours_ms > 0 and row.theirs_ms > 0 for row in rows)
