"""A French and a Russian table play every translated game to the end with no English word in
what they show: every viewer's log, the rules summary, each step's reminder and table view
(phase, status, seats' lines, piles' labels and captions, buttons, the felt's lines)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np
import pytest

from cardwidgets import IllegalActionError, make
from cardwidgets.agents.game_bot import default_agent
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.i18n import using_language
from cardwidgets.render.view import Pile, TableView
from cardwidgets.views import table_view

#: The games whose words are translated, with the variants that word things differently.
TRANSLATED = {
    "half_and_half": [{}, {"games": 3, "joker": "skip_next_turn"}, {"first_player": "choose"}],
    "call_deuces": [
        {},
        {"players": 5},
        {"partnership": True},
        {"deuce_partner": True},
        {"players": 5, "deuce_partner": True, "bury_fives": True},
    ],
    "take_two": [
        {"max_hands": 2},
        {"players": 2, "max_hands": 3, "tie": "split"},
        {"players": 8, "max_hands": 1, "ante_doubling": "once"},
        {"players": 3, "starting_chips": 20, "ante": 2, "ante_doubling": "never"},
    ],
    "tennessee_for_two": [
        {"max_hands": 1},
        {"failed_bid": "minus_bid", "target": 100},
        {"nest": "untouchable", "rook_anytime": True, "max_hands": 2},
        {"opening_pass": True, "max_hands": 2},
    ],
}
#: English words no French or Russian sentence of ours contains (words French shares with
#: English, such as "points", "total", "joker", "pile", are left out).
ENGLISH = re.compile(
    r"\b(the|and|you|your|turns?|takes?|wins?|cards?|tricks?|bids?|passe[sd]|trumps?|deals?|"
    r"game|hands?|kitty|plays?|with|nothing|middle|deck|first|dealer|over|misses|draw|each|"
    r"player|buries|buried|names|leads?|follow|scores?|alone|partner|target|totals|low|high|"
    r"twosomes?|circles?|nest|stacks?|chips?|folds?|raises?|calls?|checks?|bets?)\b",
    re.IGNORECASE,
)


def _pile_words(pile: Pile) -> Iterator[str]:
    yield pile.label
    yield from (spot.caption for spot in pile.cards)


def _view_words(view: TableView) -> Iterator[str]:
    yield from (view.title, view.phase, view.reminder, view.status, *view.centre_lines)
    yield from (choice.label for choice in view.choices)
    for pile in view.centre:
        yield from _pile_words(pile)
    for seat in view.seats:
        yield seat.name
        yield from seat.lines
        for pile in seat.piles:
            yield from _pile_words(pile)


def _played_to_the_end(name: str, rules: dict[str, object], seed: int) -> list[str]:
    """Everything the table shows while random moves play the game to its end."""
    state = make(name, **rules).new_state(seed=seed)
    rng = np.random.default_rng(seed)
    shown = [state.game.rules_summary()]
    while not state.is_terminal:
        if state.current_player < 0:
            state.apply_chance()
            continue
        seat = state.current_player
        shown += _view_words(table_view(state.observation(seat)))
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    for viewer in (None, *range(state.game.num_players)):
        shown += state.log(viewer)
        if viewer is not None:
            shown += _view_words(table_view(state.observation(viewer)))
    return shown


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize(
    ("name", "rules"),
    [(name, rules) for name, variants in TRANSLATED.items() for rules in variants],
)
def test_a_table_in_the_language_plays_the_game_to_the_end_with_no_english_word(
    language, name, rules
):
    with using_language(language):
        shown = [text for seed in (1, 2) for text in _played_to_the_end(name, rules, seed)]
    english = sorted({text for text in shown if ENGLISH.search(text)})
    assert not english, "\n".join(english[:20])


@pytest.mark.parametrize("name", TRANSLATED)
def test_the_english_words_list_catches_the_english_table(name):
    shown = _played_to_the_end(name, {}, 1)
    assert any(ENGLISH.search(text) for text in shown)


#: The games whose own bots say why they move, in the table's language.
BOTS = ("call_deuces", "take_two", "tennessee_for_two")


def _reasons(name: str, rules: dict[str, object], seed: int) -> list[str]:
    """The reason of every move the game's own bot makes in a whole game."""
    state = make(name, **rules).new_state(seed=seed)
    bot, rng, reasons = default_agent(name), np.random.default_rng(seed), []
    while not state.is_terminal:
        if state.current_player < 0:
            state.apply_chance()
            continue
        decision = bot.decide(state.observation(state.current_player), state.legal_actions(), rng)
        reasons.append(decision.reason)
        state.apply(decision.action)
    return reasons


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize(("name", "rules"), [(name, TRANSLATED[name][0]) for name in BOTS])
def test_the_bots_say_why_in_the_tables_language(language, name, rules):
    with using_language(language):
        reasons = _reasons(name, rules, 3)
    english = sorted({reason for reason in reasons if ENGLISH.search(reason)})
    assert reasons
    assert not english, "\n".join(english[:20])


@pytest.mark.parametrize("name", BOTS)
def test_the_english_words_list_catches_the_english_bots(name):
    assert any(ENGLISH.search(reason) for reason in _reasons(name, TRANSLATED[name][0], 3))


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize("name", ["take_two", "tennessee_for_two"])
def test_the_monte_carlo_bot_says_why_in_the_tables_language(language, name):
    """Its searched moves, and those it leaves to the game's own bot (Take Two's split), in
    the language; the move it names is written as typed."""
    game = make(name, **TRANSLATED[name][0])
    state, bot, rng = (
        game.new_state(seed=4),
        MonteCarloAgent(game, budget=2),
        np.random.default_rng(4),
    )
    reasons = []
    with using_language(language):
        while not state.is_terminal and len(reasons) < 12:
            if state.current_player < 0:
                state.apply_chance()
                continue
            seat = state.current_player
            decision = bot.decide(state.observation(seat), state.legal_actions(), rng)
            # The move as typed ("bid 105") is a command, the same in every language.
            reasons.append(decision.reason.replace(str(decision.action), ""))
            state.apply(decision.action)
    english = sorted({reason for reason in reasons if ENGLISH.search(reason)})
    assert not english, "\n".join(english)


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize(
    ("name", "rules"),
    [(name, rules) for name, variants in TRANSLATED.items() for rules in variants],
)
def test_a_log_written_in_english_reads_in_the_tables_language(language, name, rules):
    """A log line keeps its words, not their English: played while the notebook speaks
    English, the game's log reads in the language of the table that shows it."""
    state = make(name, **rules).new_state(seed=1)
    rng = np.random.default_rng(1)
    while not state.is_terminal:
        if state.current_player < 0:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    with using_language(language):
        shown = [
            line for viewer in (None, *range(state.game.num_players)) for line in state.log(viewer)
        ]
    english = sorted({line for line in shown if ENGLISH.search(line)})
    assert not english, "\n".join(english[:20])


def test_a_refused_move_says_why_and_what_is_allowed_in_the_language():
    state = make("half_and_half").new_state(seed=7)
    while state.current_player < 0:
        state.apply_chance()
    seat = state.current_player
    with using_language("fr"):
        with pytest.raises(IllegalActionError) as refused:
            state.apply("play 2C")
        assert str(refused.value).endswith("Coups permis maintenant : flip.")
        assert {"Nord", "Sud"} & set(str(refused.value).split())
        assert repr(state).startswith("<La moitié et la moitié : étape ")
    with using_language("ru"), pytest.raises(IllegalActionError, match="Сейчас можно: flip"):
        state.apply("play 2C")
    assert state.current_player == seat, "a refused move changes nothing"
