"""A class together: students' games and guesses pooled live on the teacher's screen. ``cardwidgets
class serve`` runs the server (:mod:`~cardwidgets.classroom.server`, the ``class`` extra),
students call :func:`join` (standard library only), and the teacher watches
:class:`~cardwidgets.classroom.teacher.Board` in a notebook or on a projector
(:doc:`/docs/design/classroom`)."""

from cardwidgets.classroom.client import ClassConnection, ClassServerError, join, leave

__all__ = ["Board", "ClassConnection", "ClassServerError", "join", "leave"]


def __getattr__(name: str) -> object:
    """``Board`` loads the widget machinery only when a teacher asks for it."""
    if name == "Board":
        from cardwidgets.classroom.teacher import Board

        return Board
    raise AttributeError(f"module 'cardwidgets.classroom' has no attribute {name!r}")
