"""The end of a Take Two hand and of the game: paying the circles and Pots, moving the deal,
doubling the ante, putting out who cannot pay, and the returns."""

from __future__ import annotations

from collections.abc import Iterable

from cardwidgets.engine.game import CHANCE, TERMINAL, LogEntry
from cardwidgets.games.take_two.observation import TakeTwoKnowledge
from cardwidgets.games.take_two.rules import CIRCLE_NAMES, HIGH, LOW, twosome_text, value


class TakeTwoScoring(TakeTwoKnowledge):
    """How a hand and the game end, and what each player scores."""

    def _uncontested(self) -> list[LogEntry]:
        """Both circles are down to one live twosome: they win at once, no cards shown."""
        lines = []
        for circle in (LOW, HIGH):
            (winner,) = self.live(circle)
            won = sum(self.bets[circle]) + self.pots[circle]
            self._pay(circle, winner, won)
            lines.append(
                f"{self.names[winner]} wins the {CIRCLE_NAMES[circle]} circles and Pot ({won} "
                "chips) uncontested"
            )
        self.verdict = "; ".join(lines) + ", without a showdown."
        return [self.entry(None, self.verdict), *self._finish_hand()]

    def _pay(self, circle: int, winner: int, chips: int) -> None:
        self.stacks[winner] += chips
        self.bets[circle] = [0] * len(self.bets[circle])
        self.pots[circle] = 0

    def _showdown(self) -> list[LogEntry]:
        self.showdown = True
        self.verdict = " ".join(self._award(circle) for circle in (LOW, HIGH))
        entry = self.entry(None, "Showdown: every twosome is turned up. " + self.verdict)
        return [entry, *self._finish_hand()]

    def _award(self, circle: int) -> str:
        """Pay one circle at the showdown; say what happened."""
        where = CIRCLE_NAMES[circle]
        live = self.live(circle)
        scores = {seat: value(self.twosomes[seat][circle]) for seat in live}
        best = min(scores.values()) if circle == LOW else max(scores.values())
        winners = [seat for seat in live if scores[seat] == best]
        shown = ", ".join(
            f"{self.names[seat]} {twosome_text(self.twosomes[seat][circle])}"
            + (" folded" if self.folded[circle][seat] else "")
            for seat in self.order
        )
        bets = self.bets[circle]
        total, pot = sum(bets), self.pots[circle]
        if len(winners) == 1:
            self._pay(circle, winners[0], total + pot)
            return (
                f"{where}: {shown}. {self.names[winners[0]]} wins the {where} circles and the "
                f"{where} Pot: {total + pot} chips."
            )
        others = total - sum(bets[seat] for seat in winners)
        for seat in winners:
            self.stacks[seat] += bets[seat]
        tied = " and ".join(self.names[seat] for seat in winners)
        self.bets[circle] = [0] * len(bets)
        if self.game.rules.tie == "to_pot":
            self.pots[circle] += others
            return (
                f"{where}: {shown}. {tied} tie at {best}: each takes back their own circle and "
                f"the other {others} chips go to the {where} Pot (now {self.pots[circle]})."
            )
        shared = others + pot
        share = shared // len(winners)
        for seat in winners:
            self.stacks[seat] += share
        self.pots[circle] = shared - share * len(winners)
        return (
            f"{where}: {shown}. {tied} tie at {best}: each takes back their own circle and "
            f"{share} of the other {others} chips and the Pot of {pot}; "
            f"{self.pots[circle]} stay in the {where} Pot."
        )

    def _finish_hand(self) -> list[LogEntry]:
        self.hands_played += 1
        self.circle = LOW
        limit = self.game.rules.max_hands
        if limit is not None and self.hands_played >= limit:
            return self._end_by_stacks(
                f"After {self.hands_played} hand{'s' * (self.hands_played > 1)}",
                range(self.game.rules.players),
                award_pots=False,
            )
        return self._between_hands()

    def _between_hands(self) -> list[LogEntry]:
        """Move the deal, double the ante, put out who cannot pay: see TakeTwoRules' docstring."""
        assert self.dealer is not None
        n = self.game.rules.players
        entries: list[LogEntry] = []
        seat = self.dealer
        while True:
            seat = (seat + 1) % n
            if seat == self.first_dealer:
                entries.extend(self._double_ante())
            if self.out[seat]:
                continue
            ante = self.ante
            players = [s for s in range(n) if not self.out[s]]
            payers = [s for s in players if self.stacks[s] >= 2 * ante]
            if len(payers) < 2:
                return entries + self._end_without_payers(players, payers)
            for loser in players:
                if loser not in payers:
                    entries.append(self._put_out(loser))
            if not self.out[seat]:
                break
        self.dealer = seat
        self.phase, self.mover = "deal", CHANCE
        return entries

    def _double_ante(self) -> list[LogEntry]:
        mode = self.game.rules.ante_doubling
        self.doublings += 1
        if mode == "never" or (mode == "once" and self.doublings > 1):
            return []
        self.multiplier *= 2
        return [
            self.entry(
                None,
                f"The deal reaches the first dealer's seat: the ante doubles to {self.ante} a "
                "circle.",
            )
        ]

    def _put_out(self, seat: int) -> LogEntry:
        chips = self.stacks[seat]
        self.stacks[seat] = 0
        self.pots[HIGH] += chips
        self.out[seat] = True
        return self.entry(
            None,
            f"{self.names[seat]} cannot pay both antes of {self.ante} and is out; their {chips} "
            f"chip{'s' * (chips != 1)} go to the High Pot.",
        )

    def _end_without_payers(self, players: list[int], payers: list[int]) -> list[LogEntry]:
        if not payers:
            return self._end_by_stacks(
                f"Nobody can pay both antes of {self.ante}", players, award_pots=True
            )
        (survivor,) = payers
        entries = [self._put_out(seat) for seat in players if seat != survivor]
        won = sum(self.pots)
        self.stacks[survivor] += won
        self.pots = [0, 0]
        self.verdict = (
            f"{self.names[survivor]} is the only player who can pay the antes: they take both Pots "
            f"({won} chips) and win the game with {self.stacks[survivor]} chips."
        )
        return entries + self._game_over((survivor,))

    def _end_by_stacks(
        self, when: str, players: Iterable[int], *, award_pots: bool
    ) -> list[LogEntry]:
        seats = list(players)
        top = max(self.stacks[seat] for seat in seats)
        winners = tuple(seat for seat in seats if self.stacks[seat] == top)
        names = " and ".join(self.names[seat] for seat in winners)
        verb = "has" if len(winners) == 1 else "share"
        text = f"{when}, {names} {verb} the largest stack ({top} chips)"
        if award_pots:
            pots = self.pots
            for circle in (LOW, HIGH):
                share = pots[circle] // len(winners)
                for seat in winners:
                    self.stacks[seat] += share
                pots[circle] -= share * len(winners)
            text += " and takes the Pots" if len(winners) == 1 else " and take the Pots"
        elif any(self.pots):
            text += f"; the Pots ({self.pots[LOW]} Low, {self.pots[HIGH]} High) stay unawarded"
        self.verdict = text + "."
        return self._game_over(winners)

    def _game_over(self, winners: tuple[int, ...]) -> list[LogEntry]:
        self.winners = winners
        self.phase, self.mover = "over", TERMINAL
        if len(winners) == 1:
            self.verdict += f" {self.names[winners[0]]} wins."
        else:
            self.verdict += f" {' and '.join(self.names[s] for s in winners)} share the win."
        return [self.entry(None, self.verdict)]

    # ------------------------------------------------------------------ results
    def returns(self) -> tuple[float, ...]:
        n = self.game.rules.players
        if self.phase != "over" or len(self.winners) == n:
            return (0.0,) * n
        share = 1 / len(self.winners)
        return tuple(share if seat in self.winners else -1.0 for seat in range(n))

    def running_scores(self) -> tuple[float, ...]:
        """Each player's chips: the stack, and what lies in their circles this hand."""
        return tuple(
            float(self.stacks[s] + self.bets[LOW][s] + self.bets[HIGH][s])
            for s in range(len(self.stacks))
        )

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, each player's chips above an equal share, as a
        share of all the chips."""
        if self.phase == "over":
            return self.returns()
        chips = self.running_scores()
        total = sum(chips)
        return tuple((c - total / len(chips)) / total for c in chips)
