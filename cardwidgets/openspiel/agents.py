"""OpenSpiel's bots (ISMCTS, MCTS) as seats at our table: each sees only its seat's
observation, and searches positions dealt from it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Observation
from cardwidgets.openspiel.game import CardGame, CardGameState


class OpenSpielAgent(BaseAgent):
    """An OpenSpiel bot (its ``step(state)`` picks an action id) as a seat at our table.

    Like every agent it sees only its seat's observation: the position it hands the bot is
    dealt from that observation (:meth:`~cardwidgets.engine.game.Game.resample`), so a bot that
    looked at the hidden cards would see imagined ones. ISMCTS resamples from it in turn.
    """

    label = "OpenSpiel"

    def __init__(self, game: CardGame, bot: Any, name: str = "OpenSpiel's bot") -> None:
        if not game.ours.can_resample:
            raise ValueError(
                f"{game.ours.title} cannot deal the cards a seat cannot see, so it cannot give "
                "an OpenSpiel bot a position to search."
            )
        self.game = game
        self.bot = bot
        self.name = name

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        if observation.seat is None:
            raise ValueError("A bot plays one seat: give it that seat's observation.")
        position = CardGameState(self.game, self.game.ours.resample(observation, rng))
        chosen = self.game.ids.legal_action(self.bot.step(position), position.ours.legal_actions())
        if chosen not in legal_actions:
            raise ValueError(f"{self.name} chose {chosen}, which is not legal now.")
        return Decision(chosen, f"{chosen}: chosen by {self.name}")


def ismcts_agent(
    game: CardGame, simulations: int = 100, rollouts: int = 1, uct_c: float = 2.0, seed: int = 0
) -> OpenSpielAgent:
    """OpenSpiel's ISMCTS bot (random rollouts as its evaluator) as a seat at our table."""
    from open_spiel.python.algorithms import ismcts, mcts

    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(rollouts, random_state)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c, simulations, random_state=random_state)

    def resample(state: CardGameState, player: int) -> CardGameState:
        return state.resample_from_infostate(player, random_state.uniform)

    # Left to itself ISMCTS deals its imagined positions with a new pyspiel sampler each time,
    # seeded from the clock, so the same seed gave other moves on every run: draw from the
    # bot's own seeded generator instead.
    bot.set_resampler(resample)
    return OpenSpielAgent(game, bot, f"OpenSpiel's ISMCTS ({simulations} simulations)")


def mcts_agent(
    game: CardGame, simulations: int = 100, rollouts: int = 1, uct_c: float = 2.0, seed: int = 0
) -> OpenSpielAgent:
    """OpenSpiel's MCTS bot (random rollouts) as a seat at our table, searching the position
    :class:`OpenSpielAgent` deals from the seat's observation: one imagined deal a decision,
    searched as if every card were known (ISMCTS instead shares one tree over many deals)."""
    from open_spiel.python.algorithms import mcts

    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(rollouts, random_state)
    # ``solve`` backs up proven wins and losses: sound only when the whole tree is the truth,
    # and here it is one imagined deal, so the statistics alone decide.
    bot = mcts.MCTSBot(game, uct_c, simulations, evaluator, solve=False, random_state=random_state)
    return OpenSpielAgent(game, bot, f"OpenSpiel's MCTS ({simulations} simulations, one deal)")
