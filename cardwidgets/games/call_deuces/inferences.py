"""What a Call Deuces player can be sure of in the play (the analysis shows it beside each move's
chance): the suits each other seat showed it lacks (no card is drawn, so a void lasts the hand),
and the cards in hand that are the highest of their suit still to be played, jokers counted as
trumps."""

from __future__ import annotations

from cardwidgets.engine.tricks import (
    HighestLeft,
    RankedDeck,
    ShownVoid,
    highest_left,
    plays_in_order,
    shown_voids,
)
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.rules import card_suit, deck_for
from cardwidgets.i18n import _
from cardwidgets.i18n.words import seat_name, suit_genitive


def call_deuces_inferences(obs: CallDeucesObservation) -> list[str]:
    """The other seats' voids in the order they showed them, then this seat's highest cards."""
    trump = obs.trump
    if obs.seat is None or trump is None or obs.phase != "play":
        return []
    said: list[str] = []
    for void in first_voids(obs, trump):
        name, trick = seat_name(obs.names[void.seat]), void.trick + 1
        if void.suit == trump:
            text = _("{name} holds no trumps: they did not follow trumps in trick {trick}.")
            said.append(text.format(name=name, trick=trick))
        else:
            text = _("{name} holds no {suit}: they did not follow {suit} in trick {trick}.")
            said.append(text.format(name=name, suit=suit_genitive(void.suit), trick=trick))
    for top in highest_cards(obs, trump):
        if top.suit == trump:
            text = _("Your {card} is the highest trump still to be played.")
            said.append(text.format(card=top.card.label))
        else:
            text = _("Your {card} is the highest of the {suit} still to be played.")
            said.append(text.format(card=top.card.label, suit=suit_genitive(top.suit)))
    return said


def first_voids(obs: CallDeucesObservation, trump: str) -> list[ShownVoid]:
    """Each other seat's voids, the first trick that showed each, in the order they came."""
    players = obs.rules.players
    plays = [
        *(plays_in_order(leader, cards, players) for leader, cards, _ in obs.tricks),
        obs.trick,
    ]
    voids: dict[tuple[int, str], ShownVoid] = {}
    for void in shown_voids(plays, lambda card: card_suit(card, trump)):
        if void.seat != obs.seat:
            voids.setdefault((void.seat, void.suit), void)
    return list(voids.values())


def highest_cards(obs: CallDeucesObservation, trump: str) -> list[HighestLeft]:
    """The cards in this seat's hand that are the highest of their suit still to be played:
    every card not played yet, nor buried where this seat buried it, might still be."""
    gone = {card.index for _, cards, _ in obs.tricks for card in cards}
    gone.update(card.index for _, card in obs.trick)
    gone.update(card.index for card in obs.buried)  # seen only by the bidder who buried them
    ranked = RankedDeck(deck_for(obs.rules.players), lambda card: card_suit(card, trump))
    return sorted(highest_left(obs.hand, gone, ranked), key=lambda top: top.suit)
