"""A game that lists its chance outcomes gets chance sampling and the chance check for free."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pytest

from cardwidgets.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Card,
    Game,
    GameInfo,
    IllegalActionError,
    LogEntry,
    Rules,
    State,
    Zone,
    registry,
)
from cardwidgets.engine.conformance import check_game
from tests.registry_sandbox import sandbox_registry

CALLS = (Action("call", ("heads",)), Action("call", ("tails",)))
TOSSES = (Action("coin", ("heads",)), Action("coin", ("tails",)))


@dataclass(frozen=True)
class CoinRules(Rules):
    pass


class CoinState(State):
    """North calls heads or tails, then the coin is tossed: no cards, one chance event."""

    def __init__(self, game: Coin, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        self.call: str | None = None
        self.toss: str | None = None

    @property
    def current_player(self) -> int:
        return 0 if self.call is None else CHANCE if self.toss is None else TERMINAL

    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        return [(toss, 0.5) for toss in TOSSES] if self.current_player == CHANCE else None

    def _legal_actions(self) -> list[Action]:
        return list(CALLS)

    def _illegal_reason(self, action: Action) -> str:
        return "Call heads or tails."

    def _apply(self, action: Action) -> Iterable[LogEntry]:
        if action.kind == "call":
            self.call = action.word_arg()
        else:
            self.toss = action.word_arg()
        return [self.entry(None, str(action))]

    def zones(self) -> list[Zone]:
        return []

    def returns(self) -> tuple[float, ...]:
        if self.toss is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.call == self.toss else (-1.0, 1.0)


class Coin(Game[CoinRules, CoinState]):
    info = GameInfo(name="coin_call", title="Coin call", deal_letter="Y")
    rules_class = CoinRules

    @property
    def num_players(self) -> int:
        return 2

    def all_cards(self) -> tuple[Card, ...]:
        return ()

    def _new_state(self, seed: int, names: tuple[str, ...]) -> CoinState:
        return CoinState(self, seed, names)


def test_a_game_that_lists_its_chance_outcomes_passes_the_checker(monkeypatch):
    sandbox_registry(monkeypatch)
    registry.register(Coin)  # records replay through the registry
    # One game: the checker wants every seed to deal differently, and a coin has two sides.
    assert check_game(Coin(), games=1, seed=1, deep_games=1).games == 1


def test_chance_draws_each_listed_outcome():
    tosses = set()
    for seed in range(40):
        state = Coin().new_state(seed)
        state.apply("call heads")
        tosses.add(state.apply_chance())
    assert tosses == set(TOSSES)


def test_an_event_chance_does_not_list_is_refused_and_says_which_can_happen():
    state = Coin().new_state(0)
    state.apply("call heads")
    with pytest.raises(IllegalActionError, match="the chance events are coin heads, coin tails"):
        state.apply(Action("coin", ("edge",)))
    assert state.current_player == CHANCE
