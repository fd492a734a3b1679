"""Tennessee for Two's odds panel: count points not seen and where they can be, a trump and the
Rook in the opponent's hand, counted exactly over the placements of the unseen cards.

>>> import cardwidgets
>>> from cardwidgets.probability import odds_panel
>>> state = cardwidgets.make("tennessee_for_two").new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(state.current_player)))
Odds for South
Count points you have not seen: 70 of 120.
North holds 23.3 count points on average.
The nest holds 10.6 count points on average.
The Rook: you hold it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Final

from cardwidgets.engine.cards import ROOK, Card
from cardwidgets.games.tennessee_for_two import probability as tennessee
from cardwidgets.games.tennessee_for_two.inferences import voids_since_last_draw
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import card_points, is_count_card
from cardwidgets.i18n import _, pgettext
from cardwidgets.i18n.words import colour_genitive, colour_name, seat_name
from cardwidgets.probability.odds import (
    OddsPanel,
    per_cent,
    points_text,
    teacher_panel,
    where_unseen,
)

#: A trump lead not followed: the opponent holds no trump and not the Rook.
TRUMP_VOID: Final = "trump"


def _tennessee_voids(obs: TennesseeForTwoObservation, opponent: int) -> frozenset[str]:
    """The colours the opponent showed they hold none of since their last draw; ``TRUMP_VOID``
    is a trump lead not followed: no trump and no Rook."""
    voids = voids_since_last_draw(obs, opponent)
    return frozenset(TRUMP_VOID if colour == obs.trump else colour for colour in voids)


def tennessee_odds(obs: TennesseeForTwoObservation) -> OddsPanel:
    """Count points this seat has not seen and where they can be; once trump is named, the
    chance the opponent still holds a trump; the Rook's whereabouts.

    Exact by counting placements of the unseen cards: into the opponent's hand (the cards of it
    not both know), the nest (unless this seat saw it) and the draw pile's face-down cards, with
    every placement equally likely that agrees with what the seat saw: a nest the bidder made
    holds no count card, and an opponent who could not follow a colour (since their last draw)
    holds none of it.
    """
    if obs.seat is None:
        return teacher_panel()
    me, opponent = obs.seat, 1 - obs.seat
    key, name = obs.names[opponent], seat_name(obs.names[opponent])
    title = _("Odds for {name}").format(name=seat_name(obs.names[me]))
    if not obs.my_hand:
        nest = tennessee.points_in_nest().exact().mean
        line = _("Before the deal: the nest holds {points} count points on average.").format(
            points=points_text(nest)
        )
        return OddsPanel(title, (line,), {"nest points": float(nest)})
    known = obs.hands[opponent]
    seen = {*obs.my_hand, *known, *(c for t in obs.tricks for c in t.cards), *obs.trick}
    if obs.face_up is not None:
        seen.add(obs.face_up)
    if obs.nest is not None:
        seen.update(obs.nest)
    unseen = [card for card in tennessee.DECK if card not in seen]
    hidden_nest = 0 if obs.nest is not None else obs.nest_size
    sizes = (obs.hand_sizes[opponent] - len(known), hidden_nest, obs.draw_pile_size)
    HAND, NEST = 0, 1
    everywhere = frozenset(range(3))
    made_nest = obs.bidder is not None and obs.rules.nest == "pick_up"
    voids = _tennessee_voids(obs, opponent)
    trump = obs.trump

    def is_trump(card: Card) -> bool:
        return card is ROOK or card.suit == trump

    def allowed(card: Card) -> frozenset[int]:
        places = everywhere
        if made_nest and is_count_card(card):
            places -= {NEST}
        colour = TRUMP_VOID if trump is not None and is_trump(card) else card.suit
        if colour in voids:
            places -= {HAND}
        return places

    def trump_card(card: Card) -> bool:
        return trump is not None and is_trump(card)

    where, group = where_unseen(
        unseen, sizes, allowed, lambda card: (card_points(card), trump_card(card)), trump_card
    )
    hidden_points = sum(map(card_points, unseen))
    in_hand = sum((card_points(c) * where.share(group[c], HAND) for c in unseen), Fraction(0))
    known_points = sum(map(card_points, known))
    lines = [_("Count points you have not seen: {points} of 120.").format(points=hidden_points)]
    numbers: dict[str, float] = {"unseen points": hidden_points}
    average = points_text(in_hand + known_points)
    lines.append(
        _(
            "{name} holds {points} count points on average ({known} in cards you know they hold)."
        ).format(name=name, points=average, known=known_points)
        if known_points
        else _("{name} holds {points} count points on average.").format(name=name, points=average)
    )
    numbers[f"{key} points"] = float(in_hand + known_points)
    if sizes[NEST]:
        in_nest = sum((card_points(c) * where.share(group[c], NEST) for c in unseen), Fraction(0))
        lines.append(
            _("The nest holds no count card (the bidder put back 5 that are not).")
            if made_nest
            else _("The nest holds {points} count points on average.").format(
                points=points_text(in_nest)
            )
        )
        numbers["nest points"] = float(in_nest)
    shown = [
        pgettext("a colour a seat holds none of, as in 'no Red'", "{colour}").format(colour=colour)
        for colour in sorted(
            colour_genitive(v)
            if v != TRUMP_VOID
            else pgettext("as in 'they hold no trump'", "trump")
            for v in voids
        )
    ]
    if shown:
        lines.append(
            _("{name} showed they hold no {colours} since their last draw.").format(
                name=name,
                colours=pgettext("between colours a seat has none of", ", no ").join(shown),
            )
        )
    if trump is not None:
        holds = 1 if any(is_trump(c) for c in known) else 1 - where.none_in(HAND)
        lines.append(
            _("{name} holds a trump ({colour}): {chance}.").format(
                name=name, colour=colour_name(trump), chance=per_cent(Fraction(holds))
            )
        )
        numbers[f"{key} holds a trump"] = float(holds)
    if ROOK in unseen:
        rook = where.share(group[ROOK], HAND)
        lines.append(_("{name} holds the Rook: {chance}.").format(name=name, chance=per_cent(rook)))
        numbers[f"{key} holds the Rook"] = float(rook)
    else:
        lines.append(_("The Rook: {whose}.").format(whose=_rook_seen(obs, known, name)))
    return OddsPanel(title, tuple(lines), numbers)


def _rook_seen(obs: TennesseeForTwoObservation, known: Sequence[Card], opponent: str) -> str:
    """Where the seat saw the Rook (``known``: the opponent's cards both know)."""
    if ROOK in obs.my_hand:
        return _("you hold it")
    if ROOK in known:
        return _("{name} holds it").format(name=opponent)
    if obs.nest is not None and ROOK in obs.nest:
        return _("it is in the nest")
    return _("it is face up") if obs.face_up is ROOK else _("it has been played")
