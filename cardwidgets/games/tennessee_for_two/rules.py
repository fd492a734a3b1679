"""Tennessee for Two's rules (RULES.md §2): the Rook deck and what its cards score, the moves,
which card wins a trick and who wins the game, a trick and a hand's result, and the options."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Final, Literal, NamedTuple

from cardwidgets.engine import tricks
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import (
    COLOUR_NAMES,
    ROOK,
    ROOK_COLOURS,
    Card,
    rook_deck,
    standard_deck,
)
from cardwidgets.engine.rules import Rules, option
from cardwidgets.i18n import N_, _, ngettext
from cardwidgets.i18n.words import written_number

DECK: Final = rook_deck(lowest=4)
#: The parts of a hand, in the order they come (the observation's ``phase``).
PHASES: Final = ("lot", "deal", "bid", "swap", "nest", "trump", "play", "draw", "over")
DECK_SET: Final = frozenset(DECK)
HAND_SIZE: Final = 11
NEST_SIZE: Final = 5
DRAW_PILE_SIZE: Final = 18
DRAWS: Final = DRAW_PILE_SIZE // 2
TRICKS: Final = 20
TRICK_POINTS: Final = 2
HAND_POINTS: Final = 160
MIN_BID: Final = 60
BID_STEP: Final = 5
MAX_BID: Final = 160
#: Hands thrown in one after the other (``opening_pass``) before the dealer may no longer pass
#: after the non-dealer has: so no run of passes goes on for ever.
THROWN_IN_LIMIT: Final = 3


#: What a captured card scores, by rank: 5s 5, 10s and 14s 10, the Rook (rank 20) 20.
#: Looked up by rank, an int, because hashing a Card calls Python code and trick play is hot.
_POINTS_BY_RANK: Final = {5: 5, 10: 10, 14: 10, ROOK.rank: 20}


def card_points(card: Card) -> int:
    """What a captured card scores: the Rook 20, 14s and 10s 10, 5s 5, the rest nothing."""
    return _POINTS_BY_RANK.get(card.rank, 0)


def is_count_card(card: Card) -> bool:
    """Count cards score when captured, so they may never be put in the nest."""
    return card.rank in _POINTS_BY_RANK


#: The cards that score: 5s, 10s, 14s and the Rook, 120 points in all.
COUNT_CARDS: Final = frozenset(card for card in DECK if is_count_card(card))
#: Colour words used in ``trump red`` and in the log.
COLOUR_WORDS: Final = {colour: COLOUR_NAMES[colour].lower() for colour in ROOK_COLOURS}
_COLOUR_OF_WORD: Final = {word: colour for colour, word in COLOUR_WORDS.items()}

PASS: Final = Action("pass")
DONE: Final = Action("done")
DRAW_UP: Final = Action("draw", ("up",))
DRAW_DOWN: Final = Action("draw", ("down",))
BIDS: Final = {amount: Action("bid", (amount,)) for amount in range(MIN_BID, MAX_BID + 1, BID_STEP)}
TRUMPS: Final = tuple(Action("trump", (COLOUR_WORDS[colour],)) for colour in ROOK_COLOURS)
BURY: Final = {card: Action("bury", (card,)) for card in DECK}
TAKE: Final = {card: Action("take", (card,)) for card in DECK}
GIVE: Final = {card: Action("give", (card,)) for card in DECK}

_BY_INDEX: Final = attrgetter("index")
#: Every interned card, in index order, for the table below.
_EVERY_CARD: Final = sorted((*standard_deck(jokers=True), *rook_deck(lowest=1)), key=_BY_INDEX)
assert [card.index for card in _EVERY_CARD] == list(range(len(_EVERY_CARD)))


#: ``play <card>`` for every card, read as ``_PLAY[card.index]``: trick play lists its legal
#: moves at every step, and a tuple index is far cheaper than a dict lookup, which calls the
#: Python-level ``Card.__hash__``.
_PLAY: Final = tuple(Action("play", (card,)) for card in _EVERY_CARD)


def play_action(card: Card) -> Action:
    """The action that plays ``card`` (the same object as in the legal-action list)."""
    return _PLAY[card.index]


def beats(reply: Card, lead: Card, trump: str | None) -> bool:
    """Whether ``reply`` takes a trick that ``lead`` led: the Rook is the highest trump, then
    trumps by rank, then the led colour by rank (the Rook led makes trump the led colour).
    Trump is named before the first trick."""
    led = suit_in_play(lead, trump)
    return tricks.beats_in_suits(reply, suit_in_play(reply, trump), lead, led, led, trump)


def _in_play(trump: str | None) -> tricks.SuitOf:
    return lambda card: suit_in_play(card, trump)


def game_winner(
    scores: tuple[int, int],
    bidder: int,
    target: int,
    hands: int,
    max_hands: int | None = None,
    minus_target_loses: bool = True,
) -> int | None:
    """Who wins when a hand ends with these totals, or None if the game goes on.

    The game ends when a player reaches ``target``, falls to ``-target`` (if that loses), or
    after ``max_hands`` hands. The higher total wins, also when both reached the target in the
    same hand; on an exact tie the bidder of that hand wins, since they took the risk.
    """
    reached = max(scores) >= target or (minus_target_loses and min(scores) <= -target)
    if not reached and (max_hands is None or hands < max_hands):
        return None
    if scores[0] == scores[1]:
        return bidder
    return 0 if scores[0] > scores[1] else 1


def bids_from(lowest: int) -> tuple[Action, ...]:
    """The bids from ``lowest`` up to 160, lowest first."""
    return tuple(BIDS[amount] for amount in range(lowest, MAX_BID + 1, BID_STEP))


_BIDS_FROM: Final = {amount: bids_from(amount) for amount in BIDS}


def suit_in_play(card: Card, trump: str | None) -> str:
    """The colour a card belongs to in play: the Rook is the highest trump."""
    return trump if card is ROOK and trump is not None else card.suit


@cache
def ranked_deck(trump: str | None) -> tricks.RankedDeck:
    """The deck, highest rank first, each card with its colour in play under ``trump``: made
    once a trump, since the bots and the analysis read it at most moves."""
    return tricks.RankedDeck(DECK, lambda card: suit_in_play(card, trump))


@dataclass(frozen=True)
class TennesseeForTwoRules(Rules):
    """Tennessee for Two: two players, trick taking with bidding and a draw (RULES.md §2).

    A 45-card Rook deck (four colours 4-14 and the Rook bird). Each hand: 11 cards to each player, 5
    to the nest, 18 to a draw pile whose top card lies face up beside it. The non-dealer opens the
    bidding at 60 or more; the bidder takes the nest, puts back 5 cards that are not count cards and
    names trump. Twenty tricks follow; after each of the first nine the winner takes the face-up or
    the top face-down card of the draw pile and the loser the other. Tricks score 2, the Rook 20,
    14s and 10s 10, 5s 5: every hand is worth 160. The bidder scores nothing unless they capture at
    least the bid. First to 300, checked at the end of a hand.

    Choices this implementation makes where RULES.md is silent (each is in the rules tutorial):

    * The first dealer is drawn by lot (a recorded chance event); the deal then alternates.
    * A deal is one recorded shuffle of the 45 cards, read top first: the non-dealer's 11 cards, the
      dealer's 11, the 5 nest cards, then the draw pile; the first card of the draw pile is the one
      turned face up, and the next ones are its face-down cards from the top down.
    * Bids are listed from the lowest allowed up to 160. A raise must be at least 5 more.
    * The bidder picks up the nest at once when the auction ends (no choice to make); then puts back
      five cards one at a time (``bury R7``). The opponent sees how many, never which.
    * A redeal (the bidder's 16 cards hold fewer than 5 non-count cards) is a fresh recorded shuffle
      by the same dealer; the auction starts again. The hand does not count towards ``max_hands``.
    * ``opening_pass``: after the non-dealer passes, the dealer may open; a pass is final, so the
      dealer's opening bid wins the auction at once. If the dealer passes too, the hand is thrown
      in: the other player deals a fresh hand, which does not count towards ``max_hands``. After
      three hands thrown in one after the other, the dealer of the next may not pass after the
      non-dealer has: they must open. RULES.md sets no limit, but without one two players who
      always pass would deal for ever (and OpenSpiel's longest game would have no bound).
    * ``nest="untouchable"``: the bidder sees the nest and swaps one card at a time, ``take G9`` (a
      non-count nest card) then ``give R4`` (any non-count card from hand), and says ``done`` when
      finished. Each card that was in the nest can be taken once; a card given to the nest stays
      there. The opponent sees how many swaps were made, never which cards.
    * Trump is named after the exchange with ``trump red`` (``yellow``, ``green``, ``black``).
    * The face-up card of the draw pile is public, and so is the fact that a player took it: the
      opponent's view shows which known cards the other player still holds. A face-down card is seen
      only by its taker.
    * The nest is never turned up: it stays the bidder's secret, also at the end of the hand.
    * ``minus_target_loses`` (on by default): with ``failed_bid="minus_bid"`` a total can fall below
      zero; a player at minus the target or lower at the end of a hand has lost (the higher total
      wins, as always). Without it a game of failed bids could go on for ever.
    * ``max_hands``: the game also ends after that many scored hands. The higher total wins; an
      exact tie goes to the bidder of the last hand, as it does when both pass the target in one
      hand.
    """

    failed_bid: Literal["zero", "minus_bid"] = option(
        "zero",
        N_(
            "What a bidder who captures less than the bid scores: nothing, or 'minus_bid' (the bid "
            "is taken off their total)."
        ),
    )
    rook_anytime: bool = option(
        False,
        N_(
            "The official Rook exception: the Rook may be played on any lead, even when you can "
            "follow (it must still answer a trump lead when it is your only trump)."
        ),
    )
    nest: Literal["pick_up", "untouchable"] = option(
        "pick_up",
        N_(
            "'pick_up': the bidder takes the nest and puts back any 5 non-count cards; "
            "'untouchable': the bidder swaps non-count cards with the nest, whose count cards stay "
            "dead."
        ),
    )
    opening_pass: bool = option(
        False,
        N_(
            "The non-dealer may pass instead of opening; if the dealer passes too, the hand is "
            "thrown in and the other player deals."
        ),
    )
    target: int = option(
        300,
        N_("Points that win the game, checked at the end of a hand."),
        minimum=5,
        maximum=10_000,
    )
    minus_target_loses: bool = option(
        True,
        N_(
            "A total of minus the target or less ends the game at the end of the hand (only "
            "possible with failed_bid='minus_bid'); without it, failed bids can go on forever."
        ),
    )
    max_hands: int | None = option(
        None,
        N_(
            "End the game after this many scored hands (the higher total wins), e.g. 1 to compare "
            "bots hand by hand; None plays to the target."
        ),
        minimum=1,
        maximum=1000,
    )

    words = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "failed_bid": N_("failed bid"),
        "zero": N_("zero"),
        "minus_bid": N_("minus bid"),
        "rook_anytime": N_("rook anytime"),
        "nest": N_("nest"),
        "pick_up": N_("pick up"),
        "untouchable": N_("untouchable"),
        "opening_pass": N_("opening pass"),
        "target": N_("target"),
        "minus_target_loses": N_("minus target loses"),
        "max_hands": N_("max hands"),
    }
    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "minus_bid": {"failed_bid": "minus_bid"},
        "rook_anytime": {"rook_anytime": True},
        "untouchable_nest": {"nest": "untouchable"},
        "opening_pass": {"opening_pass": True},
    }

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words of the summary: a fall to minus the target is named
        only where a failed bid can cost points."""
        text = _("first to {target} wins").format(target=written_number(self.target))
        if self.minus_target_loses and self.failed_bid == "minus_bid":
            text += _(", and a total of {total} or less loses").format(
                total=written_number(-self.target)
            )
        if self.max_hands:
            text += ngettext(
                ", or the higher total after {n} hand",
                ", or the higher total after {n} hands",
                self.max_hands,
            ).format(n=self.max_hands)
        return text


class Trick(NamedTuple):
    """A finished trick: who led, the two cards in the order played, who won it.

    Tuples rather than dataclasses: observations carry every trick of the hand, and are built
    and checked at every step."""

    leader: int
    cards: tuple[Card, Card]
    winner: int

    @property
    def points(self) -> int:
        return TRICK_POINTS + card_points(self.cards[0]) + card_points(self.cards[1])


class HandResult(NamedTuple):
    """One scored hand: the contract, what each side captured and what it scored."""

    number: int
    dealer: int
    bidder: int
    bid: int
    trump: str
    captured: tuple[int, int]
    scored: tuple[int, int]

    @property
    def made(self) -> bool:
        return self.captured[self.bidder] >= self.bid
