"""Where a class's results live: SQLite through the standard library, or PostgreSQL. A result is
committed before the server answers, so whatever a student's table was told was received survives
the server being killed; how each database does it: :doc:`/docs/design/classroom`."""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final, Protocol

#: Letters and digits that cannot be misread on a board (no 0/O, 1/I/L).
CODE_ALPHABET: Final = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH: Final = 6
#: The file ``cardwidgets class serve`` keeps the class in, in the folder it runs from.
DEFAULT_DATABASE: Final = "cardwidgets-class.sqlite3"

SCHEMA: Final = (
    """CREATE TABLE IF NOT EXISTS class (
        code TEXT NOT NULL, teacher_token TEXT NOT NULL, hide_names INTEGER NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS students (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, token_hash TEXT NOT NULL UNIQUE,
        removed INTEGER NOT NULL DEFAULT 0, joined TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS activities (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, game TEXT, outcome TEXT NOT NULL,
        exact DOUBLE PRECISION, question TEXT, running INTEGER NOT NULL, started TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS items (
        student_id INTEGER NOT NULL, client_id TEXT NOT NULL, kind TEXT NOT NULL,
        activity_id INTEGER NOT NULL, received TEXT NOT NULL, game TEXT, digest TEXT,
        hit INTEGER, question TEXT, guess DOUBLE PRECISION, exercise TEXT, correct INTEGER,
        detail TEXT NOT NULL, PRIMARY KEY (student_id, client_id))""",
    """CREATE UNIQUE INDEX IF NOT EXISTS one_game_once ON items (student_id, digest)""",
)
#: The columns of an item row, in the order the store writes them.
ITEM_COLUMNS: Final = (
    "student_id",
    "client_id",
    "kind",
    "activity_id",
    "received",
    "game",
    "digest",
    "hit",
    "question",
    "guess",
    "exercise",
    "correct",
    "detail",
)


def token_hash(token: str) -> str:
    """What the store keeps of a student's token: enough to check it, not to post with it."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class Connection(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any] = ...) -> Any: ...
    def commit(self) -> None: ...
    def rollback(self) -> None: ...
    def close(self) -> None: ...


class Store:
    """One class's database: one connection, used by one request at a time."""

    def __init__(self, connection: Connection, *, placeholder: str, integrity: type[Exception]):
        self._connection = connection
        self._placeholder = placeholder
        #: The driver's "a unique key is taken" error.
        self.integrity_error = integrity
        self._lock = threading.Lock()
        with self.transaction() as run:
            for statement in SCHEMA:
                run(statement)
            if not run("SELECT code FROM class").fetchall():
                run(
                    "INSERT INTO class (code, teacher_token, hide_names) VALUES (?, ?, 0)",
                    (new_code(), secrets.token_urlsafe(24)),
                )

    @contextmanager
    def transaction(self) -> Iterator[Any]:
        """A function running SQL in one transaction, committed when the block ends well."""
        with self._lock:

            def run(sql: str, parameters: Sequence[Any] = ()) -> Any:
                return self._connection.execute(sql.replace("?", self._placeholder), parameters)

            try:
                yield run
            except BaseException:
                self._connection.rollback()
                raise
            self._connection.commit()

    def rows(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self.transaction() as run:
            return [tuple(row) for row in run(sql, parameters).fetchall()]

    def close(self) -> None:
        with self._lock:
            self._connection.close()


def open_store(database: str) -> Store:
    """The store ``database`` names: a ``postgresql://`` address, else an SQLite file."""
    if database.startswith(("postgresql://", "postgres://")):
        import psycopg

        connection = psycopg.connect(database)
        return Store(connection, placeholder="%s", integrity=psycopg.errors.UniqueViolation)
    sqlite = sqlite3.connect(database, check_same_thread=False, isolation_level="DEFERRED")
    sqlite.execute("PRAGMA journal_mode=WAL")
    sqlite.execute("PRAGMA synchronous=FULL")
    sqlite.execute("PRAGMA busy_timeout=10000")
    return Store(sqlite, placeholder="?", integrity=sqlite3.IntegrityError)
