"""Probability for the four games: exact answers as fractions, and simulations that agree.

``Distribution`` holds exact chances (after Berkeley prob140's ``Table``); simulations return
``Estimate`` and ``SimulatedDistribution`` objects with standard errors and their seed. One
module per game answers its questions (``half_and_half``: the whole game solved; ``take_two``,
``tennessee``, ``call_deuces``: what a random deal holds); ``odds_panel(observation)`` gives
the few exact numbers a table can show beside a game. Plots need matplotlib
(``cardwidgets[plot]``).
"""

from cardwidgets.probability.distribution import Distribution
from cardwidgets.probability.odds import OddsPanel, odds_panel
from cardwidgets.probability.simulation import Estimate, SimulatedDistribution

__all__ = ["Distribution", "Estimate", "OddsPanel", "SimulatedDistribution", "odds_panel"]
