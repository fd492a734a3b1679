"""Games played by bots and measured: reproducible from a seed, with honest standard errors,
and in agreement with the exact answers where there are some."""

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.engine.play import play
from cardwidgets.games.call_deuces import probability as call_deuces
from cardwidgets.games.half_and_half.probability import solve
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.games.tennessee_for_two import probability as tennessee
from cardwidgets.probability.played import Rows, clustered_mean, play_games


def flips(state):
    return {"flips": sum(action.kind == "flip" for action in state.history)}


def test_the_same_seed_plays_the_same_games_and_a_seed_is_recorded_when_none_is_given():
    game = make("tennessee_for_two", max_hands=1)
    first = play_games(game, games=4, seed=11, per_hand=tennessee.hand_result)
    again = play_games(game, games=4, seed=11, per_hand=tennessee.hand_result)
    other = play_games(game, games=4, seed=12, per_hand=tennessee.hand_result)
    for column in ("bid", "captured", "made"):
        assert np.array_equal(first.hands[column], again.hands[column])
    assert first.game_seeds == again.game_seeds
    assert not set(first.game_seeds) & set(other.game_seeds)
    drawn = play_games(game, games=1)
    assert drawn.seed >= 0
    assert drawn.hands.seed == drawn.games.seed == drawn.seed


def test_each_game_replays_from_its_recorded_seed():
    game = make("tennessee_for_two", max_hands=1)
    run = play_games(game, games=3, seed=5, per_hand=tennessee.hand_result)
    bots = [default_agent("tennessee_for_two") for _ in range(2)]
    for index, seed in enumerate(run.game_seeds):
        state = play(game.new_state(seed), bots, np.random.default_rng([run.seed, index]))
        assert tennessee.hand_result(state)["captured"] == run.hands["captured"][index]


def test_the_number_of_flips_agrees_with_the_exact_solution_of_half_and_half():
    run = play_games(make("half_and_half"), RandomAgent(), games=600, seed=3, per_game=flips)
    exact = solve().flips
    assert run.games.distribution("flips").agrees_with(exact)
    assert run.games.mean("flips").agrees_with(exact.mean)
    assert run.games.mean("hands").value == 1


def test_with_one_row_per_game_the_standard_error_is_sd_over_root_n():
    values = np.random.default_rng(0).normal(size=50)
    mean, error = clustered_mean(values, np.arange(50), 50)
    assert mean == pytest.approx(values.mean())
    assert error == pytest.approx(values.std(ddof=1) / np.sqrt(50))


def test_the_standard_error_of_hands_counts_games_as_the_independent_draws():
    """Hands of one game share a game effect and games differ in length: the spread of the
    estimate over many runs matches the standard error it reports, which sd/sqrt(hands) would
    understate about threefold here."""
    rng = np.random.default_rng(1)
    estimates, errors, naive = [], [], []
    for _ in range(400):
        lengths = rng.integers(1, 12, size=40)
        game = np.repeat(np.arange(40), lengths)
        values = rng.normal(size=40)[game] + 0.3 * rng.normal(size=len(game))
        mean, error = clustered_mean(values, game, 40)
        estimates.append(mean)
        errors.append(error)
        naive.append(values.std(ddof=1) / np.sqrt(len(values)))
    spread = np.std(estimates, ddof=1)
    assert np.mean(errors) == pytest.approx(spread, rel=0.1)
    assert np.mean(naive) < spread / 2


def test_reported_standard_errors_match_the_spread_of_repeated_runs():
    exact = float(solve().flips.mean)
    z = [
        play_games(make("half_and_half"), RandomAgent(), games=40, seed=seed, per_game=flips)
        .games.mean("flips")
        .z_score(exact)
        for seed in range(30)
    ]
    assert 0.6 < np.std(z, ddof=1) < 1.5
    assert abs(np.mean(z)) < 0.6


def test_an_untouchable_nest_leaves_hands_worth_what_the_exact_answer_says():
    game = make("tennessee_for_two", nest="untouchable")
    run = play_games(game, games=30, seed=2, per_hand=tennessee.hand_result)
    exact = tennessee.hand_worth_untouchable()
    assert run.hands.mean("worth").agrees_with(exact.mean)
    assert set(run.hands["worth"].tolist()) <= set(exact.values)
    normal = play_games(make("tennessee_for_two"), games=3, seed=2, per_hand=tennessee.hand_result)
    assert set(normal.hands["worth"].tolist()) == {160}


def test_conditions_pick_the_hands_an_estimate_is_about():
    run = play_games(make("tennessee_for_two"), games=20, seed=4, per_hand=tennessee.hand_result)
    hands = run.hands
    high = hands["bid"] >= 100
    made_high = hands.mean("made", where=high)
    assert made_high.samples == int(high.sum())
    assert made_high.value == pytest.approx(hands["made"][high].mean())
    assert hands.mean("made", where=lambda rows: rows["bid"] >= 100) == made_high
    assert hands.P(hands["captured"] >= hands["bid"]) == hands.mean("made")
    assert run.games.mean("hands").value == len(hands) / 20


def test_call_deuces_hands_and_take_two_steals_are_measured_by_the_rules():
    deuces = play_games(
        make("call_deuces", max_hands=2), games=2, seed=1, per_hand=call_deuces.hand_result
    )
    assert len(deuces.hands) == 4
    assert set(deuces.hands["bid"].tolist()) <= set(range(15, 34))
    run = play_games(make("take_two", max_hands=3), games=2, seed=1, per_hand=take_two.steals)
    steals = run.hands
    assert 0 < len(steals) <= 2 * 3 * 4
    assert np.array_equal(steals["pays"], (steals["gain"] > 0).astype(float))


def test_bad_requests_get_clear_errors():
    game = make("tennessee_for_two", max_hands=1)
    with pytest.raises(ValueError, match="whole number above 0"):
        play_games(game, games=0)
    with pytest.raises(ValueError, match="one per seat"):
        play_games(game, [RandomAgent()] * 3, games=1)
    with pytest.raises(TypeError, match="Tennessee for Two hands, not Half and Half"):
        play_games(make("half_and_half"), RandomAgent(), games=1, per_hand=tennessee.hand_result)
    with pytest.raises(ValueError, match="the columns"):
        Rows.collect("hands", [(0, {"a": 1}), (1, {"b": 2})], 2, 0)
    rows = Rows.collect("hands", [(0, {"a": 1}), (1, {"a": 2})], 2, 0)
    with pytest.raises(TypeError, match="True/False per row"):
        rows.P(rows["a"])
    with pytest.raises(ValueError, match="one True/False per row"):
        rows.mean("a", where=np.array([True]))
    with pytest.raises(ValueError, match="kept none"):
        rows.mean("a", where=rows["a"] > 5)
    with pytest.raises(KeyError, match="No column 'b'"):
        rows["b"]


def test_only_one_twosome_per_circle_wins_so_at_most_one_steal_into_it_wins_outright():
    run = play_games(make("take_two", max_hands=1), games=12, seed=9, per_hand=take_two.steals)
    steals = run.hands
    for low in (0.0, 1.0):
        won = steals["wins"] * (steals["low"] == low)
        assert np.bincount(steals.game, weights=won, minlength=12).max() <= 1
    assert set(steals["low"].tolist()) == {0.0, 1.0}
