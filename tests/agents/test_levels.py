"""The bot levels: one ladder from "learning the rules" to the top, each explaining its move."""

from __future__ import annotations

import numpy as np
import pytest

import cardwidgets.agents
from cardwidgets import make
from cardwidgets.agents import LEVELS, make_agent, strengths
from cardwidgets.agents.monte_carlo import MonteCarloAgent
from cardwidgets.engine.play import step


def test_the_ladder_climbs_from_learning_the_rules_to_the_top():
    assert [level.number for level in LEVELS] == list(range(1, len(LEVELS) + 1))
    assert LEVELS[0].name == "learning the rules"
    assert LEVELS[-1].name == "top"
    searched = [level for level in LEVELS if level.budget]
    assert [level.budget for level in searched] == sorted(level.budget for level in searched)
    assert [level.temperature for level in searched] == sorted(
        (level.temperature for level in searched), reverse=True
    )


def test_the_strength_menu_offers_every_level_by_name():
    game = make("tennessee_for_two")
    offered = strengths(game)
    assert [offered[level.key] for level in LEVELS] == [
        f"Level {level.number}: {level.name}" for level in LEVELS
    ]
    top = make_agent(game, LEVELS[-1].key)
    assert isinstance(top, MonteCarloAgent)
    assert (top.budget, top.temperature) == (LEVELS[-1].budget, 0.0)
    assert not any(key.startswith("level_") for key in strengths(make("half_and_half")))


def test_the_menu_names_each_levels_rating_where_the_round_robin_measured_it(monkeypatch):
    rated = {"tennessee_for_two": {"level_2": (1012.4, 87.6)}}
    monkeypatch.setattr(cardwidgets.agents, "measured_ratings", lambda: rated)
    offered = strengths(make("tennessee_for_two"))
    assert offered["level_2"] == "Level 2: beginner, rated 1,012 ± 88"
    assert offered["level_3"] == "Level 3: rules of thumb"


def test_a_bot_playing_by_feel_slips_to_the_moves_that_looked_nearly_as_good():
    bot = MonteCarloAgent(make("tennessee_for_two"), budget=1, temperature=0.1)
    rng = np.random.default_rng(0)
    values = np.array([0.5, 0.45, -0.5])
    picks = np.bincount([bot._by_feel(values, rng) for _ in range(4000)], minlength=3)
    assert picks[0] > picks[1] > 10 * picks[2]
    expected = np.exp(values / 0.1) / np.exp(values / 0.1).sum()
    assert np.allclose(picks / 4000, expected, atol=0.03)


def test_every_level_says_why_it_chose_and_a_slip_says_what_looked_better():
    game = make("tennessee_for_two", max_hands=1)
    bots = [make_agent(game)] * 2
    state, rng = game.new_state(4), np.random.default_rng(4)
    positions = []
    while len(positions) < 12:
        if state.current_player >= 0 and len(state.legal_actions()) > 1:
            positions.append((state.observation(state.current_player), state.legal_actions()))
        step(state, bots, rng)
    for level in LEVELS:
        seen, legal = positions[0]
        action, reason = level.agent(game).decide(seen, legal, rng)
        assert action in legal
        assert reason.strip(), level
    learner = LEVELS[0].agent(game)
    reasons = [learner.decide(seen, legal, rng).reason for seen, legal in positions]
    assert any("looked a little better" in reason for reason in reasons), reasons


def test_a_temperature_is_zero_or_more():
    with pytest.raises(ValueError, match="temperature is 0"):
        MonteCarloAgent(make("tennessee_for_two"), temperature=-1)
