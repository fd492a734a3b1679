"""The exact Distribution type and the simulation bookkeeping that checks it."""

import doctest
import math
from fractions import Fraction

import numpy as np
import pytest

import cardwidgets.games.call_deuces.probability
import cardwidgets.games.half_and_half.probability
import cardwidgets.games.take_two.probability
import cardwidgets.games.tennessee_for_two.probability
import cardwidgets.probability.deals
import cardwidgets.probability.distribution
from cardwidgets.probability import Distribution, Estimate, SimulatedDistribution
from cardwidgets.probability.progress import Progress
from cardwidgets.probability.simulation import resolve_seed, run_in_chunks

DIE = Distribution.uniform(range(1, 7), name="die")


@pytest.mark.parametrize(
    "module",
    [
        cardwidgets.probability.distribution,
        cardwidgets.probability.deals,
        cardwidgets.games.half_and_half.probability,
        cardwidgets.games.take_two.probability,
        cardwidgets.games.tennessee_for_two.probability,
        cardwidgets.games.call_deuces.probability,
    ],
)
def test_the_examples_in_the_docstrings_are_true(module):
    assert doctest.testmod(module).failed == 0


def test_a_fair_die_by_hand():
    assert DIE.P(3) == Fraction(1, 6)
    assert DIE.P(7) == 0
    assert DIE.P(lambda face: face % 2 == 0) == Fraction(1, 2)
    assert DIE.mean == Fraction(7, 2)
    assert DIE.variance == Fraction(35, 12)
    assert DIE.sd == pytest.approx(math.sqrt(35 / 12))


def test_two_dice_by_mapping_and_mixing():
    pairs = Distribution.uniform([(a, b) for a in range(1, 7) for b in range(1, 7)])
    total = pairs.map(lambda pair: pair[0] + pair[1], "total")
    assert total.P(7) == Fraction(1, 6)
    assert total.mean == 7
    assert total.given(lambda t: t >= 11) == Distribution({11: Fraction(2, 3), 12: Fraction(1, 3)})
    coin_or_die = Distribution.mixture(
        [(Fraction(1, 2), DIE), (Fraction(1, 2), Distribution({0: 1}))]
    )
    assert coin_or_die.P(0) == Fraction(1, 2)
    assert coin_or_die.P(6) == Fraction(1, 12)


def test_chances_must_be_exact_and_add_up_to_one():
    with pytest.raises(TypeError, match="exact chances"):
        Distribution({1: 0.5, 2: 0.5})
    with pytest.raises(ValueError, match="add up to 3/2"):
        Distribution({1: Fraction(1, 2), 2: 1})
    with pytest.raises(ValueError, match="below 0"):
        Distribution({1: Fraction(-1, 2), 2: Fraction(3, 2)})
    with pytest.raises(TypeError, match="numeric values"):
        _ = Distribution.uniform(["heads", "tails"]).mean
    with pytest.raises(ValueError, match="chance 0"):
        DIE.given(lambda face: face > 6)


def test_the_table_shows_values_in_order_with_decimals_and_fractions():
    assert repr(Distribution({2: Fraction(3, 4), 1: Fraction(1, 4)}, "heads")) == (
        "heads  probability  exact\n    1     0.250000    1/4\n    2     0.750000    3/4"
    )


def test_draws_from_a_distribution_have_its_mean():
    draws = DIE.sample(60_000, rng=3)
    assert abs(draws.mean() - 3.5) < 4 * DIE.sd / math.sqrt(60_000)


def test_an_estimate_knows_its_standard_error_and_interval():
    estimate = Estimate.proportion(250, 1000, seed=1)
    assert estimate.standard_error == pytest.approx(math.sqrt(0.25 * 0.75 / 1000))
    low, high = estimate.interval(0.95)
    assert (low, high) == pytest.approx((0.25 - 0.026838, 0.25 + 0.026838), abs=1e-6)
    assert estimate.agrees_with(Fraction(1, 4))
    assert not estimate.agrees_with(0.5)
    assert str(estimate) == "0.2500 ± 0.0137"
    assert repr(estimate) == "<Estimate 0.2500 ± 0.0137 from 1,000 samples, seed 1>"


def test_a_simulated_distribution_estimates_every_question():
    tally = SimulatedDistribution({1: 30, 2: 70}, 100, seed=5, name="coin")
    assert tally.P(2).value == 0.7
    assert tally.P(lambda v: v >= 1).value == 1.0
    assert tally.mean.value == pytest.approx(1.7)
    fair = Distribution({1: Fraction(1, 2), 2: Fraction(1, 2)})
    assert tally.z_scores(fair)[2] == pytest.approx(0.2 / 0.05)
    assert not tally.agrees_with(fair, sigmas=3)
    assert repr(tally).endswith("(100 samples, seed 5)")
    with pytest.raises(ValueError, match="add up to the number of samples"):
        SimulatedDistribution({1: 3}, 4, seed=0)


def test_a_value_the_exact_answer_calls_impossible_never_agrees():
    assert not SimulatedDistribution({7: 1, 1: 99}, 100, seed=0).agrees_with(DIE)


def test_a_seed_is_recorded_when_none_is_given():
    seed = resolve_seed(None)
    assert 0 <= seed < 1_000_000_000
    assert resolve_seed(42) == 42
    with pytest.raises(ValueError, match="whole number of 0 or more"):
        resolve_seed(-1)


def test_runs_are_chunked_and_reproducible():
    def collect(seed):
        sizes, draws = [], []
        run_in_chunks(
            10,
            lambda rng, n: (sizes.append(n), draws.append(rng.integers(100, size=n))),
            seed=seed,
            chunk_size=4,
            progress=False,
            label="Test",
        )
        return sizes, np.concatenate(draws)

    sizes, draws = collect(7)
    assert sizes == [4, 4, 2]
    assert np.array_equal(draws, collect(7)[1])
    with pytest.raises(ValueError, match="above 0"):
        run_in_chunks(0, lambda rng, n: None, seed=1, chunk_size=4, progress=False, label="x")


def test_progress_outside_a_notebook_is_one_line_of_text(capsys):
    with Progress(200, "Games", enabled=True) as bar:
        bar.update(100)
        bar.update(200)
    err = capsys.readouterr().err
    assert "\rGames:  50% (100 of 200)" in err
    assert err.endswith("\rGames: 100% (200 of 200)\n")


def test_short_runs_show_no_progress_unless_asked(capsys):
    with Progress(1000, "Games") as bar:
        bar.update(1000)
    assert capsys.readouterr().err == ""


def test_an_estimate_lines_up_in_a_table_like_its_text():
    estimate = Estimate(0.25, 0.01, 100, 1)
    assert f"{estimate:>17}|" == "  0.2500 ± 0.0100|"
    assert f"{estimate}" == str(estimate)


def test_a_long_run_shows_its_progress_once_a_hundredth_not_at_every_game(capsys):
    with Progress(5_000, "Games", enabled=True) as bar:
        for done in range(1, 5_001):
            bar.update(done)
    err = capsys.readouterr().err
    assert err.count("\r") == 101  # the first game, then each hundredth of the run
    assert err.endswith("\rGames: 100% (5,000 of 5,000)\n")


def test_an_estimate_says_in_words_whether_its_z_score_is_an_alarm():
    estimate = Estimate(0.25, 0.01, 100, 1)
    assert estimate.agreement(0.24) == "z = +1.00, within 2 standard errors: as expected"
    assert estimate.agreement(0.2726).startswith("z = -2.26, beyond 2 standard errors, as happens")
    assert estimate.agreement(0.2726).endswith("no alarm on its own")
    assert estimate.agreement(0.30) == "z = -5.00, beyond 4 standard errors: something is wrong"
