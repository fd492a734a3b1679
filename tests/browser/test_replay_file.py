"""An exported replay opens in Chromium from disk, with no server and no network, and steps
through every frame of the game: each game, from one seat, with Back and the slider."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import cardwidgets

pytestmark = pytest.mark.browser

GAMES = [
    ("half_and_half", {}),
    ("tennessee", {"max_hands": 1}),
    ("call_deuces", {"max_hands": 1}),
    ("take_two", {"max_hands": 1}),
]
LOCAL = ("file:", "blob:", "data:")


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_a_replay_file_steps_through_every_frame_with_no_server(
    tmp_path: Path, browser: Any, game: str, rules: dict[str, Any]
):
    table = cardwidgets.play(game, seed=5, mode="watch", **rules)
    while not table.state.is_terminal:
        table.step()
    end = table.step_number
    path = table.export_html(tmp_path / f"{game}.html")
    page = browser.new_page(viewport={"width": 1024, "height": 900})
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda note: problems.append(note.text) if note.type == "error" else None)
    page.on(
        "request", lambda asked: None if asked.url.startswith(LOCAL) else problems.append(asked.url)
    )
    try:
        page.goto(path.as_uri())
        position = page.locator(".cw-position")
        expect(position).to_have_text(f"step {end} / {end}")
        for step in range(end - 1, -1, -1):
            page.locator(".cw-back").click()
            expect(position).to_have_text(f"step {step} / {end}")
        page.locator(".cw-slider").fill(str(end // 2))
        expect(position).to_have_text(f"step {end // 2} / {end}")
        page.locator(".cw-forward").click()
        expect(position).to_have_text(f"step {end // 2 + 1} / {end}")
        expect(page.locator(".cw-table")).to_be_visible()
    finally:
        page.close()
    assert problems == []


HOSTILE_NAMES = ["<!--<script>&amp;\u2028", "</script><b>\u2029"]


def test_a_replay_file_with_hostile_names_draws_its_table(tmp_path: Path, browser: Any):
    """Names that would put the HTML parser into a script's escape states (``<!--<script>``
    keeps the data element open to the end of the page) are carried as JSON escapes: the
    table is drawn and shows every name as typed."""
    table = cardwidgets.play("half_and_half", seed=5, mode="watch", names=HOSTILE_NAMES)
    while not table.state.is_terminal:
        table.step()
    end = table.step_number
    path = table.export_html(tmp_path / "hostile.html")
    page = browser.new_page(viewport={"width": 1024, "height": 900})
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("dialog", lambda dialog: problems.append(f"a dialog: {dialog.message}"))
    try:
        page.goto(path.as_uri())
        expect(page.locator(".cw-position")).to_have_text(f"step {end} / {end}")
        expect(page.locator(".cw-table")).to_be_visible()
        page.locator(".cw-back").click()
        expect(page.locator(".cw-position")).to_have_text(f"step {end - 1} / {end}")
        drawn = page.locator("#cw-replay").text_content() or ""
        for name in HOSTILE_NAMES:
            assert name[:12] in drawn
        assert page.locator("b").count() == 0
    finally:
        page.close()
    assert problems == []


def test_a_long_games_replay_rebuilds_every_step_from_what_changed(tmp_path: Path, browser: Any):
    """The file holds each step after the first as what changed: at steps across a game of
    about a thousand events, the replay draws the cards the live table sends there."""
    table = cardwidgets.play("call_deuces", seed=74, mode="watch", minus_target_ends=False)
    while not table.state.is_terminal:
        table.step()
    end = table.step_number
    path = table.export_html(tmp_path / "long.html")
    session = table._session
    page = browser.new_page(viewport={"width": 1024, "height": 900})
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    try:
        page.goto(path.as_uri())
        position = page.locator(".cw-position")
        expect(position).to_have_text(f"step {end} / {end}")
        for step in (0, 1, end // 3, end // 2 + 1, end - 1, end):
            page.locator(".cw-slider").fill(str(step))
            expect(position).to_have_text(f"step {step} / {end}")
            session.seek(step)
            piles = session.page().table["piles"]
            live = sorted(
                code.split("=")[0].split("!")[0].lstrip("^")
                for pile in piles
                for code in pile[4].split()
            )
            drawn = page.eval_on_selector_all(
                ".cw-table use[aria-label]", "nodes => nodes.map(n => n.getAttribute('href'))"
            )
            codes = sorted(href.removeprefix("#cw-c-").replace("#cw-back", "-") for href in drawn)
            assert codes == live, f"step {step}"
    finally:
        page.close()
    assert problems == []
