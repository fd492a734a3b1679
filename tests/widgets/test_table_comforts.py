"""A card table's comforts: the hand sorted by suit or by rank at the player's choice, and a
person's only legal move played for them. Both are settings: they change how the table looks
or waits, never the game."""

from __future__ import annotations

import pytest

from cardwidgets import play
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets import TableError
from tests.widgets.test_table_widget import OpenTable

RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11}


def rank(code: str) -> int:
    word = code[:-1]
    return RANKS.get(word) or int(word)


def my_hand(page: FrontEnd) -> list[str]:
    name = page.model["_setup"]["names"][0]
    return next(cards for label, cards in page.piles().items() if label.startswith(f"{name}:"))


def test_the_hand_sorted_by_rank_then_by_suit_keeps_every_card_and_its_move(open_table: OpenTable):
    page = open_table("call_deuces", seed=4)
    dealt, moves = my_hand(page), page.moves()
    page.send("sort", by="rank")
    by_rank = my_hand(page)
    assert sorted(by_rank) == sorted(dealt)
    plain = [code for code in by_rank if code[-1] in "SHDC"]
    assert [rank(code) for code in plain] == sorted(rank(code) for code in plain)
    assert page.moves() == moves, "sorting moves no card's move"
    assert page.frame["sort"] == "rank"
    page.send("sort", by="suit")
    by_suit = my_hand(page)
    suits = [code[-1] for code in by_suit if code[-1] in "SHDC"]
    assert suits == sorted(suits, key=suits.index), "each suit together"
    page.send("sort", by="game")
    assert my_hand(page) == dealt


def test_a_bad_sort_is_refused_with_the_orders_allowed_and_changes_nothing(open_table: OpenTable):
    page = open_table("call_deuces", seed=4)
    dealt = my_hand(page)
    page.deliver({"kind": "sort", "by": "colour", "step": page.frame["step"], "deal": 0})
    assert page.frame["message"].startswith("A hand is sorted by game, suit, rank")
    assert my_hand(page) == dealt
    assert page.frame["sort"] == "game"


def test_only_the_viewers_hand_is_sorted_and_no_hidden_card_shows(open_table: OpenTable):
    page = open_table("call_deuces", seed=4, hand_order="rank")
    for label, cards in page.piles().items():
        if not label.startswith("North:") and "hand" in label:
            assert set(cards) == {"-"}, label


def test_the_only_legal_move_is_played_for_you_when_asked(open_table: OpenTable):
    page = open_table("call_deuces", seed=4, forced_moves=True)
    session = page.widget._session
    forced = 0
    while not session.state.is_terminal:
        mine = session.state.current_player == 0
        legal = session.state.legal_actions()
        if mine and len(legal) > 1:
            page.send("act", index=0)
            continue
        assert page.frame["auto"], f"the table waits with nothing to do: {page.frame['prompt']}"
        page.send("tick")
        forced += mine
    assert forced > 0, "this deal gave North a turn with one legal move"


def test_without_the_setting_a_single_move_waits_for_you(open_table: OpenTable):
    page = open_table("call_deuces", seed=4)
    session = page.widget._session
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        if session.state.current_player == 0 and len(legal) == 1:
            assert not page.frame["auto"]
            assert page.frame["you"]
            return
        if session.state.current_player == 0:
            page.send("act", index=0)
        else:
            page.send("tick")
    raise AssertionError("this deal gave North no turn with one legal move")


def test_the_forced_setting_is_a_yes_or_no(open_table: OpenTable):
    page = open_table()
    page.send("forced", on=True)
    assert page.frame["forced"] is True
    page.deliver({"kind": "forced", "on": "yes", "step": page.frame["step"], "deal": 0})
    assert "true or false" in page.frame["message"]
    assert page.frame["forced"] is True
    with pytest.raises(TableError, match="True or False"):
        play("half_and_half", forced_moves="yes")  # type: ignore[arg-type]
    with pytest.raises(TableError, match="game, suit, rank"):
        play("half_and_half", hand_order="colour")
