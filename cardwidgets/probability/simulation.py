"""Monte Carlo bookkeeping: estimates with standard errors, recorded seeds, chunked runs. Every
simulation returns its seed, drawn and recorded when the caller gave none, so any printed
estimate can be reproduced exactly (:doc:`/docs/design/probability`)."""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final

import numpy as np

from cardwidgets.probability.distribution import Distribution, format_table
from cardwidgets.probability.numbers import as_number, value_order, z_for
from cardwidgets.probability.progress import Progress

#: Seeds drawn for the caller stay below this, so they are easy to read aloud and type back.
SEED_LIMIT: Final = 1_000_000_000


def resolve_seed(seed: int | None) -> int:
    """The caller's seed, or a fresh one to record when they gave none."""
    if seed is None:
        return secrets.randbelow(SEED_LIMIT)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"A seed is a whole number of 0 or more, not {seed!r}.")
    return seed


@dataclass(frozen=True)
class Estimate:
    """A simulated number with its standard error, the sample size and the seed that made it."""

    value: float
    standard_error: float
    samples: int
    seed: int

    @classmethod
    def proportion(cls, hits: int, samples: int, seed: int) -> Estimate:
        """The share of ``samples`` that were hits; its standard error is sqrt(p(1-p)/n)."""
        if samples <= 0:
            raise ValueError("An estimate needs at least one sample.")
        p = hits / samples
        return cls(p, math.sqrt(p * (1 - p) / samples), samples, seed)

    def interval(self, confidence: float = 0.95) -> tuple[float, float]:
        """The normal-approximation confidence interval: value ± z standard errors."""
        half = z_for(confidence) * self.standard_error
        return self.value - half, self.value + half

    def z_score(self, exact: float | Fraction) -> float:
        """How many standard errors the estimate lies from the exact value."""
        gap = self.value - float(exact)
        if self.standard_error == 0:
            return 0.0 if gap == 0 else math.copysign(math.inf, gap)
        return gap / self.standard_error

    def agrees_with(self, exact: float | Fraction, sigmas: float = 4.0) -> bool:
        """Within ``sigmas`` standard errors of the exact value (4 by default: a false alarm
        about once in 16,000 comparisons)."""
        return abs(self.z_score(exact)) <= sigmas

    def agreement(self, exact: float | Fraction) -> str:
        """The z-score against the exact value and what it says, in words for a lesson: an
        honest estimate lands beyond 2 standard errors about one time in twenty, so one such z
        is no alarm on its own; beyond 4 (:meth:`agrees_with`) it almost never does."""
        z = self.z_score(exact)
        if abs(z) < 2:
            words = "within 2 standard errors: as expected"
        elif self.agrees_with(exact):
            words = "beyond 2 standard errors, as happens one time in twenty: no alarm on its own"
        else:
            words = "beyond 4 standard errors: something is wrong"
        return f"z = {z:+.2f}, {words}"

    def __str__(self) -> str:
        return f"{self.value:.4f} ± {self.standard_error:.4f}"

    def __format__(self, spec: str) -> str:
        """Lines up in tables like its text: ``f"{estimate:>18}"``."""
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"<Estimate {self} from {self.samples:,} samples, seed {self.seed}>"


@dataclass(frozen=True)
class SimulatedDistribution:
    """What a simulation saw: how often each value came up, out of ``samples``, with the seed.

    Its questions mirror :class:`Distribution`'s, but the answers are estimates with
    standard errors.
    """

    counts: Mapping[Any, int]
    samples: int
    seed: int
    name: str = "value"
    _sorted: Mapping[Any, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if sum(self.counts.values()) != self.samples:
            raise ValueError("The counts must add up to the number of samples.")
        ordered = sorted(self.counts, key=value_order)
        object.__setattr__(self, "_sorted", {v: self.counts[v] for v in ordered})

    @classmethod
    def from_bincount(
        cls, counts: np.ndarray, seed: int, name: str = "value", offset: int = 0
    ) -> SimulatedDistribution:
        """From ``np.bincount`` output: index ``i`` counts the value ``i + offset``."""
        tally = {int(i) + offset: int(c) for i, c in enumerate(counts) if c}
        return cls(tally, sum(tally.values()), seed, name)

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(self._sorted)

    def proportion(self, value: Hashable) -> float:
        return self.counts.get(value, 0) / self.samples

    def P(self, event: Any) -> Estimate:
        """The estimated chance of a value, or of the values where ``event(value)`` holds."""
        if callable(event):
            hits = sum(c for v, c in self.counts.items() if event(v))
        else:
            hits = self.counts.get(event, 0)
        return Estimate.proportion(hits, self.samples, self.seed)

    @property
    def mean(self) -> Estimate:
        """The sample mean, with standard error sd/sqrt(n)."""
        n = self.samples
        total = sum(float(as_number(v)) * c for v, c in self.counts.items())
        mean = total / n
        square = sum((float(as_number(v)) - mean) ** 2 * c for v, c in self.counts.items())
        sd = math.sqrt(square / (n - 1)) if n > 1 else 0.0
        return Estimate(mean, sd / math.sqrt(n), n, self.seed)

    def z_scores(self, exact: Distribution[Any]) -> dict[Any, float]:
        """For every value either side has, how many standard errors the simulated share lies
        from the exact chance (the standard error uses the exact chance)."""
        scores = {}
        for value in sorted({*exact.values, *self.counts}, key=value_order):
            p = float(exact.P(value))
            gap = self.proportion(value) - p
            se = math.sqrt(p * (1 - p) / self.samples)
            scores[value] = gap / se if se else (0.0 if gap == 0 else math.copysign(math.inf, gap))
        return scores

    def agrees_with(self, exact: Distribution[Any], sigmas: float = 5.0) -> bool:
        """Every value's share within ``sigmas`` standard errors of its exact chance, and no
        value seen that the exact answer calls impossible. (5 by default, since many values are
        compared at once.)"""
        return all(abs(z) <= sigmas for z in self.z_scores(exact).values())

    def plot(
        self, exact: Distribution[Any] | None = None, ax: Any = None, title: str | None = None
    ) -> Any:
        """The histogram of the simulation, over the exact chances when given."""
        from cardwidgets.probability.plots import plot_distribution, plot_simulated

        if exact is not None:
            return plot_distribution(exact, self, ax=ax, title=title)
        return plot_simulated(self, ax=ax, title=title)

    def __repr__(self) -> str:
        rows = [(str(v), f"{c:,}", f"{c / self.samples:.6f}") for v, c in self._sorted.items()]
        table = format_table((self.name, "count", "proportion"), rows)
        return f"{table}\n({self.samples:,} samples, seed {self.seed})"


def run_in_chunks(
    samples: int,
    simulate_chunk: Callable[[np.random.Generator, int], None],
    *,
    seed: int,
    chunk_size: int,
    progress: bool | None,
    label: str,
) -> None:
    """Call ``simulate_chunk(rng, n)`` on chunks of at most ``chunk_size`` until ``samples``
    are done, all from one generator seeded with ``seed``, moving a progress bar."""
    if isinstance(samples, bool) or not isinstance(samples, int) or samples <= 0:
        raise ValueError(f"The number of samples is a whole number above 0, not {samples!r}.")
    if chunk_size <= 0:
        raise ValueError(f"The chunk size is a whole number above 0, not {chunk_size!r}.")
    rng = np.random.default_rng(seed)
    with Progress(samples, label, enabled=progress) as bar:
        done = 0
        while done < samples:
            n = min(chunk_size, samples - done)
            simulate_chunk(rng, n)
            done += n
            bar.update(done)
