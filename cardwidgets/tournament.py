"""Seeded evaluations of bots: one agent against a field, seats rotated, with confidence intervals.
Why it works as it does: ``docs/design/played-games.md``."""

from __future__ import annotations

import dataclasses
import math
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent, play
from cardwidgets.probability.progress import Progress

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Chunks each worker gets of a run: several, so one that draws slow games (long hands, wide
#: tables) does not leave the others idle at the end; few, so sending the agents with each chunk
#: stays small beside the games.
CHUNKS_PER_WORKER: Final = 4
#: Games in a chunk at most: a run in one process reports its progress at least this often.
MAX_CHUNK: Final = 25
#: Pyodide (JupyterLite) runs Python in one browser worker and cannot start processes, so there
#: every run plays its games here, one after another, with the same results.
CAN_START_PROCESSES: Final = sys.platform != "emscripten"


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: honest near 0 and 1, unlike the normal one."""
    if trials <= 0:
        raise ValueError("A proportion needs at least one trial.")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Evaluation:
    """How one agent fared against a field over seeded games."""

    game: str
    agent: str
    field: str
    games: int
    wins: int
    draws: int
    losses: int
    mean_return: float
    return_sd: float
    seats: int
    #: Points (the game's own count) the agent ended ahead of the field's average seat.
    mean_margin: float
    margin_sd: float
    #: The first game's seed, the agent's seat in each game and each game's (return, margin):
    #: what :meth:`against` needs to pair two evaluations game by game.
    seed: int
    agent_seats: tuple[int, ...] = dataclasses.field(repr=False)
    outcomes: tuple[tuple[float, float], ...] = dataclasses.field(repr=False)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def win_rate_ci(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def equal_share(self) -> float:
        """The win rate of an agent no better than the field: one seat in ``seats``."""
        return 1 / self.seats

    @property
    def mean_return_ci(self) -> tuple[float, float]:
        return _mean_ci(self.mean_return, self.return_sd, self.games)

    @property
    def mean_margin_ci(self) -> tuple[float, float]:
        return _mean_ci(self.mean_margin, self.margin_sd, self.games)

    def __str__(self) -> str:
        low, high = self.win_rate_ci
        margin_low, margin_high = self.mean_margin_ci
        return (
            f"{self.agent} vs {self.field} in {self.game}: won {self.wins} of {self.games} "
            f"({self.win_rate:.1%}, 95% CI {low:.1%}-{high:.1%}; an equal player wins "
            f"{self.equal_share:.1%}), drew {self.draws}, mean return {self.mean_return:+.3f}, "
            f"points ahead of the field {self.mean_margin:+.1f} "
            f"(95% CI {margin_low:+.1f} to {margin_high:+.1f})"
        )

    def against(self, baseline: Evaluation) -> Difference:
        """This agent's results minus ``baseline``'s, game by game: both must have played the
        same seeded games from the same seats against the same field."""
        paired = (self.game, self.field, self.seed, self.agent_seats) == (
            baseline.game,
            baseline.field,
            baseline.seed,
            baseline.agent_seats,
        )
        if not paired:
            raise ValueError(
                "A paired difference needs two evaluations of the same game against the same "
                f"field on the same seeds and seats: {self.game}, {self.field}, seed "
                f"{self.seed}, {self.games} games is not {baseline.game}, {baseline.field}, "
                f"seed {baseline.seed}, {baseline.games} games"
                + (", or the seats differ." if self.games == baseline.games else ".")
            )
        ours, theirs = np.array(self.outcomes), np.array(baseline.outcomes)
        wins = (ours[:, 0] > 0).astype(float) - (theirs[:, 0] > 0)
        margins = ours[:, 1] - theirs[:, 1]
        return Difference(
            agent=self.agent,
            baseline=baseline.agent,
            games=self.games,
            win_rate=float(wins.mean()),
            win_rate_sd=_sd(wins),
            margin=float(margins.mean()),
            margin_sd=_sd(margins),
        )


@dataclass(frozen=True)
class Difference:
    """How much more often one agent won, and by how many more points, than a baseline agent
    in the same seats of the same games: "does the new bot do better than the old one?"."""

    agent: str
    baseline: str
    games: int
    win_rate: float
    win_rate_sd: float
    margin: float
    margin_sd: float

    @property
    def win_rate_ci(self) -> tuple[float, float]:
        return _mean_ci(self.win_rate, self.win_rate_sd, self.games)

    @property
    def margin_ci(self) -> tuple[float, float]:
        return _mean_ci(self.margin, self.margin_sd, self.games)

    def __str__(self) -> str:
        low, high = self.win_rate_ci
        margin_low, margin_high = self.margin_ci
        return (
            f"{self.agent} minus {self.baseline} in the same seats of the same {self.games} "
            f"games: wins {self.win_rate * 100:+.1f} percentage points (95% CI "
            f"{low * 100:+.1f} to {high * 100:+.1f}), points ahead {self.margin:+.1f} "
            f"(95% CI {margin_low:+.1f} to {margin_high:+.1f})"
        )


def _sd(values: np.ndarray) -> float:
    """The sample standard deviation; none (0) for a single game."""
    return float(values.std(ddof=1)) if len(values) > 1 else 0.0


def _mean_ci(mean: float, sd: float, n: int) -> tuple[float, float]:
    half = Z95 * sd / math.sqrt(n)
    return mean - half, mean + half


def evaluate(
    game: Game[Any, Any],
    agent: Agent,
    field: Agent,
    *,
    games: int = 1000,
    seed: int = 0,
    seat_of: Callable[[int, int], int] | None = None,
    workers: int | None = 1,
    dask: bool | str = False,
    progress: bool | None = None,
    agent_name: str | None = None,
    field_name: str | None = None,
) -> Evaluation:
    """Play ``games`` seeded games of ``agent`` against ``field`` and count the agent's results.

    Game ``i`` uses seed ``seed + i`` and puts the agent in seat ``seat_of(i, n)`` (by default
    ``i % n``, so every seat gets its turn); the field plays every other seat. ``workers``
    processes share the games (None: one per core); ``dask`` sends them to a Dask cluster
    instead. ``progress`` shows a bar (None: only for runs of 200 games or more).
    """
    if games < 1:
        raise ValueError("Evaluate over at least one game.")
    n = game.num_players
    place = seat_of or (lambda index, seats: index % seats)
    seats = [place(index, n) for index in range(games)]
    enabled = games >= 200 if progress is None else progress
    with _executor(workers, dask) as (executor, count), Progress(games, "Games", enabled) as bar:
        (outcomes,) = _run(executor, count, game, [(agent, field)], seed, seats, bar.update)
    return _summary(
        game, agent_name or _label(agent), field_name or _label(field), seed, seats, outcomes
    )


def _summary(
    game: Game[Any, Any],
    agent: str,
    field: str,
    seed: int,
    seats: Sequence[int],
    outcomes: Sequence[tuple[float, float]],
) -> Evaluation:
    results, margins = np.array(outcomes, dtype=float).reshape(-1, 2).T
    games = len(results)
    return Evaluation(
        game=repr(game),
        agent=agent,
        field=field,
        games=games,
        wins=int((results > 0).sum()),
        draws=int((results == 0).sum()),
        losses=int((results < 0).sum()),
        mean_return=float(results.mean()),
        return_sd=_sd(results),
        seats=game.num_players,
        mean_margin=float(margins.mean()),
        margin_sd=_sd(margins),
        seed=seed,
        agent_seats=tuple(seats),
        outcomes=tuple((float(r), float(m)) for r, m in zip(results, margins, strict=True)),
    )


def play_games(
    game: Game[Any, Any], agent: Agent, field: Agent, seed: int, tasks: Sequence[tuple[int, int]]
) -> list[tuple[float, float]]:
    """Play the games ``(index, seat of the agent)``: the agent's return and points margin in
    each. A worker runs this for one chunk; it depends only on its arguments."""
    n = game.num_players
    outcomes = []
    for index, seat in tasks:
        agents = [agent if s == seat else field for s in range(n)]
        state = play(game.new_state(seed + index), agents, np.random.default_rng([seed, index]))
        scores = state.running_scores()
        others = [scores[s] for s in range(n) if s != seat]
        outcomes.append((state.returns()[seat], scores[seat] - sum(others) / len(others)))
    return outcomes


def chunk_size(games: int, workers: int) -> int:
    """Games a chunk of a run of ``games`` on ``workers`` processes: ``CHUNKS_PER_WORKER``
    chunks a worker, at most ``MAX_CHUNK`` games each, at least one."""
    return max(1, min(MAX_CHUNK, math.ceil(games / (workers * CHUNKS_PER_WORKER))))


def _run(
    executor: Executor | None,
    workers: int,
    game: Game[Any, Any],
    matches: Sequence[tuple[Agent, Agent]],
    seed: int,
    seats: Sequence[int],
    report: Callable[[int], None],
) -> list[list[tuple[float, float]]]:
    """Play game ``i`` of each match ``(agent, field)`` with the agent in ``seats[i]``, in chunks
    sized from the games and the workers, here or on ``executor`` (every match's chunks at once,
    so no worker waits for a match to finish); ``report`` hears how many games are done. The
    results come back per match, in game order, however the chunks fall."""
    tasks = list(enumerate(seats))
    size = chunk_size(len(tasks) * len(matches), workers)
    chunks = [
        (match, tasks[start : start + size])
        for match in range(len(matches))
        for start in range(0, len(tasks), size)
    ]
    done: dict[int, list[tuple[float, float]]] = {}
    finished = 0
    if executor is None:
        for number, (match, chunk) in enumerate(chunks):
            done[number] = play_games(game, *matches[match], seed, chunk)
            finished += len(chunk)
            report(finished)
    else:
        futures = {
            executor.submit(play_games, game, *matches[match], seed, chunk): number
            for number, (match, chunk) in enumerate(chunks)
        }
        for future in as_completed(futures):
            number = futures[future]
            done[number] = future.result()
            finished += len(chunks[number][1])
            report(finished)
    outcomes: list[list[tuple[float, float]]] = [[] for _ in matches]
    for number, (match, _) in enumerate(chunks):
        outcomes[match] += done[number]
    return outcomes


@contextmanager
def _executor(workers: int | None, dask: bool | str) -> Iterator[tuple[Executor | None, int]]:
    """Where the games run, and on how many workers: here (None), a process pool, or a Dask
    cluster's executor."""
    if dask:
        with _dask_client(workers, dask) as client:
            count = len(client.scheduler_info().get("workers", {})) or workers or 1
            yield client.get_executor(), count
        return
    count = (os.cpu_count() or 1) if workers is None else workers
    if count < 1:
        raise ValueError(f"workers is a number of processes, 1 or more, not {workers}.")
    if count == 1 or not CAN_START_PROCESSES:
        yield None, 1
        return
    with ProcessPoolExecutor(count) as pool:
        yield pool, count


@contextmanager
def _dask_client(workers: int | None, dask: bool | str) -> Iterator[Any]:
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        raise ImportError(
            "Running on Dask needs the distributed package: pip install 'cardwidgets[dask]'."
        ) from error
    if isinstance(dask, str):
        with Client(dask) as client:
            yield client
        return
    with (
        LocalCluster(
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def _label(agent: Agent) -> str:
    return str(getattr(agent, "label", type(agent).__name__))


@dataclass(frozen=True)
class Tournament:
    """Every named agent against every other, as agent and as field: :func:`tournament`."""

    game: str
    games_per_match: int
    evaluations: tuple[Evaluation, ...]

    @property
    def names(self) -> list[str]:
        return list(dict.fromkeys(e.agent for e in self.evaluations))

    def rows(self) -> list[dict[str, Any]]:
        """One row per match: who played whom, win rate and points margin with 95% CIs."""
        return [
            {
                "agent": e.agent,
                "field": e.field,
                "games": e.games,
                "win rate": e.win_rate,
                "win rate CI": e.win_rate_ci,
                "equal share": e.equal_share,
                "points ahead": e.mean_margin,
                "points ahead CI": e.mean_margin_ci,
            }
            for e in self.evaluations
        ]

    def __str__(self) -> str:
        width = max(len(name) for name in self.names)
        lines = [
            f"{self.game}, {self.games_per_match} games a match, seats rotated; 95% intervals",
            f"{'agent':<{width}}  {'field':<{width}}  {'win rate':>22}  {'points ahead':>24}",
        ]
        for e in self.evaluations:
            low, high = e.win_rate_ci
            m_low, m_high = e.mean_margin_ci
            lines.append(
                f"{e.agent:<{width}}  {e.field:<{width}}  "
                f"{f'{e.win_rate:.1%} ({low:.1%}-{high:.1%})':>22}  "
                f"{f'{e.mean_margin:+.1f} ({m_low:+.1f} to {m_high:+.1f})':>24}"
            )
        return "\n".join(lines)

    def ratings(self, anchor: float = 0.0) -> dict[str, tuple[float, float]]:
        """Each agent's Elo rating and the half width of its 95% interval: :func:`bradley_terry`
        on every match, the first agent rated ``anchor``."""
        return bradley_terry(self.evaluations, anchor)

    def plot(self, ax: Any = None) -> Any:
        """Each match's win rate with its 95% interval, next to an equal player's share."""
        from cardwidgets.probability.plots import pyplot

        if ax is None:
            _, ax = pyplot().subplots(figsize=(7, 0.45 * len(self.evaluations) + 1.2))
        labels = [f"{e.agent} vs {e.field}" for e in self.evaluations]
        rates = [e.win_rate for e in self.evaluations]
        intervals = np.array([e.win_rate_ci for e in self.evaluations]).T
        errors = np.abs(intervals - np.array(rates))
        y = np.arange(len(labels))[::-1]
        ax.errorbar(rates, y, xerr=errors, fmt="o", color="C0", capsize=3, label="win rate")
        shares = sorted({e.equal_share for e in self.evaluations})
        for share in shares:
            ax.axvline(share, color="C1", linestyle="--", linewidth=1)
        ax.plot([], [], color="C1", linestyle="--", label="an equal player")
        ax.set_yticks(y, labels)
        ax.set_xlim(0, 1)
        ax.set_xlabel(f"win rate over {self.games_per_match} games (95% interval)")
        ax.set_title(self.game)
        ax.legend(frameon=False, loc="lower right")
        return ax


def tournament(
    game: Game[Any, Any],
    agents: Mapping[str, Agent],
    *,
    games: int = 200,
    seed: int = 0,
    workers: int | None = None,
    dask: bool | str = False,
    progress: bool | None = None,
) -> Tournament:
    """Each named agent against each other named agent as the field, ``games`` seeded games a
    match with the seats rotated. The same seed gives the same table on every machine and on
    every way of running (``workers`` processes, None for every core, or ``dask``)."""
    if len(agents) < 2:
        raise ValueError("A tournament needs at least two named agents.")
    matches = [(name, other) for name in agents for other in agents if name != other]
    seats = [index % game.num_players for index in range(games)]
    total = len(matches) * games
    enabled = total >= 200 if progress is None else progress
    pairs = [(agents[name], agents[other]) for name, other in matches]
    with _executor(workers, dask) as (executor, count), Progress(total, "Games", enabled) as bar:
        outcomes = _run(executor, count, game, pairs, seed, seats, bar.update)
    evaluations = tuple(
        _summary(game, name, other, seed, seats, played)
        for (name, other), played in zip(matches, outcomes, strict=True)
    )
    return Tournament(repr(game), games, evaluations)


#: Elo points a factor e of strength is worth (400 points: ten times as strong).
ELO_PER_NAT: Final = 400 / math.log(10)


def bradley_terry(
    evaluations: Sequence[Evaluation], anchor: float = 0.0
) -> dict[str, tuple[float, float]]:
    """Ratings on the Elo scale from evaluations of agents against fields, with 95% intervals.

    An agent of strength s_a in one seat against a field of strength s_b in the other n - 1
    wins with chance s_a / (s_a + (n - 1) s_b): Bradley-Terry with two players (the Elo
    model), first place of Plackett-Luce with more, so an equal agent wins its 1/n. A draw
    counts half a win. The log-strengths are fitted by maximum likelihood (Newton's method), the
    first agent held at ``anchor``; each match also counts one drawn game, a weak prior that
    keeps a clean sweep finite. The interval is the normal one from the Fisher information,
    of each rating against the first agent's.
    """
    names = list(dict.fromkeys(name for e in evaluations for name in (e.agent, e.field)))
    index = {name: i for i, name in enumerate(names)}
    rows = []  # (agent, field, wins, games, log of the field's seats)
    for e in evaluations:
        wins = e.wins + 0.5 * e.draws + 0.5
        rows.append((index[e.agent], index[e.field], wins, e.games + 1.0, math.log(e.seats - 1)))
    free = len(names) - 1
    theta = np.zeros(len(names))
    for _ in range(100):
        gradient, hessian = np.zeros(len(names)), np.zeros((len(names), len(names)))
        for a, b, wins, games, offset in rows:
            p = 1 / (1 + math.exp(-(theta[a] - theta[b] - offset)))
            x = np.zeros(len(names))
            x[a], x[b] = 1.0, -1.0
            gradient += (wins - games * p) * x
            hessian -= games * p * (1 - p) * np.outer(x, x)
        step = np.linalg.solve(hessian[1:, 1:], gradient[1:]) if free else np.zeros(0)
        theta[1:] -= step
        if not free or np.abs(step).max() < 1e-10:
            break
    covariance = np.linalg.inv(-hessian[1:, 1:]) if free else np.zeros((0, 0))
    halves = [0.0, *(Z95 * math.sqrt(covariance[i, i]) for i in range(free))]
    return {
        name: (anchor + ELO_PER_NAT * theta[i], ELO_PER_NAT * halves[i])
        for i, name in enumerate(names)
    }
