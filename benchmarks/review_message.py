"""How long the kernel is busy with one message while the Review button reviews a whole game
(issue 29): the review driven through the table's message handler as the page drives it, one
``continue`` after another, with Back and Forward clicked between them as a person looking
through the game meanwhile would. Prints the longest review message, the longest Back or
Forward, and the whole review's time; the kernel answers nothing else during one message.

``python -m benchmarks.review_message [game] [seed] [mode]`` (mode ``watch``, North's review,
or ``all``, the teacher's review with the true deal's advice).
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

import cardwidgets
from cardwidgets.agents import default_agent
from cardwidgets.analysis import review
from cardwidgets.engine import make
from cardwidgets.engine.play import play
from cardwidgets.widgets import SeatMode

#: A Back or a Forward every this many review messages.
CLICK_EVERY = 3


@dataclass(frozen=True)
class ReviewTimes:
    """Seconds: the longest review message (on the clock, and in this process's CPU time: on
    a busy machine the clock also counts the time other programs had the cores), the longest
    Back or Forward sent while it ran, and the whole review; how many review messages it
    took, for how many decisions."""

    longest: float
    longest_cpu: float
    longest_click: float
    whole: float
    messages: int
    decisions: int


def longest_review_message(
    game: str = "tennessee", seed: int = 5, mode: SeatMode = "watch"
) -> ReviewTimes:
    """A whole game of bots reviewed from North's seat through the table's messages."""
    table = cardwidgets.play(game, seed=seed, mode=mode)
    while not table.state.is_terminal:
        table.step()
    session = table._session
    panel = table._analysis_panel

    def send(kind: str, **extra: object) -> tuple[float, float]:
        started, cpu = time.perf_counter(), time.process_time()
        message = {"kind": kind, "deal": session.deal_number, "step": session.at}
        table._on_front_end_message(None, {**message, **extra}, None)
        return time.perf_counter() - started, time.process_time() - cpu

    started = time.perf_counter()
    times, clicks = [send("analyse", ask="review")], [0.0]
    decisions = panel.reviewer.decisions if panel.reviewer is not None else 0
    while table._analysis.get("running"):
        times.append(send("analyse", ask="continue", worked=table._analysis["worked"]))
        if len(times) % CLICK_EVERY == 0:
            clicks.append(send("back" if len(times) % (2 * CLICK_EVERY) else "forward")[0])
    whole = time.perf_counter() - started
    longest = max(wall for wall, _ in times)
    longest_cpu = max(cpu for _, cpu in times)
    return ReviewTimes(longest, longest_cpu, max(clicks), whole, len(times), decisions)


def whole_review_seconds(
    name: str, seed: int = 5, decisions: int | None = None
) -> tuple[float, int]:
    """CPU seconds to review a whole default game of rule-of-thumb bots from seat 0 as the
    Review button does (its samples, its confirmations), and the decisions reviewed: what a
    learner waits at the end of a game (issue 35's target: under 10 s). ``decisions`` stops
    after that many, for a smoke run."""
    game = make(name)
    state = play(game.new_state(seed), [default_agent(name) for _ in range(game.num_players)], seed)
    started = time.process_time()
    found = review(
        state.record(),
        0,
        progress=None if decisions is None else (lambda done, _: done < decisions),
    )
    return time.process_time() - started, found.decisions


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "tennessee"
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    mode: SeatMode = "all" if sys.argv[3:] == ["all"] else "watch"
    found = longest_review_message(game, seed, mode)
    print(
        f"{game}, seed {seed}, {mode}: {found.decisions} decisions in {found.messages} messages; "
        f"longest message {found.longest:.2f} s (CPU {found.longest_cpu:.2f} s), "
        f"longest Back/Forward meanwhile "
        f"{found.longest_click:.3f} s, whole review {found.whole:.1f} s"
    )
