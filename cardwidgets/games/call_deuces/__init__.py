"""Call Deuces, in one folder. It holds the rules (:mod:`~cardwidgets.games.call_deuces.rules`),
the state (:mod:`~cardwidgets.games.call_deuces.table`,
:mod:`~cardwidgets.games.call_deuces.observation`,
:mod:`~cardwidgets.games.call_deuces.scoring`, :mod:`~cardwidgets.games.call_deuces.trick_play`,
:mod:`~cardwidgets.games.call_deuces.auction`, :mod:`~cardwidgets.games.call_deuces.state`) and
the game (:mod:`~cardwidgets.games.call_deuces.game`), which importing this package loads; its
bot (:mod:`~cardwidgets.games.call_deuces.bots`), its table view
(:mod:`~cardwidgets.games.call_deuces.view`), odds panel
(:mod:`~cardwidgets.games.call_deuces.odds`) and exact probabilities
(:mod:`~cardwidgets.games.call_deuces.probability`), which a table loads when it first needs
them. The layout: ``docs/design/game-modules.md``."""

from cardwidgets.games.call_deuces.game import CallDeuces, CallDeucesRules

__all__ = ["CallDeuces", "CallDeucesRules"]
