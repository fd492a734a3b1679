"""The class board on a projector: the page the class server serves redraws as games arrive."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from cardwidgets.classroom.client import SENT, ClassConnection
from tests.classroom.serving import ClassServer
from tests.classroom.test_class_server import finished_game

#: Milliseconds the page may take to show what the server has (it asks once a second).
REDRAW_CEILING_MS = 120_000


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ClassServer]:
    running = ClassServer(tmp_path)
    running.start()
    yield running
    running.stop()


def games_shown(page: Any, games: int) -> None:
    page.wait_for_function(
        f"document.querySelector('.cw-board-counts')?.textContent.includes('· {games} games')",
        timeout=REDRAW_CEILING_MS,
    )


def test_the_board_redraws_as_the_class_posts_games(server, browser, screenshots, tmp_path):
    exact = 0.42504843079677535  # the lesson's solve().first_wins; the server takes the teacher's
    server.call(
        "/api/activity",
        {"action": "start", "title": "Who wins more?", "game": "half_and_half", "exact": exact},
    )
    page = browser.new_page(viewport={"width": 1024, "height": 900}, color_scheme="light")
    page.goto(f"{server.address}/board?token={server.token}")
    games_shown(page, 0)
    students = [
        ClassConnection(server.address, server.code, name, outbox=tmp_path / f"{name}.json")
        for name in ("Ada", "Ben", "Cy")
    ]
    seeds = iter(range(1000))
    for count in (3, 30):
        while sum(s.mine()["game"] for s in students) < count:
            student = students[next(seeds) % 3]
            assert student.send_game(finished_game(next(seeds))) == SENT
        games_shown(page, count)
    draws = page.evaluate("window.cwBoard.draws")
    assert draws >= 2  # one drawing per change the page saw, none without a change
    for guess, student in zip((0.3, 0.5, 0.45), students, strict=True):
        student.send_prediction("Who wins?", guess)
    page.wait_for_function(
        "document.querySelectorAll('.cw-bar').length >= 2", timeout=REDRAW_CEILING_MS
    )
    assert page.locator(".cw-exact-label").first.text_content() == "exact 42.5%"
    assert page.locator(".cw-line").count() == 1
    page.screenshot(path=str(screenshots / "class-board-light-1024.png"), full_page=True)
    page.emulate_media(color_scheme="dark")
    page.set_viewport_size({"width": 1600, "height": 900})
    page.screenshot(path=str(screenshots / "class-board-dark-1600.png"), full_page=True)
    page.close()


def test_the_board_page_needs_the_teacher_token(server, browser):
    page = browser.new_page()
    answer = page.goto(f"{server.address}/board?token=wrong")
    assert answer is not None
    assert answer.status == 401
    assert "teacher's token" in page.content()
    page.close()
