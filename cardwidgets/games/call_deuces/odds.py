"""Call Deuces' odds panel: where each unseen five can be, fives on average, and who still holds
a trump, counted exactly over the placements of the unseen cards.

>>> import cardwidgets
>>> from cardwidgets.probability import odds_panel
>>> state = cardwidgets.make("call_deuces").new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(state.current_player)))
Odds for East
Fives: 1 in your hand, 0 seen elsewhere, 3 unseen.
5♥: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
5♦: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
5♣: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
Fives on average: North 0.95, South 0.95, West 0.95, the kitty 0.15.
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction

from cardwidgets.engine.cards import Card
from cardwidgets.games.call_deuces.game import shown_void_suits
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.probability import is_five
from cardwidgets.games.call_deuces.rules import card_suit
from cardwidgets.i18n import N_, _, pgettext
from cardwidgets.i18n.words import card_label, seat_name, suit_genitive, suit_name, written_number
from cardwidgets.probability.odds import OddsPanel, per_cent, teacher_panel, where_unseen


def call_deuces_odds(obs: CallDeucesObservation) -> OddsPanel:
    """Where each five this seat has not seen can be: each other player's hand, the kitty, or
    the cards the bidder buried; how many fives each holds on average; once trump is named, the
    chance each other player still holds a trump.

    Exact by counting placements of the unseen cards into the other hands, the kitty and the
    buried cards (those the seat did not see), each placement equally likely if it agrees with
    what the seat saw: a player who did not follow a suit holds none of it, and the bidder
    buries no five (unless ``bury_fives``).
    """
    if obs.seat is None:
        return teacher_panel()
    me = obs.seat
    title = _("Odds for {name}").format(name=seat_name(obs.names[me]))
    if not obs.hand:
        return OddsPanel(title, (_("No cards in your hand: the odds come with the deal."),))
    players = obs.rules.players
    others = [seat for seat in range(players) if seat != me]
    seen = {*obs.hand, *obs.buried, *(c for _, cards, _ in obs.tricks for c in cards)}
    seen.update(card for _, card in obs.trick)
    unseen = [card for card in obs.rules.deck if card not in seen]
    hidden_buried = 0 if obs.buried else obs.buried_count
    #: The places as the numbers name them, in English for a program, then as people read them.
    place_keys = [*(obs.names[seat] for seat in others), N_("the kitty"), N_("the buried cards")]
    place_names = [
        *(seat_name(obs.names[seat]) for seat in others),
        *(_(place) for place in place_keys[-2:]),
    ]
    sizes = [*(obs.hand_sizes[seat] for seat in others), obs.kitty_size, hidden_buried]
    KITTY, BURIED = len(others), len(others) + 1
    voids = shown_void_suits(obs.trick, obs.tricks, obs.trump, players)
    trump = obs.trump

    def trump_card(card: Card) -> bool:
        return trump is not None and card_suit(card, trump) == trump

    def allowed(card: Card) -> frozenset[int]:
        suit = card_suit(card, trump)
        places = {p for p, seat in enumerate(others) if suit not in voids[seat]}
        places.add(KITTY)
        if obs.rules.bury_fives or not is_five(card):
            places.add(BURIED)
        return frozenset(places)

    def features(card: Card) -> Hashable:
        # Fives that may lie in the same places are alike; trumps are told apart to watch them.
        return is_five(card), trump_card(card)

    where, group = where_unseen(unseen, sizes, allowed, features, trump_card)
    lines: list[str] = []
    numbers: dict[str, float] = {}
    fives = [card for card in unseen if is_five(card)]
    mine = sum(map(is_five, obs.hand))
    lines.append(
        _("Fives: {mine} in your hand, {elsewhere} seen elsewhere, {unseen} unseen.").format(
            mine=mine, elsewhere=sum(map(is_five, seen)) - mine, unseen=len(fives)
        )
    )
    between = pgettext("between places", ", ")
    open_places = [p for p, size in enumerate(sizes) if size]
    for five in fives:
        chances = [(p, where.share(group[five], p)) for p in open_places]
        places = between.join(
            pgettext("a place and its chance", "{place} {chance}").format(
                place=place_names[p], chance=per_cent(c)
            )
            for p, c in chances
            if c
        )
        lines.append(
            pgettext("a card and where it may be", "{card}: {places}.").format(
                card=card_label(five), places=places
            )
        )
        numbers.update({f"{five} in {place_keys[p]}": float(c) for p, c in chances})
    if fives:
        expected = [
            (p, sum((where.share(group[five], p) for five in fives), Fraction(0)))
            for p in open_places
            if p != BURIED or obs.rules.bury_fives
        ]
        averages = between.join(
            pgettext("a place and its number", "{place} {number}").format(
                place=place_names[p], number=written_number(e, 2)
            )
            for p, e in expected
        )
        lines.append(_("Fives on average: {places}.").format(places=averages))
    shown = [
        _("{name} no {suits}").format(
            name=seat_name(obs.names[seat]),
            suits=pgettext("between suits a seat has none of", ", no ").join(
                suit_genitive(suit) for suit in sorted(voids[seat])
            ),
        )
        for seat in others
        if voids[seat]
    ]
    if shown:
        lines.append(
            _("Shown void: {seats}.").format(seats=pgettext("between seats", "; ").join(shown))
        )
    if trump is not None:
        holding = [(others[p], 1 - where.none_in(p)) for p in range(len(others)) if sizes[p]]
        holders = between.join(
            pgettext("a place and its chance", "{place} {chance}").format(
                place=seat_name(obs.names[seat]), chance=per_cent(c)
            )
            for seat, c in holding
        )
        lines.append(
            _("Holds a trump ({suit}): {holders}.").format(suit=suit_name(trump), holders=holders)
        )
        numbers.update({f"{obs.names[seat]} holds a trump": float(c) for seat, c in holding})
    return OddsPanel(title, tuple(lines), numbers)
