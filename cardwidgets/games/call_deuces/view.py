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
from cardwidgets.i18n import _, ngettext, pgettext
from cardwidgets.i18n.words import seat_name
from cardwidgets.render.view import CardSpot, Choice, Pile, SeatView, TableView


def _names(obs: CallDeucesObservation) -> tuple[str, ...]:
    """The seats' names in the reader's language ("North" is "Nord" in French)."""
    return tuple(seat_name(name) for name in obs.names)


def _together(names: list[str]) -> str:
    """ "North and South"."""
    return _(" and ").join(names)


def _phase(obs: CallDeucesObservation) -> str:
    if obs.phase == "play" and obs.trump is not None:
        played = len(obs.tricks) + 1
        return _("trick {number} of {tricks}, {suit} trump").format(
            number=played, tricks=obs.rules.hand_size, suit=suit_label(obs.trump)
        )
    return {
        "lot": _("drawing the first dealer"),
        "deal": _("dealing"),
        "bid": _("the auction"),
        "bury": _("the kitty: burying two cards"),
        "trump": _("naming trump"),
        "over": _("game over"),
    }[obs.phase]


def _hand_pile(obs: CallDeucesObservation, seat: int) -> Pile:
    """The viewer's hand as a fan with what a click would do; others' as backs and a count."""
    count = obs.hand_sizes[seat]
    if obs.seat is None and obs.hands is not None:
        return Pile(_("hand"), tuple(CardSpot(card) for card in obs.hands[seat]), count, "fan")
    if seat != obs.seat:
        return Pile(_("hand"), (CardSpot(None),) if count else (), count)
    intents = PLAY if obs.phase == "play" else BURY if obs.phase == "bury" else {}
    new = obs.from_kitty or (False,) * len(obs.hand)
    spots = tuple(
        CardSpot(card, intents.get(card), caption=_("kitty") if from_kitty else "")
        for card, from_kitty in zip(obs.hand, new, strict=True)
    )
    return Pile(_("your hand"), spots, count, "fan")


def _seat_lines(obs: CallDeucesObservation, seat: int) -> tuple[str, ...]:
    lines = []
    if obs.dealer == seat:
        lines.append(_("dealer"))
    if obs.bidder == seat and obs.phase not in ("bid", "deal", "lot"):
        lines.append(_("bidder: {bid}").format(bid=obs.high_bid))
    elif obs.phase == "bid":
        said = [bid for who, bid in obs.bids if who == seat]
        if obs.passed[seat]:
            lines.append(_("passed"))
        elif said:
            lines.append(_("bid {bid}").format(bid=said[-1]))
    if obs.partner == seat and obs.bidder is not None:
        lines.append(_("{name}'s partner").format(name=_names(obs)[obs.bidder]))
    if obs.alone and obs.bidder == seat:
        lines.append(_("plays alone"))
    if obs.phase in ("play", "over", "deal") and obs.tricks:
        tricks = obs.tricks_won[seat]
        points = obs.captured[seat]
        lines.append(
            ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks)
            + ", "
            + ngettext("{n} point", "{n} points", points).format(n=points)
        )
    if obs.rules.partnership:
        lines.append(_("team total {total}").format(total=obs.totals[seat % 2]))
    else:
        lines.append(_("total {total}").format(total=obs.totals[seat]))
    return tuple(lines)


def _centre(obs: CallDeucesObservation) -> tuple[Pile, ...]:
    piles = []
    if obs.kitty_size:
        shown = obs.kitty if obs.kitty is not None else (None,) * obs.kitty_size
        piles.append(
            Pile(_("kitty"), tuple(CardSpot(card) for card in shown), obs.kitty_size, "row")
        )
    if obs.buried_count:
        shown = obs.buried or (None,) * obs.buried_count
        piles.append(Pile(_("buried"), tuple(CardSpot(card) for card in shown), None, "row"))
    names, n = _names(obs), obs.rules.players
    if obs.phase == "play" or obs.trick:
        label = (
            _("trick: {name} led").format(name=names[obs.trick[0][0]]) if obs.trick else _("trick")
        )
        spots = tuple(CardSpot(card, caption=names[seat]) for seat, card in obs.trick)
        piles.append(Pile(label, spots, None, "row"))
    elif obs.tricks:
        leader, cards, winner = obs.tricks[-1]
        spots = tuple(
            CardSpot(card, caption=names[(leader + i) % n]) for i, card in enumerate(cards)
        )
        label = _("last trick, won by {name}").format(name=names[winner])
        piles.append(Pile(label, spots, None, "row"))
    return tuple(piles)


def _centre_lines(obs: CallDeucesObservation) -> tuple[str, ...]:
    """The contract and the score to reach, on the felt."""
    rules = obs.rules
    lines = []
    if obs.bidder is not None and obs.phase in ("bury", "trump", "play"):
        name = _names(obs)[obs.bidder]
        if obs.trump:
            line = _("{name} bid {bid}, {suit} trump").format(
                name=name, bid=obs.high_bid, suit=suit_label(obs.trump)
            )
        else:
            line = _("{name} bid {bid}").format(name=name, bid=obs.high_bid)
        lines.append(line)
    elif obs.phase == "bid":
        high = _("high bid {bid}").format(bid=obs.high_bid) if obs.high_bid else _("no bid yet")
        lines.append(
            _("{high}; bids {low}-{top}").format(high=high, low=rules.min_bid, top=rules.max_bid)
        )
    lines.append(rules.end_rule)
    return tuple(lines)


def _choices(obs: CallDeucesObservation) -> tuple[Choice, ...]:
    if obs.seat is None or obs.current_player != obs.seat:
        return ()
    if obs.phase == "bid":
        # Only bids still possible: a bid must beat the high bid.
        bids = range(max(obs.rules.min_bid, (obs.high_bid or 0) + 1), obs.rules.max_bid + 1)
        return (
            Choice(_("Pass"), PASS, pgettext("a row of buttons", "bid")),
            *(
                Choice(str(amount), BIDS[amount], pgettext("a row of buttons", "bid"))
                for amount in bids
            ),
        )
    if obs.phase == "trump":
        return tuple(
            Choice(
                str(suit_label(suit)), TRUMP_ACTIONS[suit], pgettext("a row of buttons", "trump")
            )
            for suit in SUITS
        )
    return ()


def _status(obs: CallDeucesObservation) -> str:
    rules = obs.rules
    name = _names(obs)
    totals = ", ".join(
        f"{_together([name[s] for s in side])} {total}"
        for side, total in zip(obs.sides, obs.totals, strict=True)
    )
    if obs.phase == "over":
        winners = _together([name[s] for s in obs.winners])
        if len(obs.winners) == 1:
            text = _("Game over: {winners} wins. Totals: {totals}.")
        elif rules.partnership:
            text = _("Game over: {winners} win. Totals: {totals}.")
        else:
            text = _("Game over: {winners} share first place. Totals: {totals}.")
        return text.format(winners=winners, totals=totals)
    return _("Totals: {totals} (target {target}).").format(totals=totals, target=rules.target)


def call_deuces_view(obs: CallDeucesObservation) -> TableView:
    seats = tuple(
        SeatView(
            seat=seat,
            name=seat_name(name),
            piles=(_hand_pile(obs, seat),),
            lines=_seat_lines(obs, seat),
            to_move=obs.current_player == seat,
            is_viewer=obs.seat == seat,
        )
        for seat, name in enumerate(obs.names)
    )
    return TableView(
        title=_("Call Deuces"),
        phase=_phase(obs),
        reminder=obs.reminder,
        seats=seats,
        centre=_centre(obs),
        choices=_choices(obs),
        status=_status(obs),
        centre_lines=_centre_lines(obs),
    )
