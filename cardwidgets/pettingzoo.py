"""Every registered game as a PettingZoo AEC environment: ``env("some_game")``. Why it works as it
does: ``docs/design/adapters.md``."""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from cardwidgets.engine.action_ids import ActionIds, checked_id
from cardwidgets.engine.errors import RulesError, quoted
from cardwidgets.engine.game import State
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.record import GameRecord, replay
from cardwidgets.engine.registry import make
from cardwidgets.engine.tensors import TensorLayout
from cardwidgets.probability.progress import in_notebook

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:  # the extra is optional: say how to get it
    raise ImportError(
        "cardwidgets.pettingzoo needs PettingZoo: pip install 'cardwidgets[pettingzoo]'."
    ) from error

#: The version PettingZoo's names end with (``cardwidgets_some_game_v0``).
VERSION: Final = 0
#: The render modes, and what each gives.
RENDER_MODES: Final = {
    "ansi": "the story as text",
    "human": "the table's picture in a notebook, the story printed elsewhere",
    "rgb_array": "the table's picture as an array of pixels",
}


def _show(state: State) -> None:
    """The table's picture in the notebook running this, or its story printed outside one."""
    if in_notebook():
        from IPython.display import SVG, display

        from cardwidgets.render import state_svg

        display(SVG(state_svg(state)))  # type: ignore[no-untyped-call]
    else:
        print("\n".join(state.log()))


def env(
    name: str,
    variant: str | None = None,
    render_mode: str | None = None,
    max_moves: int | None = None,
    betting: str = "exact",
    **rules: Any,
) -> Any:
    """The game ``name`` (with a variant and rule options) as an AEC environment, wrapped as
    PettingZoo's own environments are: a move out of bounds or out of turn order is refused.
    ``max_moves`` cuts a game short there (see :class:`CardGameEnv`); ``betting="coarse"``
    numbers a few bet sizes instead of every amount (``cardwidgets.engine.action_ids``)."""
    table = CardGameEnv(name, variant, render_mode, max_moves, betting, **rules)
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(table))


class CardGameEnv(AECEnv):  # the unwrapped environment
    """One of our games as an AEC environment (see ``docs/design/adapters.md``)."""

    def __init__(
        self,
        name: str,
        variant: str | None = None,
        render_mode: str | None = None,
        max_moves: int | None = None,
        betting: str = "exact",
        **rules: Any,
    ) -> None:
        super().__init__()
        if max_moves is not None and (checked_id(max_moves) or 0) < 1:
            raise RulesError(
                f"max_moves is a whole number of at least 1, or None for no cap, not "
                f"{quoted(max_moves)}."
            )
        #: A whole game of several hands has no longest length (random games of a four-player
        #: trick game run to a thousand moves): with a cap, the game is cut short after that
        #: many moves since the reset, every agent truncated, each rewarded with its standing.
        self.max_moves = None if max_moves is None else checked_id(max_moves)
        self._moves = 0
        self.game = make(name, variant, **rules)
        self.every = self.game.every_action()
        self.ids = ActionIds(self.every, betting)
        self.layout = TensorLayout(self.game)
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": f"cardwidgets_{self.game.name}_v{VERSION}",
            "is_parallelizable": False,
        }
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise RulesError(
                f"render_mode is None or one of {', '.join(map(repr, RENDER_MODES))} "
                f"({'; '.join(RENDER_MODES.values())}), not {quoted(render_mode)}."
            )
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(self.game.num_players)]
        self.agents: list[str] = []
        moves = self.ids.size
        self._action_spaces = {agent: spaces.Discrete(moves) for agent in self.possible_agents}
        view = spaces.Box(low=0.0, high=1.0, shape=(self.layout.size,), dtype=np.float32)
        mask = spaces.Box(low=0, high=1, shape=(moves,), dtype=np.int8)
        self._observation_spaces = {
            agent: spaces.Dict({"observation": view, "action_mask": mask})
            for agent in self.possible_agents
        }
        self._state: State | None = None

    # ---------------------------------------------------------------- spaces
    def observation_space(self, agent: str) -> Any:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self._action_spaces[agent]

    # ---------------------------------------------------------------- playing
    @property
    def state_now(self) -> State:
        """The game as it stands (every card: for a teacher or a test, not for an agent)."""
        if self._state is None:
            raise RuntimeError("Call reset() first: no game has been dealt yet.")
        return self._state

    def record(self) -> GameRecord:
        """The game so far as a record that replays in cardwidgets."""
        return self.state_now.record()

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new deal from ``seed`` (one is drawn and recorded if None), or, with
        ``options={"record": record}``, the game a record saved (its JSON text too), from
        where it stopped."""
        saved = (options or {}).get("record")
        if saved is not None:
            self._state = replay(saved)
            if self._state.game.name != self.game.name:
                raise ValueError(
                    f"This record is of {self._state.game.title}, not {self.game.title}."
                )
        else:
            if seed is not None and checked_id(seed) is None:
                raise RulesError(f"A seed is a whole number of 0 or more, not {quoted(seed)}.")
            self._state = self.game.new_state(None if seed is None else checked_id(seed))
        self._state.advance_chance()
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._moves = 0
        self._select_next()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state_now
        if action is None:
            raise IllegalActionError(
                action, f"{agent} is to move: give a move's id, not None.", state.legal_actions()
            )
        state.apply_legal(self.ids.legal_action(action, state.legal_actions()))
        state.advance_chance()
        self._moves += 1
        self._cumulative_rewards[agent] = 0.0
        if state.is_terminal:
            for agent_name, value in zip(self.agents, state.returns(), strict=True):
                self.rewards[agent_name] = float(value)
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._cut_short():
            for agent_name, value in zip(self.agents, state.standing(), strict=True):
                self.rewards[agent_name] = min(1.0, max(-1.0, float(value)))
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self._select_next()

    def _select_next(self) -> None:
        """The seat to move next; once the game is over, each agent in turn, to leave."""
        state = self.state_now
        if state.is_terminal or self._cut_short():
            self.agent_selection = self.agents[0] if self.agents else ""
        else:
            self.agent_selection = self.possible_agents[state.current_player]

    def _cut_short(self) -> bool:
        return self.max_moves is not None and self._moves >= self.max_moves

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        seat = self.possible_agents.index(agent)
        state = self.state_now
        view = np.zeros(self.layout.size, np.float32)
        self.layout.fill(view, state, seat)
        mask = np.zeros(self.ids.size, np.int8)
        if state.current_player == seat:
            mask[self.ids.ids(state.legal_actions())] = 1
        return {"observation": view, "action_mask": mask}

    def render(self) -> str | np.ndarray[Any, np.dtype[np.uint8]] | None:
        """The table with every card shown (for whoever watches, never for an agent): its
        story as text (``ansi``), its picture as pixels (``rgb_array``), or the picture shown
        in the notebook, the story printed outside one (``human``)."""
        if self.render_mode is None:
            return None
        state = self.state_now
        if self.render_mode == "ansi":
            return "\n".join(state.log())
        if self.render_mode == "rgb_array":
            from cardwidgets.render.raster import table_pixels
            from cardwidgets.views import table_view

            return table_pixels(table_view(state.observation(None)))
        _show(state)
        return None

    def close(self) -> None:
        """Nothing to release: the game lives in memory only."""

    def __str__(self) -> str:
        return f"cardwidgets_{self.game.name}_v{VERSION}"
