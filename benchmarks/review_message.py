"""How long the kernel is busy with one message while the Review button reviews a whole game
(issue 29): the review driven through the table's message handler as the page drives it, one
``continue`` after another, with Back and Forward clicked between them as a person looking
through the game meanwhile would. Prints the longest review message, the longest Back or
Forward, and the whole review's time; the kernel answers nothing else during one message.

``python -m benchmarks.review_message [game] [seed]``
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

import cardwidgets

#: A Back or a Forward every this many review messages.
CLICK_EVERY = 3


@dataclass(frozen=True)
class ReviewTimes:
    """Seconds: the longest review message, the longest Back or Forward sent while it ran,
    and the whole review; how many review messages it took, for how many decisions."""

    longest: float
    longest_click: float
    whole: float
    messages: int
    decisions: int


def longest_review_message(game: str = "tennessee", seed: int = 5) -> ReviewTimes:
    """A whole game of bots reviewed from North's seat through the table's messages."""
    table = cardwidgets.play(game, seed=seed, mode="watch")
    while not table.state.is_terminal:
        table.step()
    session = table._session
    panel = table._analysis_panel

    def send(kind: str, **extra: object) -> float:
        started = time.perf_counter()
        message = {"kind": kind, "deal": session.deal_number, "step": session.at}
        table._on_front_end_message(None, {**message, **extra}, None)
        return time.perf_counter() - started

    started = time.perf_counter()
    times, clicks = [send("analyse", ask="review")], [0.0]
    decisions = panel.reviewer.decisions if panel.reviewer is not None else 0
    while table._analysis.get("running"):
        times.append(send("analyse", ask="continue", worked=table._analysis["worked"]))
        if len(times) % CLICK_EVERY == 0:
            clicks.append(send("back" if len(times) % (2 * CLICK_EVERY) else "forward"))
    whole = time.perf_counter() - started
    return ReviewTimes(max(times), max(clicks), whole, len(times), decisions)


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "tennessee"
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    found = longest_review_message(game, seed)
    print(
        f"{game}, seed {seed}: {found.decisions} decisions in {found.messages} messages; "
        f"longest message {found.longest:.2f} s, longest Back/Forward meanwhile "
        f"{found.longest_click:.3f} s, whole review {found.whole:.1f} s"
    )
