"""The end of a Tennessee for Two hand and of the game: the bid made or failed, the totals,
the winner, and the returns."""

from __future__ import annotations

from cardwidgets.engine.game import CHANCE, TERMINAL, LogEntry
from cardwidgets.engine.score_sheet import POINTS, TOTAL, ScoreSheet, one_column_a_seat
from cardwidgets.games.tennessee_for_two.observation import TennesseeKnowledge
from cardwidgets.games.tennessee_for_two.rules import HandResult, game_winner
from cardwidgets.i18n import lazy


class TennesseeScoring(TennesseeKnowledge):
    """How a hand and the game end, and what each player scores."""

    def _end_hand(self) -> list[LogEntry]:
        """Score the hand; end the game or pass the deal."""
        bidder = self.bidder
        assert bidder is not None
        assert self.trump is not None
        contract = self.high_bid
        scored = list(self.captured)
        made = self.captured[bidder] >= contract
        if not made:
            scored[bidder] = -contract if self.rules.failed_bid == "minus_bid" else 0
        self.scores = (self.scores[0] + scored[0], self.scores[1] + scored[1])
        result = HandResult(
            number=len(self.results) + 1,
            dealer=self._dealer,
            bidder=bidder,
            bid=contract,
            trump=self.trump,
            captured=self.captured,
            scored=(scored[0], scored[1]),
        )
        self.results += (result,)
        name, other = self.name(bidder), self.name(1 - bidder)
        got = self.captured[bidder]
        fields = {
            "number": result.number,
            "name": name,
            "bid": contract,
            "got": got,
            "scored": scored[bidder],
            "other": other,
            "other_scored": scored[1 - bidder],
            "first": self.name(0),
            "first_total": self.scores[0],
            "second": self.name(1),
            "second_total": self.scores[1],
        }
        text = (
            lazy(
                "Hand {number}: {name} bid {bid}, captured {got} and scores {got}; {other} scores "
                "{other_scored}. Totals: {first} {first_total}, {second} {second_total}.",
                **fields,
            )
            if made
            else lazy(
                "Hand {number}: {name} bid {bid} but captured only {got}, and scores {scored}; "
                "{other} scores {other_scored}. Totals: {first} {first_total}, {second} "
                "{second_total}.",
                **fields,
            )
        )
        entries = [self.entry(None, text)]
        rules = self.rules
        winner = game_winner(
            self.scores,
            bidder,
            rules.target,
            len(self.results),
            rules.max_hands,
            rules.minus_target_loses,
        )
        if winner is None:
            self.dealer = 1 - self._dealer
            self.phase, self.mover = "deal", CHANCE
            return entries
        self.winner = winner
        self.phase, self.mover = "over", TERMINAL
        high, low = self.scores[winner], self.scores[1 - winner]
        fields = {"winner": self.name(winner), "high": high, "low": low, "bidder": name}
        entries.append(
            self.entry(
                None,
                lazy(
                    "{winner} wins the game, {high} to {low} (a tie goes to {bidder}, this "
                    "hand's bidder).",
                    **fields,
                )
                if high == low
                else lazy("{winner} wins the game, {high} to {low}.", **fields),
            )
        )
        return entries

    # ------------------------------------------------------------------ results
    @property
    def hands_completed(self) -> int:
        return len(self.results)

    def returns(self) -> tuple[float, ...]:
        if self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)

    def running_scores(self) -> tuple[float, ...]:
        return (float(self.scores[0]), float(self.scores[1]))

    def score_sheet(self) -> ScoreSheet:
        """Each hand's points (a failed bid's minus too) and the totals after it."""
        hands = [result.scored for result in self.results]
        return ScoreSheet.summed(one_column_a_seat(2), hands, POINTS, TOTAL)

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, the lead in points as a share of the target."""
        if self.winner is not None:
            return self.returns()
        lead = max(-1.0, min(1.0, (self.scores[0] - self.scores[1]) / self.rules.target))
        return (lead, -lead)
