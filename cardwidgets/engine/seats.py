"""Seats: who may act (a seat's number, or chance, or nobody once the game is over) and the
seats' default names, compass points as card players name the seats round a table."""

from __future__ import annotations

from typing import Final

_COMPASS = {
    1: ("North",),
    2: ("North", "South"),
    3: ("North", "East", "West"),
    4: ("North", "East", "South", "West"),
}
_EIGHT_WINDS = (
    "North",
    "North-east",
    "East",
    "South-east",
    "South",
    "South-west",
    "West",
    "North-west",
)


#: ``current_player`` when the next event is chance's (a shuffle, a coin toss).
CHANCE: Final = -1
#: ``current_player`` when the game is over.
TERMINAL: Final = -2

#: The longest player or game name, the same at the table and in a record (a name a table
#: takes must make a record that loads).
MAX_NAME_CHARACTERS: Final = 100


def default_names(count: int) -> tuple[str, ...]:
    """Seat names in playing order (clockwise, so "left of the dealer" is the next seat)."""
    if count in _COMPASS:
        return _COMPASS[count]
    if count == 5:
        return ("North", "East", "South-east", "South-west", "West")
    if count <= 8:
        step = 8 / count
        return tuple(_EIGHT_WINDS[round(i * step) % 8] for i in range(count))
    return tuple(f"Player {i + 1}" for i in range(count))
