"""Take Two (RULES.md §4), rule by rule. Its golden playthroughs, one per variant, are checked
with every game's in ``tests/test_playthroughs.py``."""

import dataclasses
import math
from collections import Counter

import numpy as np
import pytest

from cardwidgets import RulesError, make
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import Action, Card, IllegalActionError, cards
from cardwidgets.engine.conformance import check_game
from cardwidgets.engine.data import iter_cards
from cardwidgets.games.take_two.bots import TakeTwoHeuristic
from cardwidgets.games.take_two.game import DECK, HIGH, LOW, TakeTwoObservation, value
from cardwidgets.games.take_two.view import bet_sizes
from cardwidgets.render import state_svg
from cardwidgets.tournament import evaluate
from cardwidgets.views import table_view
from tests.games.take_two_helpers import (
    EAST,
    NORTH,
    WEST,
    bust_north,
    check_round,
    deal,
    moves,
    play_passively,
    replace,
    split,
    table,
    take,
)

#: North, East and West's cards: East holds the best Low (A+2) and the best High (K+K).
STRONG_EAST = ("10S JH QD KC", "AS 2H KD KH", "3S 4H QS QH")


def random_games(count, seed=0, **rules):
    """Seeded random games, yielding the state after every event."""
    game = make("take_two", **rules)
    for number in range(count):
        state = game.new_state(seed + number)
        rng = np.random.default_rng([seed, number])
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.integers(len(legal)))])
            yield state


def chips_on_table(state):
    return sum(state.stacks) + sum(state.bets[LOW]) + sum(state.bets[HIGH]) + sum(state.pots)


def to_taking(state):
    """Play on, everyone checking, until the taking step."""
    split(state)
    replace(state)
    check_round(state)
    assert state.phase == "take"
    return state


# ---------------------------------------------------------------------- the rules object
def test_the_defaults_are_those_of_the_rules_page():
    rules = make("take_two").rules
    assert (rules.players, rules.starting_chips, rules.ante) == (4, 100, 5)
    assert (rules.ante_doubling, rules.tie, rules.max_hands) == ("every_orbit", "to_pot", None)


@pytest.mark.parametrize("players", [1, 9])
def test_two_to_eight_players(players):
    with pytest.raises(RulesError, match="players takes a whole number from 2 to 8"):
        make("take_two", players=players)


def test_starting_chips_must_pay_both_antes():
    with pytest.raises(RulesError, match="cannot pay both antes of 5; give at least 10"):
        make("take_two", starting_chips=9)


@pytest.mark.parametrize(
    ("variant", "option", "setting"),
    [
        ("ante_doubles_once", "ante_doubling", "once"),
        ("fixed_ante", "ante_doubling", "never"),
        ("split_ties", "tie", "split"),
        ("ten_hands", "max_hands", 10),
        ("short_stacks", "starting_chips", 30),
        ("heads_up", "players", 2),
        ("full_table", "players", 8),
    ],
)
def test_every_variant_is_a_named_preset_of_an_option(variant, option, setting):
    assert getattr(make("take_two", variant=variant).rules, option) == setting


# ---------------------------------------------------------------------- chips and the deal
def test_each_player_starts_with_the_starting_chips_and_the_pots_start_empty():
    state = make("take_two", players=5, starting_chips=60).new_state(seed=3)
    assert state.stacks == [60] * 5
    assert state.pots == [0, 0]


def test_the_first_dealer_is_drawn_by_lot_and_recorded():
    state = make("take_two", players=6).new_state(seed=8)
    assert state.chance_outcomes() == [
        (Action("first_dealer", (seat,)), pytest.approx(1 / 6)) for seat in range(6)
    ]
    state.apply_chance()
    assert state.history[0].kind == "first_dealer"
    assert state.dealer == state.first_dealer == state.history[0].arg


def test_everyone_antes_five_to_each_circle_as_the_cards_are_dealt():
    state = deal(table(players=3), "", "", "")
    assert state.bets == [[5, 5, 5], [5, 5, 5]]
    assert state.stacks == [90, 90, 90]


def test_four_cards_are_dealt_one_at_a_time_from_the_dealers_left():
    state = table(players=3, dealer=EAST)
    order = list(DECK)
    state.apply(Action("deal", tuple(order)))
    # West (left of East) gets the 1st, 4th, 7th and 10th cards, then North, then East.
    assert state.hands[WEST] == sorted(order[0:12:3], key=value_key)
    assert state.hands[NORTH] == sorted(order[1:12:3], key=value_key)
    assert state.hands[EAST] == sorted(order[2:12:3], key=value_key)
    assert state.deck[-1] == order[12], "the next card is the top of the deck"


def value_key(card):
    return (value([card]), card.index)


def test_a_twosome_scores_the_sum_ace_one_to_king_thirteen():
    assert value(cards("AS KH")) == 14
    assert value(cards("JS QH")) == 23
    assert value(cards("10D 2C")) == 12


# ---------------------------------------------------------------------- splitting and replacing
def test_a_player_picks_two_cards_for_low_and_the_other_two_make_high():
    state = deal(table(players=3, dealer=WEST), "AS 9H KD 5C")
    moves(state, "low 9H", "low KD")
    assert state.twosomes[NORTH] == [list(cards("9H KD")), list(cards("AS 5C"))]
    assert state.log(NORTH)[-1] == "You split: Low 9♥ K♦ (22), High A♠ 5♣ (6)."
    assert state.log(EAST)[-1] == "North has split their cards into a Low and a High twosome."


def test_nobody_sees_another_players_split():
    state = deal(table(players=3, dealer=WEST), "AS 9H KD 5C")
    moves(state, "low AS", "low 5C")
    seen = state.observation(EAST).twosomes[NORTH]
    assert seen == ((None, None), (None, None))
    assert state.observation(NORTH).twosomes[NORTH] == (
        tuple(cards("AS 5C")),
        tuple(cards("9H KD")),
    )


def test_a_card_not_in_hand_cannot_go_to_low():
    state = deal(table(players=3, dealer=WEST), "AS 9H KD 5C")
    with pytest.raises(IllegalActionError, match="picks the two cards of the Low twosome"):
        state.apply("low 2D")


def test_each_player_must_discard_one_card_and_the_replacement_joins_the_same_twosome():
    state = deal(table(players=3, dealer=WEST), "AS 9H KD 5C", deck="QS")
    split(state, north="AS 5C")
    assert state.phase == "discard"
    assert state.current_player == NORTH
    assert "check" not in map(str, state.legal_actions()), "the discard is compulsory"
    state.apply("discard 9H")
    assert state.twosomes[NORTH][HIGH] == list(cards("QS KD"))
    assert state.discards[NORTH] == [Card.parse("9H")]
    assert state.log(NORTH)[-1] == "You discard 9♥ from High and draw Q♠: High is now Q♠ K♦ (25)."
    assert state.log(EAST)[-1] == "North discards a card from High and draws a replacement."
    east_view = state.observation(EAST)
    assert east_view.replaced[NORTH] == HIGH, "which twosome is public"
    assert east_view.twosomes[NORTH][HIGH] == (None, None), "the cards are not"


# ---------------------------------------------------------------------- betting
def betting_table(**rules):
    """West deals; each player swaps a High card (North Q♦ for Q♣, East K♥ for K♠, West Q♠
    for J♣): Lows of 21, 3 and 7, Highs of 25, 26 and 23. Betting on Low is open."""
    state = deal(table(players=3, dealer=WEST, **rules), *STRONG_EAST, deck="QC KS JC")
    return replace(split(state), north="QD", east="KH", west="QS")


def test_betting_is_low_first_from_the_first_player_left_of_the_dealer():
    state = betting_table()
    assert state.phase == "bet"
    assert state.circle == LOW
    assert state.current_player == NORTH
    check_round(state)
    assert state.circle == HIGH
    assert state.current_player == NORTH


def test_check_only_when_no_bet_is_pending_and_fold_only_when_facing_one():
    state = betting_table()
    assert [str(a) for a in state.legal_actions()[:3]] == ["check", "bet 1", "bet 2"]
    with pytest.raises(IllegalActionError, match="cannot fold when no bet is pending on Low"):
        state.apply("fold")
    state.apply("bet 10")
    assert [str(a) for a in state.legal_actions()[:3]] == ["fold", "call", "raise 1"]
    with pytest.raises(IllegalActionError, match="cannot check: a bet is pending on Low"):
        state.apply("check")


def test_a_round_ends_when_every_live_twosome_has_acted_since_the_last_raise_and_all_are_level():
    state = betting_table()
    moves(state, "check", "bet 4", "raise 6")
    assert state.circle == LOW
    assert state.current_player == NORTH, "North and East must answer West's raise"
    moves(state, "call", "call")
    assert state.circle == HIGH
    assert state.bets[LOW] == [15, 15, 15]
    assert state.stacks == [80, 80, 80]


def test_no_bet_may_take_the_level_above_what_every_other_live_player_could_match():
    state = betting_table()
    moves(state, "bet 80", "fold", "call")  # North and West keep 10 chips each behind
    assert state.circle == HIGH
    assert state.cap(HIGH) == 15, "5 in the High circle plus 10 behind"
    assert state.legal_actions()[-1] == Action("bet", (10,))
    with pytest.raises(
        IllegalActionError, match="bet from 1 to 10 chips: no bet may take the High level above 15"
    ):
        state.apply("bet 11")


def test_the_cap_grows_when_the_shortest_live_player_folds():
    state = betting_table()
    moves(state, "bet 80", "fold", "call")
    moves(state, "check", "bet 10")  # East bets to the cap of 15
    assert state.cap(HIGH) == 15
    moves(state, "fold")  # West had only 10 behind; now North (all but 10 in) and East remain
    assert state.folded[HIGH][WEST]
    assert state.cap(HIGH) == 15
    state.apply("fold")  # North folds too: one live High twosome, no more betting
    assert state.phase == "take"


def test_a_player_with_no_chips_behind_is_passed_over_but_stays_live():
    state = betting_table()
    moves(state, "bet 90", "fold", "call")  # North and West are all in on Low
    assert state.stacks[NORTH] == state.stacks[WEST] == 0
    assert state.phase == "take", "nobody can bet above the High level of 5"
    assert not state.folded[HIGH][NORTH]
    assert state.log()[-2] == "No betting on High in round 1: nobody can bet above the level of 5."


def test_folding_low_keeps_high_alive():
    state = betting_table()
    moves(state, "bet 20", "fold", "fold")
    assert state.folded[LOW] == [False, True, True]
    assert state.circle == HIGH
    assert not any(state.folded[HIGH])
    assert state.current_player == NORTH


def test_a_circle_with_one_live_twosome_takes_no_more_betting():
    state = betting_table()
    moves(state, "bet 20", "fold", "fold")
    check_round(state)
    state = to_round_two(state)
    assert state.circle == HIGH, "the Low round 2 is skipped: only North's Low is live"
    assert "No betting on Low in round 2: only North's Low twosome is live." in state.log()


def to_round_two(state):
    while state.phase != "bet":
        seat = state.current_player
        state.apply(f"discard {state.twosomes[seat][LOW][0]}")
        state.apply(state.legal_actions()[0])
        state.apply_chance()
    return state


def test_the_last_live_twosome_of_each_circle_wins_without_a_showdown():
    state = betting_table()
    moves(state, "bet 20", "fold", "fold", "check", "bet 30", "fold", "fold")
    assert state.phase == "deal", "the hand is over: no taking, no second round"
    assert state.hands_completed == 1
    assert state.stacks == [90 - 20 + 35, 90 - 30 + 45, 90]
    assert state.verdict == (
        "North wins the Low circles and Pot (35 chips) uncontested; East wins the High circles "
        "and Pot (45 chips) uncontested, without a showdown."
    )
    assert not state.showdown
    assert state.observation(WEST).twosomes[NORTH] == ((None, None), (None, None))


def test_folded_chips_stay_in_the_circle_for_its_winner():
    state = betting_table()
    moves(state, "bet 10", "call", "fold")
    assert state.bets[LOW] == [15, 15, 5]
    assert sum(state.bets[LOW]) == 35


# ---------------------------------------------------------------------- taking
def taking_table(**rules):
    return to_taking(betting_table(**rules))


def test_taking_goes_round_from_the_dealers_left_folded_players_too():
    state = betting_table()
    moves(state, "bet 5", "fold", "fold")
    check_round(state)
    takers = []
    while state.phase in ("take", "raid", "pick"):
        if state.phase == "take":
            takers.append(state.current_player)
            state.apply(state.legal_actions()[0])
        elif state.phase == "raid":
            state.apply(state.legal_actions()[0])
        else:
            state.apply_chance()
    assert takers == [NORTH, EAST, WEST]


def test_the_taken_card_lies_face_up_and_freezes_the_receiving_twosome():
    state = taking_table()
    north_low = list(state.twosomes[NORTH][LOW])
    take(state, north_low[1], "1 low", state.twosomes[EAST][LOW][0])
    taken = state.face_up[NORTH]
    assert state.frozen[NORTH] == LOW
    assert state.twosomes[NORTH][LOW] == [taken, north_low[0]], "the face-up card lies first"
    for seat in (EAST, WEST):
        assert state.observation(seat).twosomes[NORTH][LOW] == (taken, None)
    state.apply(f"discard {state.twosomes[EAST][HIGH][0]}")
    assert Action("take", (NORTH, "low")) not in state.legal_actions()
    assert Action("take", (NORTH, "high")) in state.legal_actions()
    with pytest.raises(IllegalActionError, match="North's Low twosome is frozen"):
        state.apply("take 0 low")


def test_the_victim_replaces_the_lost_card_and_the_others_cannot_tell_which_is_new():
    state = taking_table()
    east_low = list(state.twosomes[EAST][LOW])
    top = state.deck[-1]
    take(state, state.twosomes[NORTH][HIGH][0], "1 low", east_low[0])
    assert sorted(state.twosomes[EAST][LOW], key=value_key) == state.twosomes[EAST][LOW]
    assert set(state.twosomes[EAST][LOW]) == {east_low[1], top}
    assert state.observation(WEST).twosomes[EAST][LOW] == (None, None)
    assert state.observation(NORTH).twosomes[EAST][LOW] == (None, None)
    assert state.log(EAST)[-1].startswith(
        f"North takes {east_low[0].short} from your Low twosome; you draw {top.short}"
    )
    assert top.short not in state.log(WEST)[-1]


def test_which_of_the_two_cards_is_taken_is_an_even_chance():
    state = taking_table()
    state.apply(f"discard {state.twosomes[NORTH][HIGH][0]}")
    state.apply("take 2 high")
    outcomes = state.chance_outcomes()
    assert sorted(str(a) for a, _ in outcomes) == sorted(
        f"picked {card}" for card in state.twosomes[WEST][HIGH]
    )
    assert [p for _, p in outcomes] == [0.5, 0.5]
    with pytest.raises(
        IllegalActionError, match="one of the two cards of the twosome being raided"
    ):
        state.apply(f"picked {state.twosomes[EAST][HIGH][0]}")


def test_a_players_own_twosomes_cannot_be_raided():
    state = taking_table()
    state.apply(f"discard {state.twosomes[NORTH][HIGH][0]}")
    assert all(a.args[0] != NORTH for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="cannot take from your own twosomes"):
        state.apply("take 0 low")


def test_folded_twosomes_may_be_raided():
    state = betting_table()
    moves(state, "bet 5", "call", "fold")
    check_round(state)
    state.apply(f"discard {state.twosomes[NORTH][HIGH][0]}")
    assert Action("take", (WEST, "low")) in state.legal_actions()


def test_there_is_always_a_twosome_to_take_from_even_for_the_last_of_eight():
    for state in random_games(6, seed=40, players=8, max_hands=2):
        if state.phase == "raid":
            others = [seat for seat in state.order if seat != state.current_player]
            frozen = sum(state.frozen[seat] is not None for seat in others)
            assert len(state.legal_actions()) == 2 * len(others) - frozen >= len(others)


def test_no_card_is_ever_taken_from_a_frozen_twosome():
    for state in random_games(20, seed=50, players=5, max_hands=2):
        if state.phase == "pick":
            victim, circle = state.target
            assert state.frozen[victim] != circle


# ---------------------------------------------------------------------- showdown and Pots
def test_the_lowest_live_low_and_the_highest_live_high_win_their_circles_and_pots():
    state = betting_table()
    # North: Low A♠ 2♥ replaced to 2♥ 2♣ (4); East: 3♣ 4♥ (7); West: 4♣ 6♥ (10).
    moves(state, "bet 10", "call", "call")
    check_round(state)
    takes_in_turn(state, (HIGH, "1 high"), (HIGH, "2 high"), (HIGH, "0 low"))
    check_round(state)
    lows = {seat: value(state.twosomes[seat][LOW]) for seat in (NORTH, EAST, WEST)}
    highs = {seat: value(state.twosomes[seat][HIGH]) for seat in (NORTH, EAST, WEST)}
    low_winner, high_winner = min(lows, key=lows.get), max(highs, key=highs.get)
    assert sorted(lows.values())[0] < sorted(lows.values())[1]
    assert sorted(highs.values())[-1] > sorted(highs.values())[-2]
    expected = [80, 80, 80]  # 100, less both antes and the Low bet of 10
    expected[low_winner] += 45
    expected[high_winner] += 15
    assert state.stacks == expected
    assert state.showdown
    assert state.bets == [[0, 0, 0], [0, 0, 0]]


def test_a_folded_twosome_is_turned_up_but_cannot_win():
    state = betting_table()
    moves(state, "bet 10", "fold", "call")  # East folds the best Low, A+2
    check_round(state)
    takes_in_turn(state, (HIGH, "2 high"), (HIGH, "0 low"), (HIGH, "0 low"))
    check_round(state)
    assert state.showdown
    assert value(state.twosomes[EAST][LOW]) < min(value(state.twosomes[s][LOW]) for s in (0, 2))
    assert state.observation(NORTH).twosomes[EAST][LOW] == tuple(state.twosomes[EAST][LOW])
    low_line = state.verdict.split("High:")[0]
    assert "(3) folded" in low_line
    assert "East wins" not in low_line


def takes_in_turn(state, *plans):
    """Each player in turn discards the first card of a twosome and takes from a target; the
    blind pick is the first of the two cards."""
    for circle, target in plans:
        seat = state.current_player
        take(state, state.twosomes[seat][circle][0], target)
    return state


def tie_table(tie, low_betting=("bet 3", "call", "call")):
    """North and West tie for the best Low (A+3 and 2+2), by default after a bet of 3 each;
    East's Low (5+6, then 6 and a 10 after West's raid) stays worse."""
    state = table(players=3, dealer=WEST, tie=tie)
    deal(state, "AS 3H KD KH", "5S 6H QD QH", "2S 2H JD JH", deck="KS QS JS 9C 8C 10C")
    split(state)
    replace(state, north="KD", east="QD", west="JD")
    moves(state, *low_betting)
    check_round(state)
    takes_in_turn(state, (HIGH, "1 high"), (HIGH, "2 high"), (HIGH, "1 low"))
    check_round(state)
    return state


def test_a_tie_for_the_best_low_returns_each_tied_players_own_circle_and_the_rest_goes_to_the_pot():
    state = tie_table("to_pot")
    assert value(state.twosomes[NORTH][LOW]) == value(state.twosomes[WEST][LOW]) == 4
    assert (
        "North and West tie at 4: each takes back their own circle and the other 8 chips go to "
        "the Low Pot (now 8)." in state.verdict
    )
    assert state.pots[LOW] == 8
    assert chips_on_table(state) == 300


def test_split_ties_share_the_other_chips_and_the_pot_and_odd_chips_stay_in_the_pot():
    state = tie_table("split")
    assert state.pots[LOW] == 0, "8 chips split evenly between two"
    assert "each takes back their own circle and 4 of the other 8 chips" in state.verdict


def test_split_ties_leave_the_odd_chip_in_the_pot():
    state = tie_table("split", low_betting=("bet 3", "fold", "call"))  # East leaves 5 chips
    assert "each takes back their own circle and 2 of the other 5 chips" in state.verdict
    assert state.pots[LOW] == 1
    assert chips_on_table(state) == 300


def test_the_pot_carries_over_to_the_next_hands_winner():
    state = tie_table("to_pot")
    assert state.phase == "deal"
    deal(state, "", "", "")
    assert state.pots[LOW] == 8
    assert state.observation(EAST).pots == (8, 0)


# ---------------------------------------------------------------------- hand after hand
def test_a_player_who_cannot_pay_both_antes_is_out_and_their_chips_go_to_the_high_pot():
    state = bust_north()
    assert state.stacks == [0, 205, 90]
    assert state.out == [True, False, False]
    assert state.pots == [0, 5]
    assert state.log()[-1] == (
        "North cannot pay both antes of 5 and is out; their 5 chips go to the High Pot."
    )


def test_the_deal_passes_left_skipping_players_who_are_out():
    state = bust_north()
    assert state.dealer == EAST, "North would deal next but is out"
    deal(state, "", "", "")
    assert state.turn_order() == [WEST, EAST]
    assert state.hands[NORTH] == []
    assert state.bets == [[0, 5, 5], [0, 5, 5]]


def dealers_and_antes(state, hands):
    seen = []
    for _ in range(hands):
        state.advance_chance()
        seen.append((state.dealer, state.ante))
        play_passively(state)
    return seen


def test_the_ante_doubles_each_time_the_deal_reaches_the_first_dealers_seat():
    state = make("take_two", players=3, starting_chips=1000).new_state(seed=4)
    state.apply(Action("first_dealer", (EAST,)))
    assert dealers_and_antes(state, 7) == [
        (EAST, 5),
        (WEST, 5),
        (NORTH, 5),
        (EAST, 10),
        (WEST, 10),
        (NORTH, 10),
        (EAST, 20),
    ]
    assert (
        "The deal reaches the first dealer's seat: the ante doubles to 20 a circle." in state.log()
    )


def test_the_ante_doubles_only_once_with_ante_doubling_once():
    state = make("take_two", players=2, starting_chips=1000, ante_doubling="once").new_state(4)
    state.apply(Action("first_dealer", (NORTH,)))
    assert [ante for _, ante in dealers_and_antes(state, 7)] == [5, 5, 10, 10, 10, 10, 10]


def test_the_ante_never_changes_with_ante_doubling_never():
    state = make("take_two", players=2, starting_chips=1000, ante_doubling="never").new_state(4)
    state.apply(Action("first_dealer", (NORTH,)))
    assert [ante for _, ante in dealers_and_antes(state, 7)] == [5] * 7


def test_the_ante_doubles_when_the_deal_passes_the_first_dealers_seat_after_they_are_out():
    state = bust_north()  # North dealt first and is out after hand 1
    assert dealers_and_antes(state, 3) == [(EAST, 5), (WEST, 5), (EAST, 10)]


def test_a_lone_survivor_takes_both_pots_and_wins_holding_every_chip():
    games = 0
    for state in random_games(40, seed=60, players=3, starting_chips=10):
        if state.is_terminal and "the only player who can pay" in state.verdict:
            games += 1
            (winner,) = state.winners
            assert state.stacks[winner] == 30
            assert state.pots == [0, 0]
            assert state.returns()[winner] == 1.0
            assert sorted(state.returns()) == [-1.0, -1.0, 1.0]
    assert games > 10


def test_if_nobody_can_pay_the_antes_the_largest_stack_wins_and_takes_the_pots():
    games = 0
    for state in random_games(60, seed=70, players=3, starting_chips=10):
        if state.is_terminal and state.verdict.startswith("Nobody can pay"):
            games += 1
            in_game = [seat for seat in range(3) if not state.out[seat]]
            top = max(state.stacks[seat] for seat in in_game)
            assert set(state.winners) == {s for s in in_game if state.stacks[s] == top}
            assert sum(state.pots) < len(state.winners), "only odd chips stay in the Pots"
            assert all(state.stacks[s] < 2 * state.ante for s in in_game if s not in state.winners)
    assert games > 0


def test_max_hands_ends_the_game_the_largest_stack_wins_and_the_pots_stay_unawarded():
    state = tie_table("to_pot")
    assert not state.is_terminal
    state = make("take_two", players=3, max_hands=1, starting_chips=100).replay(
        state.history, seed=state.seed
    )
    assert state.is_terminal
    assert state.pots[LOW] == 8
    top = max(state.stacks)
    assert state.winners == tuple(s for s in range(3) if state.stacks[s] == top)
    assert "stay unawarded" in state.verdict


def test_equal_largest_stacks_share_the_win():
    state = table(players=3, dealer=WEST, max_hands=1)
    deal(state, "AS 2H 5D 6C", "9S 10H KD KH", "7S 8H 9D 10C", deck="5S 9H 10D 3C 4C 2C")
    split(state)
    replace(state, north="5D", east="9S", west="10C")  # each draws the same rank back
    check_round(state)
    # North raids West's High, East West's Low, West East's High (East draws a 2 for it).
    takes_in_turn(state, (HIGH, "2 high"), (LOW, "2 low"), (HIGH, "1 high"))
    check_round(state)
    assert value(state.twosomes[NORTH][LOW]) < min(value(state.twosomes[s][LOW]) for s in (1, 2))
    assert value(state.twosomes[WEST][HIGH]) > max(value(state.twosomes[s][HIGH]) for s in (0, 1))
    assert state.is_terminal
    assert sorted(state.stacks) == [90, 105, 105]
    assert state.returns() == tuple(0.5 if s == 105 else -1.0 for s in state.stacks)


def test_a_game_where_every_stack_is_equal_is_a_draw():
    for state in random_games(30, seed=80, players=2, starting_chips=10):
        if state.is_terminal and len(state.winners) == 2:
            assert state.returns() == (0.0, 0.0)
            return
    pytest.fail("no drawn heads-up game in 30 seeded games")


# ---------------------------------------------------------------------- what always holds
@pytest.mark.parametrize("players", range(2, 9))
def test_chips_are_conserved_at_every_step(players):
    total = 100 * players
    for state in random_games(4, seed=90, players=players, max_hands=4):
        assert chips_on_table(state) == total
        assert min(state.stacks) >= 0


@pytest.mark.parametrize("players", [2, 5, 8])
def test_a_hand_uses_exactly_six_cards_a_player_so_the_deck_never_runs_out(players):
    for state in random_games(5, seed=100, players=players, max_hands=3):
        if state.phase in ("deal", "over") and state.showdown:
            assert len(DECK) - len(state.deck) == 6 * len(state.order)
        assert len(state.deck) >= len(DECK) - 6 * players


@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_the_game_conforms_with_any_number_of_players(players):
    report = check_game(make("take_two", players=players), games=3, seed=7, deep_games=1)
    assert report.games == 3


# ---------------------------------------------------------------------- what each seat sees
def test_a_seat_sees_its_own_cards_and_taken_cards_but_no_other_face_down_card():
    for state in random_games(3, seed=110, players=4, max_hands=2):
        for seat in range(4):
            observation = state.observation(seat)
            for owner, (low, high) in enumerate(observation.twosomes):
                for circle, twosome in ((LOW, low), (HIGH, high)):
                    shown = [card for card in twosome if card is not None]
                    if owner == seat or state.showdown:
                        assert shown == list(state.twosomes[owner][circle])
                    elif state.frozen[owner] == circle:
                        assert shown == [state.face_up[owner]]
                    else:
                        assert shown == []
            hidden = Counter(iter_cards(observation)) - state.visible_cards(seat)
            assert not hidden


def test_at_the_showdown_every_twosome_is_public_and_discards_stay_private():
    state = tie_table("to_pot")
    for seat in (NORTH, EAST, WEST):
        observation = state.observation(seat)
        for owner in (NORTH, EAST, WEST):
            assert observation.twosomes[owner] == tuple(map(tuple, state.twosomes[owner]))
            if owner != seat:
                assert set(observation.discards[owner]) == {None}


def test_the_teacher_sees_every_card_and_the_deck():
    state = taking_table()
    observation = state.observation(None)
    assert observation.deck == tuple(reversed(state.deck))
    assert Counter(iter_cards(observation)) == Counter(DECK)


def test_the_observation_equals_what_the_dataclass_constructor_builds():
    state = taking_table()
    for seat in (None, NORTH, EAST):
        observation = state.observation(seat)
        fields = {f.name: getattr(observation, f.name) for f in dataclasses.fields(observation)}
        assert vars(observation) == fields
        assert TakeTwoObservation(**fields) == observation


def test_each_seat_reads_the_log_in_its_own_words():
    state = taking_table()
    drawn = state.deck[-1].short
    take(state, state.twosomes[NORTH][HIGH][0], "1 high", "KD")
    public = (
        "North takes K♦ from East's High twosome; it lies face up in North's High twosome, "
        "which is now frozen. East draws a replacement"
    )
    assert state.log(WEST)[-1] == public + "."
    assert state.log(NORTH)[-1].startswith("You take K♦ from East's High twosome; your High")
    assert state.log(EAST)[-1].startswith(
        f"North takes K♦ from your High twosome; you draw {drawn}"
    )
    assert state.log(None)[-1] == f"{public}: {drawn}."


# ---------------------------------------------------------------------- the table view
def test_every_move_but_a_bet_size_is_a_click_and_every_refused_click_is_explained():
    for state in random_games(3, seed=120, players=4, max_hands=2):
        for viewer in (None, 0, 1, 2, 3):
            view = table_view(state.observation(viewer))
            intents = {spot.intent for s in view.seats for p in s.piles for spot in p.cards}
            intents |= {choice.intent for choice in view.choices}
            intents.discard(None)
            if viewer is None or viewer != state.current_player:
                assert not intents, "only the seat to move is offered clicks"
                continue
            for intent in intents - set(state.legal_actions()):
                assert state.explain(intent), f"{intent} is refused without a reason"
            if state.phase != "bet":
                assert intents >= set(state.legal_actions())


def test_when_taking_every_twosome_is_clickable_and_the_frozen_and_own_say_why_not():
    state = taking_table()
    take(state, state.twosomes[NORTH][HIGH][0], "1 high")
    state.apply(f"discard {state.twosomes[EAST][LOW][0]}")
    view = table_view(state.observation(EAST))
    clicks = {spot.intent for seat in view.seats for pile in seat.piles for spot in pile.cards}
    assert Action("take", (NORTH, "high")) in clicks
    assert state.explain("take 0 high").startswith("North's High twosome is frozen")
    assert state.explain("take 1 high") == (
        "You cannot take from your own twosomes: take from another player's."
    )
    assert [choice.label for choice in view.choices] == [
        "Take from North's Low",
        "Take from West's Low",
        "Take from West's High",
    ]


def test_bet_sizes_are_every_size_when_few_and_a_spread_up_to_the_cap_when_many():
    assert bet_sizes(4) == [1, 2, 3, 4]
    assert bet_sizes(10) == list(range(1, 11))
    assert bet_sizes(100) == [1, 25, 50, 75, 100]


def test_the_view_marks_frozen_and_folded_twosomes_and_shows_the_pots():
    state = betting_table()
    moves(state, "bet 5", "call", "fold")
    check_round(state)
    take(state, state.twosomes[NORTH][HIGH][0], "1 high")
    view = table_view(state.observation(EAST))
    north, _, west = view.seats
    assert north.piles[1].label.startswith("High")
    assert "frozen" in north.piles[1].label
    assert "folded" in west.piles[0].label
    assert view.centre_lines == (
        "Low Pot 0 (+25 in the circles)",
        "High Pot 0 (+15 in the circles)",
        "ante 5 a circle",
    ), "the Pots and, beside them, the chips bet this hand, which grow while betting goes on"
    assert north.lines[:3] == ("stack 85", "Low circle 10", "High circle 5")


def test_betting_buttons_say_what_each_size_does():
    state = betting_table()
    labels = [choice.label for choice in table_view(state.observation(NORTH)).choices]
    assert labels == [
        "Check",
        "Bet 1 (to 6)",
        "Bet 22 (to 27)",
        "Bet 45 (to 50)",
        "Bet 67 (to 72)",
        "Bet 90 (to 95) (the cap)",
    ]
    state.apply("bet 10")
    labels = [choice.label for choice in table_view(state.observation(EAST)).choices]
    assert labels[:3] == ["Fold", "Call 10", "Raise 1 (to 16)"]


def test_the_state_draws_itself_for_notebooks():
    state = taking_table()
    picture = state._repr_svg_()
    assert picture.startswith("<svg")
    assert "Take Two" in picture
    assert picture == state_svg(state, None)


# ---------------------------------------------------------------------- the bot
def bot_decision(state):
    seat = state.current_player
    return TakeTwoHeuristic().decide(
        state.observation(seat), state.legal_actions(), np.random.default_rng(0)
    )


def test_the_bot_puts_its_two_lowest_cards_in_low():
    state = deal(table(players=3, dealer=WEST), "KS 4H 9D 2C")
    first = bot_decision(state)
    assert first.action == Action("low", (Card.parse("2C"),))
    assert first.reason.startswith("puts 2♣ in Low: the two lowest cards")
    state.apply(first.action)
    assert bot_decision(state).action == Action("low", (Card.parse("4H"),))


def test_the_bot_replaces_a_card_of_its_weaker_twosome():
    state = deal(table(players=3, dealer=WEST), "AS 2H 3D KC")  # Low 3 is great, High 16 poor
    split(state)
    decision = bot_decision(state)
    assert decision.action == Action("discard", (Card.parse("3D"),))
    assert "from its High of 16" in decision.reason


def test_the_bot_bets_a_strong_twosome_and_folds_a_hopeless_one_facing_a_big_bet():
    state = betting_table()
    state.apply("bet 60")  # North bets big; East holds A+2 on Low
    decision = bot_decision(state)
    assert decision.action.kind == "raise"
    assert "a Low of 3 wins about" in decision.reason
    state.apply("call")
    decision = bot_decision(state)  # West: a Low of 7 against two live Lows
    state.apply(decision.action)
    check_round(state)
    assert state.phase in ("take", "deal")
    north_view = betting_table()
    moves(north_view, "check", "bet 80")
    north_view.apply("fold")
    decision = bot_decision(north_view)  # North: a Low of 21 facing a bet of 80
    assert decision.action == Action("fold")
    assert decision.reason.startswith("folds its Low: a Low of 21 wins about")


def test_the_bot_takes_from_a_low_twosome_to_mend_its_low():
    state = deal(table(players=3, dealer=WEST), "9S 10H KD KH", "AS 2H 3D 4C", "5S 6H 7D 8C")
    split(state)
    replace(state, north="9S", east="4C", west="8C")
    check_round(state)
    decision = bot_decision(state)
    assert decision.action.kind == "discard"
    state.apply(decision.action)
    assert state.waiting == LOW, "its Low (10 and something) needs help more than K+K"
    decision = bot_decision(state)
    assert decision.action.args[1] == "low"
    assert "a Low twosome likely holds a low card" in decision.reason


def test_the_bot_reads_a_face_up_card_in_a_rivals_frozen_twosome():
    state = taking_table()
    take(state, state.twosomes[NORTH][LOW][0], "1 high", "KD")  # North's Low shows K♦
    observation = state.observation(EAST)
    bot = TakeTwoHeuristic()
    assert observation.twosomes[NORTH][LOW][0] == Card.parse("KD")
    assert bot.chance(observation, LOW, 12) > bot.chance(observation, LOW, 14)
    only_north = dataclasses.replace(observation, folded=((False, False, True), (False,) * 3))
    assert bot.chance(only_north, LOW, 3) == 1.0, "any Low under K+1 beats a Low showing a K"
    assert bot.chance(only_north, LOW, 12) == 1.0
    assert bot.chance(only_north, LOW, 15) < 1.0


def test_a_twosomes_chance_is_its_chance_against_each_live_rival_multiplied_in_seat_order():
    state = taking_table()
    take(state, state.twosomes[NORTH][LOW][0], "1 high", "KD")  # one rival shows a card
    observation = state.observation(EAST)
    bot = TakeTwoHeuristic()
    rivals = [seat for seat in range(3) if seat != EAST]

    def alone(rival: int) -> TakeTwoObservation:
        """The same table with every rival but ``rival`` folded in Low."""
        low = tuple(seat not in (rival, EAST) for seat in range(3))
        return dataclasses.replace(observation, folded=(low, observation.folded[HIGH]))

    for total in range(2, 27):
        one_by_one = [bot.chance(alone(rival), LOW, total) for rival in rivals]
        assert bot.chance(observation, LOW, total) == math.prod(one_by_one)


def test_the_bot_makes_only_legal_moves_and_always_says_why():
    game = make("take_two", players=5, max_hands=3)
    for seed in range(4):
        state = game.new_state(seed)
        rng = np.random.default_rng(seed)
        bot = TakeTwoHeuristic()
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
                continue
            decision = bot.decide(
                state.observation(state.current_player), state.legal_actions(), rng
            )
            assert decision.action in state.legal_actions()
            assert decision.reason
            assert "." not in decision.reason[-1:]
            state.apply(decision.action)


def test_the_bot_beats_random_bots_over_seeded_hands():
    result = evaluate(
        make("take_two", players=4, max_hands=1),
        TakeTwoHeuristic(),
        RandomAgent(),
        games=200,
        seed=1,
    )
    assert result.win_rate_ci[0] > result.equal_share


def betting_turn(**rules):
    """A game at its first betting turn (the antes are in)."""
    state = make("take_two", **rules).new_state(seed=1)
    while state.is_chance or state.phase != "bet":
        if state.is_chance:
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    return state


def test_a_stack_of_a_million_chips_offers_its_bets_as_one_range():
    state = betting_turn(starting_chips=1_000_000)
    legal = state.legal_actions()
    assert legal.listed == (Action("check"),)
    (bets,) = legal.ranges
    assert (bets.kind, bets.low) == ("bet", 1)
    assert len(legal) == 1 + bets.high
    assert state.is_legal(Action("bet", (bets.high,)))
    assert not state.is_legal(Action("bet", (bets.high + 1,)))
    assert "from 1 to" in state.explain(f"bet {bets.high + 1}")


def test_a_bet_typed_in_any_case_is_read_from_the_range():
    state = betting_turn()
    state.apply("Bet 7")
    assert state.history[-1] == Action("bet", (7,))


def test_the_betting_prompt_names_what_is_owed_and_the_most_that_may_be_added():
    circles = set()
    for state in random_games(6, seed=3, players=4):
        if state.is_chance or state.is_terminal:
            continue
        prompt = state.turn_prompt()
        if state.phase != "bet":
            assert prompt == "", "elsewhere the rule of the moment says it all"
            continue
        legal = state.legal_actions()
        most = legal.ranges[0].high if legal.ranges else 0
        if Action("call") in legal:
            owed = state.betting_level - state.bets[state.circle][state.current_player]
            assert f": call {owed} chip" in prompt
            assert prompt.endswith(f"raise by 1 to {most}, or fold." if most else "or fold.")
        else:
            assert prompt.endswith(f"or bet 1 to {most} chips." if most else "bet more).")
        circles.add(prompt.split(":")[0])
    assert circles == {"Low circle", "High circle"}
