"""A seat's view as numbers shows only what the seat sees, and moves get their fixed numbers."""

import numpy as np

from cardwidgets.engine import make
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.engine.seat_view import SeatTensor, action_numbers, distinct_cards


def dealt(name: str, seed: int = 1, **rules):
    state = make(name, **rules).new_state(seed)
    state.advance_chance()
    return state


def test_a_seat_counts_the_cards_it_sees_and_only_those():
    state = dealt("tennessee_for_two", max_hands=1)
    layout = SeatTensor(state.game)
    view = np.zeros(layout.size, np.float32)
    for seat in range(state.num_players):
        layout.fill(view, state, seat)
        cards = view[: (state.num_players + 1) * len(layout.cards)]
        assert cards.sum() == sum(state.visible_cards(seat).values())
        unseen = [c for z in state.zones() if not z.visible_to(seat) for c in z.cards]
        columns = [layout.cards.index(card) for card in unseen]
        assert not cards.reshape(-1, len(layout.cards))[:, columns].any()


def test_the_teacher_sees_every_card():
    state = dealt("tennessee_for_two", max_hands=1)
    layout = SeatTensor(state.game)
    view = np.zeros(layout.size, np.float32)
    layout.fill(view, state, 0, teacher=True)
    assert view[: (state.num_players + 1) * len(layout.cards)].sum() == len(state.game.all_cards())


def test_two_copies_of_a_card_are_one_card_counted_twice():
    game = make("half_and_half")
    assert len(distinct_cards(game)) == len(game.all_cards()) // 2


def test_a_run_of_bets_gets_numbers_that_follow_each_other():
    every = LegalActions((), (ActionRange("bet", 1, 100), ActionRange("raise", 1, 100)))
    legal = LegalActions((), (ActionRange("raise", 5, 9),))
    numbers = list(action_numbers(legal, every))
    assert numbers == list(range(104, 109))
    assert [every[n] for n in numbers] == list(legal)
