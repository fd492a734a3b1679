"""How long the kernel is busy with one Review message: a whole game's review driven through
the table's message handler, one message after another, as the page's Review button does
(issue 29). Prints the longest and the total; a kernel answers nothing else meanwhile."""

from __future__ import annotations

import sys
import time

import cardwidgets


def longest_review_message(game: str = "tennessee", seed: int = 5) -> tuple[float, float, int]:
    """The longest one message took, the whole review's time, and how many messages it took."""
    table = cardwidgets.play(game, seed=seed, mode="watch")
    while not table.state.is_terminal:
        table.step()
    session = table._session
    panel = table._analysis_panel

    def ask(what: str, **extra: object) -> float:
        started = time.perf_counter()
        message = {"kind": "analyse", "ask": what, "deal": session.deal_number, "step": session.at}
        table._on_front_end_message(None, {**message, **extra}, None)
        return time.perf_counter() - started

    times = [ask("review")]
    while panel.reviewer is not None and not panel.reviewer.finished:
        times.append(ask("continue", done=panel.reviewer.done))
    return max(times), sum(times), len(times)


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "tennessee"
    longest, total, count = longest_review_message(game)
    print(f"{game}: {count} messages, longest {longest:.2f} s, whole review {total:.2f} s")
