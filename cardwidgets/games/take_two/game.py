"""Take Two: 2 to 8 players bet on a Low and a High twosome (RULES.md §4).

Each hand every player antes to a Low and a High bet circle, is dealt four cards, splits them
into a Low twosome and a High twosome (Ace 1 … King 13; a twosome scores the sum), swaps one
card with the deck, and bets on each twosome like poker. Then each player discards one card and
takes one blind from another player's twosome, which freezes the receiving twosome; a second
round of betting follows and the showdown pays the lowest Low and the highest High.

Choices this implementation makes where RULES.md is silent (for the rules tutorial to quote):

* **Chips**: the ante of 5 a circle is an option too (``ante``), and ``starting_chips`` must
  pay both antes at least once. The first dealer is drawn by lot, a recorded chance event; each
  hand's shuffle is another, listing the whole deck in the order it is dealt.
* **Between hands**, in this order: the deal moves left to the next player still in the game;
  if the move reaches or passes the first dealer's seat (even after that player is out), the
  ante doubles (``ante_doubling``); every player who cannot pay both antes at the new level is
  out and their chips go to the High Pot; if that leaves the new dealer out, the deal moves on
  left (and doubles the ante if it now reaches the first dealer's seat: one walk round the
  table crosses that seat at most once). The antes are paid as the cards are dealt.
* **Game end**: with fewer than two players able to pay, a lone survivor takes both Pots (and
  so holds every chip); if nobody can pay, the largest stacks are compared *before* anyone goes
  out: the largest wins and takes the Pots, equal largest stacks share the win and the Pots
  (odd chips stay in the Pots). ``max_hands``: the largest stack wins, equal stacks share.
* **Returns**: a sole winner scores +1; k players sharing the win score 1/k each; the others
  -1; if every player shares (all stacks equal) the game is a draw and everyone scores 0.
* **The split** is two clicks: a player picks the two cards of their Low twosome one at a time
  (``low 3H``, ``low 5D``); the other two make the High twosome. Players split in turn from the
  dealer's left, but nobody sees another's split, so the order tells nothing.
* **Betting** actions say how many chips go in *above* the circle's level: ``bet 5`` when no
  bet is pending, ``raise 5`` (call, then 5 more) when facing one; ``check``, ``call`` and
  ``fold`` as in poker. Every amount from 1 to the cap is a legal action, so a random bot picks
  a size uniformly; a widget offers a few sizes.
* **The cap** is the same for every player in a circle: the smallest "chips in this circle plus
  stack" among the live twosomes there, the bettor's own included (nobody bets chips they do
  not have). So every live player can always call and no side pots
  are ever needed. Within one circle's round a player's circle plus stack never changes (a call
  moves chips from the stack into the circle), so the cap only grows, when someone folds.
* **A live twosome** belongs to a player still in the game who has not folded it. A player
  with no chips behind (all-in) keeps both twosomes live and can win; such a player, like any
  player who is level when the cap allows no bet, has nothing to decide and is passed over.
  A player is asked to act only if they face a bet, or have not acted since the last bet or
  raise and a bet is still possible.
* **The last live twosome winning without a showdown**: a circle with one live twosome takes
  no more betting. When both circles are down to one live twosome each, the hand ends at once
  (no taking, no second round): the survivors take their circles and Pots and nobody's cards
  are turned up. If only one circle is decided, the hand plays on and that twosome wins its
  circle at the showdown.
* **Taking**: every player still in the game takes, even one who has folded both twosomes,
  and may discard from either twosome, folded or not. There is always a
  twosome to take from: when the k-th player takes, the k - 1 earlier takers have frozen one
  twosome each, so at least n - 1 of the other players' 2(n - 1) twosomes are unfrozen.
  Which of the target's two cards comes away is chance with odds 1/2 each (the owner mixes them).
* **The deck never runs out**: a hand uses exactly 6 cards per player (4 dealt, 1 replacement,
  and one victim's replacement per take), at most 48 of the 52 with 8 players.
* **Ties** (``tie="to_pot"``): the tied players take back their own circle's chips; every other
  chip of that circle goes to that Pot and the Pot carries over. ``tie="split"``: the tied
  players share the other chips and the Pot; odd chips stay in the Pot.
* **What each seat sees**: its own cards, every face-up taken card, which twosome each player
  swapped into or discarded from, all chips; never another's face-down card or which of a
  victim's two cards is new. At a showdown every twosome is turned up; an uncontested hand shows
  nothing. Cards stay where they lay until the next deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal, TypeVar

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card, standard_deck
from cardwidgets.engine.game import CHANCE, TERMINAL, Game, LogEntry, Observation, State, Zone
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.engine.rules import Rules, option
from cardwidgets.engine.tensors import Fact, HandLength

T = TypeVar("T")
DECK: Final = standard_deck()
#: The parts of a hand, in the order they come (the observation's ``phase``).
PHASES: Final = ("lot", "deal", "split", "pick", "bet", "discard", "take", "raid", "over")
_DECK_SET: Final = frozenset(DECK)
#: A card's worth in a twosome: Ace 1, 2-10 face value, Jack 11, Queen 12, King 13.
VALUE: Final = {card: 1 if card.rank == 14 else card.rank for card in DECK}
HAND_SIZE: Final = 4
#: Cards one player uses in a hand: 4 dealt, 1 replacement, 1 victim's replacement on average.
CARDS_PER_PLAYER: Final = 6

LOW: Final = 0
HIGH: Final = 1
CIRCLE_WORDS: Final = ("low", "high")
CIRCLE_NAMES: Final = ("Low", "High")

CHECK: Final = Action("check")
CALL: Final = Action("call")
FOLD: Final = Action("fold")


def _with(items: list[T], index: int, item: T) -> tuple[T, ...]:
    """``items`` as a tuple, with ``item`` in place of ``items[index]``."""
    return (*items[:index], item, *items[index + 1 :])


def value(cards: Iterable[Card]) -> int:
    """A twosome's score: the sum of its cards (Ace 1 … King 13)."""
    return sum(map(VALUE.__getitem__, cards))


def twosome_text(cards: Sequence[Card]) -> str:
    """``3♥ 5♦ (8)``: the cards and their sum, for logs."""
    return " ".join([card.short for card in cards]) + f" ({value(cards)})"


#: Twosomes and hands are kept in order of value (then suit), so they read naturally.
_by_value: Final = {card: (VALUE[card], card.index) for card in DECK}.__getitem__


def _sizes(kind: str, room: int) -> tuple[ActionRange, ...]:
    """``bet 1`` … ``bet room``, or nothing when there is no room to bet."""
    return (ActionRange(kind, 1, room),) if room >= 1 else ()


#: The per-card and per-target actions, made once: listing legal moves is then just lookups.
_PUT_LOW: Final = {card: Action("low", (card,)) for card in DECK}
_DISCARD: Final = {card: Action("discard", (card,)) for card in DECK}
_TAKE: Final = {
    (seat, circle): Action("take", (seat, CIRCLE_WORDS[circle]))
    for seat in range(8)
    for circle in (LOW, HIGH)
}
#: ``take 2 low`` → (2, LOW): the seat and twosome a take action names.
TARGET_OF: Final = {action: target for target, action in _TAKE.items()}

#: Cards as one seat sees them: a card, or None where it lies face down to that seat.
Seen = tuple[Card | None, ...]
#: What another seat sees of k face-down cards.
_HIDDEN: Final[tuple[Seen, ...]] = tuple((None,) * k for k in range(8))


@dataclass(frozen=True)
class TakeTwoRules(Rules):
    players: int = option(4, "Players at the table.", minimum=2, maximum=8)
    starting_chips: int = option(
        100, "Chips each player starts with; the Pots start empty.", minimum=2, maximum=1_000_000
    )
    ante: int = option(
        5,
        "Chips each player antes to each circle, before any doubling.",
        minimum=1,
        maximum=500_000,
    )
    ante_doubling: Literal["every_orbit", "once", "never"] = option(
        "every_orbit",
        "The ante doubles each time the deal reaches or passes the first dealer's seat; 'once' "
        "only the first time; 'never' keeps it fixed.",
    )
    tie: Literal["to_pot", "split"] = option(
        "to_pot",
        "A tie for best: tied players take back their own circle and the other chips go to the "
        "Pot ('to_pot'), or the tied players share them and the Pot, odd chips staying ('split').",
    )
    max_hands: int | None = option(
        None,
        "End after this many hands: the largest stack wins (equal stacks share), Pots unawarded.",
        minimum=1,
        maximum=1000,
    )

    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "heads_up": {"players": 2},
        "full_table": {"players": 8},
        "ante_doubles_once": {"ante_doubling": "once"},
        "fixed_ante": {"ante_doubling": "never"},
        "split_ties": {"tie": "split"},
        "short_stacks": {"starting_chips": 30},
        "ten_hands": {"max_hands": 10},
    }

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words of the summary."""
        text = "a player who cannot pay both antes is out, and the last one with chips wins"
        if self.max_hands:
            text += f", or after {self.max_hands} hands the largest stack wins"
        return text

    def conflict(self) -> str | None:
        if self.starting_chips < 2 * self.ante:
            return (
                f"TakeTwoRules: starting_chips={self.starting_chips} cannot pay both antes of "
                f"{self.ante}; give at least {2 * self.ante} chips or a smaller ante."
            )
        return None


@dataclass(frozen=True, kw_only=True)
class TakeTwoObservation(Observation):
    """What one seat knows. Per-seat tuples are indexed by seat; twosomes by LOW and HIGH.

    A face-down card another seat may not know is ``None``.
    """

    dealer: int | None
    first_dealer: int | None
    hand_number: int
    hands_completed: int
    max_hands: int | None
    ante: int
    ante_doubling: str
    tie: str
    stacks: tuple[int, ...]
    #: Chips in each player's Low and High circles: ``bets[LOW][seat]``.
    bets: tuple[tuple[int, ...], tuple[int, ...]]
    pots: tuple[int, int]
    out: tuple[bool, ...]
    folded: tuple[tuple[bool, ...], tuple[bool, ...]]
    #: Cards not yet split (the viewer's own, or all for the teacher); others' counts below.
    hands: tuple[tuple[Card | None, ...], ...]
    #: ``twosomes[seat][LOW]``; in a frozen twosome the face-up taken card comes first.
    twosomes: tuple[tuple[tuple[Card | None, ...], tuple[Card | None, ...]], ...]
    #: The twosome each player froze by taking a card into it: LOW, HIGH or None.
    frozen: tuple[int | None, ...]
    #: The twosome each player discarded from and refilled in step 3 (public).
    replaced: tuple[int | None, ...]
    #: Every take so far this hand: (taker, victim, victim's twosome); the card lies face up.
    takes: tuple[tuple[int, int, int], ...]
    discards: tuple[tuple[Card | None, ...], ...]
    deck_size: int
    #: The circle being bet (LOW or HIGH) and the betting round (1 or 2); None outside betting.
    circle: int | None
    betting_round: int | None
    level: int
    cap: int
    #: The viewer's own twosome waiting for a taken card (LOW or HIGH), in the taking step.
    waiting: int | None
    showdown: bool
    #: The latest hand's result in words, and the winners once the game is over.
    verdict: str
    winners: tuple[int, ...]
    #: The teacher's view only: the deck, top card first.
    deck: tuple[Card, ...] | None = None
    #: While a taken card is picked: the victim and their twosome (public).
    target: tuple[int, int] | None = None
    #: In betting: who has acted on this circle since the last bet or raise (public).
    acted: tuple[bool, ...] = ()


class TakeTwoState(State):
    game: TakeTwo

    def __init__(self, game: TakeTwo, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        rules = game.rules
        n = rules.players
        self.phase = "lot"
        self.mover: int = CHANCE
        self.dealer: int | None = None
        self.first_dealer: int | None = None
        self.multiplier = 1
        self.doublings = 0
        self.hands_played = 0
        self.stacks = [rules.starting_chips] * n
        self.bets = [[0] * n, [0] * n]
        self.pots = [0, 0]
        self.out = [False] * n
        self.folded = [[False] * n, [False] * n]
        #: In-game seats from the dealer's left round to the dealer: the order of every step.
        self.order: list[int] = []
        self.deck: list[Card] = list(DECK)  # the top card is the last
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self._no_cards: tuple[Seen, ...] = ((),) * n
        self.twosomes: list[list[list[Card]]] = [[[], []] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.face_up: list[Card | None] = [None] * n
        self.frozen: list[int | None] = [None] * n
        self.replaced: list[int | None] = [None] * n
        self.takes: list[tuple[int, int, int]] = []
        self.turn = 0  # index into self.order in the split, discard and taking steps
        self.circle = LOW
        self.betting_round = 1
        self.acted = [False] * n
        #: The level and cap of the circle being bet, kept up to date as bets and folds happen.
        self.betting_level = 0
        self.betting_cap = 0
        #: What the other seats see of each player's twosomes and discards, refreshed whenever
        #: that player's cards change (observations are built at every move).
        self.public_twosomes: list[tuple[Seen, Seen]] = [((), ())] * n
        self.public_discards: list[Seen] = [()] * n
        self.waiting: int | None = None
        self.target: tuple[int, int] | None = None
        self.showdown = False
        self.verdict = ""
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------ facts
    @property
    def current_player(self) -> int:
        return self.mover

    @property
    def ante(self) -> int:
        """Chips each player antes to each circle this hand."""
        return self.game.rules.ante * self.multiplier

    @property
    def hands_completed(self) -> int:
        return self.hands_played

    def turn_order(self) -> list[int]:
        """Seats still in the game from the dealer's left round to the dealer: who is dealt
        first, splits, discards, bets and takes first."""
        n, dealer = self.game.rules.players, self.dealer
        if dealer is None:
            return []
        return [seat for seat in ((dealer + k) % n for k in range(1, n + 1)) if not self.out[seat]]

    def level(self, circle: int) -> int:
        """The most chips any player has in this circle: what a live twosome must match."""
        return max(self.bets[circle])

    def live(self, circle: int) -> list[int]:
        """Seats whose twosome in ``circle`` can still win, from the dealer's left."""
        folded = self.folded[circle]
        return [seat for seat in self.order if not folded[seat]]

    def cap(self, circle: int) -> int:
        """The highest level a bet may reach: what every live twosome's owner could match."""
        bets, stacks = self.bets[circle], self.stacks
        return min(bets[seat] + stacks[seat] for seat in self.live(circle))

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        if self.phase == "bet":
            return _BETTING_REMINDERS[self.betting_round, self.circle]
        return _REMINDERS[self.phase]

    def turn_prompt(self) -> str:
        """In a betting round, what the mover owes and the most it may add."""
        if self.phase != "bet":
            return ""
        level = self.betting_level
        owed = level - self.bets[self.circle][self.mover]
        room = self.betting_cap - level
        where = f"{CIRCLE_NAMES[self.circle]} circle"
        if owed > 0:
            chips = f"{owed} chip{'s' * (owed != 1)}"
            more = f", raise by 1 to {room}" if room >= 1 else ""
            return f"{where}: call {chips}{more}, or fold."
        if room < 1:
            return f"{where}: check (no one can bet more)."
        return f"{where}: check, or bet 1 to {room} chips."

    # ------------------------------------------------------------------ legal moves
    def _legal_actions(self) -> list[Action] | LegalActions:
        phase, seat = self.phase, self.mover
        if phase == "bet":
            level = self.betting_level
            room = self.betting_cap - level
            # Bets and raises are a range, not a list: a stack of a million chips is one value.
            if self.bets[self.circle][seat] < level:
                return LegalActions((FOLD, CALL), _sizes("raise", room))
            return LegalActions((CHECK,), _sizes("bet", room))
        if phase == "split":
            return [_PUT_LOW[card] for card in self.hands[seat]]
        if phase in ("discard", "take"):
            return [_DISCARD[card] for card in self._own_cards(seat)]
        return [  # phase "raid"
            _TAKE[victim, circle]
            for victim in self.order
            if victim != seat
            for circle in (LOW, HIGH)
            if self.frozen[victim] != circle
        ]

    def _own_cards(self, seat: int) -> list[Card]:
        low, high = self.twosomes[seat]
        return low + high

    def _illegal_reason(self, action: Action) -> str:
        phase, seat = self.phase, self.mover
        name = self.names[seat]
        if phase == "bet":
            return self._betting_reason(action)
        if phase == "split":
            return (
                f"{action} is not a move now: {name} is splitting and picks the two cards of "
                f"the Low twosome one at a time, 'low <card>' with a card still unsplit "
                f"({' '.join(str(c) for c in self.hands[seat])}); the other two make the High."
            )
        if phase in ("discard", "take"):
            why = (
                "must discard one card and draw a replacement into the same twosome"
                if phase == "discard"
                else "must discard one card to make room for the card they will take"
            )
            cards_held = " ".join(str(c) for c in self._own_cards(seat))
            return f"{action} is not a move now: {name} {why}: 'discard <card>' with {cards_held}."
        return self._taking_reason(action)

    def _betting_reason(self, action: Action) -> str:
        circle, seat = self.circle, self.mover
        level, cap = self.betting_level, self.betting_cap
        facing = self.bets[circle][seat] < level
        where = CIRCLE_NAMES[circle]
        if action.kind == "check" and facing:
            return f"You cannot check: a bet is pending on {where}. Call, raise or fold."
        if action.kind == "fold" and not facing:
            return f"You cannot fold when no bet is pending on {where}: check instead (it is free)."
        if action.kind == "call" and not facing:
            return f"There is nothing to call on {where}: check, or bet."
        if action.kind == "bet" and facing:
            return f"A bet is already pending on {where}: raise instead of bet."
        if action.kind == "raise" and not facing:
            return f"No bet is pending on {where}, so there is nothing to raise: bet instead."
        if action.kind in ("bet", "raise") and len(action.args) == 1:
            if level == cap:
                return (
                    f"No more betting on {where}: the level {level} is all that every live "
                    f"player could match (chips in their {where} circle plus their stack)."
                )
            return (
                f"You may {action.kind} from 1 to {cap - level} chips: no bet may take the "
                f"{where} level above {cap}, what every live player could match (chips in their "
                f"{where} circle plus their stack)."
            )
        return f"{action} is not a betting move. On {where} you may " + (
            "fold, call, or raise N." if facing else "check, or bet N."
        )

    def _taking_reason(self, action: Action) -> str:
        seat = self.mover
        if action.kind == "take" and len(action.args) == 2:
            victim, word = action.args
            if isinstance(victim, int) and word in CIRCLE_WORDS:
                circle = CIRCLE_WORDS.index(str(word))
                if victim == seat:
                    return "You cannot take from your own twosomes: take from another player's."
                if victim not in self.order:
                    return (
                        f"Seat {victim} holds no cards this hand: take from a player at the table."
                    )
                if self.frozen[victim] == circle:
                    return (
                        f"{self.names[victim]}'s {CIRCLE_NAMES[circle]} twosome is frozen (it "
                        "received a taken card): nobody may take from it."
                    )
        return (
            f"{action} is not a move now: take a card blind from another player's twosome that is "
            "not frozen, 'take <seat> low' or 'take <seat> high'."
        )

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "lot":
            seats = self.game.rules.players
            return [(Action("first_dealer", (seat,)), 1 / seats) for seat in range(seats)]
        if self.phase == "pick":
            return [(Action("picked", (card,)), 0.5) for card in self._target_cards()]
        return None

    def _target_cards(self) -> list[Card]:
        assert self.target is not None
        victim, circle = self.target
        return sorted(self.twosomes[victim][circle], key=lambda card: card.index)

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        if self.phase == "deal":
            return Action("deal", tuple(DECK[i] for i in rng.permutation(len(DECK))))
        if self.phase == "lot":
            return Action("first_dealer", (int(rng.integers(self.game.rules.players)),))
        return Action("picked", (self._target_cards()[int(rng.integers(2))],))

    def _chance_problem(self, action: Action) -> str | None:
        expected = {"lot": "first_dealer", "deal": "deal", "pick": "picked"}.get(self.phase)
        if expected is None:
            return f"No chance event is due: {self.name(self.mover)} is to move."
        if action.kind != expected:
            return f"The next chance event is a {expected!r}, not {action.kind!r}."
        if expected == "deal":
            if len(action.args) != len(DECK) or set(action.args) != _DECK_SET:
                return "A deal lists all 52 cards once each, in the order they are dealt."
            return None
        if expected == "first_dealer":
            if action.args not in [(seat,) for seat in range(self.game.rules.players)]:
                return f"'first_dealer' names a seat from 0 to {self.game.rules.players - 1}."
            return None
        if len(action.args) != 1 or action.args[0] not in self._target_cards():
            return "'picked' names one of the two cards of the twosome being raided."
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        kind = action.kind
        if kind in ("check", "call", "fold", "bet", "raise"):
            return self._bet(action)
        if kind == "low":
            return self._split(action.card_arg())
        if kind == "discard":
            if self.phase == "discard":
                return self._replace(action.card_arg())
            return self._discard_to_take(action.card_arg())
        if kind == "take":
            return self._choose_target(*TARGET_OF[action])
        if kind == "picked":
            return self._take(action.card_arg())
        if kind == "deal":
            return self._deal(action.card_args())
        return self._draw_first_dealer(action.int_arg())

    def _draw_first_dealer(self, seat: int) -> list[LogEntry]:
        self.first_dealer = self.dealer = seat
        entries = [self.entry(None, f"{self.names[seat]} deals first (drawn by lot).")]
        self.phase, self.mover = "deal", CHANCE
        return entries

    def _deal(self, order: tuple[Card, ...]) -> list[LogEntry]:
        n, dealer, ante = self.game.rules.players, self.dealer, self.ante
        assert dealer is not None
        self.order = self.turn_order()
        players = len(self.order)
        self.hands = [[] for _ in range(n)]
        for index, card in enumerate(order[: HAND_SIZE * players]):
            self.hands[self.order[index % players]].append(card)
        for hand in self.hands:
            hand.sort(key=_by_value)
        self.deck = list(reversed(order[HAND_SIZE * players :]))
        self.twosomes = [[[], []] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.public_twosomes, self.public_discards = [((), ())] * n, [()] * n
        self.face_up, self.frozen, self.replaced = [None] * n, [None] * n, [None] * n
        self.folded = [[False] * n, [False] * n]
        self.takes, self.showdown, self.verdict = [], False, ""
        for seat in self.order:
            self.stacks[seat] -= 2 * ante
            self.bets[LOW][seat] = self.bets[HIGH][seat] = ante
        opening = (
            f"Hand {self.hands_played + 1}: {self.names[dealer]} deals. Everyone antes {ante} to "
            f"their Low circle and {ante} to their High circle."
        )
        dealt = {seat: " ".join(c.short for c in self.hands[seat]) for seat in self.order}
        full = "; ".join(f"{self.names[seat]} {cards}" for seat, cards in dealt.items())
        self.phase, self.turn = "split", 0
        self.mover = self.order[0]
        return [
            self.entry(
                None,
                opening,
                secret=tuple((seat, f"{opening} You are dealt {dealt[seat]}.") for seat in dealt),
                full=f"{opening} Dealt: {full}.",
            )
        ]

    def _next_in_turn(self, phase: str) -> bool:
        """Move to the next player of a step taken in turn; False when everyone has had theirs."""
        self.turn += 1
        if self.turn < len(self.order):
            self.phase, self.mover = phase, self.order[self.turn]
            return True
        return False

    def _split(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        hand, (low, high) = self.hands[seat], self.twosomes[seat]
        hand.remove(card)
        low.append(card)
        self._refresh_view(seat)
        if len(low) == 1:
            return [
                self.entry(
                    seat,
                    f"{self.names[seat]} is splitting their cards.",
                    you=f"You put {card.short} in your Low twosome.",
                    full=f"{self.names[seat]} puts {card.short} in Low.",
                )
            ]
        high.extend(hand)
        hand.clear()
        low.sort(key=_by_value)
        high.sort(key=_by_value)
        self._refresh_view(seat)
        said = f"Low {twosome_text(low)}, High {twosome_text(high)}"
        entries = [
            self.entry(
                seat,
                f"{self.names[seat]} has split their cards into a Low and a High twosome.",
                you=f"You split: {said}.",
                full=f"{self.names[seat]} splits: {said}.",
            )
        ]
        if not self._next_in_turn("split"):
            self.turn = 0
            self.phase, self.mover = "discard", self.order[0]
            entries.append(
                self.entry(None, "Each player in turn discards one card and draws a replacement.")
            )
        return entries

    def _where(self, seat: int, card: Card) -> int:
        return LOW if card in self.twosomes[seat][LOW] else HIGH

    def _replace(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        circle = self._where(seat, card)
        twosome = self.twosomes[seat][circle]
        twosome.remove(card)
        self.discards[seat].append(card)
        drawn = self.deck.pop()
        twosome.append(drawn)
        twosome.sort(key=_by_value)
        self.replaced[seat] = circle
        self._refresh_view(seat)
        where = CIRCLE_NAMES[circle]
        detail = (
            f"discards {card.short} from {where} and draws {drawn.short}: "
            f"{where} is now {twosome_text(twosome)}"
        )
        entries = [
            self.entry(
                seat,
                f"{self.names[seat]} discards a card from {where} and draws a replacement.",
                you=f"You {detail.replace('discards', 'discard').replace('draws', 'draw')}.",
                full=f"{self.names[seat]} {detail}.",
            )
        ]
        if not self._next_in_turn("discard"):
            self.betting_round = 1
            entries.extend(self._open_circle(LOW))
        return entries

    # ------------------------------------------------------------------ betting
    def _needs_to_act(self, seat: int, level: int, cap: int) -> bool:
        circle = self.circle
        if self.folded[circle][seat]:
            return False
        return self.bets[circle][seat] < level or (not self.acted[seat] and level < cap)

    def _next_to_act(self, after: int) -> int | None:
        """The next live player left of ``after`` who has something to decide, if any."""
        if len(self.live(self.circle)) < 2:
            return None
        level, cap = self.betting_level, self.betting_cap
        order = self.order
        start = order.index(after) + 1
        for k in range(len(order)):
            seat = order[(start + k) % len(order)]
            if self._needs_to_act(seat, level, cap):
                return seat
        return None

    def _open_circle(self, circle: int) -> list[LogEntry]:
        """Start the betting on ``circle`` of the current round, or skip it if nobody can bet."""
        self.circle = circle
        self.acted = [False] * self.game.rules.players
        self.betting_level, self.betting_cap = self.level(circle), self.cap(circle)
        where = CIRCLE_NAMES[circle]
        first = self._next_to_act(self.order[-1])  # the dealer is last: start left of them
        if first is not None:
            self.phase, self.mover = "bet", first
            return [self.entry(None, f"Betting round {self.betting_round}: {where} circle.")]
        live = self.live(circle)
        if len(live) == 1:
            why = f"only {self.names[live[0]]}'s {where} twosome is live"
        else:
            why = f"nobody can bet above the level of {self.level(circle)}"
        entries = [self.entry(None, f"No betting on {where} in round {self.betting_round}: {why}.")]
        return entries + self._close_circle()

    def _close_circle(self) -> list[LogEntry]:
        if self.circle == LOW:
            return self._open_circle(HIGH)
        if self.betting_round == 1:
            return self._start_taking()
        return self._showdown()

    def _bet(self, action: Action) -> list[LogEntry]:
        seat, circle = self.mover, self.circle
        bets, where = self.bets[circle], CIRCLE_NAMES[circle]
        level = self.betting_level
        kind = action.kind
        if kind == "fold":
            self.folded[circle][seat] = True
            if len(self.live(circle)) > 1:
                self.betting_cap = self.cap(circle)
            what = f"their {where} twosome"
        elif kind == "check":
            what = f"on {where}"
        else:
            extra = action.int_arg() if kind in ("bet", "raise") else 0
            paid = level + extra - bets[seat]
            bets[seat] += paid
            self.stacks[seat] -= paid
            self.betting_level = bets[seat]
            if kind != "call":
                self.acted = [False] * len(self.acted)
            all_in = ", all in" if self.stacks[seat] == 0 else ""
            what = f"{extra or paid} on {where} ({where} level {bets[seat]}{all_in})"
        self.acted[seat] = True
        entries = [
            self.entry(
                seat,
                f"{self.names[seat]} {kind}s {what}.",
                you=f"You {kind} {what.replace('their', 'your')}.",
            )
        ]
        if kind == "fold" and all(len(self.live(c)) == 1 for c in (LOW, HIGH)):
            return entries + self._uncontested()
        nxt = self._next_to_act(seat)
        if nxt is not None:
            self.mover = nxt
            return entries
        return entries + self._close_circle()

    # ------------------------------------------------------------------ taking
    def _start_taking(self) -> list[LogEntry]:
        self.turn = 0
        self.phase, self.mover = "take", self.order[0]
        return [
            self.entry(
                None,
                "Taking: each player in turn discards a card and takes one blind from another "
                "player's twosome that is not frozen.",
            )
        ]

    def _discard_to_take(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        circle = self._where(seat, card)
        self.twosomes[seat][circle].remove(card)
        self.discards[seat].append(card)
        self.waiting = circle
        self._refresh_view(seat)
        self.phase = "raid"
        where = CIRCLE_NAMES[circle]
        return [
            self.entry(
                seat,
                f"{self.names[seat]} discards a card from their {where} twosome.",
                you=f"You discard {card.short} from your {where} twosome.",
                full=f"{self.names[seat]} discards {card.short} from {where}.",
            )
        ]

    def _choose_target(self, victim: int, circle: int) -> list[LogEntry]:
        seat = self.mover
        self.target = (victim, circle)
        self.phase, self.mover = "pick", CHANCE
        where = f"a card blind from {self.names[victim]}'s {CIRCLE_NAMES[circle]} twosome"
        return [self.entry(seat, f"{self.names[seat]} takes {where}.", you=f"You take {where}.")]

    def _take(self, card: Card) -> list[LogEntry]:
        assert self.target is not None
        assert self.waiting is not None
        victim, circle = self.target
        taker = self.order[self.turn]
        raided = self.twosomes[victim][circle]
        raided.remove(card)
        drawn = self.deck.pop()
        raided.append(drawn)
        raided.sort(key=_by_value)  # the owner mixes the two: nobody can tell which is new
        receiving = self.twosomes[taker][self.waiting]
        receiving.insert(0, card)  # the face-up card lies first
        self.face_up[taker], self.frozen[taker] = card, self.waiting
        self.takes.append((taker, victim, circle))
        self._refresh_view(taker, victim)
        # A playout's copy keeps no log: the text of its busiest event is not written for it.
        entries = [] if self.quiet else [self._take_entry(card, drawn, taker)]
        self.target = self.waiting = None
        if self._next_in_turn("take"):
            return entries
        self.betting_round = 2
        return entries + self._open_circle(LOW)

    def _take_entry(self, card: Card, drawn: Card, taker: int) -> LogEntry:
        """The log line of a take: public, and each of the two seats' own account."""
        assert self.target is not None
        assert self.waiting is not None
        victim, circle = self.target
        raided, receiving = self.twosomes[victim][circle], self.twosomes[taker][self.waiting]
        mine, theirs = CIRCLE_NAMES[self.waiting], CIRCLE_NAMES[circle]
        taker_name, victim_name = self.names[taker], self.names[victim]
        public = (
            f"{taker_name} takes {card.short} from {victim_name}'s {theirs} twosome; it lies "
            f"face up in {taker_name}'s {mine} twosome, which is now frozen. {victim_name} draws "
            "a replacement."
        )
        return self.entry(
            None,
            public,
            secret=(
                (
                    taker,
                    f"You take {card.short} from {victim_name}'s {theirs} twosome; your "
                    f"{mine} twosome is now {twosome_text(receiving)}, face up {card.short}, "
                    "and frozen.",
                ),
                (
                    victim,
                    f"{taker_name} takes {card.short} from your {theirs} twosome; you draw "
                    f"{drawn.short}: your {theirs} is now {twosome_text(raided)}.",
                ),
            ),
            full=f"{public[:-1]}: {drawn.short}.",
        )

    # ------------------------------------------------------------------ the end of a hand
    def _uncontested(self) -> list[LogEntry]:
        """Both circles are down to one live twosome: they win at once, no cards shown."""
        lines = []
        for circle in (LOW, HIGH):
            (winner,) = self.live(circle)
            won = sum(self.bets[circle]) + self.pots[circle]
            self._pay(circle, winner, won)
            lines.append(
                f"{self.names[winner]} wins the {CIRCLE_NAMES[circle]} circles and Pot ({won} "
                "chips) uncontested"
            )
        self.verdict = "; ".join(lines) + ", without a showdown."
        return [self.entry(None, self.verdict), *self._finish_hand()]

    def _pay(self, circle: int, winner: int, chips: int) -> None:
        self.stacks[winner] += chips
        self.bets[circle] = [0] * len(self.bets[circle])
        self.pots[circle] = 0

    def _showdown(self) -> list[LogEntry]:
        self.showdown = True
        self.verdict = " ".join(self._award(circle) for circle in (LOW, HIGH))
        entry = self.entry(None, "Showdown: every twosome is turned up. " + self.verdict)
        return [entry, *self._finish_hand()]

    def _award(self, circle: int) -> str:
        """Pay one circle at the showdown; say what happened."""
        where = CIRCLE_NAMES[circle]
        live = self.live(circle)
        scores = {seat: value(self.twosomes[seat][circle]) for seat in live}
        best = min(scores.values()) if circle == LOW else max(scores.values())
        winners = [seat for seat in live if scores[seat] == best]
        shown = ", ".join(
            f"{self.names[seat]} {twosome_text(self.twosomes[seat][circle])}"
            + (" folded" if self.folded[circle][seat] else "")
            for seat in self.order
        )
        bets = self.bets[circle]
        total, pot = sum(bets), self.pots[circle]
        if len(winners) == 1:
            self._pay(circle, winners[0], total + pot)
            return (
                f"{where}: {shown}. {self.names[winners[0]]} wins the {where} circles and the "
                f"{where} Pot: {total + pot} chips."
            )
        others = total - sum(bets[seat] for seat in winners)
        for seat in winners:
            self.stacks[seat] += bets[seat]
        tied = " and ".join(self.names[seat] for seat in winners)
        self.bets[circle] = [0] * len(bets)
        if self.game.rules.tie == "to_pot":
            self.pots[circle] += others
            return (
                f"{where}: {shown}. {tied} tie at {best}: each takes back their own circle and "
                f"the other {others} chips go to the {where} Pot (now {self.pots[circle]})."
            )
        shared = others + pot
        share = shared // len(winners)
        for seat in winners:
            self.stacks[seat] += share
        self.pots[circle] = shared - share * len(winners)
        return (
            f"{where}: {shown}. {tied} tie at {best}: each takes back their own circle and "
            f"{share} of the other {others} chips and the Pot of {pot}; "
            f"{self.pots[circle]} stay in the {where} Pot."
        )

    def _finish_hand(self) -> list[LogEntry]:
        self.hands_played += 1
        self.circle = LOW
        limit = self.game.rules.max_hands
        if limit is not None and self.hands_played >= limit:
            return self._end_by_stacks(
                f"After {self.hands_played} hand{'s' * (self.hands_played > 1)}",
                range(self.game.rules.players),
                award_pots=False,
            )
        return self._between_hands()

    def _between_hands(self) -> list[LogEntry]:
        """Move the deal, double the ante, put out who cannot pay: see the module docstring."""
        assert self.dealer is not None
        n = self.game.rules.players
        entries: list[LogEntry] = []
        seat = self.dealer
        while True:
            seat = (seat + 1) % n
            if seat == self.first_dealer:
                entries.extend(self._double_ante())
            if self.out[seat]:
                continue
            ante = self.ante
            players = [s for s in range(n) if not self.out[s]]
            payers = [s for s in players if self.stacks[s] >= 2 * ante]
            if len(payers) < 2:
                return entries + self._end_without_payers(players, payers)
            for loser in players:
                if loser not in payers:
                    entries.append(self._put_out(loser))
            if not self.out[seat]:
                break
        self.dealer = seat
        self.phase, self.mover = "deal", CHANCE
        return entries

    def _double_ante(self) -> list[LogEntry]:
        mode = self.game.rules.ante_doubling
        self.doublings += 1
        if mode == "never" or (mode == "once" and self.doublings > 1):
            return []
        self.multiplier *= 2
        return [
            self.entry(
                None,
                f"The deal reaches the first dealer's seat: the ante doubles to {self.ante} a "
                "circle.",
            )
        ]

    def _put_out(self, seat: int) -> LogEntry:
        chips = self.stacks[seat]
        self.stacks[seat] = 0
        self.pots[HIGH] += chips
        self.out[seat] = True
        return self.entry(
            None,
            f"{self.names[seat]} cannot pay both antes of {self.ante} and is out; their {chips} "
            f"chip{'s' * (chips != 1)} go to the High Pot.",
        )

    def _end_without_payers(self, players: list[int], payers: list[int]) -> list[LogEntry]:
        if not payers:
            return self._end_by_stacks(
                f"Nobody can pay both antes of {self.ante}", players, award_pots=True
            )
        (survivor,) = payers
        entries = [self._put_out(seat) for seat in players if seat != survivor]
        won = sum(self.pots)
        self.stacks[survivor] += won
        self.pots = [0, 0]
        self.verdict = (
            f"{self.names[survivor]} is the only player who can pay the antes: they take both Pots "
            f"({won} chips) and win the game with {self.stacks[survivor]} chips."
        )
        return entries + self._game_over((survivor,))

    def _end_by_stacks(
        self, when: str, players: Iterable[int], *, award_pots: bool
    ) -> list[LogEntry]:
        seats = list(players)
        top = max(self.stacks[seat] for seat in seats)
        winners = tuple(seat for seat in seats if self.stacks[seat] == top)
        names = " and ".join(self.names[seat] for seat in winners)
        verb = "has" if len(winners) == 1 else "share"
        text = f"{when}, {names} {verb} the largest stack ({top} chips)"
        if award_pots:
            pots = self.pots
            for circle in (LOW, HIGH):
                share = pots[circle] // len(winners)
                for seat in winners:
                    self.stacks[seat] += share
                pots[circle] -= share * len(winners)
            text += " and takes the Pots" if len(winners) == 1 else " and take the Pots"
        elif any(self.pots):
            text += f"; the Pots ({self.pots[LOW]} Low, {self.pots[HIGH]} High) stay unawarded"
        self.verdict = text + "."
        return self._game_over(winners)

    def _game_over(self, winners: tuple[int, ...]) -> list[LogEntry]:
        self.winners = winners
        self.phase, self.mover = "over", TERMINAL
        if len(winners) == 1:
            self.verdict += f" {self.names[winners[0]]} wins."
        else:
            self.verdict += f" {' and '.join(self.names[s] for s in winners)} share the win."
        return [self.entry(None, self.verdict)]

    # ------------------------------------------------------------------ results
    def returns(self) -> tuple[float, ...]:
        n = self.game.rules.players
        if self.phase != "over" or len(self.winners) == n:
            return (0.0,) * n
        share = 1 / len(self.winners)
        return tuple(share if seat in self.winners else -1.0 for seat in range(n))

    def running_scores(self) -> tuple[float, ...]:
        """Each player's chips: the stack, and what lies in their circles this hand."""
        return tuple(
            float(self.stacks[s] + self.bets[LOW][s] + self.bets[HIGH][s])
            for s in range(len(self.stacks))
        )

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, each player's chips above an equal share, as a
        share of all the chips."""
        if self.phase == "over":
            return self.returns()
        chips = self.running_scores()
        total = sum(chips)
        return tuple((c - total / len(chips)) / total for c in chips)

    # ------------------------------------------------------------------ knowledge
    def _observation(self, seat: int | None) -> TakeTwoObservation:
        everything = seat is None
        twosomes: tuple[tuple[Seen, Seen], ...]
        discards: tuple[Seen, ...]
        if seat is None:
            discards = tuple(map(tuple, self.discards))
        else:
            discards = _with(self.public_discards, seat, tuple(self.discards[seat]))
        if seat is None or self.showdown:
            twosomes = tuple((tuple(low), tuple(high)) for low, high in self.twosomes)
        else:
            low, high = self.twosomes[seat]
            twosomes = _with(self.public_twosomes, seat, (tuple(low), tuple(high)))
        hands = self._seen(self.hands, seat) if self.phase == "split" else self._no_cards
        betting = self.phase == "bet"
        circle = self.circle
        return TakeTwoObservation.build(
            {
                "game": self.game.name,
                "seat": seat,
                "names": self.names,
                "current_player": self.mover,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "dealer": self.dealer,
                "first_dealer": self.first_dealer,
                "hand_number": self.hands_played + (self.phase not in ("lot", "deal", "over")),
                "hands_completed": self.hands_played,
                "max_hands": self.game.rules.max_hands,
                "ante": self.ante,
                "ante_doubling": self.game.rules.ante_doubling,
                "tie": self.game.rules.tie,
                "stacks": tuple(self.stacks),
                "bets": (tuple(self.bets[LOW]), tuple(self.bets[HIGH])),
                "pots": (self.pots[LOW], self.pots[HIGH]),
                "out": tuple(self.out),
                "folded": (tuple(self.folded[LOW]), tuple(self.folded[HIGH])),
                "hands": hands,
                "twosomes": tuple(twosomes),
                "frozen": tuple(self.frozen),
                "replaced": tuple(self.replaced),
                "takes": tuple(self.takes),
                "discards": discards,
                "deck_size": len(self.deck),
                "circle": circle if betting else None,
                "betting_round": self.betting_round if betting else None,
                "level": self.betting_level if betting else 0,
                "cap": self.betting_cap if betting else 0,
                "waiting": self.waiting,
                "showdown": self.showdown,
                "verdict": self.verdict,
                "winners": self.winners,
                "deck": tuple(reversed(self.deck)) if everything else None,
                "target": self.target,
                "acted": tuple(self.acted) if betting else (),
            }
        )

    @staticmethod
    def _seen(cards: list[list[Card]], seat: int | None) -> tuple[Seen, ...]:
        """Each seat's cards of one kind as ``seat`` sees them: its own, the others hidden."""
        return tuple(
            tuple(mine) if seat is None or owner == seat else _HIDDEN[len(mine)]
            for owner, mine in enumerate(cards)
        )

    def _masked(self, owner: int) -> tuple[tuple[Seen, Seen], Seen]:
        """What the others see of ``owner``'s twosomes and discards: all face down, but for a
        taken card."""
        low, high = self.twosomes[owner]
        frozen = self.frozen[owner]
        masked_low, masked_high = _HIDDEN[len(low)], _HIDDEN[len(high)]
        if frozen == LOW:
            masked_low = (low[0], *_HIDDEN[len(low) - 1])
        elif frozen == HIGH:
            masked_high = (high[0], *_HIDDEN[len(high) - 1])
        return (masked_low, masked_high), _HIDDEN[len(self.discards[owner])]

    def _refresh_view(self, *owners: int) -> None:
        for owner in owners:
            self.public_twosomes[owner], self.public_discards[owner] = self._masked(owner)

    def zones(self) -> list[Zone]:
        zones = [Zone("deck", self.deck)]
        for seat, name in enumerate(self.names):
            mine = frozenset((seat,))
            up = self.face_up[seat]
            zones.append(Zone(f"{name}'s unsplit cards", self.hands[seat], mine))
            for circle in (LOW, HIGH):
                down = [card for card in self.twosomes[seat][circle] if card is not up]
                zones.append(
                    Zone(
                        f"{name}'s {CIRCLE_NAMES[circle]} twosome, face down",
                        down,
                        mine,
                        public=self.showdown,
                    )
                )
            zones.append(Zone(f"{name}'s taken card, face up", [up] if up else [], public=True))
            zones.append(Zone(f"{name}'s discards", self.discards[seat], mine))
        return zones

    def check_invariants(self) -> None:
        rules = self.game.rules
        total = rules.players * rules.starting_chips
        chips = sum(self.stacks) + sum(self.bets[LOW]) + sum(self.bets[HIGH]) + sum(self.pots)
        assert chips == total, f"chips are not conserved: {chips} on the table, not {total}"
        assert min(self.stacks) >= 0, "a stack went negative"
        assert min(self.pots) >= 0, "a Pot went negative"
        for seat in range(rules.players):
            if self.out[seat]:
                assert self.stacks[seat] == 0, f"{self.names[seat]} is out but holds chips"
        if self.phase == "bet":
            for circle in (LOW, HIGH):
                if self.live(circle):
                    assert self.level(circle) <= self.cap(circle), "a bet went above the cap"
            assert self.betting_level == self.level(self.circle), "the kept level is stale"
            assert self.betting_cap == self.cap(self.circle), "the kept cap is stale"
        for owner in range(rules.players):
            views = self.public_twosomes[owner], self.public_discards[owner]
            assert views == self._masked(owner), "a player's public view is stale"
        if self.order and self.phase != "lot":
            used = len(DECK) - len(self.deck)
            assert used <= CARDS_PER_PLAYER * len(self.order), "more than 6 cards a player used"
        took_at = {take[0]: index for index, take in enumerate(self.takes)}
        for index, (taker, victim, circle) in enumerate(self.takes):
            assert taker != victim, "a player took from their own twosome"
            earlier = took_at.get(victim, index) < index
            assert not (earlier and self.frozen[victim] == circle), "taken from a frozen twosome"


_REMINDERS: Final = {
    "lot": "The first dealer is drawn by lot.",
    "deal": "Everyone antes to both circles; the dealer deals four cards to each player.",
    "split": "Pick the two cards of your Low twosome; the other two make your High twosome.",
    "discard": "Discard one card; its replacement from the deck goes into the same twosome.",
    "take": "Discard one card: a card taken blind from another player will take its place.",
    "raid": "Take a card blind from another player's twosome that is not frozen.",
    "pick": "Which of the two cards is taken is chance: the owner has mixed them.",
    "over": "The game is over.",
}
_BETTING_REMINDERS: Final = {
    (round_number, circle): f"Betting on {CIRCLE_NAMES[circle]} (round {round_number}): check, "
    "bet, call, raise or fold; no bet above what every live player could match."
    for round_number in (1, 2)
    for circle in (LOW, HIGH)
}


class TakeTwo(Game[TakeTwoRules, TakeTwoState]):
    """Take Two: ``make("take_two", players=5, tie="split")``."""

    info = GameInfo(
        name="take_two",
        title="Take Two",
        aliases=("taketwo",),
        min_players=2,
        max_players=8,
        deal_letter="W",
        bot="cardwidgets.games.take_two.bots:TakeTwoHeuristic",
        view="cardwidgets.games.take_two.view:take_two_view",
        odds="cardwidgets.games.take_two.odds:take_two_odds",
        exercises="cardwidgets.games.take_two.exercises:EXERCISES",
        showcase=Showcase(
            "Two to eight players bet on a Low and a High twosome.", seed=5, steps=30, place=4
        ),
    )
    rules_class = TakeTwoRules

    def rules_summary(self) -> str:
        rules = self.rules
        doubling = {
            "every_orbit": ", doubling each time the deal passes the first dealer",
            "once": ", doubling once when the deal first passes the first dealer",
            "never": "",
        }[rules.ante_doubling]
        tie = (
            "tied players share the circles and the Pot"
            if rules.tie == "split"
            else "tied players take back their own circle and the rest goes to the Pot"
        )
        return (
            f"{rules.players} players with {rules.starting_chips:,} chips each, a 52-card deck "
            f"(Ace 1 … King 13). Each hand everyone antes {rules.ante} to a Low and a High "
            f"circle{doubling}, splits four cards into a Low and a High twosome, swaps one card, "
            "and bets on each twosome like poker. Then each player discards a card and takes one "
            "blind from another player's twosome, freezing the twosome it goes into; after a "
            "second round of betting the lowest Low and the highest High win their circles and "
            f"Pots ({tie}). {rules.end_rule.capitalize()}."
        )

    # The two lowest cards in Low make the lowest Low and the highest High at once; the
    # rule-of-thumb swap averages its replacement over every unseen card, which a few imagined
    # deals only sample (searching the swap won fewer hands, at budgets 4 and 16, than leaving
    # it to the rule-of-thumb bot); and players bet strong twosomes and fold weak ones, which
    # imagined deals cannot know. The discard before a take (phase "take") is still searched.
    monte_carlo_defers = {  # noqa: RUF012
        "split": "no other split makes a lower Low or a higher High",
        "discard": "it weighs every card the replacement could be, where a few imagined deals "
        "try only a few",
        "bet": "the deals it imagines ignore what the others' bets reveal about their twosomes",
    }

    @property
    def num_players(self) -> int:
        return self.rules.players

    @property
    def returns_sum(self) -> float | None:
        """Heads up, one wins what the other loses, or both tie (0 each); at a larger table
        the losers outnumber the winners by as many as the winners are few."""
        return 0.0 if self.rules.players == 2 else None

    def all_cards(self) -> tuple[Card, ...]:
        return DECK

    def public_facts(self) -> tuple[Fact, ...]:
        """What every seat knows beyond the zones, for the tensors (``docs/tensors.md``):
        chips are written as a share of all the chips at the table."""
        rules = self.rules
        players, chips = rules.players, rules.players * rules.starting_chips
        circles = 2 * players
        return (
            Fact("phase", "phase", "choice", PHASES),
            Fact("dealer", "dealer", "seat"),
            Fact("first dealer", "first_dealer", "seat"),
            Fact("ante doublings", "doublings", "number", high=2 * players),
            Fact("hands played", "hands_played", "number", high=rules.max_hands or 1000),
            Fact("stacks", "stacks", "numbers", high=chips),
            Fact("bets", "bets", "numbers", high=chips, size=circles),
            Fact("pots", "pots", "numbers", high=chips, size=2),
            Fact("out", "out", "flags"),
            Fact("folded", "folded", "flags", size=circles),
            Fact("frozen twosome", "frozen", "choices", (LOW, HIGH)),
            Fact("swapped into", "replaced", "choices", (LOW, HIGH)),
            Fact("circle", "circle", "choice", (LOW, HIGH)),
            Fact("betting round", "betting_round", "choice", (1, 2)),
            Fact("acted", "acted", "flags"),
            Fact("betting level", "betting_level", "number", high=chips),
            Fact("betting cap", "betting_cap", "number", high=chips),
            Fact("showdown", "showdown", "flag"),
        )

    def longest_hand(self) -> HandLength:
        """Cards: two to the Low twosome and two discards a player. Other moves: a take a
        player, and in each of the four betting rounds a move of every player, then again
        after each bet or raise; each bet or raise moves a chip at least from a stack into a
        circle, where it stays until the hand ends, so a hand has fewer than the table's chips."""
        rules = self.rules
        players, chips = rules.players, rules.players * rules.starting_chips
        return HandLength(card_moves=4 * players, other_moves=players * (chips + 4) + players)

    def every_action(self) -> LegalActions:
        """Bets and raises of every size up to all the chips at the table (no stack holds
        more), as two ranges: a million-chip table numbers its moves without listing them."""
        chips = self.rules.players * self.rules.starting_chips
        takes = (
            _TAKE[seat, circle] for seat in range(self.rules.players) for circle in (LOW, HIGH)
        )
        return LegalActions(
            (CHECK, CALL, FOLD, *_PUT_LOW.values(), *_DISCARD.values(), *takes),
            (ActionRange("bet", 1, chips), ActionRange("raise", 1, chips)),
        )

    def _new_state(self, seed: int, names: tuple[str, ...]) -> TakeTwoState:
        return TakeTwoState(self, seed, names)

    def _resample(self, observation: Observation, rng: np.random.Generator) -> TakeTwoState:
        """Deal the cards this seat has not seen into the others' face-down places (unsplit
        cards, twosomes, discards) and the deck, at random except that each player's hidden
        twosome cards go lowest to Low: players split sensibly, and a deal that gave them a
        Low as high as their High would make every twosome of this seat look stronger than it
        is. Nothing else a player does limits which cards they hold (bets are not promises),
        so a Monte Carlo bot leaves the betting to the game's own bot
        (:attr:`TakeTwo.monte_carlo_defers`)."""
        assert isinstance(observation, TakeTwoObservation)
        o, seat = observation, observation.seat
        assert seat is not None
        state = self._resampled_state(o, rng)
        n = self.rules.players
        state.phase, state.mover = o.phase, o.current_player
        state.dealer, state.first_dealer = o.dealer, o.first_dealer
        state.hands_played = o.hands_completed
        state.multiplier = o.ante // self.rules.ante
        state.doublings = state.multiplier.bit_length() - 1
        state.stacks, state.pots, state.out = list(o.stacks), list(o.pots), list(o.out)
        state.bets = [list(o.bets[LOW]), list(o.bets[HIGH])]
        state.folded = [list(o.folded[LOW]), list(o.folded[HIGH])]
        state.frozen, state.replaced = list(o.frozen), list(o.replaced)
        state.takes, state.waiting, state.target = list(o.takes), o.waiting, o.target
        state.showdown, state.verdict, state.winners = o.showdown, o.verdict, o.winners
        if o.phase == "bet":
            assert o.circle is not None
            assert o.betting_round is not None
            state.circle, state.betting_round = o.circle, o.betting_round
            state.betting_level, state.betting_cap = o.level, o.cap
            state.acted = list(o.acted)
        if o.deck_size == len(DECK):  # before the first deal every card is in the deck
            return state
        holding = [s for s in range(n) if o.hands[s] or any(o.twosomes[s]) or o.discards[s]]
        state.order = state.turn_order() if o.phase not in ("deal", "over") else holding
        if o.phase in ("take", "raid", "pick"):
            state.turn = len(o.takes)
        elif o.phase in ("split", "discard"):
            state.turn = state.order.index(o.current_player)
        faces = [*o.hands, *o.discards, *(cards for pair in o.twosomes for cards in pair)]
        seen = [card for cards in faces for card in cards if card is not None]
        places = [Place(cards.count(None)) for cards in faces]
        places.append(Place(o.deck_size))
        dealt = iter(deal_hidden(unseen(DECK, seen), places, rng))

        def filled(cards: tuple[Card | None, ...]) -> list[Card]:
            """The seen cards (a face-up card lies first) and then the dealt ones."""
            hidden = next(dealt)
            known = [card for card in cards if card is not None]
            return [*known, *sorted(hidden, key=_by_value)] if hidden else known

        def split_sensibly(
            low: tuple[Card | None, ...], high: tuple[Card | None, ...]
        ) -> list[list[Card]]:
            """A player's twosomes with their hidden cards dealt lowest to Low."""
            low_hidden, high_hidden = next(dealt), next(dealt)
            pool = sorted([*low_hidden, *high_hidden], key=_by_value)
            cut = len(low_hidden)
            return [
                [*(card for card in low if card is not None), *pool[:cut]],
                [*(card for card in high if card is not None), *pool[cut:]],
            ]

        state.hands = [filled(cards) for cards in o.hands]
        state.discards = [filled(cards) for cards in o.discards]
        state.twosomes = [split_sensibly(low, high) for low, high in o.twosomes]
        state.deck = next(dealt)
        for s in range(n):
            frozen = o.frozen[s]
            state.face_up[s] = None if frozen is None else state.twosomes[s][frozen][0]
        state._refresh_view(*range(n))
        return state
