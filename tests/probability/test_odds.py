"""The odds panel reads only what the viewing seat can know, and its numbers are right."""

import doctest
from collections import Counter

import numpy as np
import pytest

import cardwidgets.probability.odds
from cardwidgets import make
from cardwidgets.engine import Action
from cardwidgets.games.half_and_half import DECK, FLIP
from cardwidgets.probability.half_and_half import solve
from cardwidgets.probability.odds import odds_panel


def test_the_example_in_the_docstring_is_true():
    assert doctest.testmod(cardwidgets.probability.odds).failed == 0


def seeded_game(seed=11, flips=6, **rules):
    state = make("half_and_half", **rules).new_state(seed=seed)
    state.advance_chance()
    for _ in range(flips):
        state.apply(FLIP)
    return state


def redealt(state, rng):
    """The same game so far, but every card not yet turned shuffled anew between the piles, and
    the middle deck shuffled anew: a state that no seat can tell apart from ``state``."""
    turned = [list(state.face_up[seat]) for seat in (0, 1)]
    hidden = Counter(DECK)
    hidden.subtract(turned[0] + turned[1])
    cards = list(hidden.elements())
    rng.shuffle(cards)
    cut = 27 - len(turned[0])
    piles = [turned[0] + cards[:cut], turned[1] + cards[cut:]]  # each from the top down
    dealer = state.dealer
    deck_a = [piles[1 - dealer if i % 2 == 0 else dealer][26 - i // 2] for i in range(54)]
    middle = list(DECK)
    rng.shuffle(middle)
    copy = state.game.new_state(seed=state.seed)
    copy.apply(Action("first_dealer", (dealer,)))
    copy.apply(Action("deal", (*deck_a, *middle)))
    if copy.is_chance:
        copy.apply(Action("first_player", (state.starter,)))
    for _ in range(state.flips):
        copy.apply(FLIP)
    return copy


def test_a_seat_sees_the_same_odds_whatever_the_hidden_cards_are():
    state = seeded_game()
    rng = np.random.default_rng(5)
    for _ in range(3):
        other = redealt(state, rng)
        assert other.observation(0).face_up == state.observation(0).face_up
        assert other.observation(None) != state.observation(None), "hidden cards differ"
        assert odds_panel(other.observation(0)) == odds_panel(state.observation(0))
        assert odds_panel(other.observation(1)) == odds_panel(state.observation(1))


def test_a_seats_view_holds_no_hidden_card_and_the_teacher_gets_the_same_numbers():
    state = seeded_game()
    seat_view = state.observation(1)
    assert seat_view.piles is None
    assert seat_view.middle is None
    assert odds_panel(seat_view).numbers == odds_panel(state.observation(None)).numbers


@pytest.mark.parametrize("rules", [{}, {"joker": "skip_next_turn"}])
def test_the_chance_to_win_from_a_position_agrees_with_replaying_it(rules):
    state = seeded_game(seed=23, flips=5, **rules)
    seat = state.current_player
    panel = odds_panel(state.observation(seat))
    chance = panel.numbers[f"{state.names[seat]} wins"]
    rng = np.random.default_rng(8)
    games = 1000
    wins = 0
    for _ in range(games):
        other = redealt(state, rng)
        while not other.is_terminal:
            other.apply(FLIP)
        wins += other.returns()[seat] > 0
    se = np.sqrt(chance * (1 - chance) / games)
    assert abs(wins / games - chance) < 4 * se


def test_before_the_first_card_the_panel_gives_the_first_players_odds():
    state = make("half_and_half", ace_draw=0).new_state(seed=3)
    panel = odds_panel(state.observation(0))
    assert panel.numbers["first wins"] == float(solve(ace_draw=0).first_wins)
    assert panel.lines[0].startswith("Whoever turns first wins 42.1%")


def test_the_next_card_costs_as_often_as_cards_that_take_are_left():
    state = seeded_game(flips=0)
    panel = odds_panel(state.observation(0))
    assert panel.numbers["next card takes cards"] == 28 / 54
    assert panel.lines[0] == "The next card takes cards: 28 of 54 unturned (51.9%)."
