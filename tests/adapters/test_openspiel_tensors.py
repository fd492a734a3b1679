"""OpenSpiel's tensors of every game: perfect recall in the information state, the view now in
the observation, named pieces in the observer's dict, and a public-only observer."""

from __future__ import annotations

from random import Random

import numpy as np
import pytest

from cardwidgets.engine.tensors import Recall
from tests.adapters.cases import extra_missing, one_hand
from tests.variants import every_game_and_variant

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
cardwidgets_openspiel = pytest.importorskip("cardwidgets.openspiel")
observation = pytest.importorskip("open_spiel.python.observation")
load = cardwidgets_openspiel.load


def random_step(state, rand: Random) -> None:
    if state.is_chance_node():
        outcomes, chances = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rand.choices(outcomes, chances)[0])
    else:
        state.apply_action(rand.choice(state.legal_actions()))


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_no_two_moves_leave_the_movers_information_state_tensor_equal(name, variant):
    state = load(name, variant, **one_hand(name)).new_initial_state()
    rand = Random(8)
    while not state.is_terminal():
        if not state.is_chance_node() and len(state.legal_actions()) > 1:
            mover, seen = state.current_player(), set()
            legal = state.legal_actions()[:40]
            for action in legal:
                child = state.clone()
                child.apply_action(action)
                seen.add(tuple(child.information_state_tensor(mover)))
            assert len(seen) == len(legal), state.history_str()
        random_step(state, rand)


def test_perfect_recall_is_the_information_state_and_its_absence_the_observation():
    game = load("tennessee_for_two", max_hands=1)
    recall = observation.make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    view = observation.make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    assert recall.tensor.shape == tuple(game.information_state_tensor_shape())
    assert view.tensor.shape == tuple(game.observation_tensor_shape())
    assert recall.tensor.size > view.tensor.size
    state = game.new_initial_state()
    rand = Random(1)
    for _ in range(60):
        random_step(state, rand)
    seat = state.current_player()
    recall.set_from(state, seat)
    view.set_from(state, seat)
    assert list(recall.tensor) == state.information_state_tensor(seat)
    assert list(view.tensor) == state.observation_tensor(seat)
    assert (recall.tensor[: view.tensor.size] == view.tensor).all(), "the view comes first"
    assert "Moves this hand:" in recall.string_from(state, seat)


def test_the_observers_dict_names_each_piece_as_a_view_of_the_tensor():
    game = load("call_deuces", max_hands=1)
    observer = observation.make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    expected = {"zone: trick", "zone: buried", "seat", "to_move", "phase", "dealer", "bidder"}
    assert expected | {"contract", "trump", "scores", "card moves", "other moves"} <= set(
        observer.dict
    )
    state = game.new_initial_state()
    rand = Random(2)
    while state.ours.trump is None:
        random_step(state, rand)
    observer.set_from(state, 0)
    assert observer.dict["trump"].sum() == 1
    assert np.shares_memory(observer.dict["trump"], observer.tensor)
    assert sum(piece.size for piece in observer.dict.values()) == observer.tensor.size


def test_the_public_observer_shows_no_seats_cards():
    game = load("tennessee_for_two", max_hands=1)
    public = observation.make_observation(
        game,
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE),
    )
    state = game.new_initial_state()
    rand = Random(3)
    for _ in range(70):
        random_step(state, rand)
    public.set_from(state, 0)
    for seat in (0, 1):
        name = state.ours.names[seat]
        assert not public.dict[f"zone: {name}'s hand"][:-1].any()
    assert public.dict["zone: trick"][:-1].sum() == len(state.ours.trick)
    text = public.string_from(state, 0)
    assert text == public.string_from(state, 1), "the same for every seat"


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two"])
def test_a_position_dealt_from_the_information_state_keeps_its_tensor(name):
    state = load(name, **one_hand(name)).new_initial_state()
    rand = Random(4)
    for _ in range(90):  # far into the hand, short of its end, at a seat's turn
        later = state.clone()
        random_step(later, rand)
        while later.is_chance_node():
            random_step(later, rand)
        if later.is_terminal():
            break
        state = later
    seat = state.current_player()
    dealt = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert dealt.information_state_string(seat) == state.information_state_string(seat)
    other = (seat + 1) % state.num_players()
    assert "?" in dealt.information_state_string(other) or not any(
        move.cards for move in state.recall.moves if move.actor == seat
    ), "another seat's view of the dealt position does not learn the true cards"


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two", "half_and_half"])
def test_the_recall_settled_late_is_the_recall_kept_move_by_move(name):
    """A move only notes its place; the recall, settled when read, on copies read at other
    times, and across the hands of a whole game, is the one replayed from the seed."""
    game = load(name, **({} if name == "half_and_half" else {"max_hands": 2}))
    layout = game.recall_layout
    state = game.new_initial_state()
    rand, copies = Random(5), []
    while not state.is_terminal():
        if rand.random() < 0.2:
            copies.append(state.clone())
        if rand.random() < 0.1:
            assert state.recall == Recall.replayed(layout, state.ours)
        random_step(state, rand)
    for copy in copies:  # each goes on its own way, its replay shared until it settles
        for _ in range(rand.randrange(30)):
            if copy.is_terminal():
                break
            random_step(copy, rand)
        assert copy.recall == Recall.replayed(layout, copy.ours)
    assert state.recall == Recall.replayed(layout, state.ours)


def test_a_dealt_position_settles_its_later_moves_on_its_own_past():
    """A position dealt from a seat's information has no past to replay from its seed: its
    moves after the dealing are remembered as the seat's recall plus those moves."""
    game = load("tennessee_for_two", max_hands=1)
    state = game.new_initial_state()
    rand = Random(3)
    while state.is_chance_node() or len(state.ours.history) < 20:
        random_step(state, rand)
    seat = state.current_player()
    dealt = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    known = dealt.recall.moves.copy()
    later, moved = dealt.clone(), []
    while len(moved) < 6:
        if not later.is_chance_node():
            number = later.legal_actions()[0]
            moved.append(game.every[number])
            later.apply_action(number)
        else:
            random_step(later, rand)
    after = later.recall.moves
    assert after[: len(known)] == known
    assert [move.action for move in after[len(known) :]] == moved
