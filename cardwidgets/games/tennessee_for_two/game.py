"""Tennessee for Two, the game: its facts, its summary, its moves and its Monte Carlo
resample, which deals the unseen cards as the tricks allow. ``game`` also hands on the names of
the rules and the state, where tutorials and tests import them from."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import ROOK, ROOK_COLOURS, Card
from cardwidgets.engine.game import Game, Observation
from cardwidgets.engine.hidden import Place, deal_hidden, unseen
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.tensors import Fact, HandLength
from cardwidgets.engine.tricks import ShownVoid, cards_of_suit, plays_in_order, shown_voids
from cardwidgets.games.tennessee_for_two.observation import TennesseeForTwoObservation
from cardwidgets.games.tennessee_for_two.rules import (
    _BY_INDEX,
    _PLAY,
    BID_STEP,
    BIDS,
    BURY,
    COLOUR_WORDS,
    COUNT_CARDS,
    DECK,
    DECK_SET,
    DONE,
    DRAW_DOWN,
    DRAW_PILE_SIZE,
    DRAW_UP,
    DRAWS,
    GIVE,
    HAND_POINTS,
    HAND_SIZE,
    MAX_BID,
    MIN_BID,
    NEST_SIZE,
    PASS,
    PHASES,
    TAKE,
    THROWN_IN_LIMIT,
    TRICK_POINTS,
    TRICKS,
    TRUMPS,
    HandResult,
    TennesseeForTwoRules,
    Trick,
    _in_play,
    beats,
    bids_from,
    card_points,
    game_winner,
    is_count_card,
    play_action,
    suit_in_play,
)
from cardwidgets.games.tennessee_for_two.state import TennesseeForTwoState
from cardwidgets.games.tennessee_for_two.table import _replaced
from cardwidgets.i18n import _
from cardwidgets.i18n.words import card_label, colour_name

#: The rules' and the state's names, handed on where tutorials and tests import them.
__all__ = [
    "BIDS",
    "BID_STEP",
    "BURY",
    "COLOUR_WORDS",
    "COUNT_CARDS",
    "DECK",
    "DECK_SET",
    "DONE",
    "DRAWS",
    "DRAW_DOWN",
    "DRAW_PILE_SIZE",
    "DRAW_UP",
    "GIVE",
    "HAND_POINTS",
    "HAND_SIZE",
    "MAX_BID",
    "MIN_BID",
    "NEST_SIZE",
    "PASS",
    "PHASES",
    "ROOK",
    "TAKE",
    "TRICKS",
    "TRICK_POINTS",
    "TRUMPS",
    "HandResult",
    "TennesseeForTwo",
    "TennesseeForTwoObservation",
    "TennesseeForTwoRules",
    "TennesseeForTwoState",
    "Trick",
    "beats",
    "bids_from",
    "card_points",
    "game_winner",
    "is_count_card",
    "play_action",
    "suit_in_play",
    "tricks_shown_voids",
]


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


#: The redeals a hand's length allows for in :meth:`TennesseeForTwo.longest_game` (a chance
#: event of about one deal in 700,000: two in one hand are left to the adapters' cut).
REDEALS_COUNTED: Final = 1
#: A trump action's colour word ("red") back to its colour.
_COLOUR_OF_WORD: Final = {word: colour for colour, word in COLOUR_WORDS.items()}


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
        inferences="cardwidgets.games.tennessee_for_two.inferences:tennessee_inferences",
        alike_moves="cardwidgets.games.tennessee_for_two.inferences:alike_plays",
        exercises="cardwidgets.games.tennessee_for_two.exercises:EXERCISES",
        showcase=Showcase(
            "Two players, the Rook deck: bid, nest and tricks.", seed=42, steps=25, place=3
        ),
    )
    rules_class = TennesseeForTwoRules

    def rules_summary(self) -> str:
        rules = self.rules
        opening = (
            _(" the first bidder may pass, and if both pass, the hand is thrown in;")
            if rules.opening_pass
            else ""
        )
        nest = (
            _("take the nest")
            if rules.nest == "pick_up"
            else _("swap cards with the nest (its count cards stay there)")
        )
        rook = _(" The Rook may be played on any lead.") if rules.rook_anytime else ""
        failed = _("lose the bid") if rules.failed_bid == "minus_bid" else _("score nothing")
        end = rules.end_rule
        return _(
            "Two players, a 45-card Rook deck. Bid for the right to name trump and {nest};"
            "{opening} then play 20 tricks, drawing a card after each of the first nine (the "
            "winner takes the face-up card or the face-down one, the loser the other).{rook} "
            "Tricks score 2, the Rook 20, 14s and 10s 10, 5s 5: 160 a hand. The bidder must "
            "capture the bid or {failed}. {end}."
        ).format(
            nest=nest, opening=opening, rook=rook, failed=failed, end=end[:1].upper() + end[1:]
        )

    def _move_words(self, action: Action, names: Sequence[str]) -> str:
        """Bids, the nest, trump, playing and drawing, as the log words them."""
        if action == PASS:
            return _("pass")
        if action == DONE:
            return _("done with the nest")
        if action == DRAW_UP:
            return _("take the face-up card")
        if action == DRAW_DOWN:
            return _("take the top face-down card")
        if action.kind == "bid":
            return _("bid {amount}").format(amount=action.int_arg())
        if action.kind == "trump":
            colour = _COLOUR_OF_WORD[action.word_arg()]
            return _("name {colour} trump").format(colour=colour_name(colour))
        if action.kind in ("play", "bury", "take", "give"):
            card = card_label(action.card_arg())
            worded = {
                "play": _("play {card}"),
                "bury": _("put {card} in the nest"),
                "take": _("take {card} from the nest"),
                "give": _("put {card} in the nest in exchange"),
            }
            return worded[action.kind].format(card=card)
        return super()._move_words(action, names)

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

    def longest_game(self) -> int | None:
        """With ``max_hands``: that many hands of :meth:`longest_hand`, each after at most
        ``REDEALS_COUNTED`` redeals (an auction each) and, with ``opening_pass``, up to
        ``THROWN_IN_LIMIT`` hands thrown in (two passes each) before each deal played. A redeal
        is chance's, not the players': a hand dealt two in a row (about once in 5·10^11 hands)
        would go past this, and the adapters cut it short there. A game to the target alone
        has no bound."""
        hands = self.rules.max_hands
        if hands is None:
            return None
        auction = len(BIDS) + 2  # every bid, an opening pass and the pass that ends it
        thrown_in = 2 * THROWN_IN_LIMIT if self.rules.opening_pass else 0
        unscored = REDEALS_COUNTED * (thrown_in + auction) + thrown_in
        return int(hands) * (sum(self.longest_hand()) + unscored)

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
        state.must_give, state.thrown_in = o.must_give, o.thrown_in
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
