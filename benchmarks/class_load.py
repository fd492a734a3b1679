"""The load a real class makes: many students, each a process, posting a game every few seconds.

``python -m benchmarks.class_load --students 60 --minutes 10 --every 3`` starts the real class
server (``cardwidgets class serve``, SQLite in WAL, on 127.0.0.1), one process per student
(``tests/classroom/student.py``: join, play Half and Half with the rule-of-thumb bots, send each
record, pause), and the board page in headless Chromium (with ``--browser``), which redraws
whenever the server's figures change. At the end every student's games are looked up in the
server's CSV export: lost (made, never stored) and duplicated (stored twice) must both be 0.
Reported: the post latency (send to acknowledgement, as the student's table waits for it) at
the median and 95th percentile, the board's figures worked out on the server, the board's
request round trip, and the page's redraw time.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from tests.classroom.serving import ClassServer, environment

STUDENT = [sys.executable, "-m", "tests.classroom.student"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def watch_board(server: ClassServer, done: threading.Event, timings: dict[str, list[float]]):
    """Ask for the board each second, as the page does; note the round trip and server work."""
    while not done.wait(1.0):
        started = time.perf_counter()
        status, board = server.call("/api/board")
        if status == 200:
            timings["round_trip_ms"].append((time.perf_counter() - started) * 1000)
            timings["worked_out_ms"].append(board["worked_out_ms"])


def watch_page(server: ClassServer, done: threading.Event, timings: dict[str, list[float]]):
    """The projector page in headless Chromium: its redraw time after each change it saw."""
    from tests.browser.jupyterlab import chromium, chromium_path

    executable = chromium_path()
    if executable is None:
        return
    with chromium(executable) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{server.address}/board?token={server.token}")
        seen = 0
        while not done.wait(2.0):
            draws, last = page.evaluate("[window.cwBoard.draws, window.cwBoard.lastDrawMs]")
            if draws > seen and last is not None:
                timings["redraw_ms"].append(float(last))
                seen = draws
        page.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=60)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument(
        "--every", type=float, default=3.0, help="seconds between a student's games"
    )
    parser.add_argument(
        "--stagger", type=float, default=0.5, help="seconds between students' arrivals"
    )
    parser.add_argument("--browser", action="store_true", help="also time the page's redraws")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="class-load-"))
    server = ClassServer(folder)
    server.start()
    server.call(
        "/api/activity",
        {"action": "start", "title": "Load run", "game": "half_and_half", "exact": 0.42504843},
    )
    games = max(1, round(args.minutes * 60 / args.every))
    timings: dict[str, list[float]] = {"round_trip_ms": [], "worked_out_ms": [], "redraw_ms": []}
    done = threading.Event()
    watchers = [threading.Thread(target=watch_board, args=(server, done, timings))]
    if args.browser:
        watchers.append(threading.Thread(target=watch_page, args=(server, done, timings)))
    for watcher in watchers:
        watcher.start()
    started, every = time.monotonic(), str(args.every)
    processes = []
    for n in range(args.students):  # one after another, as a class arrives
        student = [server.address, server.code, f"student{n:02}", str(games), str(n + 1), every]
        processes.append(
            subprocess.Popen(
                [*STUDENT, *student],
                cwd=folder,
                env=environment(),
                stdout=subprocess.PIPE,
                text=True,
            )
        )
        time.sleep(args.stagger)
    printed = [process.communicate()[0] for process in processes]
    reports = [json.loads(text) for text in printed if text.strip()]
    elapsed = time.monotonic() - started
    done.set()
    for watcher in watchers:
        watcher.join()
    text = server.call("/api/export.csv")[1]
    board = server.call("/api/board")[1]
    server.stop()
    rows = list(csv.DictReader(io.StringIO(text)))
    stored = Counter((row["student"], row["digest"]) for row in rows if row["kind"] == "game")
    made = [(report["name"], digest) for report in reports for digest in report["made"]]
    lost = sum(1 for key in made if key not in stored)
    duplicated = sum(count - 1 for count in stored.values() if count > 1)
    latencies = [1000 * s for report in reports for s in report["latencies"]]
    figures: dict[str, Any] = {
        "students": args.students,
        "students_failed": args.students - len(reports),
        "seconds": round(elapsed),
        "games_made": len(made),
        "games_stored": sum(stored.values()),
        "board_games": board["games"],
        "lost": lost,
        "duplicated": duplicated,
        "left_in_outboxes": sum(report["pending"] for report in reports),
        "refused": sum(len(report["refused"]) for report in reports),
        "posts_per_second": round(len(made) / elapsed, 1),
        "post_ms_median": round(statistics.median(latencies), 1),
        "post_ms_p95": round(percentile(latencies, 0.95), 1),
        "post_ms_max": round(max(latencies), 1),
    }
    for key, values in timings.items():
        if values:
            figures[f"board_{key}_median"] = round(statistics.median(values), 1)
            figures[f"board_{key}_p95"] = round(percentile(values, 0.95), 1)
    print(json.dumps(figures, indent=1))
    return 0 if lost == duplicated == figures["students_failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
