"""Questions about a random deal, answered exactly by counting and checked by dealing in numpy. Only
the kinds of card a question cares about matter, so a hand is a vector of counts per kind with a
multivariate hypergeometric chance, which :class:`DealQuestion` enumerates exactly; the formula:
:doc:`/docs/design/probability`.

>>> from cardwidgets.engine.cards import standard_deck
>>> def aces(counts, kinds):
...     return counts[:, kinds.index(True)]
>>> aces = DealQuestion(
...     "aces in a 5-card hand", "aces", standard_deck(), 5, lambda card: card.rank == 14, aces
... )
>>> aces.exact().P(0)
Fraction(35673, 54145)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

import numpy as np

from cardwidgets.engine.cards import Card
from cardwidgets.i18n import N_
from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.numbers import value_order
from cardwidgets.probability.simulation import SimulatedDistribution, resolve_seed, run_in_chunks

#: A statistic reads hands as counts: one row per hand, one column per kind (in ``kinds``
#: order), and returns one whole number per hand.
Statistic = Callable[[np.ndarray, tuple[Any, ...]], np.ndarray]


class Question(Protocol):
    """Anything with an exact answer and a simulation to check it."""

    @property
    def title(self) -> str: ...

    def exact(self) -> Distribution[int]: ...

    def simulate(
        self, samples: int = ..., *, seed: int | None = ..., progress: bool | None = ...
    ) -> SimulatedDistribution: ...


def count_vectors(available: Sequence[int], size: int) -> Iterator[tuple[int, ...]]:
    """Every way to hold ``size`` cards with at most ``available[i]`` of kind ``i``."""
    if not available:
        if size == 0:
            yield ()
        return
    rest = sum(available[1:])
    for first in range(max(0, size - rest), min(available[0], size) + 1):
        for tail in count_vectors(available[1:], size - first):
            yield (first, *tail)


@dataclass(frozen=True)
class DealQuestion:
    """A statistic of ``size`` cards dealt at random from ``cards``.

    ``kind(card)`` says what about a card matters; ``statistic(counts, kinds)`` turns count
    vectors (one row per hand) into whole numbers. ``cards`` are the cards the hand comes from:
    to condition on cards you have seen, leave them out.
    """

    title: str
    name: str
    cards: tuple[Card, ...]
    size: int
    kind: Callable[[Card], Hashable]
    statistic: Statistic
    kinds: tuple[Any, ...] = field(init=False, repr=False)
    available: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not 0 <= self.size <= len(self.cards):
            raise ValueError(
                f"{self.title}: a hand of {self.size} cannot come from {len(self.cards)} cards."
            )
        tally = Counter(self.kind(card) for card in self.cards)
        kinds = tuple(sorted(tally, key=value_order))
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "available", tuple(tally[k] for k in kinds))

    def exact(self) -> Distribution[int]:
        """The exact distribution, by counting hands of every composition."""
        vectors = np.array(list(count_vectors(self.available, self.size)), dtype=np.int64)
        values = self.statistic(vectors.reshape(len(vectors), len(self.kinds)), self.kinds)
        hands: dict[int, int] = Counter()
        for vector, value in zip(vectors.tolist(), values.tolist(), strict=True):
            hands[int(value)] += math.prod(
                math.comb(n, c) for n, c in zip(self.available, vector, strict=True)
            )
        total = math.comb(len(self.cards), self.size)
        return Distribution({v: Fraction(h, total) for v, h in hands.items()}, self.name)

    def deal_counts(self, rng: np.random.Generator, hands: int) -> np.ndarray:
        """Shuffle the cards ``hands`` times, deal ``size`` from the top, count each kind."""
        index = {k: i for i, k in enumerate(self.kinds)}
        deck = np.array([index[self.kind(card)] for card in self.cards], dtype=np.int8)
        dealt = rng.permuted(np.tile(deck, (hands, 1)), axis=1)[:, : self.size]
        return np.stack([(dealt == i).sum(axis=1) for i in range(len(self.kinds))], axis=1)

    def deal(self, rng: np.random.Generator | int, hands: int) -> np.ndarray:
        """The statistic of ``hands`` fresh deals, in the order dealt: the samples behind a
        running estimate (``plot_running_estimate(question.deal(7, 20_000) == 0)``)."""
        generator = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
        values: np.ndarray = self.statistic(self.deal_counts(generator, hands), self.kinds)
        return values

    def simulate(
        self, samples: int = 100_000, *, seed: int | None = None, progress: bool | None = None
    ) -> SimulatedDistribution:
        """Deal ``samples`` hands (seeded; the seed is recorded) and tally the statistic."""
        seed = resolve_seed(seed)
        tally: Counter[int] = Counter()

        def chunk(rng: np.random.Generator, n: int) -> None:
            tally.update(Counter(self.deal(rng, n).tolist()))

        run_in_chunks(
            samples, chunk, seed=seed, chunk_size=1 << 15, progress=progress, label=N_("Deals")
        )
        return SimulatedDistribution(dict(tally), samples, seed, self.name)


@dataclass(frozen=True)
class Mixture:
    """First pick one of ``parts`` with its weight, then answer that part's question: e.g. a
    blind steal takes either card of a twosome with equal odds."""

    title: str
    name: str
    parts: tuple[tuple[Fraction, Question], ...]

    def __post_init__(self) -> None:
        if sum(weight for weight, _ in self.parts) != 1:
            raise ValueError(f"{self.title}: the weights of the parts must add up to 1.")

    def exact(self) -> Distribution[int]:
        return Distribution.mixture([(w, q.exact()) for w, q in self.parts], self.name)

    def simulate(
        self, samples: int = 100_000, *, seed: int | None = None, progress: bool | None = None
    ) -> SimulatedDistribution:
        """How many samples each part gets is drawn first (multinomially), then each part is
        simulated with its own seed drawn from this one."""
        seed = resolve_seed(seed)
        rng = np.random.default_rng(seed)
        shares = rng.multinomial(samples, [float(w) for w, _ in self.parts])
        tally: Counter[int] = Counter()
        for (_, question), share in zip(self.parts, shares.tolist(), strict=True):
            if share:
                part = question.simulate(share, seed=int(rng.integers(2**32)), progress=progress)
                tally.update(part.counts)
        return SimulatedDistribution(dict(tally), samples, seed, self.name)


def kth_lowest(k: int) -> Statistic:
    """The statistic "the k-th lowest value in the hand" (k = 0 the lowest), for numeric kinds."""

    def statistic(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
        below = np.cumsum(counts, axis=1) > k
        values: np.ndarray = np.asarray(kinds)[below.argmax(axis=1)]
        return values

    return statistic


def total_of(value: Callable[[Any], int]) -> Statistic:
    """The statistic "the sum of value(kind) over the hand"."""

    def statistic(counts: np.ndarray, kinds: tuple[Any, ...]) -> np.ndarray:
        totals: np.ndarray = counts @ np.array([value(k) for k in kinds])
        return totals

    return statistic


def unseen(deck: Sequence[Card], seen: Iterable[Card | str] = ()) -> tuple[Card, ...]:
    """The cards of ``deck`` left when the ``seen`` cards (your hand, a face-up card) are out."""
    left = list(deck)
    for item in seen:
        card = Card.parse(item)
        if card not in left:
            raise ValueError(f"{card.short} is not among the cards still unseen.")
        left.remove(card)
    return tuple(left)
