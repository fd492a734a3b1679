"""A line of a game's story, worded for whoever reads it (each seat, the mover, the teacher)."""

from __future__ import annotations

from typing import NamedTuple


class LogEntry(NamedTuple):
    """One line of the game's story, worded for whoever reads it.

    ``text`` names seats ("North turns Q♥"), ``you`` is the acting seat's own wording ("You
    turn Q♥"), ``secret`` gives seats that learn something private their own line ("You took
    the face-down card: R9"), and ``full`` is the teacher's all-cards wording.
    """

    step: int
    actor: int | None
    text: str
    you: str | None = None
    secret: tuple[tuple[int, str], ...] = ()
    full: str | None = None

    def for_viewer(self, viewer: int | None) -> str:
        if viewer is None:
            return self.full or self.text
        for seat, text in self.secret:
            if seat == viewer:
                return text
        if viewer == self.actor and self.you:
            return self.you
        return self.text
