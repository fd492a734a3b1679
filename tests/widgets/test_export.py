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
import cardwidgets.widgets.slices as slices
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
    """The file's data, its steps rebuilt whole from what changed, as ``replay.js`` does."""
    found = re.search(r'<script type="application/json" id="cw-replay-data">(.*?)</script>', page)
    assert found, "the file carries its frames"
    data: dict[str, Any] = json.loads(found.group(1).replace("<\\/", "</"))
    steps: list[dict[str, Any]] = []
    for change in data["frames"]:
        before = steps[-1] if steps else {part: {} for part in PARTS}
        step = {part: changed(before[part], change.get(part, {})) for part in PARTS}
        steps.append(step | {"log": change["log"]})
    return data | {"changes": data["frames"], "frames": steps}


#: The parts of a step the file holds as what changed.
PARTS = ("frame", "table", "phase", "sheet")


def changed(before: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    """A part after ``change``: a key's new value, null for a key gone, an object for the
    changed items of a list (its length ``n``)."""
    after = dict(before)
    for key, value in change.items():
        if value is None:
            del after[key]
        elif isinstance(value, dict):
            items = (before[key] + [None] * value["n"])[: value["n"]]
            for index, item in value.items():
                if index != "n":
                    items[int(index)] = item
            after[key] = items
        else:
            after[key] = value
    return after


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


def test_each_step_after_the_first_holds_only_what_changed_and_rebuilds_the_live_frame(
    tmp_path: Path,
):
    """So the file grows with the game's length, not with its length times a table's size."""
    table = finished("call_deuces", {"max_hands": 1})
    data = replay_data(table.export_html(tmp_path / "game.html").read_text(encoding="utf-8"))
    steps, changes = data["frames"], data["changes"]
    assert changes[0] == steps[0], "the first step whole"
    for before, change in zip(steps, changes[1:], strict=False):
        for part in PARTS:
            for key, value in change.get(part, {}).items():
                assert value != before[part].get(key), f"{part}.{key} did not change"
                if isinstance(value, dict):  # a list, of which only some items changed
                    old = before[part][key]
                    assert all(
                        int(i) >= len(old) or old[int(i)] != item
                        for i, item in value.items()
                        if i != "n"
                    )
    live = cardwidgets.play("call_deuces", seed=5, mode="watch", max_hands=1)
    session = live._session
    while not live.state.is_terminal:
        live.step()
    for step in (0, len(steps) // 2, len(steps) - 1):
        session.seek(step)
        page = session.page()
        shown = {"frame": page.frame, "table": page.table, "phase": page.phase, "sheet": page.sheet}
        assert {part: steps[step][part] for part in ("table", "phase", "sheet")} == {
            part: json.loads(json.dumps(shown[part])) for part in ("table", "phase", "sheet")
        }


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


def custom_messages(page: FrontEnd, since: int) -> list[dict[str, Any]]:
    """The custom messages (not synced parts) the widget sent the page since message ``since``."""
    sent = page.comm.sent[since:]
    return [data["content"] for _, data in sent if data.get("method") == "custom"]


def finish_saving(page: FrontEnd, since: int) -> tuple[dict[str, Any], int]:
    """As the front end does, ask for the next slice while Python says it is saving; the replay
    message, and how many requests that took."""
    asked = 0
    while (last := custom_messages(page, since)[-1])["kind"] == "saving":
        page.send("export", worked=last["done"])
        asked += 1
    return last, asked


def save_replay(page: FrontEnd) -> dict[str, Any]:
    """Press Save replay and ask for every slice; the replay message."""
    before = len(page.comm.sent)
    page.send("export")
    return finish_saving(page, before)[0]


def test_the_save_replay_button_sends_the_viewing_seats_replay_to_the_page():
    table = finished("take_two", {"max_hands": 1})
    page = FrontEnd(table)
    sent = save_replay(page)
    assert sent["kind"] == "replay"
    assert sent["name"] == f"take_two-seed-{table._session.seed}.html"
    assert sent["html"] == replay_html(table._session, 0)
    size = round(len(sent["html"].encode()) / 1000)
    assert f"saved as {sent['name']}, {size} kB" in page.frame["message"], "its size said"


def test_the_replay_is_written_a_slice_a_message_and_back_is_answered_meanwhile(
    monkeypatch: pytest.MonkeyPatch,
):
    """With slices of no time each message writes one unit (an event replayed or a step's
    frame): Back, sent between them, is carried out at once, and the file is of the game as
    it was when Save replay was pressed, the same as written in one go."""
    monkeypatch.setattr(slices, "SLICE", 0.0)
    table = finished("take_two", {"max_hands": 1})
    page = FrontEnd(table)
    whole = replay_html(table._session, 0)
    before = len(page.comm.sent)
    page.send("export")
    (saving,) = custom_messages(page, before)
    assert saving["kind"] == "saving"
    assert saving["units"] == 2 * len(table._session.timeline) + 2, "events, frames, the page"
    end = page.frame["step"]
    page.send("back")
    assert page.frame["step"] == end - 1, "answered at once"
    page.send("export", worked=saving["done"])
    page.send("export", worked=saving["done"])  # a second view asking for the same slice
    progress = [m["done"] for m in custom_messages(page, before) if m["kind"] == "saving"]
    assert progress == [saving["done"], saving["done"] + 1], "one slice for the two asking"
    assert page.frame["message"].startswith("Saving the replay: ")
    sent, asked = finish_saving(page, before)
    assert sent["html"] == whole
    assert asked == saving["units"] - progress[-1], "a message a unit"


def test_no_replay_is_sent_while_the_screen_is_passed(open_table: Any):
    page = open_table("tennessee", seed=3, mode="pass")
    while not page.frame["cover"]:
        next_request(page)
    before = len(page.comm.sent)
    page.send("export")
    assert not custom_messages(page, before)
    assert page.frame["message"].startswith("Pass the screen first")
