"""Half and Half, in one folder: its rules, state and game, which importing this package loads, and
its table view, odds panel and exact probabilities, which a table loads when it first needs them
(the layout: :doc:`/docs/design/game-modules`). Below, a table to play as
:func:`cardwidgets.play` makes it, the deal code to share, and seeded games between bots measured
by :func:`cardwidgets.probability.played.play_games`.

>>> import cardwidgets
>>> table = cardwidgets.play("half_and_half", seed=7, seat=0)
>>> table
<Half and Half table: seed 7, step 3, you play North against 1 bot>
>>> table.act("flip")
>>> table.state.log(viewer=0)[-1]
'You turn A♣ and take 1 card (53 left in the middle).'
>>> table.code
'H70Z'
>>> cardwidgets.play("h70z", mode="all")
<Half and Half table: seed 7, step 3, 2 bots, all cards shown>

>>> from cardwidgets.agents import RandomAgent
>>> from cardwidgets.probability.played import play_games
>>> played = play_games(cardwidgets.make("half_and_half"), RandomAgent(), games=50, seed=1)
>>> played
<50 games of make('half_and_half') with seed 1: 50 hands>
>>> played.games.mean("hands")
<Estimate 1.0000 ± 0.0000 from 50 samples, seed 1>
"""

from cardwidgets.games.half_and_half.game import HalfAndHalf, HalfAndHalfRules

__all__ = ["HalfAndHalf", "HalfAndHalfRules"]
