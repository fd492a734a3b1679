"""Whatever the page sends, however garbled, stale or forged, the table answers with a short
refusal or does what was asked: no exception escapes, and a refusal changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardwidgets
from cardwidgets.engine import CardwidgetsError
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets.analysis_panel import ASKS
from cardwidgets.widgets.session import KINDS, TableError, _request
from tests.fuzzing import FUZZED, JSON_VALUES, filled_in

FIELDS = ("index", "to", "ms", "mode", "seat", "seed", "code", "show")
#: A message from the page: a kind (mostly a real one), the step and deal it saw (mostly the
#: table's own, so requests get past the staleness check), and fields of any value.
MESSAGES = st.fixed_dictionaries(
    {
        "kind": st.sampled_from(sorted(KINDS)) | JSON_VALUES,
        "step": st.just("current") | JSON_VALUES,
        "deal": st.just("current") | JSON_VALUES,
    },
    optional={
        field: JSON_VALUES | st.integers(-3, 40) | st.sampled_from(["play", "all", "pass", "0"])
        for field in FIELDS
    },
)
#: The longest refusal a person is shown.
LONGEST_MESSAGE = 400


def as_sent(message: Any, frame: dict[str, Any]) -> Any:
    """The message as the page would send it: the frame's own step and deal where the example
    says "current", and the huge numbers put in."""
    filled = filled_in(message)
    if not isinstance(filled, dict):
        return filled
    for key in ("step", "deal"):
        if filled.get(key) == "current":
            filled[key] = frame[key]
    return filled


def refusal_of(session: Any, message: Any) -> TableError | None:
    """What the table says when it refuses ``message``; None when it does what was asked."""
    try:
        session._handle(_request(message))
    except TableError as refusal:
        return refusal
    return None


def what_the_table_holds(table: Any) -> tuple[Any, ...]:
    session = table._session
    return (
        session.at,
        session.record(),
        session.deal_number,
        session.game,
        session.mode,
        session.seat,
        session.speed,
        session.playing,
    )


@pytest.mark.parametrize("game", cardwidgets.game_names())
@FUZZED
@given(messages=st.lists(MESSAGES, min_size=1, max_size=6))
def test_a_refused_request_changes_nothing_and_says_why_in_a_few_words(game, messages):
    table = cardwidgets.play(game, seed=5)
    for message in messages:
        before = what_the_table_holds(table)
        refusal = refusal_of(table._session, as_sent(message, table._frame))
        if refusal is not None:
            assert what_the_table_holds(table) == before
            assert 0 < len(str(refusal)) <= LONGEST_MESSAGE
        table._sync()


@FUZZED
@given(messages=st.lists(MESSAGES | JSON_VALUES, min_size=1, max_size=8))
def test_no_message_from_the_page_raises_out_of_the_widget(open_table, messages):
    page: FrontEnd = open_table("tennessee_for_two", seed=2, mode="pass")
    for message in messages:
        page.deliver(as_sent(message, page.model["_frame"]))
        assert len(page.frame["message"]) <= LONGEST_MESSAGE


#: A message of the Analyse panel: an ask (mostly a real one), the step and deal it saw, and
#: the count of samples done, of any value.
ANALYSE_MESSAGES = st.fixed_dictionaries(
    {
        "kind": st.just("analyse"),
        "ask": st.sampled_from(sorted(ASKS)) | JSON_VALUES,
        "step": st.just("current") | JSON_VALUES,
        "deal": st.just("current") | JSON_VALUES,
    },
    optional={"done": JSON_VALUES | st.integers(-3, 40)},
)


@FUZZED
@given(messages=st.lists(ANALYSE_MESSAGES, min_size=1, max_size=4))
def test_any_message_of_the_analyse_panel_is_answered_or_ignored_without_an_escape(messages):
    table = cardwidgets.play("half_and_half", seed=5)
    for message in messages:
        sent = as_sent(message, table._frame)
        refusal = None
        try:
            table._analysis_panel.handle(table._session, sent)
        except CardwidgetsError as error:
            refusal = error
        assert refusal is None or 0 < len(str(refusal)) <= LONGEST_MESSAGE


def test_an_ask_that_is_a_list_is_ignored_not_an_escape():
    table = cardwidgets.play("half_and_half", seed=5)
    frame = table._frame
    table._analysis_panel.handle(
        table._session, {"kind": "analyse", "ask": [], "step": frame["step"], "deal": frame["deal"]}
    )
    assert not table._analysis_panel.shown
