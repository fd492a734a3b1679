"""Game records: the game, its rules, its seed and every event, written as JSON.

A record replays to the identical state with no randomness at all, because the chance events
(shuffles, coin tosses) are in it. Events are the written forms of actions, so a record reads
like a score sheet.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from cardwidgets.engine.errors import CardwidgetsError, RecordError
from cardwidgets.engine.game import State

FORMAT: Final = "cardwidgets-record/1"


@dataclass(frozen=True)
class GameRecord:
    game: str
    rules: Mapping[str, Any]
    seed: int
    events: tuple[str, ...]
    names: tuple[str, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "rules": dict(self.rules),
            "seed": self.seed,
            "events": list(self.events),
        }
        if self.names is not None:
            data["names"] = list(self.names)
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        if not isinstance(data, Mapping):
            raise RecordError(f"A game record is a JSON object, not {type(data).__name__}.")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(
                f"This record is {data.get('format')!r}; this version reads {FORMAT}."
            )
        missing = [k for k in ("game", "rules", "seed", "events") if k not in data]
        if missing:
            raise RecordError(f"The record lacks {', '.join(missing)}.")
        events, names = data["events"], data.get("names")
        if not isinstance(events, list) or not all(isinstance(e, str) for e in events):
            raise RecordError("The record's events must be a list of texts such as 'play QH'.")
        if not isinstance(data["rules"], Mapping):
            raise RecordError("The record's rules must be an object of option names and values.")
        return cls(
            game=str(data["game"]),
            rules=dict(data["rules"]),
            seed=data["seed"],
            events=tuple(events),
            names=None if names is None else tuple(str(n) for n in names),
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"This is not a JSON game record: {error}.") from None
        return cls.from_dict(data)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record as a JSON file (UTF-8, indented for reading and diffing)."""
        Path(path).write_text(self.to_json(indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise RecordError(
                f"Cannot read the record file {str(path)!r}: {error.strerror}."
            ) from None
        return cls.from_json(text)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` events (all of them by default)."""
        from cardwidgets.engine.registry import make

        game = make(self.game, **self.rules)
        state: State = game.new_state(self.seed, self.names)
        events = self.events if upto is None else self.events[:upto]
        for number, text in enumerate(events, start=1):
            try:
                state.apply(game.parse_action(text))
            except CardwidgetsError as error:
                raise RecordError(
                    f"Event {number} ({text!r}) cannot be replayed: {error}"
                ) from None
        return state


def replay(record: GameRecord | str | Mapping[str, Any], upto: int | None = None) -> State:
    """Rebuild a game from its record (a :class:`GameRecord`, its JSON text, or its dict)."""
    if isinstance(record, str):
        record = GameRecord.from_json(record)
    elif not isinstance(record, GameRecord):
        record = GameRecord.from_dict(record)
    return record.replay(upto)
