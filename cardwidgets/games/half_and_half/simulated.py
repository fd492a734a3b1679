"""Half and Half simulated a million games a second with numpy, to check the exact answers of
:mod:`.exact` (every game of a match is a single game: the games are independent)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cardwidgets.games.half_and_half.exact import (
    CHUNK,
    FIRST_PILE,
    FLIPS,
    SECOND_PILE,
    dealer_goes_first,
    deck_kinds,
    game_rules,
)
from cardwidgets.games.half_and_half.rules import (
    MIDDLE_SIZE,
    HalfAndHalfRules,
)
from cardwidgets.i18n import N_
from cardwidgets.probability.simulation import (
    Estimate,
    SimulatedDistribution,
    resolve_seed,
    run_in_chunks,
)


@dataclass(frozen=True)
class HalfAndHalfSimulation:
    """Simulated games: counts of (first player's second pile, flips), dealer results, seed."""

    rules: HalfAndHalfRules
    games: int
    seed: int
    #: ``joint[t, f]`` games in which the first player took ``t`` cards in ``f`` flips.
    joint: np.ndarray = field(repr=False)
    dealer_wins: int
    #: Per game, in order (only with ``keep_games=True``): the first player's second pile,
    #: and the number of flips.
    first_takes_each: np.ndarray | None = field(default=None, repr=False)
    flips_each: np.ndarray | None = field(default=None, repr=False)

    def _tally(self, counts: np.ndarray, name: str) -> SimulatedDistribution:
        return SimulatedDistribution.from_bincount(counts, self.seed, name)

    @property
    def first_player_takes(self) -> SimulatedDistribution:
        return self._tally(self.joint.sum(axis=1), FIRST_PILE)

    @property
    def second_player_takes(self) -> SimulatedDistribution:
        return self._tally(self.joint.sum(axis=1)[::-1], SECOND_PILE)

    @property
    def flips(self) -> SimulatedDistribution:
        return self._tally(self.joint.sum(axis=0), FLIPS)

    def _share(self, lo: int, hi: int) -> Estimate:
        hits = int(self.joint[lo:hi].sum())
        return Estimate.proportion(hits, self.games, self.seed)

    @property
    def first_wins(self) -> Estimate:
        return self._share(0, MIDDLE_SIZE // 2)

    @property
    def draw(self) -> Estimate:
        return self._share(MIDDLE_SIZE // 2, MIDDLE_SIZE // 2 + 1)

    @property
    def first_loses(self) -> Estimate:
        return self._share(MIDDLE_SIZE // 2 + 1, MIDDLE_SIZE + 1)

    @property
    def dealer_win_rate(self) -> Estimate:
        """How often the dealer won, going first as ``rules.first_player`` says."""
        return Estimate.proportion(self.dealer_wins, self.games, self.seed)

    def __repr__(self) -> str:
        return (
            f"<{self.games:,} simulated games of Half and Half "
            f"({self.rules.changed() or 'default rules'}, seed {self.seed}): the first player "
            f"wins {self.first_wins}, loses {self.first_loses}, draws {self.draw}>"
        )


def play_games(
    rng: np.random.Generator,
    n: int,
    counts: np.ndarray,
    takes: np.ndarray,
    jokers: np.ndarray,
    middle_size: int = MIDDLE_SIZE,
) -> tuple[np.ndarray, np.ndarray]:
    """Play ``n`` games at once; return the first player's second pile and the flips of each.

    Deck A holds ``counts[k]`` cards of kind ``k``, which take ``takes[k]`` cards and skip a
    turn where ``jokers[k]``. Each step turns one card in every running game: a uniformly
    random one of the unturned cards. ``at_most[k]`` counts the unturned cards of kinds 0..k,
    so the card picked is of kind k exactly when the pick is below ``at_most[k]`` but not
    ``at_most[k - 1]``, and turning it takes one off every ``at_most[j]``, j >= k. Finished
    games are set aside whenever half of those running have finished, so the last steps only
    work on the long games.
    """
    kinds = len(counts)
    cards = int(counts.sum())
    skipping = bool(jokers.any())
    at_most = np.repeat(np.cumsum(counts).astype(np.int16)[:, None], n, axis=1)
    middle = np.full(n, middle_size, dtype=np.int16)
    first_takes = np.zeros(n, dtype=np.int16)
    flips = np.zeros(n, dtype=np.int16)
    mover = np.zeros(n, dtype=np.int8)  # 0: the first player
    waiting = np.zeros(n, dtype=np.int8)  # the other seat's pending skips
    games = np.arange(n)  # which game each running column is
    done_takes = np.empty(n, dtype=np.int16)
    done_flips = np.empty(n, dtype=np.int16)
    for turned in range(cards):
        pick = rng.integers(0, cards - turned, size=len(games), dtype=np.int16)
        kind_at_most = pick < at_most  # [k]: the turned card's kind is k or lower
        at_most -= kind_at_most
        kind = kinds - kind_at_most.sum(axis=0, dtype=np.int8)
        flips += middle > 0
        take = np.minimum(takes[kind], middle)
        middle -= take
        if skipping:
            first_takes += take * (mover == 0)
            joker = jokers[kind]
            passes = waiting <= joker  # see next_turn
            waiting = np.where(passes, joker - waiting, waiting - joker - 1)
            mover = np.where(passes, 1 - mover, mover)
        elif turned % 2 == 0:  # no skips: the first player turns the 1st, 3rd, ... card
            first_takes += take
        over = np.flatnonzero(middle == 0)
        if 2 * len(over) >= len(games):  # set the finished games aside (index arrays: fast)
            done_takes[games[over]] = first_takes[over]
            done_flips[games[over]] = flips[over]
            if len(over) == len(games):
                break
            going = np.flatnonzero(middle)
            games, at_most, middle = games[going], np.take(at_most, going, axis=1), middle[going]
            first_takes, flips = first_takes[going], flips[going]
            mover, waiting = mover[going], waiting[going]
    else:
        raise ValueError("The middle deck cannot be emptied with these cards.")
    return done_takes, done_flips


def simulate(
    games: int = 1_000_000,
    rules: HalfAndHalfRules | None = None,
    *,
    seed: int | None = None,
    answers: tuple[bool, bool] | None = None,
    keep_games: bool = False,
    chunk_size: int = CHUNK,
    progress: bool | None = None,
    **options: Any,
) -> HalfAndHalfSimulation:
    """Play ``games`` games of Half and Half at once with numpy, chunk by chunk.

    Each step turns one card in every game still running: a random card among the unturned ones
    of both piles (so a pile is a shuffled half of deck A), takes from the middle, and passes
    the turn as the engine does. The seed is recorded (drawn when not given); ``answers`` are
    for ``first_player="choose"`` as in :func:`dealer_goes_first`. Every game is a single game
    (the games of a match are independent: see :meth:`HalfAndHalfSolution.match_odds`).
    """
    chosen = game_rules(rules, options)
    seed = resolve_seed(seed)
    kinds = deck_kinds(chosen)
    counts = np.array(list(kinds.values()), dtype=np.int16)
    takes = np.array([kind.takes for kind in kinds], dtype=np.int16)
    jokers = np.array([kind.skips_next_turn for kind in kinds], dtype=np.int8)
    dealer_first = float(dealer_goes_first(chosen, answers))
    cards = int(counts.sum())
    joint = np.zeros((MIDDLE_SIZE + 1, cards + 1), dtype=np.int64)
    dealer_wins = 0
    kept: list[tuple[np.ndarray, np.ndarray]] = []

    def chunk(rng: np.random.Generator, n: int) -> None:
        nonlocal dealer_wins
        first_takes, flips = play_games(rng, n, counts, takes, jokers)
        cells = first_takes.astype(np.intp) * (cards + 1) + flips
        joint[:] += np.bincount(cells, minlength=joint.size).reshape(joint.shape)
        dealer_is_first = rng.random(n) < dealer_first
        dealer_takes = np.where(dealer_is_first, first_takes, MIDDLE_SIZE - first_takes)
        dealer_wins += int(np.count_nonzero(2 * dealer_takes < MIDDLE_SIZE))
        if keep_games:
            kept.append((first_takes.astype(np.int8), flips.astype(np.int8)))

    run_in_chunks(
        games, chunk, seed=seed, chunk_size=chunk_size, progress=progress, label=N_("Games")
    )
    simulation = HalfAndHalfSimulation(chosen, games, seed, joint, dealer_wins)
    if keep_games:
        first_takes, flips = (np.concatenate(parts) for parts in zip(*kept, strict=True))
        simulation = dataclasses.replace(simulation, first_takes_each=first_takes, flips_each=flips)
    return simulation
