"""Take Two, in one folder. Importing this package imports the rules only.

* :mod:`.game`: the rules and the state;
* :mod:`.bots`: its rule-of-thumb bot;
* :mod:`.view`: its table view;
* :mod:`.odds`: its odds panel;
* :mod:`.probability`: its exact probabilities.
"""

from cardwidgets.games.take_two.game import TakeTwo, TakeTwoRules

__all__ = ["TakeTwo", "TakeTwoRules"]
