"""The Rules panel speaks words, not Python, and its summary follows the rules in force."""

from __future__ import annotations

import re

import pytest

from cardwidgets.engine.registry import game_names, make


@pytest.mark.parametrize("name", game_names())
def test_every_option_reads_as_words_with_its_value_and_the_usual_one(name: str):
    for line in make(name).rules.in_words():
        assert not re.search(r"\w_\w|=|'\w+'|\bNone\b|\bTrue\b|\bFalse\b", line), line
        assert re.match(r"[A-Z][a-z ]+: [^.]+\. [A-Z“]", line), line


def test_an_option_changed_from_the_usual_says_both():
    lines = make("half_and_half", joker="skip_next_turn").rules.in_words()
    assert lines[0].startswith("Joker: skip next turn (usually no draw). A joker takes nothing")


@pytest.mark.parametrize(
    ("name", "rules", "usual_words", "words_in_force"),
    [
        ("call_deuces", {"bury_fives": True}, "never a five", "fives too"),
        ("call_deuces", {"failed_bid": "zero"}, "costs the bid", "scores nothing"),
        ("call_deuces", {"players": 5}, "First to 100", "First to 150"),
        ("tennessee_for_two", {"failed_bid": "minus_bid"}, "or score nothing", "or lose the bid"),
        ("tennessee_for_two", {"nest": "untouchable"}, "take the nest", "swap cards with the nest"),
        ("tennessee_for_two", {"opening_pass": True}, "", "if both pass"),
        ("half_and_half", {"joker": "skip_next_turn"}, "loses the turn", "this turn and the next"),
        ("half_and_half", {"ace_draw": 0}, "an Ace takes 1", "an Ace nothing"),
        (
            "take_two",
            {"players": 3, "starting_chips": 250},
            "4 players with 100",
            "3 players with 250",
        ),
        ("take_two", {"tie": "split"}, "the rest goes to the Pot", "share the circles"),
    ],
)
def test_the_summary_follows_the_rules_in_force(
    name: str, rules: dict[str, object], usual_words: str, words_in_force: str
):
    usual, changed = make(name).rules_summary(), make(name, **rules).rules_summary()
    assert usual_words in usual
    assert words_in_force not in usual
    assert words_in_force in changed
    if usual_words:
        assert usual_words not in changed
