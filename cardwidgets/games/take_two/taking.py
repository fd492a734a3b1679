"""Take Two's taking step: each player discards a card and takes one blind from another
player's twosome, which freezes the twosome it goes into."""

from __future__ import annotations

from typing import Final

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, LogEntry
from cardwidgets.games.take_two.betting import TakeTwoBetting
from cardwidgets.games.take_two.rules import (
    CIRCLE_WORDS,
    HIGH,
    LOW,
    _by_value,
    twosome_text,
)
from cardwidgets.i18n import N_, _, lazy
from cardwidgets.i18n.words import seat_name

#: A take's public line, by (the raided twosome, the receiving one); ``{drawn}`` in the full
#: account, which says the victim's replacement.
_TAKEN: Final = {
    (LOW, LOW): N_(
        "{taker} takes {card} from {victim}'s Low twosome; it lies face up in {taker}'s Low "
        "twosome, which is now frozen. {victim} draws a replacement."
    ),
    (LOW, HIGH): N_(
        "{taker} takes {card} from {victim}'s Low twosome; it lies face up in {taker}'s High "
        "twosome, which is now frozen. {victim} draws a replacement."
    ),
    (HIGH, LOW): N_(
        "{taker} takes {card} from {victim}'s High twosome; it lies face up in {taker}'s Low "
        "twosome, which is now frozen. {victim} draws a replacement."
    ),
    (HIGH, HIGH): N_(
        "{taker} takes {card} from {victim}'s High twosome; it lies face up in {taker}'s High "
        "twosome, which is now frozen. {victim} draws a replacement."
    ),
}
_TAKEN_FULL: Final = {
    (LOW, LOW): N_(
        "{taker} takes {card} from {victim}'s Low twosome; it lies face up in {taker}'s Low "
        "twosome, which is now frozen. {victim} draws a replacement: {drawn}."
    ),
    (LOW, HIGH): N_(
        "{taker} takes {card} from {victim}'s Low twosome; it lies face up in {taker}'s High "
        "twosome, which is now frozen. {victim} draws a replacement: {drawn}."
    ),
    (HIGH, LOW): N_(
        "{taker} takes {card} from {victim}'s High twosome; it lies face up in {taker}'s Low "
        "twosome, which is now frozen. {victim} draws a replacement: {drawn}."
    ),
    (HIGH, HIGH): N_(
        "{taker} takes {card} from {victim}'s High twosome; it lies face up in {taker}'s High "
        "twosome, which is now frozen. {victim} draws a replacement: {drawn}."
    ),
}
#: The taker's own account, by (the raided twosome, the receiving one).
_YOU_TAKE: Final = {
    (LOW, LOW): N_(
        "You take {card} from {victim}'s Low twosome; your Low twosome is now {twosome}, face up "
        "{card}, and frozen."
    ),
    (LOW, HIGH): N_(
        "You take {card} from {victim}'s Low twosome; your High twosome is now {twosome}, face "
        "up {card}, and frozen."
    ),
    (HIGH, LOW): N_(
        "You take {card} from {victim}'s High twosome; your Low twosome is now {twosome}, face "
        "up {card}, and frozen."
    ),
    (HIGH, HIGH): N_(
        "You take {card} from {victim}'s High twosome; your High twosome is now {twosome}, face "
        "up {card}, and frozen."
    ),
}
#: The victim's own account, by the raided twosome.
_TAKEN_FROM_YOU: Final = {
    LOW: N_(
        "{taker} takes {card} from your Low twosome; you draw {drawn}: your Low is now {twosome}."
    ),
    HIGH: N_(
        "{taker} takes {card} from your High twosome; you draw {drawn}: your High is now {twosome}."
    ),
}


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
        fields = {"name": self.names[seat], "card": card}
        if circle == LOW:
            return [
                self.entry(
                    seat,
                    lazy("{name} discards a card from their Low twosome.", **fields),
                    you=lazy("You discard {card} from your Low twosome.", **fields),
                    full=lazy("{name} discards {card} from Low.", **fields),
                )
            ]
        return [
            self.entry(
                seat,
                lazy("{name} discards a card from their High twosome.", **fields),
                you=lazy("You discard {card} from your High twosome.", **fields),
                full=lazy("{name} discards {card} from High.", **fields),
            )
        ]

    def _choose_target(self, victim: int, circle: int) -> list[LogEntry]:
        seat = self.mover
        self.target = (victim, circle)
        self.phase, self.mover = "pick", CHANCE
        fields = {"name": self.names[seat], "victim": self.names[victim]}
        if circle == LOW:
            text = lazy("{name} takes a card blind from {victim}'s Low twosome.", **fields)
            you = lazy("You take a card blind from {victim}'s Low twosome.", **fields)
        else:
            text = lazy("{name} takes a card blind from {victim}'s High twosome.", **fields)
            you = lazy("You take a card blind from {victim}'s High twosome.", **fields)
        return [self.entry(seat, text, you=you)]

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
        fields = {
            "taker": self.names[taker],
            "victim": self.names[victim],
            "card": card,
            "drawn": drawn,
        }
        both = (circle, self.waiting)
        return self.entry(
            None,
            lazy(_TAKEN[both], **fields),
            secret=(
                (taker, lazy(_YOU_TAKE[both], twosome=twosome_text(receiving), **fields)),
                (victim, lazy(_TAKEN_FROM_YOU[circle], twosome=twosome_text(raided), **fields)),
            ),
            full=lazy(_TAKEN_FULL[both], **fields),
        )

    # ------------------------------------------------------------------ the end of a hand
    def _taking_reason(self, action: Action) -> str:
        seat = self.mover
        if action.kind == "take" and len(action.args) == 2:
            victim, word = action.args
            if isinstance(victim, int) and word in CIRCLE_WORDS:
                circle = CIRCLE_WORDS.index(str(word))
                if victim == seat:
                    return _("You cannot take from your own twosomes: take from another player's.")
                if victim not in self.order:
                    return _(
                        "Seat {seat} holds no cards this hand: take from a player at the table."
                    ).format(seat=victim)
                if self.frozen[victim] == circle:
                    name = seat_name(self.names[victim])
                    if circle == LOW:
                        return _(
                            "{name}'s Low twosome is frozen (it received a taken card): nobody "
                            "may take from it."
                        ).format(name=name)
                    return _(
                        "{name}'s High twosome is frozen (it received a taken card): nobody may "
                        "take from it."
                    ).format(name=name)
        return _(
            "{action} is not a move now: take a card blind from another player's twosome that is "
            "not frozen, 'take <seat> low' or 'take <seat> high'."
        ).format(action=action)
