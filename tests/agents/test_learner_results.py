"""A learner climbs the levels one clear step at a time: the table keeps their results against
each level, rates them on the levels' scale where the levels were rated, and says which level
to play next."""

from __future__ import annotations

import pytest

from cardwidgets import make
from cardwidgets.agents.learner import LearnerError, LearnerResults
from cardwidgets.agents.levels import LEVELS, measured_ratings
from cardwidgets.widgets.session import TableSession


def results_of(scores: list[float], level: int = 3, game: str = "take_two") -> LearnerResults:
    results = LearnerResults(game, 4)
    for score in scores:
        results.add(level, score)
    return results


def test_a_learner_who_clearly_beats_a_level_is_sent_one_level_up():
    said = results_of([1, 1, 1, 0, 1]).suggestion()
    assert said == "You won 4 of 5 against level 3 (an equal player wins 25%): try level 4."


def test_a_learner_who_clearly_loses_is_sent_one_level_down():
    said = results_of([0] * 12).suggestion()
    assert said.endswith("try level 2, then climb back.")


def test_a_few_games_are_not_enough_to_move():
    assert results_of([1, 1]).suggestion().endswith("play level 3 again, it is not clear yet.")


def test_beating_the_top_level_is_said_as_such():
    top = LEVELS[-1].number
    assert results_of([1] * 6, level=top).suggestion().endswith("you beat the top level.")


def test_the_rating_rises_with_wins_and_sits_on_the_levels_scale():
    rated = measured_ratings().get("take_two")
    assert rated, "Take Two's levels are rated (agents/level_ratings.json)"
    winning = results_of([1, 1, 1, 0, 1]).rating()
    losing = results_of([0, 0, 0, 0, 0]).rating()
    assert winning is not None
    assert losing is not None
    assert winning[0] > rated["level_3"][0] > losing[0]
    assert winning[1] > 0


def test_an_unrated_game_has_no_rating_but_still_a_suggestion():
    results = results_of([1, 0], game="no_such_ratings")
    assert results.rating() is None
    assert "level 3" in results.suggestion()


@pytest.mark.parametrize(("level", "score"), [(0, 1.0), (7, 1.0), (3, 1.5), (3, -0.1)])
def test_a_bad_result_is_refused_and_nothing_is_kept(level: int, score: float):
    results = results_of([1])
    with pytest.raises(LearnerError, match=r"level|score"):
        results.add(level, score)
    assert results.scores == {3: [1.0]}
    assert results.last == 3


def play_to_the_end(session: TableSession) -> None:
    while not session.state.is_terminal:
        if session.state.current_player == session.seat:
            session.act(0)
        else:
            session.step()


def test_the_table_keeps_each_game_against_a_level_and_says_which_to_play_next():
    session = TableSession(make("half_and_half"), seed=5, strength=("level_3", 0))
    for _ in range(3):
        play_to_the_end(session)
        session.new_deal()
    play_to_the_end(session)
    results = session.learning["half_and_half"]
    assert sum(len(scores) for scores in results.scores.values()) == 4
    assert results.last == 3
    assert session.page().frame["prompt"].endswith(results.suggestion())


def test_a_game_whose_seats_changed_midway_does_not_count():
    session = TableSession(make("half_and_half"), seed=5, strength=("level_3", 0))
    session.set_mode("all", 0)  # every card shown: not a fair game against the level
    session.set_mode("play", 0)
    play_to_the_end(session)
    assert "half_and_half" not in session.learning
    assert session.climb == ""


def test_bots_given_by_hand_are_no_level_and_nothing_is_kept():
    session = TableSession(make("half_and_half"), seed=5)
    play_to_the_end(session)
    assert session.learning == {}
