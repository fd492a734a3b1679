"""The exercises of the Take Two probability lesson, each answer computed by the game's own
probability code (``check("tt-1", answer)`` in the lesson; worked answers in the teacher's
edition)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final

from cardwidgets.games.take_two import probability as take_two
from cardwidgets.lessons import Exercise

#: A hand of two Aces and two low cards (exercise tt-5).
LOW_HAND: Final = ("AH", "AD", "2C", "3S")
#: Two independent estimates' standard errors (exercise tt-6).
ERRORS: Final = (0.3, 0.4)


def sum_fourteen_or_more() -> Fraction:
    return take_two.twosome_sum().exact().P(lambda total: total >= 14)


def low_of_four_or_less() -> Fraction:
    return take_two.best_low_twosome().exact().P(lambda total: total <= 4)


def steal_from_a_twosome_showing_a_two() -> Fraction:
    return take_two.blind_steal(known="2S").exact().mean


def pair_of_aces_as_best_low() -> Fraction:
    return take_two.best_low_twosome().exact().P(2)


def steal_after_holding_low_cards() -> Fraction:
    return take_two.blind_steal(seen=LOW_HAND).exact().mean


def error_of_a_difference() -> float:
    """Independent errors add in squares: √(SE₁² + SE₂²)."""
    return math.hypot(*ERRORS)


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
        hint="half the time you get the 2; otherwise one of the 51 other cards, which average?",
        solution=(
            "Half the time you take the 2; otherwise the other card, any of the 51 others, whose "
            "values add up to $4 \\cdot 91 - 2$:\n\n"
            "$$E = \\tfrac12 \\cdot 2 + \\tfrac12 \\cdot \\frac{4 \\cdot 91 - 2}{51}.$$\n\n"
            "In Python: `Fraction(1, 2) * 2 + Fraction(1, 2) * Fraction(4 * 91 - 2, 51)`. A "
            "dealt Low twosome (the two lowest of four) gives less on average, so it is the "
            "better raid for a Low: compare `take_two.steal_from_dealt_twosome('low')`."
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
)
