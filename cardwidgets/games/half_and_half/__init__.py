"""Half and Half, in one folder. Importing this package imports the rules only.

* :mod:`.game`: the rules and the state;
* :mod:`.view`: its table view;
* :mod:`.odds`: its odds panel;
* :mod:`.probability`: its exact probabilities.
"""

from cardwidgets.games.half_and_half.game import HalfAndHalf, HalfAndHalfRules

__all__ = ["HalfAndHalf", "HalfAndHalfRules"]
