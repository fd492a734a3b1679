"""Tennessee for Two, in one folder. It holds the rules
(:mod:`~cardwidgets.games.tennessee_for_two.rules`), the state
(:mod:`~cardwidgets.games.tennessee_for_two.table`,
:mod:`~cardwidgets.games.tennessee_for_two.observation`,
:mod:`~cardwidgets.games.tennessee_for_two.scoring`,
:mod:`~cardwidgets.games.tennessee_for_two.trick_play`,
:mod:`~cardwidgets.games.tennessee_for_two.auction`,
:mod:`~cardwidgets.games.tennessee_for_two.state`) and the game
(:mod:`~cardwidgets.games.tennessee_for_two.game`), which importing this package loads; its bot
(:mod:`~cardwidgets.games.tennessee_for_two.bots`), its table view
(:mod:`~cardwidgets.games.tennessee_for_two.view`), odds panel
(:mod:`~cardwidgets.games.tennessee_for_two.odds`) and exact probabilities
(:mod:`~cardwidgets.games.tennessee_for_two.probability`), which a table loads when it first
needs them. The layout: ``docs/design/game-modules.md``."""

from cardwidgets.games.tennessee_for_two.game import TennesseeForTwo, TennesseeForTwoRules

__all__ = ["TennesseeForTwo", "TennesseeForTwoRules"]
