"""Call Deuces, the game: its facts, its summary, its moves and its Monte Carlo resample,
which deals the unseen cards as the tricks allow. ``game`` also hands on the names of the rules
and the state, where tutorials and tests import them from."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import SUITS, Card
from cardwidgets.engine.game import Observation
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.engine.tricks import Play, plays_in_order, shown_voids
from cardwidgets.games.call_deuces.observation import CallDeucesObservation
from cardwidgets.games.call_deuces.rules import (
    _DECK_ORDER,
    _SUIT_OF_WORD,
    BIDS,
    BURY,
    DECK_FIVE,
    DECK_FOUR,
    DEUCE,
    FIVE,
    KITTY_SIZE,
    PASS,
    PLAY,
    THROWN_IN_LIMIT,
    TRUMP_ACTIONS,
    CallDeucesRules,
    HandResult,
    beats,
    card_suit,
    deck_for,
    suit_label,
)
from cardwidgets.games.call_deuces.state import CallDeucesState
from cardwidgets.games.call_deuces.table import CallDeucesBase
from cardwidgets.i18n import _
from cardwidgets.i18n.words import card_label, suit_name

#: The rules' and the state's names, handed on where tutorials and tests import them.
__all__ = [
    "BIDS",
    "BURY",
    "DECK_FIVE",
    "DECK_FOUR",
    "DEUCE",
    "FIVE",
    "KITTY_SIZE",
    "PASS",
    "PLAY",
    "TRUMP_ACTIONS",
    "CallDeuces",
    "CallDeucesObservation",
    "CallDeucesRules",
    "CallDeucesState",
    "HandResult",
    "beats",
    "card_suit",
    "deck_for",
    "shown_void_suits",
    "suit_label",
]


class CallDeuces(CallDeucesBase[CallDeucesState]):
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
        inferences="cardwidgets.games.call_deuces.inferences:call_deuces_inferences",
        alike_moves="cardwidgets.games.call_deuces.inferences:alike_plays",
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
            _("Four players, 52 cards and two jokers, 13 each")
            if rules.players == 4
            else _("Five players, 52 cards, 10 each")
        )
        teams = (
            _(" Partners sit opposite and score together; a bid binds the team.")
            if rules.partnership and rules.players == 4
            else ""
        )
        bury = (
            _("fives too, which then score for nobody") if rules.bury_fives else _("never a five")
        )
        partner = (
            _(" Whoever holds the 2 of trumps is the bidder's secret partner.")
            if rules.deuce_partner
            else ""
        )
        failed = {
            "minus_bid": _("a failed bid costs the bid"),
            "zero": _("a failed bid scores nothing"),
            "none": _("a failed bidder still scores what they captured"),
        }[rules.failed_bid]
        early = (
            _(" (then the highest total wins)")
            if rules.minus_target_ends or rules.max_hands
            else ""
        )
        return _(
            "{deal}, two cards in the kitty.{teams} Bid the points you will capture "
            "({low}-{high}); the highest bidder takes the kitty, buries two cards ({bury}), "
            "names trump and leads.{partner} Follow suit if you can. Each trick scores 1 and "
            "each five 5; {failed}. {end}{early}."
        ).format(
            deal=deal,
            teams=teams,
            low=rules.min_bid,
            high=rules.max_bid,
            bury=bury,
            partner=partner,
            failed=failed,
            end=rules.end_rule.capitalize(),
            early=early,
        )

    def _move_words(self, action: Action, names: Sequence[str]) -> str:
        """Bids, passes, trump, burying and playing, as the log words them."""
        if action.kind == "pass":
            return _("pass")
        if action.kind == "bid":
            return _("bid {amount}").format(amount=action.int_arg())
        if action.kind == "trump":
            suit = _SUIT_OF_WORD[action.word_arg()]
            return _("name {suit} trump").format(suit=suit_name(suit))
        if action.kind == "bury":
            return _("bury {card}").format(card=card_label(action.card_arg()))
        if action.kind == "play":
            return _("play {card}").format(card=card_label(action.card_arg()))
        return super()._move_words(action, names)

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

    def longest_game(self) -> int | None:
        """With ``max_hands``: that many hands of :meth:`longest_hand`, each after at most
        ``THROWN_IN_LIMIT`` hands thrown in (a pass from every player each); a game to the
        target alone has no bound."""
        hands = self.rules.max_hands
        if hands is None:
            return None
        return hands * (sum(self.longest_hand()) + THROWN_IN_LIMIT * self.rules.players)

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
        state.thrown_in = o.thrown_in
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
