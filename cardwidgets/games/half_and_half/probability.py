"""Half and Half solved exactly (:mod:`.exact`) and simulated a million games a second
(:mod:`.simulated`), RULES.md §1; the reasoning: ``docs/design/game-probability.md``.

>>> solution = solve()
>>> solution.first_wins + solution.first_loses + solution.draw
Fraction(1, 1)
>>> solution.flips.values[0], solution.flips.values[-1]
(6, 36)
"""

from cardwidgets.games.half_and_half.exact import (
    CHUNK,
    CardKind,
    HalfAndHalfSolution,
    Position,
    card_kind,
    dealer_goes_first,
    deck_kinds,
    game_rules,
    most_flips_each,
    most_turns,
    next_turn,
    outcomes,
    solve,
    win_chances,
)
from cardwidgets.games.half_and_half.simulated import HalfAndHalfSimulation, play_games, simulate

__all__ = [
    "CHUNK",
    "CardKind",
    "HalfAndHalfSimulation",
    "HalfAndHalfSolution",
    "Position",
    "card_kind",
    "dealer_goes_first",
    "deck_kinds",
    "game_rules",
    "most_flips_each",
    "most_turns",
    "next_turn",
    "outcomes",
    "play_games",
    "simulate",
    "solve",
    "win_chances",
]
