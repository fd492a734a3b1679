"""Take Two's taking step: each player discards a card and takes one blind from another
player's twosome, which freezes the twosome it goes into."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.games.take_two.betting import TakeTwoBetting
from cardwidgets.games.take_two.rules import (
    CIRCLE_NAMES,
    CIRCLE_WORDS,
    LOW,
    _by_value,
    twosome_text,
)


class TakeTwoTaking(TakeTwoBetting):
    """The discards and blind takes between the two betting rounds."""

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
