"""Where the unseen cards can lie: every placement that agrees with what a seat saw, equally likely.

A seat in a trick-taking game does not see some cards, and knows a little about where they
are: how many each hidden place holds (a hand of 7, a kitty of 2), and which places cannot hold
some of them (an opponent who did not follow Green holds no Green; a kitty the bidder made holds
no fives). With nothing else known, every way to put the unseen cards into the places that
respects those facts is equally likely, so a chance is a ratio of counts of placements.

The cards are grouped: cards of one group may lie in the same places (``allowed``), so they are
interchangeable and only *how many* of each group each place holds matters. The number of
placements of one group's ``n`` cards with ``c_p`` in place ``p`` is the multinomial
``n! / (c_1! ... c_k!)``; over all groups it is a product, summed over every table of counts
whose columns fill the places exactly. Groups allowed everywhere are pooled and counted in one
closed form, the rest by dynamic programming over how much room each place has left.

Two places of 3 cards, three unseen hearts and three spades, and the first place showed it holds
no hearts: then it holds the three spades, and the second place the hearts.

>>> where = Placements(sizes=(3, 3), groups=((3, {1}), (3, {0, 1})))
>>> where.ways, where.share(0, 1), where.share(1, 1)
(1, Fraction(1, 1), Fraction(0, 1))
>>> Placements(sizes=(2, 3), groups=((1, {0, 1}), (4, {0, 1}))).share(0, 0)  # 2 places of 5
Fraction(2, 5)
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Collection, Iterator, Sequence
from fractions import Fraction
from functools import lru_cache
from operator import sub

State = tuple[int, ...]


class NoPlacement(ValueError):
    """The facts contradict each other: no placement of the cards agrees with all of them."""


def _spreads(cards: int, places: Sequence[int], caps: State) -> list[tuple[State, int]]:
    """Every way to put ``cards`` cards into ``places`` (indexes into ``caps``), at most
    ``caps[p]`` in place ``p``: each as the count per place and the number of ways to choose
    which cards go where."""
    width = len(caps)
    if not places:
        return [((0,) * width, 1)] if cards == 0 else []
    spreads = []
    for cut in itertools.combinations(range(cards + len(places) - 1), len(places) - 1):
        edges = (-1, *cut, cards + len(places) - 1)
        counts = [0] * width
        for place, (left, right) in zip(places, itertools.pairwise(edges), strict=True):
            counts[place] = right - left - 1
        if all(count <= cap for count, cap in zip(counts, caps, strict=True)):
            spreads.append((tuple(counts), _multinomial(tuple(counts))))
    return spreads


@lru_cache(maxsize=1 << 16)
def _multinomial(counts: tuple[int, ...]) -> int:
    """The ways to split ``sum(counts)`` distinct cards into places of these sizes (remembered:
    the same rooms come back again and again)."""
    ways = math.factorial(sum(counts))
    for count in counts:
        ways //= math.factorial(count)
    return ways


def _fitting(room: State, spreads: list[tuple[State, int]]) -> Iterator[tuple[State, int, State]]:
    """The spreads that fit in ``room``: the room each leaves, its ways, and its counts."""
    for counts, ways in spreads:
        left = tuple(map(sub, room, counts))
        if min(left) >= 0:
            yield left, ways, counts


class Placements:
    """Every placement of unseen cards into places of known ``sizes``, equally likely.

    ``groups`` lists ``(cards, allowed places)``: that many interchangeable cards, each of which
    may lie only in the allowed places (indexes into ``sizes``). The groups must fill the places
    exactly. ``share(group, place)`` is the chance that one given card of the group lies in the
    place; ``none_in(place)`` the chance that the place holds no card of the ``watch`` groups
    (say, every trump).
    """

    def __init__(
        self,
        sizes: Sequence[int],
        groups: Sequence[tuple[int, Collection[int]]],
        watch: Collection[int] = (),
    ) -> None:
        self.sizes: State = tuple(sizes)
        self.groups = tuple((cards, frozenset(allowed)) for cards, allowed in groups)
        everywhere = frozenset(range(len(self.sizes)))
        for cards, allowed in self.groups:
            if cards < 0 or not allowed <= everywhere:
                raise ValueError(
                    f"A group is a number of cards (not {cards}) and places among "
                    f"{sorted(everywhere)} (not {sorted(allowed)})."
                )
        held = sum(cards for cards, _ in self.groups)
        if held != sum(self.sizes) or min(self.sizes, default=0) < 0:
            raise ValueError(
                f"The groups hold {held} cards but the places {list(self.sizes)} hold "
                f"{sum(self.sizes)}: they must match."
            )
        self.watch = frozenset(watch)
        if not self.watch <= set(range(len(self.groups))):
            raise ValueError(f"Only groups 0 to {len(self.groups) - 1} can be watched.")
        # Groups with a restriction are counted one by one, the watched ones last; the rest
        # are pooled and counted in closed form. A place with no room takes no card.
        open_places = frozenset(p for p, size in enumerate(self.sizes) if size)
        restricted = [
            g for g, (_, allowed) in enumerate(self.groups) if allowed & open_places != open_places
        ]

        # The groups that spread in most ways go first, while few rooms are reachable.
        def most_ways_first(g: int) -> tuple[int, int]:
            return -math.comb(self.groups[g][0] + len(self.groups[g][1]) - 1, self.groups[g][0]), g

        self._counted = sorted(
            (g for g in restricted if g not in self.watch), key=most_ways_first
        ) + sorted((g for g in restricted if g in self.watch), key=most_ways_first)
        self._pooled = held - sum(self.groups[g][0] for g in self._counted)
        #: Watched cards among the pooled ones.
        self._pooled_watched = sum(self.groups[g][0] for g in self.watch if g not in self._counted)
        self._spreads = [
            _spreads(self.groups[g][0], sorted(self.groups[g][1] & open_places), self.sizes)
            for g in self._counted
        ]
        self._forward = [{self.sizes: 1}]
        for spreads in self._spreads:
            after: dict[State, int] = defaultdict(int)
            for room, ways in self._forward[-1].items():
                for left, spread_ways, _ in _fitting(room, spreads):
                    after[left] += ways * spread_ways
            self._forward.append(dict(after))
        self.ways = sum(w * _multinomial(room) for room, w in self._forward[-1].items())
        if not self.ways:
            raise NoPlacement("No placement of the cards agrees with the places and restrictions.")
        self._shares: dict[int, tuple[Fraction, ...]] | None = None
        self._empty: tuple[Fraction, ...] | None = None

    def _all_shares(self) -> dict[int, tuple[Fraction, ...]]:
        """Each group's chance per place, by going back over the counted groups (the number of
        ways to finish from each room) and weighing each spread by the ways before and after."""
        places = range(len(self.sizes))
        last = self._forward[-1]
        finish = {room: _multinomial(room) for room in last}
        pooled = tuple(
            Fraction(
                sum(w * finish[room] * room[p] for room, w in last.items()),
                self.ways * self._pooled,
            )
            if self._pooled
            else Fraction(0)
            for p in places
        )
        shares = dict.fromkeys(range(len(self.groups)), pooled)
        for k in reversed(range(len(self._counted))):
            g = self._counted[k]
            expected = [0] * len(self.sizes)
            before: dict[State, int] = {}
            for room, ways in self._forward[k].items():
                total = 0
                for left, spread_ways, counts in _fitting(room, self._spreads[k]):
                    here = spread_ways * finish.get(left, 0)
                    total += here
                    for p, count in enumerate(counts):
                        if count and here:
                            expected[p] += ways * here * count
                before[room] = total
            finish = before
            cards = self.groups[g][0]
            shares[g] = tuple(
                Fraction(expected[p], self.ways * cards) if cards else Fraction(0) for p in places
            )
        return shares

    def _all_empty(self) -> tuple[Fraction, ...]:
        """For each place, the chance it holds no watched card: the restricted watched groups
        are counted last, so follow them from every room the others leave, remembering which
        places they kept out of so far; the pooled ones are then counted in closed form."""
        block = len(self._counted) - sum(1 for g in self._counted if g in self.watch)
        width = len(self.sizes)
        every = (1 << width) - 1
        rooms: dict[tuple[State, int], int] = {
            (room, every): ways for room, ways in self._forward[block].items()
        }
        for spreads in self._spreads[block:]:
            held = [sum(1 << p for p, c in enumerate(counts) if c) for counts, _ in spreads]
            after: dict[tuple[State, int], int] = defaultdict(int)
            for (room, empty), ways in rooms.items():
                for (counts, spread_ways), occupied in zip(spreads, held, strict=True):
                    left = tuple(map(sub, room, counts))
                    if min(left) >= 0:
                        after[left, empty & ~occupied] += ways * spread_ways
            rooms = after
        watched = self._pooled_watched
        others = self._pooled - watched
        kept_out = [0] * width
        for (room, empty), ways in rooms.items():
            for p in range(width):
                # kept out: the place's room is filled from the unwatched pool
                if empty >> p & 1 and room[p] <= others:
                    kept_out[p] += (
                        ways
                        * math.comb(others, room[p])
                        * _multinomial((*room[:p], *room[p + 1 :]))
                    )
        return tuple(Fraction(k, self.ways) for k in kept_out)

    def share(self, group: int, place: int) -> Fraction:
        """The chance that one given card of ``group`` lies in ``place``."""
        if self._shares is None:
            self._shares = self._all_shares()
        return self._shares[group][place]

    def none_in(self, place: int) -> Fraction:
        """The chance that ``place`` holds no card of the watched groups."""
        if self._empty is None:
            self._empty = self._all_empty()
        return self._empty[place]
