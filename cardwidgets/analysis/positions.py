"""From a position (a state, or one seat's observation) to its analysis: the seat's view
checked, the game's exact values where it can work them out (``GameInfo.exact``: nothing is
sampled), and the seed, given or drawn and recorded, so the same moment can be weighed again."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

import numpy as np

from cardwidgets.agents.monte_carlo import PLAYOUT_SEEDS
from cardwidgets.analysis.weighing import Analysis, Progress, check_samples
from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.game import Game, Observation, State
from cardwidgets.engine.info import load_part
from cardwidgets.engine.record import GameRecord, fingerprint
from cardwidgets.engine.registry import game_class, make
from cardwidgets.i18n import _
from cardwidgets.i18n.words import seat_name

#: Deals sampled by :func:`analyse` when not told: a first answer quick enough to wait for.
DEFAULT_SAMPLES: Final = 100


def analyse(
    position: State | Observation,
    seat: int | None = None,
    *,
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | int | None = None,
    progress: Progress | None = None,
    game: Game[Any, Any] | None = None,
) -> Analysis:
    """Weigh every legal move of the seat to move, from that seat's observation only.

    ``position`` is a state (its ``seat``'s observation is taken; by default the seat to move)
    or one seat's observation (then ``game`` gives the rules, if not the default ones).
    ``samples`` deals are imagined (none where the game is exact); ``rng`` (a seed or a
    generator) makes the analysis repeatable, and a seed is drawn and recorded if none is
    given; ``progress`` hears each sample (see :meth:`Analysis.more`).
    """
    check_samples(samples)
    return prepare(position, seat, rng=rng, game=game).more(samples, progress)


def prepare(
    position: State | Observation,
    seat: int | None = None,
    *,
    rng: np.random.Generator | int | None = None,
    game: Game[Any, Any] | None = None,
    also: Sequence[Action] = (),
) -> Analysis:
    """An analysis with no deal sampled yet (see :func:`analyse`), for whoever samples it a
    few deals at a time (the table's panel); ``also`` adds moves to weigh beyond the bot's
    thinned spread (a review weighs the move that was played)."""
    observation, game = _seat_view(position, seat, game)
    exact = exact_values(observation)
    if exact is None and not game.can_resample:
        raise RulesError(
            _(
                "{game} cannot deal the cards a seat cannot see, and has no exact values for "
                "this moment ({phase}), so it cannot be analysed here."
            ).format(game=game.title_in_words(), phase=observation.phase)
        )
    return Analysis(game, observation, seed_of(rng), exact, also)


def analyse_true_deal(
    state: State,
    *,
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | int | None = None,
    also: Sequence[Action] = (),
) -> Analysis:
    """The teacher's comparison: the same moves weighed on the true deal, every card known (so
    only the bots' luck varies). What the seat could not know; shown beside its analysis, it is
    the lesson on hidden information."""
    check_samples(samples)
    return true_deal_analysis(state, rng, also).more(samples)


def true_deal_analysis(
    state: State, rng: np.random.Generator | int | None, also: Sequence[Action]
) -> Analysis:
    """The true deal's analysis (see :func:`analyse_true_deal`), no playout done yet."""
    observation, game = _seat_view(state, None, None)
    return Analysis(game, observation, seed_of(rng), None, also, state.clone())


def game_seed(record: GameRecord, seat: int, step: int | None = None) -> int:
    """The seed of a review (or of the table's analysis of step ``step``) given none: drawn
    from the game so far and the seat, so the same moment analysed twice, or on every screen
    of a class, gives the same numbers. It tells nothing the table does not: the record's
    deal follows from its seed, which the table shows."""
    events = list(record.events if step is None else record.events[:step])
    digest = fingerprint([record.game, dict(record.rules), record.seed, events, seat])
    return int.from_bytes(digest[:8], "big") % PLAYOUT_SEEDS


def seed_of(rng: np.random.Generator | int | None) -> int:
    """The seed an analysis records: given, drawn from a generator, or drawn afresh."""
    if isinstance(rng, np.random.Generator):
        return int(rng.integers(PLAYOUT_SEEDS))
    if rng is None:
        return secrets.randbelow(PLAYOUT_SEEDS)
    if isinstance(rng, int) and not isinstance(rng, bool) and rng >= 0:
        return rng
    raise TypeError(
        f"rng is a seed (a whole number of 0 or more) or a numpy Generator, not {rng!r}."
    )


def exact_values(observation: Observation) -> Mapping[Action, float] | None:
    """Each legal move's exact chance to win this deal, where the observation's game can work
    it out (``GameInfo.exact``); None where it cannot."""
    reference = game_class(observation.game).info.exact
    if reference is None:
        return None
    values: Callable[[Observation], Mapping[Action, float] | None] = load_part(reference)
    return values(observation)


def _seat_view(
    position: State | Observation, seat: int | None, game: Game[Any, Any] | None
) -> tuple[Observation, Game[Any, Any]]:
    """The observation to analyse and its game, or a clear error about what was given."""
    if isinstance(position, State):
        if game is not None and game != position.game:
            raise RulesError(
                _("This state is of {state!r}, not of {game!r}.").format(
                    state=position.game, game=game
                )
            )
        game = position.game
        mover = position.current_player
        if mover < 0:
            raise RulesError(
                _("Nothing to analyse: the game is over.")
                if position.is_terminal
                else _("Nothing to analyse: chance deals next.")
            )
        observation = position.observation(mover if seat is None else seat)
    elif isinstance(position, Observation):
        observation = position
        if seat is not None and seat != observation.seat:
            raise RulesError(
                _(
                    "This is seat {given}'s observation, not seat {seat}'s: give the observation "
                    "of the seat to analyse."
                ).format(given=observation.seat, seat=seat)
            )
        game = game if game is not None else make(observation.game)
        if game.name != observation.game:
            raise RulesError(
                _("This observation is of {observed!r}, not of {game!r}.").format(
                    observed=observation.game, game=game
                )
            )
    else:
        raise TypeError(
            "analyse takes a game state or one seat's observation (state.observation(seat)), "
            f"not a {type(position).__name__}."
        )
    who = observation.seat
    if who is None:
        raise RulesError(
            _(
                "The teacher's view shows every card: analyse one seat's observation, since the "
                "analysis may use only what that seat can know."
            )
        )
    mover = observation.current_player
    if mover != who:
        name = seat_name(observation.names[who])
        raise RulesError(
            _(
                "It is {mover}'s turn, not {name}'s: the analysis weighs the moves of the seat "
                "to move."
            ).format(mover=seat_name(observation.names[mover]), name=name)
            if mover >= 0
            else _(
                "It is nobody's turn, not {name}'s: the analysis weighs the moves of the seat "
                "to move."
            ).format(name=name)
        )
    return observation, game
