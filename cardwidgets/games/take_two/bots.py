"""A Take Two bot that plays by the odds of each twosome, and says why in one sentence. Why it works
as it does: ``docs/design/game-bots.md``."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import mul
from typing import Final

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.probability import (
    best_high_twosome,
    best_low_twosome,
    blind_steal,
    steal_from_dealt_twosome,
)
from cardwidgets.games.take_two.rules import (
    CALL,
    CHECK,
    DECK,
    FOLD,
    HIGH,
    LOW,
    TARGET_OF,
    VALUE,
)
from cardwidgets.i18n import N_, _, ngettext
from cardwidgets.i18n.words import seat_name, written_number
from cardwidgets.probability.distribution import Distribution

#: A twosome that wins at least this often bets or raises.
STRONG: Final = 0.6
#: The share of the pot a bet or raise puts in (at least 1 chip, at most the cap).
BET_SHARE: Final = 0.5

_SUMS: Final = 27  # twosome sums 2..26, indexed by the sum
_VALUES: Final = 14  # card values 1..13, indexed by the value


def _as_array(distribution: Distribution[int], size: int) -> np.ndarray:
    chances = np.zeros(size)
    for outcome, chance in distribution.items():
        chances[outcome] = float(chance)
    return chances


@lru_cache(maxsize=1)
def _model() -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray], np.ndarray]:
    """A sensible player's Low and High sums, one card of each, and one card of any twosome:
    exact answers, computed once on first use."""
    sums = (
        _as_array(best_low_twosome().exact(), _SUMS),
        _as_array(best_high_twosome().exact(), _SUMS),
    )
    cards = (
        _as_array(steal_from_dealt_twosome("low").exact(), _VALUES),
        _as_array(steal_from_dealt_twosome("high").exact(), _VALUES),
    )
    return sums, cards, _as_array(blind_steal().exact(), _VALUES)


@lru_cache(maxsize=1)
def _card_chances() -> tuple[tuple[list[float], list[float]], list[float]]:
    """The card distributions of :func:`_model` as lists of floats, indexed by the value:
    the same numbers, read without a numpy call each."""
    _, (low, high), any_card = _model()
    return (low.tolist(), high.tolist()), any_card.tolist()


def _beats(circle: int, mine: int, theirs: np.ndarray) -> float:
    """How often a twosome summing ``mine`` beats one with sum distribution ``theirs``
    (a tie counts half)."""
    if circle == LOW:
        worse = float(theirs[max(mine + 1, 0) :].sum())
    else:
        worse = float(theirs[: max(mine, 0)].sum())
    return worse + 0.5 * float(theirs[mine]) if 0 <= mine < len(theirs) else worse


#: Sums a twosome's chance is tabled for: a twosome's rest plus any card, with room to spare.
_TOTALS: Final = 2 * _SUMS


@lru_cache(maxsize=2)
def _beats_prior(circle: int) -> tuple[float, ...]:
    """How often a twosome of each sum beats a sensible rival's twosome of ``circle``."""
    prior = _model()[0][circle]
    return tuple(_beats(circle, mine, prior) for mine in range(_TOTALS))


def twosome_chance(circle: int, total: int) -> float:
    """How often a twosome summing ``total`` beats one sensible rival's in ``circle``."""
    return _beats_prior(circle)[min(max(total, 0), _TOTALS - 1)]


@lru_cache(maxsize=2 * _VALUES)
def _beats_up_card(circle: int, up: int) -> tuple[float, ...]:
    """As :func:`_beats_prior`, against a twosome with ``up`` face up and the other card from
    the circle's prior."""
    card = _model()[1][circle]
    return tuple(_beats(circle, mine - up, card) for mine in range(_TOTALS))


@lru_cache(maxsize=4096)
def _beats_all(circle: int, rivals: tuple[int, ...]) -> tuple[float, ...]:
    """How often a twosome of each sum beats every one of ``rivals``, each the value of its
    face-up card or 0 for a face-down twosome: the product of their chances, multiplied in
    seat order. A table changes slowly in a hand, so the same rivals come back decision after
    decision (and playout after playout)."""
    row: tuple[float, ...] = (1.0,) * _TOTALS
    for up in rivals:
        table = _beats_up_card(circle, up) if up else _beats_prior(circle)
        row = tuple([p * q for p, q in zip(row, table, strict=True)])
    return row


class _Odds:
    """One observation's chances and expected chips, each worked out once per decision.

    A decision asks the same questions many times (a take weighs every target by every card it
    may bring, each against every live rival): at eight players that made a decision cost the
    square of the table. The chances come from a table per circle of every sum's chance against
    the live rivals (:func:`_beats_all`), and each expected worth is remembered; the answers are
    the same numbers, computed in the same order.
    """

    def __init__(self, obs: TakeTwoObservation) -> None:
        self.obs = obs
        self.me = _me(obs)
        self.rivals = (_rivals(obs, LOW), _rivals(obs, HIGH))
        self.at_stake = (_at_stake(obs, LOW), _at_stake(obs, HIGH))
        self._beats: list[tuple[float, ...] | None] = [None, None]
        self._worths: dict[tuple[int, int], list[float]] = {}
        self._takes: dict[tuple[int, int, int, bool], float] = {}

    def _row(self, circle: int) -> tuple[float, ...]:
        """Every sum's chance of winning ``circle`` against its live rivals."""
        row = self._beats[circle]
        if row is None:
            obs = self.obs
            ups = []
            for other in self.rivals[circle]:
                face_up = obs.twosomes[other][circle][0]  # a frozen twosome's taken card
                frozen_here = obs.frozen[other] == circle
                ups.append(VALUE[face_up] if frozen_here and face_up is not None else 0)
            row = self._beats[circle] = _beats_all(circle, tuple(ups))
        return row

    def chance(self, circle: int, total: int) -> float:
        """How often my twosome summing ``total`` wins ``circle`` against the live others."""
        return self._row(circle)[total]

    def worth(self, circle: int, total: int) -> float:
        """Expected chips from ``circle`` for my twosome summing ``total`` (none if folded)."""
        if self.obs.folded[circle][self.me]:
            return 0.0
        return self.chance(circle, total) * self.at_stake[circle]

    def worths(self, circle: int, rest: int) -> list[float]:
        """:meth:`worth` of ``rest`` plus each card value, indexed by the value: a draw or a
        take weighs every card it may bring, so each is worked out once and then looked up."""
        known = self._worths.get((circle, rest))
        if known is None:
            if self.obs.folded[circle][self.me]:  # as worth() says of a folded twosome
                known = [0.0] * _VALUES
            else:
                stake = self.at_stake[circle]
                known = [chance * stake for chance in self._row(circle)[rest : rest + _VALUES]]
            self._worths[circle, rest] = known
        return known

    def take_score(self, circle: int, rest: int, target: tuple[int, int]) -> float:
        """Expected chips from ``circle`` after taking a card from ``target``; a live rival's
        twosome of the same circle scores a hair higher, as losing a card weakens it."""
        victim, theirs = target
        folded = self.obs.folded[theirs][victim]
        key = (circle, rest, theirs, folded)
        expected = self._takes.get(key)
        if expected is None:
            one_card, any_card = _card_chances()
            cards = any_card if folded else one_card[theirs]
            worths = self.worths(circle, rest)  # value by value from the Ace, as a sum adds
            expected = self._takes[key] = sum(map(mul, cards[1:_VALUES], worths[1:_VALUES]))
        return expected + (1e-6 if theirs == circle and not folded else 0.0)


class TakeTwoHeuristic(BaseAgent):
    """Plays each twosome by its chance of winning against the live twosomes of its circle."""

    label = "heuristic"

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        assert isinstance(observation, TakeTwoObservation)
        phase = observation.phase
        if phase == "split":
            return self._split(observation)
        odds = _Odds(observation)
        if phase == "discard":
            return self._replace(odds)
        if phase == "bet":
            return self._bet(odds)
        if phase == "take":
            return self._discard_to_take(odds)
        return self._raid(odds, legal_actions)

    # ------------------------------------------------------------------ odds
    def chance(self, obs: TakeTwoObservation, circle: int, total: int) -> float:
        """How often my twosome summing ``total`` wins ``circle`` against the live others."""
        return _Odds(obs).chance(circle, total)

    # ------------------------------------------------------------------ split and replace
    def _split(self, obs: TakeTwoObservation) -> Decision:
        card = min((c for c in obs.hands[_me(obs)] if c is not None), key=VALUE.__getitem__)
        return Decision(
            Action("low", (card,)),
            _(
                "puts {card} in Low: the two lowest cards make the lowest Low and leave the "
                "highest High"
            ).format(card=card.label),
        )

    def _replace(self, odds: _Odds) -> Decision:
        """Discard the card whose replacement from the unseen cards gains most on average."""
        obs = odds.obs
        twosomes = _own(obs)
        unseen = _unseen_values(obs)
        best: tuple[float, Card, int] | None = None
        for circle in (LOW, HIGH):
            stays = odds.worth(1 - circle, _total(twosomes[1 - circle]))
            for card in twosomes[circle]:
                rest = _total(twosomes[circle]) - VALUE[card]
                drawn = sum(map(odds.worths(circle, rest).__getitem__, unseen))
                gain = stays + drawn / len(unseen)
                if best is None or gain > best[0]:
                    best = (gain, card, circle)
        assert best is not None
        card, circle = best[1], best[2]
        if circle == LOW:
            why = _(
                "discards {card} from its Low of {total}: a fresh card there adds most to its "
                "expected winnings"
            )
        else:
            why = _(
                "discards {card} from its High of {total}: a fresh card there adds most to its "
                "expected winnings"
            )
        return Decision(
            Action("discard", (card,)), why.format(card=card.label, total=_total(twosomes[circle]))
        )

    # ------------------------------------------------------------------ betting
    def _bet(self, odds: _Odds) -> Decision:
        obs = odds.obs
        seat, circle = odds.me, obs.circle
        assert circle is not None
        total = _total(_own(obs)[circle])
        p = odds.chance(circle, total)
        rivals = odds.rivals[circle]
        odds_text = _odds_words(circle, total, p, len(rivals))
        pot = odds.at_stake[circle]
        room = obs.cap - obs.level
        size = min(room, max(1, int(pot * BET_SHARE)))
        cost = obs.level - obs.bets[circle][seat]
        if p >= STRONG and room > 0 and cost:
            return Decision(
                Action("raise", (size,)),
                _("raises {size}: {odds}").format(size=size, odds=odds_text),
            )
        if p >= STRONG and room > 0:
            return Decision(
                Action("bet", (size,)), _("bets {size}: {odds}").format(size=size, odds=odds_text)
            )
        if cost == 0:
            return Decision(CHECK, _("checks: {odds}, not enough to bet").format(odds=odds_text))
        # Everyone live will have matched the level by the end: that is the pot a call wins.
        final = pot + sum(obs.level - obs.bets[circle][other] for other in rivals)
        needed = cost / (final + cost)
        share = written_number(needed, 0, percent=True)
        if p >= needed:
            return Decision(
                CALL,
                _("calls {cost}: {odds}, more than the {needed} the pot odds ask").format(
                    cost=cost, odds=odds_text, needed=share
                ),
            )
        if circle == LOW:
            why = _("folds its Low: {odds}, less than the {needed} a call needs")
        else:
            why = _("folds its High: {odds}, less than the {needed} a call needs")
        return Decision(FOLD, why.format(odds=odds_text, needed=share))

    # ------------------------------------------------------------------ taking
    def _discard_to_take(self, odds: _Odds) -> Decision:
        """Discard where a taken card should gain most, counting on the best target for it."""
        obs = odds.obs
        twosomes = _own(obs)
        # A take's score depends on the target's circle and whether it is folded, not on whose
        # it is: one target of each kind stands for all (the same scores, so the same best).
        kinds = {
            (circle, obs.folded[circle][victim]): (victim, circle)
            for victim, circle in open_targets(obs)
        }
        targets = list(kinds.values())
        best: tuple[float, Card, int] | None = None
        for circle in (LOW, HIGH):
            stays = odds.worth(1 - circle, _total(twosomes[1 - circle]))
            for card in twosomes[circle]:
                rest = _total(twosomes[circle]) - VALUE[card]
                gain = stays + max(odds.take_score(circle, rest, t) for t in targets)
                if best is None or gain > best[0]:
                    best = (gain, card, circle)
        assert best is not None
        gain, card, circle = best
        folded = obs.folded[circle][odds.me], obs.folded[1 - circle][odds.me]
        if all(folded):
            why = _("both its twosomes are folded, so the card it takes can only weaken a rival")
        elif folded[0] and circle == LOW:
            why = _("its Low is folded, so taking into it leaves its High as it is")
        elif folded[0]:
            why = _("its High is folded, so taking into it leaves its Low as it is")
        else:
            chips = round(gain)
            # Translators: {n} is a whole number of chips, perhaps below zero; English says
            # "chips" whatever it is.
            if circle == LOW:
                why = ngettext(
                    "a card taken into its Low should bring most ({n} chips expected)",
                    "a card taken into its Low should bring most ({n} chips expected)",
                    abs(chips),
                )
            else:
                why = ngettext(
                    "a card taken into its High should bring most ({n} chips expected)",
                    "a card taken into its High should bring most ({n} chips expected)",
                    abs(chips),
                )
            why = why.format(n=f"{gain:.0f}")
        if circle == LOW:
            said = _("discards {card} from Low: {why}")
        else:
            said = _("discards {card} from High: {why}")
        return Decision(Action("discard", (card,)), said.format(card=card.label, why=why))

    def _raid(self, odds: _Odds, legal: Sequence[Action]) -> Decision:
        obs = odds.obs
        waiting = obs.waiting
        assert waiting is not None
        rest = _total(_own(obs)[waiting])
        action = max(
            (a for a in legal if a in TARGET_OF),
            key=lambda a: odds.take_score(waiting, rest, TARGET_OF[a]),
        )
        victim, circle = TARGET_OF[action]
        if obs.folded[waiting][odds.me]:
            why = (
                _("its own Low is folded, so it takes a card a live rival would miss")
                if waiting == LOW
                else _("its own High is folded, so it takes a card a live rival would miss")
            )
        else:
            why = _(_WANTED[circle, waiting])
        name = seat_name(obs.names[victim])
        if circle == LOW:
            said = _("takes from {name}'s Low: {why}")
        else:
            said = _("takes from {name}'s High: {why}")
        return Decision(action, said.format(name=name, why=why))


#: Why a take aims at a twosome, by (the twosome taken from, the one the card goes into).
_WANTED: Final = {
    (LOW, LOW): N_("a Low twosome likely holds a low card, and its Low wants a low one"),
    (LOW, HIGH): N_("a Low twosome likely holds a low card, and its High wants a high one"),
    (HIGH, LOW): N_("a High twosome likely holds a high card, and its Low wants a low one"),
    (HIGH, HIGH): N_("a High twosome likely holds a high card, and its High wants a high one"),
}


def _odds_words(circle: int, total: int, chance: float, rivals: int) -> str:
    """ "a Low of 9 wins about 64% against 2 live Lows": a twosome's chance, in words."""
    percent = written_number(chance, 0, percent=True)
    # Translators: English says "Lows" whatever {n} is; the forms go with {n}.
    if circle == LOW:
        text = ngettext(
            "a Low of {total} wins about {percent} against {n} live Lows",
            "a Low of {total} wins about {percent} against {n} live Lows",
            rivals,
        )
    else:
        text = ngettext(
            "a High of {total} wins about {percent} against {n} live Highs",
            "a High of {total} wins about {percent} against {n} live Highs",
            rivals,
        )
    return text.format(total=total, percent=percent, n=rivals)


def _me(obs: TakeTwoObservation) -> int:
    assert obs.seat is not None, "a bot plays a seat, not the teacher's view"
    return obs.seat


def _own(obs: TakeTwoObservation) -> tuple[list[Card], list[Card]]:
    low, high = obs.twosomes[_me(obs)]
    return [c for c in low if c is not None], [c for c in high if c is not None]


def _rivals(obs: TakeTwoObservation, circle: int) -> list[int]:
    """The other players whose twosome in ``circle`` is live."""
    me = _me(obs)
    return [
        seat
        for seat in range(len(obs.names))
        if seat != me and not obs.out[seat] and not obs.folded[circle][seat]
    ]


def _at_stake(obs: TakeTwoObservation, circle: int) -> int:
    """Every chip a win in ``circle`` would bring: all its circles and its Pot."""
    return sum(obs.bets[circle]) + obs.pots[circle]


def _unseen_values(obs: TakeTwoObservation) -> list[int]:
    """Values of the cards this seat has not seen: what a draw from the deck may bring."""
    seen = {card for pair in obs.twosomes for twosome in pair for card in twosome if card}
    seen.update(card for card in obs.discards[_me(obs)] if card)
    return [VALUE[card] for card in DECK if card not in seen]


def _total(cards: Sequence[Card]) -> int:
    return sum(VALUE[card] for card in cards)


def open_targets(obs: TakeTwoObservation) -> list[tuple[int, int]]:
    """The twosomes this seat may take from: other players', not frozen."""
    return [
        (victim, circle)
        for victim, twosomes in enumerate(obs.twosomes)
        if victim != _me(obs) and not obs.out[victim] and any(twosomes)
        for circle in (LOW, HIGH)
        if obs.frozen[victim] != circle
    ]
