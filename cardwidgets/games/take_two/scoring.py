"""The end of a Take Two hand and of the game: paying the circles and Pots, moving the deal,
doubling the ante, putting out who cannot pay, and the returns."""

from __future__ import annotations

from collections.abc import Iterable

from cardwidgets.engine.game import CHANCE, TERMINAL, LogEntry
from cardwidgets.engine.score_sheet import ScoreSheet, one_column_a_seat
from cardwidgets.games.take_two.observation import TakeTwoKnowledge
from cardwidgets.games.take_two.rules import HIGH, LOW, twosome_text, value
from cardwidgets.i18n import Message, Words, lazy, lazy_n, lazy_p, listed


class TakeTwoScoring(TakeTwoKnowledge):
    """How a hand and the game end, and what each player scores."""

    def _uncontested(self) -> list[LogEntry]:
        """Both circles are down to one live twosome: they win at once, no cards shown."""
        lines: list[Words] = []
        for circle in (LOW, HIGH):
            (winner,) = self.live(circle)
            won = sum(self.bets[circle]) + self.pots[circle]
            self._pay(circle, winner, won)
            name = self.names[winner]
            lines.append(
                lazy_n(
                    "{name} wins the Low circles and Pot ({n} chip) uncontested",
                    "{name} wins the Low circles and Pot ({n} chips) uncontested",
                    won,
                    name=name,
                )
                if circle == LOW
                else lazy_n(
                    "{name} wins the High circles and Pot ({n} chip) uncontested",
                    "{name} wins the High circles and Pot ({n} chips) uncontested",
                    won,
                    name=name,
                )
            )
        self.outcome = lazy("{low}; {high}, without a showdown.", low=lines[0], high=lines[1])
        return [self.entry(None, self.outcome), *self._finish_hand()]

    def _pay(self, circle: int, winner: int, chips: int) -> None:
        self.stacks[winner] += chips
        self.bets[circle] = [0] * len(self.bets[circle])
        self.pots[circle] = 0

    def _showdown(self) -> list[LogEntry]:
        self.showdown = True
        self.outcome = listed([self._award(circle) for circle in (LOW, HIGH)], " ")
        entry = self.entry(
            None, lazy("Showdown: every twosome is turned up. {awards}", awards=self.outcome)
        )
        return [entry, *self._finish_hand()]

    def _award(self, circle: int) -> Message:
        """Pay one circle at the showdown; say what happened."""
        live = self.live(circle)
        scores = {seat: value(self.twosomes[seat][circle]) for seat in live}
        best = min(scores.values()) if circle == LOW else max(scores.values())
        winners = [seat for seat in live if scores[seat] == best]
        shown = listed([self._shown(seat, circle) for seat in self.order], ", ")
        bets = self.bets[circle]
        total, pot = sum(bets), self.pots[circle]
        if len(winners) == 1:
            self._pay(circle, winners[0], total + pot)
            return self._awarded(circle, shown, self._sole_winner(circle, winners[0], total + pot))
        others = total - sum(bets[seat] for seat in winners)
        for seat in winners:
            self.stacks[seat] += bets[seat]
        fields: dict[str, object] = {
            "tied": listed([self.names[seat] for seat in winners], lazy(" and ")),
            "best": best,
        }
        self.bets[circle] = [0] * len(bets)
        if self.game.rules.tie == "to_pot":
            self.pots[circle] += others
            return self._awarded(circle, shown, self._tie_to_pot(circle, others, fields))
        shared = others + pot
        share = shared // len(winners)
        for seat in winners:
            self.stacks[seat] += share
        self.pots[circle] = shared - share * len(winners)
        fields.update(share=share, pot=pot, left=self.pots[circle])
        return self._awarded(circle, shown, self._tie_split(circle, others, fields))

    def _shown(self, seat: int, circle: int) -> Message:
        """ "North 3♥ 5♦ (8)": a twosome turned up at the showdown, saying if it was folded."""
        fields = {"name": self.names[seat], "twosome": twosome_text(self.twosomes[seat][circle])}
        if self.folded[circle][seat]:
            return lazy("{name} {twosome} folded", **fields)
        return lazy("{name} {twosome}", **fields)

    @staticmethod
    def _awarded(circle: int, shown: Words, result: Message) -> Message:
        """ "Low: North 3♥ 5♦ (8), .... North wins ...": a circle's twosomes and its result."""
        if circle == LOW:
            return lazy("Low: {shown}. {result}", shown=shown, result=result)
        return lazy("High: {shown}. {result}", shown=shown, result=result)

    def _sole_winner(self, circle: int, winner: int, chips: int) -> Message:
        name = self.names[winner]
        if circle == LOW:
            return lazy_n(
                "{name} wins the Low circles and the Low Pot: {n} chip.",
                "{name} wins the Low circles and the Low Pot: {n} chips.",
                chips,
                name=name,
            )
        return lazy_n(
            "{name} wins the High circles and the High Pot: {n} chip.",
            "{name} wins the High circles and the High Pot: {n} chips.",
            chips,
            name=name,
        )

    def _tie_to_pot(self, circle: int, others: int, fields: dict[str, object]) -> Message:
        pot = self.pots[circle]
        if circle == LOW:
            return lazy_n(
                "{tied} tie at {best}: each takes back their own circle and the other {n} chip "
                "goes to the Low Pot (now {pot}).",
                "{tied} tie at {best}: each takes back their own circle and the other {n} chips "
                "go to the Low Pot (now {pot}).",
                others,
                pot=pot,
                **fields,
            )
        return lazy_n(
            "{tied} tie at {best}: each takes back their own circle and the other {n} chip goes "
            "to the High Pot (now {pot}).",
            "{tied} tie at {best}: each takes back their own circle and the other {n} chips go "
            "to the High Pot (now {pot}).",
            others,
            pot=pot,
            **fields,
        )

    @staticmethod
    def _tie_split(circle: int, others: int, fields: dict[str, object]) -> Message:
        if circle == LOW:
            return lazy_n(
                "{tied} tie at {best}: each takes back their own circle and {share} of the other "
                "{n} chip and the Pot of {pot}; {left} stay in the Low Pot.",
                "{tied} tie at {best}: each takes back their own circle and {share} of the other "
                "{n} chips and the Pot of {pot}; {left} stay in the Low Pot.",
                others,
                **fields,
            )
        return lazy_n(
            "{tied} tie at {best}: each takes back their own circle and {share} of the other "
            "{n} chip and the Pot of {pot}; {left} stay in the High Pot.",
            "{tied} tie at {best}: each takes back their own circle and {share} of the other "
            "{n} chips and the Pot of {pot}; {left} stay in the High Pot.",
            others,
            **fields,
        )

    def _finish_hand(self) -> list[LogEntry]:
        self.hands_played += 1
        self.circle = LOW
        limit = self.game.rules.max_hands
        if limit is not None and self.hands_played >= limit:
            entries = self._end_by_stacks(
                lazy_n("After {n} hand", "After {n} hands", self.hands_played),
                range(self.game.rules.players),
                award_pots=False,
            )
        else:
            entries = self._between_hands()
        self.stacks_after_hands += (tuple(self.stacks),)
        return entries

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
                lazy(
                    "The deal reaches the first dealer's seat: the ante doubles to {ante} a "
                    "circle.",
                    ante=self.ante,
                ),
            )
        ]

    def _put_out(self, seat: int) -> LogEntry:
        chips = self.stacks[seat]
        self.stacks[seat] = 0
        self.pots[HIGH] += chips
        self.out[seat] = True
        return self.entry(
            None,
            lazy_n(
                "{name} cannot pay both antes of {ante} and is out; their {n} chip goes to the "
                "High Pot.",
                "{name} cannot pay both antes of {ante} and is out; their {n} chips go to the "
                "High Pot.",
                chips,
                name=self.names[seat],
                ante=self.ante,
            ),
        )

    def _end_without_payers(self, players: list[int], payers: list[int]) -> list[LogEntry]:
        if not payers:
            return self._end_by_stacks(
                lazy("Nobody can pay both antes of {ante}", ante=self.ante),
                players,
                award_pots=True,
            )
        (survivor,) = payers
        entries = [self._put_out(seat) for seat in players if seat != survivor]
        won = sum(self.pots)
        self.stacks[survivor] += won
        self.pots = [0, 0]
        self.outcome = lazy(
            "{name} is the only player who can pay the antes: they take both Pots ({won} chips) "
            "and win the game with {chips} chips.",
            name=self.names[survivor],
            won=won,
            chips=self.stacks[survivor],
        )
        return entries + self._game_over((survivor,))

    def _end_by_stacks(
        self, when: Message, players: Iterable[int], *, award_pots: bool
    ) -> list[LogEntry]:
        seats = list(players)
        top = max(self.stacks[seat] for seat in seats)
        winners = tuple(seat for seat in seats if self.stacks[seat] == top)
        fields: dict[str, object] = {
            "when": when,
            "names": listed([self.names[seat] for seat in winners], lazy(" and ")),
            "top": top,
        }
        alone = len(winners) == 1
        if award_pots:
            pots = self.pots
            for circle in (LOW, HIGH):
                share = pots[circle] // len(winners)
                for seat in winners:
                    self.stacks[seat] += share
                pots[circle] -= share * len(winners)
            text = (
                lazy(
                    "{when}, {names} has the largest stack ({top} chips) and takes the Pots.",
                    **fields,
                )
                if alone
                else lazy(
                    "{when}, {names} share the largest stack ({top} chips) and take the Pots.",
                    **fields,
                )
            )
        elif any(self.pots):
            fields.update(low=self.pots[LOW], high=self.pots[HIGH])
            text = (
                lazy(
                    "{when}, {names} has the largest stack ({top} chips); the Pots ({low} Low, "
                    "{high} High) stay unawarded.",
                    **fields,
                )
                if alone
                else lazy(
                    "{when}, {names} share the largest stack ({top} chips); the Pots ({low} Low, "
                    "{high} High) stay unawarded.",
                    **fields,
                )
            )
        else:
            text = (
                lazy("{when}, {names} has the largest stack ({top} chips).", **fields)
                if alone
                else lazy("{when}, {names} share the largest stack ({top} chips).", **fields)
            )
        self.outcome = text
        return self._game_over(winners)

    def _game_over(self, winners: tuple[int, ...]) -> list[LogEntry]:
        self.winners = winners
        self.phase, self.mover = "over", TERMINAL
        if len(winners) == 1:
            won = lazy(" {name} wins.", name=self.names[winners[0]])
        else:
            names = listed([self.names[s] for s in winners], lazy(" and "))
            won = lazy(" {names} share the win.", names=names)
        self.outcome = lazy("{verdict}{won}", verdict=self.outcome, won=won)
        return [self.entry(None, self.outcome)]

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

    def score_sheet(self) -> ScoreSheet:
        """Each hand's chips won or lost (antes, bets, Pots; a player put out loses their
        stack to the High Pot) and each stack after it."""
        rules = self.game.rules
        return ScoreSheet.of_totals(
            one_column_a_seat(rules.players),
            (rules.starting_chips,) * rules.players,
            self.stacks_after_hands,
            lazy_p("a score sheet's heading", "Chips won"),
            lazy_p("a score sheet's heading", "Chips"),
        )

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, each player's chips above an equal share, as a
        share of all the chips."""
        if self.phase == "over":
            return self.returns()
        chips = self.running_scores()
        total = sum(chips)
        return tuple((c - total / len(chips)) / total for c in chips)
