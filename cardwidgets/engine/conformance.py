"""One conformance checker for every game (after OpenSpiel's random-simulation test).
``check_game(game)`` plays many seeded random games and checks at every step what any game must
keep true, so a new game gets all of it by being registered and its tests call :func:`check_game`
for itself and each named variant; the list of checks: :doc:`/docs/design/engine`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.data import shown_cards, to_jsonable
from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.engine.game import CHANCE, TERMINAL, Game, State
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.record import GameRecord

#: Illegal moves whose refusal is compared between the true and a resampled table, per step.
RESAMPLE_PROBES = 6


class ConformanceError(CardwidgetsError, AssertionError):
    """A broken promise, with the game, seed, step and recent events to reproduce it."""


@dataclass
class ConformanceReport:
    game: str
    games: int = 0
    steps: int = 0
    deep_steps: int = 0
    probes: int = 0
    lengths: list[int] = field(default_factory=list)
    outcomes: Counter[tuple[float, ...]] = field(default_factory=Counter)

    def __str__(self) -> str:
        return (
            f"{self.game}: {self.games} games, {self.steps} steps (deep checks at "
            f"{self.deep_steps}), {self.probes} illegal probes refused; game length "
            f"{min(self.lengths)}-{max(self.lengths)} events"
        )


def check_game(
    game: Game[Any, Any],
    *,
    games: int = 200,
    seed: int = 0,
    deep_games: int = 10,
    probes_per_step: int = 2,
    max_steps: int = 100_000,
    step_budget: int | None = None,
) -> ConformanceReport:
    """Play ``games`` random games with seeds ``seed``, ``seed+1``, …; raise on any broken rule.

    The first ``deep_games`` games get the expensive checks (record round trip, replay and
    copy independence) at every step; every game gets them at its end. No game may last more
    than ``max_steps`` events. With a ``step_budget`` the run stops after the game in which
    the steps played reach it: a long soak's cost follows the events played, whatever the
    games' lengths, and stays the same on any machine.
    """
    report = ConformanceReport(repr(game))
    info = game.info
    if not info.min_players <= game.num_players <= info.max_players:
        raise ConformanceError(
            f"{game!r} has {game.num_players} seats, but {info.title} declares "
            f"{info.min_players} to {info.max_players} players."
        )
    deck = Counter(game.all_cards())
    pool: dict[str, Action] = {}
    deals: set[tuple[str, ...]] = set()
    for number in range(games):
        checker = _GameChecker(game, seed + number, deck, pool, report)
        checker.run(deep=number < deep_games, probes=probes_per_step, max_steps=max_steps)
        if checker.chance_events in deals:
            checker.fail("a different seed gave exactly the same chance events as an earlier game")
        deals.add(checker.chance_events)
        report.games += 1
        if step_budget is not None and report.steps >= step_budget:
            break
    return report


class _GameChecker:
    def __init__(
        self,
        game: Game[Any, Any],
        seed: int,
        deck: Counter[Any],
        pool: dict[str, Action],
        report: ConformanceReport,
    ) -> None:
        self.game, self.seed, self.deck, self.pool, self.report = game, seed, deck, pool, report
        self.deck_order = sorted(card.index for card in deck.elements())
        self.rng = np.random.default_rng([seed, 0xC0FFEE])
        #: Apart from ``rng``, so checking resampling leaves the moves played unchanged.
        self.resample_rng = np.random.default_rng([seed, 0xDEA1])
        self.state: State = game.new_state(seed)
        self.chance_events: tuple[str, ...] = ()
        self.twin: State | None = None

    def fail(self, problem: str) -> None:
        tail = ", ".join(str(a) for a in self.state.history[-5:])
        raise ConformanceError(
            f"{self.game!r}, seed {self.seed}, step {self.state.step}: {problem}. "
            f"Last events: {tail or 'none'}."
        )

    def run(self, *, deep: bool, probes: int, max_steps: int) -> None:
        twin = self.game.new_state(self.seed)
        if twin != self.state:
            self.fail("two new states with the same seed differ")
        # In deep games a twin follows the game through the written form of each event, so
        # "the record replays to an equal state" is checked at every step without replaying
        # the whole history each time (which would cost the square of the game's length).
        self.twin = twin if deep else None
        chance: list[str] = []
        while True:
            self.check_position(deep)
            player = self.state.current_player
            if player == TERMINAL:
                break
            if self.state.step >= max_steps:
                self.fail(f"the game did not end within {max_steps} events")
            if player == CHANCE:
                action = self.check_chance()
                chance.append(str(action))
            else:
                action = self.check_moves(player, probes)
            self.pool.setdefault(str(action), action)
            self.state.apply(action)
            if self.twin is not None:
                self.twin.apply(self.game.parse_action(str(action)))
            self.report.steps += 1
        self.twin = None
        self.check_deep()
        self.chance_events = tuple(chance)
        self.report.lengths.append(self.state.step)
        self.report.outcomes[self.state.returns()] += 1

    # ------------------------------------------------------------------ every step
    def check_position(self, deep: bool) -> None:
        state, n = self.state, self.state.num_players
        player = state.current_player
        if player not in range(n) and player not in (CHANCE, TERMINAL):
            self.fail(f"current_player is {player}, which is no seat, CHANCE or TERMINAL")
        zones = state.zones()
        names = [zone.name for zone in zones]
        if len(set(names)) != len(names):
            self.fail(f"two zones share a name: {names}")
        if sorted(card.index for zone in zones for card in zone.cards) != self.deck_order:
            located = Counter(card for zone in zones for card in zone.cards)
            extra, lost = located - self.deck, self.deck - located
            self.fail(
                f"cards are not each in one place: extra {_cards(extra)}, lost {_cards(lost)}"
            )
        for seat in range(n):
            if seat != player and state.legal_actions(seat):
                self.fail(f"seat {seat} has legal actions although it is not to move")
            self.check_observation(seat)
        try:
            state.check_invariants()
        except AssertionError as error:
            self.fail(f"the game's own invariant broke: {error}")
        if player == TERMINAL:
            if state.legal_actions():
                self.fail("legal actions remain after the end")
            if len(state.returns()) != n:
                self.fail("returns() does not give one number per seat")
        if deep:
            self.check_deep()

    def check_observation(self, seat: int) -> None:
        observation = self.state.observation(seat)
        if observation.seat != seat:
            self.fail(f"observation({seat}) says it is seat {observation.seat}'s")
        try:
            laid_out, named = shown_cards(observation)
        except TypeError as error:
            self.fail(f"observation({seat}) is not plain data: {error}")
        visible = self.state.visible_cards(seat)
        # The cards laid out add up to at most what the seat sees; a move (a legal action
        # listed) may name only cards the seat sees, but repeats them without showing more.
        leaked = Counter(laid_out) - visible
        for cards in named:
            leaked |= Counter(cards) - visible
        if leaked:
            self.fail(f"seat {seat} is shown {_cards(leaked)}, which it may not see")

    def check_chance(self) -> Action:
        action = self.state.sample_chance()
        if self.state.sample_chance() != action:
            self.fail("sampling the same chance event twice gave different results")
        if not self.state.is_legal(action):
            self.fail(f"the sampled chance event {action} is not accepted as possible")
        if Action.parse(str(action)) != action:
            self.fail(f"chance event {action} does not read back from its text")
        outcomes = self.state.chance_outcomes()
        if outcomes is not None:
            total = sum(p for _, p in outcomes)
            if abs(total - 1) > 1e-9:
                self.fail(f"chance outcome probabilities add up to {total}, not 1")
            if action not in [a for a, _ in outcomes]:
                self.fail(f"the sampled chance event {action} is not among chance_outcomes()")
        return action

    def check_moves(self, player: int, probes: int) -> Action:
        state = self.state
        legal = state.legal_actions()
        if not legal:
            self.fail(f"seat {player} is to move but has no legal action")
        if len(set(legal)) != len(legal):
            self.fail(f"legal actions repeat: {legal}")
        for action in legal:
            if Action.parse(str(action)) != action:
                self.fail(f"action {action!r} does not read back from its text {str(action)!r}")
        candidates = _not_among(self.pool, legal)
        picks = self.rng.permutation(len(candidates))[:probes]
        tries: list[tuple[Action | str, int | None]] = [(candidates[i], None) for i in picks]
        tries.append(("fly to the moon", None))
        if state.num_players > 1:
            tries.append((legal[0], (player + 1) % state.num_players))
        before = state.clone()
        for attempt, seat in tries:
            try:
                state.apply(attempt, seat=seat)
            except IllegalActionError as error:
                if not error.reason:
                    self.fail(f"refusing {attempt} gave no reason")
            else:
                self.fail(f"{attempt!s} (as seat {seat}) was accepted but is not legal")
            if state != before:
                self.fail(f"refusing {attempt} changed the state")
            self.report.probes += 1
        return legal[int(self.rng.integers(len(legal)))]

    # ------------------------------------------------------------------ expensive
    def check_deep(self) -> None:
        """Records, replays and copies; from the twin during a deep game, else by a replay."""
        state = self.state
        for seat in (*range(state.num_players), None):
            try:
                to_jsonable(state.observation(seat))
            except TypeError as error:
                self.fail(f"observation({seat}) cannot be written as JSON: {error}")
        record = state.record()
        again = GameRecord.from_json(record.to_json())
        if again != record:
            self.fail("the record does not round-trip through JSON")
        replayed = self.twin if self.twin is not None else again.replay()
        if replayed != state:
            self.fail("replaying the record does not give an equal state")
        self.check_resample()
        copy = state.clone()
        if copy != state:
            self.fail("a clone differs from its original")
        if not copy.is_terminal:
            if copy.is_chance:
                copy.apply_chance()
            else:
                copy.apply(copy.legal_actions()[0])
            if state != replayed:
                self.fail("playing on a clone changed the original")
        self.report.deep_steps += 1

    def check_resample(self) -> None:
        """A game that deals the hidden cards for Monte Carlo bots deals, from a seat's
        observation, a full table that seat cannot tell from the true one: the same
        observation, every card in one place, and, for the seat to move, the same legal moves
        and the same answer to moves it might try (a bot must never plan on a position its
        seat could rule out). Checked for the seat to move and for one more seat in turn, so
        every seat is checked through a game at twice the cost of one, not the seat count."""
        state, game = self.state, self.game
        if not game.can_resample or state.is_terminal:
            return
        for seat in sorted({state.current_player, state.step % state.num_players} - {CHANCE}):
            seen = state.observation(seat)
            twin = game.resample(seen, self.resample_rng)
            if twin.observation(seat) != seen:
                self.fail(f"a table resampled from seat {seat}'s observation looks different to it")
            placed = sorted(card.index for zone in twin.zones() for card in zone.cards)
            if placed != self.deck_order:
                self.fail(f"a table resampled from seat {seat}'s observation lost or added cards")
            try:
                twin.check_invariants()
            except AssertionError as error:
                self.fail(f"a resampled table breaks the game's own invariant: {error}")
            if seat == state.current_player:
                self.check_same_choices(seat, twin)

    def check_same_choices(self, seat: int, twin: State) -> None:
        """The seat to move gets the same legal moves, and the same refusal of other moves seen
        in these games (a few drawn at random at each step), on the resampled table as on the
        true one."""
        legal = self.state.legal_actions()
        if twin.legal_actions() != legal:
            shown = sorted(set(map(str, legal)) ^ set(map(str, twin.legal_actions())))
            self.fail(
                f"a table resampled from seat {seat}'s observation offers different moves "
                f"(differing: {' '.join(shown[:8])})"
            )
        candidates = _not_among(self.pool, legal)
        for pick in self.resample_rng.permutation(len(candidates))[:RESAMPLE_PROBES]:
            action = candidates[pick]
            if twin.explain(action) != self.state.explain(action):
                self.fail(
                    f"a table resampled from seat {seat}'s observation answers {action} "
                    f"differently: {twin.explain(action)!r} instead of "
                    f"{self.state.explain(action)!r}"
                )


def _not_among(pool: dict[str, Action], legal: Sequence[Action]) -> list[Action]:
    """The actions of ``pool`` that are not legal, in the pool's order (the probes drawn from
    them depend on it). One set of the legal moves' written forms, not a search of the legal
    list for each of the pool's hundreds of actions: that search was half of a long soak. A
    written form names one action (each legal one was just checked to read back from it)."""
    written = {str(action) for action in legal}
    return [action for text, action in pool.items() if text not in written]


def _cards(counter: Counter[Any]) -> str:
    return " ".join(str(c) for c in sorted(counter.elements())) or "none"
