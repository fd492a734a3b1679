"""Probability for the four games: exact answers as fractions, and simulations that agree.

``Distribution`` holds exact chances (after Berkeley prob140's ``Table``); simulations return
``Estimate`` and ``SimulatedDistribution`` objects with standard errors and their seed. One
module per game answers its questions; plots need matplotlib (``cardwidgets[plot]``).
"""

from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.simulation import Estimate, SimulatedDistribution

__all__ = ["Distribution", "Estimate", "SimulatedDistribution"]
