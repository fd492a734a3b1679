"""The table's Analyse button: the viewing seat's moves weighed a slice of work a message, so
the kernel keeps answering; a click leaves the analysis behind, Stop ends it, and nothing it
sends names a card the seat cannot see. A review marks moments the slider jumps to, and runs on
while the table is looked through."""

from __future__ import annotations

import re
from typing import Any

import pytest

import cardwidgets.widgets.analysis_panel as analysis_panel
import cardwidgets.widgets.slices as slices
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.analysis import analyse
from cardwidgets.analysis import review as analysis_review
from cardwidgets.testing import FrontEnd
from cardwidgets.testing.wire import named
from cardwidgets.widgets import TableError
from tests.widgets.leaks import leaks
from tests.widgets.test_table_widget import OpenTable, next_request

NORTH = 0


@pytest.fixture(autouse=True)
def short_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs of 30 deals, so the tests stay quick, and slices of no time: each message buys
    exactly one deal (or a review's finishing of a decision), whatever the machine's speed."""
    monkeypatch.setattr(analysis_panel, "RUN", 30)
    monkeypatch.setattr(slices, "SLICE", 0.0)


def panel(page: FrontEnd) -> dict[str, Any]:
    """The panel as the page holds it (after what the table's methods sent)."""
    page.receive()
    return dict(page.model["_analysis"])


def rows(page: FrontEnd) -> list[dict[str, Any]]:
    return [named("weighed", row) for row in panel(page).get("rows", [])]


def run_to_the_end(page: FrontEnd) -> None:
    """As the front end: ask for the next slice while the analysis runs."""
    while (shown := panel(page)).get("running"):
        page.send("analyse", ask="continue", worked=shown["worked"])


def test_analyse_weighs_your_moves_a_slice_a_message_best_first(open_table: OpenTable):
    page = open_table("tennessee", seed=3)
    assert panel(page) == {"shown": False}
    page.send("analyse", ask="start")
    first = panel(page)
    assert first["running"]
    assert (first["done"], first["total"]) == (1, 30)
    run_to_the_end(page)
    done = panel(page)
    assert (done["done"], done["running"]) == (30, False)
    chances = [row["chance"] for row in rows(page)]
    assert chances == sorted(chances, reverse=True)
    legal = {action.in_words() for action in page.widget.state.legal_actions()}
    assert {row["label"] for row in rows(page)} <= legal
    assert done["sentence"].startswith(rows(page)[0]["label"].capitalize())
    assert "North cannot see" in done["sentence"]


def test_the_rows_write_cards_as_the_log_does(open_table: OpenTable):
    """ "play 2♣", never "play 2C": the same card reads the same in the log and the analysis,
    in a row of its own and in the card weighed for it ("play A♠ (= play K♠)")."""
    page = open_table("call_deuces", seed=3)
    widget = page.widget
    while not (widget.frame["you"] and widget.state.legal_actions()[0].kind == "play"):
        if widget.frame["you"]:
            widget.act(widget.state.legal_actions()[0])
        else:
            widget.step()
    page.receive()
    page.send("analyse", ask="start")
    run_to_the_end(page)
    labels = [row["label"] for row in rows(page)]
    assert labels
    card = r"play (10|[2-9JQKA])[♠♥♦♣]"
    assert all(re.fullmatch(rf"{card}( \(= {card}\))?", label) for label in labels), labels
    assert panel(page)["sentence"].startswith("P" + labels[0][1:])


def test_the_same_moment_analysed_again_gives_the_same_numbers_and_another_moment_others(
    open_table: OpenTable,
):
    """So a class analysing one deal code at one step sees one set of numbers."""
    page = open_table("tennessee", seed=3)
    page.send("analyse", ask="start")
    run_to_the_end(page)
    first = rows(page)
    page.send("analyse", ask="start")
    run_to_the_end(page)
    assert rows(page) == first
    elsewhere = open_table("tennessee", seed=3)
    assert elsewhere.widget.analyse(samples=30).rows == page.widget._analysis_panel.analysis.rows
    seed = page.widget._analysis_panel.analysis.seed
    page.send("act", index=0)
    while page.widget.state.current_player != NORTH:
        page.widget.step()
    assert page.widget.analyse(samples=30).seed != seed, "a later moment draws other deals"


def test_a_click_while_it_runs_is_carried_out_and_leaves_the_analysis_behind(
    open_table: OpenTable,
):
    page = open_table("tennessee", seed=3)
    page.send("analyse", ask="start")
    asked_at = dict(page.model["_frame"])
    page.send("act", index=0)
    assert page.frame["step"] > asked_at["step"], "the move was played at once"
    assert panel(page)["note"].startswith("The table has moved on")
    late = {"kind": "analyse", "step": asked_at["step"], "deal": asked_at["deal"]}
    page.deliver(late | {"ask": "continue"})
    assert "rows" not in panel(page), "a chunk asked for at the old moment does nothing"


def test_a_table_shown_twice_buys_one_slice_for_the_two_pages_asking(open_table: OpenTable):
    """Each view of the widget asks for the next slice when the analysis reaches it; the second
    view's request names work already done, so the run keeps one slice a round trip."""
    page = open_table("tennessee", seed=3)
    page.send("analyse", ask="start")
    seen = panel(page)["worked"]
    page.send("analyse", ask="continue", worked=seen)
    page.send("analyse", ask="continue", worked=seen)  # the second view, a moment later
    assert panel(page)["done"] == seen + 1


def test_stop_ends_the_run_and_a_late_continue_does_not_restart_it(open_table: OpenTable):
    page = open_table("take_two", seed=2)
    while not page.frame["you"] or len(page.widget.state.legal_actions()) < 2:
        next_request(page)
    page.send("analyse", ask="start")
    page.send("analyse", ask="stop")
    stopped = panel(page)
    assert (stopped["running"], stopped["done"]) == (False, 1)
    page.send("analyse", ask="continue")
    assert panel(page)["done"] == 1
    page.send("analyse", ask="more")
    assert panel(page)["running"], "More deals asks for another run"
    page.send("analyse", ask="hide")
    assert panel(page) == {"shown": False}


def test_only_the_seat_to_move_is_analysed_and_a_covered_screen_shows_nothing(
    open_table: OpenTable,
):
    page = open_table("call_deuces", seed=2, mode="watch")
    while page.widget.state.current_player in (NORTH, -1):
        page.send("step")
    page.send("analyse", ask="start")
    assert "the analysis weighs North's own moves" in panel(page)["note"]
    covered = open_table("tennessee", seed=3, mode="pass")
    while not covered.frame["cover"]:
        next_request(covered)
    covered.send("analyse", ask="start")
    assert panel(covered)["note"] == "Pass the screen first."


def test_all_cards_shown_analyses_the_seat_to_move_from_its_own_view(open_table: OpenTable):
    page = open_table("tennessee", seed=3, mode="all")
    while page.widget.state.current_player < 0:
        page.send("step")
    mover = page.widget.state.current_player
    analysis = page.widget.analyse(samples=12)
    own = analyse(page.widget.state.observation(mover), samples=12, rng=analysis.seed)
    assert analysis.rows == own.rows
    assert panel(page)["title"].startswith(f"Analysis for {page.widget.state.names[mover]}")


@pytest.mark.parametrize(
    ("game", "rules"),
    [("tennessee", {"max_hands": 1}), ("call_deuces", {"max_hands": 1}), ("take_two", {})],
)
def test_what_the_analysis_sends_names_no_card_hidden_from_the_seat(
    open_table: OpenTable, game: str, rules: dict[str, Any]
):
    page = open_table(game, seed=4, mode="watch", **rules)
    analysed = 0
    while not page.frame["over"] and analysed < 6:
        state = page.widget._session.state
        if state.current_player == NORTH and len(state.legal_actions()) > 1:
            page.widget.analyse(samples=3)
            assert leaks({"analysis": panel(page)}, state, NORTH) == []
            analysed += 1
        page.send("step")
    assert analysed


def test_table_analyse_says_why_when_there_is_nothing_to_analyse(open_table: OpenTable):
    page = open_table("tennessee", seed=3, mode="watch", seat=1)
    with pytest.raises(TableError, match=r"Nothing to analyse here\. It is North's turn"):
        page.widget.analyse()


def a_finished_game_of_a_random_north(open_table: OpenTable, mode: str) -> FrontEnd:
    """Take Two, one hand, North playing at random (so it makes mistakes) among rule-of-thumb
    bots, played to the end."""
    bots = [RandomAgent(), *(default_agent("take_two") for _ in range(3))]
    page = open_table("take_two", seed=3, mode=mode, max_hands=1, agents=bots)
    while not page.frame["over"]:
        page.send("step")
    return page


def test_a_review_marks_moments_and_each_is_a_step_the_slider_jumps_to(open_table: OpenTable):
    page = a_finished_game_of_a_random_north(open_table, "watch")
    review = page.widget.review(threshold=0.05, samples=30, rng=1)
    shown = panel(page)
    assert shown["review"] == review.summary()
    marks = [named("mark", mark) for mark in shown["marks"]]
    assert [mark["step"] for mark in marks] == list(review.steps)
    assert marks, "this game has clearly worse moves"
    page.send("seek", to=marks[0]["step"])
    assert page.frame["step"] == marks[0]["step"]
    state = page.widget._session.state
    assert state.current_player == NORTH
    assert leaks({"analysis": shown}, state, NORTH) == []


def test_the_teachers_review_gives_the_true_deals_advice_beside(open_table: OpenTable):
    page = a_finished_game_of_a_random_north(open_table, "all")
    review = page.widget.review(threshold=0.05, samples=30, rng=1)
    assert review.marks
    assert all("With every card known" in mark.reason for mark in review.marks)
    assert all(mark.true_best is not None for mark in review.marks)


def run_the_review(page: FrontEnd) -> list[int]:
    """As the front end: ask for the next slice while the review runs; the decisions done as the
    page was shown them, message by message."""
    seen = []
    while (shown := panel(page)).get("running"):
        assert shown["unit"] == "decisions"
        seen.append(shown["done"])
        page.send("analyse", ask="continue", worked=shown["worked"])
    return seen


def test_review_the_game_weighs_a_slice_a_message_and_marks_as_table_review_does(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(analysis_panel, "REVIEW_DEALS", 30)
    page = a_finished_game_of_a_random_north(open_table, "watch")
    page.send("analyse", ask="review")
    first = panel(page)
    assert first["title"].startswith("Reviewing Take Two, North's decisions")
    assert first["done"] == 0, "a message weighs a slice of a decision, not a whole one"
    decisions = first["total"]
    seen = [0, *run_the_review(page)]
    assert seen == sorted(seen)
    assert set(seen) == set(range(decisions))
    assert len(seen) > 30 * decisions, "a message per deal (and per decision finished)"
    shown = panel(page)
    assert (shown.get("running"), shown["title"]) == (None, "Review")
    same = analysis_review(page.widget.record(), NORTH, samples=30)  # the same game's seed
    assert shown["review"] == same.summary()
    assert [named("mark", mark)["step"] for mark in shown["marks"]] == list(same.steps)
    assert leaks({"analysis": shown}, page.widget._session.state, NORTH) == []


def test_stop_ends_a_review_where_it_is_and_keeps_what_it_found(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(analysis_panel, "REVIEW_DEALS", 5)
    page = a_finished_game_of_a_random_north(open_table, "watch")
    page.send("analyse", ask="review")
    total = panel(page)["total"]
    while (shown := panel(page))["done"] < 2:
        page.send("analyse", ask="continue", worked=shown["worked"])
    page.send("analyse", ask="stop")
    stopped = panel(page)
    assert not stopped.get("running")
    assert stopped["review"].startswith(f"Take Two, North's decisions (the first 2 of {total})")
    page.send("analyse", ask="continue", worked=shown["worked"])
    assert panel(page) == stopped, "a late continue does not restart it"


def test_back_and_forward_answer_while_a_review_runs_and_leave_its_findings_as_they_were(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    """Looking through the game while it is reviewed is what a person does: each click is
    carried out at once, the review runs on, even when its next slice is asked for from a step
    the page has since left, and it finds what it finds undisturbed."""
    monkeypatch.setattr(analysis_panel, "REVIEW_DEALS", 5)
    page = a_finished_game_of_a_random_north(open_table, "watch")
    end = page.frame["step"]
    page.send("analyse", ask="review")
    decisions = panel(page)["total"]
    clicks = 0
    while (shown := panel(page)).get("running"):
        stale = page.frame["step"]
        page.send("back" if clicks % 2 == 0 else "forward")
        assert page.frame["step"] == stale + (-1 if clicks % 2 == 0 else 1), "answered at once"
        clicks += 1
        asked = {"kind": "analyse", "ask": "continue", "worked": shown["worked"]}
        page.deliver(asked | {"deal": page.frame["deal"], "step": stale})
    assert clicks > decisions, "clicks came while each decision was weighed"
    if clicks % 2:
        page.send("forward")
    assert page.frame["step"] == end
    same = analysis_review(page.widget.record(), NORTH, samples=5)
    assert panel(page)["review"] == same.summary()


def north_to_choose(page: FrontEnd) -> None:
    """Play on (North's moves the first legal ones) to North's next choice of two moves or more,
    at the latest step."""
    next_request(page)
    while not page.frame["you"] or len(page.widget.state.legal_actions()) < 2:
        next_request(page)


def test_a_move_that_replaces_the_reviewed_history_stops_the_review_and_says_why(
    open_table: OpenTable, monkeypatch: pytest.MonkeyPatch
):
    """Playing on from the end keeps the reviewed game as it was, so the review runs on; taking
    a move back and playing another replaces what it reviews, so it stops, and says so."""
    monkeypatch.setattr(analysis_panel, "REVIEW_DEALS", 5)
    page = open_table("tennessee", seed=3)
    north_to_choose(page)
    page.send("analyse", ask="review")
    page.send("act", index=0)
    assert page.frame["step"] == page.frame["end"]
    assert panel(page)["running"], "a move at the end leaves the reviewed game as it was"
    page.send("analyse", ask="review")  # now of the game with that move
    page.send("back")
    assert panel(page)["running"], "looking back leaves it as it was too"
    page.send("act", index=1)
    assert page.frame["ask"], "the page asks before replacing the later steps"
    assert panel(page)["running"]
    page.send("answer", replace=True)
    shown = panel(page)
    assert not shown.get("running")
    assert shown["note"].startswith("The review stopped: a move replaced the history")
    assert "marks" not in shown


def test_a_new_deal_leaves_a_running_review_behind(open_table: OpenTable):
    page = open_table("tennessee", seed=3)
    north_to_choose(page)
    page.send("analyse", ask="review")
    page.send("deal", seed=4)
    shown = panel(page)
    assert not shown.get("running")
    assert "review" not in shown


def test_a_review_before_any_choice_says_there_is_nothing_to_review(open_table: OpenTable):
    page = open_table("tennessee", seed=3)
    page.send("analyse", ask="review")
    assert panel(page)["note"] == "North has had no choice to make yet: nothing to review."


def test_a_review_s_chart_has_a_point_per_decision_each_a_step_the_slider_jumps_to(
    open_table: OpenTable,
):
    page = a_finished_game_of_a_random_north(open_table, "watch")
    review = page.widget.review(threshold=0.05, samples=30, rng=1)
    chart = panel(page)["chart"]
    assert chart["title"] == review.chart_title
    points = [named("point", point) for point in chart["points"]]
    assert [p["step"] for p in points] == [p.step for p in review.points]
    assert [p["step"] for p in points if p["marked"]] == list(review.steps)
    assert all(p["text"].startswith(f"Step {p['step']}: ") for p in points)
    page.send("seek", to=points[-1]["step"])
    assert page.frame["step"] == points[-1]["step"]
