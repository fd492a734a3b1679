"""The Call Deuces table: four or five seats, the auction, the kitty, the trick and the scores."""

from __future__ import annotations

from cardwidgets.engine.cards import SUITS
from cardwidgets.games.call_deuces import (
    BIDS,
    BURY,
    PASS,
    PLAY,
    TRUMP_ACTIONS,
    CallDeucesObservation,
    suit_label,
)
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView
from cardwidgets.views import view_for


def _phase(obs: CallDeucesObservation) -> str:
    if obs.phase == "play" and obs.trump is not None:
        played = len(obs.tricks) + 1
        return f"trick {played} of {obs.rules.hand_size}, {suit_label(obs.trump)} trump"
    return {
        "lot": "drawing the first dealer",
        "deal": "dealing",
        "bid": "the auction",
        "bury": "the kitty: burying two cards",
        "trump": "naming trump",
        "over": "game over",
    }[obs.phase]


def _hand_pile(obs: CallDeucesObservation, seat: int) -> Pile:
    """The viewer's hand as a fan with what a click would do; others' as backs and a count."""
    count = obs.hand_sizes[seat]
    if obs.seat is None and obs.hands is not None:
        return Pile("hand", tuple(CardSpot(card) for card in obs.hands[seat]), count, "fan")
    if seat != obs.seat:
        return Pile("hand", (CardSpot(None),) if count else (), count)
    intents = PLAY if obs.phase == "play" else BURY if obs.phase == "bury" else {}
    new = obs.from_kitty or (False,) * len(obs.hand)
    spots = tuple(
        CardSpot(card, intents.get(card), selected=from_kitty)
        for card, from_kitty in zip(obs.hand, new, strict=True)
    )
    return Pile("your hand", spots, count, "fan")


def _seat_lines(obs: CallDeucesObservation, seat: int) -> tuple[str, ...]:
    lines = []
    if obs.dealer == seat:
        lines.append("dealer")
    if obs.bidder == seat and obs.phase not in ("bid", "deal", "lot"):
        lines.append(f"bidder: {obs.high_bid}")
    elif obs.phase == "bid":
        said = [bid for who, bid in obs.bids if who == seat]
        if obs.passed[seat]:
            lines.append("passed")
        elif said:
            lines.append(f"bid {said[-1]}")
    if obs.partner == seat and obs.bidder is not None:
        lines.append(f"{obs.names[obs.bidder]}'s partner")
    if obs.alone and obs.bidder == seat:
        lines.append("plays alone")
    if obs.phase in ("play", "over", "deal") and obs.tricks:
        tricks = obs.tricks_won[seat]
        points = obs.captured[seat]
        lines.append(f"{tricks} trick{'s' * (tricks != 1)}, {points} point{'s' * (points != 1)}")
    if obs.rules.partnership:
        lines.append(f"team total {obs.totals[seat % 2]}")
    else:
        lines.append(f"total {obs.totals[seat]}")
    return tuple(lines)


def _centre(obs: CallDeucesObservation) -> tuple[Pile, ...]:
    piles = []
    if obs.kitty_size:
        shown = obs.kitty if obs.kitty is not None else (None,) * obs.kitty_size
        piles.append(Pile("kitty", tuple(CardSpot(card) for card in shown), obs.kitty_size, "row"))
    if obs.buried_count:
        shown = obs.buried or (None,) * obs.buried_count
        piles.append(Pile("buried", tuple(CardSpot(card) for card in shown), None, "row"))
    if obs.phase == "play" or obs.trick:
        label = f"trick: {obs.names[obs.trick[0][0]]} led" if obs.trick else "trick"
        piles.append(Pile(label, tuple(CardSpot(card) for _, card in obs.trick), None, "row"))
    elif obs.tricks:
        _, cards, winner = obs.tricks[-1]
        label = f"last trick, won by {obs.names[winner]}"
        piles.append(Pile(label, tuple(CardSpot(card) for card in cards), None, "row"))
    return tuple(piles)


def _choices(obs: CallDeucesObservation) -> tuple[Choice, ...]:
    if obs.seat is None or obs.current_player != obs.seat:
        return ()
    if obs.phase == "bid":
        bids = range(obs.rules.min_bid, obs.rules.max_bid + 1)
        return (
            Choice("Pass", PASS, "bid"),
            *(Choice(str(amount), BIDS[amount], "bid") for amount in bids),
        )
    if obs.phase == "trump":
        return tuple(Choice(suit_label(suit), TRUMP_ACTIONS[suit], "trump") for suit in SUITS)
    return ()


def _status(obs: CallDeucesObservation) -> str:
    rules = obs.rules
    name = obs.names
    totals = ", ".join(
        f"{' and '.join(name[s] for s in side)} {total}"
        for side, total in zip(obs.sides, obs.totals, strict=True)
    )
    if obs.phase == "over":
        winners = " and ".join(name[s] for s in obs.winners)
        verb = "win" if len(obs.winners) > 1 else "wins"
        return f"Game over: {winners} {verb}. Totals: {totals}."
    contract = ""
    if obs.bidder is not None and obs.phase in ("bury", "trump", "play"):
        contract = f"{name[obs.bidder]} bid {obs.high_bid}. "
    limit = f", at most {rules.max_hands} hands" if rules.max_hands else ""
    return f"{contract}Totals: {totals} (target {rules.target}{limit})."


@view_for("call_deuces")
def call_deuces_view(obs: CallDeucesObservation) -> TableView:
    seats = tuple(
        SeatView(
            seat=seat,
            name=name,
            piles=(_hand_pile(obs, seat),),
            lines=_seat_lines(obs, seat),
            to_move=obs.current_player == seat,
            is_viewer=obs.seat == seat,
        )
        for seat, name in enumerate(obs.names)
    )
    return TableView(
        title="Call Deuces",
        phase=_phase(obs),
        reminder=obs.reminder,
        seats=seats,
        centre=_centre(obs),
        choices=_choices(obs),
        status=_status(obs),
    )
