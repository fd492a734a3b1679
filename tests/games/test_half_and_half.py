"""Half and Half (RULES.md §1), rule by rule."""

from collections import Counter

import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import Action, Card, IllegalActionError, cards, play
from cardwidgets.games.half_and_half.game import (
    DECK,
    FLIP,
    GO_FIRST,
    LET_OTHER_START,
    cards_demanded,
)
from cardwidgets.views import table_view

NORTH, SOUTH = 0, 1


def deal_event(dealer, flips, middle=""):
    """A deal in which each seat turns ``flips[seat]`` first (in that order), and the middle
    deck starts with ``middle`` (top first). Unlisted cards fill the rest in deck order."""
    spare = Counter(DECK)
    sequences = {}
    for seat in (NORTH, SOUTH):
        listed = list(cards(flips.get(seat, "")))
        spare.subtract(listed)
        sequences[seat] = listed
    rest = list(spare.elements())
    for seat in (NORTH, SOUTH):
        need = 27 - len(sequences[seat])
        sequences[seat] += rest[:need]
        rest = rest[need:]
    non_dealer = 1 - dealer
    deck_a = [sequences[non_dealer if i % 2 == 0 else dealer][26 - i // 2] for i in range(54)]
    top = list(cards(middle))
    spare_b = Counter(DECK)
    spare_b.subtract(top)
    return Action("deal", tuple(deck_a) + tuple(top) + tuple(spare_b.elements()))


def arranged(flips, middle="", dealer=SOUTH, first=NORTH, **rules):
    game = make("half_and_half", first_player="dealer" if first == dealer else "random", **rules)
    state = game.new_state(seed=1)
    state.apply(Action("first_dealer", (dealer,)))
    state.apply(deal_event(dealer, flips, middle))
    if state.is_chance:
        state.apply(Action("first_player", (first,)))
    return state


@pytest.mark.parametrize(
    ("card", "taken"),
    [
        ("2H", 0),
        ("7S", 0),
        ("8D", 8),
        ("9C", 9),
        ("10H", 10),
        ("JS", 10),
        ("QD", 10),
        ("KC", 10),
        ("AH", 1),
        ("SJ", 0),
        ("BJ", 0),
    ],
)
def test_each_flipped_card_takes_its_number_of_cards(card, taken):
    assert cards_demanded(Card.parse(card)) == taken


def test_an_ace_takes_nothing_in_the_original_english_rules():
    assert cards_demanded(Card.parse("AS"), ace_draw=0) == 0
    state = arranged({NORTH: "AS"}, ace_draw=0)
    state.apply(FLIP)
    assert state.observation(None).second_sizes == (0, 0)


def test_a_flip_moves_the_card_face_up_and_takes_from_the_middle_top():
    state = arranged({NORTH: "QH"}, middle="2C 3C 4C 5C 6C 7C 8C 9C 10C JC KC")
    state.apply(FLIP)
    assert state.face_up[NORTH] == [Card.parse("QH")]
    assert state.second[NORTH] == list(cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC"))
    assert state.observation(SOUTH).middle_size == 44
    assert state.log(SOUTH)[-1] == "North turns Q♥ and takes 10 cards (44 left in the middle)."
    assert state.log(NORTH)[-1] == "You turn Q♥ and take 10 cards (44 left in the middle)."


def test_players_alternate():
    state = arranged({NORTH: "2H 3H", SOUTH: "4H 5H"})
    movers = []
    for _ in range(4):
        movers.append(state.current_player)
        state.apply(FLIP)
    assert movers == [NORTH, SOUTH, NORTH, SOUTH]


def test_a_joker_takes_nothing_and_loses_the_turn_by_default():
    state = arranged({NORTH: "SJ 2H", SOUTH: "3H"})
    state.apply(FLIP)
    assert state.observation(None).second_sizes == (0, 0)
    assert state.current_player == SOUTH
    assert state.log(SOUTH)[-1] == "North turns a joker and loses the turn."


def test_skip_next_turn_joker_lets_the_opponent_flip_twice():
    state = arranged({NORTH: "SJ 2H", SOUTH: "3H 4H 5H"}, joker="skip_next_turn")
    state.apply(FLIP)  # North: joker
    assert state.current_player == SOUTH
    state.apply(FLIP)  # South
    assert state.current_player == SOUTH, "North misses the next turn"
    assert state.log(SOUTH)[-1] == "North misses a turn (joker)."
    state.apply(FLIP)
    assert state.current_player == NORTH


def test_two_jokers_mean_two_missed_turns():
    state = arranged({NORTH: "SJ BJ 2H", SOUTH: "3H 4H 5H 6H"}, joker="skip_next_turn")
    movers = []
    for _ in range(6):
        movers.append(state.current_player)
        state.apply(FLIP)
    assert movers == [NORTH, SOUTH, SOUTH, NORTH, SOUTH, SOUTH]
    assert state.skips == [0, 0]


def test_skips_of_both_players_cancel_one_for_one():
    state = arranged({NORTH: "SJ 2H 3H", SOUTH: "BJ 4H 5H"}, joker="skip_next_turn")
    state.apply(FLIP)  # North joker: North owes a skip
    state.apply(FLIP)  # South joker: South owes one; North's and South's cancel
    assert state.skips == [0, 0]
    assert state.current_player == NORTH


def test_a_short_middle_deck_gives_all_that_remain_and_ends_the_game_at_once():
    state = arranged({NORTH: "KS KH KD KC QS 9S", SOUTH: "2H 3H 4H 5H 6H 7H"})
    for _ in range(10):
        state.apply(FLIP)
    assert state.observation(None).middle_size == 4
    state.apply(FLIP)  # North's 9 asks for 9; only 4 remain
    assert state.is_terminal
    assert state.finished == [(54, 0)]
    assert "takes the last 4 cards (9 asked)" in state.log()[-2]


def test_fewer_cards_wins():
    state = arranged({NORTH: "KS KH KD", SOUTH: "10S 10H 10D"})
    while not state.is_terminal:
        state.apply(FLIP)
    assert state.finished == [(30, 24)]
    assert state.returns() == (-1.0, 1.0)
    assert state.log()[-1].endswith("South wins.")


def test_equal_piles_are_a_draw():
    state = arranged({NORTH: "KS 9S 8S", SOUTH: "KD 9D 8D"})
    while not state.is_terminal:
        state.apply(FLIP)
    assert state.finished == [(27, 27)]
    assert state.returns() == (0.0, 0.0)
    assert state.log()[-1] == "The middle deck is empty: North has 27 cards, South 27. A draw."


def test_the_dealer_goes_first_when_the_rules_say_so():
    state = make("half_and_half", first_player="dealer").new_state(seed=3)
    state.advance_chance()
    assert state.current_player == state.dealer


def test_random_first_player_is_a_recorded_coin_toss():
    state = make("half_and_half").new_state(seed=3)
    state.advance_chance()
    assert state.history[-1].kind == "first_player"
    assert state.current_player == state.history[-1].arg


def choose_state(seed=5):
    state = make("half_and_half", first_player="choose").new_state(seed=seed)
    state.advance_chance()
    return state


def test_choose_asks_the_non_dealer_first_and_keeps_the_answer_secret():
    state = choose_state()
    first = 1 - state.dealer
    assert state.current_player == first
    assert state.legal_actions() == [GO_FIRST, LET_OTHER_START]
    state.apply(GO_FIRST)
    assert state.current_player == state.dealer
    assert state.observation(state.dealer).answers == (None, None)
    assert state.observation(first).answers[first] is True
    assert state.log(state.dealer)[-1] == f"{state.names[first]} has answered."


def test_choose_one_keen_player_goes_first():
    state = choose_state()
    first = 1 - state.dealer
    state.apply(LET_OTHER_START)
    state.apply(GO_FIRST)
    assert state.current_player == state.dealer
    assert state.observation(first).answers == tuple(s == state.dealer for s in (0, 1))


@pytest.mark.parametrize("answer", [GO_FIRST, LET_OTHER_START])
def test_choose_same_answers_go_to_a_coin_toss(answer):
    state = choose_state()
    state.apply(answer)
    state.apply(answer)
    assert state.is_chance
    assert "coin toss decides" in state.log()[-1]


def test_a_match_alternates_the_dealer_and_counts_games():
    state = make("half_and_half", games=3).new_state(seed=11)
    dealers = []
    while not state.is_terminal:
        if state.is_chance and state.phase == "deal":
            dealers.append(state.dealer)
        if state.is_chance:
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    assert len(dealers) == 3
    assert dealers[0] != dealers[1]
    assert dealers[1] != dealers[2]
    won = state.match_score
    assert sum(won) == 3
    assert state.returns()[0] == (won[0] > won[1]) - (won[0] < won[1])


def test_the_status_at_the_end_of_a_match_names_the_winner_of_the_match():
    state = make("half_and_half", games=3).new_state(seed=3)
    while not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    north = state.observation(NORTH)
    assert north.winners == (SOUTH, SOUTH, NORTH), "North won the last game, South the match"
    assert table_view(north).status == "South wins the match 2-1."
    assert state.log()[-1] == "South wins the match 2-1."


def test_an_illegal_move_is_refused_with_the_reason_and_nothing_changes():
    state = arranged({NORTH: "2H"})
    before = state.clone()
    with pytest.raises(
        IllegalActionError, match=r"North must turn the top card.*Allowed now: flip"
    ):
        state.apply("go_first yes")
    with pytest.raises(IllegalActionError, match="It is North's turn, so South cannot play now"):
        state.apply(FLIP, seat=SOUTH)
    assert state == before


def test_seats_see_no_pile_order_but_the_teacher_does():
    state = arranged({NORTH: "QH"})
    assert state.observation(NORTH).piles is None
    assert state.observation(SOUTH).middle is None
    assert state.observation(None).piles[NORTH][0] == Card.parse("QH")


@pytest.fixture(scope="module")
def many_games():
    finished = []
    for variant in ({}, {"ace_draw": 0}, {"joker": "skip_next_turn"}):
        game = make("half_and_half", **variant)
        for seed in range(400):
            state = play(game.new_state(seed), [RandomAgent(), RandomAgent()], seed)
            finished.append((variant, state))
    return finished


def test_second_piles_always_total_54(many_games):
    assert all(sum(state.finished[-1]) == 54 for _, state in many_games)


def test_the_middle_deck_empties_before_either_personal_pile(many_games):
    assert all(min(len(p) for p in state.piles) > 0 for _, state in many_games)


def test_a_game_lasts_6_to_36_flips_or_37_with_aces_drawing_nothing(many_games):
    for variant, state in many_games:
        limit = 37 if variant.get("ace_draw") == 0 else 36
        assert 6 <= state.flips <= limit


def test_the_shortest_game_is_six_flips():
    state = arranged({NORTH: "KS KH KD", SOUTH: "KC QS QH"})
    while not state.is_terminal:
        state.apply(FLIP)
    assert state.flips == 6


@pytest.mark.parametrize(("ace_draw", "longest"), [(1, 36), (0, 37)])
def test_the_longest_game(ace_draw, longest):
    lows = [f"{r}{s}" for r in range(2, 8) for s in "SHDC"] + ["SJ", "BJ"]
    north = " ".join([*lows[:13], "AS", "AH", "8S", "8H", "9S", "9H"])
    south = " ".join([*lows[13:], "AD", "AC", "8D", "8C", "10S"])
    state = arranged({NORTH: north, SOUTH: south}, ace_draw=ace_draw)
    while not state.is_terminal:
        state.apply(FLIP)
    assert state.flips == longest


def test_the_log_reads_like_the_game():
    state = make("half_and_half").new_state(seed=7)
    play(state, [RandomAgent(), RandomAgent()], 0)
    log = state.log()
    assert log[0].endswith("deals first (drawn by lot).")
    assert "shuffles both decks" in log[1]
    assert log[2].startswith("A coin toss:")
    assert log[-1].startswith("The middle deck is empty:")


def test_a_state_shows_as_a_picture_and_has_a_short_repr():
    state = make("half_and_half").new_state(seed=7)
    state.advance_chance()
    assert (
        repr(state)
        == f"<Half and Half: step 3, {state.names[state.current_player]} to move, seed 7>"
    )
    svg = state._repr_svg_()
    assert svg.startswith("<svg")
    assert "middle deck" in svg
