"""The playouts' fast path (``apply_legal``, a quiet state that keeps no log) ends every game
exactly where the checked path and the told story do."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from cardwidgets.agents import RandomAgent, default_agent
from cardwidgets.agents.monte_carlo import play_out
from cardwidgets.engine import game_names, make
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import LogEntry, State
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.play import Agent, play
from tests.engine.test_default_chance import Coin, CoinState

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


def without_the_log(state: State) -> dict[str, object]:
    """Everything a state holds but its log and whether it keeps one."""
    return {k: v for k, v in state._value().items() if k not in ("_log", "_quiet")}


@pytest.mark.parametrize("name", game_names())
def test_a_quiet_game_plays_the_same_seeded_games_to_the_same_records_without_a_log(name):
    game = make(name, **RULES.get(name, {}))
    for seed in range(4):
        agents: list[Agent] = [default_agent(name) for _ in range(game.num_players)]
        quiet = game.new_state(seed)
        quiet.quieten()
        play(quiet, agents, np.random.default_rng(seed))
        told = play(game.new_state(seed), agents, np.random.default_rng(seed))
        assert quiet.quiet
        assert not told.quiet
        assert quiet.record() == told.record()
        assert quiet.returns() == told.returns()
        assert without_the_log(quiet) == without_the_log(told)
        assert quiet.log() == []
        assert told.log()
        assert game.replay(quiet.record().events, seed) == told


def test_a_copy_of_a_quiet_state_is_quiet_and_a_playout_leaves_its_deal_as_it_was():
    game = make("tennessee_for_two", max_hands=1)
    deal = game.new_state(5)
    deal.advance_chance()
    before = deal.clone()
    agents: list[Agent] = [default_agent(game.name) for _ in range(2)]
    after = play_out(deal, deal.legal_actions()[0], agents, luck=7)
    assert after.quiet
    assert after.clone().quiet
    assert after.log() == deal.log()  # nothing written after the copy was made
    assert deal == before
    assert not deal.quiet


class YieldingCoinState(CoinState):
    """The coin call, its ``_apply`` a generator: nothing in it runs until its lines are read."""

    def _apply(self, action: Action) -> Iterator[LogEntry]:
        if action.kind == "call":
            self.call = action.word_arg()
        else:
            self.toss = action.word_arg()
        yield self.entry(None, str(action))


class YieldingCoin(Coin):
    def _new_state(self, seed: int, names: tuple[str, ...]) -> CoinState:
        return YieldingCoinState(self, seed, names)


def test_a_quiet_state_is_changed_by_an_apply_that_yields_its_lines():
    quiet, told = YieldingCoin().new_state(3), YieldingCoin().new_state(3)
    quiet.quieten()
    for state in (quiet, told):
        state.apply("call heads")
        state.advance_chance()
    assert quiet.is_terminal
    assert told.is_terminal
    assert quiet.record() == told.record()
    assert (quiet.log(), len(told.log())) == ([], 2)
