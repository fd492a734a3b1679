"""Every record ever written replays: records saved by earlier versions of every game (the
fixtures in ``old_records/<commit>/``, written by ``old_records/write_records.py`` run on a
checkout of that commit) replay to the end under the rules they were written under."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardwidgets import make
from cardwidgets.engine import game_class, game_names
from cardwidgets.engine.errors import RecordError
from cardwidgets.engine.record import GameRecord

OLD_RECORDS = Path(__file__).parent / "old_records"
#: 4ff518c: records of format 1, before digests; 1227645: format 2, before Call Deuces'
#: minus_target_ends (its games went on below minus the target).
COMMITS = ("4ff518c", "1227645")


@pytest.mark.parametrize("commit", COMMITS)
@pytest.mark.parametrize("name", game_names())
def test_a_record_saved_by_an_earlier_version_replays_to_its_end(commit, name):
    path = OLD_RECORDS / commit / f"{name}.json"
    record = GameRecord.load(path)
    state = record.replay()
    assert state.is_terminal
    assert len(state.history) == len(record.events)


def test_an_old_call_deuces_record_plays_on_below_minus_the_target_as_it_did():
    record = GameRecord.load(OLD_RECORDS / "1227645" / "call_deuces.json")
    assert "minus_target_ends" not in record.rules
    state = record.replay()
    assert min(state.totals) <= -state.game.rules.target
    assert state.game.rules.minus_target_ends is False


def test_a_record_says_the_rules_version_it_was_written_under():
    state = make("call_deuces").new_state(seed=1)
    state.advance_chance()
    data = state.record().to_dict()
    assert data["rules_version"] == game_class("call_deuces").rules_class.rules_version
    assert GameRecord.from_dict(data).replay().history == state.history


def test_a_record_that_cannot_replay_under_its_old_rules_says_which_version_it_was_written_under():
    data = json.loads((OLD_RECORDS / "4ff518c" / "call_deuces.json").read_text("utf-8"))
    data["events"].append("bid 1000")
    with pytest.raises(RecordError, match="written under version 1 of these rules"):
        GameRecord.from_dict(data).replay()


def test_a_record_of_rules_newer_than_this_cardwidgets_is_refused_saying_so():
    state = make("call_deuces").new_state(seed=1)
    record = GameRecord(**{**vars(state.record()), "rules_version": 99})
    with pytest.raises(RecordError, match="newer than this cardwidgets plays"):
        record.replay()


@pytest.mark.parametrize("upto", ["3", 2.0, True, -1, [1]])
def test_replay_upto_is_a_count_of_events(upto):
    record = make("half_and_half").new_state(seed=1).record()
    with pytest.raises(RecordError, match="upto is how many events"):
        record.replay(upto=upto)
