"""The lesson kit: hidden predictions (:func:`predict`, :func:`after_reveal`), exercises that check
themselves (:func:`check`, each game declaring its :class:`Exercise` list in its own folder), and
what the teacher's edition adds (:func:`teacher_mode`, :func:`worked_answer`). What each part
does and why: :doc:`/docs/design/lessons-kit`."""

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
