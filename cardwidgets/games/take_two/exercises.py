"""The exercises of the Take Two lessons, each answer computed by the game's own code: its
probability module (``tt-1`` ...) and its rules (``tt-r1`` ..., the rules lesson). A lesson calls
``check("tt-1", answer)``; the teacher's edition shows the worked answers."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Final

from cardwidgets.engine.registry import make
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.games.take_two.rules import CARDS_PER_PLAYER, TakeTwoRules
from cardwidgets.lessons import Exercise

#: A hand of two Aces and two low cards (exercise tt-5).
LOW_HAND: Final = ("AH", "AD", "2C", "3S")
#: Two independent estimates' standard errors (exercise tt-6).
ERRORS: Final = (0.3, 0.4)


def sum_fourteen_or_more() -> Fraction:
    return take_two.twosome_sum().exact().P(lambda total: total >= 14)


def low_of_four_or_less() -> Fraction:
    return take_two.best_low_twosome().exact().P(lambda total: total <= 4)


def steal_from_a_twosome_showing_a_two() -> tuple[Fraction, bool]:
    """Its average worth, and whether that is a better raid for a Low (lower) than a steal
    from a dealt Low twosome."""
    worth = take_two.blind_steal(known="2S").exact().mean
    return worth, worth < take_two.steal_from_dealt_twosome("low").exact().mean


def pair_of_aces_as_best_low() -> Fraction:
    return take_two.best_low_twosome().exact().P(2)


def steal_after_holding_low_cards() -> Fraction:
    return take_two.blind_steal(seen=LOW_HAND).exact().mean


def error_of_a_difference() -> float:
    """Independent errors add in squares: √(SE₁² + SE₂²)."""
    return math.hypot(*ERRORS)


def antes(hands: int, **rules: Any) -> list[int]:
    """The ante of each of ``hands`` hands in which every player takes their first legal move
    (nobody bets, so nobody goes out): how the ante rises under ``rules``."""
    quiet = make("take_two", max_hands=hands, starting_chips=1000, **rules).new_state(seed=0)
    seen = []
    while not quiet.is_terminal:
        if quiet.is_chance:
            if quiet.phase == "deal":
                seen.append(quiet.ante)
            quiet.apply_chance()
        else:
            quiet.apply(quiet.legal_actions()[0])
    return seen


def ante_in_hand_thirteen_doubling_once() -> int:
    return antes(13, ante_doubling="once")[-1]


def cards_for_a_full_table() -> int:
    return TakeTwoRules(players=8).players * CARDS_PER_PLAYER


def chips_at_six() -> int:
    rules = TakeTwoRules(players=6)
    return rules.players * rules.starting_chips


EXERCISES: Final = (
    Exercise(
        id="tt-1",
        question="What is the chance that a random twosome sums to 14 or more?",
        answer=sum_fourteen_or_more,
        probability=True,
        tolerance=0.0005,
        hint=(
            "the sums are symmetric about 14 (swap every card v for 14 - v); so the chance of "
            "more than 14 equals the chance of less than 14."
        ),
        solution=(
            "Swapping each card value $v$ for $14 - v$ maps a twosome of sum $s$ to one of sum "
            "$28 - s$, so $P(s > 14) = P(s < 14)$ and\n\n"
            "$$P(s \\ge 14) = \\frac{1 + P(s = 14)}{2}.$$\n\n"
            "In Python: `(1 + take_two.twosome_sum().exact().P(14)) / 2`."
        ),
    ),
    Exercise(
        id="tt-2",
        question="What is the chance that four dealt cards allow a Low twosome of 4 or less?",
        answer=low_of_four_or_less,
        probability=True,
        tolerance=0.0005,
        hint="the best Low is the sum of the two lowest of the four: read it off its distribution.",
        solution=(
            "The best Low is the two lowest of the four cards; add the chances of 2, 3 and 4 in "
            "its exact distribution. In Python: "
            "`take_two.best_low_twosome().exact().P(lambda total: total <= 4)`."
        ),
    ),
    Exercise(
        id="tt-3",
        question=(
            "What is a blind steal from a twosome showing a 2 (you have seen no other card) worth "
            "on average? Is it better for a Low twosome than a steal from a dealt Low twosome?"
        ),
        answer=steal_from_a_twosome_showing_a_two,
        tolerance=0.005,
        parts=("its average worth", "whether it is better for a Low (True or False)"),
        hint=(
            "half the time you get the 2; otherwise one of the 51 other cards, which average? "
            "Then compare with `take_two.steal_from_dealt_twosome('low')`: lower is better."
        ),
        solution=(
            "Half the time you take the 2; otherwise the other card, any of the 51 others, whose "
            "values add up to $4 \\cdot 91 - 2$:\n\n"
            "$$E = \\tfrac12 \\cdot 2 + \\tfrac12 \\cdot \\frac{4 \\cdot 91 - 2}{51}.$$\n\n"
            "A dealt Low twosome (the two lowest of four) gives less on average, so it is the "
            "better raid for a Low, and the answer to the second question is no (False). In "
            "Python: `(worth := Fraction(1, 2) * 2 + Fraction(1, 2) * Fraction(4 * 91 - 2, 51), "
            "worth < take_two.steal_from_dealt_twosome('low').exact().mean)`."
        ),
    ),
    Exercise(
        id="tt-4",
        question="What is the chance that the best Low of four dealt cards is a pair of Aces (2)?",
        answer=pair_of_aces_as_best_low,
        probability=True,
        tolerance=0.0005,
        hint="the best Low is 2 when the four cards hold at least two of the four Aces.",
        solution=(
            "The two lowest cards are both Aces when the hand holds two or more Aces. Subtract "
            "the hands with none or one:\n\n"
            "$$P = 1 - \\frac{\\binom{48}{4} + \\binom{4}{1}\\binom{48}{3}}{\\binom{52}{4}}.$$\n\n"
            "In Python: `1 - Fraction(comb(48, 4) + 4 * comb(48, 3), comb(52, 4))`."
        ),
    ),
    Exercise(
        id="tt-5",
        question=(
            "You hold A♥ A♦ 2♣ 3♠ (the lesson's `LOW_HAND`). What is a blind steal from a "
            "twosome you know nothing about worth to you, on average?"
        ),
        answer=steal_after_holding_low_cards,
        tolerance=0.005,
        hint=(
            "a conditional chance: the stolen card is any of the 48 cards you do not hold. What "
            "do those add up to?"
        ),
        solution=(
            "The card is one of the 48 you have not seen. All 52 add up to $4 \\cdot 91 = 364$; "
            "yours add up to $1 + 1 + 2 + 3 = 7$:\n\n"
            "$$E = \\frac{364 - 7}{48}.$$\n\n"
            "In Python: `Fraction(364 - 7, 48)`. Holding low cards makes the others higher."
        ),
    ),
    Exercise(
        id="tt-6",
        question=(
            "Two independent estimates have standard errors 0.3 and 0.4. What is the standard "
            "error of their difference?"
        ),
        answer=error_of_a_difference,
        tolerance=0.005,
        hint="independent errors do not add: their squares do.",
        solution=(
            "For independent estimates the variances add, so\n\n"
            "$$SE = \\sqrt{0.3^2 + 0.4^2}.$$\n\n"
            "In Python: `math.hypot(0.3, 0.4)`. A difference is two or more of these from 0 "
            "before it counts as more than luck."
        ),
    ),
    Exercise(
        id="tt-r1",
        question=(
            "Four players, ante_doubling='once': what is the ante to each circle in hand 13?"
        ),
        answer=ante_in_hand_thirteen_doubling_once,
        hint="'once' doubles the ante only the first time the deal reaches the first dealer.",
        solution=(
            "The ante starts at 5 and doubles the first time the deal comes back round (hand 5 "
            "with four players); with 'once' it never doubles again: $2 \\cdot 5$. In Python: "
            "`antes(13, ante_doubling='once')[-1]`."
        ),
    ),
    Exercise(
        id="tt-r2",
        question="Eight players: at most how many cards of the deck can one hand use?",
        answer=cards_for_a_full_table,
        hint="each player: 4 dealt, 1 replacement, and 1 for their victim when they take.",
        solution=(
            "Each player uses at most $4 + 1 + 1 = 6$ cards, so 8 players use at most "
            "$8 \\cdot 6$, fewer than 52: the deck never runs out. In Python: `8 * 6`."
        ),
    ),
    Exercise(
        id="tt-r3",
        question=(
            "Six players start with the default chips. How many chips are in stacks, circles "
            "and Pots together after ten hands?"
        ),
        answer=chips_at_six,
        hint="chips only ever move between stacks, circles and Pots.",
        solution=(
            "Chips are never made or lost, only moved, so the total is what the players "
            "started with: $6 \\cdot 100$, after any number of hands. In Python: `6 * 100`."
        ),
    ),
)
