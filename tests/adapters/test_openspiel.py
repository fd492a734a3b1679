"""Every game through OpenSpiel's API: OpenSpiel's own random-simulation test, the seat's
information only, records that replay in cardwidgets, and the registry followed."""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
import pytest

from cardwidgets.agents import default_agent
from cardwidgets.engine import registry
from cardwidgets.engine.play import play
from cardwidgets.engine.record import replay
from tests.adapters.cases import (
    ONE_PACK,
    TennesseeAgain,
    extra_missing,
    one_hand,
    two_unseen_cards,
)
from tests.registry_sandbox import sandbox_registry
from tests.variants import every_game_and_variant

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
cardwidgets_openspiel = pytest.importorskip("cardwidgets.openspiel")
load = cardwidgets_openspiel.load


def play_randomly(state: Any, rand: Random, moves: int | None = None) -> Any:
    """Random chance outcomes (by their chances) and random moves, to the end or ``moves``."""
    while not state.is_terminal() and (moves is None or state.move_number() < moves):
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rand.choices(outcomes, chances)[0])
        else:
            state.apply_action(rand.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_every_game_and_variant_passes_openspiels_random_simulation(name, variant):
    game = load(name, variant, **one_hand(name))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_a_whole_game_of_several_hands_passes_too():
    pyspiel.random_sim_test(load("tennessee_for_two"), num_sims=1, serialize=True, verbose=False)


def test_the_game_declares_its_own_facts():
    game = load("take_two", players=3, starting_chips=50)
    ours = game.ours
    assert game.num_players() == 3
    assert game.num_distinct_actions() == len(ours.every_action()) == 3 + 52 + 52 + 6 + 2 * 150
    assert game.max_chance_outcomes() == 52
    assert (game.min_utility(), game.max_utility()) == (-1.0, 1.0)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


def test_a_variant_and_options_on_top_make_our_rules():
    game = load("tennessee_for_two", "minus_bid", max_hands=1)
    assert game.ours.rules.changed() == {"failed_bid": "minus_bid", "max_hands": 1}


def test_half_and_half_deals_two_packs_one_card_at_a_time():
    game = load("half_and_half")
    state = game.new_initial_state()
    while state.ours.chance_outcomes():  # the draw for the first dealer
        state.apply_action(0)
    assert len(state.chance_outcomes()) == game.max_chance_outcomes() == 54
    assert game.packs(state.ours, state.ours.sample_chance()) == (54, 54)


@pytest.mark.parametrize("name", ONE_PACK)
def test_two_deals_a_seat_cannot_tell_apart_give_it_the_same_information(name):
    game = load(name, **one_hand(name))
    rand = Random(3)
    first = game.new_initial_state()
    outcomes: list[int] = []
    while first.is_chance_node():
        ids, chances = zip(*first.chance_outcomes(), strict=True)
        outcomes.append(rand.choices(ids, chances)[0])
        first.apply_action(outcomes[-1])
    seat = first.current_player()
    a, b = (game.card_ids[card] for card in two_unseen_cards(first.ours, seat))
    deal_starts = len(outcomes) - len(game.cards)
    swapped = outcomes[:deal_starts] + [
        {a: b, b: a}.get(outcome, outcome) for outcome in outcomes[deal_starts:]
    ]
    second = game.new_initial_state()
    for outcome in swapped:
        second.apply_action(outcome)
    assert first.ours.history != second.ours.history
    assert first.information_state_string(seat) == second.information_state_string(seat)
    assert first.observation_string(seat) == second.observation_string(seat)
    assert first.information_state_tensor(seat) == second.information_state_tensor(seat)
    assert first.observation_tensor(seat) == second.observation_tensor(seat)
    other = 1 - seat if name == "tennessee_for_two" else None
    if other is not None:  # the other seat holds one of the two cards: it can tell
        assert first.information_state_string(other) != second.information_state_string(other)


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two", "half_and_half"])
def test_a_game_played_through_openspiel_replays_in_cardwidgets(name):
    state = play_randomly(load(name, **one_hand(name)).new_initial_state(), Random(5))
    saved = cardwidgets_openspiel.record(state).to_json()
    replayed = replay(saved)
    assert replayed == state.ours
    assert replayed.is_terminal
    assert list(replayed.returns()) == state.returns()


def test_resampling_from_the_information_state_keeps_what_the_seat_knows():
    state = play_randomly(load("tennessee_for_two", max_hands=1).new_initial_state(), Random(1), 20)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    dealt = state.resample_from_infostate(seat, sampler)
    assert dealt.information_state_string(seat) == state.information_state_string(seat)
    assert dealt.legal_actions() == state.legal_actions()


def test_openspiels_ismcts_bot_plays_a_hand():
    from open_spiel.python.algorithms import ismcts, mcts

    game = load("tennessee_for_two", max_hands=1)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, max_simulations=3, random_state=rng)
    state = game.new_initial_state()
    rand = Random(0)
    while not state.is_terminal():
        if state.is_chance_node():
            ids, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rand.choices(ids, chances)[0])
        else:
            state.apply_action(bot.step(state))
    assert sorted(state.returns()) == [-1.0, 1.0]


def test_ismcts_takes_a_seat_at_our_table_and_sees_only_its_observation():
    game = load("tennessee_for_two", max_hands=1)
    seat = cardwidgets_openspiel.ismcts_agent(game, simulations=3)
    state = game.ours.new_state(4)
    ours = [seat, default_agent("tennessee_for_two")]
    play(state, ours, rng=4)
    assert state.is_terminal
    assert replay(state.record()) == state


def test_ismcts_at_our_table_plays_the_same_game_from_the_same_seeds():
    """Its imagined deals come from its own seeded generator, not pyspiel's clock-seeded one."""
    game = load("tennessee_for_two", max_hands=1)
    logs = []
    for _ in range(2):
        state = game.ours.new_state(5)
        rival = cardwidgets_openspiel.ismcts_agent(game, simulations=10, seed=1)
        play(state, [rival, default_agent("tennessee_for_two")], rng=2, max_steps=40)
        logs.append(state.log())
    assert logs[0] == logs[1]


@pytest.mark.parametrize("name", ONE_PACK)
def test_mcts_on_an_imagined_deal_plays_a_hand_at_our_table(name):
    game = load(name, **one_hand(name))
    seat = cardwidgets_openspiel.mcts_agent(game, simulations=5, seed=2)
    state = game.ours.new_state(6)
    others = [default_agent(name)] * (game.ours.num_players - 1)
    play(state, [seat, *others], rng=6, max_steps=60)
    assert state.history
    assert replay(state.record()) == state


def test_mcts_decides_the_same_on_two_deals_its_seat_cannot_tell_apart():
    """It searches a deal imagined from the seat's observation, never the true one: swap two
    cards the seat cannot see and, from the same seeds, it chooses and says the same."""
    game = load("tennessee_for_two", max_hands=1)
    true = game.ours.new_state(8)
    true.advance_chance()
    seat = true.current_player
    one, other = two_unseen_cards(true, seat)
    shuffle = true.history[-1]
    twin_args = tuple({one: other, other: one}.get(arg, arg) for arg in shuffle.args)
    twin = game.ours.new_state(8)
    for event in true.history[:-1]:
        twin.apply(event)
    twin.apply(type(shuffle)(shuffle.kind, twin_args))
    twin.advance_chance()
    assert twin.history != true.history
    assert twin.observation(seat) == true.observation(seat)
    decisions = []
    for state in (true, twin):
        bot = cardwidgets_openspiel.mcts_agent(game, simulations=20, seed=3)
        decisions.append(
            bot.decide(state.observation(seat), state.legal_actions(), np.random.default_rng(4))
        )
    assert decisions[0] == decisions[1]


def test_a_game_registered_later_gets_an_openspiel_game(monkeypatch):
    sandbox_registry(monkeypatch)
    registry.register(TennesseeAgain)
    assert cardwidgets_openspiel.register(["tennessee_again"]) == ["cardwidgets_tennessee_again"]
    game = load("tennessee_again", max_hands=1)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
