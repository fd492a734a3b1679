"""Whatever a caller hands the engine's public methods or the record loader, the answer is the
project's own error with a short message, or what was asked: no other exception escapes, a
refusal leaves the state exactly as it was, and nothing takes long."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardwidgets
from cardwidgets.engine import Action, CardwidgetsError, GameRecord, RecordError, State
from cardwidgets.engine.registry import game_class
from cardwidgets.engine.seats import MAX_NAME_CHARACTERS
from tests.engine.test_properties import random_position
from tests.fuzzing import FUZZED, JSON_VALUES, Huge, filled_in

#: The longest error message a caller is shown (it quotes at most a few dozen characters).
LONGEST_MESSAGE = 600
#: Steps into a seeded random game at which the entry points are tried: the deal, the first
#: moves, mid-game and (with a large number) the end.
MOMENTS = (0, 1, 3, 12, 40, 10_000)


@cache
def position(game: str, moment: int) -> State:
    """A seeded random game of ``game`` stopped after ``moment`` events (or at its end)."""
    return random_position(game, 11, moment)


def written_actions(game: str) -> st.SearchStrategy[str]:
    """Text an action might be: real moves of the game, edited, and any text at all."""
    real = sorted({str(a) for m in MOMENTS for a in position(game, m).legal_actions()})
    return (
        st.sampled_from(real or ["pass"])
        | st.builds(lambda a, b: f"{a} {b}", st.sampled_from(real or ["bid"]), st.text(max_size=8))
        | st.text(max_size=40)
        | st.sampled_from(["bid " + "9" * 5000, "play " + "R" * 3000, " " * 3000])
    )


def odd_actions(game: str) -> st.SearchStrategy[Any]:
    """Action values with the wrong make-up: wrong kinds, arguments of any JSON-like value."""
    kinds = st.sampled_from(["play", "bid", "bet", "pass", "take", "deal"]) | st.text(max_size=6)
    return st.builds(
        lambda kind, args: Action(kind, tuple(filled_in(args))),
        kinds,
        st.lists(JSON_VALUES | st.sampled_from([Huge(1), True]), max_size=3),
    )


def calls(game: str) -> st.SearchStrategy[tuple[str, Any, Any]]:
    action = written_actions(game) | odd_actions(game) | JSON_VALUES
    seat = st.none() | st.integers(-3, 9) | JSON_VALUES
    method = st.sampled_from(
        ["apply", "explain", "is_legal", "legal_actions", "observation", "visible_cards"]
    )
    return st.tuples(method, action, seat)


def outcome(attempt: Callable[[], Any]) -> tuple[Any, CardwidgetsError | None]:
    """What ``attempt`` answered, or the project's error it was refused with (any other
    exception escapes and fails the test)."""
    try:
        return attempt(), None
    except CardwidgetsError as error:
        return None, error


def call(state: State, method: str, action: Any, seat: Any) -> Any:
    action, seat = filled_in(action), filled_in(seat)
    if method == "apply":
        return state.apply(action, seat=seat)
    if method == "explain":
        return state.explain(action)
    if method == "is_legal":
        return state.is_legal(action)
    if method == "legal_actions":
        return state.legal_actions(seat)
    if method == "visible_cards":
        return state.visible_cards(seat)
    return state.observation(seat)


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_the_engine_answers_anything_with_its_own_short_error_and_changes_nothing(game, data):
    moment = data.draw(st.sampled_from(MOMENTS), label="moment")
    state = position(game, moment).clone()
    before = state.clone()
    method, action, seat = data.draw(calls(game), label="call")
    answer, refusal = outcome(lambda: call(state, method, action, seat))
    if refusal is not None:
        assert state == before, f"refusing {method} changed the state"
        assert 0 < len(str(refusal)) <= LONGEST_MESSAGE
        return
    if method == "explain" and answer is not None:
        assert len(answer) <= LONGEST_MESSAGE
    if method != "apply":
        assert state == before, f"{method} changed the state"


# ---------------------------------------------------------------------- records
@cache
def saved_record(game: str) -> dict[str, Any]:
    state = position(game, 40)
    return dict(json.loads(state.record().to_json()))


FIELDS = ("format", "game", "rules", "seed", "events", "names", "rules_version", "digest")


def edited_records(game: str) -> st.SearchStrategy[Any]:
    """A real record with fields replaced, removed or added; or any JSON value at all."""
    replaced = st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=3)
    removed = st.sets(st.sampled_from(FIELDS), max_size=2)

    def edit(new: dict[str, Any], gone: set[str]) -> dict[str, Any]:
        record = {**saved_record(game), **new}
        return {key: value for key, value in record.items() if key not in gone}

    return st.builds(edit, replaced, removed) | JSON_VALUES


def as_json(value: Any) -> str:
    """The JSON text of ``value``, a :class:`Huge` written as its 5,001 digits (as a file
    edited by hand may hold them; Python's own writer refuses such a number)."""

    def marked(item: Any) -> Any:
        if isinstance(item, Huge):
            return f"@huge{item.sign}@"
        if isinstance(item, list):
            return [marked(x) for x in item]
        if isinstance(item, dict):
            return {key: marked(x) for key, x in item.items()}
        return item

    digits = "1" + "0" * 5000
    text = json.dumps(marked(value))
    return text.replace('"@huge1@"', digits).replace('"@huge-1@"', "-" + digits)


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_any_record_loads_and_replays_or_is_refused_with_one_clear_error(game, data):
    text = as_json(data.draw(edited_records(game), label="record"))
    _, refusal = outcome(lambda: GameRecord.from_json(text).replay())
    if refusal is not None:
        assert isinstance(refusal, RecordError), f"{type(refusal).__name__}: {refusal}"
        assert 0 < len(str(refusal)) <= LONGEST_MESSAGE


@FUZZED
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_a_file_of_any_bytes_is_a_record_or_a_record_error(raw, tmp_path_factory):
    path = tmp_path_factory.mktemp("records") / "game.json"
    path.write_bytes(raw)
    _, refusal = outcome(lambda: GameRecord.load(path).replay())
    if refusal is not None:
        assert isinstance(refusal, RecordError), f"{type(refusal).__name__}: {refusal}"
        assert 0 < len(str(refusal)) <= LONGEST_MESSAGE


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_replay_upto_anything_is_a_state_or_a_record_error(game, data):
    record = GameRecord.from_dict(saved_record(game))
    upto = filled_in(data.draw(st.integers(-5, 60) | JSON_VALUES, label="upto"))
    _, refusal = outcome(lambda: record.replay(upto))
    if refusal is not None:
        assert isinstance(refusal, RecordError), f"{type(refusal).__name__}: {refusal}"
        assert 0 < len(str(refusal)) <= LONGEST_MESSAGE


@pytest.mark.parametrize(
    "game", [g for g in cardwidgets.game_names() if cardwidgets.make(g).can_resample]
)
@FUZZED
@given(data=st.data())
def test_resample_given_anything_deals_a_state_or_refuses_with_a_short_error(game, data):
    state = position(game, data.draw(st.sampled_from(MOMENTS[1:4]), label="moment"))
    real = st.sampled_from([state.observation(seat) for seat in range(state.num_players)])
    observation = data.draw(real | JSON_VALUES, label="observation")
    rng = data.draw(st.just("generator") | JSON_VALUES, label="rng")
    rng = np.random.default_rng(1) if rng == "generator" else filled_in(rng)
    _, refusal = outcome(lambda: state.game.resample(filled_in(observation), rng))
    if refusal is not None:
        assert 0 < len(str(refusal)) <= LONGEST_MESSAGE


# ------------------------------------------------------- texts and numbers from outside
def assert_short(refusal: CardwidgetsError) -> None:
    """A refusal of a few hundred characters at most, quoting a few dozen of what it was sent
    (never a run of the long texts and numbers the fuzz sends)."""
    text = str(refusal)
    assert 0 < len(text) <= LONGEST_MESSAGE, text[:LONGEST_MESSAGE]
    for long_run in ("x" * 60, "9" * 60, "0" * 60):
        assert long_run not in text, text[:LONGEST_MESSAGE]


def option_values(
    game: str, anything: st.SearchStrategy[Any] = JSON_VALUES
) -> st.SearchStrategy[dict[str, Any]]:
    """Rule options as a caller might write them: real names with values in, at and past the
    ends of their ranges, or ``anything``; and names that are no option."""
    options = game_class(game).rules_class.options()
    names = st.sampled_from([o.name for o in options]) | st.text(max_size=8) | st.just("x" * 20_000)
    edges = [
        edge + offset
        for o in options
        for edge in (o.minimum, o.maximum)
        if edge is not None
        for offset in (-1, 0, 1)
    ]
    values = st.sampled_from(edges or [0]) | st.integers() | anything
    return st.dictionaries(names, values, max_size=3)


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_make_given_any_name_variant_and_options_builds_within_range_or_refuses_shortly(game, data):
    variants = list(game_class(game).rules_class.variants)
    name = data.draw(st.just(game) | st.text(max_size=12) | st.just("x" * 10**6), label="name")
    variant = data.draw(st.none() | st.sampled_from(variants or [None]) | JSON_VALUES, "variant")
    options = filled_in(data.draw(option_values(game), label="options"))
    built, refusal = outcome(lambda: cardwidgets.make(name, variant=filled_in(variant), **options))
    if refusal is not None:
        assert_short(refusal)
        return
    for option in built.rules.options():
        value = getattr(built.rules, option.name)
        if option.kind is int and value is not None:
            assert option.minimum <= value <= option.maximum, (option.name, value)


def deal_texts(game: str) -> st.SearchStrategy[str]:
    """A deal code as typed: a real one, with characters changed, cut or added, or any text."""
    codes = [cardwidgets.deal_code(game, seed) for seed in (0, 7, 10**30)]
    real = st.sampled_from(codes)
    edited = st.builds(
        lambda code, at, text: code[:at] + text + code[at + 1 :],
        real,
        st.integers(0, 20),
        st.text(alphabet="0123456789ABCDEFGHJKMNPQRSTVWXYZ-ilo ", max_size=3),
    )
    padded = st.builds(lambda code, n: code + "A" * n, real, st.sampled_from([1, 60, 200, 10**5]))
    return real | edited | padded | st.text(max_size=40) | st.just("9" * 5000)


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_any_typed_deal_code_deals_within_the_rules_or_refuses_shortly(game, data):
    text = data.draw(deal_texts(game), label="code")
    deal, refusal = outcome(lambda: cardwidgets.read_deal_code(text))
    if refusal is not None:
        assert_short(refusal)
        return
    rules = deal.game.rules
    assert type(rules)(**rules.to_dict()) == rules  # within every range


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(names=JSON_VALUES | st.lists(st.text(max_size=120) | st.just("x" * 10**6), max_size=9))
def test_any_player_names_seat_the_players_or_refuse_shortly(game, names):
    state, refusal = outcome(lambda: cardwidgets.make(game).new_state(3, names=filled_in(names)))
    if refusal is not None:
        assert_short(refusal)
        return
    assert all(0 < len(name) <= MAX_NAME_CHARACTERS for name in state.names)
    assert GameRecord.from_json(state.record().to_json()).replay() == state  # its record loads


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(data=st.data())
def test_a_signed_record_with_rules_out_of_range_is_refused_with_the_range(game, data):
    """A record edited and signed again (its digest made to match) still holds only rules the
    game allows: options past their range are refused as at the table."""
    saved = GameRecord.from_dict(saved_record(game))
    # Numbers a record can hold (JSON's writer refuses one of thousands of digits).
    written = st.integers(-(10**80), 10**80) | st.text(max_size=30) | st.none() | st.booleans()
    rules = {**saved.rules, **data.draw(option_values(game, written), label="rules")}
    signed = dataclasses.replace(saved, rules=rules, events=saved.events[:3])
    _, refusal = outcome(lambda: GameRecord.from_json(signed.to_json()).replay())
    if refusal is not None:
        assert isinstance(refusal, RecordError), f"{type(refusal).__name__}: {refusal}"
        assert_short(refusal)
