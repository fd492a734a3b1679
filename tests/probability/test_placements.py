"""Counting placements of unseen cards agrees with listing every placement one by one."""

import itertools
from fractions import Fraction

import pytest

from cardwidgets.probability.placements import Placements


def every_placement(sizes, groups):
    """Each card (numbered, with its group) put in a place, every way the sizes and the
    groups' allowed places permit: the brute force the counting must agree with."""
    cards = [g for g, (count, _) in enumerate(groups) for _ in range(count)]
    for places in itertools.product(range(len(sizes)), repeat=len(cards)):
        if all(places.count(p) == size for p, size in enumerate(sizes)) and all(
            place in groups[g][1] for g, place in zip(cards, places, strict=True)
        ):
            yield list(zip(cards, places, strict=True))


CASES = [
    ((3, 2, 2), [(2, {0, 1, 2}), (3, {0, 2}), (2, {0, 1, 2})]),  # a void in the first hand
    ((4, 2, 3), [(1, {0, 1, 2}), (3, {0, 2}), (5, {0, 1, 2})]),  # count cards kept out of a nest
    ((2, 2, 2, 1), [(1, {0, 1, 3}), (1, {1, 2}), (3, {0, 1, 2}), (2, {0, 1, 2, 3})]),
    ((3, 3), [(3, {0, 1}), (3, {0})]),
    ((3, 0, 2), [(2, {0, 1, 2}), (1, {1, 2}), (2, {0, 1})]),  # an empty place takes nothing
    # places every group treats alike, of different sizes, are counted as one
    ((2, 3, 2, 1), [(2, {0, 1, 2, 3}), (3, {0, 1, 2}), (2, {0, 1, 2, 3}), (1, {3})]),
    ((3, 3, 2), [(4, {0, 1}), (2, {0, 1, 2}), (2, {2})]),
]


@pytest.mark.parametrize(("sizes", "groups"), CASES)
def test_each_cards_chance_of_each_place_is_its_share_of_every_placement(sizes, groups):
    listed = list(every_placement(sizes, groups))
    where = Placements(sizes, groups)
    assert where.ways == len(listed)
    for g, (count, _) in enumerate(groups):
        for place in range(len(sizes)):
            held = sum(1 for placement in listed for gg, p in placement if (gg, p) == (g, place))
            assert where.share(g, place) == Fraction(held, count * len(listed))


@pytest.mark.parametrize(("sizes", "groups"), CASES)
def test_a_place_holds_none_of_some_groups_as_often_as_the_listing_says(sizes, groups):
    listed = list(every_placement(sizes, groups))
    for chosen in ({0}, {0, 1}, {len(groups) - 1}):
        where = Placements(sizes, groups, watch=chosen)
        for place in range(len(sizes)):
            empty = sum(
                1
                for placement in listed
                if not any(p == place and g in chosen for g, p in placement)
            )
            assert where.none_in(place) == Fraction(empty, len(listed))


def test_groups_that_do_not_fill_the_places_are_refused():
    with pytest.raises(ValueError, match="groups hold 3 cards but the places"):
        Placements((2, 2), [(3, {0, 1})])


def test_facts_that_contradict_each_other_are_refused():
    with pytest.raises(ValueError, match="No placement"):
        Placements((2, 1), [(2, {1}), (1, {0, 1})])
