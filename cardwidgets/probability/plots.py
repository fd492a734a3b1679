"""Plots for lessons: an exact distribution with a simulation over it, and an estimate settling.

matplotlib is optional (``pip install 'cardwidgets[plot]'``): it is imported only when a plot
is drawn, so the rest of the package works without it. Each function draws on the given
``ax`` or a new figure and returns the axes.
"""

from __future__ import annotations

import logging
import math
from fractions import Fraction
from typing import Any

import numpy as np

from cardwidgets.probability.distribution import Distribution, as_number, value_order
from cardwidgets.probability.simulation import SimulatedDistribution, z_for


def pyplot() -> Any:
    """``matplotlib.pyplot``, imported on first use, with a clear hint when it is missing.

    matplotlib logs a one-time "building the font cache" warning on its first import in a
    fresh environment; it is silenced here so it never shows up as lesson output.
    """
    font_log = logging.getLogger("matplotlib.font_manager")
    level = font_log.level
    font_log.setLevel(logging.ERROR)
    try:
        import matplotlib.pyplot as plt
    except ImportError as error:
        raise ImportError(
            "Plots need matplotlib: pip install 'cardwidgets[plot]' (or pip install matplotlib)."
        ) from error
    finally:
        font_log.setLevel(level)
    return plt


def _axes(ax: Any) -> Any:
    if ax is not None:
        return ax
    _, new_ax = pyplot().subplots(figsize=(7, 3.5))
    return new_ax


def _positions(values: tuple[Any, ...]) -> tuple[list[float], list[str] | None]:
    """Numbers stand at their own place on the axis; anything else gets evenly spaced slots."""
    try:
        return [float(as_number(v)) for v in values], None
    except TypeError:
        return [float(i) for i in range(len(values))], [str(v) for v in values]


def plot_distribution(
    exact: Distribution[Any],
    simulated: SimulatedDistribution | None = None,
    ax: Any = None,
    title: str | None = None,
) -> Any:
    """Bars for the exact chances; the simulated proportions as an outlined histogram on top;
    a triangle under the mean when the values are numbers."""
    ax = _axes(ax)
    values = exact.values
    if simulated is not None:
        values = tuple(sorted({*values, *simulated.values}, key=value_order))
    x, labels = _positions(values)
    ax.bar(x, [float(exact.P(v)) for v in values], width=0.8, color="C0", alpha=0.55, label="exact")
    if simulated is not None:
        ax.bar(
            x,
            [simulated.proportion(v) for v in values],
            width=0.8,
            fill=False,
            edgecolor="C1",
            linewidth=1.5,
            label=f"simulated ({simulated.samples:,}, seed {simulated.seed})",
        )
        ax.legend(frameon=False)
    if labels is None:
        ax.plot(
            [float(exact.mean)],
            [0],
            marker="^",
            color="black",
            markersize=9,
            clip_on=False,
            linestyle="none",
        )
    else:
        ax.set_xticks(x, labels)
    ax.set_xlabel(exact.name)
    ax.set_ylabel("probability")
    if title:
        ax.set_title(title)
    return ax


def plot_simulated(
    simulated: SimulatedDistribution, ax: Any = None, title: str | None = None
) -> Any:
    """The simulated proportions alone, as a histogram (what bots' play gives, with no exact
    answer to set it on)."""
    ax = _axes(ax)
    x, labels = _positions(simulated.values)
    ax.bar(
        x,
        [simulated.proportion(v) for v in simulated.values],
        width=0.8,
        color="C1",
        alpha=0.7,
        label=f"simulated ({simulated.samples:,}, seed {simulated.seed})",
    )
    if labels is not None:
        ax.set_xticks(x, labels)
    ax.set_xlabel(simulated.name)
    ax.set_ylabel("proportion")
    ax.legend(frameon=False)
    if title:
        ax.set_title(title)
    return ax


def plot_running_estimate(
    outcomes: np.ndarray,
    exact: float | Fraction | None = None,
    ax: Any = None,
    confidence: float = 0.95,
    label: str = "running estimate",
) -> Any:
    """The estimate after 1, 2, ... n samples, settling into the band exact ± z·sd/√k.

    ``outcomes`` are the samples in order (1/0 for "did it happen"). With ``exact`` given, the
    band is centred on it (for 0/1 outcomes sd = √(p(1-p))); otherwise on the final estimate.
    """
    data = np.asarray(outcomes, dtype=float)
    if data.ndim != 1 or len(data) < 2:
        raise ValueError("Give the samples in order, at least two of them.")
    ax = _axes(ax)
    k = np.arange(1, len(data) + 1)
    running = np.cumsum(data) / k
    is_proportion = bool(np.isin(data, (0.0, 1.0)).all())
    centre = float(exact) if exact is not None else float(running[-1])
    sd = math.sqrt(centre * (1 - centre)) if is_proportion else float(data.std(ddof=1))
    half = z_for(confidence) * sd / np.sqrt(k)
    ax.fill_between(
        k,
        centre - half,
        centre + half,
        color="C0",
        alpha=0.2,
        label=f"{confidence:.0%} band around {'exact' if exact is not None else 'final'}",
    )
    ax.axhline(centre, color="C0", linewidth=1)
    ax.plot(k, running, color="C1", linewidth=1.2, label=label)
    ax.set_xscale("log")
    ax.set_xlabel("samples")
    ax.set_ylabel("estimate")
    ax.legend(frameon=False)
    return ax
