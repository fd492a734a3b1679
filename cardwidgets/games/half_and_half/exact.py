"""Half and Half solved exactly (RULES.md §1): the positions a game passes through, flip by
flip, with exact counts of the card sequences that reach each, and so the exact chances of
every result. Why this is small enough to work: ``docs/design/game-probability.md``."""

from __future__ import annotations

import functools
import math
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, NamedTuple

import numpy as np

from cardwidgets.engine.cards import Card
from cardwidgets.engine.registry import make
from cardwidgets.games.half_and_half.rules import (
    DECK,
    MIDDLE_SIZE,
    PILE_SIZE,
    HalfAndHalfRules,
    cards_demanded,
)
from cardwidgets.games.half_and_half.state import HalfAndHalfObservation
from cardwidgets.i18n import N_
from cardwidgets.probability.distribution import Distribution

#: The names of the three outcomes, which a plot's axis shows in the lesson's language.
FIRST_PILE: Final = N_("first player's second pile")
SECOND_PILE: Final = N_("second player's second pile")
FLIPS: Final = N_("flips")

#: Games simulated per numpy chunk: large enough to be fast, small enough for a few MiB.
CHUNK: Final = 1 << 16


class CardKind(NamedTuple):
    """What a turned card does: how many cards it takes, and whether it costs a turn later."""

    takes: int
    skips_next_turn: bool = False

    def __str__(self) -> str:
        return f"takes {self.takes}" + (", skips next turn" if self.skips_next_turn else "")


def card_kind(card: Card, rules: HalfAndHalfRules) -> CardKind:
    """The kind of ``card`` under ``rules`` (a joker skips only with ``joker='skip_next_turn'``)."""
    skips = card.is_joker and rules.joker == "skip_next_turn"
    return CardKind(cards_demanded(card, rules.ace_draw), skips)


def deck_kinds(rules: HalfAndHalfRules, cards: tuple[Card, ...] = DECK) -> dict[CardKind, int]:
    """How many cards of each kind ``cards`` hold (deck A by default: 54 cards)."""
    counts = Counter(card_kind(card, rules) for card in cards)
    return dict(sorted(counts.items()))


def game_rules(rules: HalfAndHalfRules | None, options: Mapping[str, Any]) -> HalfAndHalfRules:
    """Rules from a rules object or from options (and ``variant=``), checked like ``make``."""
    if rules is not None:
        if options:
            raise ValueError("Give either a rules object or rule options, not both.")
        if not isinstance(rules, HalfAndHalfRules):
            raise TypeError(f"Half and Half takes HalfAndHalfRules, not {type(rules).__name__}.")
        return rules
    made: HalfAndHalfRules = make("half_and_half", **options).rules
    return made


# ---------------------------------------------------------------------- positions
@dataclass(frozen=True)
class Position:
    """A Half and Half position as far as chance is concerned: seat 0 and seat 1, what each has
    taken, how many cards each still has to turn, whose turn it is, pending skips, and how many
    unturned cards of each kind are left between the two piles (not which pile holds them:
    nobody knows that)."""

    unturned: tuple[tuple[CardKind, int], ...]
    middle: int
    taken: tuple[int, int] = (0, 0)
    piles: tuple[int, int] = (PILE_SIZE, PILE_SIZE)
    to_move: int = 0
    skips: tuple[int, int] = (0, 0)
    flips: int = 0

    def __post_init__(self) -> None:
        problems = []
        if any(count < 0 for _, count in self.unturned) or len(
            {kind for kind, _ in self.unturned}
        ) != len(self.unturned):
            problems.append("each kind of card is listed once, with a count of 0 or more")
        if sum(count for _, count in self.unturned) != sum(self.piles):
            problems.append("the unturned cards must be exactly the cards left in both piles")
        if min(self.middle, *self.taken, *self.piles, *self.skips, self.flips) < 0:
            problems.append("sizes, skips and flips are 0 or more")
        if self.to_move not in (0, 1):
            problems.append("the seat to move is 0 or 1")
        elif self.skips[self.to_move]:
            problems.append("the seat to move has no pending skips (they were used up)")
        if problems:
            raise ValueError(f"Not a Half and Half position: {'; '.join(problems)}.")

    @classmethod
    def start(cls, rules: HalfAndHalfRules | None = None, **options: Any) -> Position:
        """The position before the first flip; seat 0 flips first."""
        kinds = deck_kinds(game_rules(rules, options))
        return cls(tuple(kinds.items()), MIDDLE_SIZE)

    @classmethod
    def from_observation(cls, observation: HalfAndHalfObservation) -> Position:
        """The position one seat sees: only public facts (turned cards, sizes, skips) are read,
        never the order of the piles, so it is the same for every seat and for the teacher."""
        if observation.phase != "play" or observation.to_move is None:
            raise ValueError("A position exists only while the cards are being turned.")
        rules = HalfAndHalfRules.from_dict(
            {"ace_draw": observation.ace_draw, "joker": observation.joker}
        )
        left = Counter(DECK)
        left.subtract(observation.face_up[0] + observation.face_up[1])
        kinds = deck_kinds(rules, tuple(left.elements()))
        return cls(
            tuple(kinds.items()),
            observation.middle_size,
            observation.second_sizes,
            observation.pile_sizes,
            observation.to_move,
            observation.skips,
            observation.flips,
        )

    @property
    def cards_left(self) -> int:
        return sum(count for _, count in self.unturned)

    @property
    def next_flip_takes_cards(self) -> Fraction:
        """The chance that the card turned next makes its player take cards."""
        costly = sum(count for kind, count in self.unturned if kind.takes)
        return Fraction(costly, self.cards_left)


def next_turn(mover: int, waiting: int, joker: bool) -> tuple[int, int]:
    """Who turns next, and the skips the other seat still has pending, after ``mover`` turns a
    card while the other seat has ``waiting`` pending skips.

    The engine passes the turn to the other seat, which uses up a pending skip if it has one and
    passes it back, and so on: skips of the two seats cancel one for one. A joker (with
    ``skip_next_turn``) gives its owner one pending skip first.
    """
    own = int(joker)
    if waiting <= own:
        return 1 - mover, own - waiting
    return mover, waiting - own - 1


def most_turns(position: Position) -> int:
    """An upper bound on the cards still to be turned before the middle is empty: every card
    that takes nothing, plus the most cards that take something without emptying the middle
    (smallest first), plus the last one."""
    takers = sorted(kind.takes for kind, count in position.unturned for _ in range(count))
    free = sum(1 for takes in takers if not takes)
    taken = costly = 0
    for takes in takers[free:]:
        if taken + takes >= position.middle:
            break
        taken += takes
        costly += 1
    return min(position.cards_left, free + costly + 1)


def most_flips_each(position: Position) -> int:
    """An upper bound on the cards either seat can still turn: turns alternate except that
    each skip used up gives one seat an extra turn, so one seat turns at most
    (all turns + 1 + skips) / 2 of them."""
    jokers = sum(count for kind, count in position.unturned if kind.skips_next_turn)
    return (most_turns(position) + 1 + jokers + sum(position.skips)) // 2


@functools.lru_cache(maxsize=256)
def outcomes(position: Position) -> Distribution[tuple[int, int, int]]:
    """The exact joint distribution of (seat 0's second pile, seat 1's second pile, flips) at
    the end of the game, from ``position``.

    Positions are visited flip by flip. A position is what chance cares about: the unturned
    cards of each kind, whose turn it is, the other seat's pending skips, and (only when a pile
    could run out) seat 0's pile size; the middle follows from the turned cards. For each
    position the number of sequences of card *kinds* reaching it is kept for every size of
    seat 0's second pile at once, packed into one Python integer as the digits of a number in
    base 2**width: "seat 0 takes d cards" shifts it by d digits, and adding two positions adds
    every digit at once.

    Each turned card is any unturned card alike, so a sequence of kinds with c_i cards of kind
    i turned (k in all, from n unturned) has chance (n_1)_(c_1) ... (n_m)_(c_m) / (n)_k, where
    (a)_b = a (a-1) ... (a-b+1): the same for every order. The numerator is applied once, when
    the game ends.
    """
    if position.middle == 0:
        return Distribution({(*position.taken, position.flips): 1}, "end")
    kinds = [kind for kind, _ in position.unturned]
    takes = [kind.takes for kind in kinds]
    start_counts = [count for _, count in position.unturned]
    total = position.cards_left
    # No count reaches 2**width: at most n (n-1) ... card sequences end in any one way.
    width = math.perm(total, most_turns(position)).bit_length() + 1
    track_piles = most_flips_each(position) > min(position.piles)

    # A position is one integer: the unturned counts in mixed radix, then mover, skips, pile.
    strides = [math.prod(c + 1 for c in start_counts[:i]) for i in range(len(kinds))]
    radix_skips = (
        1
        + sum(position.skips)
        + sum(count for kind, count in position.unturned if kind.skips_next_turn)
    )
    radix_pile = position.piles[0] + 1
    # turns[mover][waiting][joker] = (next mover, the other seat's pending skips)
    turns = [
        [
            [next_turn(mover, waiting, joker) for joker in (False, True)]
            for waiting in range(radix_skips)
        ]
        for mover in (0, 1)
    ]

    def encode(code: int, mover: int, waiting: int, pile0: int) -> int:
        return ((code * 2 + mover) * radix_skips + waiting) * radix_pile + pile0

    first = encode(
        sum(c * s for c, s in zip(start_counts, strides, strict=True)),
        position.to_move,
        position.skips[1 - position.to_move],
        position.piles[0],
    )
    layer: dict[int, int] = {first: 1}
    # code -> (unturned counts, middle size, card orders per kind sequence that turned the rest)
    decoded: dict[int, tuple[list[int], int, int]] = {}
    ended: dict[int, int] = defaultdict(int)  # flips -> packed sequence counts by seat 0's take
    turned = 0
    while layer:
        following: dict[int, int] = {}
        left = total - turned
        turned += 1
        for key, packed in layer.items():
            rest, pile0 = divmod(key, radix_pile)
            rest, waiting = divmod(rest, radix_skips)
            code, mover = divmod(rest, 2)
            if code not in decoded:
                counts = [
                    code // stride % (c0 + 1)
                    for stride, c0 in zip(strides, start_counts, strict=True)
                ]
                middle = position.middle - sum(
                    (c0 - c) * t for c0, c, t in zip(start_counts, counts, takes, strict=True)
                )
                orders = math.prod(
                    math.perm(c0, c0 - c) for c0, c in zip(start_counts, counts, strict=True)
                )
                decoded[code] = (counts, middle, orders)
            counts, middle, orders = decoded[code]
            if track_piles and (pile0 if mover == 0 else left - pile0) == 0:
                raise ValueError(
                    "A pile can run out before the middle deck does with these cards; the rules "
                    "do not say what happens then."
                )
            next_pile0 = pile0 - (track_piles and mover == 0)
            for i, count in enumerate(counts):
                if not count:
                    continue
                take = takes[i] if takes[i] < middle else middle
                sequences = packed << width * take if mover == 0 else packed
                if take == middle:  # the game ends: count the card orders of this sequence
                    ended[turned] += sequences * orders * count
                    continue
                turn, pending = turns[mover][waiting][kinds[i].skips_next_turn]
                after = encode(code - strides[i], turn, pending, next_pile0)
                following[after] = following.get(after, 0) + sequences
        layer = following

    chances: dict[tuple[int, int, int], Fraction] = {}
    whole = position.middle + sum(position.taken)
    mask = (1 << width) - 1
    for flips, packed in ended.items():
        orderings = math.perm(total, flips)
        extra = 0
        while packed:
            if packed & mask:
                seat0 = position.taken[0] + extra
                end = (seat0, whole - seat0, position.flips + flips)
                chances[end] = Fraction(packed & mask, orderings)
            packed >>= width
            extra += 1
    return Distribution(chances, "(seat 0 takes, seat 1 takes, flips)")


#: Seat 0's chance to take each number of the middle's cards from here on, by position as
#: chance sees it, seat 0 to move: (the kinds, their unturned counts, the middle, 0, seat 1's
#: pending skips). Kept for the kernel's life: every deal of the same rules meets the same ones.
_FUTURES: dict[tuple[tuple[CardKind, ...], tuple[int, ...], int, int, int], np.ndarray] = {}
#: Some 45 MiB of them (the default rules fill some 8,000, ``skip_next_turn`` some 30,000).
_MOST_FUTURES: Final = 100_000


def win_chances(position: Position) -> tuple[float, float, float]:
    """Seat 0 wins, the game is drawn, seat 1 wins, from ``position``: what the odds panel
    shows at every step, so quick after the first.

    The future of a position does not depend on who took the cards already taken, so it is
    worked out backwards, card by card, as seat 0's chance to take each number of the middle's
    cards, and kept: the first position of a game fills in every position after it, in every
    deal of the same rules, and the panel looks them up. In floats, to a few parts in 10**15
    of :func:`outcomes`, which stays the exact answer (and is used where a pile could run out
    before the middle deck, which the rules leave open)."""
    if position.middle == 0 or most_flips_each(position) > min(position.piles):
        ends = outcomes(position)
        return (
            float(ends.P(lambda end: end[0] < end[1])),
            float(ends.P(lambda end: end[0] == end[1])),
            float(ends.P(lambda end: end[0] > end[1])),
        )
    kinds = tuple(kind for kind, _ in position.unturned)
    counts = tuple(count for _, count in position.unturned)
    mover = position.to_move
    chances = _future(kinds, counts, position.middle, mover, position.skips[1 - mover])
    taken = np.arange(len(chances))  # seat 0 takes this many more, seat 1 the rest
    seat0 = position.taken[0] + taken
    seat1 = position.taken[1] + position.middle - taken
    return (
        float(chances[seat0 < seat1].sum()),
        float(chances[seat0 == seat1].sum()),
        float(chances[seat0 > seat1].sum()),
    )


def _future(
    kinds: tuple[CardKind, ...], counts: tuple[int, ...], middle: int, mover: int, waiting: int
) -> np.ndarray:
    """Seat 0's chance to take 0, 1, ... ``middle`` more cards: each unturned card is the next
    one alike (see :func:`outcomes`). The seats are alike too, so when seat 1 is to move, seat
    0 takes what seat 1 would leave if seat 0 were to move: one position serves both."""
    if mover == 1:
        return _future(kinds, counts, middle, 0, waiting)[::-1]
    key = (kinds, counts, middle, mover, waiting)
    known = _FUTURES.get(key)
    if known is not None:
        return known
    chances = np.zeros(middle + 1)
    left = sum(counts)
    for i, count in enumerate(counts):
        if not count:
            continue
        share = count / left
        take = min(kinds[i].takes, middle)
        if take == middle:  # the middle deck is empty: the game ends
            chances[take] += share
            continue
        turn, pending = next_turn(mover, waiting, kinds[i].skips_next_turn)
        # One card fewer of this kind; a kind none of whose cards is left is left out, as
        # Position.from_observation leaves it out, so both find the same positions.
        gone = count == 1
        rest_kinds = kinds[:i] + kinds[i + 1 :] if gone else kinds
        rest = counts[:i] + ((count - 1,) * (not gone)) + counts[i + 1 :]
        after = _future(rest_kinds, rest, middle - take, turn, pending)
        chances[take:] += share * after  # seat 0 took ``take`` cards, then ``after`` says
    if len(_FUTURES) >= _MOST_FUTURES:  # a few rule sets' worth; then start again
        _FUTURES.clear()
    _FUTURES[key] = chances
    return chances


# ---------------------------------------------------------------------- whole games
def dealer_goes_first(
    rules: HalfAndHalfRules, answers: tuple[bool, bool] | None = None
) -> Fraction:
    """The chance that the dealer turns the first card under ``rules.first_player``.

    With ``"choose"``, ``answers`` are (the dealer wants to go first, the other wants to); a
    coin decides when both say the same. Without answers both are taken to say the same thing:
    whichever seat is better off, it is better off for both, so sensible players agree.
    """
    if rules.first_player == "dealer":
        return Fraction(1)
    if rules.first_player == "choose" and answers is not None and answers[0] != answers[1]:
        return Fraction(int(answers[0]))
    return Fraction(1, 2)


@dataclass(frozen=True)
class HalfAndHalfSolution:
    """The exact answers for one set of rules. "First player" is whoever turns the first card."""

    rules: HalfAndHalfRules
    outcomes: Distribution[tuple[int, int, int]]

    @property
    def first_wins(self) -> Fraction:
        return self.outcomes.P(lambda o: o[0] < o[1])

    @property
    def first_loses(self) -> Fraction:
        return self.outcomes.P(lambda o: o[0] > o[1])

    @property
    def draw(self) -> Fraction:
        return self.outcomes.P(lambda o: o[0] == o[1])

    @property
    def first_player_takes(self) -> Distribution[int]:
        """The size of the first player's second pile at the end."""
        return self.outcomes.map(lambda o: o[0], FIRST_PILE)

    @property
    def second_player_takes(self) -> Distribution[int]:
        return self.outcomes.map(lambda o: o[1], SECOND_PILE)

    @property
    def flips(self) -> Distribution[int]:
        """How many cards are turned in the game."""
        return self.outcomes.map(lambda o: o[2], FLIPS)

    def dealer_odds(
        self, answers: tuple[bool, bool] | None = None
    ) -> tuple[Fraction, Fraction, Fraction]:
        """The dealer's chances to win, lose and draw, going first as ``rules.first_player``
        says (see :func:`dealer_goes_first` for ``answers``)."""
        first = dealer_goes_first(self.rules, answers)
        win = first * self.first_wins + (1 - first) * self.first_loses
        lose = first * self.first_loses + (1 - first) * self.first_wins
        return win, lose, self.draw

    def match_odds(self) -> tuple[Fraction, Fraction, Fraction]:
        """The first game's dealer's chances to win, lose and draw a match of ``rules.games``
        games (the deal alternates; each game is won, lost or drawn independently)."""
        dealer = self.dealer_odds()
        other = (dealer[1], dealer[0], dealer[2])
        lead: dict[int, Fraction] = {0: Fraction(1)}  # games won minus games lost -> chance
        for game in range(self.rules.games):
            win, lose, draw = dealer if game % 2 == 0 else other
            step: dict[int, Fraction] = defaultdict(Fraction)
            for margin, chance in lead.items():
                step[margin + 1] += chance * win
                step[margin - 1] += chance * lose
                step[margin] += chance * draw
            lead = step
        ahead = sum((c for m, c in lead.items() if m > 0), Fraction(0))
        behind = sum((c for m, c in lead.items() if m < 0), Fraction(0))
        return ahead, behind, lead.get(0, Fraction(0))

    def __repr__(self) -> str:
        return (
            f"<Half and Half {self.rules.changed() or 'default rules'}: the first player wins "
            f"{float(self.first_wins):.4%}, loses {float(self.first_loses):.4%}, draws "
            f"{float(self.draw):.4%}>"
        )


def solve(rules: HalfAndHalfRules | None = None, **options: Any) -> HalfAndHalfSolution:
    """The exact solution of Half and Half under ``rules`` (or options: ``joker=``,
    ``ace_draw=``, ``first_player=``, ``games=``, ``variant=``)."""
    chosen = game_rules(rules, options)
    return HalfAndHalfSolution(chosen, outcomes(Position.start(chosen)))
