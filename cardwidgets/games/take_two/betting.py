"""Take Two's betting rounds: who acts next, the bets, calls, raises and folds, what a bad
betting move is told, and where each circle's betting leads."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.take_two.rules import HIGH, LOW, circle_place, circle_place_words
from cardwidgets.games.take_two.scoring import TakeTwoScoring
from cardwidgets.i18n import Message, _, lazy, ngettext


class TakeTwoBetting(TakeTwoScoring):
    """A circle's betting, from its opening to the step that follows it."""

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
        number = self.betting_round
        first = self._next_to_act(self.order[-1])  # the dealer is last: start left of them
        if first is not None:
            self.phase, self.mover = "bet", first
            return [
                self.entry(
                    None,
                    lazy("Betting round {number}: Low circle.", number=number)
                    if circle == LOW
                    else lazy("Betting round {number}: High circle.", number=number),
                )
            ]
        live = self.live(circle)
        why: Message
        if len(live) == 1 and circle == LOW:
            why = lazy("only {name}'s Low twosome is live", name=self.names[live[0]])
        elif len(live) == 1:
            why = lazy("only {name}'s High twosome is live", name=self.names[live[0]])
        else:
            why = lazy("nobody can bet above the level of {level}", level=self.level(circle))
        text = (
            lazy("No betting on Low in round {number}: {why}.", number=number, why=why)
            if circle == LOW
            else lazy("No betting on High in round {number}: {why}.", number=number, why=why)
        )
        return [self.entry(None, text), *self._close_circle()]

    def _close_circle(self) -> list[LogEntry]:
        if self.circle == LOW:
            return self._open_circle(HIGH)
        if self.betting_round == 1:
            return self._start_taking()
        return self._showdown()

    def _bet(self, action: Action) -> list[LogEntry]:
        seat, circle = self.mover, self.circle
        bets = self.bets[circle]
        level = self.betting_level
        kind = action.kind
        chips = 0
        if kind == "fold":
            self.folded[circle][seat] = True
            if len(self.live(circle)) > 1:
                self.betting_cap = self.cap(circle)
        elif kind != "check":
            extra = action.int_arg() if kind in ("bet", "raise") else 0
            paid = level + extra - bets[seat]
            bets[seat] += paid
            self.stacks[seat] -= paid
            self.betting_level = bets[seat]
            if kind != "call":
                self.acted = [False] * len(self.acted)
            chips = extra or paid
        self.acted[seat] = True
        # A playout's copy keeps no log: its bets, the commonest move, are not worded for it.
        entries = [] if self.quiet else [self._bet_entry(kind, chips)]
        if kind == "fold" and all(len(self.live(c)) == 1 for c in (LOW, HIGH)):
            return entries + self._uncontested()
        nxt = self._next_to_act(seat)
        if nxt is not None:
            self.mover = nxt
            return entries
        return entries + self._close_circle()

    def _bet_entry(self, kind: str, chips: int) -> LogEntry:
        """The log line of the betting move just made by the mover (``chips`` put in)."""
        seat, circle = self.mover, self.circle
        name = self.names[seat]
        if kind == "fold":
            text, you = self._fold_words(name, circle)
        elif kind == "check":
            where = circle_place_words(circle)
            text = lazy("{name} checks on {where}.", name=name, where=where)
            you = lazy("You check on {where}.", where=where)
        else:
            text, you = self._chips_words(kind, name, chips, self.bets[circle][seat])
        return self.entry(seat, text, you=you)

    @staticmethod
    def _fold_words(name: str, circle: int) -> tuple[Message, Message]:
        """The log line of a fold, and the folder's own."""
        if circle == LOW:
            return (
                lazy("{name} folds their Low twosome.", name=name),
                lazy("You fold your Low twosome."),
            )
        return (
            lazy("{name} folds their High twosome.", name=name),
            lazy("You fold your High twosome."),
        )

    def _chips_words(self, kind: str, name: str, chips: int, level: int) -> tuple[Message, Message]:
        """The log line of chips put in (a bet, call or raise), and the bettor's own."""
        where = circle_place_words(self.circle)
        fields = {"chips": chips, "where": where, "level": level}
        what = (
            lazy("{chips} on {where} ({where} level {level}, all in)", **fields)
            if self.stacks[self.mover] == 0
            else lazy("{chips} on {where} ({where} level {level})", **fields)
        )
        if kind == "bet":
            return lazy("{name} bets {what}.", name=name, what=what), lazy(
                "You bet {what}.", what=what
            )
        if kind == "call":
            return (
                lazy("{name} calls {what}.", name=name, what=what),
                lazy("You call {what}.", what=what),
            )
        return (
            lazy("{name} raises {what}.", name=name, what=what),
            lazy("You raise {what}.", what=what),
        )

    def _start_taking(self) -> list[LogEntry]:
        self.turn = 0
        self.phase, self.mover = "take", self.order[0]
        return [
            self.entry(
                None,
                lazy(
                    "Taking: each player in turn discards a card and takes one blind from another "
                    "player's twosome that is not frozen."
                ),
            )
        ]

    def _betting_reason(self, action: Action) -> str:
        circle, seat = self.circle, self.mover
        level, cap = self.betting_level, self.betting_cap
        facing = self.bets[circle][seat] < level
        where = circle_place(circle)
        if action.kind == "check" and facing:
            return _("You cannot check: a bet is pending on {where}. Call, raise or fold.").format(
                where=where
            )
        if action.kind == "fold" and not facing:
            return _(
                "You cannot fold when no bet is pending on {where}: check instead (it is free)."
            ).format(where=where)
        if action.kind == "call" and not facing:
            return _("There is nothing to call on {where}: check, or bet.").format(where=where)
        if action.kind == "bet" and facing:
            return _("A bet is already pending on {where}: raise instead of bet.").format(
                where=where
            )
        if action.kind == "raise" and not facing:
            return _(
                "No bet is pending on {where}, so there is nothing to raise: bet instead."
            ).format(where=where)
        if action.kind in ("bet", "raise") and len(action.args) == 1:
            if level == cap:
                return _(
                    "No more betting on {where}: the level {level} is all that every live player "
                    "could match (chips in their {where} circle plus their stack)."
                ).format(where=where, level=level)
            most = cap - level
            # Translators: a range, "1 to {n} chips", plural in English even when {n} is 1;
            # the forms go with {n}.
            if action.kind == "bet":
                text = ngettext(
                    "You may bet from 1 to {n} chips: no bet may take the {where} level above "
                    "{cap}, what every live player could match (chips in their {where} circle "
                    "plus their stack).",
                    "You may bet from 1 to {n} chips: no bet may take the {where} level above "
                    "{cap}, what every live player could match (chips in their {where} circle "
                    "plus their stack).",
                    most,
                )
            else:
                text = ngettext(
                    "You may raise from 1 to {n} chips: no bet may take the {where} level above "
                    "{cap}, what every live player could match (chips in their {where} circle "
                    "plus their stack).",
                    "You may raise from 1 to {n} chips: no bet may take the {where} level above "
                    "{cap}, what every live player could match (chips in their {where} circle "
                    "plus their stack).",
                    most,
                )
            return text.format(n=most, where=where, cap=cap)
        if facing:
            return _(
                "{action} is not a betting move. On {where} you may fold, call, or raise N."
            ).format(action=action, where=where)
        return _("{action} is not a betting move. On {where} you may check, or bet N.").format(
            action=action, where=where
        )
