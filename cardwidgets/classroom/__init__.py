"""A class together: students' games and guesses pooled live on the teacher's screen.

``cardwidgets class serve`` runs the server (:mod:`~cardwidgets.classroom.server`, needs the
``class`` extra); students call :func:`join` (standard library only) and their tables and
lessons send what happened; the teacher watches :class:`~cardwidgets.classroom.teacher.Board`
in a notebook or the page the server serves for a projector.
"""

from cardwidgets.classroom.client import ClassConnection, ClassServerError, join

__all__ = ["ClassConnection", "ClassServerError", "join"]
