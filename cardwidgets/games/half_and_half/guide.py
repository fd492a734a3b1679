"""The figures of Half and Half's teacher's guide (tutorials/teachers/templates/half_and_half.md,
rendered by ``make handouts``): every number the guide states, computed here so it cannot drift,
and every direction it claims asserted."""

from __future__ import annotations

from fractions import Fraction

from cardwidgets.games.half_and_half.probability import solve


def games_to_tell_from_half(share: Fraction) -> Fraction:
    """Worksheet question 5: the games n at which the share stands two standard errors from one
    half, ``|p - 1/2| = 2 sqrt(p(1 - p)/n)``, so ``n = 4 p(1 - p) / (p - 1/2)^2``."""
    return 4 * share * (1 - share) / (share - Fraction(1, 2)) ** 2


def figures() -> dict[str, Fraction | float | int]:
    solution = solve()
    first_turns = solution.flips.map(lambda flips: (flips + 1) // 2).mean
    second_turns = solution.flips.map(lambda flips: flips // 2).mean
    assert first_turns > second_turns, "the guide says the first player turns more cards"
    assert solution.first_wins < solution.first_loses, "the guide says going first hurts"
    return {
        "first_wins": solution.first_wins,
        "first_loses": solution.first_loses,
        "draw": solution.draw,
        "first_takes": solution.first_player_takes.mean,
        "second_takes": solution.second_player_takes.mean,
        "shortest": solution.flips.values[0],
        "longest": solution.flips.values[-1],
        "pooled_share": solution.first_wins,
        "mean_flips": solution.flips.mean,
        "games_to_tell_from_half": games_to_tell_from_half(solution.first_wins),
        "first_turns": first_turns,
        "second_turns": second_turns,
    }
