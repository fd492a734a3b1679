"""Tennessee for Two at the table widget: a person plays a hand against the bot through the page."""

from __future__ import annotations

from typing import Any

import pytest

from cardwidgets.testing import FrontEnd
from tests.widgets.leaks import leaks
from tests.widgets.test_table_widget import (
    OpenTable,
    buttons,
    clickable,
    next_request,
    refusals,
)

NORTH, SOUTH = 0, 1


def hidden_cards_named(frame: dict[str, Any], page: FrontEnd) -> list[str]:
    """The leak check, except for the rule reminder: it names "the Rook" as a rule ("5s, 10s,
    14s and the Rook stay in hand"), never where the card is, and depends only on the phase."""
    rest = {key: value for key, value in frame.items() if key != "reminder"}
    return leaks(rest, page.widget._session.state, NORTH)


def play_the_hand(page: FrontEnd) -> list[dict[str, Any]]:
    """Play to the end as the page would, checking every frame sent to the person's seat."""
    frames = []
    while not page.frame["over"]:
        next_request(page)
        frame = page.frame
        assert not frame["message"], frame["message"]
        assert not hidden_cards_named(frame, page), (frame["step"], hidden_cards_named(frame, page))
        frames.append(frame)
    return frames


@pytest.mark.parametrize(("variant", "seed"), [(None, 3), ("untouchable_nest", 4)])
def test_a_person_plays_a_hand_against_the_bot_and_sees_nothing_hidden(
    open_table: OpenTable, variant: str | None, seed: int
):
    page = open_table("tennessee", seed=seed, seat=NORTH, variant=variant, max_hands=1)
    frames = play_the_hand(page)
    assert page.widget.state.is_terminal
    labels = {button["label"] for frame in frames for button in buttons(frame)}
    assert any(label.isdigit() for label in labels), "bids are buttons"
    draws = [f for f in frames if f["phase"].endswith("the draw") and f["you"]]
    assert draws, "the person won a trick and chose a card from the draw pile"
    for frame in draws:
        assert len(clickable(frame)) == 2, "the two cards of the draw are clickable"


@pytest.mark.parametrize("mode", ["watch", "pass"])
def test_watching_or_passing_the_table_shows_each_seat_only_its_own_cards(
    open_table: OpenTable, mode: str
):
    page = open_table("tennessee", seed=5, seat=SOUTH, mode=mode, max_hands=1)
    while not page.frame["over"]:
        next_request(page)
        viewer = page.widget._session.viewer
        if viewer is not None and not page.frame["cover"]:
            rest = {key: value for key, value in page.frame.items() if key != "reminder"}
            assert not leaks(rest, page.widget._session.state, viewer)


def test_the_bidder_clicks_five_cards_to_bury_and_count_cards_say_why_not(open_table: OpenTable):
    page = open_table("tennessee", seed=3, seat=NORTH, max_hands=1)
    while page.widget.state.phase != "bid":
        next_request(page)
    bids = [button for button in buttons(page.frame) if "i" in button]
    assert [choice["label"] for choice in bids][:2] == ["60", "65"]
    page.send("act", index=int(bids[-1]["i"]))  # 160 ends the auction at once
    assert "You pick up the nest" in page.frame["announce"]
    why = dict(refusals(page.frame))
    assert why["R10"].startswith(
        "R10 is a count card (10 points): count cards never go to the nest"
    )
    for _ in range(5):
        assert page.widget.state.phase == "nest"
        page.send("act", index=0)
    labels = [button["label"] for button in buttons(page.frame)]
    assert labels == ["Red", "Yellow", "Green", "Black"]


def test_when_a_colour_is_led_the_prompt_names_the_cards_that_may_answer_it(
    open_table: OpenTable,
):
    page = open_table("tennessee", seed=3, seat=NORTH, max_hands=1)
    answered = 0
    while not page.frame["over"]:
        next_request(page)
        state = page.widget.state
        if not (page.frame["you"] and state.phase == "play" and state.trick):
            continue
        may_play = [action.args[0] for action in state.legal_actions()]
        prompt = page.frame["prompt"]
        if len(may_play) == len(state.hands[NORTH]) and "You have no" in prompt:
            assert prompt.endswith(("play any card.", "play the Rook."))
        else:
            assert prompt.startswith(("Your turn: Follow ", "Your turn: Trump was led"))
            if "Follow" in prompt:
                assert prompt.endswith(": " + " ".join(card.short for card in may_play) + ".")
        answered += 1
    assert answered, "South led to a trick North answered"


def test_in_the_auction_the_prompt_names_the_lowest_bid_allowed(open_table: OpenTable):
    page = open_table("tennessee", seed=3, seat=NORTH, max_hands=1)
    while not (page.frame["you"] and page.widget.state.phase == "bid"):
        next_request(page)
    state = page.widget.state
    if state.high_bid:
        assert page.frame["prompt"] == (
            f"Your turn: Bid {state.high_bid + 5} or more (in fives, up to 160), or pass: "
            "a pass ends the auction."
        )
    else:
        assert page.frame["prompt"] == f"Your turn: {state.reminder}"
