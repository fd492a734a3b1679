"""The Call Deuces table: four or five seats, the auction, the kitty, the trick and the scores."""

from __future__ import annotations

from cardwidgets.engine.cards import SUITS
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.rules import (
    BIDS,
    BURY,
    PASS,
    PLAY,
    TRUMP_ACTIONS,
    suit_label,
)
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView


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
        CardSpot(card, intents.get(card), caption="kitty" if from_kitty else "")
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
    names, n = obs.names, obs.rules.players
    if obs.phase == "play" or obs.trick:
        label = f"trick: {names[obs.trick[0][0]]} led" if obs.trick else "trick"
        spots = tuple(CardSpot(card, caption=names[seat]) for seat, card in obs.trick)
        piles.append(Pile(label, spots, None, "row"))
    elif obs.tricks:
        leader, cards, winner = obs.tricks[-1]
        spots = tuple(
            CardSpot(card, caption=names[(leader + i) % n]) for i, card in enumerate(cards)
        )
        piles.append(Pile(f"last trick, won by {names[winner]}", spots, None, "row"))
    return tuple(piles)


def _centre_lines(obs: CallDeucesObservation) -> tuple[str, ...]:
    """The contract and the score to reach, on the felt."""
    rules = obs.rules
    lines = []
    if obs.bidder is not None and obs.phase in ("bury", "trump", "play"):
        trump = f", {suit_label(obs.trump)} trump" if obs.trump else ""
        lines.append(f"{obs.names[obs.bidder]} bid {obs.high_bid}{trump}")
    elif obs.phase == "bid":
        high = f"high bid {obs.high_bid}" if obs.high_bid else "no bid yet"
        lines.append(f"{high}; bids {rules.min_bid}-{rules.max_bid}")
    lines.append(rules.end_rule)
    return tuple(lines)


def _choices(obs: CallDeucesObservation) -> tuple[Choice, ...]:
    if obs.seat is None or obs.current_player != obs.seat:
        return ()
    if obs.phase == "bid":
        # Only bids still possible: a bid must beat the high bid.
        bids = range(max(obs.rules.min_bid, (obs.high_bid or 0) + 1), obs.rules.max_bid + 1)
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
        if len(obs.winners) == 1:
            verb = "wins"
        else:
            verb = "win" if rules.partnership else "share first place"
        return f"Game over: {winners} {verb}. Totals: {totals}."
    return f"Totals: {totals} (target {rules.target})."


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
        centre_lines=_centre_lines(obs),
    )
