"""Take Two's betting rounds: who acts next, the bets, calls, raises and folds, what a bad
betting move is told, and where each circle's betting leads."""

from __future__ import annotations

from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.take_two.rules import CIRCLE_NAMES, HIGH, LOW
from cardwidgets.games.take_two.scoring import TakeTwoScoring


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
