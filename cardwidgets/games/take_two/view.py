"""The Take Two table: each player's mat (Low and High twosomes, bet circles, stack), the Pots.
Cards carry the click that uses them and bet sizes are buttons, and the Pots, the circles and the
ante are lines on the felt so a learner sees which number grows; what each click does:
:doc:`/docs/design/table-views`."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.rules import (
    CALL,
    CHECK,
    CIRCLE_WORDS,
    FOLD,
    HIGH,
    LOW,
    circle_place,
    value,
)
from cardwidgets.i18n import N_, _, pgettext
from cardwidgets.i18n.words import seat_name
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView

#: Up to this many bet sizes, offer every one; above, a handful spread over the range.
ALL_SIZES_UP_TO = 10

_PHASES = {
    "lot": N_("drawing the first dealer"),
    "deal": N_("dealing"),
    "split": N_("splitting into Low and High"),
    "discard": N_("discard and replace"),
    "bet": N_("betting"),
    "take": N_("taking: discard a card"),
    "raid": N_("taking: choose a twosome"),
    "pick": N_("taking: a blind pick"),
    "over": N_("game over"),
}


def _twosome_name(circle: int) -> str:
    """ "Low", a twosome's name on its label."""
    if circle == LOW:
        # Translators: a twosome's label on the table, "Low 8 (frozen)".
        return pgettext("twosome", "Low")
    # Translators: a twosome's label on the table, "High 19 (folded)".
    return pgettext("twosome", "High")


def bet_sizes(room: int) -> list[int]:
    """The sizes offered as buttons when ``room`` chips fit under the cap."""
    if room <= ALL_SIZES_UP_TO:
        return list(range(1, room + 1))
    return sorted({1, room // 4, room // 2, 3 * room // 4, room} - {0})


def _twosome_pile(obs: TakeTwoObservation, seat: int, circle: int) -> Pile:
    cards = obs.twosomes[seat][circle]
    mover = obs.seat is not None and obs.current_player == obs.seat
    spots = []
    for card in cards:
        intent: Action | None = None
        if mover and seat == obs.seat and obs.phase in ("discard", "take") and card is not None:
            intent = Action("discard", (card,))
        elif mover and obs.phase == "raid":
            intent = Action("take", (seat, CIRCLE_WORDS[circle]))
        spots.append(CardSpot(card, intent))
    label = _twosome_name(circle)
    if len(cards) == 2 and None not in cards:
        label += f" {value(c for c in cards if c is not None)}"
    marks = []
    if obs.frozen[seat] == circle:
        # Translators: said of a twosome that received a taken card.
        marks.append(pgettext("twosome", "frozen"))
    if obs.folded[circle][seat]:
        marks.append(pgettext("twosome", "folded"))
    if marks:
        label += f" ({', '.join(marks)})"
    return Pile(label, tuple(spots), layout="row")


def _seat(obs: TakeTwoObservation, seat: int, name: str) -> SeatView:
    lines = []
    if obs.out[seat]:
        # Translators: a player out of the game.
        lines.append(pgettext("player", "out"))
    else:
        lines.append(_("stack {chips}").format(chips=obs.stacks[seat]))
        lines.append(_("Low circle {chips}").format(chips=obs.bets[LOW][seat]))
        lines.append(_("High circle {chips}").format(chips=obs.bets[HIGH][seat]))
    if obs.dealer == seat:
        lines.append(_("dealer"))
    waiting = obs.waiting
    if waiting is not None and len(obs.twosomes[seat][waiting]) == 1:
        lines.append(_("takes a card into Low") if waiting == LOW else _("takes a card into High"))
    piles = []
    unsplit = obs.hands[seat]
    if unsplit:
        splitting = obs.seat == seat and obs.current_player == seat and obs.phase == "split"
        piles.append(
            Pile(
                _("cards to split"),
                tuple(
                    CardSpot(card, Action("low", (card,)) if splitting and card else None)
                    for card in unsplit
                ),
                layout="row",
            )
        )
    if any(obs.twosomes[seat]):
        piles += [_twosome_pile(obs, seat, LOW), _twosome_pile(obs, seat, HIGH)]
    return SeatView(
        seat=seat,
        name=seat_name(name),
        piles=tuple(piles),
        lines=tuple(lines),
        to_move=obs.current_player == seat,
        is_viewer=obs.seat == seat,
    )


def _choices(obs: TakeTwoObservation) -> tuple[Choice, ...]:
    seat = obs.seat
    if seat is None or obs.current_player != seat:
        return ()
    if obs.phase == "raid":
        return tuple(
            Choice(
                (
                    _("Take from {name}'s Low") if circle == LOW else _("Take from {name}'s High")
                ).format(name=seat_name(obs.names[victim])),
                Action("take", (victim, CIRCLE_WORDS[circle])),
                pgettext("a row of buttons", "take"),
            )
            for victim in range(len(obs.names))
            if victim != seat and not obs.out[victim] and any(obs.twosomes[victim])
            for circle in (LOW, HIGH)
            if obs.frozen[victim] != circle
        )
    if obs.phase != "bet" or obs.circle is None:
        return ()
    mine, level, room = obs.bets[obs.circle][seat], obs.level, obs.cap - obs.level
    if mine < level:
        buttons = [
            Choice(_("Fold"), FOLD, pgettext("a row of buttons", "bet")),
            Choice(
                _("Call {chips}").format(chips=level - mine),
                CALL,
                pgettext("a row of buttons", "bet"),
            ),
        ]
        kind = "raise"
        # Translators: a button, "Raise 5 (to 15)"; with " (the cap)" when it is the most.
        word = _("Raise {chips} (to {level})")
    else:
        buttons, kind = [Choice(_("Check"), CHECK, pgettext("a row of buttons", "bet"))], "bet"
        # Translators: a button, "Bet 5 (to 10)"; with " (the cap)" when it is the most.
        word = _("Bet {chips} (to {level})")
    for size in bet_sizes(room):
        label = word.format(chips=size, level=level + size)
        if size == room:
            label += _(" (the cap)")
        buttons.append(Choice(label, Action(kind, (size,)), pgettext("a row of buttons", "bet")))
    return tuple(buttons)


def _centre(obs: TakeTwoObservation) -> tuple[Pile, ...]:
    top: tuple[CardSpot, ...] = (CardSpot(obs.deck[0] if obs.deck else None),)
    discarded = sum(len(cards) for cards in obs.discards)
    return (
        Pile(_("deck"), top if obs.deck_size else (), obs.deck_size),
        Pile(_("discards"), (CardSpot(None),) if discarded else (), discarded),
    )


def _centre_lines(obs: TakeTwoObservation) -> tuple[str, ...]:
    lines = [
        _("Low Pot {pot} (+{chips} in the circles)").format(
            pot=obs.pots[LOW], chips=sum(obs.bets[LOW])
        ),
        _("High Pot {pot} (+{chips} in the circles)").format(
            pot=obs.pots[HIGH], chips=sum(obs.bets[HIGH])
        ),
    ]
    if obs.phase not in ("lot", "over"):
        lines.append(_("ante {ante} a circle").format(ante=obs.ante))
    return tuple(lines)


def _phase(obs: TakeTwoObservation) -> str:
    text = _(_PHASES[obs.phase])
    if obs.phase == "bet" and obs.circle is not None:
        text = _("betting round {number} on {where}").format(
            number=obs.betting_round, where=circle_place(obs.circle)
        )
    if obs.phase in ("lot", "over"):
        return text
    number = max(obs.hand_number, 1)
    if obs.max_hands:
        return _("hand {number} of {hands} · {phase}").format(
            number=number, hands=obs.max_hands, phase=text
        )
    return _("hand {number} · {phase}").format(number=number, phase=text)


def _status(obs: TakeTwoObservation) -> str:
    if obs.phase == "bet" and obs.circle is not None:
        return _("{name} to act on {where}: level {level}, no bet above {cap}.").format(
            name=seat_name(obs.names[obs.current_player]),
            where=circle_place(obs.circle),
            level=obs.level,
            cap=obs.cap,
        )
    if obs.verdict and obs.phase in ("deal", "over"):
        return obs.verdict
    if obs.current_player < 0:
        return ""
    return _("{name} to move").format(name=seat_name(obs.names[obs.current_player]))


def take_two_view(obs: TakeTwoObservation) -> TableView:
    return TableView(
        title=_("Take Two"),
        phase=_phase(obs),
        reminder=obs.reminder,
        seats=tuple(_seat(obs, seat, name) for seat, name in enumerate(obs.names)),
        centre=_centre(obs),
        centre_lines=_centre_lines(obs),
        choices=_choices(obs),
        status=_status(obs),
    )
