"""What a Tennessee player can be sure of in the play (the analysis shows it beside each move's
chance): a colour the opponent showed they lack since the last draw, and the cards in hand that
are the highest of their colour still to be played, from the tricks and the nest the seat saw."""

from __future__ import annotations

from cardwidgets.engine.cards import Card
from cardwidgets.engine.tricks import HighestLeft, RankedDeck, highest_left
from cardwidgets.games.tennessee_for_two.game import tricks_shown_voids
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import DECK, DRAWS, suit_in_play
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
    """The cards in this seat's hand that are the highest of their colour still to be played:
    every card not in a finished trick, the trick on the table or a nest the seat buried might
    still be (the opponent's, the draw pile's, or an unseen nest's, which counts as in play)."""
    gone: set[int] = {card.index for trick in obs.tricks for card in trick.cards}
    gone.update(card.index for card in obs.trick)
    if obs.nest is not None:  # the bidder buried it: out of play
        gone.update(card.index for card in obs.nest)
    ranked = RankedDeck(DECK, lambda card: suit_in_play(card, obs.trump))
    return sorted(highest_left(obs.my_hand, gone, ranked), key=lambda top: top.suit)


def _highest(card: Card, colour: str, trump: str | None) -> str:
    if colour == trump:
        return _("Your {card} is the highest trump still to be played.").format(card=card.label)
    text = _("Your {card} is the highest {colour} card still to be played.")
    return text.format(card=card.label, colour=colour_adjective(colour))
