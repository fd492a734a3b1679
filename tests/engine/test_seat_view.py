"""Moves get their fixed numbers, and two copies of a card are one card."""

from cardwidgets.engine import make
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.engine.seat_view import action_numbers, distinct_cards


def test_two_copies_of_a_card_are_one_card_counted_twice():
    game = make("half_and_half")
    assert len(distinct_cards(game)) == len(game.all_cards()) // 2


def test_a_run_of_bets_gets_numbers_that_follow_each_other():
    every = LegalActions((), (ActionRange("bet", 1, 100), ActionRange("raise", 1, 100)))
    legal = LegalActions((), (ActionRange("raise", 5, 9),))
    numbers = list(action_numbers(legal, every))
    assert numbers == list(range(104, 109))
    assert [every[n] for n in numbers] == list(legal)
