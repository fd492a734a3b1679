"""A replay file needs no kernel: one self-contained page, every step's frame precomputed as
the live table sends it, and no card in it that its seat never sees."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import cardwidgets
from cardwidgets.engine import Card, State
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets import TableError, TableWidget
from cardwidgets.widgets.export import replay_html
from tests.widgets.leaks import leaks, words_naming
from tests.widgets.test_table_widget import next_request

#: One hand of each game, and each game's smallest table.
GAMES = [
    ("half_and_half", {}),
    ("tennessee", {"max_hands": 1}),
    ("call_deuces", {"max_hands": 1}),
    ("take_two", {"max_hands": 1}),
]


def finished(game: str, rules: dict[str, Any], mode: str = "watch") -> TableWidget:
    table = cardwidgets.play(game, seed=5, mode=mode, **rules)
    while not table.state.is_terminal:
        table.step()
    return table


def replay_data(page: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="cw-replay-data">(.*?)</script>', page)
    assert found, "the file carries its frames"
    data: dict[str, Any] = json.loads(found.group(1).replace("<\\/", "</"))
    return data


def states_of(table: TableWidget) -> list[State]:
    """The game at every step, 0 to the end."""
    record = table.record()
    return [record.replay(step) for step in range(len(record.events) + 1)]


def never_seen(states: list[State], seat: int) -> set[Card]:
    seen: Counter[Card] = Counter()
    for state in states:
        seen |= state.visible_cards(seat)
    return set(states[0].game.all_cards()) - set(seen)


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_a_replay_holds_every_step_and_no_card_its_seat_never_sees(
    tmp_path: Path, game: str, rules: dict[str, Any]
):
    table = finished(game, rules)
    page = table.export_html(tmp_path / "game.html").read_text(encoding="utf-8")
    data = replay_data(page)
    states = states_of(table)
    assert [frame["frame"]["step"] for frame in data["frames"]] == list(range(len(states)))
    for state, frame in zip(states, data["frames"], strict=True):
        assert leaks({"table": frame["table"], "frame": frame["frame"]}, state, 0) == []
    hidden = never_seen(states, 0)
    assert words_naming(page, hidden) == []
    assert not [card for card in hidden if f"cw-c-{card.code}'" in page]
    assert data["log"] == states[-1].log(0), "the log as North read it"


def test_the_file_needs_nothing_from_anywhere_else(tmp_path: Path):
    page = finished("tennessee", {"max_hands": 1}).export_html(tmp_path / "t.html").read_text()
    assert "Content-Security-Policy" in page
    assert "default-src 'none'" in page
    addresses = set(re.findall(r"https?://[^\s\"'<>)]+", page))
    assert addresses <= {"http://www.w3.org/2000/svg"}, addresses
    assert page.count("<script") == 3, "its data, the table's module and the stand-in"


def test_all_cards_shown_is_the_teachers_replay_and_names_every_card(tmp_path: Path):
    table = finished("tennessee", {"max_hands": 1})
    page = table.export_html(tmp_path / "all.html", seat="all").read_text()
    assert replay_data(page)["parts"]["_setup"]["modes"] == [["all", "Show all cards (teacher)"]]
    assert all(f"cw-c-{card.code}'" in page for card in set(table.state.game.all_cards()))


def test_a_replay_is_seen_from_a_seat_of_the_game(tmp_path: Path):
    table = finished("half_and_half", {})
    with pytest.raises(TableError, match="seat number or 'all'"):
        table.export_html(tmp_path / "x.html", seat="North")
    with pytest.raises(TableError, match="seen from a seat, 0 to 1"):
        table.export_html(tmp_path / "x.html", seat=2)
    assert not (tmp_path / "x.html").exists()


def test_the_save_replay_button_sends_the_viewing_seats_replay_to_the_page():
    table = finished("take_two", {"max_hands": 1})
    page = FrontEnd(table)
    before = len(page.comm.sent)
    page.send("export")
    (sent,) = [
        data["content"] for _, data in page.comm.sent[before:] if data.get("method") == "custom"
    ]
    assert sent["kind"] == "replay"
    assert sent["name"] == f"take_two-seed-{table._session.seed}.html"
    assert sent["html"] == replay_html(table._session, 0)
    assert "saved as" in page.frame["message"]


def test_no_replay_is_sent_while_the_screen_is_passed(open_table: Any):
    page = open_table("tennessee", seed=3, mode="pass")
    while not page.frame["cover"]:
        next_request(page)
    before = len(page.comm.sent)
    page.send("export")
    assert not [data for _, data in page.comm.sent[before:] if data.get("method") == "custom"]
    assert page.frame["message"].startswith("Pass the screen first")
