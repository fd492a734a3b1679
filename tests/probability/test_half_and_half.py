"""Half and Half solved exactly: checked by hand-countable cases, by brute force over every deal
of small decks, against the numpy simulator and against the engine itself."""

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.games.half_and_half.game import FLIP, HalfAndHalfRules
from cardwidgets.games.half_and_half.probability import (
    CardKind,
    Position,
    card_kind,
    deck_kinds,
    next_turn,
    outcomes,
    simulate,
    solve,
    win_chances,
)
from cardwidgets.probability.distribution import Distribution

ZERO, ACE, NINE, TEN, JOKER = CardKind(0), CardKind(1), CardKind(9), CardKind(10), CardKind(0, True)
VARIANTS = [
    {},
    {"ace_draw": 0},
    {"joker": "skip_next_turn"},
    {"joker": "skip_next_turn", "ace_draw": 0},
]


def position(cards, middle, piles=None, **fields):
    counts = Counter(cards)
    if piles is None:
        piles = (len(cards) - len(cards) // 2, len(cards) // 2)
    return Position(tuple(sorted(counts.items())), middle, piles=piles, **fields)


def brute_force(cards, middle, piles):
    """Every ordering of the cards, dealt top-first to seat 0's pile then seat 1's, played by
    the rules as written (the engine's skip loop), with no exchangeability argument."""
    ends = Counter()
    orderings = list(itertools.permutations(range(len(cards))))
    for order in orderings:
        deck = [cards[i] for i in order]
        pile = [deck[: piles[0]], deck[piles[0] :]]
        left, taken, skips, mover, flips = middle, [0, 0], [0, 0], 0, 0
        while left:
            card = pile[mover].pop(0)
            flips += 1
            take = min(card.takes, left)
            taken[mover] += take
            left -= take
            if card.skips_next_turn:
                skips[mover] += 1
            nxt = 1 - mover
            while skips[nxt]:
                skips[nxt] -= 1
                nxt = 1 - nxt
            mover = nxt
        ends[(taken[0], taken[1], flips)] += 1
    return Distribution.from_counts(ends)


def test_one_ten_and_one_blank_by_hand():
    # Seat 0 turns the ten (1/2): takes all 10 at once. Or the blank, then seat 1 the ten.
    ends = outcomes(position([TEN, ZERO], middle=10))
    assert ends == Distribution({(10, 0, 1): Fraction(1, 2), (0, 10, 2): Fraction(1, 2)})


def test_a_short_middle_gives_only_what_is_left_by_hand():
    # Two nines and a blank, 12 in the middle: the first nine takes 9, the second the last 3.
    ends = outcomes(position([NINE, NINE, ZERO], middle=12, piles=(2, 1)))
    # Orders (by kind): 9 9 _ : seat 0 takes 9, seat 1 takes 3 -> (9, 3, 2)   chance 1/3
    #                   9 _ 9 : seat 0 9, seat 1 blank, seat 0 3 -> (12, 0, 3) chance 1/3
    #                   _ 9 9 : seat 0 blank, seat 1 9, seat 0 3 -> (3, 9, 3)  chance 1/3
    assert ends == Distribution(
        {(9, 3, 2): Fraction(1, 3), (12, 0, 3): Fraction(1, 3), (3, 9, 3): Fraction(1, 3)}
    )


@pytest.mark.parametrize(
    ("cards", "middle", "piles"),
    [
        ([TEN, ZERO, ZERO, NINE], 12, (2, 2)),
        ([TEN, TEN, ACE, ZERO, ZERO], 15, (3, 2)),
        ([TEN, JOKER, ZERO, NINE, ACE, ZERO], 10, (3, 3)),
        ([TEN, JOKER, TEN, NINE, ACE, ZERO], 19, (3, 3)),
        ([JOKER, TEN, TEN, ZERO, NINE, ACE, NINE], 21, (4, 3)),
        ([JOKER, TEN, TEN, ZERO, ZERO, ACE, NINE], 12, (4, 3)),
        ([JOKER, JOKER, TEN, TEN, TEN, ZERO], 10, (3, 3)),
        ([JOKER, JOKER, TEN, TEN, NINE, TEN], 25, (3, 3)),
        ([JOKER, JOKER, TEN, TEN, NINE, ZERO, ACE, TEN], 20, (4, 4)),
    ],
)
def test_the_solver_matches_every_deal_of_a_small_deck(cards, middle, piles):
    assert outcomes(position(cards, middle, piles)) == brute_force(cards, middle, piles)


@pytest.mark.parametrize(
    ("cards", "middle", "piles"),
    [
        ([ZERO, ZERO, TEN], 30, (2, 1)),
        ([JOKER, JOKER, TEN, ZERO, NINE, ZERO], 10, (3, 3)),
        ([JOKER, JOKER, TEN, TEN, NINE, ZERO, ZERO, ACE], 12, (4, 4)),
    ],
)
def test_a_deck_whose_piles_can_run_out_is_refused_as_the_rules_are_silent(cards, middle, piles):
    with pytest.raises(IndexError):
        brute_force(cards, middle, piles)
    with pytest.raises(ValueError, match="A pile can run out"):
        outcomes(position(cards, middle, piles))


def test_a_position_checks_its_arithmetic():
    with pytest.raises(ValueError, match="exactly the cards left in both piles"):
        position([TEN, ZERO], middle=10, piles=(2, 2))
    with pytest.raises(ValueError, match="no pending skips"):
        position([TEN, ZERO], middle=10, skips=(1, 0))


def test_skips_cancel_one_for_one_as_in_the_engine():
    assert next_turn(0, 0, joker=False) == (1, 0)
    assert next_turn(0, 1, joker=False) == (0, 0), "the other seat misses its turn"
    assert next_turn(0, 0, joker=True) == (1, 1), "the joker's owner will miss the next turn"
    assert next_turn(0, 1, joker=True) == (1, 0), "a skip each: they cancel"
    assert next_turn(0, 2, joker=True) == (0, 0)


def test_card_kinds_follow_the_rules():
    skip = HalfAndHalfRules(joker="skip_next_turn", ace_draw=0)
    assert deck_kinds(HalfAndHalfRules()) == {ZERO: 26, ACE: 4, CardKind(8): 4, NINE: 4, TEN: 16}
    assert deck_kinds(skip) == {ZERO: 28, JOKER: 2, CardKind(8): 4, NINE: 4, TEN: 16}
    assert card_kind(make("half_and_half").all_cards()[-1], skip) == JOKER


@pytest.mark.parametrize("options", VARIANTS)
def test_the_whole_game_keeps_its_arithmetic(options):
    solution = solve(**options)
    assert solution.first_wins + solution.first_loses + solution.draw == 1
    assert solution.outcomes.P(lambda end: end[0] + end[1] == 54) == 1
    last = 37 if options.get("ace_draw") == 0 else 36
    assert (solution.flips.values[0], solution.flips.values[-1]) == (6, last)
    assert solution.second_player_takes == solution.first_player_takes.map(
        lambda t: 54 - t, "second player's second pile"
    )


def test_the_number_of_flips_does_not_depend_on_who_turns_the_cards():
    assert solve().flips == solve(joker="skip_next_turn").flips


def test_going_first_is_a_disadvantage_under_the_default_rules():
    solution = solve()
    assert solution.first_wins < solution.first_loses
    assert solution.first_wins == Fraction(158989218033675533201, 374049652966938367650)


def test_the_dealer_odds_combine_who_goes_first():
    solution = solve(first_player="dealer")
    assert solution.dealer_odds() == (solution.first_wins, solution.first_loses, solution.draw)
    coin = solve().dealer_odds()
    assert coin[0] == coin[1] == (solution.first_wins + solution.first_loses) / 2
    choose = solve(first_player="choose")
    assert choose.dealer_odds(answers=(True, False))[0] == solution.first_wins
    assert choose.dealer_odds(answers=(False, True))[0] == solution.first_loses
    assert choose.dealer_odds(answers=(True, True)) == coin


def test_a_match_of_two_counts_both_games():
    one = solve(first_player="dealer")
    win, lose, draw = one.dealer_odds()
    # The first dealer goes first in game 1 (wins with chance `win`) and second in game 2
    # (wins with chance `lose`): ahead after win-win, win-draw or draw-win.
    ahead = win * lose + win * draw + draw * lose
    assert solve(first_player="dealer", games=2).match_odds()[0] == ahead
    assert solve(games=1).match_odds() == solve().dealer_odds()


@pytest.mark.parametrize("options", VARIANTS)
def test_a_million_simulated_games_agree_with_the_exact_solution(options):
    simulation = simulate(1_000_000, seed=20261129, **options)
    exact = solve(**options)
    assert simulation.first_wins.agrees_with(exact.first_wins)
    assert simulation.draw.agrees_with(exact.draw)
    assert simulation.first_player_takes.agrees_with(exact.first_player_takes)
    assert simulation.flips.agrees_with(exact.flips)
    assert simulation.dealer_win_rate.agrees_with(exact.dealer_odds()[0])


def test_a_simulation_records_its_seed_and_repeats_with_it():
    first = simulate(20_000, keep_games=True)
    again = simulate(20_000, seed=first.seed, keep_games=True)
    assert np.array_equal(first.joint, again.joint)
    assert np.array_equal(first.flips_each, again.flips_each)
    assert first.joint.sum() == 20_000
    assert np.bincount(first.flips_each, minlength=55).tolist() == first.joint.sum(axis=0).tolist()


def engine_games(games, options, seed):
    """Play ``games`` engine games; yield (first player's pile, other's pile, flips, turns) with
    turns the (seat, card) of every flip in order."""
    game = make("half_and_half", **options)
    for number in range(games):
        state = game.new_state(seed=seed + number)
        turns = []
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
            else:
                seat = state.current_player
                state.apply(FLIP)
                turns.append((seat, state.face_up[seat][-1]))
        first = state.starter
        sizes = state.finished[0]
        yield sizes[first], sizes[1 - first], state.flips, first, turns


@pytest.mark.parametrize("options", VARIANTS)
def test_the_engine_turns_cards_exactly_as_the_solver_assumes(options):
    rules = HalfAndHalfRules(**options)
    for _, _, _, first, turns in engine_games(100, options, seed=500):
        mover, waiting = first, 0
        for seat, card in turns:
            assert seat == mover
            mover, waiting = next_turn(mover, waiting, card_kind(card, rules).skips_next_turn)


@pytest.mark.parametrize("options", VARIANTS)
def test_engine_games_agree_with_the_simulator(options):
    ends = list(engine_games(800, options, seed=7_000))
    simulation = simulate(400_000, seed=99, **options)
    for name, engine_values, simulated in [
        ("first wins", [float(a < b) for a, b, *_ in ends], simulation.first_wins),
        ("first's pile", [float(a) for a, *_ in ends], simulation.first_player_takes.mean),
        ("flips", [float(f) for _, _, f, *_ in ends], simulation.flips.mean),
    ]:
        mean = np.mean(engine_values)
        se = np.std(engine_values, ddof=1) / np.sqrt(len(engine_values))
        gap = abs(mean - simulated.value) / np.hypot(se, simulated.standard_error)
        assert gap < 4, f"{name}: engine {mean:.4f} ± {se:.4f}, simulator {simulated}"


@pytest.mark.parametrize("rules", [{}, {"joker": "skip_next_turn"}, {"ace_draw": 0}])
def test_the_odds_panels_chances_are_the_exact_solutions_at_every_step(rules):
    state = make("half_and_half", **rules).new_state(seed=5)
    while not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
            continue
        observation = state.observation(0)
        if observation.phase == "play":
            position = Position.from_observation(observation)
            ends = outcomes(position)
            exact = (
                ends.P(lambda end: end[0] < end[1]),
                ends.P(lambda end: end[0] == end[1]),
                ends.P(lambda end: end[0] > end[1]),
            )
            assert win_chances(position) == pytest.approx([float(x) for x in exact], abs=1e-12)
        state.apply(state.legal_actions()[0])
