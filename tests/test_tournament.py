import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent
from cardwidgets.tournament import evaluate, wilson_interval


def test_wilson_interval_matches_the_textbook_value():
    low, high = wilson_interval(60, 100)
    assert low == pytest.approx(0.5020, abs=1e-4)
    assert high == pytest.approx(0.6906, abs=1e-4)


def test_wilson_interval_stays_inside_zero_and_one():
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0


def test_an_agent_against_its_equal_wins_about_its_share():
    result = evaluate(make("half_and_half"), RandomAgent(), RandomAgent(), games=300, seed=5)
    assert result.games == result.wins + result.draws + result.losses == 300
    low, high = result.win_rate_ci
    assert low < result.equal_share < high + 0.05


def test_evaluations_are_reproducible_from_the_seed():
    game = make("half_and_half")
    first = evaluate(game, RandomAgent(), RandomAgent(), games=50, seed=9)
    assert evaluate(game, RandomAgent(), RandomAgent(), games=50, seed=9) == first


def test_the_agent_rotates_through_the_seats():
    seats = []
    evaluate(
        make("half_and_half"),
        RandomAgent(),
        RandomAgent(),
        games=4,
        seat_of=lambda i, n: seats.append(i % n) or i % n,
    )
    assert seats == [0, 1, 0, 1]
