"""Observations: what one seat knows at one moment, the only thing bots, views and tables read."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from cardwidgets.engine.actions import Action
from cardwidgets.engine.zones import SeenZone

ObservationT = TypeVar("ObservationT", bound="Observation")


@dataclass(frozen=True, kw_only=True)
class Observation:
    """What one seat knows. Each game subclasses it with its own public and private fields.

    ``seat`` is None for the teacher's all-cards view.
    """

    game: str
    seat: int | None
    names: tuple[str, ...]
    current_player: int
    step: int
    phase: str
    #: The rule that applies now, in one line ("Follow suit if you can").
    reminder: str

    @classmethod
    def build(cls: type[ObservationT], values: Mapping[str, Any]) -> ObservationT:
        """The same observation as ``cls(**values)``, built several times faster.

        A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, and
        passing a few dozen keyword arguments costs about as much again; an observation is built
        at every step of every playout. This copies ``values`` (a dict literal at the call site)
        into the instance after the same check of the field names (fields with defaults may be
        left out), so a missing or misspelt field still fails. It runs no ``__post_init__``.
        """
        names, defaults = _observation_fields(cls)
        if values.keys() != names:
            missing = names - values.keys() - defaults.keys()
            unknown = values.keys() - names
            if missing or unknown:
                raise TypeError(
                    f"{cls.__name__}.build: missing fields {sorted(missing)}, "
                    f"unknown fields {sorted(unknown)}."
                )
            values = {**defaults, **values}
        observation = object.__new__(cls)
        observation.__dict__.update(values)
        return observation


@dataclass(frozen=True, kw_only=True)
class PlainObservation(Observation):
    """The engine's own observation, for a game that writes none: the zones as the seat sees
    them, every seat's running score, and the seat's legal actions when it is to move."""

    zones: tuple[SeenZone, ...]
    scores: tuple[float, ...]
    actions: tuple[Action, ...]


_OBSERVATION_FIELDS: dict[type[Observation], tuple[frozenset[str], dict[str, Any]]] = {}


def _observation_fields(cls: type[Observation]) -> tuple[frozenset[str], dict[str, Any]]:
    """An observation class's field names and its fields' plain defaults, computed once."""
    known = _OBSERVATION_FIELDS.get(cls)
    if known is None:
        fields = dataclasses.fields(cls)
        if any(f.default_factory is not dataclasses.MISSING for f in fields):
            raise TypeError(f"{cls.__name__}.build does not support default_factory fields.")
        defaults = {f.name: f.default for f in fields if f.default is not dataclasses.MISSING}
        known = _OBSERVATION_FIELDS[cls] = (frozenset(f.name for f in fields), defaults)
    return known
