"""Checking what crosses the wire against its one description, ``static/wire.json``:
:func:`check_synced` validates synced trait values and :func:`check_request` a message the page
sends, with ``jsonschema`` and the schema's one keyword of its own, ``words``; what else is
checked: :doc:`/docs/design/testing-kit`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

try:
    import jsonschema
    from jsonschema.exceptions import ValidationError
except ImportError as missing:  # the kit's wire check is an extra: say which
    raise ImportError(
        "cardwidgets.testing needs jsonschema: pip install 'cardwidgets[testing]'."
    ) from missing

from cardwidgets.render.wire import SCHEMA, TUPLES


def _words(
    validator: Any, word_schema: Any, instance: object, schema: Any
) -> Iterator[ValidationError]:
    if not isinstance(instance, str) or instance == "":
        return
    for place, word in enumerate(instance.split(" ")):
        yield from validator.descend(word, word_schema, path=place)


_Validator = jsonschema.validators.extend(jsonschema.Draft202012Validator, {"words": _words})
_Validator.check_schema(SCHEMA)
SYNCED = _Validator(SCHEMA)
REQUEST = _Validator({**SCHEMA, "$ref": "#/$defs/request"})


def named(tuple_name: str, values: list[Any]) -> dict[str, Any]:
    """A tuple of the wire read by its fields' names, as the front end reads it."""
    return dict(zip(TUPLES[tuple_name], values, strict=True))


def check_synced(state: Mapping[str, Any]) -> None:
    """Raise AssertionError naming the first part of ``state`` that breaks the wire format."""
    ours = {key: value for key, value in state.items() if key in SCHEMA["properties"]}
    _raise_first(SYNCED, ours)
    table = ours.get("_table")
    if table:
        _check_reasons(table)


def check_request(message: object) -> None:
    """Raise AssertionError if ``message`` is not a request the wire format describes."""
    _raise_first(REQUEST, message)


def _raise_first(validator: Any, instance: object) -> None:
    error = next(iter(sorted(validator.iter_errors(instance), key=lambda e: e.path)), None)
    if error is not None:
        where = "/".join(str(step) for step in error.absolute_path) or "(the whole)"
        raise AssertionError(f"not the wire format at {where}: {error.message}")


def _check_reasons(table: Mapping[str, Any]) -> None:
    """Every card word's ``!R`` and every choice's reason number names a listed reason."""
    reasons = len(table["why"])
    numbers = [
        int(word.split("!")[1])
        for pile in table["piles"]
        for word in named("pile", pile)["cards"].split()
        if "!" in word
    ]
    choices = [named("choice", choice)["why"] for choice in table["choices"]]
    numbers += [number for number in choices if number is not None]
    missing = sorted({n for n in numbers if n >= reasons})
    assert not missing, f"reasons {missing} are pointed to but not listed in why ({reasons})"
