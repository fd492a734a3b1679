"""Half and Half's exercises, checked by ``cardwidgets.lessons.check("hh-3", answer)``. Each answer
is computed here from the solver, the simulation or the engine, never copied from a lesson, so a
change of rules or seeds changes the answer, the check and the teacher's edition together; the
lessons they belong to: :doc:`/docs/design/lessons-kit`."""

from __future__ import annotations

from fractions import Fraction
from typing import Final

import numpy as np

from cardwidgets.engine.registry import make
from cardwidgets.games.half_and_half.probability import simulate, solve
from cardwidgets.games.half_and_half.rules import DECK, FLIP, cards_demanded
from cardwidgets.lessons.exercises import Exercise
from cardwidgets.probability.odds import odds_panel
from cardwidgets.probability.running import paths_inside_band

#: The seeded game the probability lesson stops six cards in (exercise hh-6 goes on to ten),
#: and the seeds of exercise hh-3.
MID_GAME_SEED: Final = 29
MID_GAME_FLIPS: Final = 10
INTERVAL_SEEDS: Final = range(20)
#: Exercise hh-7: this many whole paths of this many games each, from this seed.
PATHS, PATH_LENGTH, PATHS_SEED = 100, 20_000, 5


def asked_for_without_aces() -> int:
    return sum(cards_demanded(card, 0) for card in DECK)


def longest_game_with_skips() -> int:
    return solve(joker="skip_next_turn").flips.values[-1]


def no_card_at_all() -> Fraction:
    return solve().first_player_takes.P(0)


def most_likely_flips() -> tuple[int, Fraction]:
    flips = solve().flips
    return max(flips.items(), key=lambda value_chance: value_chance[1])


def intervals_containing_the_answer() -> int:
    exact = solve().first_wins
    intervals = (simulate(100_000, seed=seed).first_wins.interval(0.95) for seed in INTERVAL_SEEDS)
    return sum(low <= exact <= high for low, high in intervals)


def draw_without_aces() -> Fraction:
    return solve(ace_draw=0).draw


def dealer_wins_match_going_first() -> Fraction:
    return solve(games=3, first_player="dealer").match_odds()[0]


def north_wins_mid_game() -> float:
    state = make("half_and_half").new_state(seed=MID_GAME_SEED)
    state.advance_chance()
    for _ in range(MID_GAME_FLIPS):
        state.apply(FLIP)
    panel = odds_panel(state.observation(0))
    assert panel is not None
    return panel.numbers[f"{state.names[0]} wins"]


def whole_paths_inside_the_band() -> float:
    games = simulate(PATHS * PATH_LENGTH, seed=PATHS_SEED, keep_games=True).first_takes_each
    assert games is not None
    paths = (games < 27).reshape(PATHS, PATH_LENGTH)
    return paths_inside_band(paths.astype(np.int8), solve().first_wins)


EXERCISES: Final = (
    Exercise(
        id="hh-r1",
        question="With `ace_draw=0`, how many cards does the whole of deck A ask for?",
        answer=asked_for_without_aces,
        hint="only the four Aces change: what did each of them ask for before?",
        solution=(
            "Each Ace asked for 1 card and now asks for none, so the total drops by 4: "
            "$232 - 4 \\cdot 1 = 228$. It is still far more than the 54 cards of the middle "
            "deck, so the middle deck still always empties first."
        ),
    ),
    Exercise(
        id="hh-r2",
        question=(
            'With `joker="skip_next_turn"`, what is the largest number of flips a game can last?'
        ),
        answer=longest_game_with_skips,
        hint="a skip changes who turns the next card. Does it change which cards are turned?",
        solution=(
            "A skip changes only *who* turns the next card, never *what* it takes. The longest "
            "game still turns all 26 cards that take nothing, then the 4 Aces, 4 eights and one "
            "9 (45 cards taken), and the next card empties the middle: 36 flips, as with the "
            "default jokers."
        ),
    ),
    Exercise(
        id="hh-1",
        question="What is the exact chance that the first player takes no card at all?",
        answer=no_card_at_all,
        hint="use `solution.first_player_takes.P(0)`; a percentage is fine too.",
        solution=(
            "The first player takes nothing only if every card they turn takes nothing while "
            "the second player's cards empty the middle. `solve().first_player_takes.P(0)` "
            "adds up exactly those card sequences. The simulation's "
            "`simulation.first_player_takes.P(0)` agrees within its standard error."
        ),
        tolerance=2e-5,
        probability=True,
    ),
    Exercise(
        id="hh-2",
        question=(
            "What is the most likely number of flips, and its chance? Give both, as a pair "
            "`(flips, chance)`."
        ),
        answer=most_likely_flips,
        hint="look for the tallest bar of `solution.flips`: `max(flips.items(), key=...)`.",
        solution=(
            "`max(solution.flips.items(), key=lambda kv: kv[1])` gives the tallest bar. It is "
            'the same under `joker="skip_next_turn"`: a skipped turn changes who turns the next '
            "card, not which cards are turned, so the number of flips has the same distribution."
        ),
        tolerance=5e-4,
        probability=True,
        parts=("the number of flips", "its chance"),
    ),
    Exercise(
        id="hh-3",
        question=(
            "Run `simulate(100_000, seed=s)` for the twenty seeds s = 0, 1, ..., 19. How many of "
            "the twenty 95% intervals for `first_wins` contain the exact answer?"
        ),
        answer=intervals_containing_the_answer,
        hint=(
            "loop over `range(20)`, take `.first_wins.interval(0.95)` and test "
            "`low <= solution.first_wins <= high`."
        ),
        solution=(
            "We expect about $0.95 \\cdot 20 = 19$ of them, but the count itself is random: it "
            "follows a binomial distribution with $n = 20$, $p = 0.95$, so anything from 17 to "
            "20 is ordinary."
        ),
    ),
    Exercise(
        id="hh-4",
        question="With `ace_draw=0`, what is the exact chance of a draw?",
        answer=draw_without_aces,
        hint="a draw is `solve(ace_draw=0).draw`. Compare it with the default rules.",
        solution=(
            "`solve(ace_draw=0).draw` is higher than `solve().draw`. With Aces that take "
            "nothing, the piles grow in big steps of 8, 9 or 10 only. Compare "
            "`solve().first_player_takes` with `solve(ace_draw=0).first_player_takes` near "
            "27: the chances pile up on fewer values, and 27 (a draw) is one of them."
        ),
        tolerance=5e-4,
        probability=True,
    ),
    Exercise(
        id="hh-5",
        question=(
            'With `first_player="dealer"`, what is the first dealer\'s chance to win a match of '
            'three games? (`solve(games=3, first_player="dealer").match_odds()`)'
        ),
        answer=dealer_wins_match_going_first,
        hint="`match_odds()` gives (win, lose, draw) for the first game's dealer.",
        solution=(
            "The deal alternates, so the first dealer deals games 1 and 3 and goes first in "
            "both: going first hurts, so they win the match less often than they lose it. With "
            "the default coin toss each game is fair, and the match is too: win and lose are "
            "equal."
        ),
        tolerance=5e-4,
        probability=True,
    ),
    Exercise(
        id="hh-6",
        question=(
            f"Go on with the seeded game of the odds section (seed {MID_GAME_SEED}): turn "
            f"cards until {MID_GAME_FLIPS} are turned. What is North's chance to win then?"
        ),
        answer=north_wins_mid_game,
        hint=(
            '`state.apply("flip")` four more times, then read '
            '`odds_panel(state.observation(0)).numbers["North wins"]`.'
        ),
        solution=(
            "The solver starts from what everyone can see: the cards turned so far and the "
            "sizes of the piles. Each card turned moves the odds: a card that takes cards "
            "moves them against its owner, a blank moves them (a little) the other way, since "
            "fewer cards are left to turn."
        ),
        tolerance=1e-3,
        probability=True,
    ),
    Exercise(
        id="hh-7",
        question=(
            f"Simulate {PATHS} whole paths of {PATH_LENGTH:,} games each (seed {PATHS_SEED}). "
            "What share of the paths stays inside the 95% band all the way?"
        ),
        answer=whole_paths_inside_the_band,
        hint=(
            "`games = simulate(2_000_000, seed=5, keep_games=True).first_takes_each`, then "
            "`paths_inside_band((games < 27).reshape(100, 20_000), solution.first_wins)` "
            "(from `cardwidgets.probability.running`)."
        ),
        solution=(
            "Far fewer whole paths than 95% stay inside. The band is *pointwise*: at "
            "each number of games on its own, 95% of estimates are inside. A path has 20,000 "
            "chances to step out, and most paths do, somewhere. A band that holds a whole path "
            "95% of the time must be wider."
        ),
        tolerance=0.005,
        probability=True,
    ),
)
