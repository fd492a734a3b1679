"""A running estimate and its band: the share so far after 1, 2, ... n samples. The band is
pointwise, so a whole path of estimates leaves it far more often than 5% of the time, which
:func:`paths_inside_band` measures for a lesson exercise (:doc:`/docs/design/probability`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from cardwidgets.probability.numbers import z_for


@dataclass(frozen=True)
class RunningBand:
    """Where a running estimate should be after each number of samples ``k`` (1 to n)."""

    centre: float
    low: np.ndarray
    high: np.ndarray
    confidence: float


def running_estimate(outcomes: np.ndarray) -> np.ndarray:
    """The mean of the first k samples, for k = 1 ... n (along the last axis)."""
    data = np.asarray(outcomes, dtype=float)
    return np.cumsum(data, axis=-1) / np.arange(1, data.shape[-1] + 1)


def is_proportion(outcomes: np.ndarray) -> bool:
    """Whether every sample is 0 or 1 ("did it happen"), so the estimate is a chance."""
    return bool(np.isin(np.asarray(outcomes, dtype=float), (0.0, 1.0)).all())


def running_band(
    outcomes: np.ndarray, exact: float | Fraction | None = None, confidence: float = 0.95
) -> RunningBand:
    """The pointwise band around ``exact`` (or the final estimate) for these samples.

    For 0/1 samples the spread is √(p(1-p)) and the band is clipped to [0, 1], where a chance
    lives; otherwise it is the samples' standard deviation.
    """
    data = np.asarray(outcomes, dtype=float)
    if data.ndim != 1 or len(data) < 2:
        raise ValueError("Give the samples in order, at least two of them.")
    proportion = is_proportion(data)
    centre = float(exact) if exact is not None else float(data.mean())
    sd = math.sqrt(centre * (1 - centre)) if proportion else float(data.std(ddof=1))
    half = z_for(confidence) * sd / np.sqrt(np.arange(1, len(data) + 1))
    low, high = centre - half, centre + half
    if proportion:
        low, high = np.clip(low, 0, 1), np.clip(high, 0, 1)
    return RunningBand(centre, low, high, confidence)


def paths_inside_band(
    paths: np.ndarray, exact: float | Fraction, confidence: float = 0.95
) -> float:
    """The share of whole paths (rows of 0/1 samples) whose running estimate never leaves the
    pointwise band around ``exact``."""
    rows = np.asarray(paths, dtype=float)
    if rows.ndim != 2 or rows.shape[1] < 2 or not is_proportion(rows):
        raise ValueError("Give paths as rows of 0/1 samples, at least two samples a row.")
    band = running_band(rows[0], exact, confidence)
    estimates = running_estimate(rows)
    inside = (estimates >= band.low) & (estimates <= band.high)
    return float(inside.all(axis=1).mean())
