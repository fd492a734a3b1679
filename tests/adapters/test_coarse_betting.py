"""Take Two's exact betting numbers every amount; the coarse option, in both adapters, offers a
few sizes of each bet instead: the least, a quarter, half and three quarters of the way to the
most, and the most."""

from __future__ import annotations

from random import Random

import numpy as np
import pytest

from cardwidgets.engine import IllegalActionError, RulesError, make
from cardwidgets.engine.action_ids import COARSE_SIZES, ActionIds
from cardwidgets.engine.legal import ActionRange, LegalActions
from tests.adapters.cases import extra_missing

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from pettingzoo.test import api_test  # noqa: E402

from cardwidgets import openspiel, pettingzoo  # noqa: E402

pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def to_first_bet(state):
    """Random moves until a seat may bet an amount."""
    rand = Random(2)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rand.choices(outcomes, chances)[0])
        elif state.ours.legal_actions().ranges:
            return state
        else:
            state.apply_action(rand.choice(state.legal_actions()))
    raise AssertionError("no bet in this hand")


def test_a_bet_of_1_to_90_is_five_sizes():
    ids = ActionIds(LegalActions((), (ActionRange("bet", 1, 200),)), "coarse")
    legal = LegalActions((), (ActionRange("bet", 1, 90),))
    assert ids.size == len(COARSE_SIZES)
    assert ids.ids(legal) == [0, 1, 2, 3, 4]
    amounts = [ids.legal_action(number, legal).args[0] for number in ids.ids(legal)]
    assert amounts == [1, 23, 45, 68, 90]
    assert [ids.name(number) for number in range(5)] == [
        "bet least",
        "bet quarter",
        "bet half",
        "bet three_quarters",
        "bet most",
    ]


def test_when_the_least_is_the_most_one_size_is_legal():
    ids = ActionIds(LegalActions((), (ActionRange("bet", 1, 200),)), "coarse")
    legal = LegalActions((), (ActionRange("bet", 7, 7),))
    assert ids.ids(legal) == [0]
    with pytest.raises(IllegalActionError, match="the legal ids are 0"):
        ids.legal_action(4, legal)


def test_an_unknown_betting_is_refused():
    with pytest.raises(RulesError, match="betting is 'exact' or 'coarse'"):
        openspiel.load("take_two", betting="rough")


def test_coarse_take_two_has_a_few_ids_where_exact_has_one_an_amount():
    exact = openspiel.load("take_two", max_hands=1)
    coarse = openspiel.load("take_two", betting="coarse", max_hands=1)
    listed = len(make("take_two").every_action().listed)
    assert exact.num_distinct_actions() == listed + 2 * 400
    assert coarse.num_distinct_actions() == listed + 2 * len(COARSE_SIZES)
    assert "betting=coarse" in str(coarse)
    assert pyspiel.load_game(str(coarse)).num_distinct_actions() == coarse.num_distinct_actions()
    pyspiel.random_sim_test(coarse, num_sims=3, serialize=True, verbose=False)


def test_a_coarse_bet_plays_its_amount_and_says_so():
    state = to_first_bet(
        openspiel.load("take_two", betting="coarse", max_hands=1).new_initial_state()
    )
    run = state.ours.legal_actions().ranges[0]
    most = max(state.legal_actions())
    assert state.action_to_string(state.current_player(), most) == (
        f"{run.kind} most ({run.kind} {run.high})"
    )
    state.apply_action(most)
    assert state.ours.history[-1].args == (run.high,)


def test_games_without_bets_have_no_betting_parameter():
    assert "betting" not in str(openspiel.load("tennessee_for_two"))


def test_the_pettingzoo_env_bets_coarsely_too():
    table = pettingzoo.env("take_two", betting="coarse", max_hands=1)
    listed = len(make("take_two").every_action().listed)
    assert table.action_space("player_0").n == listed + 2 * len(COARSE_SIZES)
    api_test(pettingzoo.env("take_two", betting="coarse", max_hands=1), num_cycles=100)
    table.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in table.agent_iter():
        observation, _, termination, truncation, _ = table.last()
        table.step(
            None
            if termination or truncation
            else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        )
    assert table.unwrapped.state_now.is_terminal
