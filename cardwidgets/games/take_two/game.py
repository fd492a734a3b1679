"""Take Two, the game: its facts, its summary, its moves and its Monte Carlo resample.
``cardwidgets.games.take_two.game`` also hands on the names of the rules and the state, where
tutorials and tests import them from."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game, Observation
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.games.take_two.belief import bets_likelihood
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.rules import (
    _DISCARD,
    _PUT_LOW,
    _TAKE,
    CALL,
    CARDS_PER_PLAYER,
    CHECK,
    CIRCLE_NAMES,
    CIRCLE_WORDS,
    DECK,
    FOLD,
    HAND_SIZE,
    HIGH,
    LOW,
    PHASES,
    TARGET_OF,
    VALUE,
    TakeTwoRules,
    _by_value,
    twosome_text,
    value,
)
from cardwidgets.games.take_two.state import TakeTwoState
from cardwidgets.i18n import N_, _, ngettext
from cardwidgets.i18n.words import card_label, seat_name, written_number

#: The rules' and the state's names, handed on where tutorials and tests import them.
__all__ = [
    "CALL",
    "CARDS_PER_PLAYER",
    "CHECK",
    "CIRCLE_NAMES",
    "CIRCLE_WORDS",
    "DECK",
    "FOLD",
    "HAND_SIZE",
    "HIGH",
    "LOW",
    "PHASES",
    "TARGET_OF",
    "VALUE",
    "TakeTwo",
    "TakeTwoObservation",
    "TakeTwoRules",
    "TakeTwoState",
    "twosome_text",
    "value",
]


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
            "every_orbit": _(", doubling each time the deal passes the first dealer"),
            "once": _(", doubling once when the deal first passes the first dealer"),
            "never": "",
        }[rules.ante_doubling]
        tie = (
            _("tied players share the circles and the Pot")
            if rules.tie == "split"
            else _("tied players take back their own circle and the rest goes to the Pot")
        )
        end = rules.end_rule
        return _(
            "{players} with {chips} each, a 52-card deck (Ace 1 … King 13). Each hand everyone "
            "antes {ante} to a Low and a High circle{doubling}, splits four cards into a Low and "
            "a High twosome, swaps one card, and bets on each twosome like poker. Then each "
            "player discards a card and takes one blind from another player's twosome, freezing "
            "the twosome it goes into; after a second round of betting the lowest Low and the "
            "highest High win their circles and Pots ({tie}). {end}."
        ).format(
            players=ngettext("{n} player", "{n} players", rules.players).format(n=rules.players),
            chips=ngettext("{n} chip", "{n} chips", rules.starting_chips).format(
                n=written_number(rules.starting_chips)
            ),
            ante=rules.ante,
            doubling=doubling,
            tie=tie,
            end=end[:1].upper() + end[1:],
        )

    # The two lowest cards in Low make the lowest Low and the highest High at once; the
    # rule-of-thumb swap averages its replacement over every unseen card, which a few imagined
    # deals only sample (searching the swap won fewer hands, at budgets 4 and 16, than leaving
    # it to the rule-of-thumb bot). Bets are searched, on deals weighed by what the others'
    # bets and folds reveal (:meth:`deal_likelihood`). The discard before a take (phase
    # "take") is searched too.
    monte_carlo_defers = {  # noqa: RUF012
        "split": N_("no other split makes a lower Low or a higher High"),
        "discard": N_(
            "it weighs every card the replacement could be, where a few imagined deals try only "
            "a few"
        ),
    }

    def _move_words(self, action: Action, names: Sequence[str]) -> str:
        """Splitting, discarding, taking and betting, as the log words them."""
        if action == CHECK:
            return _("check")
        if action == CALL:
            return _("call")
        if action == FOLD:
            return _("fold")
        if action.kind == "bet":
            return _("bet {chips}").format(chips=action.int_arg())
        if action.kind == "raise":
            return _("raise by {chips}").format(chips=action.int_arg())
        if action.kind == "low":
            return _("put {card} in Low").format(card=card_label(action.card_arg()))
        if action.kind == "discard":
            return _("discard {card}").format(card=card_label(action.card_arg()))
        if action in TARGET_OF:
            victim, circle = TARGET_OF[action]
            name = seat_name(names[victim])
            if circle == LOW:
                return _("take from {name}'s Low").format(name=name)
            return _("take from {name}'s High").format(name=name)
        return super()._move_words(action, names)

    def deal_likelihood(self, observation: Observation, deal: TakeTwoState) -> float:
        """Players bet strong twosomes and fold weak ones: :func:`~.belief.bets_likelihood`."""
        assert isinstance(observation, TakeTwoObservation)
        return bets_likelihood(observation, deal)

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

    def longest_game(self) -> int | None:
        """With ``max_hands``: that many hands of :meth:`longest_hand` (every hand is played
        out); without, chips may go round for ever."""
        hands = self.rules.max_hands
        return None if hands is None else hands * sum(self.longest_hand())

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
        is. Nothing else a player does limits which cards they hold (bets are not promises):
        what bets make likely is weighed apart (:meth:`deal_likelihood`)."""
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
        state.showdown, state.outcome, state.winners = o.showdown, o.verdict, o.winners
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
