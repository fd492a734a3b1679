"""The deal questions of Take Two, Tennessee for Two and Call Deuces: exact answers checked by
hand-countable formulas and by numpy deals."""

from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from cardwidgets.engine.cards import cards as parse_cards
from cardwidgets.games.call_deuces import probability as call_deuces
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.games.tennessee_for_two import probability as tennessee
from cardwidgets.probability import Distribution
from cardwidgets.probability.deals import DealQuestion, Mixture, count_vectors, total_of, unseen

QUESTIONS = [
    take_two.twosome_sum(),
    take_two.best_low_twosome(),
    take_two.best_high_twosome(),
    take_two.blind_steal(),
    take_two.blind_steal(known="KS", seen=["2H", "3H", "KD", "QC"]),
    take_two.steal_from_dealt_twosome("low"),
    take_two.steal_from_dealt_twosome("high"),
    tennessee.points_in_nest(),
    tennessee.points_in_hand(),
    tennessee.points_in_draw_pile(),
    tennessee.longest_colour(),
    tennessee.longest_colour(with_rook=True),
    call_deuces.fives_in_hand(4),
    call_deuces.fives_in_hand(5),
    call_deuces.fives_in_kitty(4),
    call_deuces.fives_in_team(),
    call_deuces.fives_in_kitty(5, seen=["5H", "5S", "2C"]),
    call_deuces.jokers_in_kitty(),
    call_deuces.best_trump_length(4),
    call_deuces.best_trump_length(5),
]


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q.title)
def test_dealing_in_numpy_agrees_with_the_exact_answer(question):
    exact = question.exact()
    simulated = question.simulate(60_000, seed=2026)
    assert simulated.agrees_with(exact), simulated.z_scores(exact)
    assert simulated.mean.agrees_with(exact.mean)


def test_every_way_to_hold_the_cards_is_listed_once():
    vectors = list(count_vectors((2, 1, 3), 3))
    assert len(vectors) == len(set(vectors)) == 6
    assert all(sum(v) == 3 and v[0] <= 2 and v[1] <= 1 for v in vectors)
    total = sum(comb(2, a) * comb(1, b) * comb(3, c) for a, b, c in vectors)
    assert total == comb(6, 3)


def test_a_twosome_adds_up_to_fourteen_on_average_and_two_only_with_two_aces():
    sums = take_two.twosome_sum().exact()
    assert sums.mean == 14
    assert sums.P(2) == Fraction(comb(4, 2), comb(52, 2))
    assert sums.values == tuple(range(2, 27))


def test_the_best_low_twosome_is_two_aces_when_four_cards_hold_two_aces_or_more():
    two_aces = sum(comb(4, a) * comb(48, 4 - a) for a in (2, 3, 4))
    assert take_two.best_low_twosome().exact().P(2) == Fraction(two_aces, comb(52, 4))
    assert take_two.best_high_twosome().exact().P(26) == Fraction(two_aces, comb(52, 4))


def test_a_steal_from_a_twosome_showing_a_king_gets_it_half_the_time():
    steal = take_two.blind_steal(known="KS").exact()
    assert steal.P(13) == Fraction(1, 2) + Fraction(1, 2) * Fraction(3, 51)
    assert take_two.blind_steal().exact().P(13) == Fraction(1, 13)


def test_a_steal_from_a_low_twosome_is_worth_less_than_from_a_high_one():
    low = take_two.steal_from_dealt_twosome("low").exact()
    high = take_two.steal_from_dealt_twosome("high").exact()
    assert low.mean < 7 < high.mean
    assert (low.mean + high.mean) / 2 == 7, "together they are a random one of four cards"


def test_count_points_average_their_share_of_120():
    assert tennessee.points_in_nest().exact().mean == Fraction(5 * 120, 45)
    assert tennessee.points_in_hand().exact().mean == Fraction(11 * 120, 45)
    assert tennessee.points_in_draw_pile().exact().mean == 48
    assert tennessee.points_in_nest().exact().P(0) == Fraction(comb(32, 5), comb(45, 5))


def test_points_in_the_opponents_hand_given_mine():
    mine = ["ROOK", "R14", "Y10", "G5", "B4", "B6", "B7", "B8", "B9", "B11", "B12"]
    theirs = tennessee.points_in_hand(seen=mine).exact()
    assert theirs.mean == Fraction(11 * (120 - 45), 34)


def test_an_eleven_card_hand_has_a_colour_of_three_to_eleven_cards():
    longest = tennessee.longest_colour().exact()
    assert (longest.values[0], longest.values[-1]) == (3, 11)
    assert longest.P(11) == Fraction(4, comb(45, 11))
    with_rook = tennessee.longest_colour(with_rook=True).exact()
    assert with_rook.P(lambda n: n >= 5) > longest.P(lambda n: n >= 5)


def test_fives_in_a_hand_are_hypergeometric():
    for players, cards, hand in ((4, 54, 13), (5, 52, 10)):
        fives = call_deuces.fives_in_hand(players).exact()
        for k in range(5):
            assert fives.P(k) == Fraction(comb(4, k) * comb(cards - 4, hand - k), comb(cards, hand))


def test_a_partnership_holds_two_hands_of_fives():
    team = call_deuces.fives_in_team().exact()
    for k in range(5):
        assert team.P(k) == Fraction(comb(4, k) * comb(50, 26 - k), comb(54, 26))
    assert team.mean == 2 * call_deuces.fives_in_hand(4).exact().mean


def test_an_untouchable_hand_is_worth_160_less_the_points_dealt_to_the_nest():
    worth = tennessee.hand_worth_untouchable()
    assert worth.P(160) == Fraction(comb(32, 5), comb(45, 5)), "no count card in the nest"
    assert worth.mean == 160 - Fraction(5 * 120, 45)
    assert worth.values[0] == 160 - (20 + 10 + 10 + 10 + 10), "the Rook and four 10-pointers"


def test_counting_agrees_with_listing_every_hand_of_a_small_deck():
    deck = parse_cards("AS 2S 5H 5D 9C KC KH")
    question = DealQuestion("three of seven", "total", deck, 3, take_two.card_value, total_of(int))
    hands = list(combinations(deck, 3))
    listed = Distribution.uniform(sum(map(take_two.card_value, hand)) for hand in hands)
    assert question.exact() == listed


def test_what_the_kitty_holds_given_my_hand():
    hand = ["5H", "5S", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "2D", "3D"]
    kitty = call_deuces.fives_in_kitty(4, seen=hand)
    assert kitty.exact().P(0) == Fraction(comb(39, 2), comb(41, 2))
    assert call_deuces.jokers_in_kitty().exact().P(2) == Fraction(1, comb(54, 2))


def test_the_jokers_lengthen_the_best_trump_suit_with_four_players():
    four = call_deuces.best_trump_length(4).exact()
    assert four.values[0] == 4, "11 suit cards and both jokers still make 3 + 2 trumps"
    assert four.values[-1] == 13
    assert call_deuces.best_trump_length(5).exact().values[0] == 3


def test_unknown_or_twice_seen_cards_are_refused():
    with pytest.raises(ValueError, match="not among the cards still unseen"):
        unseen(take_two.DECK, ["SJ"])
    with pytest.raises(ValueError, match="not among the cards still unseen"):
        unseen(take_two.DECK, ["KS", "KS"])
    with pytest.raises(ValueError, match="4 or 5 players"):
        call_deuces.fives_in_hand(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'low' or 'high'"):
        take_two.steal_from_dealt_twosome("middle")  # type: ignore[arg-type]


def test_a_mixture_needs_weights_that_add_up_to_one():
    with pytest.raises(ValueError, match="add up to 1"):
        Mixture("half of nothing", "x", ((Fraction(1, 2), take_two.blind_steal()),))


def test_deals_in_order_are_the_samples_the_simulation_tallies():
    nest = tennessee.points_in_nest()
    values = nest.deal(8, 5_000)
    assert values.shape == (5_000,)
    assert np.array_equal(values, nest.deal(np.random.default_rng(8), 5_000))
    assert set(values.tolist()) <= set(nest.exact().values)
    tally = nest.simulate(5_000, seed=8).counts
    assert tally == dict(zip(*np.unique(values, return_counts=True), strict=True))
