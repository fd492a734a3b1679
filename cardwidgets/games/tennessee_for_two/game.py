"""Tennessee for Two: two players, trick taking with bidding and a draw (RULES.md §2).

A 45-card Rook deck (four colours 4-14 and the Rook bird). Each hand: 11 cards to each player,
5 to the nest, 18 to a draw pile whose top card lies face up beside it. The non-dealer opens the
bidding at 60 or more; the bidder takes the nest, puts back 5 cards that are not count cards and
names trump. Twenty tricks follow; after each of the first nine the winner takes the face-up or
the top face-down card of the draw pile and the loser the other. Tricks score 2, the Rook 20,
14s and 10s 10, 5s 5: every hand is worth 160. The bidder scores nothing unless they capture at
least the bid. First to 300, checked at the end of a hand.

Choices this implementation makes where RULES.md is silent (each is in the rules tutorial):

* The first dealer is drawn by lot (a recorded chance event); the deal then alternates.
* A deal is one recorded shuffle of the 45 cards, read top first: the non-dealer's 11 cards,
  the dealer's 11, the 5 nest cards, then the draw pile; the first card of the draw pile is the
  one turned face up, and the next ones are its face-down cards from the top down.
* Bids are listed from the lowest allowed up to 160. A raise must be at least 5 more.
* The bidder picks up the nest at once when the auction ends (no choice to make); then puts back
  five cards one at a time (``bury R7``). The opponent sees how many, never which.
* A redeal (the bidder's 16 cards hold fewer than 5 non-count cards) is a fresh recorded shuffle
  by the same dealer; the auction starts again. The hand does not count towards ``max_hands``.
* ``opening_pass``: after the non-dealer passes, the dealer may open; a pass is final, so the
  dealer's opening bid wins the auction at once. If the dealer passes too, the hand is thrown
  in: the other player deals a fresh hand, which does not count towards ``max_hands``.
* ``nest="untouchable"``: the bidder sees the nest and swaps one card at a time, ``take G9``
  (a non-count nest card) then ``give R4`` (any non-count card from hand), and says ``done``
  when finished. Each card that was in the nest can be taken once; a card given to the nest
  stays there. The opponent sees how many swaps were made, never which cards.
* Trump is named after the exchange with ``trump red`` (``yellow``, ``green``, ``black``).
* The face-up card of the draw pile is public, and so is the fact that a player took it: the
  opponent's view shows which known cards the other player still holds. A face-down card is seen
  only by its taker.
* The nest is never turned up: it stays the bidder's secret, also at the end of the hand.
* ``minus_target_loses`` (on by default): with ``failed_bid="minus_bid"`` a total can fall
  below zero; a player at minus the target or lower at the end of a hand has lost (the higher
  total wins, as always). Without it a game of failed bids could go on for ever.
* ``max_hands``: the game also ends after that many scored hands. The higher total wins; an exact
  tie goes to the bidder of the last hand, as it does when both pass the target in one hand.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Final, Literal, NamedTuple, TypeVar

import numpy as np

from cardwidgets.engine import tricks
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import (
    COLOUR_NAMES,
    ROOK,
    ROOK_COLOURS,
    Card,
    rook_deck,
    shorts,
    standard_deck,
)
from cardwidgets.engine.game import CHANCE, TERMINAL, Game, LogEntry, Observation, State, Zone
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.rules import Rules, option
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.engine.tricks import ShownVoid, cards_of_suit, plays_in_order, shown_voids

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
T = TypeVar("T")
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


@dataclass(frozen=True)
class TennesseeForTwoRules(Rules):
    failed_bid: Literal["zero", "minus_bid"] = option(
        "zero",
        "What a bidder who captures less than the bid scores: nothing, or 'minus_bid' (the bid "
        "is taken off their total).",
    )
    rook_anytime: bool = option(
        False,
        "The official Rook exception: the Rook may be played on any lead, even when you can "
        "follow (it must still answer a trump lead when it is your only trump).",
    )
    nest: Literal["pick_up", "untouchable"] = option(
        "pick_up",
        "'pick_up': the bidder takes the nest and puts back any 5 non-count cards; "
        "'untouchable': the bidder swaps non-count cards with the nest, whose count cards stay "
        "dead.",
    )
    opening_pass: bool = option(
        False,
        "The non-dealer may pass instead of opening; if the dealer passes too, the hand is "
        "thrown in and the other player deals.",
    )
    target: int = option(
        300, "Points that win the game, checked at the end of a hand.", minimum=5, maximum=10_000
    )
    minus_target_loses: bool = option(
        True,
        "A total of minus the target or less ends the game at the end of the hand (only "
        "possible with failed_bid='minus_bid'); without it, failed bids can go on forever.",
    )
    max_hands: int | None = option(
        None,
        "End the game after this many scored hands (the higher total wins), e.g. 1 to compare "
        "bots hand by hand; None plays to the target.",
        minimum=1,
        maximum=1000,
    )

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
        text = f"first to {self.target:,} wins"
        if self.minus_target_loses and self.failed_bid == "minus_bid":
            text += f", and a total of {-self.target:,} or less loses"
        if self.max_hands:
            text += f", or the higher total after {self.max_hands} hands"
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


@dataclass(frozen=True, kw_only=True)
class TennesseeForTwoObservation(Observation):
    """What one seat knows. Hidden: the opponent's hand (except cards both know it holds), the
    nest (except to the bidder once they handled it), the draw pile's face-down cards.

    Built at every step of every playout, so it holds only what cannot be worked out from the
    rest: the hand number is ``len(results) + 1``, the cards still to bury ``5 - nest_size``.
    """

    rules: TennesseeForTwoRules
    dealer: int | None
    scores: tuple[int, int]
    results: tuple[HandResult, ...]
    winner: int | None
    #: What the viewer can see of each hand: all of their own (both for the teacher), and of the
    #: other hand the cards both players know it holds (face-up cards taken from the draw pile).
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    hand_sizes: tuple[int, int]
    #: The auction so far: (seat, bid), with 0 for a pass.
    auction: tuple[tuple[int, int], ...]
    #: The highest bid so far (the contract once there is a bidder), None before any bid.
    bid: int | None
    bidder: int | None
    #: The nest, for the bidder once they handled it (and the teacher); None where hidden.
    nest: tuple[Card, ...] | None
    nest_size: int
    #: An untouchable nest: the bidder took a nest card and must now give one in exchange.
    must_give: bool
    #: An untouchable nest while swapping: for each card of ``nest``, whether the bidder may
    #: still take it (a non-count card that was in the nest, not one they gave). Flags, not
    #: cards, so no card is shown twice. The bidder's and the teacher's; else None.
    nest_takeable: tuple[bool, ...] | None
    trump: str | None
    face_up: Card | None
    draw_pile_size: int
    #: The face-down draw pile, top first: the teacher's view only.
    draw_pile: tuple[Card, ...] | None
    #: Who leads (or led) the trick being played.
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    captured: tuple[int, int]

    @property
    def my_hand(self) -> tuple[Card, ...]:
        """The viewer's own hand (empty for the teacher's view)."""
        return () if self.seat is None else self.hands[self.seat]

    @property
    def tricks_per_hand(self) -> int:
        """How many tricks a hand has."""
        return TRICKS


_REMINDERS: Final = {
    "lot": "The first dealer is drawn by lot.",
    "deal": "The dealer shuffles: 11 cards each, 5 to the nest, 18 to the draw pile.",
    "bid": "Raise by a multiple of 5 or pass: a pass ends the auction, a bid of 160 ends it.",
    "nest": "Put back 5 cards that are not count cards: 5s, 10s, 14s and the Rook stay in hand.",
    "swap": "Swap non-count cards with the nest, or stop; count cards in the nest stay dead.",
    "trump": "Name trump: the Rook becomes the highest trump, a card of that colour.",
    "play": "Follow the led colour if you can; the highest trump wins, the Rook highest of all.",
    "draw": "The trick winner takes the face-up or the top face-down card; the loser the other.",
    "over": "The game is over.",
}


class TennesseeForTwoState(State):
    game: TennesseeForTwo

    def __init__(self, game: TennesseeForTwo, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        self.phase = "lot"
        self.mover: int = CHANCE
        self.dealer: int | None = None
        # Values that change a few times a hand are kept as tuples, so observations (built at
        # every step) share them instead of copying.
        self.scores = (0, 0)
        self.results: tuple[HandResult, ...] = ()
        self.winner: int | None = None
        self.box: list[Card] = list(DECK)
        self._clear_table()

    def _clear_table(self) -> None:
        """Empty every place of one hand: the deal (or game start) fills them again."""
        self.hands: list[list[Card]] = [[], []]
        self.known: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        self.nest: list[Card] = []
        self.stock: list[Card] = []  # face-down draw pile, top card last
        self.face_up: Card | None = None
        self.draws = 0
        self.auction: tuple[tuple[int, int], ...] = ()
        self.high_bid = 0
        self.bidder: int | None = None
        self.to_bury = 0
        self.swappable: list[Card] = []
        self.must_give = False
        self.swaps = 0
        self.trump: str | None = None
        self.leader = 0
        self.trick: list[Card] = []
        self.tricks: tuple[Trick, ...] = ()
        self.won: list[list[Card]] = [[], []]
        self.captured = (0, 0)

    # ------------------------------------------------------------------ turn
    @property
    def current_player(self) -> int:
        return self.mover

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        if self.phase == "bid" and not self.auction:
            if self.rules.opening_pass:
                return "Open at 60 or more, in fives, or pass: the dealer may then open."
            return "Open the bidding at 60 or more, in fives, up to 160."
        if self.phase == "bid" and not self.high_bid:  # the non-dealer passed (opening_pass)
            return "Open at 60 or more: any bid wins the auction; a pass throws the hand in."
        if self.phase == "play" and not self.trick:
            return "Lead any card; the other player must follow its colour if they can."
        return _REMINDERS[self.phase]

    @property
    def rules(self) -> TennesseeForTwoRules:
        return self.game.rules

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return [_PLAY[card.index] for card in self.playable(self.mover)]
        if phase == "draw":
            return [DRAW_UP, DRAW_DOWN]
        if phase == "bid":
            may_pass = self.high_bid > 0 or self.rules.opening_pass
            lowest = self.high_bid + BID_STEP if self.high_bid else MIN_BID
            bids = list(_BIDS_FROM.get(lowest, ()))
            return [PASS, *bids] if may_pass else bids
        if phase == "nest":
            return [BURY[card] for card in self.hands[self.mover] if not is_count_card(card)]
        if phase == "swap":
            if self.must_give:
                hand = self.hands[self.mover]
                return [GIVE[card] for card in hand if not is_count_card(card)]
            return [*(TAKE[card] for card in self.swappable), DONE]
        return list(TRUMPS)  # phase "trump"

    def turn_prompt(self) -> str:
        """In trick play, the colour to follow and the mover's cards that may answer it; in
        the auction, the lowest bid now allowed."""
        if self.phase == "bid" and self.high_bid:
            return (
                f"Bid {self.high_bid + BID_STEP} or more (in fives, up to {MAX_BID}), or pass: "
                "a pass ends the auction."
            )
        if self.phase != "play" or not self.trick:
            return ""
        trump, lead = self.trump, self.trick[0]
        assert trump is not None  # trump is named before the first trick
        led = trump if lead is ROOK else lead.suit
        colour = COLOUR_NAMES[led]
        playable = self.playable(self.mover)
        if playable == [ROOK] and led == trump:
            return "Trump was led and the Rook is your only trump: play it."
        if not any(card.suit == led for card in playable if card is not ROOK):
            if ROOK in playable and len(playable) == 1:
                return f"You have no {colour}: play the Rook."
            return f"You have no {colour}: play any card."
        what = f"trump ({colour})" if led == trump else colour
        return f"Follow {what}: {shorts(playable)}."

    def playable(self, seat: int) -> Sequence[Card]:
        """The cards ``seat`` may play to the current trick (follow colour; the Rook's rules)."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        trump = self.trump
        lead = self.trick[0]
        led = trump if lead is ROOK else lead.suit
        if led == trump:
            following = [card for card in hand if card.suit == led or card is ROOK]
        else:
            following = [card for card in hand if card.suit == led]
            if following and self.rules.rook_anytime and ROOK in hand:
                following.append(ROOK)
        return following or hand

    def _illegal_reason(self, action: Action) -> str:
        phase, seat = self.phase, self.mover
        kind = action.kind
        expected = {
            "bid": ("bid", "pass"),
            "nest": ("bury",),
            "swap": ("give",) if self.must_give else ("take", "done"),
            "trump": ("trump",),
            "play": ("play",),
            "draw": ("draw",),
        }[phase]
        if kind not in expected:
            return f"{action} is not a move now: {self._what_now()}"
        card = action.args[0] if len(action.args) == 1 else None
        if kind in ("pass", "done") and action.args:
            return f"'{kind}' takes no argument: write just '{kind}'."
        if kind == "bid":
            return self._bid_problem(action)
        if kind == "pass":
            return "The non-dealer must open the bidding: bid 60 or more, in fives."
        if kind == "trump":
            return "Name trump with 'trump red', 'trump yellow', 'trump green' or 'trump black'."
        if kind == "draw":
            return "Take the face-up card ('draw up') or the top face-down card ('draw down')."
        if not isinstance(card, Card):
            return f"Name one card, as in '{kind} R9'."
        hand = self.hands[seat]
        if kind == "take":
            if card in hand:
                return (
                    f"You hold {card.short}: 'take' names a nest card; you may take "
                    f"{self._listed('take')}."
                )
            if card in COUNT_CARDS:
                return f"{card.short} is a count card: count cards in the nest stay there, dead."
            return f"{card.short} is not a card you may take: you may take {self._listed('take')}."
        if card not in hand:
            return f"You do not hold {card.short}."
        if kind == "bury":
            return (
                f"{card.short} is a count card ({card_points(card)} points): count cards never "
                "go to the nest, so no points leave play."
            )
        if kind == "give":
            return (
                f"{card.short} is a count card ({card_points(card)} points): give the nest a "
                "card that is not a count card, for the one you took."
            )
        return self._play_problem(card)

    def _what_now(self) -> str:
        name = self.name(self.mover)
        return {
            "bid": f"{name} must bid or pass.",
            "nest": f"{name} must put {self.to_bury} more non-count cards in the nest ('bury').",
            "swap": f"{name} must give a non-count card for the one taken ('give')."
            if self.must_give
            else f"{name} may take a non-count nest card ('take') or stop swapping ('done').",
            "trump": f"{name} must name trump.",
            "play": f"{name} must play a card.",
            "draw": f"{name} won the trick and chooses a card from the draw pile ('draw up' or "
            "'draw down').",
        }[self.phase]

    def _listed(self, kind: str) -> str:
        return ", ".join(str(a.args[0]) for a in self.legal_actions() if a.kind == kind) or "none"

    def _bid_problem(self, action: Action) -> str:
        amount = action.args[0] if len(action.args) == 1 else None
        if not isinstance(amount, int):
            return "A bid is a number of points, as in 'bid 75'."
        lowest = self.high_bid + BID_STEP if self.high_bid else MIN_BID
        if amount % BID_STEP:
            return f"Bids are multiples of 5: {amount} is not."
        if amount > MAX_BID:
            return f"160 is the most anyone can bid: a hand is worth 160 points, not {amount}."
        if self.high_bid:
            return f"You must bid more than {self.high_bid} ({lowest} or more), or pass."
        return f"The opening bid is at least {MIN_BID}, not {amount}."

    def _play_problem(self, card: Card) -> str:
        lead = self.trick[0]
        trump = self.trump
        assert trump is not None
        led = trump if lead is ROOK else lead.suit
        colour = COLOUR_NAMES[led]
        hand = self.hands[self.mover]
        if led == trump:
            trumps = [c for c in hand if c.suit == trump or c is ROOK]
            if trumps == [ROOK]:
                return "Trump was led and the Rook is your only trump: you must play it."
            return f"You must follow trump ({colour}): you hold {shorts(trumps)}."
        same = [c for c in hand if c.suit == led]
        if card is ROOK:
            return (
                f"The Rook may be played on a {colour} lead only when you have no {colour}: "
                f"you hold {shorts(same)}."
            )
        return f"You must follow {colour}: you hold {shorts(same)}."

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "lot":
            return [(Action("first_dealer", (seat,)), 0.5) for seat in (0, 1)]
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        if self.phase == "lot":
            return Action("first_dealer", (int(rng.integers(2)),))
        return Action("deal", tuple(DECK[i] for i in rng.permutation(len(DECK)).tolist()))

    def _chance_problem(self, action: Action) -> str | None:
        if self.phase == "lot":
            if action.kind != "first_dealer" or action.args not in ((0,), (1,)):
                return "The first chance event draws the first dealer: 'first_dealer 0' or '1'."
            return None
        if self.phase != "deal":
            return f"No chance event is due: {self._what_now()}"
        if action.kind != "deal":
            return f"The next chance event is a 'deal', not {action.kind!r}."
        if len(action.args) != len(DECK) or set(action.args) != DECK_SET:
            return "A deal lists all 45 cards of the Rook deck (4 to 14 and the Rook) once each."
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        kind = action.kind
        if kind == "play":
            return self._play(action.card_arg())
        if kind == "draw":
            return self._draw(action.args[0] == "up")
        if kind == "bid":
            return self._bid(action.int_arg())
        if kind == "pass":
            return self._pass()
        if kind == "bury":
            return self._bury(action.card_arg())
        if kind == "take":
            return self._take(action.card_arg())
        if kind == "give":
            return self._give(action.card_arg())
        if kind == "done":
            return self._end_swaps()
        if kind == "trump":
            return self._name_trump(_COLOUR_OF_WORD[action.word_arg()])
        if kind == "deal":
            return self._deal(action.card_args())
        self.dealer = action.int_arg()
        self.phase = "deal"
        return [self.entry(None, f"{self.name(self.dealer)} deals first (drawn by lot).")]

    def _deal(self, order: tuple[Card, ...]) -> list[LogEntry]:
        dealer = self._dealer
        self.box = []
        self._clear_table()
        first = 1 - dealer
        self.hands[first] = sorted(order[:HAND_SIZE], key=_BY_INDEX)
        self.hands[dealer] = sorted(order[HAND_SIZE : 2 * HAND_SIZE], key=_BY_INDEX)
        self.nest = list(order[2 * HAND_SIZE : 2 * HAND_SIZE + NEST_SIZE])
        pile = order[2 * HAND_SIZE + NEST_SIZE :]
        self.face_up = pile[0]
        self.stock = list(reversed(pile[1:]))
        self.phase, self.mover = "bid", first
        number = len(self.results) + 1
        text = (
            f"Hand {number}: {self.name(dealer)} deals 11 cards each, 5 to the nest and 18 to "
            f"the draw pile, and turns up {pile[0].short}. {self.name(first)} bids first."
        )
        hands = [shorts(hand) for hand in self.hands]
        full = (
            f"{text} {self.name(0)} holds {hands[0]}; {self.name(1)} holds {hands[1]}; the nest "
            f"is {shorts(self.nest)}; the draw pile below {pile[0].short} is {shorts(pile[1:])}."
        )
        secret = tuple((seat, f"{text} You hold {hands[seat]}.") for seat in (0, 1))
        return [self.entry(None, text, secret=secret, full=full)]

    @property
    def _dealer(self) -> int:
        assert self.dealer is not None
        return self.dealer

    # .................................................................. auction
    def _bid(self, amount: int) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, amount),)
        self.high_bid = amount
        if amount == MAX_BID or (other, 0) in self.auction:
            why = "the most there is" if amount == MAX_BID else f"{self.name(other)} has passed"
            entry = self.entry(
                seat,
                f"{self.name(seat)} bids {amount} ({why}): the auction is over.",
                you=f"You bid {amount} ({why}): the auction is over.",
            )
            return [entry, *self._win_auction(seat)]
        self.mover = other
        return [self.entry(seat, f"{self.name(seat)} bids {amount}.", you=f"You bid {amount}.")]

    def _pass(self) -> list[LogEntry]:
        seat = self.mover
        other = 1 - seat
        self.auction += ((seat, 0),)
        if self.high_bid:
            entry = self.entry(
                seat,
                f"{self.name(seat)} passes: {self.name(other)} is the bidder at {self.high_bid}.",
                you=f"You pass: {self.name(other)} is the bidder at {self.high_bid}.",
            )
            return [entry, *self._win_auction(other)]
        if seat != self.dealer:
            self.mover = other
            return [
                self.entry(
                    seat,
                    f"{self.name(seat)} passes: {self.name(other)}, the dealer, may open.",
                    you=f"You pass: {self.name(other)}, the dealer, may open.",
                )
            ]
        self.dealer = other
        self.phase, self.mover = "deal", CHANCE
        return [
            self.entry(
                seat,
                f"{self.name(seat)} passes too: the hand is thrown in and {self.name(other)} "
                "deals.",
                you=f"You pass too: the hand is thrown in and {self.name(other)} deals.",
            )
        ]

    def _win_auction(self, bidder: int) -> list[LogEntry]:
        self.bidder = bidder
        name = self.name(bidder)
        nest = shorts(self.nest)
        if self.rules.nest == "untouchable":
            self.swappable = [card for card in self.nest if not is_count_card(card)]
            dead = len(self.nest) - len(self.swappable)
            words = {0: "no count cards", 1: "1 count card, which stays dead"}.get(
                dead, f"{dead} count cards, which stay dead"
            )
            entries = [
                self.entry(
                    bidder,
                    f"{name} looks at the nest.",
                    you=f"You look at the nest: {nest} ({words}).",
                    full=f"{name} looks at the nest: {nest} ({words}).",
                )
            ]
            if self.swappable:
                self.phase, self.mover = "swap", bidder
                return entries
            return [*entries, *self._end_swaps()]
        hand = self.hands[bidder]
        hand.extend(self.nest)
        hand.sort(key=_BY_INDEX)
        self.nest = []
        entry = self.entry(
            bidder,
            f"{name} picks up the nest.",
            you=f"You pick up the nest: {nest}.",
            full=f"{name} picks up the nest: {nest}.",
        )
        spare = sum(1 for card in hand if not is_count_card(card))
        if spare >= NEST_SIZE:
            self.phase, self.mover, self.to_bury = "nest", bidder, NEST_SIZE
            return [entry]
        self.phase, self.mover = "deal", CHANCE
        return [
            entry,
            self.entry(
                None,
                f"{name}'s 16 cards hold only {spare} cards that are not count cards, so the "
                f"nest cannot be made: {self.name(self._dealer)} deals again.",
            ),
        ]

    # .................................................................. nest
    def _bury(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        self.nest.append(card)
        self.to_bury -= 1
        done = NEST_SIZE - self.to_bury
        entry = self.entry(
            seat,
            f"{self.name(seat)} puts a card in the nest ({done} of 5).",
            you=f"You put {card.short} in the nest ({done} of 5).",
            full=f"{self.name(seat)} puts {card.short} in the nest ({done} of 5).",
        )
        if self.to_bury == 0:
            self.phase = "trump"
        return [entry]

    def _take(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.swappable.remove(card)
        self.nest.remove(card)
        insort(self.hands[seat], card, key=_BY_INDEX)
        self.must_give = True
        return [
            self.entry(
                seat,
                f"{self.name(seat)} takes a card from the nest.",
                you=f"You take {card.short} from the nest.",
                full=f"{self.name(seat)} takes {card.short} from the nest.",
            )
        ]

    def _give(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        self.nest.append(card)
        self.must_give = False
        self.swaps += 1
        entries = [
            self.entry(
                seat,
                f"{self.name(seat)} puts a card in the nest in exchange.",
                you=f"You put {card.short} in the nest in exchange.",
                full=f"{self.name(seat)} puts {card.short} in the nest in exchange.",
            )
        ]
        if not self.swappable:
            entries.extend(self._end_swaps())
        return entries

    def _end_swaps(self) -> list[LogEntry]:
        bidder = self.bidder
        assert bidder is not None
        self.phase, self.mover = "trump", bidder
        swaps = f"{self.swaps} card{'s' * (self.swaps != 1)}"
        return [
            self.entry(
                bidder,
                f"{self.name(bidder)} is done with the nest ({swaps} swapped).",
                you=f"You are done with the nest ({swaps} swapped).",
            )
        ]

    def _name_trump(self, colour: str) -> list[LogEntry]:
        bidder = self.mover
        self.trump = colour
        self.phase = "play"
        self.leader = self.mover = 1 - bidder
        word = COLOUR_NAMES[colour]
        return [
            self.entry(
                bidder,
                f"{self.name(bidder)} names {word} trump. {self.name(1 - bidder)} leads.",
                you=f"You name {word} trump. {self.name(1 - bidder)} leads.",
            )
        ]

    # .................................................................. tricks
    def _play(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            held = tuple(c for c in self.known[seat] if c is not card)
            self.known = _replaced(self.known, seat, held)
        trick = self.trick
        trick.append(card)
        if len(trick) == 1:
            self.mover = 1 - seat
            if self.quiet:  # a playout's copy: nobody reads its log (the busiest event)
                return []
            label = card.short
            return [
                self.entry(seat, f"{self.names[seat]} leads {label}.", you=f"You lead {label}.")
            ]
        return self._finish_trick(seat)

    def _finish_trick(self, seat: int) -> list[LogEntry]:
        """Give the trick to its winner; one log line tells the reply and the result."""
        lead, reply = self.trick
        leader = self.leader
        winner = 1 - leader if beats(reply, lead, self.trump) else leader
        finished = Trick(leader, (lead, reply), winner)
        self.tricks += (finished,)
        self.won[winner] += self.trick
        self.trick = []
        points = finished.points
        self.captured = _replaced(self.captured, winner, self.captured[winner] + points)
        entries = [] if self.quiet else [self._trick_entry(finished, points)]
        if self.face_up is not None:
            self.phase, self.mover = "draw", winner
        elif len(self.tricks) < TRICKS:
            self.leader = self.mover = winner
        else:
            return [*entries, *self._end_hand()]
        return entries

    def _trick_entry(self, trick: Trick, points: int) -> LogEntry:
        """The log line of a trick's reply and its result."""
        leader, winner = trick.leader, trick.winner
        seat, label, names = 1 - leader, trick.cards[1].short, self.names
        if winner == seat:
            return self.entry(
                seat,
                f"{names[seat]} plays {label} and wins the trick ({points} points).",
                you=f"You play {label} and win the trick ({points} points).",
            )
        result = f"the trick with {trick.cards[0].short} ({points} points)"
        return self.entry(
            seat,
            f"{names[seat]} plays {label}: {names[leader]} wins {result}.",
            you=f"You play {label}: {names[leader]} wins {result}.",
            secret=((leader, f"{names[seat]} plays {label}: you win {result}."),),
        )

    def _end_hand(self) -> list[LogEntry]:
        """Score the hand; end the game or pass the deal."""
        bidder = self.bidder
        assert bidder is not None
        assert self.trump is not None
        contract = self.high_bid
        scored = list(self.captured)
        made = self.captured[bidder] >= contract
        if not made:
            scored[bidder] = -contract if self.rules.failed_bid == "minus_bid" else 0
        self.scores = (self.scores[0] + scored[0], self.scores[1] + scored[1])
        result = HandResult(
            number=len(self.results) + 1,
            dealer=self._dealer,
            bidder=bidder,
            bid=contract,
            trump=self.trump,
            captured=self.captured,
            scored=(scored[0], scored[1]),
        )
        self.results += (result,)
        name, other = self.name(bidder), self.name(1 - bidder)
        got = self.captured[bidder]
        verdict = (
            f"{name} bid {contract}, captured {got} and scores {got}"
            if made
            else f"{name} bid {contract} but captured only {got}, and scores {scored[bidder]}"
        )
        entries = [
            self.entry(
                None,
                f"Hand {result.number}: {verdict}; {other} scores {scored[1 - bidder]}. "
                f"Totals: {self.name(0)} {self.scores[0]}, {self.name(1)} {self.scores[1]}.",
            )
        ]
        rules = self.rules
        winner = game_winner(
            self.scores,
            bidder,
            rules.target,
            len(self.results),
            rules.max_hands,
            rules.minus_target_loses,
        )
        if winner is None:
            self.dealer = 1 - self._dealer
            self.phase, self.mover = "deal", CHANCE
            return entries
        self.winner = winner
        self.phase, self.mover = "over", TERMINAL
        high, low = self.scores[winner], self.scores[1 - winner]
        how = f" (a tie goes to {name}, this hand's bidder)" if high == low else ""
        entries.append(
            self.entry(None, f"{self.name(winner)} wins the game, {high} to {low}{how}.")
        )
        return entries

    # .................................................................. draw
    def _draw(self, up: bool) -> list[LogEntry]:
        winner = self.mover
        loser = 1 - winner
        face_up = self.face_up
        assert face_up is not None
        hidden = self.stock.pop()
        mine, theirs = (face_up, hidden) if up else (hidden, face_up)
        insort(self.hands[winner], mine, key=_BY_INDEX)
        insort(self.hands[loser], theirs, key=_BY_INDEX)
        taker = winner if up else loser
        self.known = _replaced(self.known, taker, (*self.known[taker], face_up))
        self.draws += 1
        self.face_up = self.stock.pop() if self.stock else None
        self.phase = "play"
        self.leader = self.mover = winner
        if self.quiet:  # a playout's copy: nobody reads its log
            return []
        return [self._draw_entry(face_up, hidden, up)]

    def _draw_entry(self, face_up: Card, hidden: Card, up: bool) -> LogEntry:
        """The log line of a draw: who took which card, and the next card turned."""
        winner = self.mover
        loser = 1 - winner
        w, lo = self.name(winner), self.name(loser)
        took_up = f"took the face-up {face_up.short}"
        if up:
            text = f"{w} {took_up}; {lo} took the face-down card."
            you = f"You {took_up}; {lo} took the face-down card."
            theirs_text = f"{w} {took_up}; you took the face-down card: {hidden.short}."
            full = f"{w} {took_up}; {lo} took the face-down {hidden.short}."
        else:
            text = f"{w} took the face-down card; {lo} {took_up}."
            you = f"You took the face-down card: {hidden.short}; {lo} {took_up}."
            theirs_text = f"{w} took the face-down card; you {took_up}."
            full = f"{w} took the face-down {hidden.short}; {lo} {took_up}."
        turned = (
            f" {self.face_up.short} is turned face up."
            if self.face_up is not None
            else " The draw pile is used up."
        )
        return self.entry(
            winner,
            text + turned,
            you=you + turned,
            secret=((loser, theirs_text + turned),),
            full=full + turned,
        )

    # ------------------------------------------------------------------ results
    @property
    def hands_completed(self) -> int:
        return len(self.results)

    def returns(self) -> tuple[float, ...]:
        if self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)

    def running_scores(self) -> tuple[float, ...]:
        return (float(self.scores[0]), float(self.scores[1]))

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, the lead in points as a share of the target."""
        if self.winner is not None:
            return self.returns()
        lead = max(-1.0, min(1.0, (self.scores[0] - self.scores[1]) / self.rules.target))
        return (lead, -lead)

    # ------------------------------------------------------------------ knowledge
    def _observation(self, seat: int | None) -> TennesseeForTwoObservation:
        hands = self.hands
        teacher = seat is None
        nest_visible = teacher or (self.bidder is not None and seat == self.bidder)
        return TennesseeForTwoObservation.build(
            {
                "game": "tennessee_for_two",
                "seat": seat,
                "names": self.names,
                "current_player": self.mover,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "rules": self.game.rules,
                "dealer": self.dealer,
                "scores": self.scores,
                "results": self.results,
                "winner": self.winner,
                "hands": (
                    tuple(hands[0]) if teacher or seat == 0 else self.known[0],
                    tuple(hands[1]) if teacher or seat == 1 else self.known[1],
                ),
                "hand_sizes": (len(hands[0]), len(hands[1])),
                "auction": self.auction,
                "bid": self.high_bid or None,
                "bidder": self.bidder,
                "nest": tuple(self.nest) if nest_visible else None,
                "nest_size": len(self.nest),
                "must_give": self.must_give,
                "nest_takeable": (
                    tuple(card in self.swappable for card in self.nest)
                    if nest_visible and self.phase == "swap"
                    else None
                ),
                "trump": self.trump,
                "face_up": self.face_up,
                "draw_pile_size": len(self.stock),
                "draw_pile": tuple(reversed(self.stock)) if teacher else None,
                "leader": self.leader,
                "trick": tuple(self.trick),
                "tricks": self.tricks,
                "captured": self.captured,
            }
        )

    def zones(self) -> list[Zone]:
        zones = [Zone("box", self.box)]
        for seat, name in enumerate(self.names):
            known = self.known[seat]
            zones += [
                Zone(
                    f"{name}'s hand",
                    [card for card in self.hands[seat] if card not in known],
                    seen_by=frozenset((seat,)),
                ),
                Zone(f"{name}'s cards both know", known, public=True),
                Zone(f"{name}'s tricks", self.won[seat], public=True),
            ]
        bidder = self.bidder  # the bidder has seen the nest since the auction ended
        zones += [
            Zone("nest", self.nest, seen_by=frozenset(() if bidder is None else (bidder,))),
            Zone("draw pile", self.stock),
            Zone("face-up card", [self.face_up] if self.face_up is not None else [], public=True),
            Zone("trick", self.trick, public=True),
        ]
        return zones

    def check_invariants(self) -> None:
        for seat in (0, 1):
            assert sum(r.scored[seat] for r in self.results) == self.scores[seat]
        bids = [amount for _, amount in self.auction if amount]
        assert bids == sorted(set(bids)), f"bids do not rise: {bids}"
        assert all(MIN_BID <= b <= MAX_BID and b % BID_STEP == 0 for b in bids)
        if self.box:
            return
        assert len(self.tricks) <= TRICKS
        assert self.draws <= DRAWS
        in_play = self.hands[0] + self.hands[1] + self.trick + self.stock + self.nest
        if self.face_up is not None:
            in_play.append(self.face_up)
        still = sum(map(card_points, in_play))
        left = TRICK_POINTS * (TRICKS - len(self.tricks))
        assert sum(self.captured) + still + left == HAND_POINTS, "a hand is not worth 160"
        for seat in (0, 1):
            won = sum(map(card_points, self.won[seat]))
            tricks = sum(1 for t in self.tricks if t.winner == seat)
            assert won + TRICK_POINTS * tricks == self.captured[seat], "captured points drift"
            assert all(card in self.hands[seat] for card in self.known[seat])
        if self.phase in ("play", "draw", "over") or (
            self.phase == "deal" and len(self.tricks) == TRICKS
        ):
            assert len(self.nest) == NEST_SIZE
            drawn = len(self.tricks) - (self.phase == "draw")
            assert self.draws == min(drawn, DRAWS), "a draw was skipped"
            dealt = 2 * HAND_SIZE + self.draws * 2 - 2 * len(self.tricks) - len(self.trick)
            assert sum(len(h) for h in self.hands) == dealt, "hand sizes drift"


def suit_in_play(card: Card, trump: str | None) -> str:
    """The colour a card belongs to in play: the Rook is the highest trump."""
    return trump if card is ROOK and trump is not None else card.suit


def tricks_shown_voids(
    tricks: Iterable[Trick], trump: str | None, rook_anytime: bool
) -> Iterator[ShownVoid]:
    """Every failure to follow in ``tricks``; with ``rook_anytime`` the Rook is never one."""
    return shown_voids(
        (plays_in_order(trick.leader, trick.cards, 2) for trick in tricks),
        _in_play(trump),
        lambda card: card is ROOK and rook_anytime,
    )


def _voids(
    tricks: Sequence[Trick], seat: int, trump: str | None, rook_anytime: bool
) -> list[set[Card]]:
    """For each finished trick, the cards ``seat`` showed they did not hold then by not
    following (the led colour, and the Rook when trump was led); empty where they did not."""
    shown: list[set[Card]] = [set() for _ in tricks]
    for void in tricks_shown_voids(tricks, trump, rook_anytime):
        if void.seat == seat:
            shown[void.trick] = cards_of_suit(DECK, void.suit, _in_play(trump))
    return shown


def _replaced(pair: tuple[T, T], seat: int, value: T) -> tuple[T, T]:
    """``pair`` with ``seat``'s entry replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


class TennesseeForTwo(Game[TennesseeForTwoRules, TennesseeForTwoState]):
    """Tennessee for Two: ``make("tennessee_for_two", failed_bid="minus_bid")``."""

    info = GameInfo(
        name="tennessee_for_two",
        title="Tennessee for Two",
        aliases=("tennessee", "tennessee_for_2", "tn42"),
        min_players=2,
        max_players=2,
        deal_letter="T",
        bot="cardwidgets.games.tennessee_for_two.bots:TennesseeHeuristicAgent",
        view="cardwidgets.games.tennessee_for_two.view:tennessee_for_two_view",
        odds="cardwidgets.games.tennessee_for_two.odds:tennessee_odds",
        exercises="cardwidgets.games.tennessee_for_two.exercises:EXERCISES",
        showcase=Showcase(
            "Two players, the Rook deck: bid, nest and tricks.", seed=42, steps=25, place=3
        ),
    )
    rules_class = TennesseeForTwoRules

    def rules_summary(self) -> str:
        rules = self.rules
        opening = (
            " The first bidder may pass; if both pass, the hand is thrown in."
            if rules.opening_pass
            else ""
        )
        nest = (
            "take the nest"
            if rules.nest == "pick_up"
            else "swap cards with the nest (its count cards stay there)"
        )
        rook = " The Rook may be played on any lead." if rules.rook_anytime else ""
        failed = "lose the bid" if rules.failed_bid == "minus_bid" else "score nothing"
        return (
            f"Two players, a 45-card Rook deck. Bid for the right to name trump and {nest};"
            f"{opening} then play 20 tricks, drawing a card after each of the first nine (the "
            f"winner takes the face-up card or the face-down one, the loser the other).{rook} "
            "Tricks score 2, the Rook 20, 14s and 10s 10, 5s 5: 160 a hand. The bidder must "
            f"capture the bid or {failed}. {rules.end_rule.capitalize()}."
        )

    @property
    def num_players(self) -> int:
        return 2

    @property
    def returns_sum(self) -> float:
        """One player wins (+1) and the other loses (-1); the standing is a lead and its
        opposite."""
        return 0.0

    def all_cards(self) -> tuple[Card, ...]:
        return DECK

    def public_facts(self) -> tuple[Fact, ...]:
        """What both seats know beyond the zones, for the tensors (``docs/tensors.md``)."""
        target = self.rules.target
        return (
            Fact("phase", "phase", "choice", PHASES),
            Fact("dealer", "dealer", "seat"),
            Fact("bidder", "bidder", "seat"),
            Fact("contract", "high_bid", "number", high=MAX_BID),
            Fact("trump", "trump", "choice", ROOK_COLOURS),
            Fact("leader", "leader", "seat"),
            Fact("draws", "draws", "number", high=len(DECK)),
            Fact("still to bury", "to_bury", "number", high=NEST_SIZE),
            Fact("swaps", "swaps", "number", high=NEST_SIZE),
            Fact("must give", "must_give", "flag"),
            Fact("points this hand", "captured", "numbers", high=MAX_BID + NEST_SIZE * 20),
            Fact("scores", "scores", "numbers", low=-target, high=target + MAX_BID),
        )

    def longest_hand(self) -> HandLength:
        """Cards: each nest card buried, taken or given once, every other card played once;
        other moves: every bid and a pass each (an opening pass too), a trump, a stop to the
        swaps, and a draw for every card of the draw pile."""
        cards = len(DECK)
        return HandLength(
            card_moves=3 * NEST_SIZE + cards - NEST_SIZE, other_moves=len(BIDS) + 5 + cards // 2
        )

    def every_action(self) -> LegalActions:
        per_card = (BURY, TAKE, GIVE, {card: _PLAY[card.index] for card in DECK})
        return LegalActions(
            (
                PASS,
                DONE,
                DRAW_UP,
                DRAW_DOWN,
                *BIDS.values(),
                *TRUMPS,
                *(moves[card] for moves in per_card for card in DECK),
            )
        )

    def _new_state(self, seed: int, names: tuple[str, ...]) -> TennesseeForTwoState:
        return TennesseeForTwoState(self, seed, names)

    def _resample(self, observation: Observation, rng: np.random.Generator) -> TennesseeForTwoState:
        """Deal the opponent's unknown cards, the nest (unless this seat is the bidder) and the
        draw pile from the cards this seat has not seen.

        What the deal respects: a nest the opponent made holds no count card, and the opponent
        holds no card of a colour they failed to follow since they last drew. A draw after a
        failure may have refilled that colour, so the opponent's newest face-down cards (one
        per draw since) may be of it: this assumes every such draw gave them a face-down card,
        which keeps every true deal possible. While the bidder swaps with an untouchable nest,
        the nest cards they may still take are theirs to see, so the resampled bidder may take
        exactly those.
        """
        assert isinstance(observation, TennesseeForTwoObservation)
        seat = observation.seat
        assert seat is not None
        other = 1 - seat
        state = self._resampled_state(observation, rng)
        o = observation
        state.phase, state.mover, state.dealer = o.phase, o.current_player, o.dealer
        state.scores, state.results, state.winner = o.scores, o.results, o.winner
        state.auction, state.high_bid, state.bidder = o.auction, o.bid or 0, o.bidder
        state.trump, state.leader, state.trick = o.trump, o.leader, list(o.trick)
        state.tricks, state.captured, state.face_up = o.tricks, o.captured, o.face_up
        state.must_give = o.must_give
        state.to_bury = NEST_SIZE - o.nest_size if o.phase == "nest" else 0
        state.draws = min(len(o.tricks) - (o.phase == "draw"), DRAWS)
        state.won = [[c for t in o.tricks if t.winner == s for c in t.cards] for s in (0, 1)]
        # Which of this seat's cards the opponent knows is not in its observation.
        state.known = _replaced(((), ()), other, o.hands[other])
        dealt = o.nest_size or any(o.hand_sizes) or o.draw_pile_size or o.tricks
        if not dealt:  # before the first deal every card is in the box
            return state
        state.box = []
        seen = [*o.hands[seat], *o.hands[other], *o.trick, *state.won[0], *state.won[1]]
        if o.face_up is not None:
            seen.append(o.face_up)
        if o.nest is not None:
            seen.extend(o.nest)
        hidden_in_hand = o.hand_sizes[other] - len(o.hands[other])
        voids = _voids(o.tricks, other, o.trump, self.rules.rook_anytime)
        places = self._opponent_places(hidden_in_hand, voids, state.draws)
        nest_place = len(places)
        if o.nest is None:
            buried = o.bidder == other and self.rules.nest == "pick_up"
            places.append(Place(o.nest_size, _not_count if buried else None))
        places.append(Place(o.draw_pile_size))
        dealt_cards = deal_hidden(unseen(DECK, seen), places, rng)
        opponent = [card for cards in dealt_cards[:nest_place] for card in cards]
        state.hands[seat] = list(o.hands[seat])
        state.hands[other] = sorted([*o.hands[other], *opponent], key=_BY_INDEX)
        state.nest = list(o.nest) if o.nest is not None else dealt_cards[nest_place]
        state.stock = dealt_cards[-1]
        if o.phase == "swap":
            takeable = o.nest_takeable or [not is_count_card(card) for card in state.nest]
            state.swappable = [
                card for card, free in zip(state.nest, takeable, strict=True) if free
            ]
        return state

    @staticmethod
    def _opponent_places(size: int, voids: list[set[Card]], draws: int) -> list[Place]:
        """The opponent's unknown cards: the newest ones may have come with the draws since a
        failure to follow, the rest were held through every failure."""
        places = []
        newest = min(size, draws)
        for number in range(draws - newest + 1, draws + 1):  # the draw after trick ``number``
            banned = set().union(*voids[number:])
            places.append(Place(1, _outside(banned) if banned else None))
        everything = set().union(*voids)
        places.append(Place(size - newest, _outside(everything) if everything else None))
        return places


def _not_count(card: Card) -> bool:
    return not is_count_card(card)


def _outside(banned: set[Card]) -> Callable[[Card], bool]:
    return lambda card: card not in banned
