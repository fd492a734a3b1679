"""Plots for lessons, in one style readable on a projector: an exact distribution with a simulation
over it, and an estimate settling. The style lives here and nowhere else, and matplotlib is
imported only when a plot is drawn; the style's rules: :doc:`/docs/design/probability`."""

from __future__ import annotations

import logging
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

import numpy as np

from cardwidgets.i18n import N_, _, get_language, pgettext
from cardwidgets.i18n.words import DECIMAL_SIGN, written_number
from cardwidgets.probability.numbers import as_number, value_order
from cardwidgets.probability.running import is_proportion, running_band, running_estimate

if TYPE_CHECKING:
    from cardwidgets.probability.distribution import Distribution
    from cardwidgets.probability.simulation import SimulatedDistribution

#: A new figure's size in inches and its resolution: 1,000 px wide, for a projector.
FIGURE_SIZE: Final = (10.0, 5.0)
DPI: Final = 100
#: Text sizes in points: labels, ticks and legends; titles.
TEXT_SIZE: Final = 14
TITLE_SIZE: Final = 16
#: How a log axis of samples is said in words.
LOG_AXIS_WORDS: Final = N_("log scale: each step along the axis is 10 times more")


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
            _("Plots need matplotlib: pip install 'cardwidgets[plot]' (or pip install matplotlib).")
        ) from error
    finally:
        font_log.setLevel(level)
    return plt


def _simulated_words(simulated: SimulatedDistribution) -> str:
    """A simulation's legend: how many samples and the seed that drew them."""
    return _("simulated ({samples}, seed {seed})").format(
        samples=written_number(simulated.samples), seed=simulated.seed
    )


def _seeded(heading: str, seed: int) -> str:
    return pgettext("a plot's title and the seed of its samples", "{heading} (seed {seed})").format(
        heading=heading, seed=seed
    )


def _axes(ax: Any) -> Any:
    if ax is not None:
        return ax
    _, new_ax = pyplot().subplots(figsize=FIGURE_SIZE, dpi=DPI, layout="constrained")
    return new_ax


def lesson_style(ax: Any) -> Any:
    """Give ``ax`` the lessons' text sizes (drawn elsewhere, it joins the same style), and its
    plain number ticks the current language's decimal sign ("0,4" in French and Russian)."""
    decimal = DECIMAL_SIGN[get_language()]
    if decimal != ".":
        from matplotlib.ticker import ScalarFormatter

        class DecimalSign(ScalarFormatter):
            """Matplotlib's plain ticks, with the language's decimal sign."""

            def __call__(self, x: float, pos: int | None = None) -> str:
                return str(super().__call__(x, pos)).replace(".", decimal)

        for axis in (ax.xaxis, ax.yaxis):
            if type(axis.get_major_formatter()) is ScalarFormatter:
                axis.set_major_formatter(DecimalSign())
    ax.title.set_fontsize(TITLE_SIZE)
    ax.xaxis.label.set_fontsize(TEXT_SIZE)
    ax.yaxis.label.set_fontsize(TEXT_SIZE)
    ax.tick_params(which="both", labelsize=TEXT_SIZE)
    legend = ax.get_legend()
    if legend is not None:
        for text in legend.get_texts():
            text.set_fontsize(TEXT_SIZE)
    return ax


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
    ax.bar(
        x, [float(exact.P(v)) for v in values], width=0.8, color="C0", alpha=0.55, label=_("exact")
    )
    if simulated is not None:
        ax.bar(
            x,
            [simulated.proportion(v) for v in values],
            width=0.8,
            fill=False,
            edgecolor="C1",
            linewidth=1.5,
            label=_simulated_words(simulated),
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
    ax.set_xlabel(_(exact.name))
    ax.set_ylabel(_("probability"))
    if title:
        ax.set_title(title)
    return lesson_style(ax)


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
        label=_simulated_words(simulated),
    )
    if labels is not None:
        ax.set_xticks(x, labels)
    ax.set_xlabel(_(simulated.name))
    ax.set_ylabel(_("proportion"))
    ax.legend(frameon=False)
    if title:
        ax.set_title(title)
    return lesson_style(ax)


def plot_running_estimate(
    outcomes: np.ndarray,
    exact: float | Fraction | None = None,
    ax: Any = None,
    confidence: float = 0.95,
    label: str | None = None,
    *,
    title: str | None = None,
    seed: int | None = None,
    samples: str | None = None,
) -> Any:
    """The estimate after 1, 2, ... n samples, settling into the band exact ± z·sd/√k.

    ``outcomes`` are the samples in order (1/0 for "did it happen"). With ``exact`` given, the
    band is centred on it (for 0/1 outcomes sd = √(p(1-p)) and the band is clipped to [0, 1]);
    otherwise on the final estimate. The band is pointwise, and its legend says so: at each
    number of samples alone, 95 % of estimates lie inside; a whole path leaves it far more often
    (:func:`~cardwidgets.probability.running.paths_inside_band`). ``title`` and the ``seed``
    that drew the samples head the plot; ``samples`` names them on the axis ("games"). The
    plot's own words are in the current language; ``label`` and ``samples`` default to "running
    estimate" and "samples" in it.
    """
    band = running_band(outcomes, exact, confidence)
    data = np.asarray(outcomes, dtype=float)
    ax = _axes(ax)
    k = np.arange(1, len(data) + 1)
    if exact is not None:
        around = _("the exact answer")
        band_words = _(
            "{confidence} band around the exact answer (pointwise: at each n on its own)"
        )
    else:
        around = _("the final estimate")
        band_words = _(
            "{confidence} band around the final estimate (pointwise: at each n on its own)"
        )
    ax.fill_between(
        k,
        band.low,
        band.high,
        color="C0",
        alpha=0.2,
        label=band_words.format(confidence=written_number(confidence, 0, percent=True)),
    )
    ax.axhline(band.centre, color="C0", linewidth=1.5, label=around)
    running = label if label is not None else _("running estimate")
    ax.plot(k, running_estimate(data), color="C1", linewidth=1.8, label=running)
    ax.set_xscale("log")
    ax.set_xlim(1, len(data))
    proportion = is_proportion(data)
    if proportion:
        ax.set_ylim(0, 1)
    counted = samples if samples is not None else _("samples")
    ax.set_xlabel(
        _("{samples} so far ({log_axis})").format(samples=counted, log_axis=_(LOG_AXIS_WORDS))
    )
    ax.set_ylabel(_("share so far") if proportion else _("average so far"))
    heading = title or _("A running estimate settling")
    ax.set_title(heading if seed is None else _seeded(heading, seed))
    # The estimate settles at the centre: the legend goes to the emptier half.
    ax.legend(frameon=False, loc="lower right" if band.centre > 0.5 else "upper right")
    return lesson_style(ax)
