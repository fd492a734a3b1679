"""What every trick-taking game shares: plays in seat order, who wins a trick, who failed to follow
suit. A game says how its cards belong to suits in play and which may be played on any lead, and
these helpers do the rest, so the trick winner and "who showed a void" are written once for every
trick game, its bots and its odds (:doc:`/docs/design/engine`)."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from typing import NamedTuple

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card

#: A card played in a trick: who played it, and which card.
Play = tuple[int, Card]
#: The suit a card belongs to in play.
SuitOf = Callable[[Card], str]


class ShownVoid(NamedTuple):
    """A seat that did not follow the suit led in trick ``trick`` (counted from 0), so held no
    card of ``suit`` then."""

    trick: int
    seat: int
    suit: str


def plays_in_order(leader: int, cards: Sequence[Card], players: int) -> tuple[Play, ...]:
    """A trick's cards with their players, the leader first and the others clockwise."""
    return tuple(((leader + place) % players, card) for place, card in enumerate(cards))


def shown_voids(
    tricks: Iterable[Sequence[Play]],
    suit_of: SuitOf,
    excused: Callable[[Card], bool] = lambda card: False,
) -> Iterator[ShownVoid]:
    """Every failure to follow suit in ``tricks`` (each a list of plays, the lead first): a card
    whose suit in play (``suit_of``) is not the led card's, and that may not be played on any
    lead (``excused``)."""
    for number, trick in enumerate(tricks):
        if not trick:
            continue
        led = suit_of(trick[0][1])
        for seat, card in trick[1:]:
            if suit_of(card) != led and not excused(card):
                yield ShownVoid(number, seat, led)


def cards_of_suit(deck: Iterable[Card], suit: str, suit_of: SuitOf) -> set[Card]:
    """The cards of ``deck`` that belong to ``suit`` in play: what a seat void in it lacks."""
    return {card for card in deck if suit_of(card) == suit}


def beats(card: Card, best: Card, led: str, trump: str | None, suit_of: SuitOf) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far, after ``led``
    was led: the highest trump wins, else the highest card of the suit led (ranks compare
    within a suit in play)."""
    return beats_in_suits(card, suit_of(card), best, suit_of(best), led, trump)


def beats_in_suits(
    card: Card, suit: str, best: Card, best_suit: str, led: str, trump: str | None
) -> bool:
    """:func:`beats` with the two cards' suits in play given: a game's bots ask it at most moves
    of every playout, with the suits at hand and no suit function to build for the call."""
    if suit == best_suit:
        return card.rank > best.rank
    return suit == trump or (suit == led and best_suit != trump)


def trick_winner(trick: Sequence[Play], trump: str | None, suit_of: SuitOf) -> Play:
    """The play that wins a finished ``trick`` (the lead first)."""
    led = suit_of(trick[0][1])
    best = trick[0]
    for play in trick[1:]:
        if beats(play[1], best[1], led, trump, suit_of):
            best = play
    return best


class RankedDeck:
    """A deck read from the highest rank down, each card with its suit in play under one trump:
    the highest unseen card of every suit is then the first one met, so a bot finds them all
    without placing each unseen card (it asks at most moves of every playout)."""

    __slots__ = ("cards", "suits")

    def __init__(self, deck: Iterable[Card], suit_of: SuitOf) -> None:
        ranked = sorted(deck, key=lambda card: -card.rank)
        #: (card index, suit in play, rank), the highest rank first.
        self.cards = tuple((card.index, suit_of(card), card.rank) for card in ranked)
        self.suits = len({suit for _, suit, _ in self.cards})

    def top_unseen(self, seen: Container[int]) -> dict[str, int]:
        """The highest rank of each suit in play among the cards whose index is not ``seen``
        (a suit with no unseen card is left out)."""
        top: dict[str, int] = {}
        for index, suit, rank in self.cards:
            if index not in seen and suit not in top:
                top[suit] = rank
                if len(top) == self.suits:
                    break
        return top


class HighestLeft(NamedTuple):
    """A card in the seat's hand that no card still to be played of its suit in play outranks."""

    card: Card
    suit: str


def highest_left(
    hand: Iterable[Card], gone: Container[int], ranked: RankedDeck
) -> list[HighestLeft]:
    """The seat's cards that are each the highest of their suit still to be played: ``gone``
    holds the index of every card the seat knows is out of play (played, or buried where it
    saw the burying). A card the seat has not seen might still be played, so it counts as in
    play: the claim is then true whatever the unseen cards are."""
    mine = {card.index: card for card in hand}
    found: dict[str, Card] = {}
    decided: set[str] = set()
    for index, suit, _ in ranked.cards:
        if suit in decided:
            continue
        if index in mine:
            found[suit] = mine[index]
            decided.add(suit)
        elif index not in gone:
            decided.add(suit)
    return [HighestLeft(card, suit) for suit, card in found.items()]


def alike_cards(
    hand: Iterable[Card], gone: Container[int], ranked: RankedDeck, worth: Callable[[Card], object]
) -> list[list[Card]]:
    """The seat's cards in groups that come to the same whichever is played: cards of one suit
    in play with no card between them that another seat may still hold or play (every card
    between is the seat's own, or in ``gone``: out of play as the seat knows), and of the same
    ``worth`` (what the game counts a card for besides its rank: its points, a called deuce).
    Each group keeps the hand's order, the groups the order of their first cards; a card with
    no like is a group of one. This is bridge's "touching cards": rank tells them apart only
    against cards that could come between, and none can."""
    mine = {card.index: card for card in hand}
    runs: dict[str, int] = {}
    groups: dict[tuple[str, int, object], list[Card]] = {}
    for index, suit, _ in ranked.cards:
        if index in mine:
            card = mine[index]
            groups.setdefault((suit, runs.get(suit, 0), worth(card)), []).append(card)
        elif index not in gone:
            runs[suit] = runs.get(suit, 0) + 1
    order = {index: place for place, index in enumerate(mine)}
    found = [sorted(group, key=lambda card: order[card.index]) for group in groups.values()]
    return sorted(found, key=lambda group: order[group[0].index])


def alike_moves(
    legal: Sequence[Action],
    hand: Iterable[Card],
    gone: Container[int],
    ranked: RankedDeck,
    worth: Callable[[Card], object],
) -> list[list[Action]]:
    """``legal`` in groups of moves that come to the same (:func:`alike_cards`), in the order
    of ``legal``, each group led by its first move there: a move that plays one card joins the
    others of its group among ``legal``; every other move stands alone."""
    plays = {
        action.args[0].index: action
        for action in legal
        if len(action.args) == 1 and isinstance(action.args[0], Card)
    }
    leader: dict[Action, Action] = {}
    for cards in alike_cards(hand, gone, ranked, worth):
        moves = [plays[card.index] for card in cards if card.index in plays]
        for move in moves:
            leader[move] = min(moves, key=legal.index)
    groups: dict[Action, list[Action]] = {}
    for action in legal:
        groups.setdefault(leader.get(action, action), []).append(action)
    return list(groups.values())
