"""Exact finite distributions, after Berkeley prob140's ``Table``: values with Fraction chances. The
honest answer to "what are the chances?" is a fraction, not a float, so ``P``, ``mean`` and
``variance`` are exact too (:doc:`/docs/design/probability`).

>>> die = Distribution.uniform(range(1, 7), name="die")
>>> die.P(lambda face: face >= 5)
Fraction(1, 3)
>>> die.mean, die.variance
(Fraction(7, 2), Fraction(35, 12))
>>> die
die  probability  exact
  1     0.166667    1/6
  2     0.166667    1/6
  3     0.166667    1/6
  4     0.166667    1/6
  5     0.166667    1/6
  6     0.166667    1/6
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import numpy as np

from cardwidgets.probability.numbers import as_number, value_order

if TYPE_CHECKING:
    from cardwidgets.probability.simulation import SimulatedDistribution

V = TypeVar("V", bound=Hashable)
W = TypeVar("W", bound=Hashable)

#: Exact fractions longer than this are left out of the printed table (the decimal stays).
_EXACT_WIDTH = 21


class Distribution(Generic[V]):
    """A finite probability distribution: each value with its exact chance (they add up to 1).

    Build it from chances, from counts of equally likely cases, or as a uniform choice; ask it
    ``P(event)`` for a value or a predicate; read ``mean``, ``variance`` and ``sd``; ``plot()``
    it, with a simulation's histogram over it.
    """

    __slots__ = ("_chances", "name")

    def __init__(self, chances: Mapping[V, Fraction | int], name: str = "value") -> None:
        total = Fraction(0)
        kept: dict[V, Fraction] = {}
        for value, chance in chances.items():
            if isinstance(chance, float) or not isinstance(chance, (int, Fraction)):
                raise TypeError(
                    f"The chance of {value!r} is {chance!r}: give exact chances as "
                    "fractions.Fraction or whole numbers, so that the answers stay exact."
                )
            if chance < 0:
                raise ValueError(f"The chance of {value!r} is {chance}, below 0.")
            if chance:
                kept[value] = Fraction(chance)
                total += chance
        if total != 1:
            raise ValueError(f"The chances add up to {total}, not 1.")
        self._chances = {v: kept[v] for v in sorted(kept, key=value_order)}
        self.name = name

    # ------------------------------------------------------------------ building
    @classmethod
    def from_counts(cls, counts: Mapping[V, int], name: str = "value") -> Distribution[V]:
        """Equally likely cases grouped by value: each value's chance is its share of the count."""
        total = sum(counts.values())
        if total <= 0:
            raise ValueError("Counts must include at least one case.")
        return cls({value: Fraction(count, total) for value, count in counts.items()}, name)

    @classmethod
    def uniform(cls, values: Iterable[V], name: str = "value") -> Distribution[V]:
        """Each listed value equally likely (a value listed twice is twice as likely)."""
        counts: dict[V, int] = defaultdict(int)
        for value in values:
            counts[value] += 1
        return cls.from_counts(counts, name)

    @classmethod
    def mixture(
        cls, parts: Sequence[tuple[Fraction | int, Distribution[V]]], name: str = "value"
    ) -> Distribution[V]:
        """First choose a part with its weight, then a value from that part's distribution."""
        chances: dict[V, Fraction] = defaultdict(Fraction)
        for weight, part in parts:
            for value, chance in part.items():
                chances[value] += Fraction(weight) * chance
        return cls(chances, name)

    # ------------------------------------------------------------------ reading
    @property
    def values(self) -> tuple[V, ...]:
        return tuple(self._chances)

    @property
    def chances(self) -> tuple[Fraction, ...]:
        return tuple(self._chances.values())

    def items(self) -> Iterator[tuple[V, Fraction]]:
        return iter(self._chances.items())

    def __len__(self) -> int:
        return len(self._chances)

    def P(self, event: V | Callable[[V], bool]) -> Fraction:
        """The chance of a value, or of the values for which ``event(value)`` is true."""
        if callable(event):
            return sum((c for v, c in self._chances.items() if event(v)), Fraction(0))
        return self._chances.get(event, Fraction(0))

    def map(self, function: Callable[[V], W], name: str | None = None) -> Distribution[W]:
        """The distribution of ``function(value)``: values that map together add their chances."""
        chances: dict[W, Fraction] = defaultdict(Fraction)
        for value, chance in self._chances.items():
            chances[function(value)] += chance
        return Distribution(chances, self.name if name is None else name)

    def given(self, event: Callable[[V], bool]) -> Distribution[V]:
        """The conditional distribution given that ``event`` happened."""
        chance = self.P(event)
        if not chance:
            raise ValueError("The condition has chance 0: there is nothing to condition on.")
        return Distribution(
            {v: c / chance for v, c in self._chances.items() if event(v)}, self.name
        )

    @property
    def mean(self) -> Fraction:
        """The expected value (exact)."""
        return sum((as_number(v) * c for v, c in self._chances.items()), Fraction(0))

    @property
    def variance(self) -> Fraction:
        """The expected squared distance from the mean (exact)."""
        mean = self.mean
        return sum(((as_number(v) - mean) ** 2 * c for v, c in self._chances.items()), Fraction(0))

    @property
    def sd(self) -> float:
        """The standard deviation: the square root of the variance (a float)."""
        return math.sqrt(self.variance)

    def sample(self, size: int, rng: np.random.Generator | int | None = None) -> np.ndarray:
        """``size`` independent draws of the (numeric) value, for quick simulations."""
        generator = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
        values = np.array([float(as_number(v)) for v in self._chances])
        chances = np.array([float(c) for c in self._chances.values()])
        return generator.choice(values, size=size, p=chances / chances.sum())

    # ------------------------------------------------------------------ showing
    def plot(
        self,
        simulated: SimulatedDistribution | None = None,
        ax: Any = None,
        title: str | None = None,
    ) -> Any:
        """A bar chart of the chances; a simulation's proportions drawn over it as a histogram."""
        from cardwidgets.probability.plots import plot_distribution

        return plot_distribution(self, simulated, ax=ax, title=title)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Distribution) and other._chances == self._chances

    def __hash__(self) -> int:
        return hash(tuple(self._chances.items()))

    def __repr__(self) -> str:
        rows = []
        for value, chance in self._chances.items():
            exact = str(chance)
            rows.append((str(value), f"{float(chance):.6f}", exact * (len(exact) <= _EXACT_WIDTH)))
        return format_table((self.name, "probability", "exact"), rows)


def format_table(header: tuple[str, ...], rows: Sequence[tuple[str, ...]]) -> str:
    """Columns of text, right-aligned under their headers."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = (
        "  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in [header, *rows]
    )
    return "\n".join(line.rstrip() for line in lines)
