"""Where the unseen cards can lie: every placement that agrees with what a seat saw, equally likely.
A seat knows how many cards each hidden place holds and which places cannot hold some of them, so
a chance is a ratio of counts of placements, which :class:`Placements` counts exactly by groups
of interchangeable cards; the counting: :doc:`/docs/design/probability`. Below, two places of 3
cards, three unseen hearts and three spades, the first place known to hold no hearts.

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

from cardwidgets.engine.errors import CardwidgetsError

State = tuple[int, ...]


class NoPlacement(CardwidgetsError, ValueError):
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

    Places that every group treats alike (two hands that showed no void, say) are counted as
    one: however its cards fall, they split among those places in the same number of ways.
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
        # Places with room, as classes of places every group treats alike; a class is one
        # place of the combined room while counting.
        alike: dict[frozenset[int], list[int]] = {}
        for place, size in enumerate(self.sizes):
            if size:
                key = frozenset(g for g, (_, allowed) in enumerate(self.groups) if place in allowed)
                alike.setdefault(key, []).append(place)
        self._classes = tuple(tuple(places) for places in alike.values())
        class_of = {place: c for c, places in enumerate(self._classes) for place in places}
        self._room: State = tuple(sum(self.sizes[p] for p in places) for places in self._classes)
        allowed_classes = [
            frozenset(class_of[p] for p in allowed if p in class_of) for _, allowed in self.groups
        ]
        every_class = frozenset(range(len(self._classes)))

        # Groups with a restriction are counted one by one, the watched ones last; the rest
        # are pooled and counted in closed form. Those that spread most go first, while few
        # rooms are reachable.
        def most_ways_first(g: int) -> tuple[int, int]:
            cards, classes = self.groups[g][0], len(allowed_classes[g])
            return -math.comb(cards + classes - 1, cards), g

        restricted = [g for g in range(len(self.groups)) if allowed_classes[g] != every_class]
        self._counted = sorted(
            (g for g in restricted if g not in self.watch), key=most_ways_first
        ) + sorted((g for g in restricted if g in self.watch), key=most_ways_first)
        self._pooled = held - sum(self.groups[g][0] for g in self._counted)
        #: Watched cards among the pooled ones.
        self._pooled_watched = sum(self.groups[g][0] for g in self.watch if g not in self._counted)
        self._spreads = [
            _spreads(self.groups[g][0], sorted(allowed_classes[g]), self._room)
            for g in self._counted
        ]
        self._forward = [{self._room: 1}]
        for spreads in self._spreads:
            after: dict[State, int] = defaultdict(int)
            for room, ways in self._forward[-1].items():
                for left, spread_ways, _ in _fitting(room, spreads):
                    after[left] += ways * spread_ways
            self._forward.append(dict(after))
        #: The placements of the cards into the classes (not yet split among their places).
        self._ways = sum(w * _multinomial(room) for room, w in self._forward[-1].items())
        if not self._ways:
            raise NoPlacement("No placement of the cards agrees with the places and restrictions.")
        self.ways = self._ways * math.prod(
            _multinomial(tuple(self.sizes[p] for p in places)) for places in self._classes
        )
        self._shares: dict[int, tuple[Fraction, ...]] | None = None
        self._empty: tuple[Fraction, ...] | None = None

    def _per_place(self, per_class: Sequence[Fraction]) -> tuple[Fraction, ...]:
        """A card's chance per place, from its chance per class: a class's cards split among
        its places in proportion to their sizes."""
        chances = [Fraction(0)] * len(self.sizes)
        for c, places in enumerate(self._classes):
            for p in places:
                chances[p] = per_class[c] * self.sizes[p] / self._room[c]
        return tuple(chances)

    def _all_shares(self) -> dict[int, tuple[Fraction, ...]]:
        """Each group's chance per place, by going back over the counted groups (the number of
        ways to finish from each room) and weighing each spread by the ways before and after."""
        classes = range(len(self._room))
        last = self._forward[-1]
        finish = {room: _multinomial(room) for room in last}
        pooled = self._per_place(
            [
                Fraction(
                    sum(w * finish[room] * room[c] for room, w in last.items()),
                    self._ways * self._pooled,
                )
                if self._pooled
                else Fraction(0)
                for c in classes
            ]
        )
        shares = dict.fromkeys(range(len(self.groups)), pooled)
        for k in reversed(range(len(self._counted))):
            g = self._counted[k]
            expected = [0] * len(self._room)
            before: dict[State, int] = {}
            for room, ways in self._forward[k].items():
                total = 0
                for left, spread_ways, counts in _fitting(room, self._spreads[k]):
                    here = spread_ways * finish.get(left, 0)
                    total += here
                    for c, count in enumerate(counts):
                        if count and here:
                            expected[c] += ways * here * count
                before[room] = total
            finish = before
            cards = self.groups[g][0]
            shares[g] = self._per_place(
                [
                    Fraction(expected[c], self._ways * cards) if cards else Fraction(0)
                    for c in classes
                ]
            )
        return shares

    def _all_empty(self) -> tuple[Fraction, ...]:
        """For each place, the chance it holds no watched card.

        The restricted watched groups are counted last: follow them from every room the others
        leave, counting the watched cards each class received (for a class of one place, only
        whether it received any). The pooled cards then fill the rooms, ``k`` watched ones into
        a class as often as the hypergeometric count says; and a class holding ``w`` watched
        cards leaves a place of size ``s`` out of its ``S`` places' cards none of them in
        C(S - w, s) of its C(S, s) splits.
        """
        block = len(self._counted) - sum(1 for g in self._counted if g in self.watch)
        caps = [
            1 if len(places) == 1 else room
            for places, room in zip(self._classes, self._room, strict=True)
        ]
        rooms: dict[tuple[State, State], int] = {
            (room, (0,) * len(caps)): ways for room, ways in self._forward[block].items()
        }
        for spreads in self._spreads[block:]:
            after: dict[tuple[State, State], int] = defaultdict(int)
            for (room, watched), ways in rooms.items():
                for left, spread_ways, counts in _fitting(room, spreads):
                    more = tuple(
                        min(w + c, cap) for w, c, cap in zip(watched, counts, caps, strict=True)
                    )
                    after[left, more] += ways * spread_ways
            rooms = after
        pooled_watched = self._pooled_watched
        others = self._pooled - pooled_watched
        kept_out = [0] * len(self.sizes)
        for (room, watched), ways in rooms.items():
            for c, places in enumerate(self._classes):
                rest = _multinomial((*room[:c], *room[c + 1 :]))
                for k in range(max(0, room[c] - others), min(pooled_watched, room[c]) + 1):
                    fill = (
                        ways * math.comb(pooled_watched, k) * math.comb(others, room[c] - k) * rest
                    )
                    free = self._room[c] - watched[c] - k
                    for p in places:
                        if free >= self.sizes[p]:
                            kept_out[p] += fill * math.comb(free, self.sizes[p])
        chances = [Fraction(1)] * len(self.sizes)  # a place with no room holds nothing
        for c, places in enumerate(self._classes):
            for p in places:
                chances[p] = Fraction(
                    kept_out[p], self._ways * math.comb(self._room[c], self.sizes[p])
                )
        return tuple(chances)

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
