"""The kernel answers while the Review button reviews a whole game (issue 29): every message
buys one slice of the review, so Back and Forward sent meanwhile are carried out at once,
between slices, and the review finds what it finds undisturbed.

Nothing here asserts a time (the machine may be busy): the conditions are that each click was
answered while the review still ran, and that the review equals the one made in one go. The
longest time one message took is measured and reported (``-s`` prints it; the JUnit report
holds it as a property); ``python -m benchmarks.review_message`` measures a longer game.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.analysis import review
from cardwidgets.widgets.analysis_panel import REVIEW_DEALS
from tests.widgets.test_table_widget import OpenTable

NORTH = 0


def test_back_and_forward_are_answered_while_a_whole_game_is_reviewed(
    open_table: OpenTable, record_property: Any
):
    bots = [RandomAgent(), *(default_agent("take_two") for _ in range(3))]
    page = open_table("take_two", seed=1, mode="watch", max_hands=1, agents=bots)
    while not page.frame["over"]:
        page.send("step")
    end = page.frame["step"]
    longest = 0.0

    def timed(kind: str, **body: Any) -> dict[str, Any]:
        nonlocal longest
        started = time.perf_counter()
        page.send(kind, **body)
        longest = max(longest, time.perf_counter() - started)
        return dict(page.model["_analysis"])

    shown = timed("analyse", ask="review")
    assert shown["running"], "the first message answered with the review under way"
    clicks = 0
    while shown.get("running"):
        before = page.frame["step"]
        back = clicks % 2 == 0
        assert timed("back" if back else "forward").get("running"), "answered mid-review"
        assert page.frame["step"] == before + (-1 if back else 1)
        clicks += 1
        shown = timed("analyse", ask="continue", worked=shown["worked"])
    if clicks % 2:
        page.send("forward")
    assert page.frame["step"] == end
    same = review(page.widget.record(), NORTH, samples=REVIEW_DEALS)
    assert shown["review"] == same.summary()
    record_property("longest_message_seconds", round(longest, 3))
    print(f"\n{clicks} clicks answered during the review; longest message {longest:.3f} s")


@pytest.mark.parametrize("ask", ["continue", "stop"])
def test_a_reviews_slice_asked_for_from_a_step_since_left_is_still_answered(
    open_table: OpenTable, ask: str
):
    """The page may ask for the next slice (or Stop) before the frame of a step it moved to
    meanwhile reached it: the review is of the whole game, so the request counts."""
    bots = [RandomAgent(), *(default_agent("take_two") for _ in range(3))]
    page = open_table("take_two", seed=1, mode="watch", max_hands=1, agents=bots)
    while not page.frame["over"]:
        page.send("step")
    page.send("analyse", ask="review")
    shown = dict(page.model["_analysis"])
    stale = page.frame["step"]
    page.send("back")
    request = {"kind": "analyse", "ask": ask, "worked": shown["worked"]}
    page.deliver(request | {"deal": page.frame["deal"], "step": stale})
    now = dict(page.model["_analysis"])
    if ask == "continue":
        assert now["worked"] > shown["worked"]
    else:
        assert not now.get("running")
