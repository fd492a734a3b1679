"""The class board on a projector: the page the class server serves redraws as games arrive."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

pytest.importorskip("starlette")

from cardwidgets.classroom.client import SENT, ClassConnection
from tests.browser.jupyterlab import (
    jupyterlab,
    open_notebook_and_run_all,
    voila,
    write_notebook,
)
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
    counted = f"{games} game" if games == 1 else f"{games} games"
    page.wait_for_function(
        f"document.querySelector('.cw-board-counts')?.textContent.includes('· {counted} ·')",
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


def teachers_notebook(server: ClassServer, folder: Path) -> Path:
    """The teacher's notebook: the board widget of the running server, and nothing else."""
    import nbformat

    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "board.ipynb"
    code = (
        "from cardwidgets.classroom import Board\n\n"
        f"board = Board({server.address!r}, {server.token!r})\nboard"
    )
    write_notebook([nbformat.v4.new_code_cell(code)], target)
    return target


def post_games_until_shown(server: ClassServer, page: Any, folder: Path, counts: list[int]):
    """Students post games; after each count the widget on ``page`` shows it (the kernel's
    thread fetches the figures each second, the page redraws when they change)."""
    student = ClassConnection(server.address, server.code, "Ada", outbox=folder / "ada.json")
    seed = 0
    for count in counts:
        while student.mine()["game"] < count:
            seed += 1
            assert student.send_game(finished_game(seed)) == SENT
        games_shown(page, count)


def start_activity(server: ClassServer) -> None:
    exact = 0.42504843079677535  # the lesson's solve().first_wins
    server.call(
        "/api/activity",
        {"action": "start", "title": "Who wins more?", "game": "half_and_half", "exact": exact},
    )


def look_at_widths(page: Any, screenshots: Path, name: str) -> None:
    """Screenshots at a laptop's 1024 px and a projector's 1440 px; the board fits each."""
    for width in (1024, 1440):
        page.set_viewport_size({"width": width, "height": 900})
        board = page.locator(".cw-board").first
        board.scroll_into_view_if_needed()
        fits = page.evaluate(
            "() => { const b = document.querySelector('.cw-board');"
            " return b.scrollWidth <= b.clientWidth + 1; }"
        )
        assert fits, f"the board is wider than its output area at {width} px"
        page.screenshot(path=str(screenshots / f"{name}-{width}.png"))


@pytest.mark.parametrize(
    ("app", "theme"),
    [
        ("lab", "JupyterLab Light"),
        ("lab", "JupyterLab Dark"),
        ("notebook", "JupyterLab Light"),
        ("notebook", "JupyterLab Dark"),
    ],
)
def test_the_teachers_notebook_board_redraws_in_jupyterlab_and_notebook_7(
    server, browser, screenshots, tmp_path, app, theme
):
    start_activity(server)
    root = tmp_path / "teacher"
    teachers_notebook(server, root)
    with jupyterlab(root, theme, app=app) as lab:
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        open_notebook_and_run_all(page, lab, "board.ipynb")
        games_shown(page, 0)
        post_games_until_shown(server, page, tmp_path, [2, 12])
        shade = "dark" if "Dark" in theme else "light"
        look_at_widths(page, screenshots, f"class-board-{app}-{shade}")
        page.close()


def test_the_teachers_board_redraws_in_a_voila_app(server, browser, screenshots, tmp_path):
    start_activity(server)
    notebook = teachers_notebook(server, tmp_path / "voila")
    with voila(notebook) as url:
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        page.goto(url)
        games_shown(page, 0)
        post_games_until_shown(server, page, tmp_path, [3])
        assert "Board(" not in page.locator("body").inner_text()  # the app shows no code
        look_at_widths(page, screenshots, "class-board-voila")
        page.close()


def test_the_board_page_works_under_a_jupyterhub_service_prefix(browser, tmp_path):
    server = ClassServer(tmp_path, prefix="/services/class/")
    server.start()
    try:
        start_activity(server)
        page = browser.new_page()
        page.goto(f"{server.address}/board?token={server.token}")
        games_shown(page, 0)
        post_games_until_shown(server, page, tmp_path, [1])
        page.close()
    finally:
        server.stop()


def students_notebook(server: ClassServer, folder: Path) -> Path:
    """A student's notebook: join with the code on the board, then a table played to its end."""
    import nbformat

    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "student.ipynb"
    code = (
        "import cardwidgets\n\n"
        f"cardwidgets.join({server.address!r}, {server.code!r}, 'Sam', outbox='outbox.json')\n"
        "table = cardwidgets.play('half_and_half', seed=5, mode='watch')\n"
        "table.step(1000)  # the bots play it to the end\ntable"
    )
    write_notebook([nbformat.v4.new_code_cell(code)], target)
    return target


def games_on_the_server(server: ClassServer, games: int) -> None:
    deadline = time.monotonic() + REDRAW_CEILING_MS / 1000
    while server.call("/api/board")[1]["games"] < games:
        assert time.monotonic() < deadline, "the student's game never reached the server"
        time.sleep(0.5)


@pytest.mark.parametrize("app", ["notebook", "voila"])
def test_a_student_in_notebook_7_or_voila_joins_and_the_table_sends_its_game(
    server, browser, tmp_path, app
):
    notebook = students_notebook(server, tmp_path / app)
    page = browser.new_page(viewport={"width": 1024, "height": 900})
    if app == "voila":
        with voila(notebook) as url:
            page.goto(url)
            expect(page.locator(".cw-message")).to_have_text(SENT, timeout=REDRAW_CEILING_MS)
            games_on_the_server(server, 1)
    else:
        with jupyterlab(notebook.parent, app=app) as lab:
            open_notebook_and_run_all(page, lab, notebook.name)
            expect(page.locator(".cw-message")).to_have_text(SENT, timeout=REDRAW_CEILING_MS)
            games_on_the_server(server, 1)
    assert server.call("/api/students")[1] == ["Sam"]
    page.close()
