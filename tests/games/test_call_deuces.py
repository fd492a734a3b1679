"""Call Deuces (RULES.md §3), rule by rule. Its golden playthroughs, one per variant, are
checked with every game's in ``tests/test_playthroughs.py``."""

from collections import Counter

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import (
    BIG_JOKER,
    SMALL_JOKER,
    Action,
    Card,
    IllegalActionError,
    RulesError,
    cards,
    play,
)
from cardwidgets.engine.conformance import check_game
from cardwidgets.engine.data import iter_cards
from cardwidgets.games.call_deuces.bots import CallDeucesHeuristic
from cardwidgets.games.call_deuces.game import PASS, beats
from cardwidgets.render.view import CardSpot
from cardwidgets.views import table_view

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

#: North: every spade from the 4 up and both jokers; East all hearts, South all diamonds, West
#: all clubs; the 3 and 2 of spades in the kitty.
ONE_SUIT_EACH = {
    NORTH: "4S 5S 6S 7S 8S 9S 10S JS QS KS AS SJ BJ",
    EAST: "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    SOUTH: "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    WEST: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
}


def deal_event(game, dealer, hands, kitty=""):
    """The ``deal`` chance event that gives each listed seat exactly its cards (unlisted seats
    and the kitty are filled from the rest of the deck in order)."""
    n, size = game.rules.players, game.rules.hand_size
    spare = Counter(game.all_cards())
    wanted = {seat: list(cards(text)) for seat, text in hands.items()}
    top = list(cards(kitty))
    for listed in [*wanted.values(), top]:
        spare.subtract(listed)
    rest = [card for card in game.all_cards() if spare[card] > 0]
    top += [rest.pop(0) for _ in range(2 - len(top))]
    for seat in range(n):
        wanted.setdefault(seat, [])
        while len(wanted[seat]) < size:
            wanted[seat].append(rest.pop(0))
    order = list(top)
    for index in range(n * size):
        seat = (dealer + 1 + index) % n
        order.append(wanted[seat][index // n])
    return Action("deal", tuple(order))


def arranged(hands, kitty="", dealer=WEST, totals=None, **rules):
    """A game at the start of the auction, with the given hands (dealer West: North bids first)."""
    game = make("call_deuces", **rules)
    state = game.new_state(seed=1)
    state.apply(Action("first_dealer", (dealer,)))
    state.apply(deal_event(game, dealer, hands, kitty))
    if totals is not None:
        state.totals = tuple(totals)
    return state


def contract(state, bid, bidder=NORTH, bury="", trump="spades"):
    """Everyone passes except ``bidder``, who bids ``bid``, buries and names trump."""
    while state.phase == "bid":
        state.apply(f"bid {bid}" if state.current_player == bidder else "pass")
    for card in cards(bury) or state.hands[bidder][:2]:
        state.apply(Action("bury", (card,)))
    state.apply(f"trump {trump}")


def finish_hand(state, choose=lambda legal: legal[0]):
    """Play out the current hand, each seat choosing with ``choose`` (the first legal card)."""
    deal = state.deal
    while state.phase == "play" and state.deal == deal:
        state.apply(choose(state.legal_actions()))


def played(state, text):
    for token in text.split():
        state.apply(f"play {token}")


# ------------------------------------------------------------------ cards and deal
def test_four_players_use_54_cards_and_five_players_52():
    assert len(make("call_deuces").all_cards()) == 54
    assert BIG_JOKER in make("call_deuces").all_cards()
    assert len(make("call_deuces", players=5).all_cards()) == 52
    assert SMALL_JOKER not in make("call_deuces", players=5).all_cards()


@pytest.mark.parametrize(("players", "size"), [(4, 13), (5, 10)])
def test_the_deal_gives_each_player_their_cards_and_two_to_the_kitty(players, size):
    state = make("call_deuces", players=players).new_state(seed=3)
    state.advance_chance()
    assert [len(hand) for hand in state.hands] == [size] * players
    assert len(state.kitty) == 2
    assert state.observation(0).kitty_size == 2


def test_the_first_dealer_is_drawn_by_lot_and_recorded():
    state = make("call_deuces").new_state(seed=3)
    assert state.chance_outcomes() == [(Action("first_dealer", (s,)), 0.25) for s in range(4)]
    state.apply_chance()
    assert state.history[0].kind == "first_dealer"
    assert state.log()[0] == f"{state.names[state.dealer]} deals first (drawn by lot)."


def test_the_top_two_cards_are_the_kitty_and_the_rest_are_dealt_one_at_a_time_from_the_left():
    game = make("call_deuces")
    state = game.new_state(seed=1)
    state.apply("first_dealer 2")
    order = game.all_cards()
    state.apply(Action("deal", order))
    assert state.kitty == list(order[:2])
    assert state.hands[WEST][0] == order[2], "West, left of the dealer South, gets the first card"
    assert state.current_player == WEST, "the auction starts left of the dealer"


def test_the_deal_passes_to_the_left_after_each_hand():
    state = make("call_deuces", failed_bid="none").new_state(seed=5)
    dealers = []
    while not state.is_terminal and len(dealers) < 4:
        if state.phase == "deal":
            dealers.append(state.dealer)
        if state.is_chance:
            state.apply_chance()
        else:
            state.apply(
                state.legal_actions()[-1] if state.phase == "bid" else state.legal_actions()[0]
            )
    assert dealers == [(dealers[0] + i) % 4 for i in range(4)]


def test_a_deal_must_list_every_card_once():
    state = make("call_deuces").new_state(seed=1)
    state.apply("first_dealer 0")
    deck = make("call_deuces").all_cards()
    with pytest.raises(IllegalActionError, match="lists all 54 cards once each"):
        state.apply(Action("deal", deck[:-1] + deck[:1]))


# ------------------------------------------------------------------ the auction
def test_bids_run_from_15_to_33_with_four_players():
    state = arranged(ONE_SUIT_EACH)
    legal = state.legal_actions()
    assert legal[0] == PASS
    assert [a.arg for a in legal[1:]] == list(range(15, 34))


@pytest.mark.parametrize(("minimum", "expected"), [(1, range(1, 31)), (10, range(10, 31))])
def test_bids_run_from_the_chosen_minimum_to_30_with_five_players(minimum, expected):
    state = arranged({}, players=5, min_bid_five_players=minimum, dealer=4)
    assert [a.arg for a in state.legal_actions()[1:]] == list(expected)


def test_a_bid_must_beat_the_current_bid():
    state = arranged(ONE_SUIT_EACH)
    state.apply("bid 20")
    assert [a.arg for a in state.legal_actions()[1:]] == list(range(21, 34))
    before = state.clone()
    with pytest.raises(IllegalActionError, match="must beat the current bid of 20: bid 21 to 33"):
        state.apply("bid 20")
    with pytest.raises(IllegalActionError, match="Bids run from 15 to 33"):
        state.apply("bid 40")
    assert state == before


def test_a_player_who_passes_is_out_of_the_auction():
    state = arranged(ONE_SUIT_EACH)
    for action in ("bid 15", "pass", "bid 16", "bid 17", "bid 18"):
        state.apply(action)
    assert state.current_player == SOUTH, "East passed and is skipped"


def test_the_auction_ends_when_one_bidder_remains():
    state = arranged(ONE_SUIT_EACH)
    for action in ("pass", "bid 20", "pass", "pass"):
        state.apply(action)
    assert state.phase == "bury"
    assert (state.bidder, state.high_bid) == (EAST, 20)
    assert state.current_player == EAST


def test_the_last_player_may_still_bid_after_everyone_else_passes():
    state = arranged(ONE_SUIT_EACH)
    for _ in range(3):
        state.apply("pass")
    assert state.phase == "bid"
    assert state.current_player == WEST
    state.apply("bid 15")
    assert state.bidder == WEST


def test_a_bid_of_the_maximum_ends_the_auction_at_once():
    state = arranged(ONE_SUIT_EACH)
    state.apply("bid 33")
    assert state.phase == "bury"
    assert state.bidder == NORTH
    assert "North wins the auction at 33" in state.log()[-1]


def test_when_everyone_passes_the_hand_is_thrown_in_unscored_and_the_deal_passes_left():
    state = arranged(ONE_SUIT_EACH, max_hands=1)
    for _ in range(4):
        state.apply("pass")
    assert state.is_chance
    assert state.dealer == NORTH
    assert state.totals == (0, 0, 0, 0)
    assert state.hands_completed == 0, "a thrown-in hand does not count towards max_hands"
    assert "thrown in unscored, and the deal passes to North" in state.log()[-1]
    state.apply_chance()
    assert state.deal == 2
    assert state.current_player == EAST


def test_after_three_hands_thrown_in_the_dealer_must_bid_when_everyone_else_passes():
    state = arranged(ONE_SUIT_EACH, max_hands=1)
    for _ in range(3):  # three hands thrown in, one after the other
        for _ in range(4):
            state.apply("pass")
        state.apply_chance()
    for _ in range(3):
        state.apply("pass")
    dealer = state.current_player
    assert dealer == state.dealer
    assert PASS not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="3 hands in a row were thrown in"):
        state.apply("pass")
    assert state.current_player == dealer, "the refused pass changed nothing"
    bot = CallDeucesHeuristic()
    move = bot.act(state.observation(dealer), state.legal_actions(), np.random.default_rng(0))
    assert move == Action("bid", (15,)), "the game's bot, held to bid, bids the least"
    state.apply(move)
    assert state.bidder == dealer
    assert state.thrown_in == 0


def test_nothing_is_leaked_around_a_throw_in():
    state = arranged(ONE_SUIT_EACH, max_hands=1)
    for _ in range(4):
        state.apply("pass")
        assert_no_leaks(state)
    state.apply_chance()
    assert_no_leaks(state)


def assert_no_leaks(state):
    for seat in range(state.num_players):
        shown = Counter(iter_cards(state.observation(seat)))
        assert not shown - state.visible_cards(seat), f"seat {seat} sees a hidden card"


# ------------------------------------------------------------------ the kitty
def test_the_bidder_takes_the_kitty_and_only_the_bidder_sees_it():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    state.apply("bid 33")
    assert len(state.hands[NORTH]) == 15
    north = state.observation(NORTH)
    assert Card.parse("2S") in north.hand
    from_kitty = [card for card, new in zip(north.hand, north.from_kitty, strict=True) if new]
    assert from_kitty == list(cards("2S 3S"))
    assert state.log(NORTH)[-1] == "You win the auction at 33 and take the kitty: 3♠ 2♠."
    assert state.log(EAST)[-1] == "North wins the auction at 33 and takes the kitty."
    assert state.observation(EAST).from_kitty == ()
    assert_no_leaks(state)


def test_the_bidder_buries_two_cards_one_at_a_time_and_nobody_else_sees_them():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    state.apply("bid 33")
    state.apply("bury 2S")
    assert state.phase == "bury"
    state.apply("bury 3S")
    assert state.phase == "trump"
    assert state.observation(NORTH).buried == tuple(cards("2S 3S"))
    assert state.observation(EAST).buried == ()
    assert state.observation(EAST).buried_count == 2
    assert state.log(EAST)[-1] == "North buries a card face down."
    assert state.log(NORTH)[-1] == "You bury 3♠."
    assert_no_leaks(state)


def test_a_five_cannot_be_buried():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    state.apply("bid 33")
    assert Action("bury", (Card.parse("5S"),)) not in state.legal_actions()
    before = state.clone()
    with pytest.raises(IllegalActionError, match="cannot bury 5♠: fives stay in play"):
        state.apply("bury 5S")
    assert state == before


def test_with_bury_fives_a_buried_five_scores_for_nobody():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", bury_fives=True, max_hands=1)
    contract(state, 33, bury="5S 2S")
    finish_hand(state)
    assert sum(state.results[-1].captured) == 28
    assert state.results[-1].captured[NORTH] == 13 + 3 * 5


def test_the_bidder_names_trump_and_leads():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, bidder=EAST, trump="hearts")
    assert state.trump == "H"
    assert state.current_player == EAST
    assert state.log(SOUTH)[-1] == "East names hearts ♥ trump and leads."
    assert state.log(EAST)[-1] == "You name hearts ♥ trump and lead."


def test_trump_must_be_one_of_the_four_suits():
    state = arranged(ONE_SUIT_EACH)
    state.apply("bid 33")
    state.apply("bury 4S")
    state.apply("bury 6S")
    with pytest.raises(IllegalActionError, match="trump spades, trump hearts, trump diamonds"):
        state.apply("trump jokers")


# ------------------------------------------------------------------ jokers and trumps
def test_the_big_joker_beats_the_small_joker_which_beats_the_ace_of_trumps():
    ace = Card.parse("AH")
    assert beats(SMALL_JOKER, ace, led="H", trump="H")
    assert beats(BIG_JOKER, SMALL_JOKER, led="H", trump="H")
    assert not beats(ace, SMALL_JOKER, led="H", trump="H")
    assert beats(SMALL_JOKER, Card.parse("AS"), led="S", trump="D"), "a joker is a trump"


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led():
    led, trump = "S", "H"
    assert beats(Card.parse("2H"), Card.parse("AS"), led, trump)
    assert beats(Card.parse("KS"), Card.parse("QS"), led, trump)
    assert not beats(Card.parse("AC"), Card.parse("2S"), led, trump), "an off-suit card never wins"


JOKER_HANDS = {
    NORTH: "AH KH QH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
    EAST: "SJ QS KS AS 2D 3D 4D 5D 6D 7D 8D 9D 10D",
    SOUTH: "BJ 2H 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC",
}


def joker_game():
    state = arranged(JOKER_HANDS, kitty="KC AC")
    contract(state, 15, bury="KC AC", trump="hearts")
    return state


def test_a_player_void_in_the_trump_suit_must_play_a_joker_on_a_trump_lead():
    state = joker_game()
    state.apply("play AH")
    assert state.legal_actions() == [Action("play", (SMALL_JOKER,))]
    before = state.clone()
    with pytest.raises(
        IllegalActionError, match=r"must follow hearts \(the jokers are trumps\): you hold small"
    ):
        state.apply("play 2D")
    assert state == before


def test_a_joker_lead_makes_the_others_follow_trumps():
    hands = {
        NORTH: "BJ AH KH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
        EAST: "QH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    }
    state = arranged(hands, kitty="KC AC")
    contract(state, 15, bury="KC AC", trump="hearts")
    state.apply("play BJ")
    assert state.legal_actions() == [Action("play", (Card.parse("QH"),))]
    assert state.observation(EAST).reminder == "Follow hearts if you can; otherwise play any card."


def test_a_joker_belongs_to_whatever_suit_is_trump():
    state = arranged(JOKER_HANDS, kitty="KC AC")
    contract(state, 15, bury="KC AC", trump="diamonds")
    state.apply("play 2S")
    assert [action.arg for action in state.legal_actions()] == list(cards("QS KS AS")), (
        "with diamonds trump, East's small joker is a diamond, not a spade"
    )
    state.apply("play AS")
    state.apply("play 2C")
    state.apply("play 3H")
    state.apply("play 2D")  # East won with the ace and leads a trump
    assert state.legal_actions() == [Action("play", (BIG_JOKER,))], (
        "South holds no diamond but the big joker, which is one now"
    )


# ------------------------------------------------------------------ following suit
def test_a_player_must_follow_the_suit_led_if_able():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, bidder=EAST, trump="clubs", bury="2H 3H")
    state.apply("play 4H")
    assert all(action.arg.suit != "H" for action in state.legal_actions()), "South has no hearts"
    assert len(state.legal_actions()) == 13, "a player void in the suit led may play any card"


def test_following_suit_is_enforced_with_a_reason():
    hands = {
        NORTH: "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH",
        EAST: "AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
    }
    state = arranged(hands, kitty="2D 3D")
    contract(state, 15, bury="2D 3D", trump="clubs")
    state.apply("play 2S")
    before = state.clone()
    with pytest.raises(IllegalActionError, match="You must follow spades: you hold A♠"):
        state.apply("play 2H")
    with pytest.raises(IllegalActionError, match="You do not hold"):
        state.apply("play 2C")
    assert state == before


def test_the_winner_of_a_trick_leads_the_next():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, bidder=NORTH, trump="hearts", bury="2S 3S")
    played(state, "4S 2H 2D 2C")
    assert state.tricks[-1][2] == EAST, "East trumped"
    assert state.current_player == EAST
    assert state.log()[-1] == "East wins trick 1 with 2♥: 1 point."


# ------------------------------------------------------------------ scoring
def test_each_trick_scores_one_and_each_five_five():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, bidder=NORTH, trump="hearts", bury="2S 3S")
    played(state, "4S 2H 5D 5C")
    assert state.captured == (0, 11, 0, 0)
    assert state.log()[-1] == "East wins trick 1 with 2♥ and two fives: 11 points."


@pytest.fixture(scope="module")
def random_hands():
    finished = []
    for players in (4, 5):
        game = make("call_deuces", players=players, max_hands=1)
        for seed in range(60):
            finished.append(play(game.new_state(seed), [RandomAgent()] * players, seed))
    return finished


def test_a_hand_has_13_tricks_with_four_players_and_10_with_five(random_hands):
    for state in random_hands:
        assert len(state.tricks) == state.game.rules.hand_size


def test_a_hand_is_worth_exactly_33_points_with_four_players_and_30_with_five(random_hands):
    for state in random_hands:
        assert sum(state.results[-1].captured) == (33 if state.num_players == 4 else 30)


def test_a_bidder_who_takes_every_trick_makes_33():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", max_hands=1)
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    result = state.results[-1]
    assert result.captured == (33, 0, 0, 0)
    assert result.made
    assert result.points == (33, 0, 0, 0)


def failed_hand(**rules):
    """North bids 25 with spades but names hearts, East's suit: the contract fails."""
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", max_hands=1, **rules)
    contract(state, 25, bury="2S 3S", trump="hearts")
    finish_hand(state)
    result = state.results[-1]
    assert not result.made
    assert result.captured[NORTH] < 25
    return state, result


def test_a_failed_bid_costs_the_bid_by_default():
    state, result = failed_hand()
    assert result.points[NORTH] == -25
    assert result.points[1:] == result.captured[1:], "the others score what they captured"
    assert "bid 25 and took" in state.log()[-2]
    assert "failed" in state.log()[-2]


def test_a_failed_bid_scores_zero_with_failed_bid_zero():
    _, result = failed_hand(failed_bid="zero")
    assert result.points[NORTH] == 0


def test_a_failed_bid_scores_the_capture_anyway_with_failed_bid_none():
    _, result = failed_hand(failed_bid="none")
    assert result.points[NORTH] == result.captured[NORTH]


# ------------------------------------------------------------------ the end of the game
def test_a_player_at_100_with_the_unique_highest_total_wins():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(70, 90, 0, 0))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_terminal
    assert state.totals == (103, 90, 0, 0)
    assert state.returns() == (1.0, -1.0, -1.0, -1.0)
    assert state.log()[-1] == "North wins with 103 points."


def test_the_game_goes_on_while_nobody_has_100():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(60, 90, 0, 0))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_chance
    assert state.returns() == (0.0, 0.0, 0.0, 0.0)


def test_a_tie_at_the_top_goes_to_the_bidder():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(90, 123, 0, 0))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.totals[:2] == (123, 123)
    assert state.is_terminal
    assert state.winners == (NORTH,)


def test_a_tie_at_the_top_without_the_bidder_means_another_hand():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(0, 110, 110, 0))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert not state.is_terminal
    assert state.is_chance


def failing_from(totals, **rules):
    """North, at ``totals``, bids 25 and names East's suit: the contract fails (minus 25)."""
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=totals, **rules)
    contract(state, 25, bury="2S 3S", trump="hearts")
    finish_hand(state)
    assert not state.results[-1].made
    return state


def test_a_hand_that_leaves_a_player_at_minus_100_ends_the_game_and_the_highest_total_wins():
    state = failing_from((-80, 10, 0, 0))
    assert state.totals[NORTH] == -105
    assert state.is_terminal
    assert state.winners == (max(range(4), key=lambda seat: state.totals[seat]),)
    winner = state.names[state.winners[0]]
    best = state.totals[state.winners[0]]
    assert state.log()[-1] == f"{winner} wins with {best} points: North's total reached -105."


def test_a_player_above_minus_100_plays_on():
    state = failing_from((-70, 10, 0, 0))
    assert state.totals[NORTH] == -95
    assert state.is_chance


def test_without_minus_target_ends_a_sinking_player_plays_on():
    state = failing_from((-80, 10, 0, 0), minus_target_ends=False)
    assert state.totals[NORTH] == -105
    assert state.is_chance


@pytest.mark.parametrize("variant", [None, "deuce_partner", "five_players_deuce_partner"])
def test_random_players_always_reach_the_end_of_the_game(variant):
    game = make("call_deuces", variant=variant) if variant else make("call_deuces")
    target = game.rules.target
    for seed in range(20):
        state = play(game.new_state(seed=seed), [RandomAgent()] * game.num_players, rng=seed)
        assert state.is_terminal
        assert max(state.totals) >= target or min(state.totals) <= -target


def test_after_max_hands_tied_leaders_without_the_bidder_share_first_place():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(0, 50, 50, 0), max_hands=1)
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_terminal
    assert state.winners == (EAST, SOUTH)
    assert state.returns() == (-1.0, 0.0, 0.0, -1.0)
    assert state.log()[-1] == "East and South share first place with 50 points each."


def test_max_hands_ends_the_game_and_the_highest_total_wins():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", max_hands=1)
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_terminal
    assert state.hands_completed == 1
    assert state.returns() == (1.0, -1.0, -1.0, -1.0)


#: Five players: North holds the spades from the 5 up, the 3 and 4 are in the kitty.
NORTH_SPADES_OF_FIVE = {NORTH: "5S 6S 7S 8S 9S 10S JS QS KS AS"}


@pytest.mark.parametrize(("before", "over"), [(120, True), (119, False)])
def test_five_players_play_to_150(before, over):
    state = arranged(NORTH_SPADES_OF_FIVE, kitty="3S 4S", players=5, dealer=4)
    state.totals = (before, 0, 0, 0, 0)
    contract(state, 30, bury="3S 4S")
    finish_hand(state)
    assert state.results[-1].captured[NORTH] == 30, "ten tricks and all four fives"
    assert state.is_terminal == over


# ------------------------------------------------------------------ partnership
def test_partners_sit_opposite_and_pool_their_points():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", partnership=True, max_hands=1)
    assert state.observation(0).sides == ((NORTH, SOUTH), (EAST, WEST))
    contract(state, 20, bidder=NORTH, trump="diamonds", bury="2S 3S")
    finish_hand(state)
    result = state.results[-1]
    team = result.captured[NORTH] + result.captured[SOUTH]
    assert team >= 20, "South's diamonds count for North's bid"
    assert result.points == (team, result.captured[EAST] + result.captured[WEST])


def test_a_failed_partnership_bid_costs_the_team_the_bid():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", partnership=True, max_hands=1)
    contract(state, 33, bidder=NORTH, trump="hearts", bury="2S 3S")
    finish_hand(state)
    assert state.results[-1].points[0] == -33


def test_partners_may_outbid_each_other():
    state = arranged(ONE_SUIT_EACH, partnership=True)
    for action in ("bid 15", "pass", "bid 16", "pass", "bid 17"):
        state.apply(action)
    assert state.current_player == SOUTH, "South may raise North, their partner, again"
    state.apply("pass")
    assert (state.bidder, state.high_bid, state.phase) == (NORTH, 17, "bury")


def test_a_team_reaching_100_wins_and_both_partners_share_the_win():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", partnership=True, totals=(70, 60))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_terminal
    assert state.returns() == (1.0, -1.0, 1.0, -1.0)
    assert state.log()[-1] == "North and South win with 103 points."


def test_partnership_needs_four_players():
    with pytest.raises(RulesError, match="partnership needs four players"):
        make("call_deuces", players=5, partnership=True)


def test_partnership_and_the_deuce_partner_cannot_be_combined():
    with pytest.raises(
        RulesError, match=r"partnership and deuce_partner cannot be combined.*Choose one"
    ):
        make("call_deuces", partnership=True, deuce_partner=True)


# ------------------------------------------------------------------ the deuce partner
DEUCE_HANDS = {
    NORTH: "4S 5S 6S 7S 8S 9S 10S JS QS KS AS SJ BJ",
    EAST: "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2D",
    SOUTH: "2H 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    WEST: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
}


def test_the_holder_of_the_deuce_of_trumps_is_a_secret_partner_until_it_is_played():
    state = arranged(DEUCE_HANDS, kitty="3S 2S", deuce_partner=True)
    contract(state, 20, trump="hearts", bury="2S 3S")
    assert state.partner == SOUTH
    assert state.observation(SOUTH).partner == SOUTH, "the partner knows: it holds the 2"
    for seat in (NORTH, EAST, WEST):
        assert state.observation(seat).partner is None
    assert state.observation(NORTH).alone is False, "North knows it has a partner, not who"
    assert state.observation(EAST).alone is None
    assert state.log(SOUTH)[-1].endswith("You hold the 2♥: you are North's secret partner.")
    assert state.log(EAST)[-1] == "North names hearts ♥ trump and leads."
    played(state, "4S 3H 2H")
    assert state.log(EAST)[-1] == "South plays 2♥: South is North's partner."
    assert state.log(SOUTH)[-1] == "You play 2♥: you are North's partner."
    for seat in range(4):
        assert state.observation(seat).partner == SOUTH
        assert state.observation(seat).alone is False


def test_the_deuce_partners_each_score_the_pairs_capture():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 20, trump="diamonds", bury="2S 3S")
    assert state.partner == SOUTH, "South holds the 2 of diamonds"
    finish_hand(state)
    result = state.results[-1]
    assert result.captured == (17, 0, 16, 0)
    assert result.made
    assert result.points == (33, 0, 33, 0)
    assert "North and South bid 20 and took 33: made it." in state.log()[-2]


def test_burying_the_deuce_of_trumps_means_playing_alone():
    state = arranged(DEUCE_HANDS, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 15, trump="spades", bury="2S 3S")
    assert state.alone
    assert state.partner == -1


def test_a_failed_deuce_partnership_costs_each_partner_the_bid():
    state = arranged(DEUCE_HANDS, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 33, trump="hearts", bury="2S 3S")
    finish_hand(state)
    result = state.results[-1]
    assert not result.made
    assert result.points[NORTH] == result.points[SOUTH] == -33


def test_a_bidder_holding_the_deuce_plays_alone_and_a_made_bid_scores_double():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 33, bury="4S 6S", trump="spades")
    assert state.alone
    assert state.observation(NORTH).alone is True
    assert state.observation(EAST).alone is None
    assert "You hold the 2♠: you play alone, for double." in state.log(NORTH)[-1]
    finish_hand(state)
    assert state.results[-1].points[NORTH] == 66
    assert any(line.endswith("North plays 2♠: North plays alone.") for line in state.log(EAST))


def test_a_bidder_who_buried_the_deuce_plays_alone_for_double():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 25, bury="2H 3S", bidder=EAST, trump="hearts")
    assert state.alone
    assert "You buried the 2♥: you play alone, for double." in state.log(EAST)[-1]
    finish_hand(state, choose=lambda legal: legal[-1])
    result = state.results[-1]
    assert result.captured[EAST] == 30
    assert result.points[EAST] == 60
    assert state.observation(NORTH).alone is True, "at the end of the hand everyone knows"


def test_a_solo_bidder_who_fails_loses_the_bid_once():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", deuce_partner=True, max_hands=1)
    contract(state, 25, bury="2H 3H", bidder=EAST, trump="spades")
    assert state.alone, "East took the 2 of spades from the kitty"
    finish_hand(state)
    result = state.results[-1]
    assert not result.made
    assert result.points[EAST] == -25
    assert [result.points[s] for s in (NORTH, SOUTH, WEST)] == [
        result.captured[s] for s in (NORTH, SOUTH, WEST)
    ]


def test_with_five_players_the_deuce_partner_makes_it_two_against_three():
    state = arranged({}, players=5, dealer=4, deuce_partner=True, max_hands=1)
    contract(state, 10, trump="hearts")
    assert Card.parse("2H") in state.hands[EAST]
    assert state.partner == EAST
    finish_hand(state)
    result = state.results[-1]
    pair = result.captured[NORTH] + result.captured[EAST]
    expected = pair if result.made else -10
    assert (result.points[NORTH], result.points[EAST]) == (expected, expected)
    for seat in (SOUTH, 3, 4):
        assert result.points[seat] == result.captured[seat], "the three others score alone"


# ------------------------------------------------------------------ knowledge and the log
def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    east = state.observation(EAST)
    assert east.hand == tuple(cards(ONE_SUIT_EACH[EAST]))
    assert east.hand_sizes == (13, 13, 13, 13)
    assert east.hands is None
    assert east.kitty is None
    teacher = state.observation(None)
    assert teacher.hands[NORTH] == tuple(state.hands[NORTH])
    assert teacher.kitty == tuple(cards("3S 2S"))


def test_past_tricks_are_public():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, trump="hearts", bury="2S 3S")
    played(state, "4S 2H 2D 2C")
    for seat in range(4):
        assert state.observation(seat).tricks == ((NORTH, tuple(cards("4S 2H 2D 2C")), EAST),)


def test_the_buried_cards_are_shown_to_all_when_the_hand_is_over():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S", totals=(0, 0, 0, 0))
    contract(state, 33, bury="2S 3S")
    finish_hand(state)
    assert state.is_chance
    assert state.observation(EAST).buried == tuple(cards("2S 3S"))
    assert "The buried cards were 2♠ 3♠." in state.log(EAST)[-1]
    assert_no_leaks(state)


def test_each_seat_reads_its_own_hand_in_the_deal_line():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    assert state.log(EAST)[-1].endswith("Your hand: 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥.")
    assert "Your hand" not in state.log(None)[-1]
    assert "Kitty: 3♠ 2♠." in state.log(None)[-1]
    assert state.log(NORTH)[-1] != state.log(EAST)[-1]


def test_an_illegal_action_is_refused_with_the_reason_and_nothing_changes():
    state = arranged(ONE_SUIT_EACH)
    before = state.clone()
    with pytest.raises(IllegalActionError, match="It is the auction: bid a number from 15"):
        state.apply("play 4S")
    with pytest.raises(IllegalActionError, match="It is North's turn, so East cannot play now"):
        state.apply("pass", seat=EAST)
    assert state == before


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize(
    "rules",
    [
        {"failed_bid": "none"},
        {"failed_bid": "none", "players": 5},
        {"failed_bid": "none", "partnership": True},
    ],
)
def test_whole_games_to_the_target_conform(rules):
    report = check_game(make("call_deuces", **rules), games=1, seed=7, deep_games=0)
    assert min(report.lengths) > 200, "several hands were played"


def test_two_hands_conform_with_deep_checks():
    check_game(make("call_deuces", max_hands=2, deuce_partner=True), games=1, seed=3, deep_games=1)


def test_the_named_variants_include_every_option_and_five_player_presets():
    variants = make("call_deuces").rules.variants
    changed = {option for preset in variants.values() for option in preset}
    assert changed >= {
        "players",
        "partnership",
        "failed_bid",
        "min_bid_five_players",
        "bury_fives",
        "deuce_partner",
    }
    assert sum(1 for preset in variants.values() if preset.get("players") == 5) >= 3


# ------------------------------------------------------------------ the table
def seat_view(state, seat):
    return table_view(state.observation(seat))


def test_the_table_shows_your_hand_as_a_fan_to_click_and_the_others_as_backs():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    contract(state, 20, trump="hearts", bury="2S 3S")
    view = seat_view(state, NORTH)
    north, east = view.seats[NORTH].piles[0], view.seats[EAST].piles[0]
    assert north.layout == "fan"
    assert [spot.intent for spot in north.cards] == [
        Action("play", (card,)) for card in state.hands[NORTH]
    ]
    assert east.cards == (CardSpot(None),)
    assert east.count == 13
    assert "bidder: 20" in view.seats[NORTH].lines
    assert view.phase == "trick 1 of 13, hearts ♥ trump"
    assert view.centre_lines == ("North bid 20, hearts ♥ trump", state.game.rules.end_rule)
    played(state, "4S 2H")
    trick = seat_view(state, EAST).centre[-1]
    assert [(spot.card.short, spot.caption) for spot in trick.cards] == [
        ("4♠", "North"),
        ("2♥", "East"),
    ]


def test_the_auction_offers_every_bid_of_the_range_and_a_pass():
    view = seat_view(arranged(ONE_SUIT_EACH), NORTH)
    assert [choice.label for choice in view.choices] == ["Pass", *map(str, range(15, 34))]
    assert {choice.group for choice in view.choices} == {"bid"}
    assert seat_view(arranged(ONE_SUIT_EACH), EAST).choices == (), "only the seat to move"
    kitty = next(pile for pile in view.centre if pile.label == "kitty")
    assert kitty.cards == (CardSpot(None), CardSpot(None))


def test_the_auction_offers_only_bids_that_beat_the_high_bid():
    state = arranged(ONE_SUIT_EACH)
    state.apply("bid 20")
    view = seat_view(state, state.current_player)
    assert [choice.label for choice in view.choices] == ["Pass", *map(str, range(21, 34))]
    state.apply("bid 33")
    assert seat_view(state, state.current_player).choices == ()


def test_the_bidder_sees_which_cards_came_from_the_kitty_and_then_chooses_trump():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    state.apply("bid 33")
    hand = seat_view(state, NORTH).seats[NORTH].piles[0]
    assert [spot.card for spot in hand.cards if spot.caption == "kitty"] == list(cards("2S 3S"))
    assert all(spot.intent.kind == "bury" for spot in hand.cards)
    state.apply("bury 2S")
    state.apply("bury 3S")
    view = seat_view(state, NORTH)
    assert [choice.label for choice in view.choices] == [
        "spades ♠",
        "hearts ♥",
        "diamonds ♦",
        "clubs ♣",
    ]
    buried = next(pile for pile in view.centre if pile.label == "buried")
    assert [spot.card for spot in buried.cards] == list(cards("2S 3S"))
    hidden = next(pile for pile in seat_view(state, EAST).centre if pile.label == "buried")
    assert hidden.cards == (CardSpot(None), CardSpot(None))


def test_five_players_get_five_seats():
    state = make("call_deuces", players=5).new_state(seed=2)
    state.advance_chance()
    view = seat_view(state, 0)
    assert [seat.name for seat in view.seats] == list(state.names)
    assert [seat.piles[0].count for seat in view.seats] == [10] * 5
    assert "target 150" in view.status
    assert view.centre_lines == ("no bid yet; bids 1-30", state.game.rules.end_rule)
    assert state.game.rules.end_rule.startswith("first to 150")


def test_partnership_tables_show_team_totals():
    state = arranged(ONE_SUIT_EACH, partnership=True, totals=(40, 25))
    view = seat_view(state, EAST)
    assert "team total 25" in view.seats[WEST].lines
    assert "North and South 40, East and West 25 (target 100)" in view.status


def test_no_table_shows_a_card_its_seat_may_not_see():
    for rules in ({}, {"players": 5}, {"deuce_partner": True}):
        game = make("call_deuces", max_hands=1, **rules)
        state = game.new_state(seed=4)
        rng = np.random.default_rng(4)
        while not state.is_terminal:
            for seat in range(state.num_players):
                shown = set(iter_cards(seat_view(state, seat)))  # intents repeat cards: a set
                assert shown <= set(state.visible_cards(seat))
            if state.is_chance:
                state.apply_chance()
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.integers(len(legal)))])


def test_a_state_shows_as_a_picture():
    state = make("call_deuces").new_state(seed=7)
    state.advance_chance()
    assert state._repr_svg_().startswith("<svg")


@pytest.mark.parametrize("players", [4, 5])
def test_the_prompt_names_the_suit_to_follow_and_the_cards_of_it_the_mover_holds(players):
    game = make("call_deuces", players=players)
    rng = np.random.default_rng(2)
    followed = 0
    for seed in range(4):
        state = game.new_state(seed=seed)
        while not state.is_terminal:
            if state.is_chance:
                state.advance_chance()
                continue
            prompt = state.turn_prompt()
            if state.phase == "play" and state.trick:
                playable = [action.args[0] for action in state.legal_actions()]
                if prompt.startswith("You have no "):
                    assert len(playable) == len(state.hands[state.current_player])
                else:
                    assert prompt.startswith("Follow ")
                    assert prompt.endswith(": " + " ".join(card.short for card in playable) + ".")
                    followed += 1
            else:
                assert prompt == "", "elsewhere the rule of the moment says it all"
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
    assert followed


@pytest.mark.parametrize("variant", [None, *make("call_deuces").rules.variants])
def test_the_end_of_game_line_names_who_won_and_whose_total_fell(variant):
    """Random seats play seeded games of each variant to the end: the last line names the
    winners with their total, and, when a fall to minus the target ended the game, whose."""
    game = make("call_deuces", variant=variant) if variant else make("call_deuces")
    rules = game.rules
    for seed in range(3):
        state = game.new_state(seed=seed)
        agent, rng = RandomAgent(), np.random.default_rng(seed)
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
            else:
                seat = state.current_player
                state.apply(agent.act(state.observation(seat), state.legal_actions(), rng))
        last = state.log()[-1]
        winners = " and ".join(state.side_name(side) for side in state.winning_sides)
        assert last.startswith(f"{winners} ")
        assert f"with {state.totals[state.winning_sides[0]]} points" in last
        best = max(state.totals)
        fallen = [
            (side, total) for side, total in enumerate(state.totals) if total <= -rules.target
        ]
        if fallen and best < rules.target:
            for side, total in fallen:
                assert f"{state.side_name(side)}'s total reached {total}" in last
        else:
            assert "reached" not in last
