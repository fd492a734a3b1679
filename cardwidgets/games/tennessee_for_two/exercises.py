"""Tennessee for Two's exercises, checked by ``cardwidgets.lessons.check("tn-2", answer)``. Each
answer is computed here, from the deal's counting or from the game's own bots bidding, never
copied from a lesson; the lessons they belong to: :doc:`/docs/design/lessons-kit`."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final

from cardwidgets.engine.cards import cards
from cardwidgets.games.tennessee_for_two import probability as tennessee
from cardwidgets.games.tennessee_for_two.rules import DRAW_PILE_SIZE
from cardwidgets.lessons.exercises import Exercise

#: The hand the probability lesson looks at (45 count points), and the seeds and sizes of the
#: auction studies the exercises ask about.
EXAMPLE_HAND: Final = "ROOK R14 Y10 G5 B4 B6 B7 B8 B9 B11 B12"
AUCTION_DEALS, AUCTION_SEED = 2_000, 1
REDEAL_DEALS, REDEAL_SEED = 1_000, 2
#: The fewest count cards of their own a bidder needs for a redeal (exercise tn-r2).
SEVEN: Final = tennessee.REDEAL_COUNT - tennessee.NEST


def drawing_tricks() -> int:
    return DRAW_PILE_SIZE // 2


def own_count_cards_for_a_redeal() -> int:
    return SEVEN


def rook_in_nest() -> Fraction:
    others = len(tennessee.DECK) - 1
    return Fraction(
        math.comb(others, tennessee.NEST - 1), math.comb(len(tennessee.DECK), tennessee.NEST)
    )


def hand_of_forty() -> Fraction:
    return tennessee.points_in_hand().exact().P(lambda points: points >= 40)


def rich_nest_beside_the_example_hand() -> Fraction:
    nest = tennessee.points_in_nest(seen=cards(EXAMPLE_HAND)).exact()
    return nest.P(lambda points: points >= 20)


def non_bidders_points() -> float:
    return tennessee.auction_hands_points(AUCTION_DEALS, AUCTION_SEED)[1].value


def seven_count_cards_win() -> float:
    return tennessee.strong_hand_wins_auction(
        tennessee.NON_DEALER, SEVEN, with_nest=False, deals=REDEAL_DEALS, seed=REDEAL_SEED
    ).value


def untouchable_worth_150() -> Fraction:
    return tennessee.hand_worth_untouchable().P(150)


EXERCISES: Final = (
    Exercise(
        id="tn-r1",
        question="How many of the 20 tricks are followed by a draw from the draw pile?",
        answer=drawing_tricks,
        hint="each draw takes two cards: one for the winner, one for the loser.",
        solution=(
            "The draw pile holds 18 cards and each draw takes two of them (the winner's and the "
            "loser's), so $18 / 2 = 9$ tricks are followed by a draw; the last 11 are played "
            "from hand."
        ),
    ),
    Exercise(
        id="tn-r2",
        question=(
            "A redeal happens when the bidder's 16 cards (their 11 and the nest) hold fewer than "
            "5 cards that are not count cards. At least how many count cards must the bidder's "
            "own 11 cards hold for that to be possible?"
        ),
        answer=own_count_cards_for_a_redeal,
        hint=(
            "fewer than 5 non-count cards among 16 means at least 12 count cards. How many can "
            "the nest bring?"
        ),
        solution=(
            "A redeal needs at least $16 - 4 = 12$ count cards among the 16. The nest brings at "
            "most 5, so the bidder's own hand must hold at least $12 - 5 = 7$ of the 13 count "
            "cards. Such a hand is very strong, so its owner almost always wins the auction: "
            "that is why the bidder's 16 cards are not a random 16."
        ),
    ),
    Exercise(
        id="tn-1",
        question="What is the chance that the nest holds the Rook?",
        answer=rook_in_nest,
        hint="the nest is 5 of the 45 cards; each card is equally likely to be among them.",
        solution=(
            "Count the nests that hold the Rook: choose the other 4 nest cards from the 44 "
            "others. $P = \\binom{44}{4} / \\binom{45}{5} = 5/45 = 1/9$: the nest is 5 of the 45 "
            "places the Rook can be, all equally likely."
        ),
        tolerance=5e-4,
        probability=True,
    ),
    Exercise(
        id="tn-2",
        question="What is the chance that an 11-card hand holds at least 40 count points?",
        answer=hand_of_forty,
        hint="`tennessee.points_in_hand().exact().P(lambda p: p >= 40)`.",
        solution=(
            "Add up the exact chances of 40 points and more: "
            "`points_in_hand().exact().P(lambda p: p >= 40)`. Each chance is a count of hands, "
            "the hypergeometric product $\\prod_i \\binom{n_i}{c_i} / \\binom{45}{11}$ over "
            "the card kinds (Rook, 10s and 14s, 5s, the rest)."
        ),
        tolerance=5e-4,
        probability=True,
    ),
    Exercise(
        id="tn-3",
        question=(
            f"You hold `{EXAMPLE_HAND}` (45 points). What is the chance that the nest holds 20 "
            "points or more? (`tennessee.points_in_nest(seen=mine)`)"
        ),
        answer=rich_nest_beside_the_example_hand,
        hint="the nest is 5 of the 34 cards you cannot see, which hold only 75 points.",
        solution=(
            "With your 11 cards seen, the nest is a random 5 of the other 34, which hold "
            "$120 - 45 = 75$ points. `points_in_nest(seen=mine).exact().P(lambda p: p >= 20)`."
        ),
        tolerance=5e-4,
        probability=True,
    ),
    Exercise(
        id="tn-4",
        question=(
            f"The lesson measured the bidder's own hand over {AUCTION_DEALS:,} deals "
            f"(`auction_hands_points({AUCTION_DEALS}, seed={AUCTION_SEED})`). On average, how "
            "many count points does the *other* player's hand hold?"
        ),
        answer=non_bidders_points,
        hint="`auction_hands_points` returns two estimates: the bidder's, then the other's.",
        solution=(
            "The other player's hand is the weaker of the two, so it holds less than 88/3. "
            "Together the two hands are just two random hands: their averages add up to about "
            "$2 \\cdot 88/3$, since the auction only decides *who* gets which."
        ),
        tolerance=0.05,
    ),
    Exercise(
        id="tn-5",
        question=(
            "Cards that force a redeal nearly always win the auction. What about any hand with "
            f"{SEVEN} or more count cards of its own, whatever the nest holds? Measure how often "
            "the non-dealer wins the bots' auction with such a hand: "
            f"`strong_hand_wins_auction(NON_DEALER, {SEVEN}, with_nest=False, "
            f"deals={REDEAL_DEALS}, seed={REDEAL_SEED})`."
        ),
        answer=seven_count_cards_win,
        hint=(
            "`from cardwidgets.games.tennessee_for_two.probability import NON_DEALER, "
            "strong_hand_wins_auction`; the answer is a chance."
        ),
        solution=(
            "Less often than the redeal hands do. Most hands with 7 count cards have exactly 7; "
            "the hands that force a redeal usually hold "
            "more count cards, since the nest must bring the rest. Conditioning on the redeal "
            "picks the strongest of them. Either way the lesson holds: what wins the auction is "
            "not a random hand, so a chance computed for a random 11 or 16 cards is not the "
            "chance for the bidder's."
        ),
        tolerance=0.002,
        probability=True,
    ),
    Exercise(
        id="tn-6",
        question='With `nest="untouchable"`, what is the chance that a hand is worth exactly 150?',
        answer=untouchable_worth_150,
        hint="a hand is worth 160 less the points left dead in the nest.",
        solution=(
            "Worth 150 means exactly 10 points dead in the nest: a 10 or a 14 and four cards "
            "worth nothing, or two 5s and three worth nothing. "
            "`hand_worth_untouchable().P(150)` adds both."
        ),
        tolerance=5e-4,
        probability=True,
    ),
)
