"""Tennessee for Two (RULES.md §2), rule by rule. Its golden playthroughs, one per variant,
are checked with every game's in ``tests/test_playthroughs.py``."""

import itertools
from collections import Counter
from dataclasses import fields

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.engine import ROOK, Action, Card, IllegalActionError, cards, play
from cardwidgets.engine.conformance import check_game
from cardwidgets.games.tennessee_for_two.bots import TennesseeHeuristicAgent, hand_estimate
from cardwidgets.games.tennessee_for_two.game import (
    COUNT_CARDS,
    DECK,
    DONE,
    DRAW_DOWN,
    DRAW_UP,
    PASS,
    TennesseeForTwoObservation,
    card_points,
    game_winner,
)
from cardwidgets.render.view import TableView
from cardwidgets.views import table_view

NORTH, SOUTH = 0, 1


# ---------------------------------------------------------------------- arranging a deal
def deal_event(dealer, north="", south="", nest="", pile=""):
    """A deal giving North, South, the nest and the draw pile (face-up card first) the cards
    listed; unlisted cards fill the gaps in deck order, the nest's with non-count cards first
    (so that the bidder can put the nest back as it was)."""
    wanted = {"nest": nest, "north": north, "south": south, "pile": pile}
    sizes = {"nest": 5, "north": 11, "south": 11, "pile": 18}
    listed = {place: list(cards(text)) for place, text in wanted.items()}
    spare = [card for card in DECK if all(card not in chosen for chosen in listed.values())]
    spare.sort(key=lambda card: card in COUNT_CARDS)
    for place, size in sizes.items():
        if place == "north":
            spare.sort(key=DECK.index)
        need = size - len(listed[place])
        listed[place] += spare[:need]
        spare = spare[need:]
    first, second = ("north", "south") if dealer == SOUTH else ("south", "north")
    order = listed[first] + listed[second] + listed["nest"] + listed["pile"]
    return Action("deal", tuple(order))


def arranged(dealer=SOUTH, north="", south="", nest="", pile="", variant=None, **rules):
    """A new game with the first dealer and the first deal chosen, ready for the first bid."""
    state = make("tennessee_for_two", variant=variant, **rules).new_state(seed=1)
    state.apply(Action("first_dealer", (dealer,)))
    state.apply(deal_event(dealer, north, south, nest, pile))
    return state


def bid_and_exchange(state, bids=("bid 60", "pass"), bury=None, trump="red"):
    """Run the auction as written, put the nest back as it was (or bury ``bury``), name trump."""
    nest = " ".join(map(str, state.nest))
    for move in bids:
        state.apply(move)
    if state.phase == "nest":
        for card in cards(bury or nest):
            state.apply(Action("bury", (card,)))
    while state.phase == "swap":
        state.apply(DONE)
    state.apply(f"trump {trump}")
    return state


def finish_hand(state, rng=0):
    """Play random legal moves until the hand is scored (or the game ends)."""
    hands = len(state.results)
    generator = np.random.default_rng(rng)
    while len(state.results) == hands and not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            state.apply(legal[int(generator.integers(len(legal)))])
    return state


# ---------------------------------------------------------------------- cards and points
def test_the_deck_is_45_cards_4_to_14_in_four_colours_and_the_rook():
    assert len(DECK) == len(set(DECK)) == 45
    assert ROOK in DECK
    assert Counter(card.suit for card in DECK if card is not ROOK) == dict.fromkeys("RYGB", 11)
    assert {card.rank for card in DECK if card is not ROOK} == set(range(4, 15))


def test_count_cards_are_120_points_and_tricks_the_other_40():
    assert card_points(ROOK) == 20
    assert [card_points(Card.parse(c)) for c in ("R14", "Y10", "G5", "B13", "R4")] == [
        10,
        10,
        5,
        0,
        0,
    ]
    assert sum(card_points(card) for card in DECK) == 120
    assert len(COUNT_CARDS) == 13


# ---------------------------------------------------------------------- the deal
def test_the_first_dealer_is_drawn_by_lot_and_the_deal_alternates():
    state = make("tennessee_for_two").new_state(seed=4)
    assert state.chance_outcomes() == [
        (Action("first_dealer", (0,)), 0.5),
        (Action("first_dealer", (1,)), 0.5),
    ]
    state.apply_chance()
    first = state.history[0].arg
    dealers = []
    while len(state.results) < 3:
        dealers.append(state.dealer)
        finish_hand(state)
    assert dealers == [first, 1 - first, first]


def test_the_deal_gives_11_each_5_to_the_nest_and_18_to_the_draw_pile_one_turned_up():
    state = arranged(dealer=SOUTH, north="R4", pile="Y9 G9")
    assert [len(hand) for hand in state.hands] == [11, 11]
    assert len(state.nest) == 5
    assert state.face_up == Card.parse("Y9")
    assert len(state.stock) == 17
    assert state.stock[-1] == Card.parse("G9"), "the next face-down card is the top of the pile"
    assert Card.parse("R4") in state.hands[NORTH]
    assert state.current_player == NORTH, "the non-dealer bids first"


def test_a_deal_must_list_the_45_cards_once_each():
    state = make("tennessee_for_two").new_state(seed=1)
    state.apply(Action("first_dealer", (0,)))
    short = Action("deal", DECK[:44])
    twice = Action("deal", (DECK[0], *DECK[:44]))
    for bad in (short, twice, Action("first_dealer", (1,))):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    assert state.phase == "deal"


# ---------------------------------------------------------------------- bidding
def test_the_non_dealer_must_open_at_60_or_more_in_fives_up_to_160():
    state = arranged()
    legal = state.legal_actions()
    assert [int(action.arg) for action in legal] == list(range(60, 165, 5))
    assert PASS not in legal
    for text, reason in [
        ("pass", "must open"),
        ("bid 55", "at least 60"),
        ("bid 62", "multiples of 5"),
        ("bid 165", "160 is the most"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            state.apply(text)


def test_each_bid_must_raise_by_a_multiple_of_5_or_pass():
    state = arranged()
    state.apply("bid 75")
    legal = state.legal_actions()
    assert legal[0] == PASS
    assert [int(action.arg) for action in legal[1:]] == list(range(80, 165, 5))
    with pytest.raises(IllegalActionError, match=r"more than 75 \(80 or more\)"):
        state.apply("bid 75")


def test_a_pass_ends_the_auction_and_the_other_player_bids_at_their_last_bid():
    state = arranged()
    state.apply("bid 60")
    state.apply("bid 70")
    state.apply("bid 85")
    state.apply("pass")
    assert state.bidder == NORTH
    assert state.high_bid == 85
    assert state.log(SOUTH)[-2] == "You pass: North is the bidder at 85."


def test_a_bid_of_160_ends_the_auction_at_once():
    state = arranged()
    state.apply("bid 160")
    assert state.bidder == NORTH
    assert state.phase == "nest"
    assert "bids 160 (the most there is): the auction is over" in state.log()[-2]


def test_bids_come_only_from_the_legal_set_in_many_hands(finished_hands):
    for state in finished_hands:
        amounts = [amount for _, amount in state.auction if amount]
        assert amounts, "every played hand has a bid"
        assert all(60 <= amount <= 160 and amount % 5 == 0 for amount in amounts)
        assert amounts == sorted(set(amounts)), "each bid raises the one before"
        seats = [seat for seat, _ in state.auction]
        assert seats[0] != state.dealer
        assert all(a != b for a, b in itertools.pairwise(seats)), "players alternate"


# ---------------------------------------------------------------------- the nest
def test_the_bidder_picks_up_the_nest_and_puts_back_five_non_count_cards():
    state = arranged(nest="R5 Y6 Y7 G8 B9")
    state.apply("bid 60")
    state.apply("pass")
    assert len(state.hands[NORTH]) == 16
    assert Card.parse("R5") in state.hands[NORTH]
    assert state.log(NORTH)[-1] == "You pick up the nest: R5 Y6 Y7 G8 B9."
    assert state.log(SOUTH)[-1] == "North picks up the nest."
    for card in ("Y6", "Y7", "G8", "B9", "R4"):
        state.apply(f"bury {card}")
    assert state.nest == list(cards("Y6 Y7 G8 B9 R4"))
    assert len(state.hands[NORTH]) == 11
    assert state.phase == "trump"
    assert state.log(SOUTH)[-1] == "North puts a card in the nest (5 of 5)."


def test_count_cards_can_never_be_put_in_the_nest():
    state = arranged(north="R5 R10 R14 ROOK", nest="Y5 G10 B14 R6 R7")
    state.apply("bid 60")
    state.apply("pass")
    buries = {action.arg for action in state.legal_actions()}
    assert not buries & COUNT_CARDS
    assert buries == set(state.hands[NORTH]) - COUNT_CARDS
    before = state.clone()
    with pytest.raises(IllegalActionError, match="R10 is a count card \\(10 points\\)"):
        state.apply("bury R10")
    with pytest.raises(IllegalActionError, match="count card"):
        state.apply("bury ROOK")
    assert state == before


def test_fewer_than_five_non_count_cards_means_a_redeal_by_the_same_dealer():
    state = arranged(
        dealer=SOUTH,
        north="R5 R10 R14 Y5 Y10 Y14 G5 G10 G14 B5 B10",
        nest="B14 R4 R6 R7 R8",
    )
    state.apply("bid 60")
    state.apply("pass")
    assert state.is_chance, "only 4 of North's 16 cards may go to the nest"
    assert state.dealer == SOUTH
    assert "only 4 cards that are not count cards" in state.log()[-1]
    assert state.log()[-1].endswith("South deals again.")
    state.apply_chance()
    assert state.history[-1] != state.history[1], "a fresh shuffle"
    assert state.dealer == SOUTH
    assert state.current_player == NORTH
    assert state.results == (), "a redeal is not a scored hand"


def test_untouchable_nest_swaps_non_count_cards_and_keeps_count_cards_dead():
    state = arranged(north="R4 R5", nest="ROOK Y10 G7 G8 G9", variant="untouchable_nest")
    state.apply("bid 60")
    state.apply("pass")
    assert state.phase == "swap"
    assert len(state.hands[NORTH]) == 11, "the bidder does not pick the nest up"
    assert state.observation(NORTH).nest == tuple(cards("ROOK Y10 G7 G8 G9"))
    assert state.observation(SOUTH).nest is None
    assert set(state.legal_actions()) == {Action.parse(f"take {c}") for c in ("G7", "G8", "G9")} | {
        DONE
    }
    with pytest.raises(IllegalActionError, match="count cards in the nest stay there, dead"):
        state.apply("take ROOK")
    state.apply("take G9")
    assert state.current_player == NORTH
    with pytest.raises(IllegalActionError, match="R5 is a count card") as refused:
        state.apply("give R5")
    assert "no points leave play" not in str(refused.value), "the nest's count cards are dead"
    assert "give the nest a card that is not a count card" in str(refused.value)
    state.apply("give R4")
    assert state.nest == list(cards("ROOK Y10 G7 G8 R4"))
    assert state.log(SOUTH)[-1] == "North puts a card in the nest in exchange."
    state.apply(DONE)
    assert state.log(SOUTH)[-1] == "North is done with the nest (1 card swapped)."
    state.apply("trump green")
    finish_hand(state)
    result = state.results[0]
    assert sum(result.captured) == 160 - 30, "the Rook and Y10 stay dead in the nest"


def test_untouchable_nest_taking_a_card_from_your_own_hand_says_take_names_a_nest_card():
    state = arranged(north="R4 R5", nest="ROOK Y10 G7 G8 G9", variant="untouchable_nest")
    state.apply("bid 60")
    state.apply("pass")
    with pytest.raises(IllegalActionError, match="You hold R5: 'take' names a nest card") as no:
        state.apply("take R5")
    assert "in the nest stay there" not in str(no.value)
    assert "G7, G8, G9" in str(no.value)


def test_untouchable_swaps_end_when_no_nest_card_is_left_to_take():
    state = arranged(nest="ROOK Y10 G14 B5 G9", variant="untouchable_nest")
    state.apply("bid 60")
    state.apply("pass")
    state.apply("take G9")
    state.apply("give G9")
    assert state.phase == "trump", "a card given to the nest stays there"


def test_with_only_count_cards_in_an_untouchable_nest_the_bidder_names_trump_at_once():
    state = arranged(nest="ROOK Y10 G14 B5 R5", variant="untouchable_nest")
    state.apply("bid 60")
    state.apply("pass")
    assert state.phase == "trump"


# ---------------------------------------------------------------------- trick play
def test_trump_is_named_after_the_exchange_and_the_non_bidder_leads():
    state = bid_and_exchange(arranged(), bids=("bid 60", "pass"), trump="yellow")
    assert state.trump == "Y"
    assert state.current_player == SOUTH
    assert state.log(NORTH)[-1] == "You name Yellow trump. South leads."


def test_the_follower_must_follow_the_led_colour():
    state = bid_and_exchange(arranged(north="R9 G4", south="G10"), trump="yellow")
    state.apply("play G10")
    assert {action.arg for action in state.legal_actions()} == {
        card for card in state.hands[NORTH] if card.suit == "G"
    }
    with pytest.raises(IllegalActionError, match="You must follow Green: you hold G4"):
        state.apply("play R9")


def test_a_player_void_in_the_led_colour_may_play_any_card():
    north = "R4 R5 R6 R7 R8 R9 R10 R11 Y4 Y5 Y6"
    state = bid_and_exchange(arranged(north=north, south="G10", nest="B4 B6 B7 B8 B9"))
    state.apply("play G10")
    assert {action.arg for action in state.legal_actions()} == set(state.hands[NORTH])


def test_the_highest_trump_wins_else_the_highest_of_the_led_colour():
    state = bid_and_exchange(arranged(north="Y4 G14", south="G10 G11"), trump="yellow")
    state.apply("play G10")
    state.apply("play G14")
    assert state.tricks[-1].winner == NORTH
    assert state.captured == (22, 0)
    assert state.log(SOUTH)[-1] == "North plays G14 and wins the trick (22 points)."


def test_the_rook_is_the_highest_trump_above_the_14():
    state = bid_and_exchange(arranged(north="ROOK", south="Y14"), trump="yellow")
    state.apply("play Y14")
    state.apply("play ROOK")
    assert state.tricks[-1].winner == NORTH
    assert state.captured[NORTH] == 2 + 10 + 20


def test_leading_the_rook_is_a_trump_lead():
    state = bid_and_exchange(arranged(north="Y4", south="ROOK"), trump="yellow")
    state.apply("play ROOK")
    assert {action.arg for action in state.legal_actions()} == {
        card for card in state.hands[NORTH] if card.suit == "Y"
    }


def test_the_rook_must_answer_a_trump_lead_when_it_is_the_only_trump():
    north = "ROOK R4 R5 R6 R7 R8 G4 G5 G6 G7 G8"
    state = bid_and_exchange(
        arranged(north=north, south="Y9", nest="B4 B6 B7 B8 B9"), trump="yellow"
    )
    state.apply("play Y9")
    assert state.legal_actions() == [Action.parse("play ROOK")]
    with pytest.raises(IllegalActionError, match="the Rook is your only trump: you must play it"):
        state.apply("play R4")


def test_the_rook_cannot_be_played_on_a_non_trump_lead_while_holding_the_led_colour():
    state = bid_and_exchange(arranged(north="ROOK G4", south="G10"), trump="yellow")
    state.apply("play G10")
    assert Action.parse("play ROOK") not in state.legal_actions()
    with pytest.raises(
        IllegalActionError,
        match="The Rook may be played on a Green lead only when you have no Green",
    ):
        state.apply("play ROOK")


def test_with_rook_anytime_the_rook_may_be_played_even_when_able_to_follow():
    state = bid_and_exchange(
        arranged(north="ROOK G4", south="G10", rook_anytime=True), trump="yellow"
    )
    state.apply("play G10")
    assert Action.parse("play ROOK") in state.legal_actions()
    assert Action.parse("play G4") in state.legal_actions()
    state.apply("play ROOK")
    assert state.tricks[-1].winner == NORTH


def test_with_rook_anytime_the_rook_still_must_answer_a_trump_lead_when_the_only_trump():
    north = "ROOK R4 R5 R6 R7 R8 G4 G5 G6 G7 G8"
    state = bid_and_exchange(
        arranged(north=north, south="Y9", nest="B4 B6 B7 B8 B9", rook_anytime=True),
        trump="yellow",
    )
    state.apply("play Y9")
    assert state.legal_actions() == [Action.parse("play ROOK")]


def test_the_rook_may_be_played_on_a_non_trump_lead_when_void_in_it():
    north = "ROOK R4 R5 R6 R7 R8 Y4 Y6 Y7 Y8 Y9"
    state = bid_and_exchange(
        arranged(north=north, south="G10", nest="B4 B6 B7 B8 B9"), trump="yellow"
    )
    state.apply("play G10")
    assert Action.parse("play ROOK") in state.legal_actions()


# ---------------------------------------------------------------------- the draw
def drawing_state(pile="Y14 R9 G9"):
    """North has won the first trick and chooses from the draw pile (face-up Y14, then R9)."""
    state = bid_and_exchange(arranged(north="G14", south="G4", pile=pile), trump="red")
    state.apply("play G4")
    state.apply("play G14")
    assert state.phase == "draw"
    assert state.current_player == NORTH
    return state


def test_the_trick_winner_takes_the_face_up_card_and_the_loser_the_face_down_one():
    state = drawing_state()
    assert state.legal_actions() == [DRAW_UP, DRAW_DOWN]
    state.apply(DRAW_UP)
    assert Card.parse("Y14") in state.hands[NORTH]
    assert Card.parse("R9") in state.hands[SOUTH]
    assert state.face_up == Card.parse("G9"), "the next card is turned face up"
    assert state.current_player == NORTH, "the trick winner leads the next trick"
    assert state.log(NORTH)[-1] == (
        "You took the face-up Y14; South took the face-down card. G9 is turned face up."
    )
    assert state.log(SOUTH)[-1] == (
        "North took the face-up Y14; you took the face-down card: R9. G9 is turned face up."
    )


def test_the_trick_winner_may_take_the_face_down_card_leaving_the_face_up_one():
    state = drawing_state()
    state.apply(DRAW_DOWN)
    assert Card.parse("R9") in state.hands[NORTH]
    assert Card.parse("Y14") in state.hands[SOUTH]
    assert state.log(NORTH)[-1].startswith("You took the face-down card: R9; South took")
    assert state.log(SOUTH)[-1].startswith("North took the face-down card; you took the face-up")
    assert "R9" not in state.log(SOUTH)[-1]
    assert state.log(None)[-1].startswith("North took the face-down R9; South took the face-up")


def test_a_face_down_draw_is_seen_only_by_its_taker_and_a_face_up_one_by_both():
    state = drawing_state()
    state.apply(DRAW_DOWN)
    r9, y14 = Card.parse("R9"), Card.parse("Y14")
    north, south = state.observation(NORTH), state.observation(SOUTH)
    assert r9 in north.my_hand
    assert r9 not in south.hands[NORTH]
    assert south.hands[NORTH] == (), "South knows none of North's cards"
    assert north.hands[SOUTH] == (y14,), "North knows South holds the face-up Y14"
    assert state.visible_cards(NORTH)[y14] == 1
    assert state.visible_cards(SOUTH)[r9] == 0


def test_a_known_card_is_forgotten_once_played():
    state = drawing_state()
    state.apply(DRAW_UP)  # North takes Y14, which South knows
    assert state.observation(SOUTH).hands[NORTH] == (Card.parse("Y14"),)
    state.apply("play Y14")
    assert state.observation(SOUTH).hands[NORTH] == ()


# ---------------------------------------------------------------------- whole hands
@pytest.fixture(scope="module")
def finished_hands():
    """200 single hands under the default rules, played by random bots."""
    game = make("tennessee_for_two", max_hands=1)
    return [play(game.new_state(seed), [RandomAgent(), RandomAgent()], seed) for seed in range(200)]


def test_every_hand_has_20_tricks_and_9_draws(finished_hands):
    for state in finished_hands:
        assert len(state.tricks) == 20
        assert state.draws == 9
        assert not state.stock
        assert state.face_up is None


def test_every_hand_is_worth_exactly_160_points(finished_hands):
    for state in finished_hands:
        assert sum(state.results[0].captured) == 160


def test_all_45_cards_are_accounted_for_at_the_end_of_every_hand(finished_hands):
    for state in finished_hands:
        captured = state.won[NORTH] + state.won[SOUTH]
        assert len(captured) == 40
        assert Counter(captured + state.nest) == Counter(DECK)
        assert not set(state.nest) & COUNT_CARDS, "no count card ever leaves play"


def test_the_bidder_who_makes_the_bid_scores_what_they_captured(finished_hands):
    made = [state.results[0] for state in finished_hands if state.results[0].made]
    assert made
    for result in made:
        assert result.scored == result.captured


@pytest.mark.parametrize(("rule", "penalty"), [("zero", 0), ("minus_bid", -160)])
def test_a_failed_bid_scores_nothing_or_minus_the_bid(rule, penalty):
    state = bid_and_exchange(arranged(failed_bid=rule), bids=("bid 160",))
    finish_hand(state, rng=3)
    result = state.results[0]
    assert result.bidder == NORTH
    assert not result.made
    assert result.scored == (penalty, result.captured[SOUTH]), "the other side keeps its points"
    assert state.scores == result.scored
    assert f"North bid 160 but captured only {result.captured[NORTH]}" in state.log()[-1]


def test_the_game_goes_on_until_a_player_reaches_300_at_the_end_of_a_hand():
    state = make("tennessee_for_two").new_state(seed=8)
    play(state, [RandomAgent(), RandomAgent()], 8)
    totals = [result.scored for result in state.results]
    before_last = [sum(t[seat] for t in totals[:-1]) for seat in (NORTH, SOUTH)]
    assert max(before_last) < 300
    assert max(state.scores) >= 300
    assert state.returns()[state.winner] == 1.0
    assert state.log()[-1].startswith(f"{state.names[state.winner]} wins the game")


def test_when_both_reach_300_in_one_hand_the_higher_total_wins():
    assert game_winner((310, 305), bidder=1, target=300, hands=5, max_hands=None) == 0
    assert game_winner((290, 305), bidder=0, target=300, hands=5, max_hands=None) == 1
    state = arranged(target=5)  # every hand takes both players past 5
    bid_and_exchange(state)
    finish_hand(state)
    low, high = sorted(state.scores)
    assert state.is_terminal
    assert low >= 5
    assert low < high
    assert state.scores[state.winner] == high


def test_when_both_reach_300_with_equal_totals_the_bidder_of_that_hand_wins():
    assert game_winner((305, 305), bidder=1, target=300, hands=5, max_hands=None) == 1
    assert game_winner((305, 305), bidder=0, target=300, hands=5, max_hands=None) == 0


def test_no_winner_while_both_are_short_of_the_target():
    assert game_winner((295, 299), bidder=1, target=300, hands=9, max_hands=None) is None


def test_max_hands_ends_the_game_and_the_higher_total_wins_ties_to_the_last_bidder():
    assert game_winner((80, 80), bidder=0, target=300, hands=1, max_hands=1) == 0
    assert game_winner((60, 100), bidder=0, target=300, hands=1, max_hands=1) == 1
    assert game_winner((60, 100), bidder=0, target=300, hands=1, max_hands=2) is None
    state = make("tennessee_for_two", max_hands=2).new_state(seed=3)
    play(state, [RandomAgent(), RandomAgent()], 3)
    assert state.hands_completed == 2 or max(state.scores) >= 300


# ---------------------------------------------------------------------- opening pass
def test_opening_pass_lets_the_dealer_open_and_a_second_pass_throws_the_hand_in():
    state = arranged(dealer=SOUTH, opening_pass=True)
    assert state.legal_actions()[0] == PASS
    state.apply("pass")
    assert state.current_player == SOUTH
    assert state.log(SOUTH)[-1] == "North passes: South, the dealer, may open."
    state.apply("pass")
    assert state.is_chance
    assert state.dealer == NORTH, "the deal alternates"
    assert state.log(NORTH)[-1] == "South passes too: the hand is thrown in and North deals."
    state.apply_chance()
    assert state.current_player == SOUTH, "the new non-dealer opens"
    assert state.results == ()


def test_opening_pass_the_dealers_reminder_says_any_bid_wins_and_a_pass_throws_the_hand_in():
    state = arranged(dealer=SOUTH, opening_pass=True)
    assert "or pass" in state.reminder, "the non-dealer may pass"
    state.apply("pass")
    reminder = state.observation(SOUTH).reminder
    assert "Raise" not in reminder, "nothing was bid: there is nothing to raise"
    assert "any bid wins" in reminder
    assert "a pass throws the hand in" in reminder


def test_opening_pass_after_three_hands_thrown_in_the_dealer_must_open():
    state = arranged(dealer=SOUTH, opening_pass=True)
    for _ in range(3):  # three hands thrown in, one after the other
        state.apply("pass")
        state.apply("pass")
        state.apply_chance()
    state.apply("pass")
    dealer = state.current_player
    assert dealer == state.dealer
    assert PASS not in state.legal_actions()
    assert "no pass" in state.observation(dealer).reminder
    with pytest.raises(IllegalActionError, match="the dealer must open this one"):
        state.apply("pass")
    assert state.current_player == dealer, "the refused pass changed nothing"
    state.apply("bid 60")
    assert state.bidder == dealer
    assert state.thrown_in == 0


def test_opening_pass_the_dealers_opening_bid_wins_at_once():
    state = arranged(dealer=SOUTH, opening_pass=True)
    state.apply("pass")
    state.apply("bid 70")
    assert state.bidder == SOUTH
    assert state.high_bid == 70
    assert state.phase == "nest"


def test_without_opening_pass_the_non_dealer_cannot_pass():
    state = arranged(dealer=NORTH)
    assert PASS not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="must open the bidding"):
        state.apply("pass")


# ---------------------------------------------------------------------- what each seat sees
def test_each_seat_sees_its_own_hand_never_the_other_hand_the_nest_or_the_draw_pile():
    state = arranged(nest="R4 R6 R7 R8 R9")
    for seat in (NORTH, SOUTH):
        seen = state.observation(seat)
        assert seen.my_hand == tuple(state.hands[seat])
        assert seen.hands[1 - seat] == ()
        assert seen.hand_sizes == (11, 11)
        assert seen.nest is None
        assert seen.nest_size == 5
        assert seen.draw_pile is None
        assert seen.draw_pile_size == 17
        assert seen.face_up == state.face_up
    teacher = state.observation(None)
    assert teacher.hands == (tuple(state.hands[NORTH]), tuple(state.hands[SOUTH]))
    assert teacher.nest == tuple(cards("R4 R6 R7 R8 R9"))
    assert teacher.draw_pile == tuple(reversed(state.stock))


def test_the_nest_is_seen_by_the_bidder_who_handled_it_only():
    state = bid_and_exchange(arranged(), bury="R4 R6 R7 R8 R9")
    assert state.observation(NORTH).nest == tuple(cards("R4 R6 R7 R8 R9"))
    assert state.observation(SOUTH).nest is None
    zone = next(zone for zone in state.zones() if zone.name == "nest")
    assert zone.seen_by == frozenset({NORTH})
    assert not zone.public


def test_past_tricks_are_public():
    state = drawing_state()
    assert state.observation(SOUTH).tricks == state.observation(NORTH).tricks
    assert state.observation(SOUTH).tricks[0].cards == tuple(cards("G4 G14"))


def test_the_observation_is_the_value_the_dataclass_constructor_builds():
    state = drawing_state()
    for seat in (NORTH, SOUTH, None):
        seen = state.observation(seat)
        assert set(vars(seen)) == {f.name for f in fields(TennesseeForTwoObservation)}
        assert TennesseeForTwoObservation(**vars(seen)) == seen


def test_random_hands_never_show_a_seat_a_hidden_card():
    report = check_game(make("tennessee_for_two", max_hands=2), games=6, seed=77, deep_games=2)
    assert report.games == 6


@pytest.mark.parametrize(
    "variant", ["minus_bid", "rook_anytime", "untouchable_nest", "opening_pass"]
)
def test_each_variant_conforms_over_two_hands_with_replay_at_every_step(variant):
    game = make("tennessee_for_two", variant=variant, max_hands=2)
    assert check_game(game, games=2, seed=5, deep_games=1).games == 2


# ---------------------------------------------------------------------- refusing moves
def test_an_illegal_move_is_refused_with_the_reason_and_nothing_changes():
    state = arranged()
    before = state.clone()
    with pytest.raises(IllegalActionError, match="North must bid or pass"):
        state.apply("play R4")
    with pytest.raises(IllegalActionError, match="It is North's turn, so South cannot play now"):
        state.apply("bid 60", seat=SOUTH)
    with pytest.raises(IllegalActionError, match="Name trump with"):
        bid_and_exchange(arranged(), trump="purple")
    assert state == before


def test_rule_options_are_checked():
    with pytest.raises(ValueError, match="failed_bid"):
        make("tennessee_for_two", failed_bid="double")
    with pytest.raises(ValueError, match="Did you mean 'nest'"):
        make("tennessee", nets="untouchable")
    assert make("tennessee", variant="untouchable_nest").rules.nest == "untouchable"


# ---------------------------------------------------------------------- the table
def test_the_table_shows_bid_buttons_to_the_bidder_and_nothing_to_the_other_seat():
    state = arranged()
    state.apply("bid 75")
    view = table_view(state.observation(SOUTH))
    assert isinstance(view, TableView)
    assert [choice.label for choice in view.choices][:3] == ["Pass", "80", "85"]
    assert table_view(state.observation(NORTH)).choices == ()


def test_the_table_offers_bury_intents_and_four_trump_buttons():
    state = arranged()
    state.apply("bid 60")
    state.apply("pass")
    hand = table_view(state.observation(NORTH)).seats[NORTH].piles[0]
    assert {spot.intent.kind for spot in hand.cards} == {"bury"}
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    labels = [choice.label for choice in table_view(state.observation(NORTH)).choices]
    assert labels == ["Red", "Yellow", "Green", "Black"]


def test_the_table_shows_the_draw_as_two_clickable_cards_and_the_other_hand_as_backs():
    state = drawing_state()
    view = table_view(state.observation(NORTH))
    draw_pile, face_up = view.centre[0], view.centre[1]
    assert draw_pile.cards[0].card is None
    assert draw_pile.cards[0].intent == DRAW_DOWN
    assert face_up.cards[0].card == Card.parse("Y14")
    assert face_up.cards[0].intent == DRAW_UP
    south = view.seats[SOUTH].piles[0]
    assert south.count == 10
    assert all(spot.card is None for spot in south.cards)


def test_a_state_shows_as_a_picture_and_has_a_short_repr():
    state = arranged()
    assert repr(state) == "<Tennessee for Two: step 2, North to move, seed 1>"
    svg = state._repr_svg_()
    assert svg.startswith("<svg")
    assert "draw pile" in svg


# ---------------------------------------------------------------------- bots
def test_the_heuristic_bot_gives_a_legal_move_and_a_reason_at_every_step():
    bot = TennesseeHeuristicAgent()
    for variant in (None, "untouchable_nest", "opening_pass", "rook_anytime"):
        state = make("tennessee_for_two", variant=variant, max_hands=1).new_state(seed=21)
        rng = np.random.default_rng(0)
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
                continue
            seat = state.current_player
            decision = bot.decide(state.observation(seat), state.legal_actions(), rng)
            assert decision.action in state.legal_actions()
            assert decision.reason
            assert decision.reason[0].islower()
            state.apply(decision.action)


@pytest.mark.parametrize(
    ("south", "answer"),
    [
        ("ROOK R14 R13 R12 R11 R10 R9 Y14 G14 B14 R5", "bid 65"),
        ("R4 Y6 G7 B8 R6 Y7 G8 B9 R7 Y8 G9", "pass"),
    ],
)
def test_the_heuristic_bot_bids_from_its_hand(south, answer):
    assert hand_estimate(cards(south), "R") > 140 or answer == "pass"
    state = arranged(south=south)
    state.apply("bid 60")
    bot = default_agent("tennessee")
    assert isinstance(bot, TennesseeHeuristicAgent), "the table seats the heuristic bot"
    decision = bot.decide(state.observation(SOUTH), state.legal_actions(), np.random.default_rng())
    assert str(decision.action) == answer
    assert "count points" in decision.reason


def test_the_heuristic_bot_beats_the_random_bot():
    from cardwidgets.tournament import evaluate

    result = evaluate(
        make("tennessee_for_two", max_hands=1),
        TennesseeHeuristicAgent(),
        RandomAgent(),
        games=60,
        seed=11,
    )
    assert result.win_rate_ci[0] > 0.7


def swapping_after_a_give(seed: int):
    """An untouchable-nest game in which the bidder has just given a card to the nest."""
    state = make("tennessee_for_two", nest="untouchable").new_state(seed)
    rng = np.random.default_rng(seed)
    while not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
            continue
        if state.phase == "swap" and state.history[-1].kind == "give":
            return state
        legal = state.legal_actions()
        takes = [a for a in legal if a.kind == "take"]
        state.apply(
            takes[0] if takes and not state.must_give else legal[int(rng.integers(len(legal)))]
        )
    return None


def test_a_card_given_to_an_untouchable_nest_cannot_be_taken_back_even_on_an_imagined_table():
    """The bidder knows which nest cards they may still take; a table resampled from what they
    know (a Monte Carlo bot's) offers exactly those, never the card they gave."""
    state = next(s for s in map(swapping_after_a_give, range(50)) if s is not None)
    bidder = state.current_player
    given = state.history[-1].card_arg()
    seen = state.observation(bidder)
    assert seen.nest_takeable is not None
    assert not seen.nest_takeable[seen.nest.index(given)]
    for draw in range(20):
        imagined = state.game.resample(seen, np.random.default_rng(draw))
        assert imagined.legal_actions() == state.legal_actions()
        assert Action("take", (given,)) not in imagined.legal_actions()


def test_the_opponent_does_not_learn_which_nest_cards_the_bidder_may_take():
    state = next(s for s in map(swapping_after_a_give, range(50)) if s is not None)
    assert state.observation(1 - state.current_player).nest_takeable is None
