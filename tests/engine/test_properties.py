"""Property tests over every registered game: records round-trip, illegal moves change nothing."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardwidgets import make, replay
from cardwidgets.engine import Action, Card, GameRecord, IllegalActionError, game_names
from cardwidgets.engine.cards import rook_deck, standard_deck

ALL_CARDS = list(standard_deck(jokers=True)) + list(rook_deck(lowest=1))
WORDS = ["yes", "no", "up", "down", "low", "high", "pass", "north", "red"]
KINDS = ["flip", "go_first", "play", "bid", "pass", "draw", "deal", "first_player", "trump"]

args = st.one_of(st.integers(-5, 200), st.sampled_from(ALL_CARDS), st.sampled_from(WORDS))
actions = st.builds(Action, st.sampled_from(KINDS), st.lists(args, max_size=3).map(tuple))


def random_position(name: str, seed: int, moves: int):
    state = make(name).new_state(seed)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal:
            break
        if state.is_chance:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
    return state


@pytest.mark.parametrize("name", game_names())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), moves=st.integers(0, 200))
def test_records_round_trip_through_json(name, seed, moves):
    state = random_position(name, seed, moves)
    record = state.record()
    assert GameRecord.from_json(record.to_json()) == record
    assert replay(record.to_json()) == state


@pytest.mark.parametrize("name", game_names())
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), saved=st.integers(0, 60), later=st.integers(0, 60))
def test_a_checkpoint_resumed_from_a_later_state_is_the_state_it_saved(name, seed, saved, later):
    state = random_position(name, seed, saved)
    checkpoint, copy = state.checkpoint(), state.clone()
    for _ in range(later):  # the game goes on; the checkpoint holds none of its past
        if state.is_terminal:
            break
        if state.is_chance:
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    assert checkpoint.resume(state) == copy
    if state.step > copy.step:
        with pytest.raises(ValueError, match="resumes from a later state"):
            state.checkpoint().resume(copy)


@pytest.mark.parametrize("name", game_names())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), moves=st.integers(0, 80), action=actions)
def test_an_illegal_action_is_refused_and_changes_nothing(name, seed, moves, action):
    state = random_position(name, seed, moves)
    if state.is_legal(action):
        return
    before = state.clone()
    with pytest.raises(IllegalActionError) as refused:
        state.apply(action)
    assert refused.value.reason
    assert state == before


@pytest.mark.parametrize("name", game_names())
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), text=st.text(max_size=30))
def test_any_text_is_refused_or_is_a_legal_move(name, seed, text):
    state = random_position(name, seed, 3)
    before = state.clone()
    try:
        state.apply(text)
    except IllegalActionError:
        assert state == before
    else:
        assert str(state.history[-1]).lower() == " ".join(text.split()).lower()


def test_card_text_round_trips_for_every_card():
    assert all(Card.parse(str(card)) is card for card in ALL_CARDS)
