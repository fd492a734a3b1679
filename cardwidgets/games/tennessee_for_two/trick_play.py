"""Tennessee for Two's trick play: which cards may follow, why another may not, the tricks
and the draws from the pile after each of the first nine."""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from cardwidgets.engine.cards import COLOUR_NAMES, ROOK, Card, shorts
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.tennessee_for_two.rules import _BY_INDEX, TRICKS, Trick, beats
from cardwidgets.games.tennessee_for_two.scoring import TennesseeScoring
from cardwidgets.games.tennessee_for_two.table import _replaced


class TennesseeTricks(TennesseeScoring):
    """Twenty tricks, and a draw after each while the pile lasts."""

    def playable(self, seat: int) -> Sequence[Card]:
        """The cards ``seat`` may play to the current trick (follow colour; the Rook's rules)."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        trump = self.trump
        lead = self.trick[0]
        led = trump if lead is ROOK else lead.suit
        if led == trump:
            following = [card for card in hand if card.suit == led or card is ROOK]
        else:
            following = [card for card in hand if card.suit == led]
            if following and self.rules.rook_anytime and ROOK in hand:
                following.append(ROOK)
        return following or hand

    def _play_problem(self, card: Card) -> str:
        lead = self.trick[0]
        trump = self.trump
        assert trump is not None
        led = trump if lead is ROOK else lead.suit
        colour = COLOUR_NAMES[led]
        hand = self.hands[self.mover]
        if led == trump:
            trumps = [c for c in hand if c.suit == trump or c is ROOK]
            if trumps == [ROOK]:
                return "Trump was led and the Rook is your only trump: you must play it."
            return f"You must follow trump ({colour}): you hold {shorts(trumps)}."
        same = [c for c in hand if c.suit == led]
        if card is ROOK:
            return (
                f"The Rook may be played on a {colour} lead only when you have no {colour}: "
                f"you hold {shorts(same)}."
            )
        return f"You must follow {colour}: you hold {shorts(same)}."

    # .................................................................. tricks
    def _play(self, card: Card) -> list[LogEntry]:
        seat = self.mover
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            held = tuple(c for c in self.known[seat] if c is not card)
            self.known = _replaced(self.known, seat, held)
        trick = self.trick
        trick.append(card)
        if len(trick) == 1:
            self.mover = 1 - seat
            if self.quiet:  # a playout's copy: nobody reads its log (the busiest event)
                return []
            label = card.short
            return [
                self.entry(seat, f"{self.names[seat]} leads {label}.", you=f"You lead {label}.")
            ]
        return self._finish_trick(seat)

    def _finish_trick(self, seat: int) -> list[LogEntry]:
        """Give the trick to its winner; one log line tells the reply and the result."""
        lead, reply = self.trick
        leader = self.leader
        winner = 1 - leader if beats(reply, lead, self.trump) else leader
        finished = Trick(leader, (lead, reply), winner)
        self.tricks += (finished,)
        self.won[winner] += self.trick
        self.trick = []
        points = finished.points
        self.captured = _replaced(self.captured, winner, self.captured[winner] + points)
        entries = [] if self.quiet else [self._trick_entry(finished, points)]
        if self.face_up is not None:
            self.phase, self.mover = "draw", winner
        elif len(self.tricks) < TRICKS:
            self.leader = self.mover = winner
        else:
            return [*entries, *self._end_hand()]
        return entries

    def _trick_entry(self, trick: Trick, points: int) -> LogEntry:
        """The log line of a trick's reply and its result."""
        leader, winner = trick.leader, trick.winner
        seat, label, names = 1 - leader, trick.cards[1].short, self.names
        if winner == seat:
            return self.entry(
                seat,
                f"{names[seat]} plays {label} and wins the trick ({points} points).",
                you=f"You play {label} and win the trick ({points} points).",
            )
        result = f"the trick with {trick.cards[0].short} ({points} points)"
        return self.entry(
            seat,
            f"{names[seat]} plays {label}: {names[leader]} wins {result}.",
            you=f"You play {label}: {names[leader]} wins {result}.",
            secret=((leader, f"{names[seat]} plays {label}: you win {result}."),),
        )

    # .................................................................. draw
    def _draw(self, up: bool) -> list[LogEntry]:
        winner = self.mover
        loser = 1 - winner
        face_up = self.face_up
        assert face_up is not None
        hidden = self.stock.pop()
        mine, theirs = (face_up, hidden) if up else (hidden, face_up)
        insort(self.hands[winner], mine, key=_BY_INDEX)
        insort(self.hands[loser], theirs, key=_BY_INDEX)
        taker = winner if up else loser
        self.known = _replaced(self.known, taker, (*self.known[taker], face_up))
        self.draws += 1
        self.face_up = self.stock.pop() if self.stock else None
        self.phase = "play"
        self.leader = self.mover = winner
        if self.quiet:  # a playout's copy: nobody reads its log
            return []
        return [self._draw_entry(face_up, hidden, up)]

    def _draw_entry(self, face_up: Card, hidden: Card, up: bool) -> LogEntry:
        """The log line of a draw: who took which card, and the next card turned."""
        winner = self.mover
        loser = 1 - winner
        w, lo = self.name(winner), self.name(loser)
        took_up = f"took the face-up {face_up.short}"
        if up:
            text = f"{w} {took_up}; {lo} took the face-down card."
            you = f"You {took_up}; {lo} took the face-down card."
            theirs_text = f"{w} {took_up}; you took the face-down card: {hidden.short}."
            full = f"{w} {took_up}; {lo} took the face-down {hidden.short}."
        else:
            text = f"{w} took the face-down card; {lo} {took_up}."
            you = f"You took the face-down card: {hidden.short}; {lo} {took_up}."
            theirs_text = f"{w} took the face-down card; you {took_up}."
            full = f"{w} took the face-down {hidden.short}; {lo} {took_up}."
        turned = (
            f" {self.face_up.short} is turned face up."
            if self.face_up is not None
            else " The draw pile is used up."
        )
        return self.entry(
            winner,
            text + turned,
            you=you + turned,
            secret=((loser, theirs_text + turned),),
            full=full + turned,
        )
