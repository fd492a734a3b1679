"""The table widget's Python side, driven by the same messages the page sends."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

import cardwidgets
from cardwidgets import replay
from cardwidgets.agents import BaseAgent, Decision, RandomAgent, default_agent
from cardwidgets.engine import Action, game_class
from cardwidgets.engine.cards import standard_deck
from cardwidgets.engine.info import load_part
from cardwidgets.render.cards import face_id
from cardwidgets.testing import FrontEnd
from cardwidgets.testing.wire import named
from cardwidgets.widgets import TableError, TableWidget, session
from cardwidgets.widgets.session import LOG_PAGE
from cardwidgets.widgets.session import page as page_part
from tests.widgets.leaks import cards_shown, leaks

OpenTable = Callable[..., FrontEnd]
NORTH, SOUTH = 0, 1


def buttons(frame: dict[str, Any]) -> list[dict[str, Any]]:
    """The choice buttons as the page draws them: a label, the move it plays or why not."""
    table = frame["table"]
    drawn = []
    for choice in map(partial(named, "choice"), table.get("choices", [])):
        button: dict[str, Any] = {"label": choice["label"]}
        move, why = choice["move"], choice["why"]
        button |= {"i": move} if move is not None else {"why": table["why"][why]}
        drawn.append(button | ({"group": choice["group"]} if choice["group"] else {}))
    return drawn


def card_words(frame: dict[str, Any]) -> list[str]:
    piles = frame["table"].get("piles", [])
    return [word for pile in piles for word in named("pile", pile)["cards"].split()]


def clickable(frame: dict[str, Any]) -> list[int]:
    """The moves the page's cards play when clicked (``QH=3`` plays move 3)."""
    return [int(word.split("=")[1]) for word in card_words(frame) if "=" in word]


def refusals(frame: dict[str, Any]) -> list[tuple[str, str]]:
    """Each card that says why not: its code (``-`` face down) and the reason."""
    why = frame["table"]["why"]
    return [
        (word.lstrip("^").split("!")[0], why[int(word.split("!")[1])])
        for word in card_words(frame)
        if "!" in word
    ]


def table_texts(frame: dict[str, Any]) -> list[str]:
    """The names, facts and felt lines written on the table."""
    return [named("text", text)["text"] for text in frame["table"].get("texts", [])]


def a_legal_index(frame: dict[str, Any]) -> int:
    """The first move the page offers: a clickable card or a button."""
    for button in buttons(frame):
        if "i" in button:
            return int(button["i"])
    assert clickable(frame), "the page offers no legal move"
    return clickable(frame)[0]


def next_request(page: FrontEnd) -> list[int]:
    """What a person at the page does next: show their cards, play, or press Step."""
    frame = page.frame
    if frame["cover"]:
        return page.send("reveal")
    if frame["you"]:
        return page.send("act", index=a_legal_index(frame))
    return page.send("step")


def play_to_the_end(page: FrontEnd, every_frame: Callable[[FrontEnd], None] | None = None) -> None:
    while not page.frame["over"]:
        next_request(page)
        assert not page.frame["message"], page.frame["message"]
        if every_frame:
            every_frame(page)


def game_as_it_was(page: FrontEnd) -> tuple[Any, ...]:
    session = page.widget._session
    return (
        session.timeline,
        session.at,
        session.state.record(),
        session.mode,
        session.seat,
        session.seed,
        session.deal_number,
        session.playing,
        session.speed,
    )


def without_message(frame: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in frame.items() if key != "message"}


# ---------------------------------------------------------------------- what the page is sent
def test_the_page_gets_the_deck_once_and_then_only_what_changed(open_table: OpenTable):
    page = open_table(mode="watch")
    deck = page.model["_deck"]
    assert all(face_id(card) in deck["faces"] for card in standard_deck(jokers=True))
    assert deck["names"]["QH"] == "Queen of hearts"
    assert deck["names"]["-"] == "a face-down card"
    sizes = page.send("step")
    assert len(sizes) == 1, "one message per step"
    assert page.comm.sent[-1][1]["state"].keys() == {"_frame", "_table", "_log"}, (
        "the phase and rule reminder did not change"
    )
    assert max(sizes) < 4000
    page.send("play")
    assert page.comm.sent[-1][1]["state"].keys() == {"_frame"}, "nothing on the table changed"
    page.send("pause")
    play_to_the_end(page)
    last = page.comm.sent[-1][1]["state"].keys()
    assert last == {"_frame", "_table", "_phase", "_log", "_sheet"}, "the game over: a sheet row"


def test_the_log_travels_as_new_lines_and_as_the_whole_tail_after_a_jump(open_table: OpenTable):
    page = open_table(mode="watch", games=3)
    for _ in range(30):
        page.send("step")
    sent = page.comm.sent[-1][1]["state"]["_log"]
    assert not sent["tail"]
    assert sent["lines"] == [page.frame["announce"]], "the event's own line, once"
    assert page.model["_frame"]["announce"] == 1, "the page reads out the last log line"
    state = page.widget.state
    assert page.frame["log"] == state.log(NORTH), "the page keeps every line it was sent"
    assert page.frame["logStart"] == 0
    page.send("back")
    assert page.comm.sent[-1][1]["state"]["_log"]["tail"]
    assert page.frame["log"] == page.widget.state.log(NORTH)[-10:]
    page.send("mode", mode="watch", seat=SOUTH)
    assert page.frame["log"] == page.widget.state.log(SOUTH)[-10:], "South's own wording"


def test_the_log_scrolls_back_to_the_first_event_a_bounded_page_at_a_time(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    page_size = 15  # LOG_PAGE is larger; a short match shows the paging as well
    assert page_size < LOG_PAGE
    monkeypatch.setattr(page_part, "LOG_PAGE", page_size)  # where the page reads it
    page = open_table(mode="watch", games=3)
    page.widget.step(600)
    page.receive()
    whole = page.widget.state.log(NORTH)
    page.send("back")
    page.send("back")
    page.send("forward")
    before_the_end = page.widget.state.log(NORTH)
    assert len(whole) > 2 * page_size
    shown = page.frame["logStart"]
    assert len(whole) - shown < 2 * 10, "a jump sent the tail only"
    assert page.frame["log"] == before_the_end[shown:]
    sizes = []
    while page.frame["logStart"]:
        before = page.frame["logStart"]
        sent = page.show_earlier()
        part = page.comm.sent[-1][1]["state"]["_log"]
        assert part["earlier"]
        assert len(part["lines"]) == min(page_size, before), "a bounded page"
        sizes += sent
    assert page.frame["log"] == before_the_end, "back to the first event, nothing lost or doubled"
    assert len(sizes) == -(-shown // page_size)
    assert page.frame["message"] == ""
    page.send("log", before=0)
    assert page.frame["message"] == "The log shows its first event already."
    page.send("forward")
    assert page.frame["log"] == whole, "new lines still follow the lines shown"


def test_a_view_opened_later_asks_for_the_log_and_gets_the_same_page(open_table: OpenTable):
    page = open_table(mode="watch")
    for _ in range(5):  # the table opens with 3 events logged: 8 lines, all in the log's tail
        page.send("step")
    later = FrontEnd.new_view(page)
    assert later.frame == page.frame
    assert page.frame["log"] == page.widget.state.log(NORTH)[-10:]
    page.send("step")
    later.receive()
    assert later.frame == page.frame


def test_play_returns_a_ready_table_with_a_short_deterministic_repr():
    table = cardwidgets.play("half_and_half", seed=7, seat=1)
    assert isinstance(table, TableWidget)
    assert repr(table) == "<Half and Half table: seed 7, step 3, you play South against 1 bot>"
    assert repr(cardwidgets.play("half", seed=7, mode="all")) == (
        "<Half and Half table: seed 7, step 3, 2 bots, all cards shown>"
    ), "a table opens at the first decision, after the draw, the deal and the coin toss"


def test_rule_options_and_variants_reach_the_game_and_the_rules_panel(open_table: OpenTable):
    page = open_table(joker="skip_next_turn", games=3)
    assert page.widget.state.game.rules.games == 3
    options = page.model["_setup"]["options"]
    assert options[0].startswith("Joker: skip next turn (usually no draw).")
    assert page.model["_setup"]["summary"].startswith("Two players")
    assert open_table(variant="original_english").widget.state.game.rules.ace_draw == 0


def test_the_widget_shows_a_static_picture_where_no_kernel_runs():
    table = cardwidgets.play("half_and_half", seed=7)
    data, _ = table._repr_mimebundle_()
    assert set(data) == {"text/plain", "application/vnd.jupyter.widget-view+json", "image/svg+xml"}
    assert data["text/plain"] == repr(table)
    assert data["image/svg+xml"].startswith("<svg")
    assert "North (you)" in data["image/svg+xml"]
    assert not leaks({"svg": data["image/svg+xml"]}, table.state, NORTH)


# ---------------------------------------------------------------------- playing
def test_step_deals_and_moves_the_bots_until_the_game_is_over(open_table: OpenTable):
    page = open_table(mode="watch")
    play_to_the_end(page)
    state = page.widget.state
    assert state.is_terminal
    frame = page.frame
    assert frame["step"] == frame["end"] == state.step
    assert frame["status"] == "North wins with 23 cards to 31."
    assert frame["log"][-1] == state.log(NORTH)[-1]
    page.send("step")
    assert page.frame["message"] == "The game is over: choose New deal to play another."


def test_a_person_plays_by_clicking_a_legal_card(open_table: OpenTable):
    page = open_table(seat=NORTH)
    for _ in range(3):  # the draw for the dealer, the deal, the coin toss
        page.send("step")
    frame = page.frame
    assert frame["you"]
    assert frame["status"] == "North to move"
    assert clickable(frame) == [0], "North's pile is the card to click"
    assert buttons(frame) == [{"label": "Turn your top card", "i": 0}]
    page.send("act", index=0)
    assert page.widget.state.history[-1] == Action("flip")
    assert page.frame["announce"] == "You turn A♣ and take 1 card (53 left in the middle)."
    assert not page.frame["you"]


def test_step_refuses_when_it_is_a_persons_turn(open_table: OpenTable):
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    before = game_as_it_was(page)
    page.send("step")
    assert game_as_it_was(page) == before
    assert page.frame["message"] == "It is your turn, North: choose a card or a button."
    with pytest.raises(TableError, match="your turn"):
        page.widget.step()


def test_a_person_waiting_for_a_bot_has_nothing_to_click(open_table: OpenTable):
    page = open_table(seat=SOUTH, first_player="dealer")  # seed 7: North deals, so North starts
    assert page.widget.state.current_player == NORTH
    frame = page.frame
    assert frame["status"] == "North to move"
    assert not frame["you"]
    assert not clickable(frame)
    assert buttons(frame) == []


def test_the_python_methods_do_what_the_buttons_do():
    table = cardwidgets.play("half_and_half", seed=7)
    assert table.step_number == 3, "the table opens at North's first turn"
    table.act("flip")
    with pytest.raises(TableError, match="a bot plays South"):
        table.act("flip")
    table.step()
    with pytest.raises(
        TableError, match=r"must turn the top card of their pile\. Legal now: flip\.$"
    ):
        table.act("go_first yes")
    table.act(0)
    assert [str(a) for a in table.state.history[3:]] == ["flip", "flip", "flip"]
    table.back()
    table.seek(1)
    assert table.step_number == 1
    table.forward()
    assert table.step_number == 2
    assert table.record().events == tuple(str(a) for a in table._session.timeline)


# ---------------------------------------------------------------------- refusing bad messages
BAD_MESSAGES: list[tuple[str, Any, str]] = [
    ("not a request", None, "not a request"),
    ("text", "step", "not a request"),
    ("a list", ["step", 3], "not a request"),
    ("no kind", {"step": 3, "deal": 0}, "unknown request None"),
    ("an unknown kind", {"kind": "cheat", "step": 3, "deal": 0}, "unknown request 'cheat'"),
    ("no step", {"kind": "step", "deal": 0}, "'step' is not a whole number"),
    ("a step as text", {"kind": "step", "step": "3", "deal": 0}, "'step' is not a whole"),
    ("a step as a bool", {"kind": "step", "step": True, "deal": 0}, "'step' is not a whole"),
    ("no deal", {"kind": "step", "step": 3}, "'deal' is not a whole number"),
    ("a move without a number", {"kind": "act", "step": 3, "deal": 0}, "'index' is not"),
    ("a move number too big", {"kind": "act", "step": 3, "deal": 0, "index": 1}, "no move number"),
    ("a negative move", {"kind": "act", "step": 3, "deal": 0, "index": -1}, "no move number -1"),
    ("a move as text", {"kind": "act", "step": 3, "deal": 0, "index": "0"}, "'index' is not"),
    ("a move as a float", {"kind": "act", "step": 3, "deal": 0, "index": 0.0}, "'index' is not"),
    ("a slider past the end", {"kind": "seek", "step": 3, "deal": 0, "to": 9}, "no step 9"),
    ("a negative seed", {"kind": "deal", "step": 3, "deal": 0, "seed": -5}, "not -5"),
    ("a seed as text", {"kind": "deal", "step": 3, "deal": 0, "seed": "x"}, "not 'x'"),
    ("an unknown mode", {"kind": "mode", "step": 3, "deal": 0, "mode": "god", "seat": 0}, "god"),
    ("a seat too far", {"kind": "mode", "step": 3, "deal": 0, "mode": "play", "seat": 2}, "0 to 1"),
    ("a speed too fast", {"kind": "speed", "step": 3, "deal": 0, "ms": 1}, "50 to 5000"),
    ("nothing to reveal", {"kind": "reveal", "step": 3, "deal": 0}, "nothing to show"),
    ("an old step", {"kind": "act", "step": 2, "deal": 0, "index": 0}, "made at step 2"),
    ("a future step", {"kind": "step", "step": 4, "deal": 0}, "made at step 4"),
    ("an old deal", {"kind": "act", "step": 3, "deal": -1, "index": 0}, "an earlier deal"),
    ("a setting's step", {"kind": "speed", "step": -123, "deal": 0, "ms": 300}, "step -123;"),
    ("a setting past the end", {"kind": "play", "step": 99, "deal": 0}, "steps 0 to 3"),
    ("a setting's deal", {"kind": "log", "step": 3, "deal": 5}, "named deal 5"),
    (
        "a mode for another deal",
        {"kind": "mode", "step": 3, "deal": -1, "mode": "all", "seat": 0},
        "this is deal 0",
    ),
]


@pytest.mark.parametrize(
    ("message", "reason"),
    [pytest.param(m, r, id=name) for name, m, r in BAD_MESSAGES],
)
def test_a_malformed_stale_or_forged_message_changes_nothing_and_says_why(
    open_table: OpenTable, message: Any, reason: str
):
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    before, frame = game_as_it_was(page), page.frame
    page.deliver(message)
    assert game_as_it_was(page) == before
    assert without_message(page.frame) == without_message(frame)
    assert reason in page.frame["message"]


def test_a_slider_move_sent_before_the_last_reply_still_goes_where_it_says(
    open_table: OpenTable,
):
    """Arrow keys held on the slider, then End: each seek names its step outright."""
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    latest = page.frame["step"]
    page.send("seek", to=1)
    page.deliver({"kind": "seek", "step": latest, "deal": 0, "to": latest})  # tagged before
    assert page.frame["step"] == latest
    assert page.frame["message"] == ""


def test_a_duplicated_click_plays_once(open_table: OpenTable):
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    click = {"kind": "act", "step": 3, "deal": 0, "index": 0}
    page.deliver(click)
    after_one = game_as_it_was(page)
    page.deliver(click)
    assert game_as_it_was(page) == after_one
    assert page.widget.state.history.count(Action("flip")) == 1
    assert "made at step 3, but the table is at step 4" in page.frame["message"]


def test_a_move_forged_for_a_bots_seat_is_refused(open_table: OpenTable):
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    page.send("act", index=0)  # North turns; now the bot's South is to move
    before = game_as_it_was(page)
    page.send("act", index=0)
    assert game_as_it_was(page) == before
    assert page.frame["message"] == "It is South's turn, and a bot plays South."


def test_a_watcher_cannot_move_a_bot(open_table: OpenTable):
    page = open_table(mode="watch")
    assert not clickable(page.frame)
    assert not refusals(page.frame), "a watched table's cards are pictures, not buttons"
    assert buttons(page.frame) == [
        {"label": "Turn your top card", "why": "You are watching: a bot plays this seat."}
    ]
    page.send("act", index=0)
    assert page.frame["message"] == "It is North's turn, and a bot plays North."
    assert page.widget.step_number == 3


def test_a_late_tick_from_autoplay_is_ignored_quietly(open_table: OpenTable):
    page = open_table(mode="watch")
    page.send("play")
    page.send("tick")
    page.deliver({"kind": "tick", "step": 3, "deal": 0})  # a second page's beat, too late
    assert page.widget.step_number == 4
    assert page.frame["message"] == ""


def test_the_page_cannot_set_the_table_itself(open_table: OpenTable):
    page = open_table(seat=NORTH)
    truth = page.widget.frame
    table = page.model["_table"]
    forged = dict(truth, step=99)
    everything = dict(table, piles=[["s1.0", 0, 0, "hand", "AS AH AD AC", 18, 4, 0, None]])
    page.forge_update({"_frame": forged, "_table": everything, "_setup": {"names": ["Mallory"]}})
    assert page.widget.frame == truth
    assert page.model["_frame"] == truth, "the page gets the true table back"
    assert page.model["_table"] == table
    assert page.model["_setup"]["names"] == ["North", "South"]


# ---------------------------------------------------------------------- nothing hidden is sent
def check_every_frame(seat_of: Callable[[FrontEnd], int | None]) -> Callable[[FrontEnd], None]:
    def check(page: FrontEnd) -> None:
        frame, state = page.model["_frame"], page.widget._session.state
        seat = seat_of(page)
        if seat is not None:
            assert not leaks(frame, state, seat), (state.step, leaks(frame, state, seat))

    return check


@pytest.mark.parametrize("seed", [7, 8])
@pytest.mark.parametrize(
    "options",
    [
        {"mode": "watch", "seat": NORTH},
        {"mode": "watch", "seat": SOUTH},
        {"mode": "play", "seat": NORTH},
        {"mode": "play", "seat": SOUTH, "first_player": "choose", "joker": "skip_next_turn"},
        {"mode": "pass", "seat": NORTH, "first_player": "choose"},
    ],
)
def test_no_seat_is_ever_sent_a_card_hidden_from_it(
    open_table: OpenTable, seed: int, options: dict[str, Any]
):
    page = open_table(seed=seed, **options)

    def viewer(page: FrontEnd) -> int | None:
        if page.frame["cover"]:
            assert page.frame["table"] == {}
            assert page.frame["log"] == []
        return page.widget._session.viewer

    play_to_the_end(page, check_every_frame(viewer))
    page.send("seek", to=5)
    check_every_frame(viewer)(page)


def test_the_leak_check_catches_a_table_drawn_from_the_teachers_view(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    page = open_table(mode="watch")
    for _ in range(3):
        page.send("step")
    monkeypatch.setattr(type(page.widget._session), "viewer", property(lambda self: None))
    page.send("step")
    problems = leaks(page.frame, page.widget._session.state, NORTH)
    assert any("drawn face up but hidden from seat 0" in p for p in problems)


def test_the_teachers_view_shows_the_tops_of_both_piles(open_table: OpenTable):
    page = open_table(mode="all")
    for _ in range(3):
        page.send("step")
    state = page.widget._session.state
    tops = {state.piles[seat][-1] for seat in (NORTH, SOUTH)}
    assert tops <= set(cards_shown(page.frame))


def test_a_bots_reason_is_shown_to_its_own_seat_and_the_teacher_only(open_table: OpenTable):
    watcher = open_table(mode="watch", seat=NORTH)
    teacher = open_table(mode="all")
    for page in (watcher, teacher):
        page.send("step")  # North turns first in this deal
    assert (
        watcher.frame["reason"]
        == teacher.frame["reason"]
        == ("North (bot): flip is the only legal move.")
    )
    watcher.send("step")
    teacher.send("step")
    assert watcher.frame["reason"] == ""
    assert teacher.frame["reason"] == "South (bot): flip is the only legal move."


# ---------------------------------------------------------------------- back, forward, replay
def test_back_shows_each_earlier_table_exactly_as_it_was(open_table: OpenTable):
    page = open_table(mode="watch")
    seen = [page.frame]
    play_to_the_end(page, lambda page: seen.append(page.frame))
    timeline = page.widget._session.timeline
    for step in range(len(seen) - 2, -1, -1):
        page.send("back")
        frame = page.frame
        for key in ("table", "status", "phase", "reminder"):
            assert frame[key] == seen[step][key], (step, key)
        then = seen[step]["log"]
        assert then[len(then) - len(frame["log"]) :] == frame["log"], "the log's tail as it was"
        assert len(frame["log"]) >= min(len(then), 10), "the earlier lines are a click away"
    while page.frame["step"]:  # before the first decision: the draw, the deal, the coin toss
        page.send("back")
    page.send("back")
    assert page.frame["message"] == "This is the start of the game: there is nothing before it."
    assert page.widget._session.timeline == timeline, "going back keeps the game's future"


def test_forward_and_the_slider_replay_the_record_without_reshuffling(open_table: OpenTable):
    page = open_table(mode="watch", seed=3)
    play_to_the_end(page)
    record = page.widget.record()
    final = page.widget.state
    page.send("seek", to=0)
    for step in range(1, len(record.events) + 1):
        page.send("forward")
        assert page.widget.state == replay(record, upto=step)
    assert page.widget.state == final
    page.send("seek", to=2)
    assert page.widget.state == replay(record, upto=2)
    page.send("step")  # Step after going back replays the recorded event
    assert page.widget.state == replay(record, upto=3)
    assert page.widget.record() == record


def test_a_long_game_goes_back_from_a_saved_copy(open_table: OpenTable):
    page = open_table(mode="watch", games=5)
    play_to_the_end(page)
    session = page.widget._session
    assert len(session._checkpoints) > 1
    page.send("seek", to=37)
    assert page.widget.state == replay(page.widget.record(), upto=37)


def test_bots_make_the_same_choices_for_the_same_seed(open_table: OpenTable):
    games = []
    for _ in range(2):
        page = open_table(mode="watch", first_player="choose", seed=12)
        play_to_the_end(page)
        games.append(page.widget._session.timeline)
    assert games[0] == games[1]
    answers = {str(a) for a in games[0] if a.kind == "go_first"}
    assert answers, "the bots answered the question"


# ---------------------------------------------------------------------- seat modes
def test_pass_and_play_covers_the_table_between_two_peoples_turns(open_table: OpenTable):
    page = open_table(mode="pass", seat=NORTH)
    for _ in range(3):
        page.send("step")
    assert page.frame["you"]
    assert not page.frame["cover"]
    page.send("act", index=0)
    frame = page.frame
    assert frame["cover"] == "South"
    assert frame["status"] == "Pass the screen to South."
    assert frame["table"] == {}
    assert frame["log"] == []
    before = game_as_it_was(page)
    page.send("act", index=0)
    assert page.frame["message"] == "Pass the screen to South first; South then shows their cards."
    page.send("step")
    assert page.frame["message"] == "Pass the screen to South: it is their turn."
    assert game_as_it_was(page) == before
    page.send("reveal")
    frame = page.frame
    assert not frame["cover"]
    assert frame["you"]
    assert "South (you)" in table_texts(frame)
    assert frame["log"][-1] == "North turns A♣ and takes 1 card (53 left in the middle)."


def test_the_seat_menu_changes_who_plays_and_whose_cards_show(open_table: OpenTable):
    page = open_table(mode="watch")
    page.send("mode", mode="play", seat=NORTH)
    assert page.frame["you"]
    assert page.frame["mode"] == "play"
    page.send("mode", mode="all", seat=NORTH)
    assert not page.frame["you"]
    assert "North (you)" not in table_texts(page.frame)
    page.send("mode", mode="watch", seat=SOUTH)
    assert "South (you)" in table_texts(page.frame)
    assert page.frame["step"] == 3, "changing seats does not change the game"


def test_a_player_name_with_html_is_sent_as_text_to_set_as_text(open_table: OpenTable):
    names = ["<b>Ann</b>", "Bob & <img src=x onerror=alert(1)>"]
    page = open_table(names=names, mode="watch")
    page.send("step")
    texts = table_texts(page.frame)
    assert names[1] in texts
    assert f"{names[0]} (you)" in texts
    assert page.model["_setup"]["names"] == names, "the page sets names as text"
    picture = page.widget._repr_mimebundle_()[0]["image/svg+xml"]
    assert "&lt;b&gt;Ann&lt;/b&gt; (you)" in picture
    assert "Bob &amp; &lt;img src=x onerror=alert(1)&gt;" in picture


# ---------------------------------------------------------------------- new deal, play, speed
def test_a_new_deal_with_a_seed_deals_that_seed(open_table: OpenTable):
    page = open_table(mode="watch")
    play_to_the_end(page)
    page.send("deal", seed=42)
    frame = page.frame
    assert (frame["step"], frame["end"], frame["deal"]) == (3, 3, 1), "at the first decision"
    assert page.model["_setup"]["seed"] == 42
    fresh = cardwidgets.make("half_and_half").new_state(42)
    fresh.advance_chance()
    assert page.widget.state.history == fresh.history
    assert page.frame["log"] == fresh.log(NORTH), "the draw, the deal and the coin toss, logged"


def test_a_new_deal_without_a_seed_draws_one_and_shows_it(open_table: OpenTable):
    page = open_table()
    page.send("deal", seed=None)
    seed = page.model["_setup"]["seed"]
    assert isinstance(seed, int)
    assert page.widget.state.seed == seed
    assert page.frame["announce"] == f"New deal, seed {seed}."


def test_in_play_mode_the_bot_answers_by_itself_after_the_speed_setting(open_table: OpenTable):
    page = open_table(seat=NORTH)
    assert page.frame["you"], "a new deal waits at North's first turn"
    assert not page.frame["auto"]
    page.send("act", index=0)
    frame = page.frame
    assert frame["auto"], "the page asks for South's reply by itself, no Step pressed"
    assert not frame["playing"], "Play stays off: it is for watching"
    assert frame["speed"] == 700, "after the speed setting's pause, so the move is seen"
    page.send("tick")
    assert page.widget.state.history[-1] == Action("flip"), "South turned a card"
    assert page.frame["you"], "and it is North's turn again"
    assert not page.frame["auto"]


def test_looking_back_in_play_mode_does_not_move_on_by_itself(open_table: OpenTable):
    page = open_table(seat=NORTH)
    page.send("act", index=0)
    page.send("tick")
    page.send("back")
    assert not page.frame["auto"], "the past waits for Forward or Step"
    page.send("tick")
    assert page.frame["step"] == page.frame["end"] - 1


def test_play_runs_bots_beat_by_beat_and_pause_stops_them_when_watching(open_table: OpenTable):
    page = open_table(mode="watch")
    assert not page.frame["auto"], "watching waits for Step or Play"
    page.send("tick")
    assert page.widget.step_number == 3, "a beat without Play does nothing"
    page.send("play")
    assert page.frame["playing"]
    assert page.frame["auto"]
    page.send("tick")
    assert page.widget.step_number == 4
    page.send("pause")
    assert not page.frame["playing"]
    assert not page.frame["auto"]
    page.send("tick")
    assert page.widget.step_number == 4, "a beat after Pause does nothing"


def test_play_in_play_mode_waits_for_the_person(open_table: OpenTable):
    page = open_table(seat=NORTH, mode="play")
    page.send("play")
    assert page.frame["playing"]
    assert not page.frame["auto"], "Play waits for North"
    page.send("act", index=0)
    assert page.frame["auto"], "and goes on after North's move"


def test_play_stops_at_the_end_of_the_game(open_table: OpenTable):
    page = open_table(mode="watch")
    page.send("play")
    page.send("speed", ms=100)
    assert page.frame["speed"] == 100
    while page.frame["playing"]:
        page.send("tick")
    assert page.frame["over"]
    assert not page.frame["auto"], "Play turns off at the end, not left lit as Pause"
    page.send("play")
    assert page.frame["message"] == "The game is over: choose New deal to play another."


# ---------------------------------------------------------------------- bots
class Keen(BaseAgent):
    def decide(self, observation: Any, legal_actions: Any, rng: Any) -> Decision:
        return Decision(legal_actions[0], "always takes the first move")


def declare(monkeypatch: pytest.MonkeyPatch, game: str, **parts: str) -> None:
    """Let ``game`` declare other parts (dotted paths) for the length of one test."""
    cls = game_class(game)
    monkeypatch.setattr(cls, "info", dataclasses.replace(cls.info, **parts))


def test_each_game_seats_its_own_bot_when_it_has_one(monkeypatch: pytest.MonkeyPatch):
    assert isinstance(default_agent("half_and_half"), RandomAgent)
    declare(monkeypatch, "half", bot=f"{__name__}:Keen")
    assert isinstance(default_agent("half_and_half"), Keen)
    table = cardwidgets.play("half_and_half", seed=1, mode="all", first_player="choose")
    table.step()
    assert table.frame["reason"].endswith("(bot): always takes the first move.")


def test_a_bot_that_plays_an_illegal_move_is_reported(open_table: OpenTable):
    class Cheat(BaseAgent):
        def decide(self, observation: Any, legal_actions: Any, rng: Any) -> Decision:
            return Decision(Action("go_first", ("yes",)), "cheats")

    page = open_table(mode="watch", agents=[Cheat(), Cheat()])
    for _ in range(4):
        page.send("step")
    assert page.frame["message"].startswith("The bot at ")
    assert page.frame["message"].endswith("chose go_first yes, which is not legal now.")


#: Where Half and Half's own view is, read before any test declares another.
HALF_AND_HALF_VIEW = str(game_class("half_and_half").info.view)


def with_a_wrong_intent(observation: Any) -> Any:
    """The game's own view, plus a card and a button that are never legal."""
    from cardwidgets.render.view import CardSpot, Choice, Pile

    view = load_part(HALF_AND_HALF_VIEW)(observation)
    wrong = Action("go_first", ("yes",))
    return dataclasses.replace(
        view,
        centre=(*view.centre, Pile("wrong", (CardSpot(None, wrong),))),
        choices=(*view.choices, Choice("I want to go first", wrong)),
    )


def test_cards_and_buttons_that_are_not_legal_now_say_why(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    declare(monkeypatch, "half_and_half", view=f"{__name__}:with_a_wrong_intent")
    page = open_table(seat=NORTH)
    for _ in range(3):
        page.send("step")
    why = "go_first yes is not a move now: North must turn the top card of their pile."
    frame = page.frame
    assert {"label": "I want to go first", "why": why} in buttons(frame)
    assert ("-", why) in refusals(frame)
    assert frame["table"]["why"].count(why) == 1, "a reason travels once"


def test_play_stops_when_a_beat_fails_so_the_reason_is_said_once(open_table: OpenTable):
    class Cheat(BaseAgent):
        def decide(self, observation: Any, legal_actions: Any, rng: Any) -> Decision:
            return Decision(Action("flip"), "flips whatever is asked")

    page = open_table(mode="watch", first_player="choose", agents=[Cheat(), Cheat()])
    page.send("play")
    for _ in range(3):
        page.send("tick")
    assert "flip, which is not legal" in page.frame["message"]
    assert not page.frame["playing"]


def test_a_narrow_page_gets_a_narrower_table_not_a_smaller_one(open_table: OpenTable):
    """The page says its width; the table is laid out that wide (from the narrowest layout up
    to the widest), every seat and card still on it, and a width from an older frame is never
    refused as stale."""
    page = open_table("take_two", players=8)
    wide = named("size", page.model["_table"]["size"])
    cards = sorted(card_words(page.frame))
    page.deliver({"kind": "width", "px": 560, "step": 0, "deal": 0})
    narrow = named("size", page.model["_table"]["size"])
    assert (wide["width"], narrow["width"]) == (session.WIDTH, 560)
    assert narrow["height"] > wide["height"], "the seats wrap into more rows"
    assert sorted(card_words(page.frame)) == cards
    for pile in page.model["_table"]["piles"]:
        assert named("pile", pile)["x"] + 56 <= 560, "no card past the table's edge"
    assert page.frame["message"] == ""
    page.send("width", px=100)
    assert named("size", page.model["_table"]["size"])["width"] == session.NARROWEST
    page.send("width", px=5000)
    assert named("size", page.model["_table"]["size"])["width"] == session.WIDTH


def test_a_width_of_nothing_is_refused(open_table: OpenTable):
    page = open_table()
    before = page.model["_table"]
    page.deliver({"kind": "width", "px": 0, "step": 3, "deal": 0})  # not what the front end sends
    assert "width is a number of pixels above 0" in page.frame["message"]
    assert page.model["_table"] == before
