"""What the server makes of a student's post: checked, bounded, and worked out by itself, since a
student's machine can send anything. Each refusal is a :class:`ClassError` whose message the
student's table shows; what is checked and how: :doc:`/docs/design/classroom`."""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Final

from cardwidgets.engine.errors import CardwidgetsError, quoted
from cardwidgets.engine.game import State
from cardwidgets.engine.record import GameRecord

#: The longest body a post may have: a whole game's record fits many times over.
MAX_BODY_BYTES: Final = 256_000
MAX_STUDENT_NAME: Final = 40
MAX_QUESTION: Final = 300
MAX_ANSWER_TEXT: Final = 200
MAX_ANSWER_PARTS: Final = 10
MAX_TITLE: Final = 120
#: A guess typed as a plain number ("how many flips?") is at most this far from 0.
MAX_GUESS: Final = 1e9
CLIENT_ID: Final = re.compile(r"[A-Za-z0-9_-]{8,64}")
#: What an activity pools from each game, worked out from the replayed end position.
OUTCOMES: Final = {
    "first_mover_wins": "the player who moved first wins",
    "seat_0_wins": "seat 1 (the first seat) wins",
    "seat_1_wins": "seat 2 wins",
}


class ClassError(CardwidgetsError, ValueError):
    """A request the class server refuses; ``status`` is the HTTP status it answers with."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Checked:
    """A post as the server will store it: only what it worked out or bounded itself."""

    client_id: str
    kind: str
    game: str | None = None
    digest: str | None = None
    hit: bool | None = None
    question: str | None = None
    guess: float | None = None
    exercise: str | None = None
    correct: bool | None = None
    #: The verdict, or the record's events count: what the teacher's CSV says of the item.
    detail: str = ""


def parse_body(body: bytes) -> dict[str, Any]:
    """The JSON object a request carries, refused when too long or not an object."""
    if len(body) > MAX_BODY_BYTES:
        raise ClassError(
            f"This post is {len(body):,} bytes; the class server takes at most {MAX_BODY_BYTES:,}.",
            413,
        )
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise ClassError("The class server takes a JSON object, and this is not one.") from None
    if not isinstance(data, dict):
        raise ClassError("The class server takes a JSON object, and this is not one.")
    return data


def student_name(name: object) -> str:
    """A name to join under: 1 to 40 printable characters, spaces trimmed."""
    if isinstance(name, str):
        name = " ".join(name.split())
    if not isinstance(name, str) or not 0 < len(name) <= MAX_STUDENT_NAME or not name.isprintable():
        raise ClassError(
            f"A name to join under is 1 to {MAX_STUDENT_NAME} printable characters, "
            f"not {quoted(name)}."
        )
    return name


def checked_post(data: dict[str, Any], activity_game: str | None, outcome: str) -> Checked:
    """The post ``data`` as the server stores it, or a :class:`ClassError` saying why not.

    ``activity_game`` is the game the running activity pools (None: any), ``outcome`` what it
    pools from each game.
    """
    allowed = {"id", "kind", "record", "question", "guess", "exercise", "answer"}
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise ClassError(
            f"A post has the fields {', '.join(sorted(allowed))}; "
            f"{', '.join(map(quoted, unknown))} is not one of them."
        )
    client_id = data.get("id")
    if not isinstance(client_id, str) or not CLIENT_ID.fullmatch(client_id):
        raise ClassError(
            "A post's id is 8 to 64 letters, digits, '-' or '_' (the table makes one), "
            f"not {quoted(client_id)}."
        )
    kind = data.get("kind")
    if kind == "game":
        return _checked_game(client_id, data.get("record"), activity_game, outcome)
    if kind == "prediction":
        return _checked_prediction(client_id, data.get("question"), data.get("guess"))
    if kind == "check":
        return _checked_answer(client_id, data.get("exercise"), data.get("answer"))
    raise ClassError(f"A post's kind is 'game', 'prediction' or 'check', not {quoted(kind)}.")


def _checked_game(
    client_id: str, record_data: object, activity_game: str | None, outcome: str
) -> Checked:
    if not isinstance(record_data, dict):
        raise ClassError("A game post carries its record, a JSON object (table.record()).")
    try:
        record = GameRecord.from_dict(record_data)
        state = record.replay()
    except CardwidgetsError as error:
        raise ClassError(f"The class server refused this game: {error}") from None
    if activity_game is not None and record.game != activity_game:
        raise ClassError(
            f"The class is playing {activity_game} now; this record is a game of {record.game}."
        )
    if not state.is_terminal:
        raise ClassError(
            f"The class server pools finished games; this one stopped after {len(record.events)} "
            "events, before its end."
        )
    return Checked(
        client_id,
        "game",
        game=record.game,
        digest=str(record_data["digest"]),
        hit=_outcome(record, state, outcome),
        detail=f"{len(record.events)} events, returns {list(state.returns())}",
    )


def _outcome(record: GameRecord, end: State, outcome: str) -> bool:
    """Whether the replayed game shows the activity's outcome."""
    returns = end.returns()
    if outcome == "first_mover_wins":
        return returns[_first_mover(record)] > 0
    seat = int(outcome.split("_")[1])
    return seat < len(returns) and returns[seat] > 0


def _first_mover(record: GameRecord) -> int:
    """The seat of the game's first decision (after the deal and any toss deciding it)."""
    for upto in range(len(record.events) + 1):
        player = record.replay(upto).current_player
        if player >= 0:
            return player
    raise ClassError("This record has no move by any player.")


def _checked_prediction(client_id: str, question: object, guess: object) -> Checked:
    if not isinstance(question, str) or not 0 < len(question) <= MAX_QUESTION:
        raise ClassError(
            f"A prediction names its question, 1 to {MAX_QUESTION} characters, not "
            f"{quoted(question)}."
        )
    if (
        isinstance(guess, bool)
        or not isinstance(guess, int | float)
        or not math.isfinite(guess)
        or abs(guess) > MAX_GUESS
    ):
        raise ClassError(f"A guess is a finite number, not {quoted(guess)}.")
    return Checked(client_id, "prediction", question=question, guess=float(guess))


def _checked_answer(client_id: str, exercise_id: object, answer: object) -> Checked:
    from cardwidgets.lessons.exercises import ExerciseError, exercise

    parts = answer if isinstance(answer, list) else [answer]
    if len(parts) > MAX_ANSWER_PARTS or not all(_plain_answer(part) for part in parts):
        raise ClassError(
            f"A self-check answer is a number, a word or a list of at most {MAX_ANSWER_PARTS} "
            f"of them (each at most {MAX_ANSWER_TEXT} characters)."
        )
    if not isinstance(exercise_id, str) or len(exercise_id) > MAX_ANSWER_TEXT:
        raise ClassError(f"A self-check names its exercise's id, not {quoted(exercise_id)}.")
    try:
        chosen = exercise(exercise_id)
    except ExerciseError as error:
        raise ClassError(str(error)) from None
    verdict = chosen.check(tuple(answer) if isinstance(answer, list) else answer)
    return Checked(
        client_id, "check", exercise=chosen.id, correct=bool(verdict), detail=str(verdict)
    )


def _plain_answer(part: object) -> bool:
    if isinstance(part, str):
        return len(part) <= MAX_ANSWER_TEXT
    if isinstance(part, float):
        return math.isfinite(part)
    return part is None or (isinstance(part, bool | int) and abs(part) < 10**30)
