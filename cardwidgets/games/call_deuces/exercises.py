"""The exercises of the Call Deuces lessons, each answer computed by the game's own code: its
probability module (``cd-1`` ...) and its rules (``cd-r1`` ..., the rules lesson). A lesson calls
``check("cd-1", answer)``; the teacher's edition shows the worked answers."""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from cardwidgets.games.call_deuces import probability as call_deuces
from cardwidgets.games.call_deuces.rules import FIVE, CallDeucesRules
from cardwidgets.lessons import Exercise
from cardwidgets.probability.deals import DealQuestion, total_of

#: A hand with two fives (the lesson's kitty question), and one with none.
TWO_FIVES: Final = ("5H", "5S", "AS", "KS", "QS", "10S", "9S", "AH", "KH", "2C", "3C", "4D", "6D")
NO_FIVE: Final = ("AS", "KS", "QS", "10S", "9S", "AH", "KH", "QH", "2C", "3C", "4D", "6D", "7D")


def jokers_in_hand() -> DealQuestion:
    """How many jokers a four-player hand holds."""
    return DealQuestion(
        "jokers in a hand (4 players)",
        "jokers",
        call_deuces.deck(4),
        call_deuces.HAND[4],
        lambda card: int(card.is_joker),
        total_of(int),
    )


def kitty_five_with_five_players() -> Fraction:
    return 1 - call_deuces.fives_in_kitty(5).exact().P(0)


def both_jokers() -> Fraction:
    return jokers_in_hand().exact().P(2)


def kitty_fives_given_none_held() -> Fraction:
    return call_deuces.fives_in_kitty(4, seen=NO_FIVE).exact().mean


def jokers_on_average() -> Fraction:
    return jokers_in_hand().exact().mean


def partner_holds_the_other_two() -> Fraction:
    return call_deuces.fives_in_hand(4, seen=TWO_FIVES).exact().P(2)


def fives_with_five_players() -> Fraction:
    return call_deuces.fives_in_hand(5).exact().mean


def error_after_four_times_the_games() -> Fraction:
    """The standard error goes like 1/√games: four times the games, √(1/4) of the error."""
    return Fraction(1, 2)


def hand_worth(players: call_deuces.Players) -> int:
    """What every hand is worth: a point a trick and FIVE a five (the highest bid)."""
    return CallDeucesRules(players=players).max_bid


def five_players_hand_worth() -> int:
    return hand_worth(5)


def hand_worth_one_five_buried() -> int:
    """With ``bury_fives``, a buried five scores for nobody: the hand is worth FIVE less."""
    return hand_worth(4) - FIVE


def failed_top_bid() -> int:
    """A failed bid of everything there is, under the default ``failed_bid="minus_bid"``."""
    rules = CallDeucesRules()
    assert rules.failed_bid == "minus_bid", "the exercise is about the default rule"
    return -rules.max_bid


EXERCISES: Final = (
    Exercise(
        id="cd-1",
        question="With five players, what is the chance that the kitty holds at least one five?",
        answer=kitty_five_with_five_players,
        probability=True,
        tolerance=0.0005,
        hint="the kitty is 2 of 52 cards; first find the chance that it misses all four fives.",
        solution=(
            "The kitty misses every five when both its cards come from the 48 others:\n\n"
            "$$P(\\text{at least one five}) = 1 - \\frac{\\binom{48}{2}}{\\binom{52}{2}}"
            ".$$\n\n"
            "In Python: `1 - Fraction(comb(48, 2), comb(52, 2))`, or "
            "`1 - call_deuces.fives_in_kitty(5).exact().P(0)`."
        ),
    ),
    Exercise(
        id="cd-2",
        question="With four players, what is the chance that one hand holds both jokers?",
        answer=both_jokers,
        probability=True,
        tolerance=0.0005,
        hint="count the hands that hold both jokers: the other 11 cards come from the 52 others.",
        solution=(
            "A hand holding both jokers chooses its other 11 cards from the 52 that are not "
            "jokers:\n\n"
            "$$P = \\frac{\\binom{2}{2}\\binom{52}{11}}{\\binom{54}{13}} = "
            "\\frac{13 \\cdot 12}{54 \\cdot 53}.$$\n\n"
            "In Python: `Fraction(comb(52, 11), comb(54, 13))`."
        ),
    ),
    Exercise(
        id="cd-3",
        question=(
            "Your four-player hand holds no five (the lesson's `NO_FIVE`). How many fives do you "
            "expect in the kitty?"
        ),
        answer=kitty_fives_given_none_held,
        tolerance=0.0005,
        hint=(
            "a conditional chance: after your 13 cards, 41 are unseen and all four fives are "
            "among them. Each kitty card is a five with chance 4/41."
        ),
        solution=(
            "Given your hand, the kitty is 2 of the 41 cards you have not seen, which hold all "
            "four fives. By linearity, each of its 2 cards is a five with chance 4/41:\n\n"
            "$$E[\\text{fives in the kitty}] = 2 \\cdot \\frac{4}{41} = \\frac{8}{41},$$\n\n"
            "more than before you looked (`call_deuces.fives_in_kitty(4).exact().mean`). In "
            "Python: `call_deuces.fives_in_kitty(4, seen=NO_FIVE).exact().mean`."
        ),
    ),
    Exercise(
        id="cd-4",
        question="With four players, how many jokers does a hand hold on average?",
        answer=jokers_on_average,
        tolerance=0.0005,
        hint="linearity: each of your 13 cards is a joker with what chance?",
        solution=(
            "Each card dealt to you is equally likely to be any of the 54, and 2 are jokers, so "
            "it is a joker with chance 2/54. The mean of a sum is the sum of the means "
            "(**linearity**), even though the cards of one hand depend on each other:\n\n"
            "$$E[\\text{jokers}] = 13 \\cdot \\frac{2}{54}.$$\n\n"
            "In Python: `13 * Fraction(2, 54)`."
        ),
    ),
    Exercise(
        id="cd-5",
        question=(
            "You hold 5♥ and 5♠ (the lesson's `TWO_FIVES`). What is the chance that your "
            "partner's hand holds both other fives?"
        ),
        answer=partner_holds_the_other_two,
        probability=True,
        tolerance=0.0005,
        hint=(
            "a conditional chance: your partner's 13 cards are 13 of the 41 you have not seen, "
            "2 of which are fives."
        ),
        solution=(
            "Your partner's hand is 13 of the 41 unseen cards; it holds both fives when its "
            "other 11 come from the 39 that are not fives:\n\n"
            "$$P = \\frac{\\binom{2}{2}\\binom{39}{11}}{\\binom{41}{13}} = "
            "\\frac{13 \\cdot 12}{41 \\cdot 40}.$$\n\n"
            "In Python: `Fraction(comb(39, 11), comb(41, 13))`, or "
            "`call_deuces.fives_in_hand(4, seen=TWO_FIVES).exact().P(2)`."
        ),
    ),
    Exercise(
        id="cd-6",
        question="With five players (10 cards each), how many fives does a hand hold on average?",
        answer=fives_with_five_players,
        tolerance=0.0005,
        hint="linearity again: 10 cards, each a five with what chance in a 52-card deck?",
        solution=(
            "Each of the 10 cards is a five with chance 4/52, and the mean of a sum is the sum "
            "of the means:\n\n$$E[\\text{fives}] = 10 \\cdot \\frac{4}{52}.$$\n\n"
            "In Python: `10 * Fraction(4, 52)`, or `call_deuces.fives_in_hand(5).exact().mean`."
        ),
    ),
    Exercise(
        id="cd-7",
        question=(
            "The experiment played some games. If you play four times as many, its standard "
            "error is multiplied by about what?"
        ),
        answer=error_after_four_times_the_games,
        tolerance=0.01,
        hint="a standard error goes like 1/√n, where n counts games (the clusters).",
        solution=(
            "The games are the independent draws, so the standard error goes like "
            "$1/\\sqrt{G}$ in the number of games $G$: four times the games gives "
            "$1/\\sqrt{4} = 1/2$ of the error: halving it costs four times the computer time. "
            "In Python: `1 / math.sqrt(4)`."
        ),
    ),
    Exercise(
        id="cd-r1",
        question="With five players, how many points is one hand worth in all?",
        answer=five_players_hand_worth,
        hint="every trick scores 1 and every five 5: how many tricks with 10 cards each?",
        solution=(
            "Five players hold 10 cards each, so a hand has 10 tricks; the four fives add "
            "$4 \\cdot 5$. In all $10 + 4 \\cdot 5$, which is also the highest bid. In Python: "
            "`CallDeucesRules(players=5).max_bid`."
        ),
    ),
    Exercise(
        id="cd-r2",
        question=(
            "Playing with bury_fives=True, the bidder (four players) buries one five with the "
            "kitty. How many points is that hand worth?"
        ),
        answer=hand_worth_one_five_buried,
        hint="a buried card is captured by nobody: which points leave the hand?",
        solution=(
            "A buried five is captured by nobody, so the hand loses its 5 points: "
            "$13 + 3 \\cdot 5$. In Python: `13 + 3 * 5`. That is why the default forbids "
            "burying fives: every hand stays worth the same, so a bid means the same thing."
        ),
    ),
    Exercise(
        id="cd-r3",
        question=(
            "Under the default rules (four players), a bidder bids 33 and captures 32. What does "
            "the bidder score for the hand?"
        ),
        answer=failed_top_bid,
        hint="32 is less than the bid: what does a failed bid cost under failed_bid='minus_bid'?",
        solution=(
            "The bid is failed (32 < 33), and a failed bid scores minus the bid: $-33$. The "
            "captured 32 count for nothing. In Python: "
            "`-CallDeucesRules().max_bid`."
        ),
    ),
)
