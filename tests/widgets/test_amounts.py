"""Bets and bids of any amount in the legal range: a number field besides the quick buttons."""

from __future__ import annotations

from collections.abc import Callable

from cardwidgets.engine.actions import Action
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.render.table import NumberRange
from cardwidgets.render.wire import TUPLES
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets.session import number_ranges

OpenTable = Callable[..., FrontEnd]


def bids(*amounts: int) -> list[Action]:
    return [Action("bid", (amount,)) for amount in amounts]


def ranges_of(actions: list[Action]) -> tuple[NumberRange, ...]:
    """The amounts offered for these legal moves, listed one by one."""
    return number_ranges(LegalActions(actions))


def test_a_run_of_evenly_spaced_amounts_of_one_move_is_a_range():
    legal = [Action("pass", ()), *bids(*range(65, 165, 5))]
    assert ranges_of(legal) == (NumberRange("bid", 65, 160, 5, first=1),)


def test_uneven_short_or_mixed_families_stay_buttons():
    assert ranges_of(bids(1, 2, 4)) == ()
    assert ranges_of(bids(1, 2)) == ()
    assert (
        ranges_of([Action("play", ("QH",)), Action("play", ("KH",)), Action("play", ("AH",))]) == ()
    )
    raises = [
        Action("fold", ()),
        Action("call", ()),
        *[Action("raise", (n,)) for n in range(1, 91)],
    ]
    assert ranges_of(raises) == (NumberRange("raise", 1, 90, 1, first=2),)


def test_a_range_the_engine_describes_is_offered_as_it_is_never_listed():
    legal = LegalActions((Action("check", ()),), (ActionRange("bet", 1, 1_000_000),))
    assert number_ranges(legal) == (NumberRange("bet", 1, 1_000_000, 1, first=1),)


def test_the_page_gets_the_range_and_any_amount_in_it_plays_that_bid(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=7)
    while not page.model["_frame"]["you"]:
        page.send("step")
    [wire] = page.model["_table"]["ranges"]
    drawn = dict(zip(TUPLES["range"], wire, strict=True))
    assert drawn == {"verb": "bid", "low": 65, "high": 160, "step": 5, "first": 1}
    legal = page.widget.state.legal_actions()
    index = drawn["first"] + (95 - drawn["low"]) // drawn["step"]
    assert legal[index] == Action("bid", (95,)), "amount 95 is legal move first + (95 - 65) / 5"
    page.send("act", index=index)
    assert page.widget.record().events[-1] == "bid 95"


def test_a_watched_table_offers_no_amounts(open_table: OpenTable):
    page = open_table("tennessee_for_two", seed=7, mode="watch")
    for _ in range(3):
        page.send("step")
    assert "ranges" not in page.model["_table"]


def test_a_million_chips_reach_the_page_as_one_range_and_any_bet_in_it_plays(
    open_table: OpenTable,
):
    page = open_table("take_two", seed=1, starting_chips=1_000_000)
    for _ in range(60):
        if page.model["_frame"]["you"] and page.widget.state.phase == "bet":
            break
        if page.model["_frame"]["you"]:
            page.send("act", index=0)
        else:
            page.send("step")
    [wire] = page.model["_table"]["ranges"]
    drawn = dict(zip(TUPLES["range"], wire, strict=True))
    assert drawn["high"] > 990_000
    assert len(page.model["_table"]["choices"]) < 20, "quick buttons, not a million"
    index = drawn["first"] + 500_000 - drawn["low"]
    page.send("act", index=index)
    assert page.widget.record().events[-1].endswith(" 500000")
