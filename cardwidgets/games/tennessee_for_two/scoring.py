"""The end of a Tennessee for Two hand and of the game: the bid made or failed, the totals,
the winner, and the returns."""

from __future__ import annotations

from cardwidgets.engine.game import CHANCE, TERMINAL, LogEntry
from cardwidgets.games.tennessee_for_two.observation import TennesseeKnowledge
from cardwidgets.games.tennessee_for_two.rules import HandResult, game_winner


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
        verdict = (
            f"{name} bid {contract}, captured {got} and scores {got}"
            if made
            else f"{name} bid {contract} but captured only {got}, and scores {scored[bidder]}"
        )
        entries = [
            self.entry(
                None,
                f"Hand {result.number}: {verdict}; {other} scores {scored[1 - bidder]}. "
                f"Totals: {self.name(0)} {self.scores[0]}, {self.name(1)} {self.scores[1]}.",
            )
        ]
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
        how = f" (a tie goes to {name}, this hand's bidder)" if high == low else ""
        entries.append(
            self.entry(None, f"{self.name(winner)} wins the game, {high} to {low}{how}.")
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

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, the lead in points as a share of the target."""
        if self.winner is not None:
            return self.returns()
        lead = max(-1.0, min(1.0, (self.scores[0] - self.scores[1]) / self.rules.target))
        return (lead, -lead)
