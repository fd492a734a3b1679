"""Half and Half's odds panel: the chance the next card takes cards, and each seat's
chance to win from here (:func:`~cardwidgets.games.half_and_half.exact.win_chances`: quick at
every step after the first of a game, which fills in the positions that can follow).

>>> import cardwidgets
>>> from cardwidgets.probability import odds_panel
>>> state = cardwidgets.make("half_and_half").new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(0)))
Odds for North
The next card takes cards: 28 of 54 unturned (51.9%).
You win 42.5%, draw 4.2%, lose 53.3% from here.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardwidgets.engine.actions import Action
from cardwidgets.games.half_and_half.probability import Position, solve, win_chances
from cardwidgets.games.half_and_half.rules import FLIP, GO_FIRST, LET_OTHER_START, HalfAndHalfRules
from cardwidgets.games.half_and_half.state import HalfAndHalfObservation
from cardwidgets.i18n import _
from cardwidgets.i18n.words import seat_name
from cardwidgets.probability.odds import OddsPanel, share


def half_and_half_odds(obs: HalfAndHalfObservation) -> OddsPanel:
    """While cards are turned: the chance the next card takes cards, and each seat's exact
    chance to win from this position (the solver, started from the turned cards and the sizes
    everyone sees). Before a game: the odds of whoever turns first."""
    title = (
        _("Odds for the teacher")
        if obs.seat is None
        else _("Odds for {name}").format(name=seat_name(obs.names[obs.seat]))
    )
    if obs.phase != "play":
        rules = HalfAndHalfRules.from_dict({"ace_draw": obs.ace_draw, "joker": obs.joker})
        first = solve(rules)
        chances = {
            "first wins": float(first.first_wins),
            "draw": float(first.draw),
            "first loses": float(first.first_loses),
        }
        line = _("Whoever turns first wins {wins}, draws {draws}, loses {loses}.").format(
            wins=share(chances["first wins"]),
            draws=share(chances["draw"]),
            loses=share(chances["first loses"]),
        )
        return OddsPanel(title, (line,), chances)
    position = Position.from_observation(obs)
    costly = sum(count for kind, count in position.unturned if kind.takes)
    cost = float(position.next_flip_takes_cards)
    seat0, draw, seat1 = win_chances(position)
    wins = [seat0, seat1]
    lines = [
        _("The next card takes cards: {costly} of {left} unturned ({share}).").format(
            costly=costly, left=position.cards_left, share=share(cost)
        )
    ]
    if obs.seat is None:
        lines.append(
            _(
                "{first} wins {first_wins}, {second} wins {second_wins}, draw {draw} from here."
            ).format(
                first=seat_name(obs.names[0]),
                first_wins=share(wins[0]),
                second=seat_name(obs.names[1]),
                second_wins=share(wins[1]),
                draw=share(draw),
            )
        )
    else:
        me = obs.seat
        lines.append(
            _("You win {wins}, draw {draw}, lose {loses} from here.").format(
                wins=share(wins[me]), draw=share(draw), loses=share(wins[1 - me])
            )
        )
    numbers = {"next card takes cards": cost, "draw": draw}
    numbers.update({f"{name} wins": w for name, w in zip(obs.names, wins, strict=True)})
    return OddsPanel(title, tuple(lines), numbers)


def exact_move_values(obs: HalfAndHalfObservation) -> Mapping[Action, float] | None:
    """Each move's exact worth to the seat to move: its chance to win this game, a draw
    counting half (the analysis's measure, :mod:`cardwidgets.analysis`); the game is pure
    chance, so it is all worked out from the public facts.

    While cards are turned the one move is to turn a card (:func:`win_chances`). Asked whether
    it wants to go first, a seat cannot see the other's answer, so each answer is taken as
    equally likely: saying yes goes first when the other says no and leaves it to a coin
    otherwise; saying no goes second or leaves it to the coin."""
    if obs.seat is None:
        return None
    if obs.phase == "play":
        seat0, draw, seat1 = win_chances(Position.from_observation(obs))
        return {FLIP: (seat0, seat1)[obs.seat] + draw / 2}
    if obs.phase == "choose":
        first = solve(HalfAndHalfRules.from_dict({"ace_draw": obs.ace_draw, "joker": obs.joker}))
        going_first = float(first.first_wins + first.draw / 2)
        return {
            GO_FIRST: (going_first + 0.5) / 2,
            LET_OTHER_START: (1 - going_first + 0.5) / 2,
        }
    return None
