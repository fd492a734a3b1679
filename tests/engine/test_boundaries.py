"""What a careless caller passes to the engine is refused with the engine's own error and a
short message, and the state is left exactly as it was."""

from __future__ import annotations

import copy

import pytest

from cardwidgets import Action, Card, make
from cardwidgets.engine import GameRecord
from cardwidgets.engine.errors import ActionParseError, CardwidgetsError, RulesError, quoted
from cardwidgets.engine.illegal import IllegalActionError


@pytest.fixture
def north_to_move():
    state = make("half_and_half").new_state(seed=1)
    state.advance_chance()
    assert state.current_player == 0
    return state


@pytest.mark.parametrize(
    "seat",
    [True, False, 1.0, "0", -1, 2, [0], {"seat": 0}, pytest.param(10**5000, id="5000 digits")],
)
def test_a_seat_is_a_seat_number_of_the_game_and_true_is_not_one(north_to_move, seat):
    before = copy.deepcopy(north_to_move)
    move = north_to_move.legal_actions()[0]
    with pytest.raises(IllegalActionError, match="A seat is a whole number from 0 to 1") as refused:
        north_to_move.apply(move, seat=seat)
    assert north_to_move == before
    assert len(str(refused.value)) < 200


def test_asking_for_the_moves_of_a_seat_that_is_not_a_seat_is_refused(north_to_move):
    with pytest.raises(IllegalActionError, match="A seat is a whole number"):
        north_to_move.legal_actions(seat=True)
    assert north_to_move.legal_actions(seat=1) == []


@pytest.mark.parametrize(
    "action",
    [Action("flip", ([1],)), Action("flip", (True,)), Action(3), Action("play", (2.5,)), 42, None],
)
def test_explain_answers_for_anything_that_is_not_an_action(north_to_move, action):
    before = copy.deepcopy(north_to_move)
    assert "is not an action" in north_to_move.explain(action)
    with pytest.raises(IllegalActionError):
        north_to_move.apply(action)
    assert north_to_move == before


@pytest.mark.parametrize("action", [5, None, Action("bid", (True,))], ids=["5", "None", "bid True"])
def test_a_non_action_at_a_seats_turn_is_refused_naming_the_seats_legal_moves(action):
    state = make("call_deuces").new_state(seed=2)
    state.advance_chance()
    legal = state.legal_actions()
    assert legal
    with pytest.raises(IllegalActionError, match="is not an action") as refused:
        state.apply(action)
    assert tuple(refused.value.legal) == tuple(legal)
    assert "no seat can act now" not in str(refused.value)
    assert str(legal[0]) in str(refused.value)


def test_a_number_of_thousands_of_digits_in_an_action_is_refused_before_it_is_converted():
    with pytest.raises(ActionParseError, match="at most 12 digits"):
        Action.parse("bid " + "9" * 1_000)
    with pytest.raises(ActionParseError, match="characters long"):
        Action.parse("bid " + "9" * 5_000)


def test_the_written_forms_of_real_actions_still_parse():
    assert Action.parse("bid 999999") == Action("bid", (999_999,))
    assert Action.parse("play QH") == Action("play", (Card.parse("QH"),))


@pytest.mark.parametrize(
    "value",
    ["x" * 100_000, 10**5000, list(range(100_000)), {"a": "b" * 10_000}],
    ids=["long text", "5000 digits", "long list", "long value"],
)
def test_an_error_quotes_at_most_a_few_dozen_characters_of_what_was_sent(value):
    assert len(quoted(value)) <= 60


def test_true_is_not_seat_one_in_an_event_that_equals_a_possible_one():
    # Action("first_dealer", (True,)) == Action("first_dealer", (1,)) in Python: refused anyway,
    # so a record never holds "first_dealer True".
    state = make("half_and_half").new_state(seed=1)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError, match="is not an action"):
        state.apply(Action("first_dealer", (True,)))
    assert state == before


def test_the_fast_path_records_the_listed_move_not_an_equal_hand_built_one():
    """``apply_legal`` finds a bot's move in the legal list, where ``60.0 == 60`` (and
    ``True == 1``) would find a hand-built move; the record must still say ``bid 60``."""
    state = make("tennessee_for_two").new_state(seed=3)
    while state.is_chance:
        state.apply_chance()
    state.apply_legal(Action("bid", (60.0,)))
    assert type(state.history[-1].args[0]) is int
    assert str(state.history[-1]) == "bid 60"


def test_a_name_longer_than_a_record_holds_is_refused_at_the_table_in_a_few_words():
    with pytest.raises(RulesError, match="1 to 100 characters") as refused:
        make("half_and_half").new_state(seed=1, names=["N" * 101, "S"])
    assert len(str(refused.value)) < 200
    state = make("half_and_half").new_state(seed=1, names=["N" * 100, "S"])
    assert GameRecord.from_json(state.record().to_json()).replay() == state


@pytest.mark.parametrize(
    "attempt",
    [
        lambda: make("x" * 10**6),
        lambda: make("call_deuces", variant="x" * 10**6),
        lambda: make("call_deuces", **{"x" * 10**6: 1}),
        lambda: make("call_deuces", failed_bid="x" * 10**6),
    ],
    ids=["game name", "variant", "option name", "option value"],
)
def test_a_huge_name_or_value_is_quoted_in_a_few_dozen_characters(attempt):
    with pytest.raises(CardwidgetsError) as refused:
        attempt()
    assert len(str(refused.value)) < 300
