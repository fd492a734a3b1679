"""A Tennessee for Two position as the engine plays it: the legal moves and why others are
not, chance, the deal, and the invariants the checker asserts."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import ROOK, Card
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.tennessee_for_two.auction import TennesseeAuction
from cardwidgets.games.tennessee_for_two.rules import (
    _BIDS_FROM,
    _BY_INDEX,
    _COLOUR_OF_WORD,
    _PLAY,
    BID_STEP,
    BURY,
    COUNT_CARDS,
    DECK,
    DECK_SET,
    DONE,
    DRAW_DOWN,
    DRAW_UP,
    DRAWS,
    GIVE,
    HAND_POINTS,
    HAND_SIZE,
    MAX_BID,
    MIN_BID,
    NEST_SIZE,
    PASS,
    TAKE,
    THROWN_IN_LIMIT,
    TRICK_POINTS,
    TRICKS,
    TRUMPS,
    card_points,
    is_count_card,
)
from cardwidgets.games.tennessee_for_two.trick_play import TennesseeTricks
from cardwidgets.i18n import _, lazy
from cardwidgets.i18n.words import cards_label, colour_genitive, colour_name, seat_name


class TennesseeForTwoState(TennesseeAuction, TennesseeTricks):
    """A position of Tennessee for Two: every layer together, as the engine plays it."""

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return [_PLAY[card.index] for card in self.playable(self.mover)]
        if phase == "draw":
            return [DRAW_UP, DRAW_DOWN]
        if phase == "bid":
            may_pass = self.high_bid > 0 or (self.rules.opening_pass and not self.dealer_must_open)
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
            return _(
                "Bid {lowest} or more (in fives, up to {most}), or pass: a pass ends the auction."
            ).format(lowest=self.high_bid + BID_STEP, most=MAX_BID)
        if self.phase != "play" or not self.trick:
            return ""
        trump, lead = self.trump, self.trick[0]
        assert trump is not None  # trump is named before the first trick
        led = trump if lead is ROOK else lead.suit
        playable = self.playable(self.mover)
        if playable == [ROOK] and led == trump:
            return _("Trump was led and the Rook is your only trump: play it.")
        if not any(card.suit == led for card in playable if card is not ROOK):
            if ROOK in playable and len(playable) == 1:
                return _("You have no {colour}: play the Rook.").format(colour=colour_genitive(led))
            return _("You have no {colour}: play any card.").format(colour=colour_genitive(led))
        cards = cards_label(playable)
        if led == trump:
            return _("Follow trump ({colour}): {cards}.").format(
                colour=colour_name(led), cards=cards
            )
        return _("Follow {colour}: {cards}.").format(colour=colour_name(led), cards=cards)

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
            return _("{action} is not a move now: {what}").format(
                action=action, what=self._what_now()
            )
        card = action.args[0] if len(action.args) == 1 else None
        if kind in ("pass", "done") and action.args:
            return _("'{kind}' takes no argument: write just '{kind}'.").format(kind=kind)
        if kind == "bid":
            return self._bid_problem(action)
        if kind == "pass" and self.dealer_must_open:
            return _(
                "{count} hands in a row were thrown in: the dealer must open this one, with 60 "
                "or more, in fives."
            ).format(count=THROWN_IN_LIMIT)
        if kind == "pass":
            return _("The non-dealer must open the bidding: bid 60 or more, in fives.")
        if kind == "trump":
            return _("Name trump with 'trump red', 'trump yellow', 'trump green' or 'trump black'.")
        if kind == "draw":
            return _("Take the face-up card ('draw up') or the top face-down card ('draw down').")
        if not isinstance(card, Card):
            return _("Name one card, as in '{kind} R9'.").format(kind=kind)
        hand = self.hands[seat]
        if kind == "take":
            if card in hand:
                return _("You hold {card}: 'take' names a nest card; you may take {cards}.").format(
                    card=card.label, cards=self._listed("take")
                )
            if card in COUNT_CARDS:
                return _(
                    "{card} is a count card: count cards in the nest stay there, dead."
                ).format(card=card.label)
            return _("{card} is not a card you may take: you may take {cards}.").format(
                card=card.label, cards=self._listed("take")
            )
        if card not in hand:
            return _("You do not hold {card}.").format(card=card.label)
        if kind == "bury":
            return _(
                "{card} is a count card ({points} points): count cards never go to the nest, so "
                "no points leave play."
            ).format(card=card.label, points=card_points(card))
        if kind == "give":
            return _(
                "{card} is a count card ({points} points): give the nest a card that is not a "
                "count card, for the one you took."
            ).format(card=card.label, points=card_points(card))
        return self._play_problem(card)

    def _what_now(self) -> str:
        name = seat_name(self.name(self.mover))
        phase = self.phase
        if phase == "bid":
            return _("{name} must bid or pass.").format(name=name)
        if phase == "nest":
            return _("{name} must put {count} more non-count cards in the nest ('bury').").format(
                name=name, count=self.to_bury
            )
        if phase == "swap" and self.must_give:
            return _("{name} must give a non-count card for the one taken ('give').").format(
                name=name
            )
        if phase == "swap":
            return _(
                "{name} may take a non-count nest card ('take') or stop swapping ('done')."
            ).format(name=name)
        if phase == "trump":
            return _("{name} must name trump.").format(name=name)
        if phase == "play":
            return _("{name} must play a card.").format(name=name)
        return _(
            "{name} won the trick and chooses a card from the draw pile ('draw up' or 'draw down')."
        ).format(name=name)

    def _listed(self, kind: str) -> str:
        codes = [str(a.args[0]) for a in self.legal_actions() if a.kind == kind]
        # Translators: no card at all, in "you may take none".
        return ", ".join(codes) or _("none")

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
        return [
            self.entry(
                None, lazy("{name} deals first (drawn by lot).", name=self.name(self.dealer))
            )
        ]

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
        text = lazy(
            "Hand {number}: {name} deals 11 cards each, 5 to the nest and 18 to the draw pile, "
            "and turns up {card}. {first} bids first.",
            number=number,
            name=self.name(dealer),
            card=pile[0],
            first=self.name(first),
        )
        hands = [tuple(hand) for hand in self.hands]
        full = text + lazy(
            " {north} holds {north_cards}; {south} holds {south_cards}; the nest is {nest}; the "
            "draw pile below {card} is {pile}.",
            north=self.name(0),
            north_cards=hands[0],
            south=self.name(1),
            south_cards=hands[1],
            nest=tuple(self.nest),
            card=pile[0],
            pile=tuple(pile[1:]),
        )
        secret = tuple(
            (seat, text + lazy(" You hold {cards}.", cards=hands[seat])) for seat in (0, 1)
        )
        return [self.entry(None, text, secret=secret, full=full)]

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
