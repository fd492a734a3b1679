"""Classroom mode at the table: the table shows its deal code and deals from one typed in."""

from __future__ import annotations

import doctest
import json
from collections.abc import Callable

import pytest

import cardwidgets
import cardwidgets.games.half_and_half
from cardwidgets import deal_code, make
from cardwidgets.engine.registry import game_names
from cardwidgets.testing import FrontEnd
from cardwidgets.widgets import TableError

OpenTable = Callable[..., FrontEnd]


def test_the_play_example_holds():
    """The example lives in the folder of the game it plays."""
    assert doctest.testmod(cardwidgets.games.half_and_half).failed == 0


def test_the_page_is_told_the_tables_deal_code(open_table: OpenTable):
    page = open_table(seed=42, joker="skip_next_turn")
    code = deal_code("half_and_half", seed=42, joker="skip_next_turn")
    assert page.model["_setup"]["code"] == page.widget.code == code
    page.send("deal", code="H70Z")  # a code keeps its rules
    assert page.widget.code == "H70Z"


def test_a_plain_seed_deals_the_games_default_rules_on_every_screen(open_table: OpenTable):
    screens = [open_table(seed=1), open_table(seed=2)]
    screens[0].send("deal", code=deal_code("half_and_half", seed=42, joker="skip_next_turn"))
    for page in screens:
        page.send("deal", seed=7)
        assert page.frame["message"] == ""
        assert page.widget.code == deal_code("half_and_half", 7), "not the code's variant"
    first, second = (page.widget.state for page in screens)
    assert first.history == second.history
    assert first.game == make("half_and_half")


def test_the_seed_and_the_rules_in_force_are_shown_beside_the_field(open_table: OpenTable):
    page = open_table(seed=42, joker="skip_next_turn", games=3)
    assert page.model["_setup"]["inForce"] == "Seed 42, rules: joker skip next turn, games 3"
    page.send("deal", seed=7)
    assert page.model["_setup"]["inForce"] == "Seed 7, default rules"


def test_a_seed_typed_as_text_deals_the_default_rules_too(open_table: OpenTable):
    page = open_table(seed=1, games=3)
    page.send("deal", code=" 7 ")
    assert page.widget.code == deal_code("half_and_half", 7)


def test_a_new_deal_without_a_seed_keeps_the_rules_in_force(open_table: OpenTable):
    page = open_table(seed=1, games=3)
    page.send("deal", seed=None)
    assert page.widget.state.game.rules.games == 3


def test_text_that_is_neither_a_seed_nor_a_code_says_so(open_table: OpenTable):
    page = open_table(seed=5)
    before = (page.widget.record(), page.model["_setup"])
    page.send("deal", code="hello")
    assert page.frame["message"] == (
        "'hello' is neither a seed nor a deal code: a seed is a whole number such as 7, and a "
        "deal code is letters and digits such as 'HJA0-12R'."
    )
    assert "check" not in page.frame["message"]
    assert (page.widget.record(), page.model["_setup"]) == before


def test_a_code_typed_into_new_deal_deals_what_it_names_on_every_screen(open_table: OpenTable):
    code = deal_code("half_and_half", seed=42, games=3)
    screens = [open_table(seed=seed, mode="watch") for seed in (1, 2)]
    for page in screens:
        page.send("step")
        page.send("deal", code=f" {code.lower()} ")
        assert page.frame["message"] == ""
        assert (page.frame["step"], page.frame["deal"]) == (3, 1), "at the first decision"
        assert page.model["_setup"]["code"] == code
        assert page.model["_setup"]["options"][3].startswith("Games: 3 (usually 1).")
        for _ in range(6):
            page.send("step")
    first, second = (page.widget.state for page in screens)
    assert first.history == second.history
    assert first == make("half_and_half", games=3).replay(first.history, seed=42)


def test_a_mistyped_code_changes_nothing_and_says_why(open_table: OpenTable):
    page = open_table(seed=5)
    page.send("step")
    before = (page.widget.record(), page.widget.step_number, page.model["_setup"])
    page.send("deal", code="H71Z")
    assert "a character is probably mistyped" in page.frame["message"]
    assert (page.widget.record(), page.widget.step_number, page.model["_setup"]) == before
    with pytest.raises(TableError, match="mistyped"):
        page.widget.new_deal(code="H71Z")
    assert page.widget.record() == before[0]


def test_digits_in_the_new_deal_field_are_a_seed(open_table: OpenTable):
    page = open_table()
    page.send("deal", code="123456789012345678901234567890")  # too long for a page's number
    assert page.widget.state.seed == 123456789012345678901234567890
    assert page.frame["message"] == ""


def test_digits_that_are_not_ascii_are_read_as_a_code_and_refused(open_table: OpenTable):
    page = open_table()
    page.send("deal", code="²³")
    assert "is never used in one" in page.frame["message"]
    assert page.widget.state.seed == 7


@pytest.mark.parametrize("code", [42, ["H70Z"], True])
def test_a_code_that_is_not_text_is_refused(open_table: OpenTable, code: object):
    page = open_table()
    frame = page.model["_frame"]  # a forged request: the front end sends the field's text
    page.deliver({"kind": "deal", "step": frame["step"], "deal": frame["deal"], "code": code})
    assert "A deal code is text" in page.frame["message"]
    assert page.widget.state.seed == 7


def test_a_code_for_other_rules_keeps_the_players_and_their_seat(open_table: OpenTable):
    page = open_table(names=["Ann", "Bob"], seat=1)
    page.widget.new_deal(code=deal_code("half_and_half", 9, joker="skip_next_turn"))
    session = page.widget._session
    assert session.names == ("Ann", "Bob")
    assert session.seat == 1
    assert session.game.rules.joker == "skip_next_turn"
    assert repr(page.widget) == "<Half and Half table: seed 9, step 3, you play Bob against 1 bot>"


def test_new_deal_takes_a_seed_or_a_code_not_both(open_table: OpenTable):
    page = open_table()
    with pytest.raises(TableError, match="a seed or a deal code, not both"):
        page.widget.new_deal(3, code="H70Z")


@pytest.mark.parametrize("other", [name for name in game_names() if name != "half_and_half"])
def test_a_code_for_another_game_moves_the_table_to_that_game(open_table: OpenTable, other: str):
    page = open_table(names=["Ann", "Bob"], seat=1)
    code = deal_code(other, seed=3)
    page.send("deal", code=code)
    game = make(other)
    session = page.widget._session
    assert page.frame["message"] == ""
    assert session.game == game
    assert session.names == game.seat_names()
    assert page.model["_setup"]["title"] == game.title
    assert set(page.model["_deck"]["names"]) == {"-"} | {card.code for card in game.all_cards()}
    for _ in range(5):
        if page.widget._session.can_step:
            page.send("step")
    assert page.frame["message"] == ""


SECRET_SEED = 987_654_321  # digits nothing else on the page has


def _play_to_the_end(page: FrontEnd) -> None:
    """Move for the person when it is their turn, let the bots move otherwise."""
    table = page.widget
    while not table.state.is_terminal:
        if table.state.current_player == 0:
            table.act(0)
        else:
            table.step()


def test_a_locked_table_keeps_the_seed_of_the_deal_in_progress_off_the_page(
    open_table: OpenTable, tmp_path
):
    page = open_table(seed=SECRET_SEED, lock=True)
    code = page.widget.code
    assert page.model["_setup"]["seed"] is None
    assert page.model["_setup"]["code"] == ""
    assert page.model["_setup"]["inForce"].startswith("Seed shown when the game is over")
    synced = json.dumps(page.model)
    assert str(SECRET_SEED) not in synced
    assert code not in synced
    replay = page.widget.export_html(tmp_path / "mid-game.html").read_text(encoding="utf-8")
    assert str(SECRET_SEED) not in replay, "a replay saved mid-game keeps it back too"


def test_a_locked_tables_seed_is_shown_once_the_game_is_over(open_table: OpenTable):
    page = open_table(seed=SECRET_SEED, lock=True)
    _play_to_the_end(page)
    page.receive()
    assert page.model["_setup"]["seed"] == SECRET_SEED
    assert page.model["_setup"]["code"] == page.widget.code
    page.widget.seek(0)
    page.receive()
    assert page.model["_setup"]["seed"] == SECRET_SEED, "once shown, going back keeps it shown"


def test_a_table_whose_page_may_choose_deals_shows_its_seed(open_table: OpenTable):
    page = open_table(seed=SECRET_SEED)
    assert page.model["_setup"]["seed"] == SECRET_SEED
    assert page.model["_setup"]["inForce"].startswith(f"Seed {SECRET_SEED}")


def test_the_teachers_view_of_a_locked_table_shows_its_seed(open_table: OpenTable):
    page = open_table(seed=SECRET_SEED, lock=True, mode="all")
    assert page.model["_setup"]["seed"] == SECRET_SEED


def test_a_table_can_keep_its_deals_back_without_a_lock(open_table: OpenTable):
    page = open_table(seed=SECRET_SEED, hidden_deals=True)
    assert page.model["_setup"]["seed"] is None
    assert str(SECRET_SEED) not in json.dumps(page.model)
