"""Take Two, in one folder: the rules (:mod:`.rules`), the state (:mod:`.table`,
:mod:`.observation`, :mod:`.scoring`, :mod:`.betting`, :mod:`.taking`, :mod:`.state`) and the
game (:mod:`.game`), which importing this package loads; its bot (:mod:`.bots`), its table view
(:mod:`.view`), odds panel (:mod:`.odds`) and exact probabilities (:mod:`.probability`), which a
table loads when it first needs them. The layout: ``docs/design/game-modules.md``."""

from cardwidgets.games.take_two.game import TakeTwo, TakeTwoRules

__all__ = ["TakeTwo", "TakeTwoRules"]
