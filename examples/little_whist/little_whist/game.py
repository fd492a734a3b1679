"""Little Whist: the rules and the state.

The pack is shuffled (the one chance event) and each player dealt ``hand`` cards; the next card
is turned face up and its suit is trumps, the rest of the pack lies face down. The player after
the dealer leads; each other player follows suit if they can, otherwise plays any card. The
highest trump wins the trick, else the highest card of the suit led (Ace high), and the winner
leads the next. When the hands are played out, the most tricks wins (a shared lead shares the
win). It plays on the engine's default observation and table: its moves name cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from cardwidgets.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Card,
    Game,
    GameInfo,
    LegalActions,
    LogEntry,
    Rules,
    Showcase,
    State,
    Zone,
    option,
    standard_deck,
)
from cardwidgets.engine.cards import SUIT_NAMES, shorts
from cardwidgets.engine.tensors import Fact
from cardwidgets.engine.tricks import plays_in_order, trick_winner

DECK = standard_deck()


def suit_of(card: Card) -> str:
    """A card's suit in play: its own (no card changes suit in whist)."""
    return card.suit


@dataclass(frozen=True)
class LittleWhistRules(Rules):
    players: int = option(2, "Players at the table.", minimum=2, maximum=4)
    hand: int = option(7, "Cards dealt to each player (one trick each).", minimum=1, maximum=12)

    variants: ClassVar[dict[str, dict[str, Any]]] = {"short": {"hand": 3}}


class LittleWhistState(State):
    game: LittleWhist

    def __init__(self, game: LittleWhist, seed: int, names: tuple[str, ...]) -> None:
        super().__init__(game, seed, names)
        seats = game.num_players
        self.stock = list(DECK)  # in the box until the shuffle
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.turned: list[Card] = []  # the trump card, once dealt
        self.trick: list[Card] = []
        self.leader = 1 % seats  # the dealer is seat 0
        self.won: list[list[Card]] = [[] for _ in range(seats)]
        self.tricks = [0] * seats

    @property
    def trump(self) -> str | None:
        return self.turned[0].suit if self.turned else None

    @property
    def current_player(self) -> int:
        if not self.turned:
            return CHANCE
        if not any(self.hands):
            return TERMINAL
        return (self.leader + len(self.trick)) % self.num_players

    def _legal_actions(self) -> list[Action]:
        hand = self.hands[self.current_player]
        led = [card for card in hand if self.trick and card.suit == self.trick[0].suit]
        return [Action("play", (card,)) for card in sorted(led or hand)]

    def _illegal_reason(self, action: Action) -> str:
        hand = self.hands[self.current_player]
        if action.kind != "play" or len(action.args) != 1 or not isinstance(action.arg, Card):
            return f"Play one card of your hand, like 'play {hand[0]}'."
        if action.arg not in hand:
            return f"{action.arg.short} is not in your hand."
        suit = self.trick[0].suit
        follow = shorts(card for card in hand if card.suit == suit)
        return f"Follow {SUIT_NAMES[suit]} if you can: you hold {follow}."

    def _chance_problem(self, action: Action) -> str | None:
        if action.kind != "deal" or Counter(action.args) != Counter(DECK):
            return "The one chance event is the shuffle: 'deal' and the 52 cards in order."
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        return Action("deal", tuple(DECK[i] for i in rng.permutation(len(DECK))))

    def _apply(self, action: Action) -> Iterable[LogEntry]:
        if action.kind == "deal":
            return [self._deal(action.card_args())]
        seat, card = self.current_player, action.card_arg()
        self.hands[seat].remove(card)
        self.trick.append(card)
        entries = [self.entry(seat, f"{self.name(seat)} plays {card.short}.")]
        if len(self.trick) == self.num_players:
            entries.append(self._gather())
        return entries

    def _deal(self, pack: tuple[Card, ...]) -> LogEntry:
        dealt = self.game.rules.hand * self.num_players
        for place, card in enumerate(pack[:dealt]):
            self.hands[place % self.num_players].append(card)
        self.turned = [pack[dealt]]
        self.stock = list(pack[dealt + 1 :])
        return self.entry(None, f"The cards are dealt; {self.turned[0].short} turned: trumps.")

    def _gather(self) -> LogEntry:
        """The trick is complete: its winner takes it and leads the next."""
        plays = plays_in_order(self.leader, self.trick, self.num_players)
        winner, card = trick_winner(plays, self.trump, suit_of)
        self.won[winner] += self.trick
        self.tricks[winner] += 1
        self.trick, self.leader = [], winner
        return self.entry(winner, f"{self.name(winner)} wins the trick with {card.short}.")

    def zones(self) -> list[Zone]:
        seats = range(self.num_players)
        hands = [Zone(f"hand {s + 1}", self.hands[s], frozenset({s})) for s in seats]
        won = [Zone(f"won {s + 1}", self.won[s], public=True, owner=s) for s in seats]
        public = [Zone("trumps", self.turned, public=True), Zone("trick", self.trick, public=True)]
        return [*hands, *won, *public, Zone("stock", self.stock)]

    def current_reminder(self) -> str:
        trumps = (
            f"{SUIT_NAMES[self.trump].capitalize()} are trumps"
            if self.trump
            else "The cards are dealt"
        )
        return f"{trumps}; follow suit if you can."

    def running_scores(self) -> tuple[float, ...]:
        return tuple(float(tricks) for tricks in self.tricks)

    def returns(self) -> tuple[float, ...]:
        best = max(self.tricks)
        if not self.is_terminal or min(self.tricks) == best:
            return (0.0,) * self.num_players
        return tuple(1.0 if tricks == best else -1.0 for tricks in self.tricks)


class LittleWhist(Game[LittleWhistRules, LittleWhistState]):
    """Little Whist: ``make("little_whist", players=3)``."""

    info = GameInfo(
        name="little_whist",
        title="Little Whist",
        min_players=2,
        max_players=4,
        deal_letter="K",
        showcase=Showcase("A trick game: follow suit, trumps win.", seed=3, steps=6, place=5),
    )
    rules_class = LittleWhistRules

    def rules_summary(self) -> str:
        return (
            f"{self.rules.hand} cards each and one turned for trumps. Follow suit if you can; the "
            "highest trump, else the highest card of the suit led, wins the trick. Most tricks "
            "wins."
        )

    @property
    def num_players(self) -> int:
        return self.rules.players

    def all_cards(self) -> tuple[Card, ...]:
        return DECK

    def every_action(self) -> LegalActions:
        return LegalActions([Action("play", (card,)) for card in sorted(DECK)])

    def public_facts(self) -> tuple[Fact, ...]:
        return (
            Fact("leader", "leader", "seat"),
            Fact("tricks", "tricks", "numbers", high=float(self.rules.hand)),
        )

    def _new_state(self, seed: int, names: tuple[str, ...]) -> LittleWhistState:
        return LittleWhistState(self, seed, names)
