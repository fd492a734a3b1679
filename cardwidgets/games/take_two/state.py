"""A Take Two position as the engine plays it: the legal moves and why others are not,
chance, the deal, the split and the swap, and the invariants the checker asserts."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.games.take_two.rules import (
    _DECK_SET,
    _DISCARD,
    _PUT_LOW,
    _TAKE,
    CALL,
    CARDS_PER_PLAYER,
    CHECK,
    DECK,
    FOLD,
    HAND_SIZE,
    HIGH,
    LOW,
    TARGET_OF,
    _by_value,
    twosome_text,
)
from cardwidgets.games.take_two.taking import TakeTwoTaking
from cardwidgets.i18n import _, lazy, listed
from cardwidgets.i18n.words import seat_name


def _sizes(kind: str, room: int) -> tuple[ActionRange, ...]:
    """``bet 1`` … ``bet room``, or nothing when there is no room to bet."""
    return (ActionRange(kind, 1, room),) if room >= 1 else ()


class TakeTwoState(TakeTwoTaking):
    """A position of Take Two: every layer together, as the engine plays it."""

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
        name = seat_name(self.names[seat])
        if phase == "bet":
            return self._betting_reason(action)
        if phase == "split":
            return _(
                "{action} is not a move now: {name} is splitting and picks the two cards of the "
                "Low twosome one at a time, 'low <card>' with a card still unsplit ({cards}); the "
                "other two make the High."
            ).format(action=action, name=name, cards=" ".join(str(c) for c in self.hands[seat]))
        cards_held = " ".join(str(c) for c in self._own_cards(seat))
        if phase == "discard":
            return _(
                "{action} is not a move now: {name} must discard one card and draw a replacement "
                "into the same twosome: 'discard <card>' with {cards}."
            ).format(action=action, name=name, cards=cards_held)
        if phase == "take":
            return _(
                "{action} is not a move now: {name} must discard one card to make room for the "
                "card they will take: 'discard <card>' with {cards}."
            ).format(action=action, name=name, cards=cards_held)
        return self._taking_reason(action)

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
        entries = [
            self.entry(None, lazy("{name} deals first (drawn by lot).", name=self.names[seat]))
        ]
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
        self.takes, self.showdown, self.outcome = [], False, ""
        for seat in self.order:
            self.stacks[seat] -= 2 * ante
            self.bets[LOW][seat] = self.bets[HIGH][seat] = ante
        opening = lazy(
            "Hand {number}: {name} deals. Everyone antes {ante} to their Low circle and {ante} to "
            "their High circle.",
            number=self.hands_played + 1,
            name=self.names[dealer],
            ante=ante,
        )
        dealt = {seat: tuple(self.hands[seat]) for seat in self.order}
        full = listed(
            [
                lazy("{name} {cards}", name=self.names[seat], cards=cards)
                for seat, cards in dealt.items()
            ],
            "; ",
        )
        self.phase, self.turn = "split", 0
        self.mover = self.order[0]
        return [
            self.entry(
                None,
                opening,
                secret=tuple(
                    (seat, opening + lazy(" You are dealt {cards}.", cards=cards))
                    for seat, cards in dealt.items()
                ),
                full=opening + lazy(" Dealt: {hands}.", hands=full),
            )
        ]

    def _split(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        hand, (low, high) = self.hands[seat], self.twosomes[seat]
        hand.remove(card)
        low.append(card)
        self._refresh_view(seat)
        if len(low) == 1:
            if self.quiet:  # a playout's copy keeps no log: the split is not worded for it
                return []
            return [
                self.entry(
                    seat,
                    lazy("{name} is splitting their cards.", name=self.names[seat]),
                    you=lazy("You put {card} in your Low twosome.", card=card),
                    full=lazy("{name} puts {card} in Low.", name=self.names[seat], card=card),
                )
            ]
        high.extend(hand)
        hand.clear()
        low.sort(key=_by_value)
        high.sort(key=_by_value)
        self._refresh_view(seat)
        entries = [] if self.quiet else [self._split_entry(seat)]
        if not self._next_in_turn("split"):
            self.turn = 0
            self.phase, self.mover = "discard", self.order[0]
            entries.append(
                self.entry(
                    None, lazy("Each player in turn discards one card and draws a replacement.")
                )
            )
        return entries

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
        entries = [] if self.quiet else [self._replace_entry(seat, circle, card, drawn)]
        if not self._next_in_turn("discard"):
            self.betting_round = 1
            entries.extend(self._open_circle(LOW))
        return entries

    def _split_entry(self, seat: int) -> LogEntry:
        """The log line of a finished split: public, the player's own, and in full."""
        low, high = self.twosomes[seat]
        fields = {"name": self.names[seat], "low": twosome_text(low), "high": twosome_text(high)}
        return self.entry(
            seat,
            lazy("{name} has split their cards into a Low and a High twosome.", **fields),
            you=lazy("You split: Low {low}, High {high}.", **fields),
            full=lazy("{name} splits: Low {low}, High {high}.", **fields),
        )

    def _replace_entry(self, seat: int, circle: int, card: Card, drawn: Card) -> LogEntry:
        """The log line of a swap with the deck: public, the player's own, and in full."""
        fields = {
            "name": self.names[seat],
            "card": card,
            "drawn": drawn,
            "twosome": twosome_text(self.twosomes[seat][circle]),
        }
        if circle == LOW:
            text = lazy("{name} discards a card from Low and draws a replacement.", **fields)
            you = lazy(
                "You discard {card} from Low and draw {drawn}: Low is now {twosome}.", **fields
            )
            full = lazy(
                "{name} discards {card} from Low and draws {drawn}: Low is now {twosome}.", **fields
            )
        else:
            text = lazy("{name} discards a card from High and draws a replacement.", **fields)
            you = lazy(
                "You discard {card} from High and draw {drawn}: High is now {twosome}.", **fields
            )
            full = lazy(
                "{name} discards {card} from High and draws {drawn}: High is now {twosome}.",
                **fields,
            )
        return self.entry(seat, text, you=you, full=full)

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
