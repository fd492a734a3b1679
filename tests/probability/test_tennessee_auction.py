"""The auction selects the bidder's hand: Tennessee's selection-effect studies measure it."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from cardwidgets.games.tennessee_for_two import probability as tennessee
from cardwidgets.probability.simulation import Estimate


def test_a_random_16_cards_force_a_redeal_one_time_in_1_368_695():
    by_hand = Fraction(
        sum(comb(32, k) * comb(13, 16 - k) for k in range(5)),
        comb(45, 16),
    )
    assert tennessee.redeal_if_random() == by_hand
    assert round(1 / by_hand) == 1_368_695


def test_the_auction_is_bid_by_the_bots_from_the_deal_as_given():
    order = list(tennessee.DECK)
    state = tennessee.auction(order, np.random.default_rng(0))
    assert state.bidder in (tennessee.DEALER, tennessee.NON_DEALER)
    assert state.phase != "bid"


def test_the_bidder_holds_the_stronger_hand_and_together_the_hands_are_average():
    bidder, other = tennessee.auction_hands_points(deals=300, seed=4)
    assert bidder.value > Fraction(88, 3) > other.value
    assert abs((bidder.value + other.value) / 2 - 88 / 3) < 3 * bidder.standard_error


def test_cards_that_force_a_redeal_nearly_always_win_the_auction():
    wins = tennessee.redeal_hand_wins_auction(tennessee.NON_DEALER, deals=100, seed=1)
    assert wins.value > 0.9
    per_deal = tennessee.redeal_per_deal(wins, wins)
    assert per_deal.value == pytest.approx(2 * wins.value * float(tennessee.redeal_if_random()))


def test_the_per_deal_chance_adds_the_two_seats_and_their_errors():
    half = Estimate(0.5, 0.03, 100, 1)
    per_deal = tennessee.redeal_per_deal(half, half)
    random_16 = float(tennessee.redeal_if_random())
    assert per_deal.value == pytest.approx(random_16)
    assert per_deal.standard_error == pytest.approx(random_16 * 0.03 * 2**0.5)
    assert per_deal.samples == 200


@pytest.mark.parametrize(
    ("seat", "least", "message"), [(2, 7, "seat is 1"), (0, 14, "cannot hold 14 of the 13")]
)
def test_a_study_of_a_seat_or_a_hand_that_cannot_be_is_refused(seat, least, message):
    with pytest.raises(ValueError, match=message):
        tennessee.strong_hand_wins_auction(seat, least, with_nest=False, deals=1)
