"""The Half and Half table: each player's pile, face-up cards and second pile; the middle deck. On
your turn your pile itself is clickable, as is the button (:doc:`/docs/design/table-views`)."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.games.half_and_half.rules import FLIP, GO_FIRST, LET_OTHER_START
from cardwidgets.games.half_and_half.state import HalfAndHalfObservation, match_verdict
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import seat_name
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView


def _phase_words(phase: str) -> str:
    return {
        "lot": _("drawing the first dealer"),
        "deal": _("dealing"),
        "choose": _("who goes first?"),
        "toss": _("coin toss for the first turn"),
        "play": _("turning cards"),
        "over": _("game over"),
    }[phase]


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
        lines = [_("second pile {count}").format(count=obs.second_sizes[seat])]
        if obs.dealer == seat:
            lines.append(_("dealer"))
        if obs.skips[seat]:
            skips = obs.skips[seat]
            lines.append(ngettext("misses {n} turn", "misses {n} turns", skips).format(n=skips))
        if obs.games > 1:
            lines.append(_("games won {count}").format(count=wins[seat]))
        seats.append(
            SeatView(
                seat=seat,
                name=seat_name(name),
                piles=(
                    _stack(
                        _("pile"),
                        obs.pile_sizes[seat],
                        hidden_top,
                        intent=FLIP if my_turn and seat == obs.seat else None,
                    ),
                    _stack(_("face up"), len(face_up), face_up[-1] if face_up else None, True),
                    _stack(_("second pile"), obs.second_sizes[seat]),
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
            choices = (Choice(_("Turn your top card"), FLIP),)
        elif obs.phase == "choose":
            choices = (
                Choice(_("I want to go first"), GO_FIRST),
                Choice(_("Let the other start"), LET_OTHER_START),
            )
    phase = _phase_words(obs.phase)
    if obs.games > 1:
        number = min(obs.game_number + 1, obs.games)
        phase += _(" (game {number} of {games})").format(number=number, games=obs.games)
    return TableView(
        title=_("Half and Half"),
        phase=phase,
        reminder=obs.reminder,
        seats=tuple(seats),
        centre=(_stack(_("middle deck"), obs.middle_size, middle_top),),
        choices=choices,
        status=_status(obs),
    )


def _status(obs: HalfAndHalfObservation) -> str:
    if obs.phase != "over" or not obs.finished:
        if obs.current_player < 0:
            return ""
        return _("{name} to move").format(name=seat_name(obs.names[obs.current_player]))
    if obs.games > 1:
        return str(match_verdict(obs.names, obs.finished))
    a, b = obs.finished[-1]
    winner = obs.winners[-1]
    if winner is None:
        return _("A draw: {count} cards each.").format(count=a)
    return _("{name} wins with {fewer} cards to {more}.").format(
        name=seat_name(obs.names[winner]), fewer=min(a, b), more=max(a, b)
    )
