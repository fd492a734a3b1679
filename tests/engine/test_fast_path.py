"""The playouts' fast path (``apply_legal``) ends every game exactly where the checked path does."""

from __future__ import annotations

import numpy as np
import pytest

from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.engine import game_names, make
from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import IllegalActionError
from cardwidgets.engine.game import State
from cardwidgets.engine.play import Agent, play

#: Each game for a few whole hands (Take Two at its widest table, where bots do the most).
RULES = {
    "half_and_half": {},
    "tennessee_for_two": {"max_hands": 2},
    "call_deuces": {"max_hands": 2},
    "take_two": {"players": 8, "max_hands": 2},
}


def checked_play(state: State, agents: list[Agent], rng: np.random.Generator) -> State:
    """The slow path, as a table plays: every move through the full check of ``apply``."""
    while not state.is_terminal:
        player = state.current_player
        if state.is_chance:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        state.apply(agents[player].act(state.observation(player), legal, rng), seat=player)
    return state


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("bots", ["random", "rule of thumb"])
def test_the_fast_path_plays_the_same_seeded_games_to_the_same_records(name, bots):
    game = make(name, **RULES.get(name, {}))
    for seed in range(4):
        agents: list[Agent] = [
            RandomAgent() if bots == "random" else default_agent(name)
            for _ in range(game.num_players)
        ]
        fast = play(game.new_state(seed), agents, np.random.default_rng(seed))
        slow = checked_play(game.new_state(seed), agents, np.random.default_rng(seed))
        assert fast == slow
        assert fast.record() == slow.record()
        assert fast.returns() == slow.returns()
        assert fast.log() == slow.log()
        assert game.replay(fast.record().events, seed) == fast


def test_a_move_not_in_the_legal_list_is_refused_as_apply_refuses_it():
    state = make("tennessee_for_two").new_state(3)
    state.advance_chance()
    before = state.clone()
    with pytest.raises(IllegalActionError) as refused:
        state.apply_legal(Action("bid", (999,)))
    assert state == before
    with pytest.raises(IllegalActionError) as by_apply:
        state.apply(Action("bid", (999,)))
    assert str(refused.value) == str(by_apply.value)
