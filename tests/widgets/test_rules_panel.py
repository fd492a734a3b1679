"""The Rules panel speaks words, not Python, and its summary follows the rules in force."""

from __future__ import annotations

import re

import pytest

from cardwidgets.engine.registry import game_names, make
from cardwidgets.i18n import using_language


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
        ("call_deuces", {"players": 5}, "First to 100,", "First to 150,"),
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


def test_call_deuces_says_its_end_guarantee_in_the_words_of_the_rules():
    # A no-break space keeps the minus total with its word: a felt line never starts "-100".
    rules = make("call_deuces").rules
    assert rules.end_rule == "first to 100, or the game ends when a total reaches\u00a0-100"
    assert make("call_deuces", minus_target_ends=False).rules.end_rule == "first to 100"
    assert make("call_deuces", players=5).rules.end_rule.endswith("reaches\u00a0-150")
    for language in ("fr", "ru"):
        with using_language(language):
            assert "\u00a0-100" in make("call_deuces").rules.end_rule


def _every_variant() -> list[tuple[str, str | None]]:
    return [
        (name, variant) for name in game_names() for variant in (None, *make(name).rules.variants)
    ]


@pytest.mark.parametrize(("name", "variant"), _every_variant())
def test_the_summary_and_the_felt_say_the_end_rule_played_in_every_variant(
    name: str, variant: str | None
):
    game = make(name) if variant is None else make(name, variant=variant)
    end_rule = game.rules.end_rule
    assert end_rule.capitalize() in game.rules_summary()
    if name == "call_deuces":
        from cardwidgets.views import table_view

        state = game.new_state(seed=1)
        state.advance_chance()
        assert end_rule in table_view(state.observation(state.current_player)).centre_lines
