"""Plots draw what they say: exact bars, the simulated histogram over them, a settling estimate."""

import subprocess
import sys
from fractions import Fraction

import numpy as np
import pytest

from cardwidgets.games.half_and_half import probability as half_and_half
from cardwidgets.i18n import using_language
from cardwidgets.probability import Distribution, SimulatedDistribution
from cardwidgets.probability.plots import plot_running_estimate, pyplot
from cardwidgets.probability.running import paths_inside_band

COIN = Distribution({0: Fraction(1, 2), 1: Fraction(1, 2)}, "heads")


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    pyplot().close("all")


def test_exact_bars_with_the_simulation_over_them():
    simulated = SimulatedDistribution({0: 48, 1: 52}, 100, seed=3, name="heads")
    ax = COIN.plot(simulated)
    heights = [patch.get_height() for patch in ax.patches]
    assert heights == [0.5, 0.5, 0.48, 0.52]
    assert ax.get_xlabel() == "heads"
    assert ax.get_legend().get_texts()[1].get_text() == "simulated (100, seed 3)"


def test_a_simulation_without_an_exact_answer_is_drawn_alone_with_its_title():
    simulated = SimulatedDistribution({3: 1, 4: 3}, 4, seed=5, name="hands")
    ax = simulated.plot(title="Hands per game")
    assert [patch.get_height() for patch in ax.patches] == [0.25, 0.75]
    assert ax.get_title() == "Hands per game"
    assert ax.get_legend().get_texts()[0].get_text() == "simulated (4, seed 5)"


def test_values_that_are_not_numbers_get_their_own_slots():
    suits = Distribution.uniform(["clubs", "hearts"], name="suit")
    ax = suits.plot()
    assert [label.get_text() for label in ax.get_xticklabels()] == ["clubs", "hearts"]


def test_a_running_estimate_settles_into_its_band():
    flips = np.random.default_rng(1).integers(2, size=2000)
    ax = plot_running_estimate(flips, exact=Fraction(1, 2))
    running = ax.lines[-1].get_ydata()
    assert running[-1] == pytest.approx(flips.mean())
    assert ax.get_xscale() == "log"
    with pytest.raises(ValueError, match="at least two"):
        plot_running_estimate(np.array([1]))


def test_without_matplotlib_a_plot_asks_for_the_plot_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(ImportError, match=r"cardwidgets\[plot\]"):
        pyplot()


def test_the_probability_package_works_without_importing_matplotlib():
    code = (
        "import sys; from cardwidgets.games.half_and_half import probability as half_and_half; "
        "from cardwidgets.games.take_two import probability as take_two; "
        "half_and_half.simulate(1000, seed=1); take_two.twosome_sum().exact(); "
        "assert 'matplotlib' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_running_estimate_is_drawn_for_a_projector_with_its_title_seed_and_clipped_band():
    games = np.random.default_rng(7).random(20_000) < 0.425
    ax = plot_running_estimate(games, exact=0.425, title="First player wins", seed=7)
    figure = ax.figure
    assert figure.get_size_inches()[0] * figure.dpi >= 900
    assert ax.get_title() == "First player wins (seed 7)"
    assert "log scale" in ax.get_xlabel()
    band = ax.collections[0].get_paths()[0].vertices[:, 1]
    assert band.min() >= 0
    assert band.max() <= 1
    assert ax.get_ylim() == (0, 1)
    assert "pointwise" in ax.get_legend().get_texts()[0].get_text()
    texts = [ax.title, ax.xaxis.label, ax.yaxis.label, *ax.get_legend().get_texts()]
    texts += ax.get_xticklabels() + ax.get_yticklabels()
    assert min(text.get_fontsize() for text in texts) >= 14


def test_only_about_30_percent_of_whole_paths_stay_inside_the_pointwise_band():
    paths = np.random.default_rng(3).random((400, 20_000)) < 0.425
    inside = paths_inside_band(paths, 0.425)
    assert 0.2 < inside < 0.4, inside


def test_a_plot_speaks_the_lessons_language_and_writes_its_decimal_comma():
    simulated = SimulatedDistribution({0: 4_800, 1: 5_200}, 10_000, seed=3, name="heads")
    with using_language("fr"):
        ax = COIN.plot(simulated)
        ax.figure.canvas.draw()
        assert ax.get_ylabel() == "probabilité"
        legend = [text.get_text() for text in ax.get_legend().get_texts()]
        assert legend == ["exact", "simulation (10\N{NARROW NO-BREAK SPACE}000, graine 3)"]
        assert "0,5" in [label.get_text() for label in ax.get_yticklabels()]
    with using_language("ru"):
        games = np.random.default_rng(7).random(2_000) < 0.425
        ax = plot_running_estimate(games, exact=0.425, seed=7)
        assert ax.get_title() == "Текущая оценка устанавливается (зерно 7)"
        assert ax.get_xlabel().startswith("испытания, всего к этому моменту (логарифмическая")
        assert ax.get_legend().get_texts()[0].get_text().startswith("полоса 95\N{NO-BREAK SPACE}%")


def test_a_distributions_name_is_shown_in_the_language_of_the_plot():
    flips = half_and_half.solve().flips
    with using_language("fr"):
        assert flips.plot().get_xlabel() == "cartes retournées"
    assert flips.plot().get_xlabel() == "flips"
