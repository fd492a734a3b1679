"""What a seat can be sure of from what it saw, said in sentences beside the moves' chances: a
suit a seat showed it lacks, a card now the highest of its suit still to be played. Each game
says its own (``GameInfo.inferences``) from its own bookkeeping, so every sentence is true
whatever the cards the seat cannot see."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardwidgets.engine.info import load_part
from cardwidgets.engine.observation import Observation
from cardwidgets.engine.registry import game_class


def inferences(observation: Observation) -> tuple[str, ...]:
    """The sentences this seat can be sure of now, or none for the teacher's view (who sees
    everything) and for a game that says none."""
    if not isinstance(observation, Observation):
        raise TypeError(
            f"inferences takes one seat's observation (state.observation(seat)), not a "
            f"{type(observation).__name__}: they may use only what that seat can know."
        )
    reference = game_class(observation.game).info.inferences
    if reference is None or observation.seat is None:
        return ()
    said: Callable[[Observation], Sequence[str]] = load_part(reference)
    return tuple(said(observation))
