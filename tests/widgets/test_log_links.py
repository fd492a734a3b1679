"""Every log line is a link to its moment (issue 34): a click on a line shows the table as that
line's event left it, the step right after the event, as the history slider would show it;
where a person plays against hidden cards the moment shows only what the seat saw then, and
pass and play keeps another person's moment behind the cover. A step that is no step of the
game is refused with the reason and changes nothing.
"""

from __future__ import annotations

import pytest

from cardwidgets.engine.registry import game_names
from cardwidgets.testing import FrontEnd
from tests.widgets.leaks import leaks
from tests.widgets.test_secrets_and_history import covered_and_empty, play_steps
from tests.widgets.test_table_widget import OpenTable, game_as_it_was

NORTH = 0


def numbered_log(page: FrontEnd) -> dict[int, tuple[str, int]]:
    """The log lines the page shows by their number in the game's log, with their steps."""
    start = page.log_start or 0
    return {
        start + place: (line, step)
        for place, (line, step) in enumerate(zip(page.log_lines, page.log_steps, strict=True))
    }


def drawn(page: FrontEnd) -> dict[str, object]:
    """What the page draws and says about the moment on show: its table and frame (the log is
    the seat's own story, worded for it, and checked where the log is)."""
    return {"table": page.model["_table"], "frame": page.model["_frame"]}


def at_the_end_with_the_whole_log(page: FrontEnd) -> None:
    """Go to the latest step and press "Show earlier events" until the log starts at line 1."""
    page.send("seek", to=page.frame["end"])
    while page.log_start:
        page.show_earlier()


def some_places(count: int) -> list[int]:
    """A dozen places spread over ``count`` log lines, the first and the latest among them."""
    return sorted({round(k * (count - 1) / 11) for k in range(12)})


@pytest.mark.parametrize("game", game_names())
def test_a_log_line_goes_to_the_step_its_event_left(open_table: OpenTable, game: str):
    page = open_table(game, seed=5, mode="all")
    play_steps(page, 150)
    at_the_end_with_the_whole_log(page)
    before = numbered_log(page)
    for number in some_places(len(before)):
        at_the_end_with_the_whole_log(page)
        line, step = before[number]
        page.click_log_line(number)
        assert not page.frame["message"].startswith("There is no"), page.frame["message"]
        assert page.frame["step"] == step, f"{line!r} links to step {step}"
        after = numbered_log(page)
        assert after[number] == (line, step), "the line clicked is still in the log"
        later = [n for n in after if n > number]
        assert all(after[n][1] == step for n in later), (
            f"the log at step {step} ends with {line!r}'s event, not after it"
        )
        assert all(after[n] == before[n] for n in after), "the log is the same story, cut there"


@pytest.mark.parametrize("game", game_names())
def test_a_log_line_shows_a_seat_only_what_it_saw_then(open_table: OpenTable, game: str):
    page = open_table(game, seed=5, mode="play", seat=NORTH)
    play_steps(page, 80)
    session = page.widget._session
    at_the_end_with_the_whole_log(page)
    for place in some_places(len(page.log_lines)):
        at_the_end_with_the_whole_log(page)
        page.click_log_line(place)
        assert page.frame["step"] == session.at
        assert leaks(drawn(page), session.state, NORTH) == [], f"at step {session.at}"


@pytest.mark.parametrize("game", game_names())
def test_in_pass_and_play_a_log_line_of_another_persons_moment_is_covered(
    open_table: OpenTable, game: str
):
    page = open_table(game, seed=5, mode="pass", seat=NORTH)
    play_steps(page, 80)
    session = page.widget._session
    shown = 0
    for place in some_places(80):
        page.send("seek", to=page.frame["end"])
        if page.frame["cover"]:
            page.send("reveal")
        while page.log_start:
            page.show_earlier()
        viewer = session.viewer
        assert viewer is not None
        page.click_log_line(min(place, len(page.log_lines) - 1))
        if page.frame["cover"]:
            assert covered_and_empty(page), "another person's moment shows nothing"
        else:
            shown += 1
            assert session.viewer == viewer, "only the person looking sees their own moment"
            assert leaks(drawn(page), session.state, viewer) == []
    assert shown, "some line went to a moment of the person looking"


@pytest.mark.parametrize(
    ("to", "reason"),
    [
        (-1, "There is no step -1: this game has steps 0 to {end}."),
        ("end + 1", "There is no step {after}: this game has steps 0 to {end}."),
        ("3", "The table ignored a 'seek' request whose 'to' is not a whole number."),
        (True, "The table ignored a 'seek' request whose 'to' is not a whole number."),
        (2.5, "The table ignored a 'seek' request whose 'to' is not a whole number."),
        (2**80, "The table ignored a 'seek' request whose 'to' is not a whole number."),
    ],
)
def test_a_step_that_is_not_in_the_game_is_refused_and_changes_nothing(
    open_table: OpenTable, to: object, reason: str
):
    page = open_table("tennessee_for_two", seed=5, mode="all")
    play_steps(page, 30)
    page.send("seek", to=10)
    end = page.frame["end"]
    kept, log = game_as_it_was(page), list(page.log_lines)
    frame = page.model["_frame"]
    wanted = end + 1 if to == "end + 1" else to
    page.deliver({"kind": "seek", "step": frame["step"], "deal": frame["deal"], "to": wanted})
    assert page.frame["message"] == reason.format(end=end, after=end + 1)
    assert game_as_it_was(page) == kept
    assert page.frame["step"] == 10
    assert page.log_lines == log
