"""How long Save replay takes, and how big the file is, for long games (issue 29): whole Call
Deuces games of bots with the minus-target end off, about 1,000 and 1,600 events, saved from
North's seat and with every card shown, as the table's Save replay button makes them.

``python -m benchmarks.save_replay``
"""

from __future__ import annotations

import time
from typing import Any

import cardwidgets
from cardwidgets.widgets.export import replay_html

#: (players, seed): whole games of 994 and 1,579 events under :data:`RULES`.
GAMES = ((4, 74), (5, 1))
RULES: dict[str, Any] = {"minus_target_ends": False}


def save_replay_times(players: int, seed: int) -> list[tuple[str, int, float, int]]:
    """(whose view, events, seconds, bytes) of the replay of one whole game."""
    table = cardwidgets.play("call_deuces", seed=seed, mode="watch", players=players, **RULES)
    while not table.state.is_terminal:
        table.step()
    session = table._session
    found = []
    for seat, who in ((0, "North"), (None, "all cards")):
        started = time.perf_counter()
        text = replay_html(session, seat)
        seconds = time.perf_counter() - started
        found.append((who, len(session.timeline), seconds, len(text.encode())))
    return found


if __name__ == "__main__":
    for players, seed in GAMES:
        for who, events, seconds, size in save_replay_times(players, seed):
            print(
                f"call_deuces, {players} players, seed {seed}, {events} events, {who}: "
                f"{seconds:.2f} s, {size / 1000:,.0f} kB ({size / events:,.0f} bytes an event)"
            )
