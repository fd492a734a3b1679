"""What the OpenSpiel and PettingZoo adapters cost over our engine: the same hands, three ways.

    python -m benchmarks.adapters                 # every game, hands timed three ways
    python -m benchmarks.adapters --search        # and MCTS / rl_environment beside OpenSpiel's

One driver: hand ``i`` of a game is first played in our engine from seed ``i`` with random
moves (``random.Random(i)``), and its events kept. Each way then plays exactly those events:

* **engine**: ``new_state(i)``, ``apply_chance()`` at chance, ``legal_actions()`` and
  ``apply_legal`` of the kept move at a seat's turn;
* **pyspiel**: ``chance_outcomes()`` at each chance node and ``apply_action`` of the kept card
  (a shuffle is dealt one card at a time), ``legal_actions()`` and ``apply_action`` of the kept
  move's id;
* **PettingZoo**: ``reset(seed=i)`` then ``step`` of each kept move's id (the unwrapped env, as
  a trainer's loop steps it, without reading observations).

Reading the seat's tensor (``observation_tensor``, ``observe``) is timed apart, once per
decision, because it is another helper's work (issue 28's tensors) and its cost is its own.
``--search`` adds OpenSpiel's Python MCTS (100 simulations, random rollouts) on a Tennessee
deal through our adapter against the same bot on OpenSpiel's C++ hearts, and ``rl_environment``
steps (random legal moves) on Tennessee against leduc poker. Times are CPU seconds of this
process; medians of interleaved rounds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any

import numpy as np

from benchmarks.driver import ONE_HAND
from cardwidgets.engine import game_names, make
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Game


def kept_hand(game: Game[Any, Any], seed: int) -> list[Action]:
    """The events of one hand of random moves from ``seed``: what every way then plays."""
    state = game.new_state(seed)
    rand = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            state.apply_legal(legal[int(rand.random() * len(legal))])
    return list(state.history)


def engine_hand(game: Game[Any, Any], seed: int, events: Sequence[Action]) -> None:
    state = game.new_state(seed)
    for event in events:
        if state.is_chance:
            state.apply_chance()
        else:
            state.legal_actions()
            state.apply_legal(event)


def pyspiel_ids(adapter: Any, events: Sequence[Action]) -> list[int]:
    """The OpenSpiel ids of a kept hand's events: a card id for each card a shuffle deals."""
    state = adapter.new_initial_state()
    found = []
    for event in events:
        if state.is_chance_node():
            listed = state.ours.chance_outcomes()
            if listed:
                ids = [[action for action, _ in listed].index(event)]
            else:
                ids = [adapter.card_ids[card] for card in event.card_args()]
        else:
            ids = [adapter.ids.id_of(event)]
        for number in ids:
            state.apply_action(number)
        found += ids
    return found


def pyspiel_hand(adapter: Any, ids: Sequence[int]) -> None:
    """A kept hand through OpenSpiel's API, as a user's loop calls it: the chance outcomes at
    a chance node, the legal ids at a decision, then the id applied."""
    state = adapter.new_initial_state()
    for number in ids:
        if state.is_chance_node():
            state.chance_outcomes()
        else:
            state.legal_actions()
        state.apply_action(number)


#: One step of a kept hand through pyspiel: the player to move (OpenSpiel's number: -1 at
#: chance) and how many chance outcomes or legal ids it listed there.
Step = tuple[int, int]


def pyspiel_steps(adapter: Any, ids: Sequence[int]) -> list[Step]:
    """The steps a kept hand takes through pyspiel, for :func:`floor_hand` to take again."""
    state, found = adapter.new_initial_state(), []
    for number in ids:
        if state.is_chance_node():
            found.append((-1, len(state.chance_outcomes())))
        else:
            found.append((state.current_player(), len(state.legal_actions())))
        state.apply_action(number)
    return found


def floor_game(steps: Sequence[Step], players: int) -> Any:
    """A pyspiel game of pure Python that only walks through ``steps``: the same players to
    move, chance lists and legal lists as long as the kept hand's, and no rules at all. A hand
    of it costs what OpenSpiel's own calls and the lists cost, whoever implements the game:
    the floor under :func:`pyspiel_hand` with a shuffle dealt card by card."""
    import pyspiel

    class Floor(pyspiel.Game):  # type: ignore[misc]
        def __init__(self) -> None:
            kind = pyspiel.GameType(
                short_name="cardwidgets_floor",
                long_name="no rules: the crossing floor",
                dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
                chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
                information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
                utility=pyspiel.GameType.Utility.ZERO_SUM,
                reward_model=pyspiel.GameType.RewardModel.TERMINAL,
                max_num_players=players,
                min_num_players=players,
                provides_information_state_string=False,
                provides_information_state_tensor=False,
                provides_observation_string=False,
                provides_observation_tensor=False,
                parameter_specification={},
            )
            widest = max(size for _, size in steps)
            info = pyspiel.GameInfo(widest, widest, players, -1.0, 1.0, 0.0, len(steps))
            super().__init__(kind, info, {})

        def new_initial_state(self) -> FloorState:
            return FloorState(self)

    class FloorState(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: Floor) -> None:
            super().__init__(game)
            self.at = 0

        def current_player(self) -> int:
            return steps[self.at][0] if self.at < len(steps) else int(pyspiel.PlayerId.TERMINAL)

        def is_chance_node(self) -> bool:
            return self.at < len(steps) and steps[self.at][0] == -1

        def chance_outcomes(self) -> list[tuple[int, float]]:
            size = steps[self.at][1]
            return list(zip(range(size), repeat(1.0 / size)))

        def legal_actions(self, player: int | None = None) -> list[int]:
            return list(range(steps[self.at][1]))

        def _apply_action(self, action: int) -> None:
            self.at += 1

        def is_terminal(self) -> bool:
            return self.at >= len(steps)

        def returns(self) -> list[float]:
            return [0.0] * players

    return Floor()


def floor_hand(game: Any, steps: Sequence[Step]) -> None:
    """A hand of :func:`floor_game`, walked as :func:`pyspiel_hand` walks a kept hand (ids 0)."""
    state = game.new_initial_state()
    for _ in steps:
        if state.is_chance_node():
            state.chance_outcomes()
        else:
            state.legal_actions()
        state.apply_action(0)


def pettingzoo_hand(env: Any, seed: int, numbers: Sequence[int]) -> None:
    env.reset(seed=seed)
    for number in numbers:
        env.step(number)


@dataclass(frozen=True)
class Overhead:
    """One game's median milliseconds a hand, each way, and the tensor reads apart; and how
    many actions a hand is each way (pyspiel deals a shuffle as one action a card, the
    engine as one event, PettingZoo steps only the seats' moves)."""

    game: str
    engine_ms: float
    pyspiel_ms: float
    pettingzoo_ms: float
    pyspiel_tensor_ms: float
    pettingzoo_observe_ms: float
    #: The same steps through :func:`floor_game`: what OpenSpiel's calls alone cost.
    floor_ms: float = 0.0
    engine_actions: float = 0.0
    pyspiel_actions: float = 0.0
    pettingzoo_actions: float = 0.0

    @property
    def pyspiel_ratio(self) -> float:
        return self.pyspiel_ms / self.engine_ms

    @property
    def floor_ratio(self) -> float:
        """The floor's cost over the engine's hand: above 1.5, no implementation of the game
        in Python meets the adapter target while a shuffle is dealt card by card."""
        return self.floor_ms / self.engine_ms

    @property
    def pettingzoo_ratio(self) -> float:
        return self.pettingzoo_ms / self.engine_ms

    def per_second(self, way: str) -> float:
        """Actions a second ``way`` ("engine", "pyspiel", "pettingzoo"), each counting its own."""
        return 1000 * getattr(self, f"{way}_actions") / getattr(self, f"{way}_ms")


def _cpu_ms(work: Callable[[], object], repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        work()
    return 1000 * (time.process_time() - start) / repeat


def measure(name: str, hands: int = 20, runs: int = 5) -> Overhead:
    """Milliseconds a hand of ``name`` (one hand, ``driver.ONE_HAND``), each way."""
    from cardwidgets import openspiel, pettingzoo

    rules = ONE_HAND.get(name, {})
    game = make(name, **rules)
    adapter = openspiel.load(name, **rules)
    env = pettingzoo.CardGameEnv(name, **rules)
    kept = [(seed, kept_hand(game, seed)) for seed in range(hands)]
    every = game.every_action()
    numbers = [
        (seed, [every.position(e) for e in _moves(game, seed, events)]) for seed, events in kept
    ]

    def engine() -> None:
        for seed, events in kept:
            engine_hand(game, seed, events)

    spiel_ids = [pyspiel_ids(adapter, events) for _, events in kept]

    def through_pyspiel() -> None:
        for ids in spiel_ids:
            pyspiel_hand(adapter, ids)

    def through_pettingzoo() -> None:
        for seed, ids in numbers:
            pettingzoo_hand(env, seed, ids)

    walks = [pyspiel_steps(adapter, ids) for ids in spiel_ids]
    floors = [(floor_game(walk, game.num_players), walk) for walk in walks]

    def floor() -> None:
        for floor_of, walk in floors:
            floor_hand(floor_of, walk)

    decisions = _decisions(adapter, env, kept)

    def pyspiel_tensors() -> None:
        for state, _, player in decisions:
            state.observation_tensor(player)

    def pettingzoo_observations() -> None:
        for _, env_state, player in decisions:
            env_state.observe(f"player_{player}")

    samples: dict[str, list[float]] = {k: [] for k in ("e", "p", "z", "pt", "zo", "f")}
    for _ in range(runs):
        samples["e"].append(_cpu_ms(engine, 1) / hands)
        samples["p"].append(_cpu_ms(through_pyspiel, 1) / hands)
        samples["z"].append(_cpu_ms(through_pettingzoo, 1) / hands)
        samples["pt"].append(_cpu_ms(pyspiel_tensors, 1) / hands)
        samples["zo"].append(_cpu_ms(pettingzoo_observations, 1) / hands)
        samples["f"].append(_cpu_ms(floor, 1) / hands)
    med = {k: statistics.median(v) for k, v in samples.items()}
    return Overhead(
        name,
        med["e"],
        med["p"],
        med["z"],
        med["pt"],
        med["zo"],
        med["f"],
        statistics.fmean(len(events) for _, events in kept),
        statistics.fmean(len(ids) for ids in spiel_ids),
        statistics.fmean(len(ids) for _, ids in numbers),
    )


def _moves(game: Game[Any, Any], seed: int, events: Sequence[Action]) -> list[Action]:
    """The seats' moves among a kept hand's events (the chance events left out)."""
    state = game.new_state(seed)
    moves = []
    for event in events:
        if not state.is_chance:
            moves.append(event)
        state.apply(event)
    return moves


def _decisions(adapter: Any, env: Any, kept: Sequence[tuple[int, Sequence[Action]]]) -> list[Any]:
    """Every decision of the kept hands, as a pyspiel state, an env copy and the seat to move:
    what a learner reads a tensor at."""
    import copy

    found = []
    every = adapter.every
    for seed, events in kept:
        state = adapter.new_initial_state()
        env.reset(seed=seed)
        for event in events:
            if state.is_chance_node():
                listed = state.ours.chance_outcomes()
                if listed:
                    state.apply_action([action for action, _ in listed].index(event))
                    continue
                for card in event.card_args():
                    state.apply_action(adapter.card_ids[card])
            else:
                player = state.current_player()
                twin = copy.copy(env)
                twin._state = env.state_now.clone()
                found.append((state.clone(), twin, player))
                state.apply_action(every.position(event))
                env.step(every.position(event))
    return found


# ---------------------------------------------------------------------- searches
def mcts_ms(game: Any, searches: int, simulations: int = 100, seed: int = 0) -> float:
    """CPU milliseconds of one search of OpenSpiel's Python MCTS (random rollouts) from the
    first decision of ``searches`` seeded deals, chance sampled by the state's outcomes."""
    from open_spiel.python.algorithms import mcts

    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = mcts.MCTSBot(game, 2.0, simulations, evaluator, solve=False, random_state=rng)
    times = []
    for _ in range(searches):
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=chances)))
        start = time.process_time()
        bot.step(state)
        times.append(time.process_time() - start)
    return 1000 * statistics.median(times)


def rl_step_ms(game: Any, steps: int, seed: int = 0) -> float:
    """CPU milliseconds of one ``rl_environment`` step (random legal moves, the time step's
    observations included, as a learner reads them)."""
    from open_spiel.python import rl_environment

    environment = rl_environment.Environment(game, seed=seed)
    rng = random.Random(seed)
    done = 0
    step = environment.reset()
    start = time.process_time()
    while done < steps:
        if step.last():
            step = environment.reset()
        player = step.observations["current_player"]
        legal = step.observations["legal_actions"][player]
        step = environment.step([legal[int(rng.random() * len(legal))]])
        done += 1
    return 1000 * (time.process_time() - start) / steps


@dataclass(frozen=True)
class SideBySide:
    what: str
    ours_ms: float
    theirs: str
    theirs_ms: float


def searches(quick: bool = False) -> list[SideBySide]:
    import pyspiel

    from cardwidgets import openspiel

    tennessee = openspiel.load("tennessee_for_two", max_hands=1)
    n, steps = (2, 200) if quick else (10, 3000)
    return [
        SideBySide(
            "MCTS search, 100 simulations",
            mcts_ms(tennessee, n),
            "hearts (C++)",
            mcts_ms(pyspiel.load_game("hearts"), n),
        ),
        SideBySide(
            "rl_environment step",
            rl_step_ms(tennessee, steps),
            "leduc_poker (C++)",
            rl_step_ms(pyspiel.load_game("leduc_poker"), steps),
        ),
    ]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", nargs="+", default=None, choices=game_names())
    parser.add_argument("--search", action="store_true")
    args = parser.parse_args(argv)
    for name in args.only or game_names():
        o = measure(name, args.hands, args.runs)
        print(
            f"{name}: engine {o.engine_ms:.2f} ms a hand, pyspiel {o.pyspiel_ms:.2f} "
            f"({o.pyspiel_ratio:.2f}x), PettingZoo {o.pettingzoo_ms:.2f} "
            f"({o.pettingzoo_ratio:.2f}x); actions/s: engine {o.per_second('engine'):,.0f}, "
            f"pyspiel {o.per_second('pyspiel'):,.0f}, PettingZoo "
            f"{o.per_second('pettingzoo'):,.0f}; tensors apart: pyspiel "
            f"{o.pyspiel_tensor_ms:.2f}, PettingZoo observe {o.pettingzoo_observe_ms:.2f} ms a "
            f"hand; pyspiel's floor {o.floor_ms:.2f} ms ({o.floor_ratio:.2f}x)"
        )
    if args.search:
        for row in searches():
            print(
                f"{row.what}: Tennessee {row.ours_ms:.2f} ms, {row.theirs} {row.theirs_ms:.2f} ms "
                f"({row.ours_ms / row.theirs_ms:.1f}x)"
            )


if __name__ == "__main__":
    main()
