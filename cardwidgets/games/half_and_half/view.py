"""The Half and Half table: each player's pile, face-up cards and second pile; the middle deck.

On your turn your pile itself is clickable (it turns the top card), as is the button.
"""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.games.half_and_half.rules import FLIP, GO_FIRST, LET_OTHER_START
from cardwidgets.games.half_and_half.state import HalfAndHalfObservation, match_verdict
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView

_PHASES = {
    "lot": "drawing the first dealer",
    "deal": "dealing",
    "choose": "who goes first?",
    "toss": "coin toss for the first turn",
    "play": "turning cards",
    "over": "game over",
}


def _stack(
    label: str,
    count: int,
    top: Card | None = None,
    face_up: bool = False,
    intent: Action | None = None,
) -> Pile:
    """A pile drawn as its top card (face down unless known) and its count."""
    cards = (CardSpot(top, intent),) if count and (face_up or top is not None) else ()
    if count and not cards:
        cards = (CardSpot(None, intent),)
    return Pile(label, cards, count)


def half_and_half_view(obs: HalfAndHalfObservation) -> TableView:
    seats = []
    my_turn = obs.seat is not None and obs.current_player == obs.seat and obs.phase == "play"
    wins = [obs.winners.count(seat) for seat in (0, 1)]
    for seat, name in enumerate(obs.names):
        hidden_top = obs.piles[seat][0] if obs.piles and obs.piles[seat] else None
        face_up = obs.face_up[seat]
        lines = [f"second pile {obs.second_sizes[seat]}"]
        if obs.dealer == seat:
            lines.append("dealer")
        if obs.skips[seat]:
            lines.append(f"misses {obs.skips[seat]} turn{'s' * (obs.skips[seat] > 1)}")
        if obs.games > 1:
            lines.append(f"games won {wins[seat]}")
        seats.append(
            SeatView(
                seat=seat,
                name=name,
                piles=(
                    _stack(
                        "pile",
                        obs.pile_sizes[seat],
                        hidden_top,
                        intent=FLIP if my_turn and seat == obs.seat else None,
                    ),
                    _stack("face up", len(face_up), face_up[-1] if face_up else None, True),
                    _stack("second pile", obs.second_sizes[seat]),
                ),
                lines=tuple(lines),
                to_move=obs.current_player == seat,
                is_viewer=obs.seat == seat,
            )
        )
    middle_top = obs.middle[0] if obs.middle else None
    choices: tuple[Choice, ...] = ()
    if obs.seat is not None and obs.current_player == obs.seat:
        if obs.phase == "play":
            choices = (Choice("Turn your top card", FLIP),)
        elif obs.phase == "choose":
            choices = (
                Choice("I want to go first", GO_FIRST),
                Choice("Let the other start", LET_OTHER_START),
            )
    phase = _PHASES[obs.phase]
    if obs.games > 1:
        phase += f" (game {min(obs.game_number + 1, obs.games)} of {obs.games})"
    return TableView(
        title="Half and Half",
        phase=phase,
        reminder=obs.reminder,
        seats=tuple(seats),
        centre=(_stack("middle deck", obs.middle_size, middle_top),),
        choices=choices,
        status=_status(obs),
    )


def _status(obs: HalfAndHalfObservation) -> str:
    if obs.phase != "over" or not obs.finished:
        return f"{obs.names[obs.current_player]} to move" if obs.current_player >= 0 else ""
    if obs.games > 1:
        return match_verdict(obs.names, obs.finished)
    a, b = obs.finished[-1]
    winner = obs.winners[-1]
    if winner is None:
        return f"A draw: {a} cards each."
    return f"{obs.names[winner]} wins with {min(a, b)} cards to {max(a, b)}."
