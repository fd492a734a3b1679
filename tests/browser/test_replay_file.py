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
