"""A line of a game's story, worded for whoever reads it (each seat, the mover, the teacher)."""

from __future__ import annotations

from typing import NamedTuple

from cardwidgets.i18n import Words


class LogEntry(NamedTuple):
    """One line of the game's story, worded for whoever reads it.

    ``text`` names seats ("North turns Q♥"), ``you`` is the acting seat's own wording ("You
    turn Q♥"), ``secret`` gives seats that learn something private their own line ("You took
    the face-down card: R9"), and ``full`` is the teacher's all-cards wording.
    """

    step: int
    actor: int | None
    text: Words
    you: Words | None = None
    secret: tuple[tuple[int, Words], ...] = ()
    full: Words | None = None

    def for_viewer(self, viewer: int | None) -> str:
        """The line ``viewer`` reads, in the current language (a Message renders now)."""
        return str(self._wording(viewer))

    def _wording(self, viewer: int | None) -> Words:
        if viewer is None:
            return self.full or self.text
        for seat, text in self.secret:
            if seat == viewer:
                return text
        if viewer == self.actor and self.you:
            return self.you
        return self.text
