"""What one seat of Take Two knows: its observation, and the masked twosomes and discards
the other seats see, kept up to date as cards move."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation, Zone
from cardwidgets.games.take_two.rules import CIRCLE_NAMES, HIGH, LOW
from cardwidgets.games.take_two.table import _HIDDEN, Seen, TakeTwoTable

T = TypeVar("T")


def _with(items: list[T], index: int, item: T) -> tuple[T, ...]:
    """``items`` as a tuple, with ``item`` in place of ``items[index]``."""
    return (*items[:index], item, *items[index + 1 :])


@dataclass(frozen=True, kw_only=True)
class TakeTwoObservation(Observation):
    """What one seat knows. Per-seat tuples are indexed by seat; twosomes by LOW and HIGH.

    A face-down card another seat may not know is ``None``.
    """

    dealer: int | None
    first_dealer: int | None
    hand_number: int
    hands_completed: int
    max_hands: int | None
    ante: int
    ante_doubling: str
    tie: str
    stacks: tuple[int, ...]
    #: Chips in each player's Low and High circles: ``bets[LOW][seat]``.
    bets: tuple[tuple[int, ...], tuple[int, ...]]
    pots: tuple[int, int]
    out: tuple[bool, ...]
    folded: tuple[tuple[bool, ...], tuple[bool, ...]]
    #: Cards not yet split (the viewer's own, or all for the teacher); others' counts below.
    hands: tuple[tuple[Card | None, ...], ...]
    #: ``twosomes[seat][LOW]``; in a frozen twosome the face-up taken card comes first.
    twosomes: tuple[tuple[tuple[Card | None, ...], tuple[Card | None, ...]], ...]
    #: The twosome each player froze by taking a card into it: LOW, HIGH or None.
    frozen: tuple[int | None, ...]
    #: The twosome each player discarded from and refilled in step 3 (public).
    replaced: tuple[int | None, ...]
    #: Every take so far this hand: (taker, victim, victim's twosome); the card lies face up.
    takes: tuple[tuple[int, int, int], ...]
    discards: tuple[tuple[Card | None, ...], ...]
    deck_size: int
    #: The circle being bet (LOW or HIGH) and the betting round (1 or 2); None outside betting.
    circle: int | None
    betting_round: int | None
    level: int
    cap: int
    #: The viewer's own twosome waiting for a taken card (LOW or HIGH), in the taking step.
    waiting: int | None
    showdown: bool
    #: The latest hand's result in words, and the winners once the game is over.
    verdict: str
    winners: tuple[int, ...]
    #: The teacher's view only: the deck, top card first.
    deck: tuple[Card, ...] | None = None
    #: While a taken card is picked: the victim and their twosome (public).
    target: tuple[int, int] | None = None
    #: In betting: who has acted on this circle since the last bet or raise (public).
    acted: tuple[bool, ...] = ()


class TakeTwoKnowledge(TakeTwoTable):
    """Each seat's view of the position: the observation, the zones, the masked cards."""

    def _observation(self, seat: int | None) -> TakeTwoObservation:
        everything = seat is None
        twosomes: tuple[tuple[Seen, Seen], ...]
        discards: tuple[Seen, ...]
        if seat is None:
            discards = tuple(map(tuple, self.discards))
        else:
            discards = _with(self.public_discards, seat, tuple(self.discards[seat]))
        if seat is None or self.showdown:
            twosomes = tuple((tuple(low), tuple(high)) for low, high in self.twosomes)
        else:
            low, high = self.twosomes[seat]
            twosomes = _with(self.public_twosomes, seat, (tuple(low), tuple(high)))
        hands = self._seen(self.hands, seat) if self.phase == "split" else self._no_cards
        betting = self.phase == "bet"
        circle = self.circle
        return TakeTwoObservation.build(
            {
                "game": self.game.name,
                "seat": seat,
                "names": self.names,
                "current_player": self.mover,
                "step": self.step,
                "phase": self.phase,
                "reminder": self.reminder,
                "dealer": self.dealer,
                "first_dealer": self.first_dealer,
                "hand_number": self.hands_played + (self.phase not in ("lot", "deal", "over")),
                "hands_completed": self.hands_played,
                "max_hands": self.game.rules.max_hands,
                "ante": self.ante,
                "ante_doubling": self.game.rules.ante_doubling,
                "tie": self.game.rules.tie,
                "stacks": tuple(self.stacks),
                "bets": (tuple(self.bets[LOW]), tuple(self.bets[HIGH])),
                "pots": (self.pots[LOW], self.pots[HIGH]),
                "out": tuple(self.out),
                "folded": (tuple(self.folded[LOW]), tuple(self.folded[HIGH])),
                "hands": hands,
                "twosomes": tuple(twosomes),
                "frozen": tuple(self.frozen),
                "replaced": tuple(self.replaced),
                "takes": tuple(self.takes),
                "discards": discards,
                "deck_size": len(self.deck),
                "circle": circle if betting else None,
                "betting_round": self.betting_round if betting else None,
                "level": self.betting_level if betting else 0,
                "cap": self.betting_cap if betting else 0,
                "waiting": self.waiting,
                "showdown": self.showdown,
                "verdict": self.verdict,
                "winners": self.winners,
                "deck": tuple(reversed(self.deck)) if everything else None,
                "target": self.target,
                "acted": tuple(self.acted) if betting else (),
            }
        )

    @staticmethod
    def _seen(cards: list[list[Card]], seat: int | None) -> tuple[Seen, ...]:
        """Each seat's cards of one kind as ``seat`` sees them: its own, the others hidden."""
        return tuple(
            tuple(mine) if seat is None or owner == seat else _HIDDEN[len(mine)]
            for owner, mine in enumerate(cards)
        )

    def _masked(self, owner: int) -> tuple[tuple[Seen, Seen], Seen]:
        """What the others see of ``owner``'s twosomes and discards: all face down, but for a
        taken card."""
        low, high = self.twosomes[owner]
        frozen = self.frozen[owner]
        masked_low, masked_high = _HIDDEN[len(low)], _HIDDEN[len(high)]
        if frozen == LOW:
            masked_low = (low[0], *_HIDDEN[len(low) - 1])
        elif frozen == HIGH:
            masked_high = (high[0], *_HIDDEN[len(high) - 1])
        return (masked_low, masked_high), _HIDDEN[len(self.discards[owner])]

    def _refresh_view(self, *owners: int) -> None:
        for owner in owners:
            self.public_twosomes[owner], self.public_discards[owner] = self._masked(owner)

    def zones(self) -> list[Zone]:
        zones = [Zone("deck", self.deck)]
        for seat, name in enumerate(self.names):
            mine = frozenset((seat,))
            up = self.face_up[seat]
            zones.append(Zone(f"{name}'s unsplit cards", self.hands[seat], mine))
            for circle in (LOW, HIGH):
                down = [card for card in self.twosomes[seat][circle] if card is not up]
                zones.append(
                    Zone(
                        f"{name}'s {CIRCLE_NAMES[circle]} twosome, face down",
                        down,
                        mine,
                        public=self.showdown,
                    )
                )
            zones.append(Zone(f"{name}'s taken card, face up", [up] if up else [], public=True))
            zones.append(Zone(f"{name}'s discards", self.discards[seat], mine))
        return zones
