"""Walking plain game data (observations, views): find its cards, turn it into JSON values."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from typing import Any

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card

_SCALARS = (str, int, float, bool, type(None))


def iter_cards(value: Any) -> Iterator[Card]:
    """Every card inside ``value``, counted as often as it appears."""
    found: list[Card] = []
    _collect_cards(value, found, None)
    return iter(found)


def shown_cards(value: Any) -> tuple[list[Card], list[tuple[Card, ...]]]:
    """The cards ``value`` lays out, and apart from them the cards each action in it names (for
    the leak check). A move names a card the seat already sees in its hand: counting it with
    the hand would count that card twice."""
    laid_out: list[Card] = []
    named: list[tuple[Card, ...]] = []
    _collect_cards(value, laid_out, named)
    return laid_out, named


#: Containers walked item by item. Checked by exact type first: the leak check walks every
#: observation of every seat at every step, and most values are plain tuples of cards.
_SEQUENCES = (list, tuple, set, frozenset)
#: Values that hold no card, by exact type (a subclass, such as an enum, takes the long way).
_PLAIN = frozenset(_SCALARS)


def _collect_cards(value: Any, found: list[Card], named: list[tuple[Card, ...]] | None) -> None:
    """Cards into ``found``; those of each action into ``named`` instead, when it is given."""
    kind = type(value)
    if kind is Card:
        found.append(value)
    elif kind in _SEQUENCES:
        for item in value:  # most items are cards or numbers: no call for each
            item_kind = type(item)
            if item_kind is Card:
                found.append(item)
            elif item_kind not in _PLAIN:
                _collect_cards(item, found, named)
    elif kind is Action and named is not None:
        named.append(tuple(arg for arg in value.args if type(arg) is Card))
    elif isinstance(value, _SCALARS):
        return
    elif (names := _field_names(kind)) is not None:
        for name in names:
            item = getattr(value, name)
            if type(item) not in _PLAIN:
                _collect_cards(item, found, named)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            _collect_cards(key, found, named)
            _collect_cards(item, found, named)
    elif isinstance(value, _SEQUENCES):
        for item in value:
            _collect_cards(item, found, named)
    else:
        raise TypeError(
            f"Observations hold plain data (cards, numbers, text, tuples, dataclasses), "
            f"not {type(value).__name__}."
        )


#: Each dataclass type's field names (None for a type that is no dataclass), looked up once:
#: ``dataclasses.fields`` builds its answer anew at every call, a tenth of a soak's time.
_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def _field_names(kind: type) -> tuple[str, ...] | None:
    try:
        return _FIELD_NAMES[kind]
    except KeyError:
        names = None
        if dataclasses.is_dataclass(kind):
            names = tuple(f.name for f in dataclasses.fields(kind))
        _FIELD_NAMES[kind] = names
        return names


def to_jsonable(value: Any) -> Any:
    """JSON-ready copy: cards and actions become their written forms, dataclasses dicts."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:  # numbers and text in them kept without a call each
        return [item if type(item) in _PLAIN else to_jsonable(item) for item in value]
    if isinstance(value, (Card, Action)):
        return str(value)
    if isinstance(value, _SCALARS):
        return value
    if (names := _field_names(kind)) is not None:  # a dataclass instance
        return {name: to_jsonable(getattr(value, name)) for name in names}
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_jsonable(v) for v in value)
    raise TypeError(f"Cannot turn {type(value).__name__} into JSON data.")
