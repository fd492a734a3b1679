"""A French and a Russian table's page says everything in its language: the words the front
end takes from Python (its buttons, labels, titles), the seat menu, the frame's sentences
(prompts, status, messages, a bot's reason, the pass-and-play cover), the table drawn and the
log, from the first deal to the game's end; and every fixed word of the front end is one
Python sends."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import comm
import pytest

import cardwidgets
from cardwidgets.static.bundle import table_module
from cardwidgets.testing import FrontEnd, RecordingComm
from cardwidgets.testing.wire import named
from cardwidgets.widgets.page_words import PAGE_WORDS
from tests.i18n.test_games_in_french_and_russian import ENGLISH

SCRIPT = table_module()
#: The frame's texts a person reads (``announce`` is read out).
FIELD = re.compile(r"\{\w+\}")
FRAME_TEXTS = ("message", "cover", "announce", "status", "prompt", "reason", "ask", "past")


@pytest.fixture(autouse=True)
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


def test_every_fixed_word_of_the_page_is_one_python_sends():
    asked = set(re.findall(r'page\.word\(\s*"((?:[^"\\]|\\.)*)"', SCRIPT))
    assert asked, "the page asks for its words"
    assert asked <= set(PAGE_WORDS), asked - set(PAGE_WORDS)
    # Comments first, then each string as the script reads it (double, single or back quotes,
    # left to right), so an apostrophe in one ("the speed's pause") opens no other.
    code = re.sub(r"^\s*//.*$", "", re.sub(r"/\*.*?\*/", "", SCRIPT, flags=re.S), flags=re.M)
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'|`((?:[^`\\]|\\.)*)`', code)
    literals = asked | {text for found in strings for text in found if text}
    assert set(PAGE_WORDS) <= literals, "no word is sent that the page never shows"


def test_the_page_is_sent_its_words_in_the_tables_language():
    french = FrontEnd(cardwidgets.play("half_and_half", seed=3, language="fr"))
    english = FrontEnd(cardwidgets.play("half_and_half", seed=3))
    assert french.model["_setup"]["words"]["New deal"] == "Nouvelle donne"
    assert english.model["_setup"]["words"]["New deal"] == "New deal"
    assert set(french.model["_setup"]["words"]) == set(PAGE_WORDS)
    assert french.model["_setup"]["names"] == ["Nord", "Sud"], "the seat menu's names"
    russian = FrontEnd(cardwidgets.play("call_deuces", seed=3, language="ru"))
    counts = russian.model["_setup"]["counts"]
    assert (counts[1], counts[2], counts[5], counts[13], counts[21]) == (
        "1 карта",
        "2 карты",
        "5 карт",
        "13 карт",
        "21 карта",
    ), "a pile's count, in Russian's three plural forms"
    assert english.model["_setup"]["counts"][:2] == ["0 cards", "1 card"]


def _page_texts(page: FrontEnd) -> Iterator[str]:
    setup = page.model["_setup"]
    yield from setup["words"].values()
    yield from setup["names"]
    yield from setup["counts"]
    yield from (named("mode", mode)["label"] for mode in setup["modes"])
    yield from (setup["inForce"], setup["summary"])
    frame = page.frame
    yield from (str(frame[key]) for key in FRAME_TEXTS)
    yield from (frame["phase"], frame["reminder"])
    table = frame["table"]
    yield from (named("text", text)["text"] for text in table.get("texts", []))
    yield from (named("pile", pile)["label"] for pile in table.get("piles", []))
    for choice in table.get("choices", []):
        yield from (named("choice", choice)["label"], named("choice", choice)["group"])
    yield from table.get("why", [])
    yield from (named("range", numbers)["verb"] for numbers in table.get("ranges", []))
    yield from frame["log"]


def _next_request(page: FrontEnd) -> None:
    """What a person at the page does next: show their cards, click the first card or button
    that plays a move, or press Step."""
    frame, table = page.frame, page.frame["table"]
    if frame["cover"]:
        page.send("reveal")
    elif not frame["you"]:
        page.send("step")
    else:
        moves = [named("choice", choice)["move"] for choice in table["choices"]]
        moves += [
            int(word.split("=")[1])
            for pile in table["piles"]
            for word in named("pile", pile)["cards"].split()
            if "=" in word
        ]
        page.send("act", index=next(move for move in moves if move is not None))


#: The default seats' English names: a French or Russian table names them its own way.
SEATS = re.compile(r"\b(North|East|South|West)\b")


def _english_on(page: FrontEnd) -> list[str]:
    """The texts with an English word or seat name (a word's ``{fields}``, filled in by the
    page, aside)."""
    return [
        text
        for text in _page_texts(page)
        if ENGLISH.search(FIELD.sub("", text)) or SEATS.search(FIELD.sub("", text))
    ]


@pytest.mark.parametrize("mode", ["play", "pass", "watch"])
@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize("game", ["half_and_half", "call_deuces"])
def test_a_french_or_russian_table_shows_no_english_word_to_the_end(
    game: str, language: str, mode: str
):
    page = FrontEnd(cardwidgets.play(game, seed=3, mode=mode, language=language))
    seen: dict[str, Any] = {}
    for _request in range(3000):
        seen.update((text, page.frame["step"]) for text in _english_on(page))
        if page.frame["over"]:
            break
        _next_request(page)
    assert page.frame["over"], "the game was played to its end"
    page.send("back")  # a look back, its sentence and the question a move there asks
    page.send("step")  # refused: the message says why
    seen.update((text, "after the end") for text in _english_on(page))
    page.send("deal", seed=4)
    seen.update((text, "new deal") for text in _english_on(page))
    assert not seen, seen
