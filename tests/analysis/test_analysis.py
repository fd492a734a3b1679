"""The analysis board: each move weighed from one seat's observation, never the true state."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

import numpy as np
import pytest

import cardwidgets
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.agents.monte_carlo import MAX_CANDIDATES, play_out
from cardwidgets.analysis import Analysis, analyse, game_seed
from cardwidgets.analysis import review as analysis_review
from cardwidgets.engine import RulesError, State, make
from cardwidgets.engine.play import play, step
from cardwidgets.games.half_and_half.game import FLIP, GO_FIRST, LET_OTHER_START
from cardwidgets.games.half_and_half.probability import Position, solve, win_chances


def played_until(name: str, seed: int, wanted: Callable[[State], bool], **rules: Any) -> State:
    """A game of the rule-of-thumb bots, stopped at the first position ``wanted`` accepts."""
    game = make(name, **rules)
    state = game.new_state(seed)
    bots = [default_agent(game.name) for _ in range(game.num_players)]
    rng = np.random.default_rng(seed)
    while not state.is_terminal:
        if state.current_player >= 0 and wanted(state):
            return state
        step(state, bots, rng)
    raise AssertionError(f"no such position in {name} seed {seed}")


def tennessee_second_to_last_trick(seed: int = 0) -> State:
    """Tennessee, first hand, the non-bidder to play with two cards left and a free choice."""

    def wanted(state: State) -> bool:
        seat = state.current_player
        return (
            state.phase == "play"  # type: ignore[attr-defined]
            and len(state.hands[seat]) == 2  # type: ignore[attr-defined]
            and seat != state.bidder  # type: ignore[attr-defined]
            and len(state.legal_actions()) == 2
        )

    return played_until("tennessee_for_two", seed, wanted)


def indistinguishable_deals(state: State) -> list[State]:
    """Every deal the seat to move in ``state`` (Tennessee, draws over, the opponent the
    bidder) cannot tell from it: the unseen cards, the opponent's hand and the buried nest,
    shared out every way."""
    seat = state.current_player
    other = 1 - seat
    held = len(state.hands[other])  # type: ignore[attr-defined]
    unseen = [*state.hands[other], *state.nest]  # type: ignore[attr-defined]
    deals = []
    for hand in combinations(unseen, held):
        twin = state.clone()
        twin.hands[other] = sorted(hand, key=lambda card: card.index)  # type: ignore[attr-defined]
        twin.nest = [card for card in unseen if card not in hand]  # type: ignore[attr-defined]
        assert twin.observation(seat) == state.observation(seat)
        deals.append(twin)
    return deals


# ---------------------------------------------------------------------- what it may read
def test_two_deals_the_seat_cannot_tell_apart_get_the_same_analysis():
    state = tennessee_second_to_last_trick()
    deals = indistinguishable_deals(state)
    assert len({str(deal.hands) for deal in deals}) == len(deals) > 1  # type: ignore[attr-defined]
    first, *others = (analyse(deal, samples=30, rng=11) for deal in deals)
    assert all(other.rows == first.rows for other in others)
    assert all(other.sentence == first.sentence for other in others)


def test_a_seats_observation_and_its_state_give_the_same_analysis():
    state = played_until("take_two", 4, lambda s: len(s.legal_actions()) > 1)
    seat = state.current_player
    from_state = analyse(state, samples=15, rng=3)
    from_view = analyse(state.observation(seat), seat, samples=15, rng=3, game=state.game)
    assert from_state.rows == from_view.rows


def test_the_same_seed_repeats_the_analysis_and_a_recorded_seed_is_drawn_without_one():
    state = played_until("call_deuces", 2, lambda s: len(s.legal_actions()) > 1)
    assert analyse(state, samples=8, rng=5).rows == analyse(state, samples=8, rng=5).rows
    drawn = analyse(state, samples=4)
    assert analyse(state, samples=4, rng=drawn.seed).rows == drawn.rows


# ---------------------------------------------------------------------- exact answers
def test_a_half_and_half_turn_is_worth_the_solvers_chance_to_win_exactly():
    state = played_until("half_and_half", 7, lambda s: s.step > 12)
    seat = state.current_player
    (row,) = analyse(state).rows
    wins = win_chances(Position.from_observation(state.observation(seat)))  # type: ignore[arg-type]
    assert row.action == FLIP
    assert row.exact
    assert row.samples == row.margin == 0
    assert row.chance == pytest.approx(wins[2 * seat] + wins[1] / 2)
    assert "(exact)" in analyse(state).sentence


def test_half_and_half_say_yes_to_going_first_exactly_when_going_first_is_better():
    state = played_until("half_and_half", 3, lambda s: True, first_player="choose")
    analysis = analyse(state)
    first = solve(state.game.rules)
    going_first = float(first.first_wins + first.draw / 2)
    chances = {row.action: row.chance for row in analysis.rows}
    assert chances[GO_FIRST] == pytest.approx((going_first + 0.5) / 2)
    assert chances[LET_OTHER_START] == pytest.approx((1.5 - going_first) / 2)
    assert analysis.best.action == (GO_FIRST if going_first > 0.5 else LET_OTHER_START)


def test_the_end_of_a_tennessee_hand_agrees_with_every_deal_enumerated():
    state = tennessee_second_to_last_trick(seed=30)  # where the last two tricks decide the deal
    seat = state.current_player
    # The deals the seat cannot rule out: those the resampler deals (it never rules out a
    # true one, the conformance checker makes sure), each as likely as another.
    possible = {}
    for i in range(300):
        deal = state.game.resample(state.observation(seat), np.random.default_rng(i))
        hands = deal.hands  # type: ignore[attr-defined]
        possible[str((hands, sorted(deal.nest, key=lambda card: card.index)))] = deal  # type: ignore[attr-defined]
    assert 1 < len(possible) < 300 / 20  # few enough that every one was dealt
    sampled = analyse(state, samples=300, rng=2)
    bots = [default_agent(state.game.name) for _ in range(2)]
    chances = []
    for row in sampled.rows:
        results = []
        for deal in possible.values():
            before = deal.running_scores()
            after = play_out(deal, row.action, bots, luck=0).running_scores()
            mine, theirs = after[seat] - before[seat], after[1 - seat] - before[1 - seat]
            results.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        exact = sum(results) / len(results)
        low, high = row.interval
        assert low <= exact <= high, (row, exact)
        chances.append(exact)
    assert chances[0] > chances[1]  # and the better of the two moves comes first


# ---------------------------------------------------------------------- reading the result
def test_rows_are_best_first_and_the_sentence_names_the_best_move():
    state = played_until("tennessee_for_two", 1, lambda s: len(s.legal_actions()) > 3)
    analysis = analyse(state, samples=20, rng=1)
    chances = [row.chance for row in analysis.rows]
    assert chances == sorted(chances, reverse=True)
    assert analysis.sentence.lower().startswith(f"{analysis.best.action} wins this deal")
    name = state.names[state.current_player]
    assert f"20 deals imagined for the cards {name} cannot see" in analysis.sentence
    assert all(row.samples == 20 and not row.exact for row in analysis.rows)
    assert str(analysis).splitlines()[1].split()[0:2] == str(analysis.best.action).split()
    assert "<table>" in analysis._repr_html_()


def test_wide_choices_of_bet_sizes_are_weighed_on_the_monte_carlo_bots_thinned_spread():
    state = played_until(
        "take_two",
        1,
        lambda s: s.phase == "bet" and len(s.legal_actions()) > MAX_CANDIDATES + 2,  # type: ignore[attr-defined]
    )
    legal = state.legal_actions()
    sizes = [action for action in legal if action.kind in ("bet", "raise")]
    words = [action for action in legal if action not in sizes]
    analysis = analyse(state, samples=2, rng=0)
    assert set(words) <= set(analysis.moves)  # check, call and fold are never thinned
    assert len(set(analysis.moves) & set(sizes)) <= MAX_CANDIDATES + 1  # the bot's own guess
    assert {sizes[0], sizes[-1]} <= set(analysis.moves)


def test_more_samples_narrow_the_interval_and_progress_can_stop_the_work():
    state = played_until("tennessee_for_two", 1, lambda s: len(s.legal_actions()) > 1)
    heard: list[tuple[int, int]] = []
    analysis = analyse(
        state, samples=10, rng=4, progress=lambda done, total: heard.append((done, total))
    )
    assert heard == [(done, 10) for done in range(1, 11)]
    wide, points_wide = analysis.best.margin, analysis.best.points_margin
    assert analysis.more(90).samples == 100
    assert analysis.best.margin < wide
    assert analysis.best.points_margin is not None
    assert points_wide is not None
    assert analysis.best.points_margin < points_wide
    stopped = analysis.more(50, progress=lambda done, total: done < 3)
    assert stopped.stopped
    assert stopped.samples == 103


# ---------------------------------------------------------------------- bad input
def test_bad_input_is_refused_with_what_is_allowed():
    state = played_until("tennessee_for_two", 1, lambda s: True)
    mover = state.current_player
    with pytest.raises(TypeError, match="takes a game state or one seat's observation"):
        analyse("tennessee")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="teacher's view shows every card"):
        analyse(state.observation(None))
    with pytest.raises(RulesError, match="the analysis weighs the moves of the seat to move"):
        analyse(state, 1 - mover)
    with pytest.raises(RulesError, match="observation, not seat"):
        analyse(state.observation(mover), 1 - mover)
    with pytest.raises(RulesError, match="observation is of 'tennessee_for_two'"):
        analyse(state.observation(mover), game=make("call_deuces"))
    with pytest.raises(ValueError, match="samples is a whole number of deals, 1 or more"):
        analyse(state, samples=0)
    with pytest.raises(TypeError, match="rng is a seed"):
        analyse(state, rng=-1)
    finished = play(make("half_and_half").new_state(1), [default_agent("half_and_half")] * 2, 0)
    with pytest.raises(RulesError, match="Nothing to analyse: the game is over"):
        analyse(finished)


def test_the_package_offers_analyse():
    state = played_until("half_and_half", 2, lambda s: True)
    assert isinstance(cardwidgets.analyse(state), Analysis)


# ---------------------------------------------------------------------- reviewing a game
def random_north_game() -> State:
    """Take Two, one hand, North playing at random among rule-of-thumb bots."""
    game = make("take_two", max_hands=1)
    bots = [RandomAgent(), *(default_agent(game.name) for _ in range(3))]
    return play(game.new_state(1), bots, 0)


def test_a_review_marks_only_moves_clearly_worse_than_the_best_from_what_the_seat_knew():
    record = random_north_game().record()
    review = analysis_review(record, 0, threshold=0.05, samples=30, rng=1)
    assert review.marks
    for mark in review.marks:
        assert mark.loss >= 0.05
        assert mark.played.interval[1] < mark.best.interval[0]
        state = record.replay(mark.step)
        assert state.current_player == 0
        assert str(mark.played.action) == record.events[mark.step]
    assert analysis_review(record, 0, threshold=0.05, samples=30, rng=1) == review
    assert analysis_review(record, 0, threshold=0.99, samples=30, rng=1).marks == ()


def test_the_same_game_reviewed_twice_without_a_seed_gives_the_same_marks():
    """So a class pressing Review on one deal code sees one review on every screen."""
    record = random_north_game().record()
    first = analysis_review(record, 0, samples=10)
    assert first.seed == game_seed(record, 0)
    assert analysis_review(record, 0, samples=10) == first
    assert game_seed(record, 1) != first.seed, "another seat's review draws other deals"


def test_a_review_refuses_what_it_cannot_review():
    record = random_north_game().record()
    with pytest.raises(TypeError, match="review takes a GameRecord"):
        analysis_review(record.to_dict(), 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="threshold is a chance from 0 up to 1"):
        analysis_review(record, 0, threshold=1.5)
    with pytest.raises(ValueError, match="seat is a seat of this game, 0 to 3"):
        analysis_review(record, 4)


def test_a_review_charts_every_decision_with_the_chance_of_the_move_played_and_of_the_best():
    record = random_north_game().record()
    review = analysis_review(record, 0, threshold=0.05, samples=30, rng=1)
    assert len(review.points) == review.decisions
    steps = [point.step for point in review.points]
    assert steps == sorted(steps)
    for point in review.points:
        assert 0 <= point.played <= point.best <= 1
        assert record.replay(point.step).current_player == 0
    assert tuple(p.step for p in review.points if p.marked) == review.steps
    assert (
        review.chart_title
        == "North's chance to end the deal ahead of the others' average, decision by decision"
    )
