"""Probability for every game: exact answers as fractions, and simulations that agree.
``Distribution`` holds exact chances (after Berkeley prob140's ``Table``), simulations return
``Estimate`` and ``SimulatedDistribution`` objects with standard errors and their seed, each game
answers its own questions in its folder, and ``odds_panel(observation)`` gives the few exact
numbers a table shows; how the parts fit: :doc:`/docs/design/probability`."""

from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.odds import OddsPanel, odds_panel
from cardwidgets.probability.simulation import Estimate, SimulatedDistribution

__all__ = ["Distribution", "Estimate", "OddsPanel", "SimulatedDistribution", "odds_panel"]
