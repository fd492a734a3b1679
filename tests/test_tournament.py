import math
from pathlib import Path

import pytest

from cardwidgets import make
from cardwidgets import tournament as tournaments
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.tournament import (
    ELO_PER_NAT,
    Z95,
    Evaluation,
    Tournament,
    bradley_terry,
    chunk_size,
    evaluate,
    tournament,
    wilson_interval,
)


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


def test_evaluations_count_points_ahead_of_the_field():
    game = make("tennessee_for_two", max_hands=1)
    result = evaluate(game, default_agent("tennessee"), RandomAgent(), games=20, seed=1)
    low, high = result.mean_margin_ci
    assert 0 < low < result.mean_margin < high
    assert "points ahead of the field" in str(result)


def test_a_better_bot_wins_more_than_a_baseline_in_the_same_seats_of_the_same_games():
    game = make("tennessee_for_two", max_hands=1)
    better = evaluate(game, default_agent("tennessee"), RandomAgent(), games=60, seed=3)
    baseline = evaluate(game, RandomAgent(), RandomAgent(), games=60, seed=3)
    difference = better.against(baseline)
    assert difference.win_rate == pytest.approx(better.win_rate - baseline.win_rate)
    assert difference.margin == pytest.approx(better.mean_margin - baseline.mean_margin)
    assert difference.win_rate_ci[0] > 0
    assert difference.margin_ci[0] > 0
    assert str(difference).startswith("heuristic minus random in the same seats of the same 60")


def test_an_evaluation_against_itself_differs_by_nothing():
    result = evaluate(make("half_and_half"), RandomAgent(), RandomAgent(), games=20, seed=2)
    difference = result.against(result)
    assert difference.win_rate_ci == (0.0, 0.0)
    assert difference.margin_ci == (0.0, 0.0)


def test_a_paired_difference_needs_the_same_seeded_games():
    game = make("half_and_half")
    first = evaluate(game, RandomAgent(), RandomAgent(), games=20, seed=2)
    other_seed = evaluate(game, RandomAgent(), RandomAgent(), games=20, seed=3)
    with pytest.raises(
        ValueError, match=r"same seeds and seats: .* seed 2, 20 games is not .* seed 3"
    ):
        first.against(other_seed)


def test_a_paired_difference_needs_the_agents_in_the_same_seats():
    game = make("half_and_half")
    rotated = evaluate(game, RandomAgent(), RandomAgent(), games=20, seed=2)
    always_north = evaluate(
        game, RandomAgent(), RandomAgent(), games=20, seed=2, seat_of=lambda i, n: 0
    )
    with pytest.raises(ValueError, match="or the seats differ"):
        rotated.against(always_north)


def small_tournament(**where: object) -> Tournament:
    game = make("tennessee_for_two", max_hands=1)
    bots = {"random": RandomAgent(), "heuristic": default_agent("tennessee")}
    return tournament(game, bots, games=30, seed=4, progress=False, **where)  # type: ignore[arg-type]


def test_a_tournament_gives_the_same_table_in_one_process_and_on_every_core():
    assert small_tournament(workers=1) == small_tournament(workers=2)


@pytest.mark.parametrize(("per_worker", "most"), [(1, 1), (3, 7), (100, 1)])
def test_a_tournament_gives_the_same_table_however_its_games_are_chunked(
    monkeypatch: pytest.MonkeyPatch, per_worker: int, most: int
):
    usual = small_tournament(workers=1)
    monkeypatch.setattr(tournaments, "CHUNKS_PER_WORKER", per_worker)
    monkeypatch.setattr(tournaments, "MAX_CHUNK", most)
    assert small_tournament(workers=1) == usual
    assert small_tournament(workers=2) == usual


def test_chunks_are_sized_from_the_games_and_the_workers():
    # 24 games on 2 workers go out as 8 chunks of 3 (not one chunk of 25, as they once did).
    assert chunk_size(24, 2) == 3
    assert chunk_size(24, 1) == 6
    assert chunk_size(5, 8) == 1
    assert chunk_size(10_000, 2) == tournaments.MAX_CHUNK


def test_a_tournament_gives_the_same_table_on_a_dask_cluster(tmp_path: Path):
    pytest.importorskip(
        "distributed", reason="Dask tournaments need: pip install 'cardwidgets[dask]'"
    )
    import dask

    # The cluster's scratch folders go under this test's own folder (not a /tmp shared with
    # every earlier run), and a busy machine gets minutes, not seconds, to connect its workers.
    busy_machine = {
        "temporary-directory": str(tmp_path),
        "distributed.comm.timeouts.connect": "300s",
        "distributed.comm.timeouts.tcp": "300s",
    }
    with dask.config.set(busy_machine):
        on_dask = small_tournament(dask=True, workers=2)
    assert on_dask == small_tournament(workers=1)
    assert (tmp_path / "dask-scratch-space").is_dir()


def test_a_tournament_plays_every_agent_against_every_other_with_seats_rotated():
    table = small_tournament(workers=1)
    assert [(e.agent, e.field) for e in table.evaluations] == [
        ("random", "heuristic"),
        ("heuristic", "random"),
    ]
    assert all(e.games == 30 for e in table.evaluations)
    heuristic = table.evaluations[1]
    assert heuristic.win_rate_ci[0] > heuristic.equal_share
    lines = str(table).splitlines()
    assert lines[0].startswith("make('tennessee_for_two', max_hands=1), 30 games a match")
    assert lines[3].startswith("heuristic  random")
    assert table.rows()[1]["win rate"] == heuristic.win_rate


def test_a_tournament_plots_win_rates_with_their_intervals():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    ax = small_tournament(workers=1).plot()
    assert [label.get_text() for label in ax.get_yticklabels()] == [
        "random vs heuristic",
        "heuristic vs random",
    ]


def test_a_tournament_needs_two_agents_and_whole_workers():
    game = make("half_and_half")
    with pytest.raises(ValueError, match="at least two named agents"):
        tournament(game, {"alone": RandomAgent()})
    with pytest.raises(ValueError, match="workers is a number of processes"):
        evaluate(game, RandomAgent(), RandomAgent(), games=2, workers=0)


def test_in_the_browser_a_run_asking_for_processes_plays_in_this_one_with_the_same_table(
    monkeypatch: pytest.MonkeyPatch,
):
    in_one_process = small_tournament(workers=1)

    def no_process_pool(*args: object, **kwargs: object) -> None:
        raise AssertionError("Pyodide cannot start a process pool")

    monkeypatch.setattr(tournaments, "CAN_START_PROCESSES", False)
    monkeypatch.setattr(tournaments, "ProcessPoolExecutor", no_process_pool)
    assert small_tournament(workers=2) == in_one_process


def evaluation_of(agent: str, field: str, wins: int, games: int, seats: int = 2) -> Evaluation:
    return Evaluation(
        "game", agent, field, games, wins, 0, games - wins, 0.0, 1.0, seats, 0.0, 1.0, 0, (), ()
    )


def test_bradley_terry_rates_a_player_who_wins_three_in_four_about_190_elo_above():
    ratings = bradley_terry(
        [evaluation_of("A", "B", 750, 1000), evaluation_of("B", "A", 250, 1000)], anchor=800
    )
    assert ratings["A"] == (800, 0)
    rating, half = ratings["B"]
    assert rating == pytest.approx(800 - 400 * math.log10(3), abs=3)
    assert half == pytest.approx(Z95 * ELO_PER_NAT / math.sqrt(2000 * 0.75 * 0.25), rel=0.01)


def test_bradley_terry_rates_an_equal_share_at_a_larger_table_as_equal_strength():
    ratings = bradley_terry(
        [evaluation_of("A", "B", 25, 100, 4), evaluation_of("B", "A", 25, 100, 4)]
    )
    assert ratings["B"][0] == pytest.approx(0, abs=1e-6)


def test_bradley_terry_keeps_a_clean_sweep_finite():
    rating, half = bradley_terry([evaluation_of("A", "B", 10, 10)])["B"]
    assert -1000 < rating < -100
    assert math.isfinite(half)
