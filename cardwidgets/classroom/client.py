"""A student's side of the class server: join once, and the tables and lessons send what happened.
Nothing is lost when the server or the network is down, nothing is counted twice, and only the
standard library is used; how the outbox does it: :doc:`/docs/design/classroom`."""

from __future__ import annotations

import hashlib
import json
import numbers
import os
import secrets
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any, Final

from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.engine.record import GameRecord

#: How long one request may take before the item waits in the outbox instead.
TIMEOUT_SECONDS: Final = 10.0
#: How long joining keeps asking a server that does not answer before saying so.
JOIN_PATIENCE_SECONDS: Final = 30.0
#: How often the background thread tries again while items wait.
RETRY_SECONDS: Final = 2.0
SENT: Final = "Sent to the class."
KEPT: Final = "The class server cannot be reached; kept, and sent when it is back."


class ClassServerError(CardwidgetsError, RuntimeError):
    """The class server refused a request, or could not be reached to join."""


class Unreachable(CardwidgetsError):
    """No answer from the server (down, network gone, timed out): try again later."""


def request_json(
    address: str, path: str, body: Mapping[str, Any] | None, token: str | None = None
) -> Any:
    """The server's JSON answer; :class:`ClassServerError` with its message when it refuses."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    headers = {"content-type": "application/json"}
    if token is not None:
        headers["authorization"] = f"Bearer {token}"
    request = urllib.request.Request(address.rstrip("/") + path, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        try:
            message = json.loads(error.read()).get("error") or str(error)
        except (ValueError, AttributeError):
            message = str(error)
        if error.code >= 500:
            raise Unreachable(message) from None
        raise ClassServerError(message) from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise Unreachable(str(error)) from None


class ClassConnection:
    """One student's place in a class: the token the server gave, and the outbox."""

    def __init__(self, address: str, code: str, name: str, outbox: Path | None = None) -> None:
        self.address = address.rstrip("/")
        self.name = name
        key = hashlib.sha256(f"{self.address}\n{name}".encode()).hexdigest()[:12]
        self.outbox = outbox or Path(f".cardwidgets-class-{key}.json")
        #: Messages of the items the server refused (the latest last).
        self.refused: list[str] = []
        self._lock = threading.RLock()
        self._wake = threading.Event()
        saved = self._read_outbox()
        if saved is not None:  # joined before (the kernel restarted): carry on as the same student
            self.token: str = saved["token"]
            self._pending: list[dict[str, Any]] = saved["pending"]
        else:
            self.token, self._pending = self._join(code, name), []
            self._write_outbox()
        threading.Thread(target=self._resend_forever, daemon=True, name="class-outbox").start()
        self._wake.set()

    def _join(self, code: str, name: str) -> str:
        """The token the server took, asking again while it does not answer (a whole class
        joining at once keeps it busy): the same secret each time, so it is one join."""
        secret = secrets.token_urlsafe(32)
        deadline = time.monotonic() + JOIN_PATIENCE_SECONDS
        while True:
            try:
                body = {"code": code, "name": name, "secret": secret}
                token: str = request_json(self.address, "/api/join", body)["token"]
                return token
            except Unreachable as error:
                if time.monotonic() > deadline:
                    raise ClassServerError(
                        f"Cannot reach the class server at {self.address} ({error}): check "
                        "the address on the board."
                    ) from None
                time.sleep(RETRY_SECONDS)

    @property
    def pending(self) -> int:
        """How many items wait in the outbox for the server."""
        with self._lock:
            return len(self._pending)

    def send_game(self, record: GameRecord | Mapping[str, Any]) -> str:
        """Send a finished game's record; what the table shows in return."""
        data = record.to_dict() if isinstance(record, GameRecord) else dict(record)
        return self._send({"kind": "game", "record": data})

    def send_prediction(self, question: str, guess: float) -> str:
        return self._send({"kind": "prediction", "question": question, "guess": guess})

    def send_check(self, exercise_id: str, answer: object) -> str:
        return self._send({"kind": "check", "exercise": exercise_id, "answer": _plain(answer)})

    def mine(self) -> dict[str, int]:
        """What the server has counted from this student."""
        try:
            counted: dict[str, int] = request_json(self.address, "/api/me", None, self.token)
        except Unreachable as error:
            raise ClassServerError(f"The class server cannot be reached: {error}") from None
        return counted

    def flush(self) -> bool:
        """Try to send every waiting item now; whether the outbox is empty after."""
        with self._lock:
            while self._pending:
                item = self._pending[0]
                try:
                    request_json(self.address, "/api/posts", item, self.token)
                except Unreachable:
                    return False
                except ClassServerError as error:
                    self.refused.append(str(error))
                self._pending.pop(0)
                self._write_outbox()
            return True

    def _send(self, item: dict[str, Any]) -> str:
        """Keep ``item`` in the outbox, then try to send what waits; the item's fate in words."""
        with self._lock:
            self._pending.append({"id": uuid.uuid4().hex, **item})
            self._write_outbox()
            refused_before = len(self.refused)
            if not self.flush():
                self._wake.set()
                return KEPT
            if len(self.refused) > refused_before:
                return self.refused[-1]
            return SENT

    def _resend_forever(self) -> None:
        while True:
            self._wake.wait(RETRY_SECONDS)
            self._wake.clear()
            if self.pending:
                self.flush()

    def _read_outbox(self) -> dict[str, Any] | None:
        try:
            saved = json.loads(self.outbox.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(saved, dict) or saved.get("address") != self.address:
            return None
        return saved

    def _write_outbox(self) -> None:
        """Write the outbox whole to a new file, then put it in place: never half written."""
        state = {"address": self.address, "name": self.name, "token": self.token}
        fresh = self.outbox.with_suffix(".tmp")
        fresh.write_text(json.dumps(state | {"pending": self._pending}), encoding="utf-8")
        os.replace(fresh, self.outbox)


def _plain(answer: object) -> object:
    """An answer as JSON can carry it; the server checks it again itself."""
    if isinstance(answer, tuple | list):
        return [_plain(part) for part in answer]
    if isinstance(answer, Fraction):
        return f"{answer.numerator}/{answer.denominator}"
    if answer is None or isinstance(answer, bool | int | float | str):
        return answer
    if isinstance(answer, numbers.Real):  # NumPy's numbers
        return float(answer)
    return str(answer)[:200]


# ---------------------------------------------------------------------- what the tables call
_joined: ClassConnection | None = None
#: The digests of the games this kernel's tables sent already: a table redrawn at its end, or
#: stepped back and forward again, sends its game once.
_reported: set[str] = set()


def join(address: str, code: str, name: str, outbox: str | Path | None = None) -> ClassConnection:
    """Join the class at ``address`` with the class ``code`` under ``name``: from now on every
    finished game at a table, prediction revealed and self-check answer is sent to it. What
    waits to be sent is kept in ``outbox`` (default: a small file beside the notebook)."""
    global _joined
    _joined = ClassConnection(address, code, name, None if outbox is None else Path(outbox))
    return _joined


def leave() -> None:
    """Leave the class: this kernel's tables and lessons send nothing more (the outbox stays)."""
    global _joined
    _joined = None


def joined() -> ClassConnection | None:
    return _joined


def report_game(record: GameRecord) -> str | None:
    """Send a table's finished game once; what to tell the player (None: not in a class)."""
    if _joined is None:
        return None
    data = record.to_dict()
    if data["digest"] in _reported:
        return None
    _reported.add(data["digest"])
    return _joined.send_game(data)


def report_prediction(question: str, guess: float) -> None:
    if _joined is not None:
        _joined.send_prediction(question, guess)


def report_check(exercise_id: str, answer: object) -> None:
    if _joined is not None:
        _joined.send_check(exercise_id, answer)
