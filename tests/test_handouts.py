"""The teachers' guides and worksheets (``make handouts``): every figure from the library, every
shipped game with a guide, and a worksheet that is one page of A4 (tests/browser prints it)."""

from __future__ import annotations

from pathlib import Path

from cardwidgets.engine.registry import game_names
from cardwidgets.games.half_and_half.probability import solve
from tools import handouts


def test_every_guide_is_as_make_handouts_writes_it_from_the_library() -> None:
    assert handouts.out_of_date() == [], "run `make handouts`"


def test_every_game_has_a_teachers_guide() -> None:
    assert handouts.guided_games() == game_names()


def test_the_half_and_half_class_pools_against_the_solved_first_player_chance() -> None:
    exact = f"**{float(solve().first_wins):.3f}**"
    guide = (handouts.TEACHERS / "half_and_half.md").read_text(encoding="utf-8")
    assert exact == "**0.425**"
    assert f"the exact answer is {exact}" in guide


def test_the_pooled_range_of_a_share_stays_inside_zero_and_one() -> None:
    pooled = handouts.pooling({"pooled_share": 0.01})
    assert pooled["pooled_low"] == 0.0
    assert 0.0 < pooled["pooled_high"] < 1.0


def test_each_worksheet_is_the_guides_worksheet_section_alone_sized_for_a4(
    tmp_path: Path,
) -> None:
    for sheet in handouts.write_worksheets(tmp_path):
        text = sheet.read_text(encoding="utf-8")
        assert "@page { size: A4;" in text
        assert "<h2>Worksheet:" in text
        assert "Misconceptions" not in text
        assert "50-minute" not in text
