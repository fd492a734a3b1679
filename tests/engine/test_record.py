import json

import pytest

from cardwidgets import make, replay
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import GameRecord, RecordError, play


@pytest.fixture
def finished():
    return play(make("half_and_half", games=2).new_state(seed=42), [RandomAgent()] * 2, rng=1)


def test_a_record_holds_game_rules_seed_and_events(finished):
    record = finished.record()
    data = json.loads(record.to_json())
    assert data["game"] == "half_and_half"
    assert data["rules"]["games"] == 2
    assert data["seed"] == 42
    assert data["events"][0].startswith("first_dealer")
    assert data["events"][1].startswith("deal ")


def test_a_record_replays_to_the_identical_state(finished):
    again = replay(finished.record().to_json())
    assert again == finished
    assert again.log() == finished.log()


def test_replay_up_to_a_step_gives_the_earlier_state(finished):
    early = replay(finished.record(), upto=5)
    assert early.step == 5
    assert early.history == finished.history[:5]


def test_a_replayed_game_continues_with_the_same_chance_events():
    state = make("half_and_half", games=2).new_state(seed=3)
    play(state, [RandomAgent()] * 2, rng=2, max_steps=30)
    resumed = replay(state.record())
    state.advance_chance() if state.is_chance else None
    for twin in (state, resumed):
        while not twin.is_terminal:
            twin.apply_chance() if twin.is_chance else twin.apply(twin.legal_actions()[0])
    assert resumed == state


def written_by_hand(record: GameRecord) -> dict:
    """The record file with its format and digest deleted."""
    data = record.to_dict()
    del data["format"], data["digest"]
    return data


def test_a_game_described_in_code_names_the_event_that_fails(finished):
    record = finished.record()
    events = (*record.events[:5], "go_first yes", *record.events[6:])
    with pytest.raises(RecordError, match="Event 6 \\('go_first yes'\\) cannot be replayed"):
        GameRecord(record.game, record.rules, record.seed, events).replay()


@pytest.mark.parametrize("edit", ["seed", "rules", "none"])
def test_a_record_without_its_format_and_digest_is_refused_edited_or_not(finished, edit):
    data = written_by_hand(finished.record())
    if edit == "seed":
        data["seed"] += 1
    elif edit == "rules":
        data["rules"]["ace_draw"] = 0
    with pytest.raises(RecordError, match="names no format") as refused:
        replay(data)
    assert "digest" not in str(refused.value)


@pytest.mark.parametrize("edit", ["seed", "rules"])
def test_a_record_of_the_digest_format_without_its_digest_is_refused(finished, edit):
    data = finished.record().to_dict()
    del data["digest"]
    data["seed" if edit == "seed" else "rules"] = (
        data["seed"] + 1 if edit == "seed" else {**data["rules"], "ace_draw": 0}
    )
    with pytest.raises(RecordError, match="has no digest") as refused:
        replay(data)
    assert "remov" not in str(refused.value)
    assert "without" not in str(refused.value)


def test_a_record_dressed_as_the_first_format_is_refused_when_it_cannot_be_one():
    data = make("call_deuces").new_state(seed=1).record().to_dict()
    del data["digest"], data["rules_version"]
    data["format"] = "cardwidgets-record/1"
    with pytest.raises(RecordError, match="added after that format"):
        replay(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "not a JSON game record"),
        ("[]", "a JSON object"),
        ('{"game": "half_and_half"}', "lacks rules, seed, events"),
        (
            '{"format": "other/9", "game": "x", "rules": {}, "seed": 1, "events": []}',
            "reads cardwidgets-record/2",
        ),
        ('{"game": "half_and_half", "rules": {}, "seed": 1, "events": [3]}', "list of texts"),
    ],
)
def test_bad_records_are_refused_with_a_reason(text, message):
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(text)


def test_seeds_are_recorded_even_when_drawn():
    state = make("half_and_half").new_state()
    assert isinstance(state.seed, int)
    assert state.record().seed == state.seed


def test_a_record_saves_to_a_file_and_loads_back(finished, tmp_path):
    path = tmp_path / "game.json"
    finished.record().save(path)
    assert replay(GameRecord.load(path)) == finished


def test_a_missing_record_file_is_reported_plainly(tmp_path):
    with pytest.raises(RecordError, match="Cannot read the record file"):
        GameRecord.load(tmp_path / "nowhere.json")


@pytest.mark.parametrize(
    ("field", "edited"),
    [("rules", {"games": 99}), ("seed", 43), ("names", ["Ann", "Bob"]), ("events", [])],
)
def test_an_edited_record_is_refused_instead_of_replaying_another_game(finished, field, edited):
    data = finished.record().to_dict()
    data[field] = edited
    with pytest.raises(RecordError, match="changed after it was saved"):
        replay(data)


def test_a_record_of_the_first_format_still_replays(finished):
    data = written_by_hand(finished.record())
    del data["rules_version"]
    assert replay({"format": "cardwidgets-record/1", **data}) == finished


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (nested(100_000), "nested too deeply"),
        ('{"game": "half_and_half", "rules": {}, "seed": 1, "events": [], "names": true}', "names"),
        ('{"game": "half_and_half", "rules": {}, "seed": 1, "events": [], "names": 1}', "names"),
        ('{"game": "half_and_half", "rules": {}, "seed": 1, "events": [], "names": "NS"}', "names"),
        (
            '{"game": "half_and_half", "rules": {}, "seed": 1, "events": [], "names": {"a": 1}}',
            "names",
        ),
        ('{"game": "half_and_half", "rules": {}, "seed": true, "events": []}', "seed is a whole"),
        ('{"game": "half_and_half", "rules": {}, "seed": -1, "events": []}', "seed is a whole"),
        ('{"game": ["half_and_half"], "rules": {}, "seed": 1, "events": []}', "the name of a game"),
    ],
)
def test_malformed_records_are_refused_with_one_clear_error(text, message):
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(text)


def test_a_seed_of_thousands_of_digits_is_refused_before_it_is_converted():
    with pytest.raises(RecordError, match="seeds have at most 77 digits"):
        GameRecord.from_dict({"game": "half_and_half", "rules": {}, "seed": 10**5000, "events": []})


def test_a_file_that_is_not_text_is_refused_as_a_record(tmp_path):
    path = tmp_path / "picture.json"
    path.write_bytes(bytes(range(256)))
    with pytest.raises(RecordError, match="not text"):
        GameRecord.load(path)
