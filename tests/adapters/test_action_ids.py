"""Both adapters take an id only when it is a legal move's (or chance outcome's), numpy's
integers as Python's; anything else is refused with the project's error and changes nothing."""

from __future__ import annotations

import numpy as np
import pytest

from cardwidgets.engine import IllegalActionError, RulesError
from cardwidgets.engine.action_ids import describe_ids
from tests.adapters.cases import extra_missing

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from cardwidgets import openspiel, pettingzoo  # noqa: E402


def first_decision(name: str = "tennessee_for_two") -> object:
    state = openspiel.load(name, max_hands=1).new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def unchanged(state: object, history: list[int], text: str) -> None:
    assert state.history() == history
    assert str(state) == text


@pytest.mark.parametrize("wrapped", [-1, -209, 10**6, True, 2.0, "3"])
def test_openspiel_refuses_an_id_that_is_no_legal_move_and_changes_nothing(wrapped):
    state = first_decision()
    legal = state.legal_actions()
    history, text = state.history(), str(state)
    with pytest.raises(IllegalActionError, match="not the id of a legal move now"):
        state._apply_action(wrapped)  # as OpenSpiel hands it on (2.0 and "3" it refuses itself)
    unchanged(state, history, text)
    assert state.legal_actions() == legal


def test_openspiel_refuses_a_negative_id_that_once_wrapped_to_a_legal_move():
    state = first_decision()
    legal = state.legal_actions()
    history, text = state.history(), str(state)
    with pytest.raises(IllegalActionError, match="the legal ids are"):
        state.apply_action(legal[0] - state.get_game().num_distinct_actions())
    unchanged(state, history, text)


def test_openspiel_names_the_legal_ids_not_the_number_of_actions():
    state = first_decision()
    legal = state.legal_actions()
    past_the_end = state.get_game().num_distinct_actions()
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(past_the_end)
    message = str(refused.value)
    assert f"the legal ids are {describe_ids(legal)}" in message
    assert f"{len(legal)} ids, from {legal[0]} to {legal[-1]}" in message
    assert f"{past_the_end} legal moves" not in message


def test_openspiel_takes_numpy_integers_as_ids():
    state = first_decision()
    move = state.legal_actions()[0]
    twin = state.clone()
    state.apply_action(np.int64(move))
    twin.apply_action(move)
    assert state.history() == twin.history()
    assert state.ours == twin.ours


@pytest.mark.parametrize("number", [-5, 10**6])
def test_openspiel_names_no_move_for_an_id_outside_the_numbering(number):
    state = first_decision()
    with pytest.raises(IllegalActionError, match="is no move's id"):
        state.action_to_string(state.current_player(), number)


def test_a_chance_node_refuses_an_outcome_it_does_not_have_and_deals_nothing():
    state = openspiel.load("tennessee_for_two", max_hands=1).new_initial_state()
    while state.ours.chance_outcomes():  # the draw for the first dealer, then the shuffle
        state.apply_action(0)
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    history, text = state.history(), str(state)
    for wrong in (10**6, -2):  # (-1 is OpenSpiel's invalid action, refused before us)
        with pytest.raises(IllegalActionError, match="not the id of a card left to deal"):
            state.apply_action(wrong)
        unchanged(state, history, text)
    state.apply_action(outcomes[0][0])
    with pytest.raises(IllegalActionError, match="not the id of a card left to deal"):
        state.apply_action(outcomes[0][0])  # that card is dealt: it has one copy
    assert state.chance_outcomes() == [(card, 1 / (len(outcomes) - 1)) for card, _ in outcomes[1:]]


def test_a_listed_chance_event_refuses_an_outcome_past_its_list():
    state = openspiel.load("half_and_half").new_initial_state()
    listed = state.ours.chance_outcomes()  # the draw for the first dealer
    with pytest.raises(IllegalActionError, match="not a chance outcome's id here") as refused:
        state.apply_action(len(state.chance_outcomes()))
    assert state.history() == []
    assert f"Allowed now: {listed[0][0]}" in str(refused.value)


def test_pettingzoo_refuses_an_id_that_is_no_legal_move_and_changes_nothing():
    table = pettingzoo.CardGameEnv("tennessee_for_two", max_hands=1)
    table.reset(seed=3)
    before = table.state_now.clone()
    for wrong in (-3, -1, len(table.every), True, 1.5):
        with pytest.raises(IllegalActionError, match="the legal ids are"):
            table.step(wrong)
        assert table.state_now == before


def test_pettingzoo_takes_numpy_integers_for_seeds_and_moves():
    table = pettingzoo.CardGameEnv("tennessee_for_two", max_hands=1)
    twin = pettingzoo.CardGameEnv("tennessee_for_two", max_hands=1)
    table.reset(seed=np.int64(3))
    twin.reset(seed=3)
    assert table.state_now == twin.state_now
    move = int(np.flatnonzero(table.observe(table.agent_selection)["action_mask"])[0])
    table.step(np.int32(move))
    twin.step(move)
    assert table.state_now == twin.state_now


@pytest.mark.parametrize("seed", [-1, 2.5, "7", True])
def test_pettingzoo_refuses_a_seed_that_is_no_whole_number(seed):
    with pytest.raises(RulesError, match="A seed is a whole number"):
        pettingzoo.CardGameEnv("tennessee_for_two", max_hands=1).reset(seed=seed)
