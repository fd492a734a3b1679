"""The odds panel: a few exact numbers beside the table, from what the viewing seat can know.

``odds_panel(observation)`` takes a seat's observation (never the state), so the panel can only
use what that seat may know, the same rule the bots live by. Each game registers its panel
with ``@odds_for("game")``; a game without one gets ``None``. The widget shows ``lines``;
``numbers`` carries the same facts as numbers, for tests and for anyone building on them.

>>> import cardwidgets
>>> state = cardwidgets.make("half_and_half").new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(0)))
Odds for North
The next card takes cards: 28 of 54 unturned (51.9%).
You win 42.5%, draw 4.2%, lose 53.3% from here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from cardwidgets.engine.game import Observation
from cardwidgets.games.half_and_half import HalfAndHalfObservation, HalfAndHalfRules
from cardwidgets.probability.half_and_half import Position, outcomes, solve

ObservationT = TypeVar("ObservationT", bound=Observation)


@dataclass(frozen=True)
class OddsPanel:
    """What the odds panel shows: a title and a few lines, with the numbers behind them."""

    title: str
    lines: tuple[str, ...]
    numbers: Mapping[str, float] = field(default_factory=dict)

    def __str__(self) -> str:
        return "\n".join((self.title, *self.lines))


_PANELS: dict[str, Callable[[Observation], OddsPanel]] = {}


def odds_for(
    game: str,
) -> Callable[[Callable[[ObservationT], OddsPanel]], Callable[[ObservationT], OddsPanel]]:
    """Register a game's odds panel: a function from one seat's observation to an OddsPanel."""

    def register(panel: Callable[[ObservationT], OddsPanel]) -> Callable[[ObservationT], OddsPanel]:
        _PANELS[game] = panel  # type: ignore[assignment]
        return panel

    return register


def odds_panel(observation: Observation) -> OddsPanel | None:
    """The odds panel for this observation, or None when its game has none."""
    panel = _PANELS.get(observation.game)
    return None if panel is None else panel(observation)


def _share(x: float) -> str:
    return f"{x:.1%}"


@odds_for("half_and_half")
def half_and_half_odds(obs: HalfAndHalfObservation) -> OddsPanel:
    """While cards are turned: the chance the next card takes cards, and each seat's exact
    chance to win from this position (the solver, started from the turned cards and the sizes
    everyone sees). Before a game: the odds of whoever turns first."""
    viewer = "the teacher" if obs.seat is None else obs.names[obs.seat]
    title = f"Odds for {viewer}"
    if obs.phase != "play":
        rules = HalfAndHalfRules.from_dict({"ace_draw": obs.ace_draw, "joker": obs.joker})
        first = solve(rules)
        chances = {
            "first wins": float(first.first_wins),
            "draw": float(first.draw),
            "first loses": float(first.first_loses),
        }
        line = "Whoever turns first wins {}, draws {}, loses {}.".format(
            *map(_share, chances.values())
        )
        return OddsPanel(title, (line,), chances)
    position = Position.from_observation(obs)
    costly = sum(count for kind, count in position.unturned if kind.takes)
    cost = float(position.next_flip_takes_cards)
    ends = outcomes(position)
    wins = [float(ends.P(lambda end: end[0] < end[1])), float(ends.P(lambda end: end[1] < end[0]))]
    draw = float(ends.P(lambda e: e[0] == e[1]))
    lines = [
        f"The next card takes cards: {costly} of {position.cards_left} unturned ({_share(cost)})."
    ]
    if obs.seat is None:
        lines.append(
            f"{obs.names[0]} wins {_share(wins[0])}, {obs.names[1]} wins {_share(wins[1])}, "
            f"draw {_share(draw)} from here."
        )
    else:
        me = obs.seat
        lines.append(
            f"You win {_share(wins[me])}, draw {_share(draw)}, lose {_share(wins[1 - me])} "
            "from here."
        )
    numbers = {"next card takes cards": cost, "draw": draw}
    numbers.update({f"{name} wins": w for name, w in zip(obs.names, wins, strict=True)})
    return OddsPanel(title, tuple(lines), numbers)
