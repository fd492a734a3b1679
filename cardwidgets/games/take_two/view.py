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
    CIRCLE_NAMES,
    CIRCLE_WORDS,
    FOLD,
    HIGH,
    LOW,
    value,
)
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView

#: Up to this many bet sizes, offer every one; above, a handful spread over the range.
ALL_SIZES_UP_TO = 10

_PHASES = {
    "lot": "drawing the first dealer",
    "deal": "dealing",
    "split": "splitting into Low and High",
    "discard": "discard and replace",
    "bet": "betting",
    "take": "taking: discard a card",
    "raid": "taking: choose a twosome",
    "pick": "taking: a blind pick",
    "over": "game over",
}


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
    label = CIRCLE_NAMES[circle]
    if len(cards) == 2 and None not in cards:
        label += f" {value(c for c in cards if c is not None)}"
    marks = []
    if obs.frozen[seat] == circle:
        marks.append("frozen")
    if obs.folded[circle][seat]:
        marks.append("folded")
    if marks:
        label += f" ({', '.join(marks)})"
    return Pile(label, tuple(spots), layout="row")


def _seat(obs: TakeTwoObservation, seat: int, name: str) -> SeatView:
    lines = []
    if obs.out[seat]:
        lines.append("out")
    else:
        lines.append(f"stack {obs.stacks[seat]}")
        lines.append(f"Low circle {obs.bets[LOW][seat]}")
        lines.append(f"High circle {obs.bets[HIGH][seat]}")
    if obs.dealer == seat:
        lines.append("dealer")
    waiting = obs.waiting
    if waiting is not None and len(obs.twosomes[seat][waiting]) == 1:
        lines.append(f"takes a card into {CIRCLE_NAMES[waiting]}")
    piles = []
    unsplit = obs.hands[seat]
    if unsplit:
        splitting = obs.seat == seat and obs.current_player == seat and obs.phase == "split"
        piles.append(
            Pile(
                "cards to split",
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
        name=name,
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
                f"Take from {obs.names[victim]}'s {CIRCLE_NAMES[circle]}",
                Action("take", (victim, CIRCLE_WORDS[circle])),
                "take",
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
        buttons = [Choice("Fold", FOLD, "bet"), Choice(f"Call {level - mine}", CALL, "bet")]
        kind, word = "raise", "Raise"
    else:
        buttons, kind, word = [Choice("Check", CHECK, "bet")], "bet", "Bet"
    for size in bet_sizes(room):
        cap = " (the cap)" if size == room else ""
        buttons.append(
            Choice(f"{word} {size} (to {level + size}){cap}", Action(kind, (size,)), "bet")
        )
    return tuple(buttons)


def _centre(obs: TakeTwoObservation) -> tuple[Pile, ...]:
    top: tuple[CardSpot, ...] = (CardSpot(obs.deck[0] if obs.deck else None),)
    discarded = sum(len(cards) for cards in obs.discards)
    return (
        Pile("deck", top if obs.deck_size else (), obs.deck_size),
        Pile("discards", (CardSpot(None),) if discarded else (), discarded),
    )


def _centre_lines(obs: TakeTwoObservation) -> tuple[str, ...]:
    lines = [
        f"{CIRCLE_NAMES[circle]} Pot {obs.pots[circle]} (+{sum(obs.bets[circle])} in the circles)"
        for circle in (LOW, HIGH)
    ]
    if obs.phase not in ("lot", "over"):
        lines.append(f"ante {obs.ante} a circle")
    return tuple(lines)


def _phase(obs: TakeTwoObservation) -> str:
    text = _PHASES[obs.phase]
    if obs.phase == "bet" and obs.circle is not None:
        text = f"betting round {obs.betting_round} on {CIRCLE_NAMES[obs.circle]}"
    if obs.phase in ("lot", "over"):
        return text
    of = f" of {obs.max_hands}" if obs.max_hands else ""
    return f"hand {max(obs.hand_number, 1)}{of} · {text}"


def _status(obs: TakeTwoObservation) -> str:
    if obs.phase == "bet" and obs.circle is not None:
        where = CIRCLE_NAMES[obs.circle]
        return (
            f"{obs.names[obs.current_player]} to act on {where}: level {obs.level}, no bet "
            f"above {obs.cap}."
        )
    if obs.verdict and obs.phase in ("deal", "over"):
        return obs.verdict
    return f"{obs.names[obs.current_player]} to move" if obs.current_player >= 0 else ""


def take_two_view(obs: TakeTwoObservation) -> TableView:
    return TableView(
        title="Take Two",
        phase=_phase(obs),
        reminder=obs.reminder,
        seats=tuple(_seat(obs, seat, name) for seat, name in enumerate(obs.names)),
        centre=_centre(obs),
        centre_lines=_centre_lines(obs),
        choices=_choices(obs),
        status=_status(obs),
    )
