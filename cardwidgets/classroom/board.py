"""The teacher's board as numbers: what the class's stored results add up to, worked out here.
:func:`board_figures` reads only rows the server checked itself, so a student's machine cannot
move the pooled win rate except by playing a real game (:doc:`/docs/design/classroom`)."""

from __future__ import annotations

from typing import Any, Final

from cardwidgets.classroom.checks import OUTCOMES
from cardwidgets.tournament import wilson_interval

#: The running estimate is drawn from at most this many points, however many games arrive.
SERIES_POINTS: Final = 200
#: The free play before any activity: every game pooled, by who moved first.
FREE_PLAY: Final[dict[str, Any]] = {
    "id": 0,
    "title": "Free play",
    "game": None,
    "outcome": "first_mover_wins",
    "exact": None,
    "question": None,
    "running": True,
}


def estimate_figures(hits: int, games: int) -> dict[str, float] | None:
    """The pooled share with its 95% interval: Wilson's, which stays honest with few games or a
    share near 0 or 1 (the normal interval of 0 wins in 4 games is 0% to 0%, as if certain)."""
    if games == 0:
        return None
    low, high = wilson_interval(hits, games)
    return {"value": hits / games, "low": max(0.0, low), "high": min(1.0, high)}


def running_series(hits_in_order: list[bool]) -> list[list[float]]:
    """``[games, share, low, high]`` after each of up to :data:`SERIES_POINTS` game counts."""
    total = len(hits_in_order)
    if total == 0:
        return []
    marks = sorted({max(1, round(total * k / SERIES_POINTS)) for k in range(1, SERIES_POINTS + 1)})
    series, hits, counted = [], 0, 0
    for mark in marks:
        hits += sum(hits_in_order[counted:mark])
        counted = mark
        figures = estimate_figures(hits, counted)
        assert figures is not None
        series.append([counted, figures["value"], figures["low"], figures["high"]])
    return series


def board_figures(
    activity: dict[str, Any],
    students: list[tuple[int, str]],
    items: list[tuple[int, str, bool | None, str | None, float | None, str | None, bool | None]],
    hide_names: bool,
) -> dict[str, Any]:
    """The board for ``activity`` from its items (student id, kind, hit, question, guess,
    exercise, correct; in the order they arrived), pooled over the ``students`` not removed."""
    present = {student_id for student_id, _ in students}
    hits = [bool(hit) for who, kind, hit, *_ in items if kind == "game" and who in present]
    first_guesses: dict[tuple[int, str], float] = {}
    tries: dict[str, dict[int, bool]] = {}
    per_student: dict[int, list[int]] = {student_id: [0, 0, 0] for student_id in present}
    for who, kind, _, question, guess, exercise, correct in items:
        if who not in present:
            continue
        per_student[who][("game", "prediction", "check").index(kind)] += 1
        if kind == "prediction" and question is not None and guess is not None:
            if activity["question"] in (None, question):
                first_guesses.setdefault((who, question), guess)
        elif kind == "check" and exercise is not None:
            right_before = tries.setdefault(exercise, {}).get(who, False)
            tries[exercise][who] = right_before or bool(correct)
    names = [
        {
            "name": f"Student {number}" if hide_names else name,
            "games": per_student[student_id][0],
            "predictions": per_student[student_id][1],
            "checks": per_student[student_id][2],
        }
        for number, (student_id, name) in enumerate(students, start=1)
    ]
    hardest_first = sorted(tries.items(), key=lambda item: (_share(item[1]), item[0]))
    exercises = [
        {"id": exercise, "tried": len(who), "right": sum(who.values())}
        for exercise, who in hardest_first
    ]
    #: Changes whenever anything drawn could: the board redraws only then.
    revision = (activity["id"], activity["running"], len(items), len(present), hide_names)
    return {
        "activity": {**activity, "outcome_text": OUTCOMES[activity["outcome"]]},
        "students": len(present),
        "games": len(hits),
        "hits": sum(hits),
        "estimate": estimate_figures(sum(hits), len(hits)),
        "series": running_series(hits),
        "guesses": list(first_guesses.values()),
        "exercises": exercises,
        "names": names,
        "hide_names": hide_names,
        "revision": "-".join(str(int(part)) for part in revision),
    }


def _share(right_by_student: dict[int, bool]) -> float:
    return sum(right_by_student.values()) / len(right_by_student)
