"""The score sheet at the table (issue 34): the page is sent a row for every hand played to its
end as of the step on show, each seat's (or side's) score for the hand and total after it,
the seats named as the table names them and the numbers written as its language writes them;
a pass-and-play cover shows none of it.
"""

from __future__ import annotations

from typing import Any

import cardwidgets
from cardwidgets.i18n.words import THOUSANDS_SEPARATOR, written_number
from cardwidgets.testing import FrontEnd
from tests.widgets.test_secrets_and_history import play_steps


def after_hands(game: str, hands: int, **options: Any) -> FrontEnd:
    """A table watched (or played) until ``hands`` hands are over, and its page."""
    page = FrontEnd(cardwidgets.play(game, seed=4, **({"mode": "watch"} | options)))
    while page.widget._session.state.hands_completed < hands:
        play_steps(page, 1)
    return page


def test_each_hand_over_is_a_row_of_each_seats_score_and_total():
    page = after_hands("tennessee_for_two", 2)
    sheet = page.model["_sheet"]
    assert sheet["columns"] == ["North", "South"]
    assert (sheet["scored"], sheet["total"]) == ("Points", "Total")
    results = page.widget._session.state.results
    assert [row[0] for row in sheet["rows"]] == ["1", "2"]
    totals = [0, 0]
    for row, result in zip(sheet["rows"], results, strict=True):
        totals = [total + scored for total, scored in zip(totals, result.scored, strict=True)]
        assert row[1:] == [
            str(result.scored[0]),
            str(totals[0]),
            str(result.scored[1]),
            str(totals[1]),
        ]
    assert totals == list(page.widget._session.state.scores)


def test_the_sheet_is_the_one_of_the_step_on_show():
    page = after_hands("tennessee_for_two", 2)
    # The last line saying "Hand 2:" is its result, logged at the step its card left.
    hand_two_scored = max(s for s in range(page.frame["step"]) if "Hand 2:" in log_at(page, s))
    page.send("seek", to=hand_two_scored)
    assert len(page.model["_sheet"]["rows"]) == 1, "before the second hand's end, one row"
    page.send("seek", to=hand_two_scored + 1)
    assert len(page.model["_sheet"]["rows"]) == 2
    page.send("seek", to=0)
    assert page.model["_sheet"]["rows"] == []


def log_at(page: FrontEnd, step: int) -> str:
    """The log lines of the event at ``step``, as the teacher reads them."""
    entries = page.widget._session.state.log_entries
    return " ".join(entry.for_viewer(None) for entry in entries if entry.step == step)


def test_partners_share_a_column_named_as_the_table_names_them():
    page = after_hands("call_deuces", 1, players=4, partnership=True, language="fr")
    sheet = page.model["_sheet"]
    assert sheet["columns"] == ["Nord et Sud", "Est et Ouest"]
    assert (sheet["scored"], sheet["total"]) == ("Points", "Total")
    (row,) = sheet["rows"]
    assert (row[2], row[4]) == (row[1], row[3]), "after one hand, the total is its score"


def test_take_two_counts_chips_in_the_tables_language():
    page = after_hands("take_two", 1, language="ru", starting_chips=1000)
    sheet = page.model["_sheet"]
    assert sheet["columns"][:2] == ["Север", "Восток"]
    state = page.widget._session.state
    (row,) = sheet["rows"]
    stacks = state.stacks_after_hands[0]
    assert row[2::2] == [written_number(chips, language="ru") for chips in stacks]
    grouped = THOUSANDS_SEPARATOR["ru"]
    assert all(grouped in total for total in row[2::2] if len(total) > 3), "1 000 in Russian"
    won = [int(cell.replace(grouped, "").replace("\N{MINUS SIGN}", "-")) for cell in row[1::2]]
    assert [1000 + chips for chips in won] == list(stacks)


def test_half_and_half_lists_each_games_cards_left_and_games_won():
    page = after_hands("half_and_half", 1)
    sheet = page.model["_sheet"]
    (row,) = sheet["rows"]
    left = page.widget._session.state.finished[0]
    assert (sheet["scored"], sheet["total"]) == ("Cards left", "Games won")
    assert [row[1], row[3]] == [str(left[0]), str(left[1])]
    assert sorted([row[2], row[4]]) == (["0", "0"] if left[0] == left[1] else ["0", "1"])


def test_a_pass_and_play_cover_shows_no_sheet():
    page = after_hands("tennessee_for_two", 1, mode="pass")
    if not page.frame["cover"]:
        page.send("seek", to=page.frame["step"] - 1)
    while not page.frame["cover"]:
        play_steps(page, 1)
    assert page.model["_sheet"] == {}
