"""One fair driver for our games and OpenSpiel's: the same loop on both sides, actions and hands/s.

    python -m benchmarks.driver                     # every game and peer, 2 s a round, 5 rounds
    python -m benchmarks.driver --seconds 0.5 --runs 3 --only kuhn tennessee

Both sides run one loop: at a chance node the engine's own chance event, at a seat's turn
``legal = state.legal_actions()`` and the move ``legal[int(random() * len(legal))]`` drawn from
the standard library's ``random.Random``, the same call for both, then applied. What differs is
only what each engine does inside those calls:

* ours draws a chance event from the game's seed (``apply_chance``: the deal a record replays);
  OpenSpiel lists its chance outcomes and the driver picks one with the same ``random()`` call;
* a move is applied as a bot's move is: ``apply_legal`` (found in the legal list, not checked
  again) on our side, ``apply_action`` on OpenSpiel's, which checks nothing in its Python games
  and what each C++ game checks in its own (Hearts that the card is in the mover's hand).
  The ``checked`` column plays our games through ``apply``, the full check a move from outside
  (a click, a record) gets, to show what the fast path saves.

OpenSpiel's pure-Python games (Kuhn poker, Liar's poker) are the peers of our pure-Python engine;
its C++ card games driven from Python (Hearts, Bridge, Euchre, Skat) show what compiled rules buy
when the loop is Python's. One hand of each of our games (``ONE_HAND``) is one game, as a deal is
one game of each OpenSpiel game here. Rounds of every subject are interleaved and the median
taken; times are this process's CPU seconds, so other work on a shared machine counts against
neither side.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from cardwidgets.engine import game_names, make
from cardwidgets.engine.game import State

#: Rules for "one hand" of each game (Half and Half: one game is one deal).
ONE_HAND: Final[dict[str, dict[str, Any]]] = {
    "half_and_half": {},
    "tennessee_for_two": {"max_hands": 1},
    "call_deuces": {"max_hands": 1},
    "take_two": {"players": 4, "max_hands": 1},
}
#: OpenSpiel's pure-Python games, then its C++ card games, as ``pyspiel.load_game`` names them
#: (Bridge without its double-dummy solver, which scores a deal by solving it: not rules work).
PYTHON_PEERS: Final[tuple[str, ...]] = ("python_kuhn_poker", "python_liars_poker")
CPP_PEERS: Final[tuple[str, ...]] = (
    "hearts",
    "bridge(use_double_dummy_result=false)",
    "euchre",
    "skat",
)


@dataclass(frozen=True)
class Speed:
    """One subject's median figures over the interleaved rounds."""

    subject: str
    hands_per_second: float
    actions_per_second: float
    #: Our games only: actions per second through the fully checked ``apply``.
    checked_actions_per_second: float | None = None


def openspiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def our_hand(state: State, rand: Callable[[], float], checked: bool = False) -> int:
    """Play one of our games to its end with random moves; the number of actions."""
    apply = state.apply if checked else state.apply_legal
    while not state.is_terminal:
        if state.is_chance:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            apply(legal[int(rand() * len(legal))])
    return state.step


def openspiel_hand(state: Any, rand: Callable[[], float]) -> int:
    """Play one OpenSpiel game to its end with random moves; the number of actions."""
    actions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(_pick(state.chance_outcomes(), rand()))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[int(rand() * len(legal))])
        actions += 1
    return actions


def _pick(outcomes: Sequence[tuple[int, float]], u: float) -> int:
    """The outcome that ``u`` (uniform in [0, 1)) falls on, by the outcomes' chances."""
    for outcome, chance in outcomes:
        u -= chance
        if u < 0:
            return outcome
    return outcomes[-1][0]


Round = Callable[[float], tuple[float, float]]


def _timed(one_hand: Callable[[int], int], seconds: float) -> tuple[float, float]:
    """Hands and actions per CPU second of ``one_hand(seed)`` played for about ``seconds``."""
    hands = actions = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        actions += one_hand(hands)
        hands += 1
    return hands / elapsed, actions / elapsed


def our_round(name: str, checked: bool) -> Round:
    game = make(name, **ONE_HAND.get(name, {}))
    rng = random.Random(0)
    return lambda seconds: _timed(
        lambda seed: our_hand(game.new_state(seed), rng.random, checked), seconds
    )


def openspiel_round(name: str) -> Round:
    import pyspiel
    from open_spiel.python import games  # noqa: F401 (registers the python_* games)

    game = pyspiel.load_game(name)
    rng = random.Random(0)
    return lambda seconds: _timed(
        lambda _: openspiel_hand(game.new_initial_state(), rng.random), seconds
    )


def measure(
    seconds: float = 2.0,
    runs: int = 5,
    ours: Sequence[str] | None = None,
    peers: Sequence[str] | None = None,
) -> list[Speed]:
    """Every subject's median over ``runs`` interleaved rounds of about ``seconds`` each:
    ours lean and checked, then OpenSpiel's (none if it is not installed)."""
    ours = game_names() if ours is None else ours
    if peers is None:
        peers = (*PYTHON_PEERS, *CPP_PEERS) if openspiel_available() else ()
    rounds: dict[str, Round] = {}
    for name in ours:
        rounds[name] = our_round(name, checked=False)
        rounds[f"{name} checked"] = our_round(name, checked=True)
    for name in peers:
        rounds[f"openspiel {name}"] = openspiel_round(name)
    samples: dict[str, list[tuple[float, float]]] = {label: [] for label in rounds}
    for _ in range(runs):
        for label, one_round in rounds.items():
            samples[label].append(one_round(seconds))

    def median(label: str, index: int) -> float:
        return statistics.median(sample[index] for sample in samples[label])

    speeds = [
        Speed(name, median(name, 0), median(name, 1), median(f"{name} checked", 1)) for name in ours
    ]
    speeds += [
        Speed(f"openspiel {name}", median(f"openspiel {name}", 0), median(f"openspiel {name}", 1))
        for name in peers
    ]
    return speeds


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--only", nargs="+", default=None, metavar="WORD", help="subjects whose name has a word"
    )
    args = parser.parse_args(argv)

    def wanted(names: Sequence[str]) -> list[str]:
        return [n for n in names if args.only is None or any(w in n for w in args.only)]

    peers = (*PYTHON_PEERS, *CPP_PEERS) if openspiel_available() else ()
    for speed in measure(args.seconds, args.runs, wanted(game_names()), wanted(peers)):
        checked = speed.checked_actions_per_second
        print(
            f"{speed.subject}: {speed.hands_per_second:,.0f} hands/s, "
            f"{speed.actions_per_second:,.0f} actions/s"
            + (f" ({checked:,.0f} checked)" if checked is not None else "")
        )


if __name__ == "__main__":
    main()
