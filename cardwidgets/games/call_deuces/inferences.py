"""What a Call Deuces player can be sure of in the play (the analysis shows it beside each move's
chance): the suits each other seat showed it lacks (no card is drawn, so a void lasts the hand),
and the cards in hand that are the highest of their suit still to be played, jokers counted as
trumps."""

from __future__ import annotations

from collections.abc import Sequence

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.tricks import (
    HighestLeft,
    ShownVoid,
    alike_moves,
    highest_left,
    plays_in_order,
    shown_voids,
)
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.rules import DEUCE, FIVE, card_suit, ranked_deck
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
    """The cards in this seat's hand that are the highest of their suit still to be played."""
    ranked = ranked_deck(obs.rules.players, trump)
    return sorted(highest_left(obs.hand, out_of_play(obs), ranked), key=lambda top: top.suit)


def alike_plays(obs: CallDeucesObservation, legal: Sequence[Action]) -> list[list[Action]]:
    """``legal`` in groups that come to the same in trick play: touching cards of one suit
    that score alike (:func:`~cardwidgets.engine.tricks.alike_cards`): a five, worth 5, is
    alike only another five, and the deuce of trumps, which names the bidder's partner where
    the deuce is called, is alike no other card. Outside trick play every move stands alone."""
    trump = obs.trump
    if obs.seat is None or trump is None or obs.phase != "play":
        return [[action] for action in legal]

    def worth(card: Card) -> object:
        if obs.rules.deuce_partner and card.rank == DEUCE and card.suit == trump:
            return card  # the called deuce: like no other card
        return "five" if card.rank == FIVE else "plain"

    ranked = ranked_deck(obs.rules.players, trump)
    return alike_moves(legal, obs.hand, out_of_play(obs), ranked, worth)


def out_of_play(obs: CallDeucesObservation) -> set[int]:
    """The index of every card this seat knows is out of play: played, or buried where this
    seat buried it. Any other card might still be."""
    gone = {card.index for _, cards, _ in obs.tricks for card in cards}
    gone.update(card.index for _, card in obs.trick)
    gone.update(card.index for card in obs.buried)  # seen only by the bidder who buried them
    return gone
