"""Pass and play keeps secrets, undo can't peek, locked seats, and history you can trust.

Where a person plays against hidden cards, going back is a review of what the seat saw then,
and a move may be taken back only while nothing new has reached the seat since (issue 18);
in pass and play every moment of another person's waits behind the cover (issue 17).
"""

from __future__ import annotations

import tracemalloc
from typing import Any

import pytest

import cardwidgets
from cardwidgets.agents import RandomAgent
from cardwidgets.engine.game import CHANCE
from cardwidgets.engine.registry import make
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets import TableError, TableSession
from tests.widgets.leaks import cards_shown, leaks
from tests.widgets.test_table_widget import (
    OpenTable,
    clickable,
    game_as_it_was,
    next_request,
    without_message,
)

NORTH, SOUTH = 0, 1
GAMES = ["half_and_half", "tennessee_for_two", "call_deuces", "take_two"]
#: Rules under which North has choices to make in every game (Half and Half's players only
#: turn cards unless they are asked who goes first; seed 3 asks North).
CHOICES: dict[str, dict[str, Any]] = {"half_and_half": {"first_player": "choose", "seed": 3}}


def movers(page: FrontEnd) -> list[int]:
    """Who made each event of the table's timeline (a seat, or CHANCE)."""
    return list(page.widget._session._movers)


def play_steps(page: FrontEnd, count: int) -> None:
    """What the people at the page would do, ``count`` times or to the end of the game."""
    for _ in range(count):
        if page.frame["over"]:
            return
        next_request(page)
        assert not page.frame["message"], page.frame["message"]


def another_move(page: FrontEnd) -> int | None:
    """The number of a legal move other than the one the timeline holds at the step on show."""
    session = page.widget._session
    recorded = session.timeline[session.at]
    others = [i for i, a in enumerate(session.state.legal_actions()) if a != recorded]
    return others[0] if others else None


def recorded_move(page: FrontEnd) -> int:
    session = page.widget._session
    return session.state.legal_actions().index(session.timeline[session.at])


def covered_and_empty(page: FrontEnd) -> bool:
    frame = page.frame
    return bool(frame["cover"]) and frame["table"] == {} and frame["log"] == []


# ---------------------------------------------------------------------- undo that can't peek
@pytest.mark.parametrize("game", GAMES)
def test_a_seat_that_learned_something_since_cannot_take_its_move_back(
    open_table: OpenTable, game: str
):
    page = open_table(game, **({"seed": 11} | CHOICES.get(game, {})), mode="play", seat=NORTH)
    play_steps(page, 80)
    session = page.widget._session
    tried = 0
    for step in [s for s, mover in enumerate(movers(page)) if mover == NORTH]:
        page.send("seek", to=step)
        other = another_move(page)
        if other is None or not session._news_since(NORTH):
            continue
        before = game_as_it_was(page)
        assert not clickable(page.frame), "a look back offers no move to click"
        assert "No new move here" in page.frame["past"]
        assert not page.frame["you"], "nobody is asked to move at a closed look back"
        assert page.frame["prompt"] == (
            "Looking back: you cannot choose again here. Go to the latest step to play on."
        )
        page.send("act", index=other)
        assert game_as_it_was(page) == before
        assert page.frame["message"].startswith(
            f"This is a look back at what North saw at step {step}"
        )
        assert "would use what North learned" in page.frame["message"]
        page.send("act", index=recorded_move(page))
        assert page.frame["message"] == "", "the move it made then replays"
        assert session.timeline == before[0]
        tried += 1
    assert tried, "North made a choice the game went on from"


@pytest.mark.parametrize("game", GAMES)
def test_going_back_shows_what_the_seat_saw_then_and_nothing_it_learned_later(
    open_table: OpenTable, game: str
):
    page = open_table(game, seed=5, mode="play", seat=NORTH)
    seen = [page.frame]
    for _ in range(70):
        if page.frame["over"]:
            break
        next_request(page)
        seen.append(page.frame)
    # The table opens at the first decision, so the frames seen start past step 0.
    assert [f["step"] for f in seen] == list(range(seen[0]["step"], seen[-1]["step"] + 1))
    for then in reversed(seen[:-1]):
        page.send("back")
        frame, step = page.frame, then["step"]
        assert frame["step"] == step
        assert cards_shown(frame) == cards_shown(then), step
        for key in ("status", "phase", "reminder"):
            assert frame[key] == then[key], (step, key)
        # The frame carries the log's tail (the page keeps the lines it was sent): as it was.
        assert then["log"][len(then["log"]) - len(frame["log"]) :] == frame["log"], step
        assert frame["past"].startswith(f"Looking back: step {step} of ")
        assert not leaks(page.model["_frame"], page.widget._session.state, NORTH)


def test_the_issue_take_two_take_a_card_go_back_and_choose_again_is_refused(
    open_table: OpenTable,
):
    page = open_table("take_two", seed=3, mode="play", seat=NORTH)
    play_steps(page, 60)
    chance_after = [
        s
        for s, mover in enumerate(movers(page)[:-1])
        if mover == NORTH and movers(page)[s + 1] == CHANCE
    ]
    assert chance_after, "North made a move a chance event followed"
    page.send("seek", to=chance_after[0])
    assert (
        "No new move here: since then, a chance event (a deal or a draw) happened."
        in (page.frame["past"])
    )
    before = game_as_it_was(page)
    other = another_move(page)
    assert other is not None, "North had a choice there"
    page.send("act", index=other)
    assert "since then, a chance event (a deal or a draw) happened, so" in page.frame["message"]
    assert game_as_it_was(page) == before


def test_consecutive_own_moves_that_show_nothing_new_may_be_taken_back_after_a_question(
    open_table: OpenTable,
):
    """Tennessee: North wins a trick and is to lead the next, having learned nothing new."""
    page = open_table("tennessee_for_two", seed=3, mode="play", seat=NORTH)
    session = page.widget._session
    for _ in range(300):
        if page.frame["over"]:
            break
        next_request(page)
        own = movers(page)[-1:] == [NORTH] and session.state.current_player == NORTH
        if own:
            page.send("back")
            if another_move(page) is not None and not session._news_since(NORTH):
                break
            page.send("forward")
    else:
        pytest.fail("North never made two moves in a row that showed nothing new")
    at, end, kept = session.at, len(session.timeline), session.timeline
    assert "A new move here asks before replacing the later steps" in page.frame["past"]
    other = another_move(page)
    assert other is not None
    page.send("act", index=other)
    assert page.frame["ask"] == (
        f"“{session.state.legal_actions()[other].in_words()}” at step {at} replaces the "
        f"{end - at} later step{'s' * (end - at != 1)} of this game. Replace them?"
    )
    assert session.timeline == kept, "nothing changes before the answer"
    assert session.at == at
    page.send("answer", replace=False)
    assert page.frame["ask"] == ""
    assert page.frame["announce"] == f"The later steps are kept: the game has steps 0 to {end}."
    assert session.timeline == kept
    page.send("act", index=other)
    page.send("answer", replace=True)
    assert page.frame["ask"] == ""
    assert session.timeline[at] != kept[at]
    assert session.timeline[:at] == kept[:at]
    assert session.at == len(session.timeline) == at + 1


def test_the_python_act_in_the_past_asks_for_replace_true(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=3, mode="pass", seat=NORTH)
    while not page.frame["you"] or page.frame["cover"]:
        next_request(page)
    table = page.widget
    table.act(0)  # North's first decision; now South's turn, behind the cover
    table.back()
    table.reveal()  # North again
    other = another_move(page)
    assert other is not None
    with pytest.raises(TableError, match=r"replaces the 1 later step of this game\. Replace"):
        table.act(other)
    table.act(other, replace=True)
    assert table._session.timeline[-1] == table.state.history[-1]
    assert len(table._session.timeline) == table.step_number


def test_nobody_answers_a_question_that_was_not_asked(open_table: OpenTable):
    page = open_table(mode="watch")
    before = game_as_it_was(page)
    page.send("answer", replace=True)
    assert page.frame["message"] == "There is no question to answer now, so nothing changed."
    assert game_as_it_was(page) == before
    frame = page.frame
    page.deliver({"kind": "answer", "step": frame["step"], "deal": frame["deal"], "replace": "yes"})
    assert "'replace' is not true or false" in page.frame["message"]


def test_in_pass_and_play_a_move_another_person_saw_stays(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=3, mode="pass", seat=NORTH)
    while not page.frame["you"] or page.frame["cover"]:
        next_request(page)
    decided = page.frame["step"]
    page.send("act", index=0)
    page.send("reveal")  # South looks at the table after North's move
    page.send("back")
    assert covered_and_empty(page), "North's moment: South may not see it"
    page.send("reveal")
    assert page.widget._session.viewer == NORTH
    before = game_as_it_was(page)
    other = another_move(page)
    assert other is not None
    page.send("act", index=other)
    assert game_as_it_was(page) == before
    assert f"look back at what North saw at step {decided}" in page.frame["message"]
    assert "South saw the table after this move" in page.frame["message"]


def test_new_bots_in_play_mode_play_on_after_the_latest_step(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=3, mode="play", seat=NORTH)
    play_steps(page, 12)
    session = page.widget._session
    timeline = session.timeline
    page.send("seek", to=4)
    page.widget.set_strength("random")
    assert session.timeline == timeline, "the future a person saw is not dealt again"
    assert all(isinstance(bot, RandomAgent) for bot in session.agents)


# ---------------------------------------------------------------------- pass and play
@pytest.mark.parametrize("game", GAMES)
def test_pass_and_play_covers_every_view_of_another_persons_moment(
    open_table: OpenTable, game: str
):
    page = open_table(game, seed=9, mode="pass", seat=NORTH)
    session = page.widget._session
    play_steps(page, 20)
    while not page.frame["cover"] and not page.frame["over"]:
        next_request(page)
    assert page.frame["cover"], "the screen is being passed"
    end = len(session.timeline)
    for step in [*range(end, -1, -1), *range(end + 1)]:
        page.send("seek", to=step)
        assert covered_and_empty(page), f"step {step} shown before anyone said it was them"
    for step in range(0, end + 1, 7):
        page.send("seek", to=step)
        if page.frame["cover"]:
            page.send("reveal")
        viewer = session.viewer
        assert viewer is not None
        mover = session.state.current_player
        assert viewer == mover or mover < 0, "the cards shown are those of the seat to move"
        assert not leaks(page.model["_frame"], session.state, viewer)
        page.send("back")
        mover = session.state.current_player
        assert covered_and_empty(page) == (mover >= 0 and mover != viewer)


def test_the_issue_back_at_pass_the_screen_keeps_the_last_movers_hand_covered(
    open_table: OpenTable,
):
    page = open_table("tennessee_for_two", seed=1, mode="pass", seat=NORTH)
    while not page.frame["you"] or page.frame["cover"]:
        next_request(page)
    first = page.widget._session.names[page.widget._session.state.current_player]
    page.send("act", index=0)
    second = page.frame["cover"]
    assert second not in ("", first)
    page.send("back")
    assert covered_and_empty(page), f"{first}'s hand stays hidden from {second}"
    assert page.frame["cover"] == first, "whoever holds the screen says who they are"
    assert page.frame["status"] == f"Pass the screen to {first}."
    page.send("forward")
    assert covered_and_empty(page)
    assert page.frame["cover"] == second


def test_a_new_deal_in_pass_and_play_is_covered(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=1, mode="pass", seat=NORTH)
    # The table opens at the first decision: whoever makes it says it is them first, unless
    # it is the one who opened the table.
    first = page.widget._session.state.current_player
    assert bool(page.frame["cover"]) == (first != NORTH)
    if page.frame["cover"]:
        page.send("reveal")
    play_steps(page, 5)
    page.send("deal", seed=2)
    assert covered_and_empty(page)
    page.send("reveal")
    assert not page.frame["cover"]


# ---------------------------------------------------------------------- the lock
def test_a_locked_table_refuses_the_seat_menu_and_offers_no_teacher_view():
    page = FrontEnd(cardwidgets.play("tennessee", seed=4, lock=True))
    setup = page.model["_setup"]
    assert setup["locked"] is True
    assert setup["modes"] == [["play", "Play one seat against the bots"]]
    play_steps(page, 3)
    for forged in ({"mode": "all", "seat": NORTH}, {"mode": "play", "seat": SOUTH}):
        before, frame = game_as_it_was(page), page.frame
        page.send("mode", **forged)
        assert game_as_it_was(page) == before
        assert without_message(page.frame) == without_message(frame)
        assert page.frame["message"] == (
            "The seats of this table are locked by whoever made it: the seat menu cannot "
            "change them, so nothing changed."
        )


def test_the_teacher_still_shows_all_cards_on_a_locked_table_from_python():
    page = FrontEnd(cardwidgets.play("tennessee", seed=4, lock=True))
    page.widget.set_mode("all")
    page.receive()
    assert page.frame["mode"] == "all"
    assert page.model["_setup"]["modes"] == [["all", "Show all cards (teacher)"]]
    assert page.model["_setup"]["locked"] is True


def test_an_unlocked_table_offers_every_mode():
    page = FrontEnd(cardwidgets.play("tennessee", seed=4))
    assert page.model["_setup"]["locked"] is False
    assert [key for key, _ in page.model["_setup"]["modes"]] == ["play", "watch", "pass", "all"]


def test_tables_in_a_voila_app_are_locked_unless_the_maker_says_otherwise(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    assert cardwidgets.play("tennessee", seed=4)._session.locked
    assert not cardwidgets.play("tennessee", seed=4, lock=False)._session.locked
    monkeypatch.delenv("VOILA_SERVER_URL")
    assert not cardwidgets.play("tennessee", seed=4)._session.locked


def test_a_lock_that_is_not_yes_or_no_is_refused():
    with pytest.raises(TableError, match=r"lock is True .* not 'yes'"):
        cardwidgets.play("tennessee", seed=4, lock="yes")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- bounded memory
def endless_session() -> TableSession:
    """Call Deuces between random bots with nothing to end it early: a game as long as asked."""
    game = make("call_deuces", minus_target_ends=False, deuce_partner=True)
    bots = [RandomAgent() for _ in range(game.num_players)]
    return TableSession(game, 1, mode="watch", agents=bots)


def memory_after(steps: int) -> int:
    """Bytes a table holds after ``steps`` events (traced allocations, not timed)."""
    tracemalloc.start()
    try:
        session = endless_session()
        for _ in range(steps):
            session.step()
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del session
    return held


def test_a_tables_memory_grows_with_the_games_length_not_its_square():
    short, long = memory_after(1500), memory_after(4500)
    assert long < 3.6 * short, (short, long)  # three times the steps: 9x if it were quadratic


def test_a_checkpoint_resumes_the_state_it_saved():
    session = endless_session()
    for _ in range(200):
        session.step()
    record = session.record()
    for step in (199, 64, 31, 0):
        session.seek(step)
        assert session.state == cardwidgets.replay(record, upto=step)
    session.seek(200)
    assert session.state == cardwidgets.replay(record, upto=200)


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS in /proc/self/status")


def test_a_long_lesson_keeps_its_memory_bounded(capsys: pytest.CaptureFixture[str]):
    """500 new deals, then a 300-hand game stepped back and forth (RSS, as the issue asks)."""
    table = cardwidgets.play("half_and_half", seed=1, mode="watch", games=1)
    table.step(20)
    before_deals = rss_mb()
    for seed in range(500):
        table.new_deal(seed)
        table.step(20)
    after_deals = rss_mb()
    game = make(
        "tennessee_for_two",
        max_hands=300,
        target=10_000,
        failed_bid="minus_bid",
        minus_target_loses=False,
    )
    session = TableSession(game, 1, mode="watch", agents=[RandomAgent(), RandomAgent()])
    while not session.state.is_terminal:
        session.step()
    start = rss_mb()
    end, hands = session.at, session.state.hands_completed
    for step in [*range(end, 0, -97), *range(0, end, 89)]:
        session.seek(step)
    finish = rss_mb()
    with capsys.disabled():
        print(
            f"\nRSS: {before_deals:.0f} MB before and {after_deals:.0f} MB after 500 deals; "
            f"{start:.0f} MB after a game of {hands} hands ({end} steps); {finish:.0f} MB "
            "after stepping it back and forth"
        )
    assert hands == 300
    assert after_deals - before_deals < 30
    assert finish - start < 30
    assert len(session._checkpoints) == end // 32 + 1


def test_an_action_is_taken_back_only_by_its_own_seat(open_table: OpenTable):
    """A forged move at the bot's step in the past is refused as any bot's move is."""
    page = open_table("tennessee_for_two", seed=3, mode="play", seat=NORTH)
    play_steps(page, 20)
    bot_step = movers(page).index(SOUTH)
    page.send("seek", to=bot_step)
    before = game_as_it_was(page)
    page.send("act", index=0)
    assert game_as_it_was(page) == before
    assert page.frame["message"] == "It is South's turn, and a bot plays South."


@pytest.mark.parametrize("chosen", [{"seed": 4}, {"code": "4"}, {"code": "HJA0-12R"}])
def test_a_locked_table_deals_no_seed_or_code_the_page_chooses(chosen):
    page = FrontEnd(cardwidgets.play("tennessee", seed=4, lock=True))
    before, frame = game_as_it_was(page), page.frame
    page.send("deal", **chosen)
    assert game_as_it_was(page) == before
    assert without_message(page.frame) == without_message(frame)
    assert "cannot choose a seed or deal code" in page.frame["message"]
    page.send("deal", seed=None)
    assert page.model["_setup"]["deal"] == 1, "a fresh random deal is still dealt"


def test_a_locked_table_deals_a_chosen_seed_when_its_maker_allows_it():
    page = FrontEnd(cardwidgets.play("tennessee", seed=4, lock=True, chosen_deals=True))
    page.send("deal", seed=9)
    assert page.model["_setup"]["seed"] == 9
