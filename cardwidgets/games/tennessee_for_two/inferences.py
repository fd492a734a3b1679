"""What a Tennessee player can be sure of in the play (the analysis shows it beside each move's
chance): a colour the opponent showed they lack since the last draw, and the cards in hand that
are the highest of their colour still to be played, from the tricks and the nest the seat saw."""

from __future__ import annotations

from collections.abc import Sequence

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.tricks import HighestLeft, alike_moves, highest_left
from cardwidgets.games.tennessee_for_two.game import tricks_shown_voids
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import DRAWS, card_points, ranked_deck
from cardwidgets.i18n import _
from cardwidgets.i18n.words import colour_adjective, colour_genitive, seat_name


def voids_since_last_draw(obs: TennesseeForTwoObservation, seat: int) -> dict[str, int]:
    """The colours in play ``seat`` showed they hold none of since the last draw, each with the
    first trick (counted from 0) that showed it: a draw could bring a card of any colour, so an
    older void is forgotten. The trump's entry also means no Rook (led trump, not followed)."""
    draws = DRAWS - (obs.draw_pile_size + (obs.face_up is not None)) // 2
    voids: dict[str, int] = {}
    for void in tricks_shown_voids(obs.tricks, obs.trump, obs.rules.rook_anytime):
        if void.seat == seat and void.trick >= draws:
            voids.setdefault(void.suit, void.trick)
    return voids


def tennessee_inferences(obs: TennesseeForTwoObservation) -> list[str]:
    """The opponent's voids since the last draw, then this seat's highest cards left."""
    if obs.seat is None or obs.trump is None or obs.phase != "play":
        return []
    opponent = seat_name(obs.names[1 - obs.seat])
    said: list[str] = []
    for colour, trick in sorted(voids_since_last_draw(obs, 1 - obs.seat).items()):
        if colour == obs.trump:
            text = _(
                "{name} holds no trump and not the Rook: they did not follow trump in trick "
                "{trick}, and no card has been drawn since."
            )
            said.append(text.format(name=opponent, trick=trick + 1))
        else:
            text = _(
                "{name} holds no {colour}: they did not follow it in trick {trick}, and no card "
                "has been drawn since."
            )
            said.append(text.format(name=opponent, colour=colour_genitive(colour), trick=trick + 1))
    for top in highest_cards(obs):
        said.append(_highest(top.card, top.suit, obs.trump))
    return said


def highest_cards(obs: TennesseeForTwoObservation) -> list[HighestLeft]:
    """The cards in this seat's hand that are the highest of their colour still to be played."""
    gone = out_of_play(obs)
    return sorted(highest_left(obs.my_hand, gone, ranked_deck(obs.trump)), key=lambda top: top.suit)


def alike_plays(obs: TennesseeForTwoObservation, legal: Sequence[Action]) -> list[list[Action]]:
    """``legal`` in groups that come to the same in trick play: touching cards of one colour
    worth the same points (:func:`~cardwidgets.engine.tricks.alike_cards`); the Rook, worth 20,
    is alike no other card. Outside trick play every move stands alone."""
    if obs.seat is None or obs.trump is None or obs.phase != "play":
        return [[action] for action in legal]
    gone = out_of_play(obs)
    return alike_moves(legal, obs.my_hand, gone, ranked_deck(obs.trump), card_points)


def out_of_play(obs: TennesseeForTwoObservation) -> set[int]:
    """The index of every card this seat knows is out of play: in a finished trick, on the
    table, or in a nest the seat buried. Any other card might still be played (the
    opponent's, the draw pile's, or an unseen nest's, which counts as in play)."""
    gone: set[int] = {card.index for trick in obs.tricks for card in trick.cards}
    gone.update(card.index for card in obs.trick)
    if obs.nest is not None:  # the bidder buried it: out of play
        gone.update(card.index for card in obs.nest)
    return gone


def _highest(card: Card, colour: str, trump: str | None) -> str:
    if colour == trump:
        return _("Your {card} is the highest trump still to be played.").format(card=card.label)
    text = _("Your {card} is the highest {colour} card still to be played.")
    return text.format(card=card.label, colour=colour_adjective(colour))
