"""The Tennessee for Two table: hands, tricks won, the draw pile with its face-up card, the nest,
the trick, bid and trump buttons, and the scores against the target."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import ROOK_COLOURS
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import (
    BID_STEP,
    BIDS,
    DONE,
    DRAW_DOWN,
    DRAW_UP,
    MAX_BID,
    MIN_BID,
    NEST_SIZE,
    PASS,
    TRUMPS,
)
from cardwidgets.i18n import N_, _, ngettext, pgettext
from cardwidgets.i18n.words import colour_name, seat_name
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView

_PHASES = {
    "lot": N_("drawing the first dealer"),
    "deal": N_("dealing"),
    "bid": N_("bidding"),
    "nest": N_("the nest"),
    "swap": N_("the nest"),
    "trump": N_("naming trump"),
    "play": N_("trick play"),
    "draw": N_("the draw"),
    "over": N_("game over"),
}

#: The action a click on one of the viewer's own cards asks for, by phase.
_HAND_INTENTS = {"play": "play", "nest": "bury"}


def tennessee_for_two_view(obs: TennesseeForTwoObservation) -> TableView:
    acting = obs.seat is not None and obs.current_player == obs.seat
    seats = tuple(_seat(obs, seat, acting) for seat in (0, 1))
    return TableView(
        title=_("Tennessee for Two"),
        phase=_phase(obs),
        reminder=obs.reminder,
        seats=seats,
        centre=_centre(obs, acting),
        choices=_choices(obs) if acting else (),
        status=_status(obs),
    )


def _phase(obs: TennesseeForTwoObservation) -> str:
    phase = _(_PHASES[obs.phase])
    if obs.phase == "over":
        return phase
    hand = len(obs.results) + 1
    if obs.phase == "play":
        phase = _("{phase}, trick {number} of {tricks}").format(
            phase=phase, number=len(obs.tricks) + 1, tricks=obs.tricks_per_hand
        )
    return _("hand {number}: {phase}").format(number=hand, phase=phase)


def _seat(obs: TennesseeForTwoObservation, seat: int, acting: bool) -> SeatView:
    shown = obs.hands[seat]
    size = obs.hand_sizes[seat]
    sees_all = obs.seat is None or obs.seat == seat
    if sees_all:
        kind = _hand_intent(obs) if acting and obs.seat == seat else None
        cards = tuple(CardSpot(card, Action(kind, (card,)) if kind else None) for card in shown)
    else:  # the cards both players know it holds, then backs for the rest
        cards = (*(CardSpot(card) for card in shown), *(CardSpot(None),) * (size - len(shown)))
    tricks_won = sum(1 for trick in obs.tricks if trick.winner == seat)
    piles = (
        Pile(_("hand"), cards, size, layout="fan"),
        # Face down, as on a real table: the last trick lies face up in the middle, and every
        # card is drawn once.
        Pile(
            _("tricks won ({count})").format(count=tricks_won),
            (CardSpot(None),) if tricks_won else (),
            2 * tricks_won,
        ),
    )
    lines = [_("score {score}").format(score=obs.scores[seat])]
    if obs.dealer == seat:
        lines.append(_("dealer"))
    if obs.bidder == seat:
        lines.append(_("bidder at {bid}").format(bid=obs.bid))
    if obs.phase in ("play", "draw") or obs.tricks:
        lines.append(_("captured {points} this hand").format(points=obs.captured[seat]))
    return SeatView(
        seat=seat,
        name=seat_name(obs.names[seat]),
        piles=piles,
        lines=tuple(lines),
        to_move=obs.current_player == seat,
        is_viewer=obs.seat == seat,
    )


def _hand_intent(obs: TennesseeForTwoObservation) -> str | None:
    if obs.phase == "swap":
        return "give" if obs.must_give else None
    return _HAND_INTENTS.get(obs.phase)


def _centre(obs: TennesseeForTwoObservation, acting: bool) -> tuple[Pile, ...]:
    drawing = acting and obs.phase == "draw"
    piles = [
        Pile(
            _("draw pile"),
            (CardSpot(None, DRAW_DOWN if drawing else None),) if obs.draw_pile_size else (),
            obs.draw_pile_size,
        ),
        Pile(
            # Translators: the one card turned up beside the draw pile.
            pgettext("the draw pile's card", "face up"),
            (CardSpot(obs.face_up, DRAW_UP if drawing else None),) if obs.face_up else (),
        ),
    ]
    if obs.trick or not obs.tricks:
        piles.append(Pile(_("trick"), tuple(CardSpot(card) for card in obs.trick), layout="row"))
    else:
        last = obs.tricks[-1]
        piles.append(
            Pile(
                _("last trick: {name}").format(name=seat_name(obs.names[last.winner])),
                tuple(CardSpot(card) for card in last.cards),
                layout="row",
            )
        )
    piles.append(_nest(obs, acting))
    return tuple(piles)


def _nest(obs: TennesseeForTwoObservation, acting: bool) -> Pile:
    if obs.nest is None:
        return Pile(_("nest"), (CardSpot(None),) if obs.nest_size else (), obs.nest_size)
    taking = acting and obs.phase == "swap" and not obs.must_give
    cards = tuple(CardSpot(card, Action("take", (card,)) if taking else None) for card in obs.nest)
    label = _("nest")
    if obs.phase == "nest":
        label = _("nest: put back {count} more").format(count=NEST_SIZE - obs.nest_size)
    return Pile(label, cards, obs.nest_size, layout="row")


def _choices(obs: TennesseeForTwoObservation) -> tuple[Choice, ...]:
    if obs.phase == "bid":
        lowest = obs.bid + BID_STEP if obs.bid else MIN_BID
        bids = tuple(
            Choice(str(amount), BIDS[amount], pgettext("a row of buttons", "bid"))
            for amount in range(lowest, MAX_BID + 1, BID_STEP)
        )
        may_pass = obs.bid is not None or obs.rules.opening_pass
        return (
            (Choice(_("Pass"), PASS, pgettext("a row of buttons", "bid")), *bids)
            if may_pass
            else bids
        )
    if obs.phase == "trump":
        return tuple(
            Choice(_capitalised(colour_name(colour)), action, pgettext("a row of buttons", "trump"))
            for colour, action in zip(ROOK_COLOURS, TRUMPS, strict=True)
        )
    if obs.phase == "swap" and not obs.must_give:
        return (Choice(_("Done with the nest"), DONE),)
    return ()


def _capitalised(word: str) -> str:
    """A button's word with a capital ("красный" is "Красный")."""
    return word[:1].upper() + word[1:]


def _status(obs: TennesseeForTwoObservation) -> str:
    names, scores = tuple(seat_name(name) for name in obs.names), obs.scores
    totals = f"{names[0]} {scores[0]}, {names[1]} {scores[1]}"
    target, hands = obs.rules.target, obs.rules.max_hands
    if hands is None:
        goal = _("first to {target}").format(target=target)
    else:
        goal = ngettext(
            "first to {target} or the best after {n} hand",
            "first to {target} or the best after {n} hands",
            hands,
        ).format(target=target, n=hands)
    if obs.winner is not None:
        return _("{name} wins the game: {totals}.").format(name=names[obs.winner], totals=totals)
    contract = ""
    if obs.bidder is not None and obs.trump:
        contract = _(" · {name} bid {bid}, {colour} trump").format(
            name=names[obs.bidder], bid=obs.bid, colour=colour_name(obs.trump)
        )
    elif obs.bidder is not None:
        contract = _(" · {name} bid {bid}").format(name=names[obs.bidder], bid=obs.bid)
    return _("Scores: {totals} ({goal}){contract}").format(
        totals=totals, goal=goal, contract=contract
    )
