"""Choosing how strong the bots at a table are: random, rules of thumb, or Monte Carlo."""

from __future__ import annotations

import pytest

import cardwidgets
from cardwidgets.agents import RandomAgent
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.widgets import TableError
from tests.widgets.test_table_widget import OpenTable

NORTH, SOUTH = 0, 1


def test_play_seats_bots_of_the_chosen_strength():
    table = cardwidgets.play("tennessee", seed=1, strength="random")
    assert all(isinstance(bot, RandomAgent) for bot in table._session.agents)
    table = cardwidgets.play("tennessee", seed=1, strength="monte_carlo", budget=3)
    bots = table._session.agents
    assert all(isinstance(bot, MonteCarloAgent) and bot.budget == 3 for bot in bots)
    assert table.strength == ("monte_carlo", 3)


def test_a_strength_the_game_cannot_have_is_refused_with_the_reason():
    with pytest.raises(TableError, match="Monte Carlo bot cannot play it"):
        cardwidgets.play("half_and_half", strength="monte_carlo")
    with pytest.raises(TableError, match="no bot strength 'expert'; choose one of random"):
        cardwidgets.play("tennessee", strength="expert")
    with pytest.raises(TableError, match="either agents or a strength"):
        cardwidgets.play("half_and_half", agents=[RandomAgent()] * 2, strength="random")


def test_the_monte_carlo_bots_reason_is_shown_under_its_move(open_table: OpenTable):
    page = open_table(
        "tennessee", seed=2, mode="watch", seat=SOUTH, strength="monte_carlo", budget=2
    )
    reasons = []
    for _ in range(30):
        page.send("step")
        reasons.append(page.frame["reason"])
    imagined = [r for r in reasons if "imagined for the cards it cannot see" in r]
    assert imagined, reasons
    assert all(r.startswith("South (bot): ") for r in imagined), "only South's own reasons"


def test_a_new_strength_plays_from_the_step_on_show_and_forgets_the_old_bots_future(
    open_table: OpenTable,
):
    page = open_table("tennessee", seed=3, mode="watch", max_hands=1)
    for _ in range(12):
        page.send("step")
    page.send("seek", to=6)
    page.widget.set_strength("random")
    session = page.widget._session
    assert len(session.timeline) == session.at == 6
    assert all(isinstance(bot, RandomAgent) for bot in session.agents)
    page.send("step")
    assert page.frame["step"] == 7


def test_the_strength_menu_changes_the_bots():
    table = cardwidgets.play("tennessee", seed=4)
    menu, deals = table.strength_picker().children
    assert menu.value == "heuristic"
    assert deals.disabled, "the deal budget matters only to the Monte Carlo bot"
    menu.value = "monte_carlo"
    assert not deals.disabled
    deals.value = 5
    assert table.strength == ("monte_carlo", 5)
    assert all(bot.budget == 5 for bot in table._session.agents)
    menu.value = "random"
    assert all(isinstance(bot, RandomAgent) for bot in table._session.agents)


def test_the_strength_menu_offers_only_the_bots_a_game_has():
    table = cardwidgets.play("half_and_half", seed=4)
    assert not table.state.game.can_resample
    menu, _ = table.strength_picker().children
    assert [key for _, key in menu.options] == ["random"], "its rules of thumb are random too"
    menu, _ = cardwidgets.play("tennessee", seed=4).strength_picker().children
    levels = [f"level_{level}" for level in range(1, 7)]
    assert [key for _, key in menu.options] == ["random", "heuristic", "monte_carlo", *levels]


def test_asking_for_an_unknown_strength_changes_nothing():
    table = cardwidgets.play("tennessee", seed=4)
    before = table._session.agents
    with pytest.raises(TableError, match="no bot strength"):
        table.set_strength("grandmaster")
    assert table._session.agents == before
    assert table.strength == ("heuristic", 40)


def test_a_deal_code_for_other_rules_seats_bots_of_the_chosen_strength_for_them():
    table = cardwidgets.play("tennessee_for_two", seed=1, strength="monte_carlo", budget=3)
    table.new_deal(code=cardwidgets.deal_code("tennessee_for_two", seed=2, failed_bid="minus_bid"))
    bots = table._session.agents
    assert all(isinstance(bot, MonteCarloAgent) for bot in bots)
    assert all(bot.game == table._session.game for bot in bots)
    table.new_deal(code=cardwidgets.deal_code("call_deuces", seed=2))
    assert all(isinstance(bot, MonteCarloAgent) for bot in table._session.agents)
    assert table.strength == ("monte_carlo", 3)


def test_a_deal_code_for_a_game_without_monte_carlo_bots_says_which_bots_play():
    table = cardwidgets.play("tennessee_for_two", seed=1, strength="monte_carlo", budget=3)
    table.new_deal(code=cardwidgets.deal_code("half_and_half", seed=2))
    assert not any(isinstance(bot, MonteCarloAgent) for bot in table._session.agents)
    assert "Rule-of-thumb bots play instead" in table.frame["message"]


def test_a_deal_code_keeps_the_agents_a_table_was_given_when_the_seats_stay():
    agents = [RandomAgent(), RandomAgent()]
    table = cardwidgets.play("tennessee_for_two", seed=1, agents=agents)
    table.new_deal(code=cardwidgets.deal_code("tennessee_for_two", seed=2, failed_bid="minus_bid"))
    assert table._session.agents == agents
