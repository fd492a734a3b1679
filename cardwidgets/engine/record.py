"""Game records: the game, its rules, its seed and every event, written as JSON. A record replays to
the identical state with no randomness at all because the chance events are in them, and reads
like a score sheet (:doc:`/docs/design/engine`)."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from cardwidgets.engine.actions import MAX_ACTION_TEXT
from cardwidgets.engine.chance import MAX_SEED_BITS, MAX_SEED_DIGITS
from cardwidgets.engine.errors import CardwidgetsError, RecordError, quoted
from cardwidgets.engine.registry import game_class, make
from cardwidgets.engine.seats import MAX_NAME_CHARACTERS

if TYPE_CHECKING:
    from cardwidgets.engine.state import State

FORMAT: Final = "cardwidgets-record/2"
#: Records written before digests: read as they always were (nothing can tell an edit).
LEGACY_FORMAT: Final = "cardwidgets-record/1"
#: Bounds on what a record file may hold, checked before anything is built from it.
MAX_RECORD_BYTES: Final = 50_000_000


@dataclass(frozen=True)
class GameRecord:
    game: str
    rules: Mapping[str, Any]
    seed: int
    events: tuple[str, ...]
    names: tuple[str, ...] | None = None
    #: The version of the game's rules the record was written under (``Rules.rules_version``);
    #: None for a record written before rules had versions, which is version 1.
    rules_version: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data = self._content()
        return {"format": FORMAT, **data, "digest": _digest(data)}

    def _content(self) -> dict[str, Any]:
        """What the digest covers: everything that decides the game."""
        data: dict[str, Any] = {
            "game": self.game,
            "rules": dict(self.rules),
            "seed": self.seed,
            "events": list(self.events),
        }
        if self.names is not None:
            data["names"] = list(self.names)
        if self.rules_version is not None:
            data["rules_version"] = self.rules_version
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """The record ``data`` holds; :class:`RecordError` saying what is wrong with it, if
        anything is (a record is often a file from elsewhere: every field is checked)."""
        if not isinstance(data, Mapping):
            raise RecordError(f"A game record is a JSON object, not {type(data).__name__}.")
        kind = data.get("format")
        if kind is not None and kind not in (FORMAT, LEGACY_FORMAT):
            raise RecordError(f"This record is {quoted(kind)}; this version reads {FORMAT}.")
        missing = [k for k in ("game", "rules", "seed", "events") if k not in data]
        if missing:
            raise RecordError(f"The record lacks {', '.join(missing)}.")
        record = cls(
            game=_checked_game(data["game"]),
            rules=_checked_rules(data["rules"]),
            seed=_checked_seed(data["seed"]),
            events=_checked_events(data["events"]),
            names=_checked_names(data.get("names")),
            rules_version=_checked_rules_version(data.get("rules_version")),
        )
        if kind is None:
            raise RecordError(
                "This record names no format, though every record cardwidgets writes begins "
                f'with one ("format": "{FORMAT}"): it was edited or written by hand, so nothing '
                "shows it would replay the game it describes. Use the file as it was saved (a "
                "game of your own is a GameRecord(game=..., rules=..., seed=..., events=...))."
            )
        if kind == LEGACY_FORMAT:
            _check_legacy(data, record)
        elif "digest" not in data:
            raise RecordError(
                f"This record has no digest, though every {FORMAT} record is saved with one: it "
                "was edited after it was saved, so it would not replay the game it recorded. "
                "Use the file as it was saved."
            )
        elif data["digest"] != _digest(record._content()):
            raise RecordError(
                "This record was changed after it was saved (its digest does not match its "
                "game, rules, seed, names and events), so it would not replay the game it "
                "recorded. Use the file as it was saved."
            )
        return record

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        if not isinstance(text, str):
            raise RecordError(f"A game record is JSON text, not {type(text).__name__}.")
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(
                f"This record is {len(text):,} characters long; records are at most "
                f"{MAX_RECORD_BYTES:,}."
            )
        try:
            data = json.loads(text, parse_int=_whole_number)
        except json.JSONDecodeError as error:
            raise RecordError(f"This is not a JSON game record: {error}.") from None
        except RecursionError:
            raise RecordError("This is not a game record: its JSON is nested too deeply.") from None
        return cls.from_dict(data)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record as a JSON file (UTF-8, indented for reading and diffing)."""
        Path(path).write_text(self.to_json(indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        try:
            with Path(path).open("rb") as file:
                raw = file.read(MAX_RECORD_BYTES + 1)
        except OSError as error:
            raise RecordError(
                f"Cannot read the record file {quoted(str(path))}: {error.strerror}."
            ) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(
                f"{quoted(str(path))} is not a game record: records are UTF-8 JSON text, and "
                "this file is not text."
            ) from None
        return cls.from_json(text)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` events (all of them by default), played under
        the rules the record was written under."""
        if upto is not None and (isinstance(upto, bool) or not isinstance(upto, int) or upto < 0):
            raise RecordError(
                "upto is how many events to replay, a whole number of 0 or more, not "
                f"{quoted(upto)}."
            )
        version = self.rules_version or 1
        try:
            rules_class = game_class(self.game).rules_class
            current = rules_class.rules_version
            if version > current:
                raise RecordError(
                    f"This record was written under version {version} of {self.game}'s rules, "
                    f"newer than this cardwidgets plays (version {current}): update cardwidgets "
                    "to replay it."
                )
            game = make(self.game, **rules_class.values_as_of(version, self.rules))
            state: State = game.new_state(self.seed, self.names)
        except RecordError:
            raise
        except CardwidgetsError as error:
            raise RecordError(f"This record's game cannot be set up: {error}") from None
        events = self.events if upto is None else self.events[:upto]
        for number, text in enumerate(events, start=1):
            try:
                state.apply(game.parse_action(text))
            except CardwidgetsError as error:
                written = (
                    f" The record was written under version {version} of these rules and this "
                    f"cardwidgets plays version {current}, with the earlier version's values "
                    "for options added since."
                    if version < current
                    else ""
                )
                raise RecordError(
                    f"Event {number} ({quoted(text)}) cannot be replayed: {error}{written}"
                ) from None
        return state


def replay(record: GameRecord | str | Mapping[str, Any], upto: int | None = None) -> State:
    """Rebuild a game from its record (a :class:`GameRecord`, its JSON text, or its dict)."""
    if isinstance(record, str):
        record = GameRecord.from_json(record)
    elif not isinstance(record, GameRecord):
        record = GameRecord.from_dict(record)
    return record.replay(upto)


def _whole_number(digits: str) -> int:
    """A number in a record's JSON, refused before conversion when it is longer than any a
    record holds (Python refuses over 4,300 digits with a ValueError of its own)."""
    if len(digits.lstrip("-")) > MAX_SEED_DIGITS:
        raise RecordError(
            f"This record holds a number of {len(digits):,} digits; the longest a record "
            f"holds, a seed, has at most {MAX_SEED_DIGITS}."
        )
    return int(digits)


def fingerprint(content: object) -> bytes:
    """The SHA-256 of ``content`` written as canonical JSON: equal content, equal bytes, and
    any edit to it changes them."""
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).digest()


def _digest(content: Mapping[str, Any]) -> str:
    """A fingerprint of a record's content, as the record file writes it."""
    return "sha256:" + fingerprint(content).hex()


def _checked_game(game: object) -> str:
    if not isinstance(game, str) or not 0 < len(game) <= MAX_NAME_CHARACTERS:
        raise RecordError(
            f"The record's game is the name of a game (see game_names()), not {quoted(game)}."
        )
    return game


def _checked_rules(rules: object) -> dict[str, Any]:
    if not isinstance(rules, Mapping) or not all(isinstance(k, str) for k in rules):
        raise RecordError("The record's rules must be an object of option names and values.")
    return dict(rules)


def _checked_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise RecordError(f"The record's seed is a whole number of 0 or more, not {quoted(seed)}.")
    if seed.bit_length() > MAX_SEED_BITS:
        raise RecordError(
            f"The record's seed is {quoted(seed)}; seeds have at most {MAX_SEED_DIGITS} digits."
        )
    return seed


def _checked_events(events: object) -> tuple[str, ...]:
    if not isinstance(events, list) or not all(
        isinstance(e, str) and len(e) <= MAX_ACTION_TEXT for e in events
    ):
        raise RecordError("The record's events must be a list of texts such as 'play QH'.")
    return tuple(events)


def _checked_rules_version(version: object) -> int | None:
    if version is None:
        return None
    if isinstance(version, bool) or not isinstance(version, int) or not 0 < version < 10_000:
        raise RecordError(
            f"The record's rules_version is a whole number from 1, not {quoted(version)}."
        )
    return version


def _check_legacy(data: Mapping[str, Any], record: GameRecord) -> None:
    """A record of the format before digests is read as one only if it could be one: it holds
    no digest, no rules version and no option added since (all came after that format)."""
    if "digest" in data or record.rules_version is not None:
        raise RecordError(
            f"This record says it is {LEGACY_FORMAT}, which had no digest and no rules version, "
            "yet it holds one: it was edited after it was saved. Use the file as it was saved."
        )
    try:
        added = game_class(record.game).rules_class.earlier_values
    except CardwidgetsError:
        return  # an unknown game: replay says so
    later = sorted(set(added) & set(record.rules))
    if later:
        raise RecordError(
            f"This record says it is {LEGACY_FORMAT}, but its rules name {', '.join(later)}, "
            "added after that format: it was edited after it was saved. Use the file as it was "
            "saved."
        )


def _checked_names(names: object) -> tuple[str, ...] | None:
    if names is None:
        return None
    if not isinstance(names, list) or not all(
        isinstance(n, str) and 0 < len(n) <= MAX_NAME_CHARACTERS for n in names
    ):
        raise RecordError(
            "The record's names must be a list of the players' names, such as "
            f'["North", "South"], not {quoted(names)}.'
        )
    return tuple(names)
