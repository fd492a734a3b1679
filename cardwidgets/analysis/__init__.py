"""How good is each move now, from what one seat can know: an analysis board for card games.
``cardwidgets.analyse(state_or_observation, seat)`` weighs every legal move of the seat to move
and returns an :class:`Analysis`, one :class:`MoveValue` a move, best first; :func:`review` marks
a game's clearly worse decisions. What a move's value holds: :doc:`/docs/design/analysis`."""

from cardwidgets.analysis.positions import (
    DEFAULT_SAMPLES,
    analyse,
    analyse_true_deal,
    exact_values,
    game_seed,
    prepare,
)
from cardwidgets.analysis.reviews import (
    CONFIRM,
    DEFAULT_THRESHOLD,
    REVIEW_SAMPLES,
    Review,
    Reviewer,
    ReviewMark,
    ReviewPoint,
    review,
)
from cardwidgets.analysis.weighing import CONFIDENCE, Analysis, MoveValue, Progress

__all__ = [
    "CONFIDENCE",
    "CONFIRM",
    "DEFAULT_SAMPLES",
    "DEFAULT_THRESHOLD",
    "REVIEW_SAMPLES",
    "Analysis",
    "MoveValue",
    "Progress",
    "Review",
    "ReviewMark",
    "ReviewPoint",
    "Reviewer",
    "analyse",
    "analyse_true_deal",
    "exact_values",
    "game_seed",
    "prepare",
    "review",
]
