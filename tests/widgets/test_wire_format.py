"""The wire format is written once (``static/wire.json``) and both sides keep to it.

Python: every value synced over seeded games of each game, in every seat mode, validates
against the schema (the page played in Python checks each message it receives and each request
it sends), and the tuples are packed by the schema's field names. JavaScript: the front end's
types name the schema's fields, the requests it sends are the schema's, and (where Node.js is
installed) its own reader turns the tuples Python packs into the fields the schema names.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import cardwidgets
from cardwidgets.engine import Action, cards
from cardwidgets.engine.registry import game_names
from cardwidgets.render import CardSpot, Choice, Pile, SeatView, TableView
from cardwidgets.render.table import Controls, table_data
from cardwidgets.render.wire import FOR_PAGE, SCHEMA, TUPLES, pack
from cardwidgets.static.bundle import table_module
from cardwidgets.testing import FrontEnd
from cardwidgets.testing.wire import check_request, check_synced, named
from cardwidgets.widgets import MODES
from cardwidgets.widgets.session import KINDS

SCRIPT = table_module()
DEFS = SCHEMA["$defs"]


# ---------------------------------------------------------------------- Python keeps to it
def a_move(page: FrontEnd) -> None:
    """What a person at the page does next, read by the schema's field names: show their
    cards, click the first card or button that plays a move, or press Step."""
    frame, table = page.frame, page.frame["table"]
    if frame["cover"]:
        page.send("reveal")
        return
    if not frame["you"]:
        page.send("step")
        return
    moves = [named("choice", choice)["move"] for choice in table["choices"]]
    moves += [
        int(word.split("=")[1])
        for pile in table["piles"]
        for word in named("pile", pile)["cards"].split()
        if "=" in word
    ]
    page.send("act", index=next(move for move in moves if move is not None))


def play(page: FrontEnd, requests: int) -> None:
    """With the odds shown, up to ``requests`` moves, or to the end of the game."""
    page.send("odds", show=True)
    for _ in range(requests):
        if page.frame["over"]:
            return
        a_move(page)


def look_back_and_deal_again(page: FrontEnd) -> None:
    """The history slider, Back, a second view that asks for the log, and a new deal."""
    page.send("seek", to=page.frame["end"] // 2)
    page.send("back")
    FrontEnd.new_view(page).send("log")
    page.send("deal", seed=4)
    assert page.model["_frame"]["step"] == page.model["_frame"]["end"] > 0, "the deal is logged"
    assert page.widget.state.current_player >= 0, "and a player is to decide"


@pytest.mark.parametrize("game", game_names())
def test_every_value_synced_in_a_whole_game_keeps_to_the_wire_format(game: str):
    page = FrontEnd(cardwidgets.play(game, seed=3))  # the page checks every message
    play(page, requests=2000)
    assert page.frame["over"], "the game was played to its end"
    look_back_and_deal_again(page)


@pytest.mark.parametrize("mode", ["watch", "pass", "all"])
@pytest.mark.parametrize("game", game_names())
def test_every_value_synced_in_each_seat_mode_keeps_to_the_wire_format(game: str, mode: str):
    """Enough of a game in each other mode to meet its frames: bots' reasons, the cover, the
    teacher's view."""
    page = FrontEnd(cardwidgets.play(game, seed=3, mode=mode))
    play(page, requests=60)
    look_back_and_deal_again(page)
    assert page.model["_frame"]["mode"] == mode


def test_the_opening_message_is_checked_too():
    page = FrontEnd(cardwidgets.play("half_and_half", seed=3))
    opening = page.comm.sent[0]
    assert opening[0] == "comm_open"
    assert opening[1]["state"]["_wire"] == FOR_PAGE


def test_the_schema_refuses_what_the_page_could_not_draw():
    page = FrontEnd(cardwidgets.play("half_and_half", seed=3))
    table = page.model["_table"]
    pile = named("pile", table["piles"][0])
    broken = [
        {"_frame": dict(page.model["_frame"], step="3")},
        {"_frame": {key: v for key, v in page.model["_frame"].items() if key != "cover"}},
        {"_table": dict(table, piles=[pack("pile", **(pile | {"cards": "QH=three"}))])},
        {"_table": dict(table, piles=[pack("pile", **(pile | {"cards": "QH  KH"}))])},
        {"_table": dict(table, piles=[pack("pile", **(pile | {"cards": "QH!9"}))])},
        {"_table": dict(table, piles=[[pile["x"], pile["key"], *table["piles"][0][2:]]])},
        {"_table": dict(table, texts=[[0, 0, "bold", "North"]])},
        {"_setup": dict(page.model["_setup"], modes=[["teacher", "All cards"]])},
        {"_odds": {"shown": True, "title": "Odds"}},
    ]
    for state in broken:
        with pytest.raises(AssertionError, match=r"not the wire format|not listed in why"):
            check_synced(state)


def test_a_request_table_js_never_sends_is_not_the_wire_format():
    well_formed = {"kind": "act", "step": 3, "deal": 0, "index": 1}
    check_request(well_formed)
    for request in (
        well_formed | {"index": "1"},
        well_formed | {"kind": "cheat"},
        {"kind": "act", "step": 3, "index": 1},
        {"kind": "step", "step": 3, "deal": 0, "index": 1},
        {"kind": "deal", "step": 3, "deal": 0, "seed": 7, "code": "H70Z"},
        {"kind": "mode", "step": 3, "deal": 0, "mode": "teacher", "seat": 0},
    ):
        with pytest.raises(AssertionError, match="not the wire format"):
            check_request(request)


def test_python_packs_each_tuple_by_the_schemas_field_names():
    assert pack("choice", why=None, move=2, group="Bid", label="bid 60") == [
        "bid 60",
        "Bid",
        2,
        None,
    ]
    with pytest.raises(ValueError, match="has the fields label, group, move, why, not label, move"):
        pack("choice", label="bid 60", move=2)


def test_python_and_the_schema_know_the_same_requests_and_seat_modes():
    kinds = {request["title"] for request in DEFS["request"]["oneOf"]}
    assert kinds == KINDS | {"odds", "analyse", "export"}, "the session's and the panels' buttons'"
    assert DEFS["modeKey"]["enum"] == list(MODES)


# ---------------------------------------------------------------------- JavaScript keeps to it
def js_types(script: str) -> dict[str, set[str]]:
    """Each ``@typedef {{ field: type, ... }} Name`` of the module: its fields' names."""
    types = {}
    for body, name in re.findall(r"@typedef \{\{(.*?)\}\} (\w+)", script, flags=re.DOTALL):
        flat = re.sub(r"\n\s*\*", " ", body)
        depth, field, fields = 0, "", []
        for char in flat + ",":
            depth += (char in "([{<") - (char in ")]}>")
            if char == "," and depth == 0:
                fields.append(field)
                field = ""
            else:
                field += char
        types[name] = {re.findall(r"\w+", field)[0] for field in fields if field.strip()}
    return types


def test_the_modules_types_name_the_fields_of_every_tuple_and_part_in_the_schema():
    types = js_types(SCRIPT)
    for name, fields in TUPLES.items():
        assert types[name.capitalize() + "Tuple"] == set(fields), name
    objects = [
        name
        for name, schema in DEFS.items()
        if schema.get("type") == "object" and name != "request"
    ]
    assert len(objects) >= 9
    for name in objects:
        assert types[name[0].upper() + name[1:]] == set(DEFS[name]["properties"]), name


def test_the_module_reads_every_tuple_through_the_wire():
    readers = set(re.findall(r'(\w+): \(tuple\) => named\("(\w+)", tuple\)', SCRIPT))
    assert readers == {(name, name) for name in TUPLES}
    assert "new RegExp(wire.cardWord)" in SCRIPT
    assert not re.search(r"= /\^", SCRIPT), "no card-word pattern of its own"


def test_the_module_sends_the_requests_the_schema_describes_with_their_fields():
    requests = {request["title"]: request["$ref"] for request in DEFS["request"]["oneOf"]}
    sent: dict[str, set[str]] = {}
    for first, extra in re.findall(r"\.send\(([^,)]*)(?:, \{(.*?)\})?\)", SCRIPT):
        for kind in re.findall(r'"(\w+)"', first):
            sent.setdefault(kind, set()).update(re.findall(r"\b(\w+):", extra))
    assert set(sent) == set(requests)
    for kind, fields in sent.items():
        schema = DEFS[requests[kind].rsplit("/", 1)[1]]
        assert fields == set(schema["properties"]) - {"kind", "step", "deal"}, kind


NODE_READS = """
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const { wireReader } = await import(input.module);
const wire = wireReader(input.wire);
const table = input.table;
console.log(JSON.stringify({
  size: wire.size(table.size),
  texts: table.texts.map(wire.text),
  piles: table.piles.map(wire.pile).map((pile) => ({
    ...pile, cards: pile.cards.split(" ").map(wire.card),
  })),
  choices: table.choices.map(wire.choice),
}));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed: no JS check")
def test_the_modules_own_reader_reads_what_python_packs(tmp_path: Path):
    queen, king, ace = cards("QH KH AH")
    play_queen = Action("play", (queen,))
    hand = (
        CardSpot(queen, play_queen, selected=True),
        CardSpot(king, Action("play", (king,))),
        CardSpot(ace, Action("play", (ace,))),
    )
    view = TableView(
        "A game",
        "Play",
        "Play a heart.",
        (
            SeatView(1, "South", (Pile("hand", (CardSpot(None),), 1),), to_move=True),
            SeatView(0, "North", (Pile("hand", hand, 3, "row"),), is_viewer=True),
        ),
        choices=(Choice("pass", Action("pass"), "Bids"),),
    )
    table = table_data(
        view, Controls({play_queen: 2, Action("pass"): 0}.get, lambda _: "Follow suit.")
    )
    module = tmp_path / "table.mjs"  # the module as the widget sends it
    module.write_text(SCRIPT, encoding="utf-8")
    read = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_READS],
        input=json.dumps({"module": module.as_uri(), "wire": FOR_PAGE, "table": table}),
        capture_output=True,
        text=True,
        check=False,
    )
    assert read.returncode == 0, read.stderr
    page = json.loads(read.stdout)
    assert page["size"] == dict(zip(("width", "height"), table["size"], strict=True))
    assert [(text["kind"], text["text"]) for text in page["texts"]] == [
        ("turn", "South"),
        ("name", "North (you)"),
    ]
    south, north = page["piles"]
    assert (south["key"], north["key"], north["label"], north["count"]) == (
        "s1.0",
        "s0.0",
        "hand",
        3,
    )
    assert south["cards"] == [{"raised": False, "code": "-", "move": None, "why": None}]
    assert north["cards"] == [
        {"raised": True, "code": "QH", "move": 2, "why": None},
        {"raised": False, "code": "KH", "move": None, "why": 0},
        {"raised": False, "code": "AH", "move": None, "why": 0},
    ]
    assert page["choices"] == [{"label": "pass", "group": "Bids", "move": 0, "why": None}]
