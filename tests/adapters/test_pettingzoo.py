"""Every game as a PettingZoo environment: PettingZoo's own API and seed tests, the seat's view
only, seeds that deal as cardwidgets deals, records that replay, and the registry followed."""

from __future__ import annotations

import numpy as np
import pytest

from cardwidgets.engine import Action, GameRecord, IllegalActionError, RulesError, make, registry
from tests.adapters.cases import (
    ONE_PACK,
    TennesseeAgain,
    extra_missing,
    one_hand,
    two_unseen_cards,
)
from tests.registry_sandbox import sandbox_registry
from tests.variants import every_game_and_variant

pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from pettingzoo.test import api_test, render_test, seed_test

from cardwidgets import pettingzoo

#: PettingZoo's api_test warns that a Dict observation "probably should be" a Box: its own card
#: game environments (Leduc, Texas Hold'em) carry their action mask in a Dict just the same.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def play_to_the_end(table, rng: np.random.Generator) -> None:
    """Random legal moves, by the action mask, until every agent has left."""
    for _ in table.agent_iter():
        observation, _, termination, truncation, _ = table.last()
        move = None
        if not (termination or truncation):
            move = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        table.step(move)


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_every_game_and_variant_passes_pettingzoos_api_and_seed_tests(name, variant):
    rules = one_hand(name)
    api_test(pettingzoo.env(name, variant, **rules), num_cycles=100)
    seed_test(lambda: pettingzoo.env(name, variant, **rules), num_cycles=100)


@pytest.mark.parametrize("name", ONE_PACK)
def test_two_deals_a_seat_cannot_tell_apart_give_it_the_same_observation(name):
    table = pettingzoo.env(name, **one_hand(name))
    table.reset(seed=11)
    state = table.unwrapped.state_now
    seat = state.current_player
    a, b = two_unseen_cards(state, seat)
    saved = state.record()
    deal = next(i for i, event in enumerate(saved.events) if event.startswith("deal "))
    swapped = {a: b, b: a}
    cards = Action.parse(saved.events[deal]).card_args()
    events = list(saved.events)
    events[deal] = str(Action("deal", tuple(swapped.get(card, card) for card in cards)))
    other = GameRecord(saved.game, saved.rules, saved.seed, tuple(events), saved.names)
    agent = table.agent_selection
    seen = table.observe(agent)
    table.reset(options={"record": other})
    assert table.unwrapped.state_now.history != state.history
    assert table.agent_selection == agent
    seen_again = table.observe(agent)
    assert np.array_equal(seen["observation"], seen_again["observation"])
    assert np.array_equal(seen["action_mask"], seen_again["action_mask"])


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two", "half_and_half"])
def test_a_seed_deals_as_cardwidgets_deals_and_the_record_replays(name):
    table = pettingzoo.env(name, **one_hand(name))
    table.reset(seed=7)
    dealt = make(name, **one_hand(name)).new_state(7)
    dealt.advance_chance()
    assert table.unwrapped.state_now == dealt
    play_to_the_end(table, np.random.default_rng(7))
    finished = table.unwrapped.state_now
    assert finished.is_terminal
    replayed = GameRecord.from_json(table.unwrapped.record().to_json()).replay()
    assert replayed == finished


def test_the_rewards_are_the_returns_when_the_game_ends():
    table = pettingzoo.env("tennessee_for_two", max_hands=1)
    table.reset(seed=3)
    totals = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        totals[agent] += reward
        over = termination or truncation
        table.step(None if over else int(np.flatnonzero(observation["action_mask"])[0]))
    assert sorted(totals.values()) == [-1.0, 1.0]
    assert list(totals.values()) == list(table.unwrapped.state_now.returns())


def test_a_move_that_is_not_legal_is_refused_and_changes_nothing():
    table = pettingzoo.env("tennessee_for_two", max_hands=1)
    table.reset(seed=3)
    state = table.unwrapped.state_now
    before = state.clone()
    mask = table.observe(table.agent_selection)["action_mask"]
    with pytest.raises(IllegalActionError, match="Allowed now: bid 60"):
        table.step(int(np.flatnonzero(mask == 0)[0]))
    assert state == before


def test_a_game_registered_later_gets_an_environment(monkeypatch):
    sandbox_registry(monkeypatch)
    registry.register(TennesseeAgain)
    api_test(pettingzoo.env("tennessee_again", max_hands=1), num_cycles=50)


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two", "half_and_half"])
def test_every_render_mode_passes_pettingzoos_render_test(name, capsys):
    render_test(lambda render_mode: pettingzoo.env(name, render_mode=render_mode, **one_hand(name)))
    assert capsys.readouterr().out  # human mode outside a notebook prints the story


def test_the_rgb_array_is_the_tables_picture_with_every_card_shown():
    table = pettingzoo.env("tennessee_for_two", render_mode="rgb_array", max_hands=1)
    table.reset(seed=3)
    first = table.render()
    assert first.dtype == np.uint8
    assert first.shape[1:] == (940, 3)  # the notebook picture's width, in red, green and blue
    observation = table.observe(table.agent_selection)
    table.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert not np.array_equal(table.render(), first)


def test_an_unknown_render_mode_is_refused_naming_the_modes():
    with pytest.raises(RulesError, match="'ansi', 'human', 'rgb_array'"):
        pettingzoo.env("tennessee_for_two", render_mode="video")


def test_pettingzoos_stdout_capture_takes_the_human_mode():
    from pettingzoo.utils import CaptureStdoutWrapper

    table = CaptureStdoutWrapper(
        pettingzoo.env("tennessee_for_two", render_mode="human", max_hands=1)
    )
    table.reset(seed=1)
    assert table.render().startswith("North deals first")


def test_max_moves_cuts_a_whole_game_short_with_each_seats_standing():
    table = pettingzoo.env("call_deuces", max_moves=30)
    table.reset(seed=4)
    rng = np.random.default_rng(4)
    moves, totals = 0, dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        totals[agent] += reward
        if termination or truncation:
            assert truncation
            assert not termination
            table.step(None)
            continue
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        moves += 1
    state = table.unwrapped.state_now
    assert moves == 30
    assert not state.is_terminal
    assert list(totals.values()) == [max(-1.0, min(1.0, v)) for v in state.standing()]
    api_test(pettingzoo.env("call_deuces", max_moves=30), num_cycles=100)


@pytest.mark.parametrize("cap", [0, -5, 2.5, True])
def test_max_moves_is_a_whole_number_of_at_least_one(cap):
    with pytest.raises(RulesError, match="max_moves is a whole number of at least 1"):
        pettingzoo.env("call_deuces", max_moves=cap)
