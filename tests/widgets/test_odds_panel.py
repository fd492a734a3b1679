"""The table's Odds button: off at first, a panel from the viewing seat's own observation when
on, computed only while shown, and naming no card the seat cannot see except the ones whose
whereabouts it gives as chances."""

from __future__ import annotations

from typing import Any

import pytest

import cardwidgets.widgets.table
from cardwidgets.engine.cards import ROOK
from cardwidgets.probability.odds import odds_panel
from cardwidgets.testing import FrontEnd
from tests.widgets.leaks import leaks
from tests.widgets.test_table_widget import OpenTable, next_request

NORTH = 0


def shown_panel(page: FrontEnd) -> dict[str, Any]:
    return dict(page.model["_odds"])


def test_the_odds_are_hidden_until_the_button_is_pressed_and_hide_again(open_table: OpenTable):
    page = open_table("tennessee", seed=3)
    page.send("step")
    page.send("step")
    assert shown_panel(page) == {"shown": False}
    page.send("odds", show=True)
    panel = odds_panel(page.widget._session.state.observation(NORTH))
    assert shown_panel(page) == {"shown": True, "title": panel.title, "lines": list(panel.lines)}
    page.send("odds", show=False)
    assert shown_panel(page) == {"shown": False}


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The step of every table whose odds the widget works out, in order."""
    steps: list[int] = []
    real = cardwidgets.widgets.table.odds_panel
    monkeypatch.setattr(
        cardwidgets.widgets.table, "odds_panel", lambda obs: steps.append(obs.step) or real(obs)
    )
    return steps


def test_the_odds_are_worked_out_only_while_shown(open_table: OpenTable, asked: list[int]):
    page = open_table("call_deuces", seed=2, mode="watch")
    for _ in range(4):
        page.send("step")
    assert asked == []
    page.widget.show_odds()
    page.send("step")
    assert asked == [page.frame["step"] - 1, page.frame["step"]]
    assert shown_panel(page)["lines"] == list(
        odds_panel(page.widget.state.observation(NORTH)).lines
    )


def test_only_a_true_show_shows_the_odds(open_table: OpenTable):
    page = open_table("take_two", seed=2)
    page.deliver({"kind": "odds", "show": "yes"})
    assert shown_panel(page) == {"shown": False}


#: The cards a game's panel asks about by name, wherever they are: where each unseen five is, who
#: holds the Rook. Naming them tells nothing; every other hidden card it must not name.
ASKED_ABOUT = {
    "tennessee": lambda card: card is ROOK,
    "call_deuces": lambda card: card.rank == 5,
    "take_two": lambda card: False,
}


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        ("tennessee", {"max_hands": 1}),
        ("call_deuces", {"max_hands": 1}),
        ("take_two", {"max_hands": 1}),
    ],
)
def test_a_watched_game_shows_the_watching_seats_odds_and_nothing_hidden(
    open_table: OpenTable, game: str, rules: dict[str, Any]
):
    page = open_table(game, seed=4, mode="watch", **rules)
    page.widget.show_odds()
    while not page.frame["over"]:
        next_request(page)
        state = page.widget._session.state
        payload = shown_panel(page)
        panel = odds_panel(state.observation(NORTH))
        assert payload["lines"] == list(panel.lines)
        named = leaks({"odds": payload}, state, NORTH)
        hidden = {card for card in state.game.all_cards() if card not in state.visible_cards(NORTH)}
        allowed = {
            f"the frame names {words!r}, hidden from seat {NORTH}"
            for card in hidden
            if ASKED_ABOUT[game](card)
            for words in (card.name, card.short)
        }
        assert set(named) <= allowed, (state.step, named)


def test_all_cards_shown_gives_the_odds_of_the_seat_to_move_from_its_own_view(
    open_table: OpenTable,
):
    page = open_table("call_deuces", seed=6, mode="all")
    page.widget.show_odds()
    for _ in range(12):
        page.send("step")
        state = page.widget._session.state
        mover = state.current_player
        payload = shown_panel(page)
        if mover >= 0:
            assert payload["lines"] == list(odds_panel(state.observation(mover)).lines)
            assert payload["title"].startswith(f"Odds for {state.names[mover]} (the seat to move")


def test_passing_the_screen_hides_the_last_players_odds(open_table: OpenTable):
    page = open_table("tennessee", seed=3, mode="pass")
    page.widget.show_odds()
    while not page.frame["cover"]:
        next_request(page)
    assert shown_panel(page)["lines"] == ["Pass the screen first."]


def sent_states(page: FrontEnd, since: int) -> list[dict[str, Any]]:
    """The synced parts of each update the page was sent since message number ``since``."""
    return [data["state"] for _, data in page.comm.sent[since:] if data.get("method") == "update"]


def test_a_click_redraws_the_table_first_and_the_odds_follow(open_table: OpenTable):
    page = open_table("half_and_half", seed=7, joker="skip_next_turn")
    page.send("odds", show=True)
    before = len(page.comm.sent)
    page.send("act", index=0)
    first, second = sent_states(page, before)
    assert {"_frame", "_table"} <= first.keys(), "the table is redrawn from the first message"
    assert first["_odds"] == {"shown": True, "working": True}, "its odds panel says working…"
    assert second.keys() == {"_odds"}, "the odds follow, alone"
    panel = odds_panel(page.widget._session.state.observation(NORTH))
    assert second["_odds"] == {"shown": True, "title": panel.title, "lines": list(panel.lines)}


def test_the_odds_are_worked_out_once_per_table(open_table: OpenTable, asked: list[int]):
    page = open_table("tennessee", seed=3)
    page.send("odds", show=True)
    before = len(page.comm.sent)
    page.send("speed", ms=300)
    page.send("play")
    page.send("pause")
    assert asked == [page.frame["step"]], "settings redraw the same table: the odds are kept"
    assert all(state.get("_odds", {}).get("working") is None for state in sent_states(page, before))
    page.send("odds", show=False)
    page.send("odds", show=True)
    assert len(asked) == 1, "hiding and showing them again at the same table is instant"


def test_odds_not_shown_are_sent_in_the_same_message_as_the_table(open_table: OpenTable):
    page = open_table("tennessee", seed=3)
    before = len(page.comm.sent)
    page.send("act", index=0)
    assert len(sent_states(page, before)) == 1
