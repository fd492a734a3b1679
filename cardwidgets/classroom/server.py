"""The class server: a Starlette app that takes students' results and shows the teacher the class.
Students post with the class code, everything else needs the teacher's token, and each post is
checked by :mod:`cardwidgets.classroom.checks` and committed before it is acknowledged
(:doc:`/docs/design/classroom`)."""

from __future__ import annotations

import csv
import io
import re
import secrets
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Final

try:
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
    from starlette.routing import Mount, Route
except ImportError as missing:  # the class server is an extra: say which
    raise ImportError(
        "cardwidgets.classroom.server needs Starlette: pip install 'cardwidgets[class]'."
    ) from missing

from cardwidgets.classroom.board import FREE_PLAY, board_figures
from cardwidgets.classroom.checks import (
    MAX_BODY_BYTES,
    MAX_QUESTION,
    MAX_TITLE,
    OUTCOMES,
    Checked,
    ClassError,
    checked_post,
    parse_body,
    student_name,
)
from cardwidgets.classroom.store import ITEM_COLUMNS, Store, token_hash
from cardwidgets.engine.errors import quoted
from cardwidgets.engine.registry import discover

STATIC: Final = Path(__file__).parent / "static"
#: The secret a student's table makes up and joins with: its token from then on. Made on the
#: student's side, so a join sent again after a lost answer is the same join, not a name taken.
SECRET: Final = re.compile(r"[A-Za-z0-9_-]{32,100}")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class Classroom:
    """One class: its code, its teacher's token, and what its students sent, in a store."""

    def __init__(self, store: Store) -> None:
        # Find the games now, before the first posts: they would each wait for the discovery.
        discover()
        self.store = store
        ((self.code, self.teacher_token),) = store.rows("SELECT code, teacher_token FROM class")

    # ------------------------------------------------------------------ students
    def join(self, data: dict[str, Any]) -> dict[str, Any]:
        code = data.get("code")
        if not isinstance(code, str) or not secrets.compare_digest(
            code.strip().upper().encode(), self.code.encode()
        ):
            raise ClassError("That is not this class's code: check the code on the board.", 403)
        name = student_name(data.get("name"))
        token = data.get("secret")
        if not isinstance(token, str) or not SECRET.fullmatch(token):
            raise ClassError("Joining takes a secret of 32 to 100 letters, digits, '-' or '_'.")
        with self.store.transaction() as run:
            taken = run("SELECT token_hash FROM students WHERE name = ?", (name,)).fetchall()
            if taken and secrets.compare_digest(taken[0][0], token_hash(token)):
                return {"name": name, "token": token}  # the same table asking again: joined
            if taken:
                raise ClassError(
                    f"Someone in this class has joined as {quoted(name)}: join under another "
                    "name (add an initial).",
                    409,
                )
            (number,) = run("SELECT COALESCE(MAX(id), 0) + 1 FROM students").fetchone()
            run(
                "INSERT INTO students (id, name, token_hash, removed, joined) "
                "VALUES (?, ?, ?, 0, ?)",
                (number, name, token_hash(token), _now()),
            )
        return {"name": name, "token": token}

    def student(self, token: str | None) -> int:
        """The id of the student whose token this is; refused when unknown or removed."""
        rows = self.store.rows(
            "SELECT id, removed FROM students WHERE token_hash = ?", (token_hash(token or ""),)
        )
        if not rows:
            raise ClassError("This table has not joined the class (join with the code).", 401)
        student_id, removed = rows[0]
        if removed:
            raise ClassError("The teacher has removed you from this class.", 403)
        return int(student_id)

    def post(self, student_id: int, data: dict[str, Any]) -> dict[str, Any]:
        """Store one checked post, once: the same id again is acknowledged, not counted again."""
        client_id = data.get("id")
        earlier = self._acknowledged(student_id, client_id)
        if earlier is not None:
            return earlier
        activity = self.activity()
        running = activity if activity["running"] else FREE_PLAY
        checked = checked_post(data, running["game"], running["outcome"])
        try:
            with self.store.transaction() as run:
                run(
                    f"INSERT INTO items ({', '.join(ITEM_COLUMNS)}) "
                    f"VALUES ({', '.join('?' * len(ITEM_COLUMNS))})",
                    _row(student_id, running["id"], checked),
                )
        except self.store.integrity_error:
            earlier = self._acknowledged(student_id, client_id)
            if earlier is not None:
                return earlier
            raise ClassError(
                "This game was counted already (sent before under another id): "
                "each game counts once.",
                409,
            ) from None
        return {"id": checked.client_id, "kind": checked.kind, "duplicate": False}

    def _acknowledged(self, student_id: int, client_id: object) -> dict[str, Any] | None:
        if not isinstance(client_id, str):
            return None
        rows = self.store.rows(
            "SELECT kind FROM items WHERE student_id = ? AND client_id = ?",
            (student_id, client_id),
        )
        return {"id": client_id, "kind": rows[0][0], "duplicate": True} if rows else None

    def mine(self, student_id: int) -> dict[str, Any]:
        """What one student sent, counted: all a student may read back."""
        rows = self.store.rows(
            "SELECT kind, COUNT(*) FROM items WHERE student_id = ? GROUP BY kind", (student_id,)
        )
        counts = {kind: int(count) for kind, count in rows}
        return {kind: counts.get(kind, 0) for kind in ("game", "prediction", "check")}

    # ------------------------------------------------------------------ the teacher
    def activity(self) -> dict[str, Any]:
        """The latest activity (free play before the first)."""
        rows = self.store.rows(
            "SELECT id, title, game, outcome, exact, question, running FROM activities "
            "ORDER BY id DESC LIMIT 1"
        )
        if not rows:
            return dict(FREE_PLAY)
        keys = ("id", "title", "game", "outcome", "exact", "question", "running")
        activity = dict(zip(keys, rows[0], strict=True))
        activity["running"] = bool(activity["running"])
        return activity

    def change_activity(self, data: dict[str, Any]) -> dict[str, Any]:
        action = data.get("action")
        if action == "stop":
            with self.store.transaction() as run:
                run("UPDATE activities SET running = 0")
            return self.activity()
        if action == "reset":
            current = self.activity()
            data = {key: current[key] for key in ("title", "game", "outcome", "exact", "question")}
        elif action != "start":
            raise ClassError(f"An activity is started, stopped or reset, not {quoted(action)}.")
        fields = _activity_fields(data)
        with self.store.transaction() as run:
            run("UPDATE activities SET running = 0")
            (number,) = run("SELECT COALESCE(MAX(id), 0) + 1 FROM activities").fetchone()
            run(
                "INSERT INTO activities (id, title, game, outcome, exact, question, running, "
                "started) VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
                (number, *fields, _now()),
            )
        return self.activity()

    def students(self) -> list[tuple[int, str]]:
        return [
            (int(i), str(name))
            for i, name in self.store.rows(
                "SELECT id, name FROM students WHERE removed = 0 ORDER BY id"
            )
        ]

    def remove(self, data: dict[str, Any]) -> dict[str, Any]:
        name = data.get("name")
        with self.store.transaction() as run:
            found = run("SELECT id FROM students WHERE name = ? AND removed = 0", (name,))
            if not found.fetchall():
                raise ClassError(f"No student in this class is called {quoted(name)}.", 404)
            run("UPDATE students SET removed = 1 WHERE name = ?", (name,))
        return {"removed": name}

    def hide_names(self, data: dict[str, Any]) -> dict[str, Any]:
        hidden = data.get("hidden")
        if not isinstance(hidden, bool):
            raise ClassError("hidden is true (names hidden on the board) or false.")
        with self.store.transaction() as run:
            run("UPDATE class SET hide_names = ?", (int(hidden),))
        return {"hidden": hidden}

    def names_hidden(self) -> bool:
        return bool(self.store.rows("SELECT hide_names FROM class")[0][0])

    def board(self) -> dict[str, Any]:
        started = time.perf_counter()
        activity = self.activity()
        items = [
            (
                int(who),
                kind,
                None if hit is None else bool(hit),
                question,
                guess,
                exercise,
                None if correct is None else bool(correct),
            )
            for who, kind, hit, question, guess, exercise, correct in self.store.rows(
                "SELECT student_id, kind, hit, question, guess, exercise, correct FROM items "
                "WHERE activity_id = ? ORDER BY received, student_id, client_id",
                (activity["id"],),
            )
        ]
        figures = board_figures(activity, self.students(), items, self.names_hidden())
        figures["worked_out_ms"] = round((time.perf_counter() - started) * 1000, 1)
        return figures

    def export_csv(self) -> str:
        """Every item of every activity, one row each, names hidden if the board hides them."""
        hidden = self.names_hidden()
        names = {
            int(i): (f"Student {i}" if hidden else name)
            for i, name in self.store.rows("SELECT id, name FROM students")
        }
        rows = self.store.rows(f"SELECT {', '.join(ITEM_COLUMNS)} FROM items ORDER BY received")
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["student", *ITEM_COLUMNS[1:]])
        for student_id, *rest in rows:
            writer.writerow([_cell(names.get(int(student_id), "")), *map(_cell, rest)])
        return out.getvalue()


def _row(student_id: int, activity_id: int, checked: Checked) -> tuple[Any, ...]:
    def flag(value: bool | None) -> int | None:
        return None if value is None else int(value)

    return (
        student_id,
        checked.client_id,
        checked.kind,
        activity_id,
        _now(),
        checked.game,
        checked.digest,
        flag(checked.hit),
        checked.question,
        checked.guess,
        checked.exercise,
        flag(checked.correct),
        checked.detail,
    )


def _activity_fields(data: dict[str, Any]) -> tuple[Any, ...]:
    """An activity's title, game, outcome, exact answer and question, each bounded."""
    from cardwidgets.engine.registry import game_names

    title, game, outcome = data.get("title"), data.get("game"), data.get("outcome")
    exact, question = data.get("exact"), data.get("question")
    if not isinstance(title, str) or not 0 < len(title.strip()) <= MAX_TITLE:
        raise ClassError(f"An activity's title is 1 to {MAX_TITLE} characters.")
    if game is not None and game not in game_names():
        raise ClassError(f"The game is one of {', '.join(game_names())}, not {quoted(game)}.")
    outcome = outcome or "first_mover_wins"
    if outcome not in OUTCOMES:
        raise ClassError(f"The outcome is one of {', '.join(OUTCOMES)}, not {quoted(outcome)}.")
    if exact is not None and (
        isinstance(exact, bool) or not isinstance(exact, int | float) or not 0 <= exact <= 1
    ):
        raise ClassError(f"The exact answer is a chance from 0 to 1, not {quoted(exact)}.")
    if question is not None and (not isinstance(question, str) or len(question) > MAX_QUESTION):
        raise ClassError(f"The question is at most {MAX_QUESTION} characters.")
    return title.strip(), game, outcome, exact, question


def _cell(value: object) -> object:
    """A CSV cell a spreadsheet will not run as a formula."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@"):
        return "'" + value
    return "" if value is None else value


# ---------------------------------------------------------------------- HTTP
def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip()
    return request.query_params.get("token")


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object, read no further than the longest a post may be."""
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            break
    return parse_body(bytes(body))


def create_app(classroom: Classroom, prefix: str = "") -> Starlette:
    """The class server's web app over ``classroom``, under the URL ``prefix`` if one is given
    (``/services/class`` when JupyterHub runs it as a service and its proxy sends it there)."""

    def teacher(request: Request) -> None:
        token = _bearer(request) or ""
        if not secrets.compare_digest(token.encode(), classroom.teacher_token.encode()):
            raise ClassError("This needs the teacher's token.", 401)

    async def answer(work: Any, *args: Any) -> Response:
        try:
            return JSONResponse(await run_in_threadpool(work, *args))
        except ClassError as error:
            return JSONResponse({"error": str(error)}, status_code=error.status)

    async def join(request: Request) -> Response:
        try:
            data = await _body(request)
        except ClassError as error:
            return JSONResponse({"error": str(error)}, status_code=error.status)
        return await answer(classroom.join, data)

    async def post(request: Request) -> Response:
        def work(token: str | None, data: dict[str, Any]) -> dict[str, Any]:
            return classroom.post(classroom.student(token), data)

        try:
            data = await _body(request)
        except ClassError as error:
            return JSONResponse({"error": str(error)}, status_code=error.status)
        return await answer(work, _bearer(request), data)

    async def mine(request: Request) -> Response:
        return await answer(lambda: classroom.mine(classroom.student(_bearer(request))))

    def as_teacher(work: Any, with_body: bool = False) -> Any:
        async def endpoint(request: Request) -> Response:
            try:
                teacher(request)
                args = [await _body(request)] if with_body else []
            except ClassError as error:
                return JSONResponse({"error": str(error)}, status_code=error.status)
            return await answer(work, *args)

        return endpoint

    async def export(request: Request) -> Response:
        try:
            teacher(request)
        except ClassError as error:
            return JSONResponse({"error": str(error)}, status_code=error.status)
        text = await run_in_threadpool(classroom.export_csv)
        return Response(
            text,
            media_type="text/csv",
            headers={"content-disposition": 'attachment; filename="class.csv"'},
        )

    async def board_page(request: Request) -> Response:
        try:
            teacher(request)
        except ClassError as error:
            return HTMLResponse(f"<p>{error}</p>", status_code=error.status)
        return FileResponse(STATIC / "board.html")

    async def board_script(request: Request) -> Response:
        return FileResponse(STATIC / "board.js", media_type="text/javascript")

    async def board_style(request: Request) -> Response:
        return FileResponse(STATIC / "board.css", media_type="text/css")

    async def home(request: Request) -> Response:
        return HTMLResponse(
            "<p>A cardwidgets class server. Students join from a notebook: "
            "<code>cardwidgets.join(address, code, name)</code>.</p>"
        )

    routes = [
        Route("/", home),
        Route("/api/join", join, methods=["POST"]),
        Route("/api/posts", post, methods=["POST"]),
        Route("/api/me", mine),
        Route("/api/board", as_teacher(classroom.board)),
        Route("/api/students", as_teacher(lambda: [n for _, n in classroom.students()])),
        Route("/api/remove", as_teacher(classroom.remove, True), methods=["POST"]),
        Route("/api/activity", as_teacher(classroom.change_activity, True), methods=["POST"]),
        Route("/api/names", as_teacher(classroom.hide_names, True), methods=["POST"]),
        Route("/api/export.csv", export),
        Route("/board", board_page),
        Route("/board.js", board_script),
        Route("/board.css", board_style),
    ]
    prefix = prefix.rstrip("/")
    if not prefix:
        return Starlette(routes=routes)
    return Starlette(routes=[Mount(prefix, routes=routes)])
