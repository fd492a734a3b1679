"""Copies of a state: its fields' values copied fast, and checkpoints that leave the past out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from cardwidgets.engine.state import State

#: A state's fields that grow with every step: a checkpoint leaves them out.
PAST_FIELDS: Final = frozenset({"history", "_log", "_legal"})


class Checkpoint:
    """A position saved without its past, to resume from a later state of the same game.

    Two of a table's checkpoints share their past through the state they are resumed from,
    so keeping one every few steps costs memory in proportion to the game's length.
    """

    def __init__(self, present: State, step: int, log_length: int) -> None:
        self._present = present
        self.step = step
        self._log_length = log_length

    def resume(self, later: State) -> State:
        """The saved position as a state of its own, its past cut from ``later``: a state of
        the same game at or after this step, whose history starts with the same events."""
        if later.step < self.step or later._past_steps != self._present._past_steps:
            raise ValueError(
                f"A checkpoint of step {self.step} resumes from a later state of the same game, "
                f"not from one at step {later.step}."
            )
        state = self._present.clone()
        state.history = later.history[: self.step - later._past_steps]
        state._log = later._log[: self._log_length]
        return state


def copied(value: Any) -> Any:
    """A state's field as its copy holds it: lists, dicts and sets (nested ones too) copied,
    immutable values shared."""
    kind = type(value)
    if kind is list:
        if value and type(value[0]) in (list, dict, set):
            return [copied(item) for item in value]
        return value.copy()
    if kind is dict:
        return {key: copied(item) for key, item in value.items()}
    if kind is set:
        return value.copy()
    return value
