"""Tennessee for Two, in one folder: the rules (:mod:`.rules`), the state (:mod:`.table`,
:mod:`.observation`, :mod:`.scoring`, :mod:`.trick_play`, :mod:`.auction`, :mod:`.state`) and the
game (:mod:`.game`), which importing this package loads; its bot (:mod:`.bots`), its table view
(:mod:`.view`), odds panel (:mod:`.odds`) and exact probabilities (:mod:`.probability`), which a
table loads when it first needs them. The layout: ``docs/design/game-modules.md``."""

from cardwidgets.games.tennessee_for_two.game import TennesseeForTwo, TennesseeForTwoRules

__all__ = ["TennesseeForTwo", "TennesseeForTwoRules"]
