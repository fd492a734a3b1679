"""The Call Deuces heuristic bot: legal, explained, sensible, and clearly better than random."""

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.engine import Action, Card, cards, play
from cardwidgets.games.call_deuces.bots import CallDeucesHeuristic
from cardwidgets.tournament import evaluate
from tests.games.test_call_deuces import (
    EAST,
    NORTH,
    ONE_SUIT_EACH,
    SOUTH,
    WEST,
    arranged,
    contract,
    played,
)

BOT = CallDeucesHeuristic()
RNG = np.random.default_rng(0)


def decide(state):
    return BOT.decide(state.observation(state.current_player), state.legal_actions(), RNG)


class Recording(CallDeucesHeuristic):
    """The heuristic, checking every decision it makes."""

    def act(self, observation, legal_actions, rng):
        action, reason = self.decide(observation, legal_actions, rng)
        assert action in legal_actions
        assert reason.endswith(".")
        assert reason.count(". ") == 0, f"one sentence: {reason!r}"
        return action


@pytest.mark.parametrize(
    "rules",
    [{}, {"players": 5}, {"partnership": True}, {"deuce_partner": True}, {"bury_fives": True}],
)
def test_the_bot_plays_only_legal_moves_and_explains_each_in_one_sentence(rules):
    game = make("call_deuces", max_hands=1, **rules)
    for seed in range(15):
        bots = [Recording()] * game.num_players
        assert play(game.new_state(seed), bots, seed).is_terminal


def test_a_strong_hand_bids_and_says_why():
    state = arranged(ONE_SUIT_EACH, kitty="3S 2S")
    action, reason = decide(state)
    assert action == Action("bid", (15,)), "it bids the lowest it can"
    assert reason.startswith("bids 15: about ")
    assert reason.endswith("13 spades (big joker, small joker, A♠ and 10 more), 1 five.")


def test_a_weak_hand_passes():
    weak = "2H 3H 4H 6H 7H 2D 3D 4D 6D 7D 2C 3C 4C"
    state = arranged({NORTH: weak})
    action, reason = decide(state)
    assert action == Action("pass")
    assert reason.startswith("passes: about ")


def test_the_bot_does_not_outbid_its_partner():
    state = arranged(ONE_SUIT_EACH, partnership=True, dealer=EAST)
    state.apply("bid 15")  # South
    state.apply("pass")  # West
    action, reason = decide(state)  # North, with a hand worth far more than 16
    assert action == Action("pass")
    assert reason == "passes: its partner holds the bid, and the bid binds both."


def test_the_bot_buries_side_cards_and_never_a_five():
    state = arranged({NORTH: "AS KS QS JS 10S 9S 5S SJ BJ 2H 5D 3C 5C"}, kitty="4C 7H", dealer=WEST)
    state.apply("bid 15")
    for _ in range(3):
        state.apply("pass")
    for _ in range(2):
        action, reason = decide(state)
        assert action.arg.rank != 5
        assert action.arg.suit not in ("S", "*")
        assert reason.startswith(f"buries {action.arg.short}: ")
        state.apply(action)
    assert set(state.buried) <= set(cards("2H 7H 3C 4C"))
    action, reason = decide(state)
    assert action == Action("trump", ("spades",))
    assert reason.startswith("names spades: ")


#: East leads a low spade, South (North's partner) wins it with the ace, West follows, and North,
#: void in spades and playing last, could trump with a heart.
PARTNERS = {
    NORTH: "5C 2H 3H 4H 6H 7H 8H 9H 10H JH QH KH AH",
    SOUTH: "AS 2D 3D 4D 6D 7D 8D 9D 10D JD QD KD AD",
    EAST: "3S 4S 7S SJ BJ 2C 3C 4C 6C 7C 8C 9C 10C",
}


def partners_trick(hands):
    state = arranged(hands, kitty="2S 6S", partnership=True)
    contract(state, 15, bidder=EAST, bury="2S 6S", trump="hearts")
    played(state, "3S AS 8S")
    return state


def test_the_bot_does_not_overtrump_its_partners_winning_card():
    hands = {
        **PARTNERS,
        NORTH: "6C" + PARTNERS[NORTH][2:],
        EAST: PARTNERS[EAST].replace("6C", "5C"),
    }
    action, reason = decide(partners_trick(hands))
    assert action == Action("play", (Card.parse("6C"),))
    assert reason == "plays low: South, on its side, is winning with A♠."


def test_the_bot_gives_a_five_to_its_partners_sure_trick():
    action, reason = decide(partners_trick(PARTNERS))
    assert action == Action("play", (Card.parse("5C"),))
    assert reason == "adds 5♣ to the trick: South, on its side, wins it."


def test_the_heuristic_is_the_default_bot_at_a_call_deuces_table():
    assert isinstance(default_agent("call_deuces"), CallDeucesHeuristic)
    assert isinstance(default_agent("deuces"), CallDeucesHeuristic)


def test_the_bot_clearly_beats_random_bots():
    result = evaluate(make("call_deuces", max_hands=1), BOT, RandomAgent(), games=200, seed=3)
    low, _ = result.win_rate_ci
    assert low > result.equal_share
