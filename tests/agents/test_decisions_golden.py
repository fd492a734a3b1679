"""Every decision of the bots in seeded games, written out: a speed-up must leave them all alone.

A faster bot is as strong as before when it makes the same choice, for the same reason, from the
same observation, legal moves and random state, at every step: then no tournament is needed to
show it. Each file holds one seeded game of a registered game (and variant): for the rule-of-thumb
bots, every move of every seat with its reason; for the Monte Carlo bot (a small budget, so the
test is quick), every move of its seat with its reason, and under it what each move it tried
scored over its playouts, so a change in any playout shows even where the choice stands.
A change in a bot, in the playouts or in the rules shows in review as a change to these files;
write or rewrite them all with one command:

    CARDWIDGETS_REGENERATE_GOLDEN=1 pytest tests/agents/test_decisions_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import BaseAgent, default_agent
from cardwidgets.agents.monte_carlo import MARGIN_WEIGHT, MonteCarloAgent
from cardwidgets.engine import Game, game_class, game_names
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import State
from cardwidgets.engine.play import Agent

GOLDEN = Path(__file__).parent / "golden"
SEED = 2026
#: Small enough for a quick test; every playout still counts in the reasons' figures.
BUDGET = 4
#: Hands a rule-of-thumb game plays (where the variant does not set its own number): the move
#: from one hand to the next is in every file, and the files stay short enough to review.
HANDS = 2


def the_game(name: str, variant: str | None, hands: int) -> Game[Any, Any]:
    """The game (and variant), ``hands`` hands long where the rules count hands and the
    variant does not set the number itself."""
    rules = game_class(name).rules_class
    options = {option.name for option in rules.options()}
    variant_sets = set(rules.variants[variant]) if variant is not None else set()
    short = {"max_hands": hands} if "max_hands" in options - variant_sets else {}
    return make(name, variant, **short)


class ScoredMonteCarlo(MonteCarloAgent):
    """The Monte Carlo bot, keeping what each move it tries scores on each playout."""

    def __init__(self, game: Game[Any, Any], budget: int) -> None:
        super().__init__(game, budget=budget)
        self.scores: dict[Action, float] = {}

    def _play_out(self, deal: State, action: Action, seat: int, luck: int) -> tuple[float, float]:
        won, margin = super()._play_out(deal, action, seat, luck)
        self.scores[action] = self.scores.get(action, 0.0) + won + MARGIN_WEIGHT * margin
        return won, margin

    def scored(self) -> str:
        """The moves tried since last asked, each with its total score, and forget them."""
        text = ", ".join(f"{action} {total:+.6f}" for action, total in self.scores.items())
        self.scores = {}
        return text


def decisions(game: Game[Any, Any], agents: list[Agent], writes: set[int], seed: int) -> str:
    """One seeded game: each decision of the seats in ``writes`` (its step, seat, move and
    reason), then the returns."""
    state = game.new_state(seed)
    rng = np.random.default_rng(seed)
    lines = [f"{game!r}, seed {seed}, {', '.join(map(repr, agents))}", ""]
    while not state.is_terminal:
        seat = state.current_player
        if seat < 0:
            state.apply_chance()
            continue
        agent, legal = agents[seat], state.legal_actions()
        assert isinstance(agent, BaseAgent)
        action, reason = agent.decide(state.observation(seat), legal, rng)
        if seat in writes:
            lines.append(f"[{state.step}] {state.names[seat]}: {action} ({reason})")
            if isinstance(agent, ScoredMonteCarlo) and agent.scores:
                lines.append(f"    tried {agent.scored()}")
        state.apply(action, seat=seat)
    lines += ["", f"returns {state.returns()}"]
    return "\n".join(lines) + "\n"


def with_a_bot() -> list[Any]:
    return [
        pytest.param(name, variant, id=f"{name}-{variant or 'default'}")
        for name in game_names()
        if game_class(name).info.bot is not None
        for variant in (None, *game_class(name).rules_class.variants)
    ]


def golden_file(kind: str, name: str, variant: str | None) -> Path:
    return GOLDEN / kind / (f"{name}.txt" if variant is None else f"{name}-{variant}.txt")


def check_golden(path: Path, text: str) -> None:
    if os.environ.get("CARDWIDGETS_REGENERATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path.name}: regenerate as this module says"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "variant"), with_a_bot())
def test_the_rule_of_thumb_bots_decide_as_their_golden_file_says(
    name: str, variant: str | None
) -> None:
    game = the_game(name, variant, HANDS)
    agents = [default_agent(name) for _ in range(game.num_players)]
    text = decisions(game, agents, set(range(game.num_players)), SEED)
    check_golden(golden_file("rule_of_thumb", name, variant), text)


@pytest.mark.parametrize(
    ("name", "variant"), [case for case in with_a_bot() if make(case.values[0]).can_resample]
)
def test_the_monte_carlo_bot_decides_as_its_golden_file_says(
    name: str, variant: str | None
) -> None:
    game = the_game(name, variant, 1)
    seat = SEED % game.num_players
    agents = [default_agent(name) for _ in range(game.num_players)]
    agents[seat] = ScoredMonteCarlo(game, BUDGET)
    text = decisions(game, agents, {seat}, SEED)
    check_golden(golden_file("monte_carlo", name, variant), text)


def test_every_golden_file_belongs_to_a_game_and_variant() -> None:
    wanted = {
        golden_file(kind, name, variant)
        for kind in ("rule_of_thumb", "monte_carlo")
        for name, variant in (case.values for case in with_a_bot())
    }
    assert set(GOLDEN.glob("*/*.txt")) <= wanted
