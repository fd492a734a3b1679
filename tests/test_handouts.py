"""The teachers' guides and worksheets (``make handouts``): every figure from the library, every
shipped game with a guide, and a worksheet that is one page of A4 (tests/browser prints it)."""

from __future__ import annotations

import html
import math
import re
from pathlib import Path

from cardwidgets.engine.registry import game_names
from cardwidgets.games.half_and_half import guide
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
        language = sheet.parent.name if sheet.parent != tmp_path else "en"
        assert "@page { size: A4;" in text
        assert (
            f"<h2>{html.escape(handouts.PAGE_TITLES[language]['worksheet'], quote=False)}" in text
        )
        assert "Misconceptions" not in text
        assert "50-minute" not in text


def test_every_worksheet_question_has_a_worked_answer_in_the_key() -> None:
    for path, text in handouts.guides().items():
        questions = re.findall(r"^### (\d+)\.", handouts.worksheet_markdown(text), re.M)
        answers = re.findall(r"^(\d+)\. \*\*", handouts.key_markdown(text), re.M)
        assert answers == questions, path.name


def test_the_key_is_not_on_the_students_worksheet() -> None:
    for path, text in handouts.guides().items():
        key = handouts.PAGE_TITLES[handouts.language_of(path)]["key"]
        assert key not in handouts.worksheet_markdown(text), path


def test_half_and_half_question_5_needs_about_174_games_by_the_careful_working() -> None:
    share = solve().first_wins
    needed = guide.games_to_tell_from_half(share)
    # At that many games the gap to one half is exactly two standard errors.
    assert math.isclose(abs(share - 0.5), 2 * math.sqrt(share * (1 - share) / needed))
    assert round(needed) == 174
    key = handouts.key_markdown((handouts.TEACHERS / "half_and_half.md").read_text("utf-8"))
    assert "**174.0**: about\n   174 games" in key


def test_the_half_and_half_activity_needs_one_deck_a_pair_and_plans_its_real_time() -> None:
    text = (handouts.TEACHERS / "half_and_half.md").read_text(encoding="utf-8")
    assert "**one** ordinary 54-card deck" in text
    assert "12 decks for 12 pairs, not 24" in text
    assert f"a game is\n{float(solve().flips.mean):.1f} flips on average" in text
    assert "plan **20 minutes** for the activity" in text
    assert "| 5\u201325 | **Physical activity**" in text


def test_each_key_is_written_as_its_own_page(tmp_path: Path) -> None:
    for page in handouts.write_keys(tmp_path):
        text = page.read_text(encoding="utf-8")
        language = page.parent.name if page.parent != tmp_path else "en"
        assert f"<h2>{html.escape(handouts.PAGE_TITLES[language]['key'], quote=False)}" in text
        assert "Name: ____" not in text
        assert "Nom : ____" not in text
        assert "Имя: ____" not in text
