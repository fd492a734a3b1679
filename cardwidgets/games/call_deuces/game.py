"""Call Deuces ("Вызвать двойки"): four or five players, an auction, a kitty, tricks (RULES.md §3).

Four players use 52 cards and two jokers, 13 each; five players use 52 cards, 10 each; two
cards lie face down as the kitty. From the dealer's left each player bids a number of points
(15-33 with four, ``min_bid_five_players``-30 with five) or passes for the hand; the last bidder
left takes the kitty, buries two cards (never a five unless ``bury_fives``), names trump and
leads. Players must follow suit if they can. A trick scores 1 and each five in it 5, so a hand is
worth 33 points (four players) or 30 (five). A failed bid costs the bid (``failed_bid``). The
first to 100 (four) or 150 (five) with the unique highest total wins.

Choices this implementation makes where RULES.md and the seed are silent (each is in the rules
tutorial):

* The deal: the dealer puts the top two cards face down as the kitty, then deals the rest one at
  a time clockwise, starting with the player on their left. The seats are listed clockwise, so
  "the player on the left" is the next seat.
* The jokers have no suit until trump is named; from then on they are the two highest trumps.
  They are trumps, so a player who is void in the trump suit itself but holds a joker must play
  it on a trump lead (the jokers "follow trump leads").
* Before the first bid every player is in the auction; it ends when only the high bidder is left
  in, or at once on a bid of the maximum. A player who has not bid yet and sees everyone else pass
  still chooses: bid, or pass and throw the hand in.
* A thrown-in hand is not a hand played: it does not count towards ``max_hands``.
* The two buried cards score for nobody. They stay hidden during the hand; when the last trick is
  played they are turned face up, since anyone counting the cards played knows them by then.
* ``failed_bid="zero"``: a failed bidder scores nothing for the hand; ``"none"`` (the seed): the
  bidder scores what they captured, as if the bid did not matter.
* In ``partnership`` the bid binds the team: the bidder's team must capture the bid between the
  two partners. Either partner may bid, and partners may outbid each other.
* ``deuce_partner``: whoever holds the 2 of trumps when trump is named is the bidder's secret
  partner for that hand (they know it, nobody else does, not even the bidder, until the 2 is
  played). The pair's capture decides the bid; each scores the pair's combined capture, or each
  loses the bid (``failed_bid`` applies to each). If the bidder holds the 2 or buried it, the
  bidder plays alone: a made bid scores double the capture, a failed one follows ``failed_bid``
  once (the seed's ``"none"``: the single capture). The others score their own captures (two
  against two or three, but not a team). The alliance lasts one hand: at the end of the game the
  tie rule favours the bidder alone, not their partner of the hand.
* The tie rule: when the highest totals tie at or above the target, the bidder of the hand just
  played (or their team) wins if among them; otherwise another hand is played. After
  ``max_hands`` hands the highest total wins with the same tie rule; if the tie remains, the tied
  leaders share first place (a draw for them: return 0) and everyone else loses (-1).
* ``minus_target_ends`` (on by default, our addition): a hand that leaves a player (or team) at
  minus the target or below ends the game as ``max_hands`` would. RULES.md has no such rule, but
  with a failed bid costing the bid, players who keep failing sink without limit and the game
  can go on for ever (random players: 11 of 40 games not over after 300 hands, 30 of 30 with
  ``deuce_partner``); Tennessee for Two's ``minus_target_loses`` answers the same problem.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Final, Literal

import numpy as np

from cardwidgets.engine import tricks
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import (
    SPECIAL,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    shorts,
    standard_deck,
)
from cardwidgets.engine.game import CHANCE, TERMINAL, Game, LogEntry, Observation, State, Zone
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.rules import Rules, option
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.engine.tricks import Play, plays_in_order, shown_voids

FIVE: Final = 5
DEUCE: Final = 2
KITTY_SIZE: Final = 2
DECK_FOUR: Final = standard_deck(jokers=True)
DECK_FIVE: Final = standard_deck()


def deck_for(players: int) -> tuple[Card, ...]:
    """The deck a table of ``players`` deals: with the two jokers at four, without at five."""
    return DECK_FOUR if players == 4 else DECK_FIVE


PASS: Final = Action("pass")
#: ``trump hearts`` names hearts trump: suits as words, in the deck's order ♠ ♥ ♦ ♣.
TRUMP_ACTIONS: Final = {suit: Action("trump", (SUIT_NAMES[suit],)) for suit in SUITS}
PLAY: Final = {card: Action("play", (card,)) for card in DECK_FOUR}
BURY: Final = {card: Action("bury", (card,)) for card in DECK_FOUR}
BIDS: Final = {amount: Action("bid", (amount,)) for amount in range(1, 34)}
_SUIT_OF_WORD: Final = {SUIT_NAMES[suit]: suit for suit in SUITS}
_NUMBERS: Final = ("no", "one", "two", "three", "four")
#: Hands are kept in the deck's order (♠ ♥ ♦ ♣, then the jokers); sorting by this key is faster
#: than by ``Card.__lt__``, and every deal sorts every hand.
_DECK_ORDER: Final = attrgetter("index")


@dataclass(frozen=True)
class CallDeucesRules(Rules):
    players: Literal[4, 5] = option(
        4, "Four players (54 cards with two jokers, 13 each) or five (52 cards, 10 each)."
    )
    partnership: bool = option(
        False,
        "Four players only: partners sit opposite and pool their points towards one team target "
        "of 100; a bid binds the bidder's team.",
    )
    failed_bid: Literal["minus_bid", "zero", "none"] = option(
        "minus_bid",
        "What a bidder who captures less than the bid scores: minus the bid, zero, or (the seed's "
        "reading) what they captured anyway.",
    )
    min_bid_five_players: Literal[1, 10] = option(
        1,
        "The lowest bid with five players: 1 as the seed says, or 10 as the game's original "
        "English publication (ignored with four players, who bid 15-33).",
    )
    bury_fives: bool = option(
        False,
        "Let the bidder bury fives with the kitty; a buried five then scores for nobody, so the "
        "hand is worth 5 points less.",
    )
    deuce_partner: bool = option(
        False,
        "Whoever holds the 2 of trumps is the bidder's secret partner for the hand, revealed when "
        "it is played; a bidder who holds or buried it plays alone for double.",
    )
    max_hands: int | None = option(
        None,
        "End the game after this many hands played (thrown-in hands do not count) even if nobody "
        "reached the target; the highest total wins.",
        minimum=1,
        maximum=1000,
    )
    minus_target_ends: bool = option(
        True,
        "End the game after a hand that leaves a player (or team) at minus the target or below; "
        "the highest total wins. Without it, players who keep failing their bids may never "
        "finish.",
    )

    #: Version 2 added ``minus_target_ends``; a game of version 1 went on below minus the target.
    rules_version = 2
    earlier_values = {"minus_target_ends": (2, False)}  # noqa: RUF012 (a ClassVar on Rules)

    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "five_players": {"players": 5},
        "five_players_min_bid_10": {"players": 5, "min_bid_five_players": 10},
        "five_players_deuce_partner": {"players": 5, "deuce_partner": True},
        "partnership": {"partnership": True},
        "failed_bid_zero": {"failed_bid": "zero"},
        "failed_bid_none": {"failed_bid": "none"},
        "bury_fives": {"bury_fives": True},
        "deuce_partner": {"deuce_partner": True},
        #: The seed's literal reading: any two cards may be buried and a failed bid costs nothing.
        "seed": {"failed_bid": "none", "bury_fives": True},
    }

    def conflict(self) -> str | None:
        if self.partnership and self.players != 4:
            return (
                "partnership needs four players (two teams of two, partners opposite); "
                "with five players play without it."
            )
        if self.partnership and self.deuce_partner:
            return (
                "partnership and deuce_partner cannot be combined: with fixed partners there is "
                "no secret partner to call. Choose one of them."
            )
        return None

    # ------------------------------------------------------------------ derived facts
    @property
    def min_bid(self) -> int:
        return 15 if self.players == 4 else self.min_bid_five_players

    @property
    def max_bid(self) -> int:
        """Every trick and every five: 13 + 20 with four players, 10 + 20 with five."""
        return 33 if self.players == 4 else 30

    @property
    def hand_size(self) -> int:
        return 13 if self.players == 4 else 10

    @property
    def target(self) -> int:
        return 100 if self.players == 4 else 150

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words the summary and the felt use (RULES.md section 3)."""
        text = f"first to {self.target}"
        if self.minus_target_ends:
            text += f", or the game ends when a total reaches {-self.target}"
        if self.max_hands:
            text += f", or the best after {self.max_hands} hands"
        return text

    @property
    def deck(self) -> tuple[Card, ...]:
        return deck_for(self.players)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who scores together: each seat alone, or North-South and East-West in partnership."""
        if self.partnership:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(self.players))


def card_suit(card: Card, trump: str | None) -> str:
    """The suit a card belongs to in play: a joker belongs to the trump suit."""
    return trump if card.suit == SPECIAL and trump is not None else card.suit


def beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far.

    The highest trump wins, else the highest card of the suit led. Jokers rank 15 and 16, above
    the ace (14), so the ranks compare directly once the jokers count as trumps.
    """
    suit, best_suit = card_suit(card, trump), card_suit(best, trump)
    return tricks.beats_in_suits(card, suit, best, best_suit, led, trump)


def suit_label(suit: str) -> str:
    return f"{SUIT_NAMES[suit]} {SUIT_SYMBOLS[suit]}"


def _with(values: tuple[int, ...], index: int, change: int) -> tuple[int, ...]:
    """``values`` with ``change`` added at ``index`` (the state keeps its tallies immutable)."""
    return tuple(value + change if i == index else value for i, value in enumerate(values))


def _count(number: int, noun: str) -> str:
    word = _NUMBERS[number] if number < len(_NUMBERS) else str(number)
    return f"{word} {noun}{'s' * (number != 1)}"


@dataclass(frozen=True, kw_only=True)
class HandResult:
    """The public summary of one scored hand."""

    deal: int
    bidder: int
    bid: int
    trump: str
    #: Points captured by each seat: 1 per trick and 5 per five.
    captured: tuple[int, ...]
    #: What each side (a seat, or a team in partnership) scored for the hand.
    points: tuple[int, ...]
    made: bool
    #: The deuce partner (``deuce_partner`` only), None when the bidder played alone or no call.
    partner: int | None
    alone: bool


@dataclass(frozen=True, kw_only=True)
class CallDeucesObservation(Observation):
    """What one seat knows: its own hand, every card played, the auction and the scores.

    Hidden from a seat: other hands, the kitty, the buried cards (except to the bidder who
    handled them, and to everyone once the hand is over) and the deuce partner until the 2 of
    trumps is played (the partner itself knows). ``hands`` and ``kitty`` are the teacher's only.
    """

    rules: CallDeucesRules
    #: Who scores together: one seat per side, or the two teams in partnership.
    sides: tuple[tuple[int, ...], ...]
    dealer: int | None
    #: Deals so far, thrown-in ones included.
    deal: int
    #: The viewer's cards in suit order (empty for the teacher, who has ``hands``).
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    kitty_size: int
    #: For the bidder only: which cards of ``hand`` came from the kitty (aligned with ``hand``).
    from_kitty: tuple[bool, ...]
    #: The buried cards: to the bidder (and the teacher), and to all once the hand is over.
    buried: tuple[Card, ...]
    buried_count: int
    #: The auction so far this hand: (seat, bid), bid None for a pass.
    bids: tuple[tuple[int, int | None], ...]
    passed: tuple[bool, ...]
    high_bid: int | None
    bidder: int | None
    trump: str | None
    #: The trick on the table: (seat, card) in playing order.
    trick: tuple[tuple[int, Card], ...]
    #: Finished tricks of this hand, public: (leader, cards in playing order, winner).
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]
    tricks_won: tuple[int, ...]
    #: Points captured this hand by each seat: 1 per trick, 5 per five.
    captured: tuple[int, ...]
    #: The bidder's deuce partner if this seat knows it (None otherwise or when alone).
    partner: int | None
    #: True when this seat knows the bidder plays alone, False when it knows they do not
    #: (the bidder knows from the start, the others when the 2 of trumps is played).
    alone: bool | None
    #: Game totals, one per side.
    totals: tuple[int, ...]
    results: tuple[HandResult, ...]
    #: The winning seats when the game is over (a shared first place lists several).
    winners: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] | None = None
    kitty: tuple[Card, ...] | None = None


class CallDeucesState(State):
    game: CallDeuces

    def __init__(self, game: CallDeuces, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        rules = game.rules
        n = rules.players
        self.phase = "lot"
        #: The seat to act, or CHANCE before a deal, or TERMINAL at the end.
        self.to_move = CHANCE
        self.dealer = -1
        self.deal = 0
        #: Cards not yet dealt (only before the first deal).
        self.deck: list[Card] = list(rules.deck)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.kitty: list[Card] = []
        self.kitty_taken: tuple[Card, ...] = ()
        self.buried: list[Card] = []
        self.bids: tuple[tuple[int, int | None], ...] = ()
        self.passed: tuple[bool, ...] = (False,) * n
        self.high_bid = 0
        self.bidder = -1
        self.trump: str | None = None
        self.trick: tuple[tuple[int, Card], ...] = ()
        self.tricks: tuple[tuple[int, tuple[Card, ...], int], ...] = ()
        self.tricks_won: tuple[int, ...] = (0,) * n
        self.captured: tuple[int, ...] = (0,) * n
        #: The deuce partner's seat, -1 if none (no call, not yet named, or the bidder is alone).
        self.partner = -1
        self.alone = False
        self.partner_revealed = False
        self.totals: tuple[int, ...] = (0,) * len(self.game.sides)
        self.results: tuple[HandResult, ...] = ()
        self.winning_sides: tuple[int, ...] = ()
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------ sides and turns
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.game.rules.partnership else seat

    def side_name(self, side: int) -> str:
        return " and ".join(self.names[seat] for seat in self.game.sides[side])

    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        rules, phase = self.game.rules, self.phase
        if phase == "play":
            if not self.trick:
                return "Lead any card. The highest trump wins the trick, else the highest card led."
            led = card_suit(self.trick[0][1], self.trump)
            return f"Follow {SUIT_NAMES[led]} if you can; otherwise play any card."
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            return (
                f"Bid from {low} to {rules.max_bid} points, or pass (out of the auction for this "
                f"hand). The hand is worth {rules.max_bid}: 1 per trick, 5 per five."
            )
        if phase == "bury":
            if rules.bury_fives:
                return "Bury two cards face down, one at a time; a buried five scores for nobody."
            return "Bury two cards face down, one at a time; fives may not be buried."
        if phase == "trump":
            jokers = " The jokers become its two highest cards." if rules.players == 4 else ""
            return f"Name the trump suit.{jokers}"
        return {
            "lot": "The first dealer is drawn by lot.",
            "deal": "The dealer puts two cards face down as the kitty and deals the rest.",
            "over": "The game is over.",
        }[phase]

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return [PLAY[card] for card in self._playable()]
        rules = self.game.rules
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            return [PASS, *(BIDS[amount] for amount in range(low, rules.max_bid + 1))]
        if phase == "bury":
            hand = self.hands[self.to_move]
            return [BURY[card] for card in hand if rules.bury_fives or card.rank != FIVE]
        return list(TRUMP_ACTIONS.values())

    def turn_prompt(self) -> str:
        """In trick play, the suit to follow and the cards of it the mover holds."""
        if self.phase != "play" or not self.trick:
            return ""
        led = card_suit(self.trick[0][1], self.trump)
        playable = self._playable()
        if card_suit(playable[0], self.trump) != led:
            return f"You have no {SUIT_NAMES[led]}: play any card (a trump can win the trick)."
        four = self.game.rules.players == 4
        joker = " (the jokers are trumps)" if four and led == self.trump else ""
        return f"Follow {SUIT_NAMES[led]}{joker}: {shorts(playable)}."

    def _playable(self) -> list[Card]:
        """The cards the seat to move may play: the suit led if it has any, else any card."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        trump = self.trump
        first = self.trick[0][1]
        led = trump if first.suit == SPECIAL else first.suit
        follow = [card for card in hand if (trump if card.suit == SPECIAL else card.suit) == led]
        return follow or hand

    def _illegal_reason(self, action: Action) -> str:
        phase, rules = self.phase, self.game.rules
        seat = self.to_move
        if phase == "bid":
            low = max(rules.min_bid, self.high_bid + 1)
            if action.kind == "bid" and len(action.args) == 1 and isinstance(action.arg, int):
                if self.high_bid and action.arg <= self.high_bid:
                    return (
                        f"A bid must beat the current bid of {self.high_bid}: bid {low} to "
                        f"{rules.max_bid}, or pass."
                    )
                return (
                    f"Bids run from {rules.min_bid} to {rules.max_bid}: bid {low} to "
                    f"{rules.max_bid}, or pass."
                )
            return f"It is the auction: bid a number from {low} to {rules.max_bid}, or pass."
        if phase == "trump":
            return "Name trump with one of: " + ", ".join(map(str, TRUMP_ACTIONS.values())) + "."
        verb = "bury" if phase == "bury" else "play"
        card = action.arg if len(action.args) == 1 else None
        if action.kind != verb or not isinstance(card, Card):
            what = "bury two cards, one at a time" if verb == "bury" else "play a card"
            return f"Now {self.name(seat)} must {what}, written like '{verb} QH'."
        if card not in self.hands[seat]:
            return f"You do not hold {card.short}."
        if phase == "bury":
            return (
                f"You cannot bury {card.short}: fives stay in play, so the hand stays worth "
                f"{rules.max_bid} points."
            )
        led = card_suit(self.trick[0][1], self.trump)
        joker = " (the jokers are trumps)" if rules.players == 4 and led == self.trump else ""
        return f"You must follow {SUIT_NAMES[led]}{joker}: you hold {shorts(self._playable())}."

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "lot":
            n = self.game.rules.players
            return [(Action("first_dealer", (seat,)), 1 / n) for seat in range(n)]
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        if self.phase == "lot":
            return Action("first_dealer", (int(rng.integers(self.game.rules.players)),))
        deck = self.game.rules.deck
        return Action("deal", tuple([deck[i] for i in rng.permutation(len(deck)).tolist()]))

    def _chance_problem(self, action: Action) -> str | None:
        n = self.game.rules.players
        if self.phase == "lot":
            if action.kind != "first_dealer" or action.args not in [(s,) for s in range(n)]:
                return (
                    f"The first chance event draws the first dealer: 'first_dealer 0' to {n - 1}."
                )
            return None
        if self.phase != "deal":
            return f"No chance event is due: {self.name(self.to_move)} is to move."
        deck = self.game.deck_set
        if action.kind != "deal" or len(action.args) != len(deck) or set(action.args) != deck:
            return (
                f"A deal lists all {len(deck)} cards once each, top card first: the first two "
                "become the kitty."
            )
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        kind = action.kind
        if kind == "play":
            return self._play(action.card_arg())
        if kind == "bid":
            return self._bid(action.int_arg())
        if kind == "pass":
            return self._bid(None)
        if kind == "bury":
            return self._bury(action.card_arg())
        if kind == "trump":
            return self._name_trump(_SUIT_OF_WORD[action.word_arg()])
        if kind == "deal":
            return self._deal(action.card_args())
        self.dealer = action.int_arg()
        self.phase = "deal"
        return [self.entry(None, f"{self.name(self.dealer)} deals first (drawn by lot).")]

    def _deal(self, order: tuple[Card, ...]) -> list[LogEntry]:
        rules = self.game.rules
        n, dealer = rules.players, self.dealer
        self.deal += 1
        self.deck = []
        self.kitty = list(order[:KITTY_SIZE])
        self.hands = [
            sorted(order[KITTY_SIZE + (seat - dealer - 1) % n :: n], key=_DECK_ORDER)
            for seat in range(n)
        ]
        self.kitty_taken, self.buried, self.bids, self.passed = (), [], (), (False,) * n
        self.high_bid, self.bidder, self.trump = 0, -1, None
        self.trick, self.tricks = (), ()
        self.tricks_won = self.captured = (0,) * n
        self.partner, self.alone, self.partner_revealed = -1, False, False
        self.phase = "bid"
        self.to_move = (dealer + 1) % n
        text = (
            f"Deal {self.deal}: {self.name(dealer)} puts two cards face down as the kitty and "
            f"deals {rules.hand_size} cards to each player."
        )
        hands = self.hands
        full = (
            text
            + " Hands: "
            + "; ".join(f"{self.name(s)} {shorts(hands[s])}" for s in range(n))
            + f". Kitty: {shorts(self.kitty)}."
        )
        secret = tuple((s, f"{text} Your hand: {shorts(hands[s])}.") for s in range(n))
        return [self.entry(None, text, secret=secret, full=full)]

    def _bid(self, amount: int | None) -> list[LogEntry]:
        n, max_bid = self.game.rules.players, self.game.rules.max_bid
        seat, name = self.to_move, self.name(self.to_move)
        self.bids += ((seat, amount),)
        if amount is None:
            self.passed = tuple(out or s == seat for s, out in enumerate(self.passed))
            entries = [self.entry(seat, f"{name} passes.", you="You pass.")]
        else:
            self.high_bid, self.bidder = amount, seat
            entries = [self.entry(seat, f"{name} bids {amount}.", you=f"You bid {amount}.")]
        in_auction = [s for s in range(n) if not self.passed[s]]
        if amount == max_bid or in_auction == [self.bidder]:
            entries.append(self._win_auction())
        elif not in_auction:
            entries.append(self._throw_in())
        else:
            following = (seat + 1) % n
            while self.passed[following]:
                following = (following + 1) % n
            self.to_move = following
        return entries

    def _win_auction(self) -> LogEntry:
        bidder, bid = self.bidder, self.high_bid
        self.kitty_taken = tuple(self.kitty)
        self.kitty = []
        self.hands[bidder] = sorted(self.hands[bidder] + list(self.kitty_taken), key=_DECK_ORDER)
        self.phase, self.to_move = "bury", bidder
        taken = shorts(self.kitty_taken)
        return self.entry(
            bidder,
            f"{self.name(bidder)} wins the auction at {bid} and takes the kitty.",
            secret=((bidder, f"You win the auction at {bid} and take the kitty: {taken}."),),
            full=f"{self.name(bidder)} wins the auction at {bid} and takes the kitty: {taken}.",
        )

    def _throw_in(self) -> LogEntry:
        self.dealer = (self.dealer + 1) % self.game.rules.players
        self.phase, self.to_move = "deal", CHANCE
        return self.entry(
            None,
            "Everyone passes: the hand is thrown in unscored, and the deal passes to "
            f"{self.name(self.dealer)}.",
        )

    def _bury(self, card: Card) -> list[LogEntry]:
        bidder, name = self.bidder, self.name(self.bidder)
        self.hands[bidder].remove(card)
        self.buried.append(card)
        if len(self.buried) == KITTY_SIZE:
            self.phase = "trump"
        return [
            self.entry(
                bidder,
                f"{name} buries a card face down.",
                you=f"You bury {card.short}.",
                full=f"{name} buries {card.short}.",
            )
        ]

    def _name_trump(self, suit: str) -> list[LogEntry]:
        bidder, name = self.bidder, self.name(self.bidder)
        self.trump = suit
        self.phase = "play"
        label = suit_label(suit)
        text = f"{name} names {label} trump and leads."
        you = f"You name {label} trump and lead."
        if not self.game.rules.deuce_partner:
            return [self.entry(bidder, text, you=you)]
        deuce = Card(DEUCE, suit)
        holder = next((s for s, hand in enumerate(self.hands) if deuce in hand), bidder)
        self.alone = holder == bidder
        self.partner = -1 if self.alone else holder
        if self.alone:
            where = "hold" if deuce in self.hands[bidder] else "buried"
            secret: tuple[tuple[int, str], ...] = (
                (bidder, f"{you} You {where} the {deuce.short}: you play alone, for double."),
            )
            full = f"{text} {name} {where}s the {deuce.short} and plays alone."
        else:
            secret = (
                (holder, f"{text} You hold the {deuce.short}: you are {name}'s secret partner."),
            )
            full = f"{text} {self.name(holder)} holds the {deuce.short}: {name}'s secret partner."
        return [self.entry(bidder, text, you=you, secret=secret, full=full)]

    def _play(self, card: Card) -> list[LogEntry]:
        seat = self.to_move
        self.hands[seat].remove(card)
        self.trick += ((seat, card),)
        reveals = card.rank == DEUCE and card.suit == self.trump
        reveals = reveals and (self.partner >= 0 or self.alone)
        if reveals:
            self.partner_revealed = True
        # A playout's copy keeps no log: the busiest event's text is not written for it.
        entries = [] if self.quiet else [self._play_entry(seat, card, reveals)]
        n = self.game.rules.players
        if len(self.trick) < n:
            self.to_move = (seat + 1) % n
            return entries
        entries.extend(self._finish_trick())
        if not self.hands[self.to_move]:
            entries.extend(self._score_hand())
        return entries

    def _play_entry(self, seat: int, card: Card, reveals: bool) -> LogEntry:
        """The log line of a card played, saying so when the 2 of trumps reveals a partner."""
        name = self.name(seat)
        text, you = f"{name} plays {card.short}", f"You play {card.short}"
        if reveals:
            if seat == self.bidder:
                text, you = f"{text}: {name} plays alone", f"{you}: you play alone"
            else:
                bidder = self.name(self.bidder)
                text = f"{text}: {name} is {bidder}'s partner"
                you = f"{you}: you are {bidder}'s partner"
        return self.entry(seat, text + ".", you=you + ".")

    def _finish_trick(self) -> list[LogEntry]:
        trump = self.trump
        assert trump is not None
        trick = self.trick
        winner, best = tricks.trick_winner(trick, trump, lambda c: card_suit(c, trump))
        cards = tuple(card for _, card in trick)
        fives = sum(1 for card in cards if card.rank == FIVE)
        points = 1 + FIVE * fives
        self.tricks += ((trick[0][0], cards, winner),)
        self.tricks_won = _with(self.tricks_won, winner, 1)
        self.captured = _with(self.captured, winner, points)
        self.trick = ()
        self.to_move = winner
        if self.quiet:
            return []
        number = len(self.tricks)
        what = f"{best.short} and {_count(fives, 'five')}" if fives else best.short
        scored = f"{points} point{'s' * (points != 1)}"
        return [
            self.entry(
                winner,
                f"{self.name(winner)} wins trick {number} with {what}: {scored}.",
                you=f"You win trick {number} with {what}: {scored}.",
            )
        ]

    # ------------------------------------------------------------------ scoring
    def _failed(self, capture: int) -> int:
        """What a failed contract scores under ``failed_bid``."""
        rule = self.game.rules.failed_bid
        return -self.high_bid if rule == "minus_bid" else 0 if rule == "zero" else capture

    def contract_seats(self) -> tuple[int, ...]:
        """The seats whose captures count towards the bid: the bidder, their team or their
        revealed deuce partner."""
        if self.partner >= 0:
            return (self.bidder, self.partner)
        return self.game.sides[self.side_of(self.bidder)]

    def _hand_points(self) -> tuple[tuple[int, ...], int, bool]:
        """What each side scores for the hand, the contract's capture and whether it was made."""
        rules = self.game.rules
        points = [sum(self.captured[s] for s in side) for side in self.game.sides]
        capture = sum(self.captured[s] for s in self.contract_seats())
        made = capture >= self.high_bid
        if rules.deuce_partner and self.alone:
            points[self.bidder] = 2 * capture if made else self._failed(capture)
        elif rules.deuce_partner:
            points[self.bidder] = points[self.partner] = capture if made else self._failed(capture)
        elif not made:
            points[self.side_of(self.bidder)] = self._failed(capture)
        return tuple(points), capture, made

    def _score_hand(self) -> list[LogEntry]:
        rules = self.game.rules
        points, capture, made = self._hand_points()
        self.totals = tuple(
            total + gained for total, gained in zip(self.totals, points, strict=True)
        )
        result = HandResult(
            deal=self.deal,
            bidder=self.bidder,
            bid=self.high_bid,
            trump=self.trump or "",
            captured=self.captured,
            points=points,
            made=made,
            partner=self.partner if self.partner >= 0 else None,
            alone=self.alone,
        )
        self.results += (result,)
        self.partner_revealed = True
        entries = [self.entry(None, self._hand_summary(result, capture))]
        winning_sides = self._winning_sides()
        if winning_sides is None:
            self.dealer = (self.dealer + 1) % rules.players
            self.phase, self.to_move = "deal", CHANCE
            return entries
        self.phase, self.to_move = "over", TERMINAL
        self.winning_sides = winning_sides
        self.winners = tuple(seat for side in winning_sides for seat in self.game.sides[side])
        names = " and ".join(self.side_name(side) for side in winning_sides)
        best = self.totals[winning_sides[0]]
        if len(winning_sides) == 1:
            verb = "win" if rules.partnership else "wins"
            text = f"{names} {verb} with {best} points"
        else:
            text = f"{names} share first place with {best} points each"
        if self._fell_below_minus_target() and best < rules.target:
            fallen = ", ".join(
                f"{self.side_name(side)}'s total reached {total}"
                for side, total in enumerate(self.totals)
                if total <= -rules.target
            )
            text += f": {fallen}"
        entries.append(self.entry(None, text + "."))
        return entries

    def _hand_summary(self, result: HandResult, capture: int) -> str:
        rules = self.game.rules
        bidder = self.name(result.bidder)
        if rules.partnership:
            who = f"{self.side_name(self.side_of(result.bidder))} ({bidder} bid)"
        elif result.partner is not None:
            who = f"{bidder} and {self.name(result.partner)}"
        else:
            who = bidder + (" alone" if rules.deuce_partner else "")
        verdict = "made it" if result.made else "failed"
        scored = ", ".join(
            f"{self.side_name(side)} {gained:+d}" for side, gained in enumerate(result.points)
        )
        totals = ", ".join(
            f"{self.side_name(side)} {total}" for side, total in enumerate(self.totals)
        )
        return (
            f"Hand over: {who} bid {result.bid} and took {capture}: {verdict}. The buried cards "
            f"were {shorts(self.buried)}. This hand: {scored}. Totals: {totals} "
            f"(target {rules.target})."
        )

    def _winning_sides(self) -> tuple[int, ...] | None:
        """The winning sides after this hand, or None to play another hand."""
        rules = self.game.rules
        best = max(self.totals)
        leaders = tuple(side for side, total in enumerate(self.totals) if total == best)
        last_hand = self._fell_below_minus_target() or (
            rules.max_hands is not None and len(self.results) >= rules.max_hands
        )
        if best < rules.target and not last_hand:
            return None
        if len(leaders) == 1:
            return leaders
        bidding_side = self.side_of(self.bidder)
        if bidding_side in leaders:
            return (bidding_side,)
        return leaders if last_hand else None

    def _fell_below_minus_target(self) -> bool:
        """Whether ``minus_target_ends`` ends the game now (some total at minus the target)."""
        rules = self.game.rules
        return rules.minus_target_ends and min(self.totals) <= -rules.target

    # ------------------------------------------------------------------ results
    @property
    def hands_completed(self) -> int:
        """Hands played and scored; thrown-in hands do not count."""
        return len(self.results)

    def returns(self) -> tuple[float, ...]:
        """+1 to the winning side (both partners of a team), -1 to the others; tied leaders
        sharing first place after ``max_hands`` get 0, a draw among them."""
        n = self.game.rules.players
        if self.phase != "over":
            return (0.0,) * n
        top = 1.0 if len(self.winning_sides) == 1 else 0.0
        return tuple(top if seat in self.winners else -1.0 for seat in range(n))

    def running_scores(self) -> tuple[float, ...]:
        """Each seat's game total (a team's total for both partners)."""
        return tuple(float(self.totals[self.side_of(seat)]) for seat in range(len(self.names)))

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, each seat's lead over the best other side as a
        share of the target."""
        if self.phase == "over":
            return self.returns()
        target = self.game.rules.target
        leads = []
        for seat in range(len(self.names)):
            mine = self.side_of(seat)
            best_other = max(t for side, t in enumerate(self.totals) if side != mine)
            leads.append(max(-1.0, min(1.0, (self.totals[mine] - best_other) / target)))
        return tuple(leads)

    # ------------------------------------------------------------------ knowledge
    @property
    def hand_over(self) -> bool:
        """The last trick of a scored hand is played (until the next deal)."""
        if self.phase == "over":
            return True
        return self.phase == "deal" and bool(self.results) and not self.hands[0]

    def _partner_known_to(self, seat: int | None) -> tuple[int | None, bool | None]:
        """(partner, alone) as ``seat`` knows them; None where it cannot know.

        The bidder knows whether it holds or buried the 2 of trumps, so whether it is alone,
        but not who its partner is; the partner knows it holds the 2; everyone knows both once
        the 2 is played or the hand is over.
        """
        if self.trump is None or not self.game.rules.deuce_partner:
            return None, None
        partner = self.partner if self.partner >= 0 else None
        if seat is None or self.partner_revealed:
            return partner, self.alone
        if seat == self.bidder:
            return None, self.alone
        if seat == self.partner:
            return partner, False
        return None, None

    def _from_kitty(self, seat: int | None) -> tuple[bool, ...]:
        if seat != self.bidder or not self.kitty_taken:
            return ()
        taken = self.kitty_taken
        return tuple([card in taken for card in self.hands[seat]])

    def _observation(self, seat: int | None) -> CallDeucesObservation:
        rules = self.game.rules
        teacher = seat is None
        partner, alone = self._partner_known_to(seat)
        sees_buried = teacher or seat == self.bidder or self.hand_over
        return CallDeucesObservation.build(
            {
                "game": self.game.name,
                "seat": seat,
                "names": self.names,
                "current_player": self.to_move,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "rules": rules,
                "sides": self.game.sides,
                "dealer": self.dealer if self.dealer >= 0 else None,
                "deal": self.deal,
                "hand": () if seat is None else tuple(self.hands[seat]),
                "hand_sizes": tuple([len(hand) for hand in self.hands]),
                "kitty_size": len(self.kitty),
                "from_kitty": self._from_kitty(seat),
                "buried": tuple(self.buried) if sees_buried else (),
                "buried_count": len(self.buried),
                "bids": self.bids,
                "passed": self.passed,
                "high_bid": self.high_bid or None,
                "bidder": self.bidder if self.bidder >= 0 else None,
                "trump": self.trump,
                "trick": self.trick,
                "tricks": self.tricks,
                "tricks_won": self.tricks_won,
                "captured": self.captured,
                "partner": partner,
                "alone": alone,
                "totals": self.totals,
                "results": self.results,
                "winners": self.winners,
                "hands": tuple(tuple(hand) for hand in self.hands) if teacher else None,
                "kitty": tuple(self.kitty) if teacher else None,
            }
        )

    def zones(self) -> list[Zone]:
        bidder = frozenset((self.bidder,)) if self.bidder >= 0 else frozenset()
        zones = [
            Zone("deck", self.deck),
            Zone("kitty", self.kitty),
            Zone("buried", self.buried, seen_by=bidder, public=self.hand_over),
            Zone("trick", [card for _, card in self.trick], public=True),
        ]
        for seat, name in enumerate(self.names):
            won = [card for _, cards, winner in self.tricks if winner == seat for card in cards]
            zones.append(Zone(f"{name}'s hand", self.hands[seat], seen_by=frozenset((seat,))))
            zones.append(Zone(f"{name}'s tricks", won, public=True))
        return zones

    def check_invariants(self) -> None:
        rules = self.game.rules
        n = rules.players
        assert sum(self.tricks_won) == len(self.tricks), "tricks won != tricks played"
        for seat in range(n):
            won = [cards for _, cards, winner in self.tricks if winner == seat]
            fives = sum(1 for cards in won for card in cards if card.rank == FIVE)
            assert self.captured[seat] == len(won) + FIVE * fives, f"seat {seat} miscounted"
        for side, total in enumerate(self.totals):
            assert total == sum(result.points[side] for result in self.results), "totals drift"
        if self.phase in ("bid", "bury", "trump", "play"):
            played = len(self.tricks)
            in_trick = {seat for seat, _ in self.trick}
            for seat, hand in enumerate(self.hands):
                took_kitty = seat == self.bidder and bool(self.kitty_taken)
                kitty = KITTY_SIZE - len(self.buried) if took_kitty else 0
                expected = rules.hand_size - played - (seat in in_trick) + kitty
                assert len(hand) == expected, f"seat {seat} holds {len(hand)}, not {expected}"
        if self.hand_over:
            buried_fives = sum(1 for card in self.buried if card.rank == FIVE)
            assert rules.bury_fives or not buried_fives, "a five was buried against the rules"
            worth = rules.max_bid - FIVE * buried_fives
            assert sum(self.results[-1].captured) == worth, "a hand's captures do not add up"


class CallDeuces(Game[CallDeucesRules, CallDeucesState]):
    """Call Deuces: ``make("call_deuces", players=5)``, ``make("deuces", partnership=True)``."""

    info = GameInfo(
        name="call_deuces",
        title="Call Deuces",
        aliases=("vyzvat_dvoiki", "deuces"),
        min_players=4,
        max_players=5,
        deal_letter="C",
        bot="cardwidgets.games.call_deuces.bots:CallDeucesHeuristic",
        view="cardwidgets.games.call_deuces.view:call_deuces_view",
        odds="cardwidgets.games.call_deuces.odds:call_deuces_odds",
        exercises="cardwidgets.games.call_deuces.exercises:EXERCISES",
        showcase=Showcase(
            "Four or five players: an auction, a kitty, tricks and fives.",
            seed=3,
            steps=30,
            place=2,
        ),
    )
    rules_class = CallDeucesRules

    def rules_summary(self) -> str:
        rules = self.rules
        deal = (
            "Four players, 52 cards and two jokers, 13 each"
            if rules.players == 4
            else "Five players, 52 cards, 10 each"
        )
        teams = (
            " Partners sit opposite and score together; a bid binds the team."
            if rules.partnership and rules.players == 4
            else ""
        )
        bury = "fives too, which then score for nobody" if rules.bury_fives else "never a five"
        partner = (
            " Whoever holds the 2 of trumps is the bidder's secret partner."
            if rules.deuce_partner
            else ""
        )
        failed = {
            "minus_bid": "a failed bid costs the bid",
            "zero": "a failed bid scores nothing",
            "none": "a failed bidder still scores what they captured",
        }[rules.failed_bid]
        early = (
            " (then the highest total wins)" if rules.minus_target_ends or rules.max_hands else ""
        )
        return (
            f"{deal}, two cards in the kitty.{teams} Bid the points you will capture "
            f"({rules.min_bid}-{rules.max_bid}); the highest bidder takes the kitty, buries two "
            f"cards ({bury}), names trump and leads.{partner} Follow suit if you can. Each trick "
            f"scores 1 and each five 5; {failed}. {rules.end_rule.capitalize()}{early}."
        )

    def __init__(self, rules: CallDeucesRules | None = None, **options: Any) -> None:
        super().__init__(rules, **options)
        #: The deck as a set, to check a dealt order quickly.
        self.deck_set = frozenset(self.rules.deck)
        #: Who scores together (computed once: observations carry it at every step).
        self.sides = self.rules.sides

    @property
    def num_players(self) -> int:
        return self.rules.players

    def all_cards(self) -> tuple[Card, ...]:
        return self.rules.deck

    def public_facts(self) -> tuple[Fact, ...]:
        """What every seat knows beyond the zones, for the tensors (``docs/tensors.md``). The
        partner is left out: with ``deuce_partner`` it is secret until its card shows."""
        rules = self.rules
        points = rules.max_bid
        return (
            Fact(
                "phase", "phase", "choice", ("lot", "deal", "bid", "bury", "trump", "play", "over")
            ),
            Fact("dealer", "dealer", "seat"),
            Fact("bidder", "bidder", "seat"),
            Fact("contract", "high_bid", "number", high=points),
            Fact("trump", "trump", "choice", SUITS),
            Fact("passed", "passed", "flags"),
            Fact("partner revealed", "partner_revealed", "flag"),
            Fact("alone", "alone", "flag"),
            Fact("tricks won", "tricks_won", "numbers", high=len(rules.deck) // rules.players),
            Fact("points this hand", "captured", "numbers", high=points),
            Fact(
                "scores",
                "totals",
                "numbers",
                low=-rules.target,
                high=rules.target + points,
                size=2 if rules.partnership else rules.players,  # a team's total, or a player's
            ),
        )

    def longest_hand(self) -> HandLength:
        """Cards: each card buried or played once; other moves: every bid and a pass each, and
        a trump."""
        return HandLength(
            card_moves=len(self.rules.deck), other_moves=len(BIDS) + self.rules.players + 1
        )

    def every_action(self) -> LegalActions:
        deck = self.rules.deck
        return LegalActions(
            (
                PASS,
                *BIDS.values(),
                *TRUMP_ACTIONS.values(),
                *(PLAY[card] for card in deck),
                *(BURY[card] for card in deck),
            )
        )

    def _new_state(self, seed: int, names: tuple[str, ...]) -> CallDeucesState:
        return CallDeucesState(self, seed, names)

    def _resample(self, observation: Observation, rng: np.random.Generator) -> CallDeucesState:
        """Deal the other hands, the kitty and the buried cards (unless this seat knows them)
        from the cards this seat has not seen. Nobody holds a card of a suit they failed to
        follow (jokers count as trumps), and buried cards are never fives unless ``bury_fives``.
        Where the 2 of trumps lands decides the secret deuce partner, unless it was played."""
        assert isinstance(observation, CallDeucesObservation)
        o, seat, rules = observation, observation.seat, self.rules
        assert seat is not None
        state = self._resampled_state(o, rng)
        state.phase, state.to_move = o.phase, o.current_player
        state.dealer = -1 if o.dealer is None else o.dealer
        state.deal, state.bids, state.passed = o.deal, o.bids, o.passed
        state.high_bid, state.trump = o.high_bid or 0, o.trump
        state.bidder = -1 if o.bidder is None else o.bidder
        state.trick, state.tricks = o.trick, o.tricks
        state.tricks_won, state.captured = o.tricks_won, o.captured
        state.totals, state.results, state.winners = o.totals, o.results, o.winners
        state.winning_sides = tuple(
            side for side, seats in enumerate(self.sides) if set(seats) & set(o.winners)
        )
        if o.deal == 0:  # before the first deal every card is in the deck
            return state
        state.deck = []
        seen = [*o.hand, *o.buried, *(card for _, card in o.trick)]
        seen += [card for _, cards, _ in o.tricks for card in cards]
        others = [s for s in range(rules.players) if s != seat]
        banned = _voids(o.trick, o.tricks, o.trump, rules.players)
        places = [
            Place(o.hand_sizes[s], _outside(banned[s]) if banned[s] else None) for s in others
        ]
        places.append(Place(o.kitty_size))
        buried_hidden = o.buried_count - len(o.buried)
        places.append(Place(buried_hidden, None if rules.bury_fives else _not_five))
        dealt = deal_hidden(unseen(rules.deck, seen), places, rng)
        state.hands[seat] = list(o.hand)
        for s, cards in zip(others, dealt, strict=False):
            state.hands[s] = sorted(cards, key=_DECK_ORDER)
        state.kitty = dealt[-2]
        state.buried = list(o.buried) if o.buried else dealt[-1]
        if state.bidder >= 0 and not o.kitty_size:
            # Which cards came from the kitty shows only in the bidder's own view.
            taken = [card for card, new in zip(o.hand, o.from_kitty, strict=False) if new]
            pool = [*taken, *state.buried, *state.hands[state.bidder]]
            state.kitty_taken = tuple(pool[:KITTY_SIZE])
        if o.trump is not None and rules.deuce_partner:
            deuce = Card(DEUCE, o.trump)
            played = [card for _, card in o.trick]
            played += [card for _, cards, _ in o.tricks for card in cards]
            hand_over = o.phase == "over" or (o.phase == "deal" and not any(o.hand_sizes))
            state.partner_revealed = hand_over or deuce in played
            holder = next((s for s, hand in enumerate(state.hands) if deuce in hand), -1)
            if state.partner_revealed:
                state.partner = -1 if o.partner is None else o.partner
                state.alone = bool(o.alone)
            else:
                state.alone = holder in (-1, state.bidder)
                state.partner = -1 if state.alone else holder
        return state


def shown_void_suits(
    trick: Sequence[Play],
    tricks: Iterable[tuple[int, tuple[Card, ...], int]],
    trump: str | None,
    players: int,
) -> dict[int, set[str]]:
    """The suits each seat showed it holds none of, by not following them in the finished
    ``tricks`` or the ``trick`` being played (no cards are drawn, so a void lasts the hand).
    Jokers belong to trump."""
    plays = [*(plays_in_order(leader, cards, players) for leader, cards, _ in tricks), trick]
    voids: dict[int, set[str]] = {seat: set() for seat in range(players)}
    for void in shown_voids(plays, lambda card: card_suit(card, trump)):
        voids[void.seat].add(void.suit)
    return voids


def _voids(
    trick: tuple[Play, ...],
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...],
    trump: str | None,
    players: int,
) -> dict[int, set[Card]]:
    """The cards each seat showed it does not hold by not following the suit led."""
    return {
        seat: {card for suit in suits for card in DECK_FOUR if card_suit(card, trump) == suit}
        for seat, suits in shown_void_suits(trick, tricks, trump, players).items()
    }


def _not_five(card: Card) -> bool:
    return card.rank != FIVE


def _outside(banned: set[Card]) -> Callable[[Card], bool]:
    return lambda card: card not in banned
