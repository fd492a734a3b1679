"""Probability for every game: exact answers as fractions, and simulations that agree.

``Distribution`` holds exact chances (after Berkeley prob140's ``Table``); simulations return
``Estimate`` and ``SimulatedDistribution`` objects with standard errors and their seed. Each
game answers its own questions in its folder (``cardwidgets.games.<game>.probability``);
``odds_panel(observation)`` gives the few exact numbers a table can show beside a game. Plots
need matplotlib (``cardwidgets[plot]``).
"""

from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.odds import OddsPanel, odds_panel
from cardwidgets.probability.simulation import Estimate, SimulatedDistribution

__all__ = ["Distribution", "Estimate", "OddsPanel", "SimulatedDistribution", "odds_panel"]
