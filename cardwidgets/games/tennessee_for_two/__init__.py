"""Tennessee for Two, in one folder. Importing this package imports the rules only.

* :mod:`.game`: the rules and the state;
* :mod:`.bots`: its rule-of-thumb bot;
* :mod:`.view`: its table view;
* :mod:`.odds`: its odds panel;
* :mod:`.probability`: its exact probabilities.
"""

from cardwidgets.games.tennessee_for_two.game import TennesseeForTwo, TennesseeForTwoRules

__all__ = ["TennesseeForTwo", "TennesseeForTwoRules"]
