"""One simulated student, in a process of its own: join, play games, send each one.

``python -m tests.classroom.student ADDRESS CODE NAME GAMES SEED PAUSE`` plays ``GAMES`` games of
Half and Half with the rule-of-thumb bots, sends each record as a table would (``send_game``,
waiting ``PAUSE`` seconds between games), waits until its outbox is empty, and prints one JSON
line: the digests it made, those the server acknowledged at once, and each send's latency.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from cardwidgets.agents import default_agent
from cardwidgets.classroom.client import SENT, ClassConnection
from cardwidgets.engine.play import play
from cardwidgets.engine.registry import make

#: How long the outbox may take to empty once the game loop ends (the server may be down).
FLUSH_CEILING_S = 180


def main(address: str, code: str, name: str, games: int, seed: int, pause: float) -> None:
    connection = ClassConnection(address, code, name, outbox=Path(f"outbox-{name}.json"))
    game = make("half_and_half")
    made, acknowledged, latencies = [], [], []
    for number in range(games):
        state = play(game.new_state(seed * 10_000 + number), [default_agent(game.name)] * 2, number)
        record = state.record()
        digest = record.to_dict()["digest"]
        made.append(digest)
        started = time.perf_counter()
        said = connection.send_game(record)
        if said == SENT:
            latencies.append(time.perf_counter() - started)
            acknowledged.append(digest)
        time.sleep(pause)
    deadline = time.monotonic() + FLUSH_CEILING_S
    while not connection.flush():
        if time.monotonic() > deadline:
            break
        time.sleep(0.5)
    print(
        json.dumps(
            {
                "name": name,
                "made": made,
                "acknowledged": acknowledged,
                "pending": connection.pending,
                "refused": connection.refused,
                "latencies": latencies,
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    address, code, name, games, seed, pause = sys.argv[1:7]
    main(address, code, name, int(games), int(seed), float(pause))
