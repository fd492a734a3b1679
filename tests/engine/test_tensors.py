"""A seat's tensors: the view zone by zone with every public fact, and an information state
that remembers every move of the hand the seat could see, built from what games declare."""

from __future__ import annotations

from itertools import pairwise
from random import Random

import numpy as np
import pytest

from cardwidgets.engine import State, make
from cardwidgets.engine.tensors import Recall, TensorLayout
from tests.variants import every_game_and_variant


def one_hand(name: str, variant: str | None) -> State:
    rules = {} if name == "half_and_half" else {"max_hands": 1}
    return make(name, variant, **rules).new_state(11)


def advance(state: State, recall: Recall, layout: TensorLayout) -> None:
    while state.is_chance:
        recall.dealt(layout, state.apply_chance())


def play(state: State, recall: Recall, layout: TensorLayout, action) -> None:
    actor = state.current_player
    state.apply_legal(action)
    recall.moved(layout, state, actor, action)
    advance(state, recall, layout)


def tensor(layout: TensorLayout, state: State, seat: int | None, recall: Recall) -> np.ndarray:
    out = np.zeros(layout.size, np.float32)
    layout.fill(out, state, seat, recall)
    return out


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_no_two_moves_of_a_decision_leave_the_movers_information_state_equal(name, variant):
    state = one_hand(name, variant)
    layout = TensorLayout(state.game, perfect_recall=True)
    recall, rand = Recall(), Random(4)
    advance(state, recall, layout)
    decisions = 0
    while not state.is_terminal:
        legal = list(state.legal_actions())
        if len(legal) > 1:
            mover, seen = state.current_player, {}
            for action in legal[:60]:  # a bet of every size is one run: sixty sizes of it
                child, remembered = state.clone(), Recall(recall.moves.copy())
                play(child, remembered, layout, action)
                view = tensor(layout, child, mover, remembered).tobytes()
                assert view not in seen, f"{action} and {seen.get(view)} look the same to the mover"
                seen[view] = action
            decisions += 1
        play(state, recall, layout, rand.choice(legal))
    assert decisions or name == "half_and_half"


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_every_number_of_both_tensors_lies_between_0_and_1(name, variant):
    state = one_hand(name, variant)
    view, memory = TensorLayout(state.game), TensorLayout(state.game, perfect_recall=True)
    recall, rand = Recall(), Random(2)
    advance(state, recall, memory)
    while not state.is_terminal:
        for seat in (*range(state.num_players), None):
            for layout in (view, memory):
                numbers = tensor(layout, state, seat, recall)
                assert numbers.min() >= 0
                assert numbers.max() <= 1
        play(state, recall, memory, rand.choice(list(state.legal_actions())))


def swapped_deal(state: State, seat: int) -> State | None:
    """The same game with two cards hidden from ``seat`` (and named by no move) swapped in
    the deal, replayed move for move; None if no such swap keeps every move legal."""
    named = {arg for action in state.history for arg in action.args if len(action.args) < 10}
    hidden = [
        card
        for zone in state.zones()
        if not zone.visible_to(seat)
        for card in zone.cards
        if card not in named
    ]
    for first, second in pairwise(hidden):
        if first == second:
            continue
        swap = {first: second, second: first}
        events = [
            type(action)(action.kind, tuple(swap.get(arg, arg) for arg in action.args))
            if len(action.args) >= 10
            else action
            for action in state.history
        ]
        try:
            return state.game.replay(events, state.seed, state.names)
        except Exception:  # a swap that makes some move illegal: try the next pair
            continue
    return None


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two"])
def test_a_seats_tensors_ignore_the_cards_hidden_from_it(name):
    """Two deals that differ only in cards hidden from the seat, at the same public history,
    give it the very same tensors."""
    state = one_hand(name, None)
    view, memory = TensorLayout(state.game), TensorLayout(state.game, perfect_recall=True)
    recall, rand = Recall(), Random(9)
    advance(state, recall, memory)
    compared = 0
    while not state.is_terminal:
        for seat in range(state.num_players):
            other = swapped_deal(state, seat)
            if other is None:
                continue
            assert other != state
            remembered = Recall.replayed(memory, other)
            for layout in (view, memory):
                mine = tensor(layout, state, seat, recall)
                assert (mine == tensor(layout, other, seat, remembered)).all()
            compared += 1
        play(state, recall, memory, rand.choice(list(state.legal_actions())))
    assert compared > 10


def test_the_nest_the_bidder_buried_is_its_own_block_not_its_hand():
    state = one_hand("tennessee_for_two", None)
    layout = TensorLayout(state.game)
    recall, rand = Recall(), Random(1)
    advance(state, recall, layout)
    while state.phase != "trump":
        play(state, recall, layout, rand.choice(list(state.legal_actions())))
    bidder = state.bidder
    pieces = layout.views(tensor(layout, state, bidder, recall))
    nest = pieces["zone: nest"]
    assert nest[:-1].sum() == len(state.nest), "the bidder sees its nest"
    assert nest[-1] == 0
    other = layout.views(tensor(layout, state, 1 - bidder, recall))["zone: nest"]
    assert not other[:-1].any(), "the other seat sees none of the nest"
    assert other[-1] > 0, "but counts it face down"
    assert pieces["bidder"][bidder] == 1
    assert pieces["contract"][0] == state.high_bid / 160


def test_take_twos_low_and_high_twosomes_are_blocks_of_their_own():
    layout = TensorLayout(make("take_two"))
    names = [name for name in layout.pieces if "twosome" in name and "North" in name]
    assert names == [
        "zone: North's Low twosome, face down",
        "zone: North's High twosome, face down",
    ]


def test_the_trump_is_a_one_hot_choice_once_named():
    state = one_hand("call_deuces", None)
    layout = TensorLayout(state.game)
    recall, rand = Recall(), Random(3)
    advance(state, recall, layout)
    assert not layout.views(tensor(layout, state, 0, recall))["trump"].any()
    while state.trump is None and not state.is_terminal:
        play(state, recall, layout, rand.choice(list(state.legal_actions())))
    trump = layout.views(tensor(layout, state, 0, recall))["trump"]
    assert trump.sum() == 1


def test_the_public_view_shows_no_hand():
    state = one_hand("tennessee_for_two", None)
    layout = TensorLayout(state.game)
    recall = Recall()
    advance(state, recall, layout)
    pieces = layout.views(tensor(layout, state, None, recall))
    assert not pieces["zone: North's hand"][:-1].any()
    assert not pieces["seat"].any()


def test_a_hand_longer_than_declared_is_refused_with_the_reason():
    state = one_hand("tennessee_for_two", None)
    layout = TensorLayout(state.game, perfect_recall=True)
    recall = Recall()
    advance(state, recall, layout)
    move = state.legal_actions()[0]
    for _ in range(sum(layout.longest) + 1):
        recall.moved(layout, state, 0, move)
    with pytest.raises(ValueError, match="longest_hand"):
        tensor(layout, state, 0, recall)


def test_the_recall_replayed_from_a_history_is_the_recall_kept_move_by_move():
    state = one_hand("call_deuces", None)
    layout = TensorLayout(state.game, perfect_recall=True)
    recall, rand = Recall(), Random(6)
    advance(state, recall, layout)
    for _ in range(20):
        play(state, recall, layout, rand.choice(list(state.legal_actions())))
    assert Recall.replayed(layout, state) == recall


def test_the_documented_layouts_are_the_layouts():
    from pathlib import Path

    from tools.tensor_tables import tables

    page = (Path(__file__).parents[2] / "docs" / "tensors.md").read_text(encoding="utf-8")
    assert tables() in page, "run python -m tools.tensor_tables and paste its tables in the page"


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two"])
def test_a_recall_filled_move_by_move_writes_what_a_fresh_one_writes(name):
    state = one_hand(name, None)
    layout = TensorLayout(state.game, perfect_recall=True)
    recall, rand = Recall(), Random(7)
    advance(state, recall, layout)
    while not state.is_terminal:
        for seat in (*range(state.num_players), None):
            fresh = Recall(recall.moves.copy())
            assert (tensor(layout, state, seat, recall) == tensor(layout, state, seat, fresh)).all()
        branch = Recall(recall.moves.copy(), recall.filled.copy())  # a copy goes its own way
        play(state.clone(), branch, layout, rand.choice(list(state.legal_actions())))
        tensor(layout, state, 0, branch)
        play(state, recall, layout, rand.choice(list(state.legal_actions())))
