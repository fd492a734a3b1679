"""The referee: whether an action from outside (a person, a record, a test) may be played now,
and if not, why, in a learner's words; the state applies only what it lets through."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from cardwidgets.engine.actions import Action, is_well_formed
from cardwidgets.engine.errors import ActionParseError, quoted
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.seats import CHANCE, TERMINAL

if TYPE_CHECKING:
    from cardwidgets.engine.state import State


def checked_seat(state: State, seat: object) -> int | None:
    """A seat as a caller gives it: None, or a seat number of this game (True is not 1)."""
    if seat is None:
        return None
    if (
        isinstance(seat, bool)
        or not isinstance(seat, int | np.integer)
        or not 0 <= seat < state.num_players
    ):
        raise IllegalActionError(
            None,
            f"A seat is a whole number from 0 to {state.num_players - 1} ({state.names[0]} is "
            f"0), not {quoted(seat)}.",
            state.legal_actions(),
        )
    return int(seat)


def checked_action(state: State, action: Action | str, seat: int | None) -> Action:
    """``action`` as the state plays it (its text read), or the error saying why it may not be
    played now, by ``seat`` if given (the mover: None for whoever is to move)."""
    player = state.current_player
    if player == TERMINAL:
        raise IllegalActionError(action, "The game is over: nothing more can be played.")
    if isinstance(action, str):
        action = _read(state, action)
    if not isinstance(action, Action) or not is_well_formed(action):
        raise IllegalActionError(
            action,
            f"{quoted(action)} is not an action; give an Action or its text, like 'play QH'.",
            () if player == CHANCE else state.legal_actions(),
        )
    if player == CHANCE:
        if seat is not None:
            raise IllegalActionError(
                action,
                f"It is chance's turn (the next event is dealt), not {state.name(seat)}'s.",
            )
        problem = state._chance_problem(action)
        if problem is not None:
            raise IllegalActionError(action, problem)
        return action
    if seat is not None and seat != player:
        raise IllegalActionError(
            action,
            f"It is {state.name(player)}'s turn, so {state.name(seat)} cannot play now.",
            state.legal_actions(),
        )
    legal = state.legal_actions()
    if action not in legal:
        raise IllegalActionError(action, state._illegal_reason(action), legal)
    return action


def _read(state: State, text: str) -> Action:
    """Text to action, forgiving case when it names exactly one legal action."""
    wanted = " ".join(text.split()).lower()
    if state.current_player >= 0:
        legal = state.legal_actions()
        for action in legal.listed:
            if str(action).lower() == wanted:
                return action
        if legal.ranges:  # "Bet 5": a number in a range, read without listing the range
            try:
                numbered = state.game.parse_action(wanted)
            except ActionParseError:
                pass
            else:
                if numbered in legal:
                    return numbered
    try:
        return state.game.parse_action(text)
    except ActionParseError as error:
        raise IllegalActionError(text, str(error), state.legal_actions()) from None
