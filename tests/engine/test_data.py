"""Walking observation data: the leak check must find every card, however deeply it is nested."""

from dataclasses import dataclass
from typing import NamedTuple

import pytest

from cardwidgets.engine import Action, Card, Observation, cards
from cardwidgets.engine.data import iter_cards, shown_cards


class Play(NamedTuple):
    seat: int
    card: Card


@dataclass(frozen=True, kw_only=True)
class Inner:
    pile: tuple[Card, ...]
    note: str = ""


@dataclass(frozen=True, kw_only=True)
class Sample(Observation):
    hand: tuple[Card, ...]
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]
    plays: list[Play]
    inner: Inner
    by_seat: dict[int, frozenset[Card]]
    spare: Card | None = None


def sample(**changes):
    values = {
        "game": "sample",
        "seat": 0,
        "names": ("North", "South"),
        "current_player": 0,
        "step": 3,
        "phase": "play",
        "reminder": "Follow suit.",
        "hand": cards("QH 10S"),
        "tricks": ((0, cards("AS KS"), 0),),
        "plays": [Play(1, Card.parse("2C"))],
        "inner": Inner(pile=cards("QH")),
        "by_seat": {1: frozenset(cards("3D"))},
    }
    values.update(changes)
    return values


def test_iter_cards_finds_cards_in_tuples_lists_named_tuples_dataclasses_and_mappings():
    found = sorted(iter_cards(Sample(**sample())))
    assert found == sorted([*cards("QH 10S AS KS 2C QH 3D")])


def test_iter_cards_counts_a_card_shown_twice_twice():
    assert list(iter_cards((Card.parse("QH"), [Card.parse("QH")]))).count(Card.parse("QH")) == 2


def test_iter_cards_refuses_data_that_is_not_plain():
    with pytest.raises(TypeError, match="plain data"):
        list(iter_cards((1, object())))


def test_build_makes_the_same_observation_as_the_constructor():
    values = sample()
    built = Sample.build(values)
    assert built == Sample(**values)
    assert built.spare is None, "a field left out takes its default"
    assert type(built) is Sample


def test_build_refuses_missing_and_unknown_fields():
    values = sample()
    del values["hand"]
    with pytest.raises(TypeError, match=r"missing fields \['hand'\]"):
        Sample.build(values)
    with pytest.raises(TypeError, match=r"unknown fields \['hnad'\]"):
        Sample.build(sample(hnad=()))


def test_a_built_observation_is_still_frozen():
    built = Sample.build(sample())
    with pytest.raises(AttributeError):
        built.step = 4  # type: ignore[misc]


def test_shown_cards_keeps_the_cards_a_move_names_apart_from_those_laid_out():
    hand = cards("QH 10S")
    moves = (Action("play", (hand[0],)), Action("swap", (hand[1], 3, hand[0])), Action("pass"))
    laid_out, named = shown_cards((hand, moves))
    assert laid_out == list(hand)
    assert named == [(hand[0],), (hand[1], hand[0]), ()]
