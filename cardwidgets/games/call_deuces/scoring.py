"""The end of a Call Deuces hand and of the game: what the contract made or cost, the totals,
the winning sides and the returns."""

from __future__ import annotations

from cardwidgets.engine.game import CHANCE, TERMINAL, LogEntry
from cardwidgets.engine.score_sheet import POINTS, TOTAL, ScoreSheet
from cardwidgets.games.call_deuces.observation import CallDeucesKnowledge
from cardwidgets.games.call_deuces.rules import HandResult
from cardwidgets.i18n import Message, Words, lazy, listed


class CallDeucesScoring(CallDeucesKnowledge):
    """How a hand and the game end, and what each side scores."""

    def _failed(self, capture: int) -> int:
        """What a failed contract scores under ``failed_bid``."""
        rule = self.game.rules.failed_bid
        return -self.high_bid if rule == "minus_bid" else 0 if rule == "zero" else capture

    def contract_seats(self) -> tuple[int, ...]:
        """The seats whose captures count towards the bid: the bidder, their team or their
        revealed deuce partner."""
        if self.partner >= 0:
            return (self.bidder, self.partner)
        return self.game.sides[self.side_of(self.bidder)]

    def _hand_points(self) -> tuple[tuple[int, ...], int, bool]:
        """What each side scores for the hand, the contract's capture and whether it was made."""
        rules = self.game.rules
        points = [sum(self.captured[s] for s in side) for side in self.game.sides]
        capture = sum(self.captured[s] for s in self.contract_seats())
        made = capture >= self.high_bid
        if rules.deuce_partner and self.alone:
            points[self.bidder] = 2 * capture if made else self._failed(capture)
        elif rules.deuce_partner:
            points[self.bidder] = points[self.partner] = capture if made else self._failed(capture)
        elif not made:
            points[self.side_of(self.bidder)] = self._failed(capture)
        return tuple(points), capture, made

    def _score_hand(self) -> list[LogEntry]:
        rules = self.game.rules
        points, capture, made = self._hand_points()
        self.totals = tuple(
            total + gained for total, gained in zip(self.totals, points, strict=True)
        )
        result = HandResult(
            deal=self.deal,
            bidder=self.bidder,
            bid=self.high_bid,
            trump=self.trump or "",
            captured=self.captured,
            points=points,
            made=made,
            partner=self.partner if self.partner >= 0 else None,
            alone=self.alone,
        )
        self.results += (result,)
        self.partner_revealed = True
        entries = [self.entry(None, self._hand_summary(result, capture))]
        winning_sides = self._winning_sides()
        if winning_sides is None:
            self.dealer = (self.dealer + 1) % rules.players
            self.phase, self.to_move = "deal", CHANCE
            return entries
        self.phase, self.to_move = "over", TERMINAL
        self.winning_sides = winning_sides
        self.winners = tuple(seat for side in winning_sides for seat in self.game.sides[side])
        names = listed([self.side_words(side) for side in winning_sides], lazy(" and "))
        best = self.totals[winning_sides[0]]
        if len(winning_sides) > 1:
            text = lazy("{names} share first place with {best} points each", names=names, best=best)
        elif rules.partnership:
            text = lazy("{names} win with {best} points", names=names, best=best)
        else:
            text = lazy("{names} wins with {best} points", names=names, best=best)
        if self._fell_below_minus_target() and best < rules.target:
            fallen = listed(
                [
                    lazy("{side}'s total reached {total}", side=self.side_words(side), total=total)
                    for side, total in enumerate(self.totals)
                    if total <= -rules.target
                ],
                ", ",
            )
            text = lazy("{text}: {fallen}", text=text, fallen=fallen)
        entries.append(self.entry(None, lazy("{text}.", text=text)))
        return entries

    def _hand_summary(self, result: HandResult, capture: int) -> Message:
        rules = self.game.rules
        bidder = self.name(result.bidder)
        who: Words
        if rules.partnership:
            who = lazy(
                "{side} ({name} bid)",
                side=self.side_words(self.side_of(result.bidder)),
                name=bidder,
            )
        elif result.partner is not None:
            who = lazy("{name} and {partner}", name=bidder, partner=self.name(result.partner))
        else:
            who = lazy("{name} alone", name=bidder) if rules.deuce_partner else bidder
        verdict = lazy("made it") if result.made else lazy("failed")
        scored = listed(
            [
                lazy("{side} {points}", side=self.side_words(side), points=format(gained, "+d"))
                for side, gained in enumerate(result.points)
            ],
            ", ",
        )
        totals = listed(
            [
                lazy("{side} {points}", side=self.side_words(side), points=total)
                for side, total in enumerate(self.totals)
            ],
            ", ",
        )
        return lazy(
            "Hand over: {who} bid {bid} and took {capture}: {verdict}. The buried cards were "
            "{buried}. This hand: {scored}. Totals: {totals} (target {target}).",
            who=who,
            bid=result.bid,
            capture=capture,
            verdict=verdict,
            buried=tuple(self.buried),
            scored=scored,
            totals=totals,
            target=rules.target,
        )

    def _winning_sides(self) -> tuple[int, ...] | None:
        """The winning sides after this hand, or None to play another hand."""
        rules = self.game.rules
        best = max(self.totals)
        leaders = tuple(side for side, total in enumerate(self.totals) if total == best)
        last_hand = self._fell_below_minus_target() or (
            rules.max_hands is not None and len(self.results) >= rules.max_hands
        )
        if best < rules.target and not last_hand:
            return None
        if len(leaders) == 1:
            return leaders
        bidding_side = self.side_of(self.bidder)
        if bidding_side in leaders:
            return (bidding_side,)
        return leaders if last_hand else None

    def _fell_below_minus_target(self) -> bool:
        """Whether ``minus_target_ends`` ends the game now (some total at minus the target)."""
        rules = self.game.rules
        return rules.minus_target_ends and min(self.totals) <= -rules.target

    # ------------------------------------------------------------------ results
    @property
    def hands_completed(self) -> int:
        """Hands played and scored; thrown-in hands do not count."""
        return len(self.results)

    def returns(self) -> tuple[float, ...]:
        """+1 to the winning side (both partners of a team), -1 to the others; tied leaders
        sharing first place after ``max_hands`` get 0, a draw among them."""
        n = self.game.rules.players
        if self.phase != "over":
            return (0.0,) * n
        top = 1.0 if len(self.winning_sides) == 1 else 0.0
        return tuple(top if seat in self.winners else -1.0 for seat in range(n))

    def running_scores(self) -> tuple[float, ...]:
        """Each seat's game total (a team's total for both partners)."""
        return tuple(float(self.totals[self.side_of(seat)]) for seat in range(len(self.names)))

    def score_sheet(self) -> ScoreSheet:
        """Each scored hand's points and the totals after it, a column a side: partners in
        partnership, else each seat (thrown-in hands score nothing and are not listed)."""
        hands = [result.points for result in self.results]
        return ScoreSheet.summed(self.game.sides, hands, POINTS, TOTAL)

    def standing(self) -> tuple[float, ...]:
        """The returns at the end; before, each seat's lead over the best other side as a
        share of the target."""
        if self.phase == "over":
            return self.returns()
        target = self.game.rules.target
        leads = []
        for seat in range(len(self.names)):
            mine = self.side_of(seat)
            best_other = max(t for side, t in enumerate(self.totals) if side != mine)
            leads.append(max(-1.0, min(1.0, (self.totals[mine] - best_other) / target)))
        return tuple(leads)
