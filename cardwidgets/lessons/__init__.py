"""The lesson kit: hidden predictions, exercises that check themselves, a teacher's edition.

* :func:`predict` — the student guesses, presses Reveal, and only then sees the answer,
  with the working a later cell printed inside :func:`after_reveal`;
* :func:`check` — right or wrong with a hint, never showing the answer; each game declares
  its :class:`Exercise` list in its own folder and names it in its ``GameInfo``;
* :func:`teacher_mode` and :func:`worked_answer` — what the teacher's edition (``make
  teacher``, :mod:`tools.teacher`) adds: predictions revealed, each exercise's worked answer.

Plots in one projector-ready style are in :mod:`cardwidgets.probability.plots`.
"""

from cardwidgets.lessons.exercises import (
    Exercise,
    ExerciseError,
    Verdict,
    WorkedAnswer,
    check,
    exercise,
    exercises,
    worked_answer,
)
from cardwidgets.lessons.prediction import (
    Prediction,
    PredictionError,
    after_reveal,
    predict,
    teacher_mode,
)

__all__ = [
    "Exercise",
    "ExerciseError",
    "Prediction",
    "PredictionError",
    "Verdict",
    "WorkedAnswer",
    "after_reveal",
    "check",
    "exercise",
    "exercises",
    "predict",
    "teacher_mode",
    "worked_answer",
]
