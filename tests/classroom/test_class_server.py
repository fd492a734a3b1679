"""The class server as a teacher runs it: a separate process, students in processes of their own.

Every figure is read back from the server itself (its board, its CSV export); the server is
killed outright mid-run and started again on the same database.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from cardwidgets.agents import default_agent
from cardwidgets.classroom.client import KEPT, SENT, ClassConnection
from cardwidgets.engine.play import play
from cardwidgets.engine.record import GameRecord
from cardwidgets.engine.registry import make
from tests.classroom.serving import ClassServer, environment

STUDENT = [sys.executable, "-m", "tests.classroom.student"]
#: How long a student process may take on a busy machine.
STUDENT_CEILING_S = 300


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClassServer]:
    running = ClassServer(tmp_path_factory.mktemp("class"))
    running.start()
    yield running
    running.stop()


def finished_game(seed: int, name: str = "half_and_half") -> GameRecord:
    game = make(name)
    return play(game.new_state(seed), [default_agent(name)] * game.num_players, seed).record()


def joined(server: ClassServer, tmp_path: Path, name: str) -> ClassConnection:
    return ClassConnection(server.address, server.code, name, outbox=tmp_path / f"{name}.json")


def exported(server: ClassServer) -> list[dict[str, str]]:
    status, text = server.call("/api/export.csv")
    assert status == 200
    return list(csv.DictReader(io.StringIO(text)))


def students(server: ClassServer, folder: Path, names: list[str], games: int, pause: float):
    return [
        subprocess.Popen(
            [*STUDENT, server.address, server.code, name, str(games), str(seed), str(pause)],
            cwd=folder,
            env=environment(),
            stdout=subprocess.PIPE,
            text=True,
        )
        for seed, name in enumerate(names, start=1)
    ]


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """The embedded default (None: the SQLite file in the server's folder), and PostgreSQL when
    $CARDWIDGETS_TEST_POSTGRES names a server to make a fresh database on."""
    if request.param == "sqlite":
        yield None
        return
    address = os.environ.get("CARDWIDGETS_TEST_POSTGRES")
    if not address:
        pytest.skip("set CARDWIDGETS_TEST_POSTGRES=postgresql://user@host:port/db to run this")
    psycopg = pytest.importorskip("psycopg")
    name = f"class_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(address, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield address.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(address, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE {name} WITH (FORCE)")


def test_a_server_killed_mid_lesson_has_every_acknowledged_game_when_restarted(tmp_path, database):
    server = ClassServer(tmp_path, database)
    server.start()
    try:
        class_code = server.code
        processes = students(server, tmp_path, ["Ada", "Ben", "Cy"], games=8, pause=0.3)
        deadline = time.monotonic() + STUDENT_CEILING_S
        while server.call("/api/board")[1]["games"] < 4:
            assert time.monotonic() < deadline, "no games reached the server"
            time.sleep(0.2)
        server.kill()  # mid-lesson: the students go on playing, their tables keep what they play
        time.sleep(1.0)  # let some games find the server down (the outcome is checked either way)
        server.start()
        assert server.code == class_code  # the same class, the same code on the board
        reports = [json.loads(p.communicate(timeout=STUDENT_CEILING_S)[0]) for p in processes]
        rows = exported(server)
        pooled = server.call("/api/board")[1]["games"]
    finally:
        server.stop()
        for process in processes:
            process.kill()
    for report in reports:
        theirs = [row["digest"] for row in rows if row["student"] == report["name"]]
        assert report["pending"] == 0
        assert report["refused"] == []
        assert set(report["acknowledged"]) <= set(theirs)  # nothing acknowledged was lost
        assert sorted(theirs) == sorted(report["made"])  # each game once: none lost, none twice
    assert pooled == sum(len(r["made"]) for r in reports)


def test_a_table_keeps_what_it_could_not_send_and_sends_it_once_when_the_server_is_back(
    tmp_path,
):
    server = ClassServer(tmp_path)
    server.start()
    student = joined(server, tmp_path, "Dee")
    server.kill()
    assert student.send_game(finished_game(1)) == KEPT
    assert student.send_game(finished_game(2)) == KEPT
    assert student.pending == 2
    saved = json.loads(student.outbox.read_text())
    assert len(saved["pending"]) == 2  # on disk: a restarted kernel would send them too
    server.start()
    try:
        deadline = time.monotonic() + STUDENT_CEILING_S
        while student.pending:  # the background thread resends by itself
            assert time.monotonic() < deadline
            time.sleep(0.2)
        assert student.mine()["game"] == 2
    finally:
        server.stop()


def test_the_same_post_sent_twice_is_counted_once(server, tmp_path):
    student = joined(server, tmp_path, "Eve")
    item = {"id": "same-id-0001", "kind": "game", "record": finished_game(3).to_dict()}
    first = server.call("/api/posts", item, token=student.token)
    again = server.call("/api/posts", item, token=student.token)
    assert first == (200, {"id": "same-id-0001", "kind": "game", "duplicate": False})
    assert again == (200, {"id": "same-id-0001", "kind": "game", "duplicate": True})
    assert student.mine()["game"] == 1
    other_id = {**item, "id": "another-id-0002"}
    status, answer = server.call("/api/posts", other_id, token=student.token)
    assert status == 409
    assert "counted already" in answer["error"]


def test_an_edited_record_is_refused_with_the_reason_the_student_sees(server, tmp_path):
    student = joined(server, tmp_path, "Fay")
    edited = finished_game(4).to_dict()
    edited["events"] = edited["events"][:-1]
    said = student.send_game(edited)
    assert "changed after it was saved" in said
    assert said == student.refused[-1]
    # An edit with its digest made again still has to replay: the server plays every event.
    record = finished_game(5)
    forged = GameRecord(
        record.game, record.rules, record.seed, (*record.events, "flip"), record.names
    )
    said = student.send_game(forged)
    assert f"Event {len(forged.events)} ('flip') cannot be replayed" in said
    unfinished = GameRecord(record.game, record.rules, record.seed, record.events[:-3])
    assert "before its end" in student.send_game(unfinished)
    assert student.mine()["game"] == 0
    assert student.pending == 0


def test_only_the_teacher_reads_the_board_and_changes_the_class(server, tmp_path):
    student = joined(server, tmp_path, "Gus")
    for path in ("/api/board", "/api/students", "/api/export.csv", "/board"):
        assert server.call(path, token=None)[0] == 401
        assert server.call(path, token=student.token)[0] == 401
    for path, body in [
        ("/api/activity", {"action": "stop"}),
        ("/api/names", {"hidden": True}),
        ("/api/remove", {"name": "Gus"}),
    ]:
        assert server.call(path, body, token=student.token)[0] == 401
    assert server.call("/api/board")[0] == 200


def test_joining_needs_the_class_code_and_a_bounded_name(server):
    status, answer = server.call("/api/join", {"code": "WRONG1", "name": "Hal"}, token=None)
    assert status == 403
    assert "code" in answer["error"]
    status, answer = server.call("/api/join", {"code": server.code, "name": "x" * 41}, token=None)
    assert status == 422
    assert "1 to 40" in answer["error"]
    ida = {"code": server.code, "name": "Ida", "secret": "s" * 32}
    assert server.call("/api/join", ida, token=None)[0] == 200
    assert server.call("/api/join", ida, token=None)[0] == 200  # the same join sent again
    status, answer = server.call("/api/join", ida | {"secret": "t" * 32}, token=None)
    assert status == 409
    assert "another name" in answer["error"]


def test_a_student_cannot_post_as_another_or_read_their_results(server, tmp_path):
    student = joined(server, tmp_path, "Jo")
    posing = {"id": "posing-0001", "kind": "prediction", "question": "q", "guess": 0.5}
    status, answer = server.call("/api/posts", posing | {"student": "Ada"}, token=student.token)
    assert status == 422
    assert "'student' is not one of them" in answer["error"]
    assert server.call("/api/posts", posing, token="made-up-token")[0] == 401
    assert server.call("/api/me", token=student.token) == (
        200,
        {"game": 0, "prediction": 0, "check": 0},
    )


def test_every_field_of_a_post_is_bounded(server, tmp_path):
    student = joined(server, tmp_path, "Kim")
    too_long = {"id": "long-0001", "kind": "prediction", "question": "q" * 301, "guess": 0.5}
    assert server.call("/api/posts", too_long, token=student.token)[0] == 422
    not_a_number = {"id": "nan-00001", "kind": "prediction", "question": "q", "guess": "lots"}
    assert server.call("/api/posts", not_a_number, token=student.token)[0] == 422
    assert server.call("/api/posts", {"id": "x", "kind": "game"}, token=student.token)[0] == 422
    huge = {
        "id": "huge-0001",
        "kind": "prediction",
        "question": "q",
        "guess": 0.5,
        "x": "y" * 300_000,
    }
    status, answer = server.call("/api/posts", huge, token=student.token)
    assert status == 413
    assert "at most 256,000" in answer["error"]


def test_a_removed_student_can_post_no_more_and_leaves_the_board(server, tmp_path):
    student = joined(server, tmp_path, "Lee")
    assert student.send_game(finished_game(6)) == SENT
    assert server.call("/api/remove", {"name": "Lee"}) == (200, {"removed": "Lee"})
    assert "removed you" in student.send_game(finished_game(7))
    assert "Lee" not in server.call("/api/students")[1]
    assert "Lee" not in [row["name"] for row in server.call("/api/board")[1]["names"]]


def test_an_activity_pools_its_own_game_against_the_exact_answer(server, tmp_path):
    student = joined(server, tmp_path, "Max")
    activity = {"action": "start", "title": "Who wins?", "game": "half_and_half", "exact": 0.425}
    assert server.call("/api/activity", activity)[1]["running"] is True
    other = finished_game(8, "take_two")
    assert "this record is a game of take_two" in student.send_game(other)
    for seed in range(10, 16):
        assert student.send_game(finished_game(seed)) == SENT
    board = server.call("/api/board")[1]
    assert board["games"] == 6
    assert board["activity"]["exact"] == 0.425
    assert board["estimate"]["low"] <= board["estimate"]["value"] <= board["estimate"]["high"]
    assert board["series"][-1][0] == 6
    assert server.call("/api/activity", {"action": "reset"})[1]["title"] == "Who wins?"
    assert server.call("/api/board")[1]["games"] == 0  # a fresh pool; the old games are kept
    assert len([row for row in exported(server) if row["student"] == "Max"]) == 6
    server.call("/api/activity", {"action": "stop"})


def test_guesses_and_self_checks_are_pooled_from_what_the_server_checked(server, tmp_path):
    student = joined(server, tmp_path, "Ned")
    server.call("/api/activity", {"action": "start", "title": "Guess", "question": "Who?"})
    assert student.send_prediction("Who?", 0.6) == SENT
    assert student.send_prediction("Who?", 0.4) == SENT  # a second try: the first guess counts
    assert student.send_check("hh-r1", 2) == SENT
    board = server.call("/api/board")[1]
    assert board["guesses"] == [0.6]
    assert board["exercises"] == [{"id": "hh-r1", "tried": 1, "right": 0}] or board[
        "exercises"
    ] == [{"id": "hh-r1", "tried": 1, "right": 1}]
    status, answer = server.call(
        "/api/posts", {"id": "check-0001", "kind": "check", "exercise": "nope"}, student.token
    )
    assert status == 422
    assert "no exercise 'nope'" in answer["error"]
    server.call("/api/activity", {"action": "stop"})


def test_hidden_names_are_hidden_on_the_board_and_in_the_export(server, tmp_path):
    joined(server, tmp_path, "=Oz")
    assert server.call("/api/names", {"hidden": True}) == (200, {"hidden": True})
    board = server.call("/api/board")[1]
    assert all(row["name"].startswith("Student ") for row in board["names"])
    assert all(row["student"].startswith("Student ") for row in exported(server))
    server.call("/api/names", {"hidden": False})
    assert "'=Oz" not in [row["name"] for row in server.call("/api/board")[1]["names"]]


@pytest.fixture
def in_class(server: ClassServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """This kernel joined the class (the outbox in a fresh folder), as cardwidgets.join does."""
    import cardwidgets

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("cardwidgets.classroom.client._joined", None)
    yield cardwidgets.join(server.address, server.code, f"Table {tmp_path.name[-12:]}")
    monkeypatch.setattr("cardwidgets.classroom.client._joined", None)


def test_a_table_in_a_class_sends_its_finished_game_once_and_says_so(in_class):
    import cardwidgets

    table = cardwidgets.play("half_and_half", seed=5, mode="watch")
    while not table.state.is_terminal:
        table.step()
    assert table.message == SENT
    table.back()
    table.forward()  # the same end again: not a second game
    assert in_class.mine()["game"] == 1
    table.new_deal(6)
    while not table.state.is_terminal:
        table.step()
    assert in_class.mine()["game"] == 2


def test_a_lesson_in_a_class_sends_each_guess_revealed_and_each_self_check(in_class):
    from cardwidgets.lessons import check, predict

    predict("Who wins more often?", 0.425).reveal("40%")
    check("hh-r1", 2)
    assert in_class.mine() == {"game": 0, "prediction": 1, "check": 1}


def test_the_teachers_notebook_board_follows_the_class_and_runs_it(server, tmp_path):
    from cardwidgets.classroom import Board

    board = Board(server.address, server.token)
    try:
        board.start("Board widget", game="half_and_half", exact=0.425, question="Who?")
        student = joined(server, tmp_path, "Pat")
        for seed in range(20, 23):
            student.send_game(finished_game(seed))
        deadline = time.monotonic() + STUDENT_CEILING_S
        while board._board["games"] < 3:  # the kernel's thread fetches the figures by itself
            assert time.monotonic() < deadline, "the board never showed the games"
            time.sleep(0.2)
        assert board._board["activity"]["title"] == "Board widget"
        board.hide_names()
        assert "Pat" not in [row["name"] for row in board._board["names"]]
        board.remove("Pat")
        assert "Pat" not in board.students()
        exported_rows = board.export_csv(tmp_path / "class.csv").read_text().splitlines()
        assert exported_rows[0].startswith("student,client_id,kind")
        board.hide_names(False)
        board.stop()
        assert board._board["activity"]["running"] is False
    finally:
        board.close()


def test_under_a_jupyterhub_prefix_the_server_answers_there_and_only_there(tmp_path):
    prefix = "/services/class"
    server = ClassServer(tmp_path, prefix=prefix)
    server.start()
    try:
        assert server.address.endswith(prefix)
        student = joined(server, tmp_path, "Hub")
        assert student.send_game(finished_game(41)) == SENT
        status, figures = server.call("/api/board")
        assert (status, figures["games"]) == (200, 1)
        for asset in ("/board.js", "/board.css", f"/board?token={server.token}"):
            assert server.call(asset, token=None)[0] == 200
        outside = ClassServer(tmp_path)
        outside.port, outside.token = server.port, server.token
        outside.address = f"http://127.0.0.1:{server.port}"
        assert outside.call("/api/board")[0] == 404
    finally:
        server.stop()


def test_the_prefix_comes_from_jupyterhub_when_it_runs_the_server_as_a_service(monkeypatch):
    from cardwidgets.cli import build_parser

    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/services/class/")
    args = build_parser().parse_args(["class", "serve"])
    assert args.prefix == "/services/class/"


def test_the_boards_summary_puts_the_pooled_share_beside_the_exact_answer(server, tmp_path):
    from cardwidgets.classroom import Board

    board = Board(server.address, server.token)
    try:
        board.start("Summary", game="half_and_half", exact=0.425, question="Share?")
        student = joined(server, tmp_path, "Quin")
        student.send_prediction("Share?", 0.5)
        for seed in range(60, 64):
            student.send_game(finished_game(seed))
        figures = board.refresh()
        estimate = figures["estimate"]
        inside = "inside" if estimate["low"] <= 0.425 <= estimate["high"] else "outside"
        count = figures["students"]  # the module's server: other tests' students are there too
        students = f"{count} student" if count == 1 else f"{count} students"
        assert (
            repr(board)
            == board.summary()
            == "\n".join(
                [
                    f"Summary: {students}, 4 games.",
                    f"Pooled: the player who moved first wins in {estimate['value']:.1%} of the "
                    f"games (95% interval {estimate['low']:.1%} to {estimate['high']:.1%}).",
                    f"Exact: 42.5%, {inside} the interval.",
                    "Guesses: 1, from 50% to 50% (middle 50%).",
                ]
            )
        )
    finally:
        board.close()


def test_a_kernel_that_left_the_class_sends_no_more(in_class):
    import cardwidgets
    import cardwidgets.classroom

    cardwidgets.classroom.leave()
    table = cardwidgets.play("half_and_half", seed=8, mode="watch")
    table.step(1000)
    assert table.state.is_terminal
    assert table.message != SENT
    assert in_class.mine()["game"] == 0
