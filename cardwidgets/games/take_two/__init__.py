"""Take Two, in one folder. It holds the rules (:mod:`~cardwidgets.games.take_two.rules`), the
state (:mod:`~cardwidgets.games.take_two.table`, :mod:`~cardwidgets.games.take_two.observation`,
:mod:`~cardwidgets.games.take_two.scoring`, :mod:`~cardwidgets.games.take_two.betting`,
:mod:`~cardwidgets.games.take_two.taking`, :mod:`~cardwidgets.games.take_two.state`) and the
game (:mod:`~cardwidgets.games.take_two.game`), which importing this package loads; its bot
(:mod:`~cardwidgets.games.take_two.bots`), its table view
(:mod:`~cardwidgets.games.take_two.view`), odds panel (:mod:`~cardwidgets.games.take_two.odds`)
and exact probabilities (:mod:`~cardwidgets.games.take_two.probability`), which a table loads
when it first needs them. The layout: ``docs/design/game-modules.md``."""

from cardwidgets.games.take_two.game import TakeTwo, TakeTwoRules

__all__ = ["TakeTwo", "TakeTwoRules"]
