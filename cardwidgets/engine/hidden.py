"""Dealing the cards a seat cannot see: the engine's half of :meth:`Game.resample`. A game knows its
hidden places and what may lie in each; this module deals the unseen cards into them at random,
and always finds a deal when one exists; how: :doc:`/docs/design/engine`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import accumulate, pairwise
from typing import Final, NamedTuple

import numpy as np

from cardwidgets.engine.cards import Card
from cardwidgets.engine.errors import CardwidgetsError

#: Quick deals tried before the careful one that checks every card's place.
_QUICK_TRIES: Final = 4


class Place(NamedTuple):
    """A hidden place: how many cards lie there and which cards may (None: any card)."""

    size: int
    accepts: Callable[[Card], bool] | None = None


class DealError(CardwidgetsError, ValueError):
    """The hidden cards cannot be dealt as asked: a game's resampling has a bug."""


def unseen(all_cards: Iterable[Card], seen: Iterable[Card]) -> list[Card]:
    """The cards of ``all_cards`` (a multiset) not in ``seen``, in deck order."""
    left = Counter(all_cards)
    left.subtract(seen)
    negative = [card for card, count in left.items() if count < 0]
    if negative:
        raise DealError(f"Seen cards that are not in play: {sorted(negative)}.")
    return sorted(left.elements(), key=lambda card: card.index)


def deal_hidden(
    pool: Sequence[Card], places: Sequence[Place], rng: np.random.Generator
) -> list[list[Card]]:
    """Deal every card of ``pool`` into ``places`` at random, each only where it may lie."""
    sizes = [place.size for place in places]
    if sum(sizes) != len(pool) or min(sizes, default=0) < 0:
        raise DealError(f"{len(pool)} hidden cards cannot fill places of sizes {sizes}.")
    shuffled = [pool[i] for i in rng.permutation(len(pool)).tolist()]
    if all(place.accepts is None for place in places):
        return [shuffled[start:end] for start, end in pairwise([0, *accumulate(sizes)])]
    options = {
        card: tuple(
            i for i, place in enumerate(places) if place.accepts is None or place.accepts(card)
        )
        for card in set(shuffled)
    }
    # The most limited cards first; the shuffle breaks ties (a stable sort keeps its order).
    order = sorted(shuffled, key=lambda card: len(options[card]))
    if any(not options[card] for card in order):
        raise DealError(f"No hidden place may hold {next(c for c in order if not options[c])}.")
    for _ in range(_QUICK_TRIES):
        attempt = _quick_deal(order, options, sizes, rng)
        if attempt is not None:
            return attempt
    return _careful_deal(order, options, sizes, rng)


def _pick(choices: Sequence[int], room: Sequence[int], rng: np.random.Generator) -> int | None:
    """One of ``choices`` with room left, chosen in proportion to the room; None if all full."""
    total = sum(room[i] for i in choices)
    if total == 0:
        return None
    ticket = rng.random() * total
    for i in choices:
        ticket -= room[i]
        if ticket < 0 and room[i]:
            return i
    return next(i for i in reversed(choices) if room[i])


def _quick_deal(
    order: Sequence[Card],
    options: dict[Card, tuple[int, ...]],
    sizes: Sequence[int],
    rng: np.random.Generator,
) -> list[list[Card]] | None:
    room = list(sizes)
    dealt: list[list[Card]] = [[] for _ in sizes]
    for card in order:
        place = _pick(options[card], room, rng)
        if place is None:
            return None
        room[place] -= 1
        dealt[place].append(card)
    return dealt


def _careful_deal(
    order: Sequence[Card],
    options: dict[Card, tuple[int, ...]],
    sizes: Sequence[int],
    rng: np.random.Generator,
) -> list[list[Card]]:
    waiting = Counter(options[card] for card in order)
    room = list(sizes)
    if not _can_deal(waiting, room):
        raise DealError("The hidden places cannot hold the unseen cards as the game limits them.")
    dealt: list[list[Card]] = [[] for _ in sizes]
    for card in order:
        group = options[card]
        waiting[group] -= 1
        choices = list(group)
        while True:
            place = _pick(choices, room, rng)
            assert place is not None, "a feasible deal always has a place for the next card"
            room[place] -= 1
            if _can_deal(waiting, room):
                break
            room[place] += 1
            choices.remove(place)
        dealt[place].append(card)
    return dealt


def _can_deal(waiting: Counter[tuple[int, ...]], room: Sequence[int]) -> bool:
    """Whether the waiting cards (counted by the places they may go) fit the room left: a
    maximum flow from groups to places, by augmenting paths (the graphs have a dozen nodes)."""
    groups = [(group, count) for group, count in waiting.items() if count > 0]
    need = sum(count for _, count in groups)
    if need > sum(room):
        return False
    flow: dict[tuple[int, int], int] = {}
    left = [count for _, count in groups]
    free = list(room)
    sent = 0
    while sent < need:
        path = _augmenting_path(groups, left, free, flow)
        if path is None:
            return False
        amount = min(
            left[path[0][0]],
            free[path[-1][1]],
            *(flow.get(back, 0) for back in _backward(path)),
        )
        left[path[0][0]] -= amount
        free[path[-1][1]] -= amount
        for g, p in path:
            flow[g, p] = flow.get((g, p), 0) + amount
        for g, p in _backward(path):
            flow[g, p] -= amount
        sent += amount
    return True


def _backward(path: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The (group, place) edges a path undoes: between its forward edges, group g' gives up
    the place p that the previous group takes."""
    return [(path[k + 1][0], path[k][1]) for k in range(len(path) - 1)]


def _augmenting_path(
    groups: Sequence[tuple[tuple[int, ...], int]],
    left: Sequence[int],
    free: Sequence[int],
    flow: dict[tuple[int, int], int],
) -> list[tuple[int, int]] | None:
    """A path from a group with cards left to a place with room: forward edges (group, place)
    alternating with moves of another group's flow out of that place. Breadth first."""
    starts = [g for g in range(len(groups)) if left[g] > 0]
    seen_places: set[int] = set()
    frontier: list[tuple[int, list[tuple[int, int]]]] = [(g, []) for g in starts]
    while frontier:
        following: list[tuple[int, list[tuple[int, int]]]] = []
        for g, path in frontier:
            for p in groups[g][0]:
                if p in seen_places:
                    continue
                seen_places.add(p)
                step = [*path, (g, p)]
                if free[p] > 0:
                    return step
                for other in range(len(groups)):
                    if other != g and flow.get((other, p), 0) > 0:
                        following.append((other, step))
        frontier = following
    return None
