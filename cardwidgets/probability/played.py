"""What only play can answer: seeded games between bots, measured hand by hand and game by game. Why
it works as it does: ``docs/design/played-games.md``."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from cardwidgets.engine.game import Game, State
from cardwidgets.engine.play import Agent, step
from cardwidgets.probability.progress import Progress
from cardwidgets.probability.simulation import Estimate, SimulatedDistribution, resolve_seed

#: Games of bots take milliseconds each, not nanoseconds: runs this long show progress.
LONG_PLAY: Final = 1_000

Number = int | float | bool
Row = Mapping[str, Number]
#: What a measure returns: one row, several rows (e.g. one per steal) or None for none.
Measure = Callable[[State], Row | Iterable[Row] | None]
#: Rows to keep or drop: a boolean per row, or a function of the table giving one.
Where = np.ndarray | Callable[["Rows"], np.ndarray] | None


def clustered_mean(
    values: np.ndarray, clusters: np.ndarray, n_clusters: int
) -> tuple[float, float]:
    """The mean of ``values`` and its standard error when whole clusters (games) are the
    independent draws: the ratio estimator, var = G/(G-1) * sum_g (S_g - mean*n_g)^2 / n^2,
    over all ``n_clusters`` games (a game with no row adds nothing to the sums but counts in G).
    """
    n = len(values)
    if n == 0:
        raise ValueError("No rows to estimate from: the condition kept none of them.")
    mean = float(values.mean())
    if n_clusters < 2:
        return mean, 0.0
    residuals = np.bincount(clusters, weights=values - mean, minlength=n_clusters)
    variance = n_clusters / (n_clusters - 1) * float((residuals**2).sum()) / n**2
    return mean, math.sqrt(variance)


@dataclass(frozen=True)
class Rows:
    """The numbers a measure returned: one column per name, one row per hand (or game, or
    steal), with the game each row came from, so that standard errors treat games as the
    independent draws. Rows are in the order they were played."""

    name: str
    columns: Mapping[str, np.ndarray]
    game: np.ndarray
    games: int
    seed: int

    @classmethod
    def collect(cls, name: str, rows: Sequence[tuple[int, Row]], games: int, seed: int) -> Rows:
        """A table from ``(game index, row)`` pairs; every row must name the same columns."""
        names = tuple(rows[0][1]) if rows else ()
        for index, row in rows:
            if tuple(row) != names:
                raise ValueError(
                    f"Every {name} row must have the columns {list(names)}; game {index} gave "
                    f"{list(row)}."
                )
        columns = {
            column: np.array([row[column] for _, row in rows], dtype=float) for column in names
        }
        game = np.array([index for index, _ in rows], dtype=np.int64)
        return cls(name, columns, game, games, seed)

    def __len__(self) -> int:
        return len(self.game)

    def __getitem__(self, column: str) -> np.ndarray:
        if column not in self.columns:
            raise KeyError(f"No column {column!r} in these {self.name}: {list(self.columns)}.")
        return self.columns[column]

    def _select(self, values: str | np.ndarray, where: Where) -> tuple[np.ndarray, np.ndarray]:
        data = self[values] if isinstance(values, str) else np.asarray(values, dtype=float)
        if data.shape != self.game.shape:
            raise ValueError(f"Give one value per row ({len(self)} {self.name}), not {data.shape}.")
        if where is None:
            return data, self.game
        keep = np.asarray(where(self) if callable(where) else where, dtype=bool)
        if keep.shape != self.game.shape:
            raise ValueError(f"'where' needs one True/False per row ({len(self)} {self.name}).")
        return data[keep], self.game[keep]

    def mean(self, values: str | np.ndarray, where: Where = None) -> Estimate:
        """The average of a column (or of per-row ``values``) over the rows ``where`` keeps,
        with the standard error that treats games as the independent draws."""
        data, clusters = self._select(values, where)
        mean, error = clustered_mean(data, clusters, self.games)
        return Estimate(mean, error, len(data), self.seed)

    def P(self, event: np.ndarray, where: Where = None) -> Estimate:
        """How often ``event`` (one True/False per row) happened among the rows ``where`` keeps."""
        happened = np.asarray(event)
        if happened.dtype != bool:
            raise TypeError("An event is one True/False per row, e.g. hands['bid'] >= 100.")
        return self.mean(happened.astype(float), where)

    def distribution(self, values: str | np.ndarray, where: Where = None) -> SimulatedDistribution:
        """How often each whole-number value came up: a histogram to set beside an exact answer.
        (Its own standard errors treat rows as independent: right for one row per game.)"""
        data, _ = self._select(values, where)
        if not np.array_equal(data, np.round(data)):
            raise ValueError("A distribution counts whole-number values.")
        found, counts = np.unique(data.astype(np.int64), return_counts=True)
        tally = dict(zip(found.tolist(), counts.tolist(), strict=True))
        label = values if isinstance(values, str) else self.name
        return SimulatedDistribution(tally, len(data), self.seed, label)

    def __repr__(self) -> str:
        columns = ", ".join(self.columns)
        return f"<{len(self):,} rows of {self.name} from {self.games:,} games: {columns}>"


@dataclass(frozen=True)
class PlayedGames:
    """Seeded games between agents, measured: ``games`` has a row per game (always with its
    number of ``hands``), ``hands`` a row per hand from ``per_hand``. ``game_seeds[i]`` and
    the agents' generator ``numpy.random.default_rng([seed, i])`` replay game ``i``."""

    title: str
    seed: int
    game_seeds: tuple[int, ...]
    games: Rows
    hands: Rows

    def __repr__(self) -> str:
        hands = int(self.games["hands"].sum())
        return (
            f"<{self.games.games:,} games of {self.title} with seed {self.seed}: {hands:,} hands>"
        )


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: drawn from both, so runs with nearby seeds share
    no games (``seed + index`` would)."""
    return int(np.random.SeedSequence([seed, index]).generate_state(1)[0])


def play_games(
    game: Game[Any, Any],
    agents: Agent | Sequence[Agent] | None = None,
    *,
    games: int = 200,
    seed: int | None = None,
    per_hand: Measure | None = None,
    per_game: Callable[[State], Row] | None = None,
    progress: bool | None = None,
) -> PlayedGames:
    """Play ``games`` seeded games to the end and measure them.

    ``agents``: one agent for every seat, one per seat, or None for the game's default bot in
    every seat. ``per_hand(state)`` runs as soon as a hand is over (the state still shows that
    hand: its result, the cards where they lay); ``per_game(state)`` at the end of the game.
    ``per_hand`` returns a row of numbers (a mapping of column names), several rows, or None;
    ``per_game`` one row. The game rows always hold ``hands``, the hands the game lasted. Runs
    of ``LONG_PLAY`` games or more show a progress bar unless ``progress`` says otherwise. The
    seed is recorded (drawn when not given), so any run can be repeated exactly.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        raise ValueError(f"The number of games is a whole number above 0, not {games!r}.")
    seed = resolve_seed(seed)
    seats = _seat_agents(game, agents)
    seeds = tuple(game_seed(seed, index) for index in range(games))
    hand_rows: list[tuple[int, Row]] = []
    game_rows: list[tuple[int, Row]] = []
    enabled = games >= LONG_PLAY if progress is None else progress
    with Progress(games, "Games", enabled=enabled) as bar:
        for index, seed_of_game in enumerate(seeds):
            state = game.new_state(seed_of_game)
            rng = np.random.default_rng([seed, index])
            hands = 0
            while not state.is_terminal:
                step(state, seats, rng)
                if per_hand is not None and state.hands_completed > hands:
                    hand_rows.extend((index, row) for row in _rows(per_hand(state)))
                hands = state.hands_completed
            row: Row = {"hands": state.hands_completed}
            if per_game is not None:
                row = {**row, **per_game(state)}
            game_rows.append((index, row))
            bar.update(index + 1)
    return PlayedGames(
        title=f"{game!r}",
        seed=seed,
        game_seeds=seeds,
        games=Rows.collect("games", game_rows, games, seed),
        hands=Rows.collect("hands", hand_rows, games, seed),
    )


def _seat_agents(game: Game[Any, Any], agents: Agent | Sequence[Agent] | None) -> list[Agent]:
    if agents is None:
        from cardwidgets.agents import default_agent

        return [default_agent(game.name) for _ in range(game.num_players)]
    if isinstance(agents, Sequence):
        if len(agents) != game.num_players:
            raise ValueError(
                f"{game.title} here has {game.num_players} seats: give one agent for all of them "
                f"or one per seat, not {len(agents)}."
            )
        return list(agents)
    return [agents] * game.num_players


def _rows(measured: Row | Iterable[Row] | None) -> list[Row]:
    if measured is None:
        return []
    if isinstance(measured, Mapping):
        return [measured]
    return list(measured)
