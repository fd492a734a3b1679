"""Tennessee for Two's trick play: which cards may follow, why another may not, the tricks
and the draws from the pile after each of the first nine."""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from cardwidgets.engine.cards import ROOK, Card
from cardwidgets.engine.game import LogEntry
from cardwidgets.games.tennessee_for_two.rules import _BY_INDEX, TRICKS, Trick, beats
from cardwidgets.games.tennessee_for_two.scoring import TennesseeScoring
from cardwidgets.games.tennessee_for_two.table import _replaced
from cardwidgets.i18n import Message, _, lazy, lazy_n
from cardwidgets.i18n.words import cards_label, colour_genitive, colour_name


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
        colour = colour_name(led)
        hand = self.hands[self.mover]
        if led == trump:
            trumps = [c for c in hand if c.suit == trump or c is ROOK]
            if trumps == [ROOK]:
                return _("Trump was led and the Rook is your only trump: you must play it.")
            return _("You must follow trump ({colour}): you hold {cards}.").format(
                colour=colour, cards=cards_label(trumps)
            )
        same = [c for c in hand if c.suit == led]
        if card is ROOK:
            return _(
                "The Rook may be played on a {colour} lead only when you have no {none}: you "
                "hold {cards}."
            ).format(colour=colour, none=colour_genitive(led), cards=cards_label(same))
        return _("You must follow {colour}: you hold {cards}.").format(
            colour=colour, cards=cards_label(same)
        )

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
            return [
                self.entry(
                    seat,
                    lazy("{name} leads {card}.", name=self.names[seat], card=card),
                    you=lazy("You lead {card}.", card=card),
                )
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
        seat, names = 1 - leader, self.names
        fields = {
            "name": names[seat],
            "card": trick.cards[1],
            "leader": names[leader],
            "lead": trick.cards[0],
        }
        if winner == seat:
            return self.entry(
                seat,
                lazy_n(
                    "{name} plays {card} and wins the trick ({n} point).",
                    "{name} plays {card} and wins the trick ({n} points).",
                    points,
                    **fields,
                ),
                you=lazy_n(
                    "You play {card} and win the trick ({n} point).",
                    "You play {card} and win the trick ({n} points).",
                    points,
                    **fields,
                ),
            )
        return self.entry(
            seat,
            lazy_n(
                "{name} plays {card}: {leader} wins the trick with {lead} ({n} point).",
                "{name} plays {card}: {leader} wins the trick with {lead} ({n} points).",
                points,
                **fields,
            ),
            you=lazy_n(
                "You play {card}: {leader} wins the trick with {lead} ({n} point).",
                "You play {card}: {leader} wins the trick with {lead} ({n} points).",
                points,
                **fields,
            ),
            secret=(
                (
                    leader,
                    lazy_n(
                        "{name} plays {card}: you win the trick with {lead} ({n} point).",
                        "{name} plays {card}: you win the trick with {lead} ({n} points).",
                        points,
                        **fields,
                    ),
                ),
            ),
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
        fields = {
            "winner": self.name(winner),
            "loser": self.name(loser),
            "up": face_up,
            "down": hidden,
        }
        if up:
            text = lazy(
                "{winner} took the face-up {up}; {loser} took the face-down card.", **fields
            )
            you = lazy("You took the face-up {up}; {loser} took the face-down card.", **fields)
            theirs = lazy(
                "{winner} took the face-up {up}; you took the face-down card: {down}.", **fields
            )
            full = lazy(
                "{winner} took the face-up {up}; {loser} took the face-down {down}.", **fields
            )
        else:
            text = lazy(
                "{winner} took the face-down card; {loser} took the face-up {up}.", **fields
            )
            you = lazy(
                "You took the face-down card: {down}; {loser} took the face-up {up}.", **fields
            )
            theirs = lazy("{winner} took the face-down card; you took the face-up {up}.", **fields)
            full = lazy(
                "{winner} took the face-down {down}; {loser} took the face-up {up}.", **fields
            )
        turned: Message = (
            lazy(" {card} is turned face up.", card=self.face_up)
            if self.face_up is not None
            else lazy(" The draw pile is used up.")
        )
        return self.entry(
            winner,
            text + turned,
            you=you + turned,
            secret=((loser, theirs + turned),),
            full=full + turned,
        )
