"""How long Save replay takes, and how big the file is, for long games (issue 29): whole Call
Deuces games of bots with the minus-target end off, about 1,000 and 1,600 events, written from
North's seat and with every card shown; then North's file through the Save replay button, a
slice a message as the page asks for them, with the longest one message took (the kernel
answers nothing else during one message).

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


def save_replay_times(players: int, seed: int) -> list[tuple[str, int, float, float, int]]:
    """(whose view, events, seconds, seconds of this process's CPU, bytes) of the replay of
    one whole game: on a busy machine the CPU time is what the work itself takes."""
    table = cardwidgets.play("call_deuces", seed=seed, mode="watch", players=players, **RULES)
    while not table.state.is_terminal:
        table.step()
    session = table._session
    found = []
    for seat, who in ((0, "North"), (None, "all cards")):
        started, cpu = time.perf_counter(), time.process_time()
        text = replay_html(session, seat)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        found.append((who, len(session.timeline), seconds, cpu, len(text.encode())))
    return found


def save_replay_messages(players: int, seed: int) -> tuple[float, float, int]:
    """Through the button: the longest message, the whole time, and how many messages."""
    table = cardwidgets.play("call_deuces", seed=seed, mode="watch", players=players, **RULES)
    while not table.state.is_terminal:
        table.step()
    heard: list[dict[str, Any]] = []
    table.send = heard.append  # what the page would hear
    times = []
    started = time.perf_counter()
    request: dict[str, Any] = {"kind": "export"}
    while True:
        sent = time.perf_counter()
        table._on_front_end_message(None, request, None)
        times.append(time.perf_counter() - sent)
        if heard[-1]["kind"] == "replay":
            return max(times), time.perf_counter() - started, len(times)
        request = {"kind": "export", "worked": heard[-1]["done"]}


if __name__ == "__main__":
    for players, seed in GAMES:
        for who, events, seconds, cpu, size in save_replay_times(players, seed):
            print(
                f"call_deuces, {players} players, seed {seed}, {events} events, {who}: "
                f"{seconds:.2f} s (CPU {cpu:.2f} s), {size / 1000:,.0f} kB "
                f"({size / events:,.0f} bytes an event)"
            )
        longest, whole, messages = save_replay_messages(players, seed)
        print(
            f"  the Save replay button, North: {messages} messages, longest {longest:.3f} s, "
            f"whole {whole:.2f} s"
        )
