"""Jupyter widgets: the game table (:class:`TableWidget`), made ready by :func:`play`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardwidgets.engine.play import Agent
from cardwidgets.engine.registry import make
from cardwidgets.widgets.session import MODES, SeatMode, TableError, TableSession
from cardwidgets.widgets.table import TableWidget


def play(
    game: str,
    seed: int | None = None,
    seat: int = 0,
    *,
    mode: SeatMode = "play",
    names: Sequence[str] | None = None,
    agents: Sequence[Agent] | None = None,
    variant: str | None = None,
    speed: int = 700,
    **rules: Any,
) -> TableWidget:
    """A table for ``game`` (a name or alias), ready to play in a notebook.

    ``mode`` is ``"play"`` (you play ``seat``, bots the others), ``"watch"`` (bots everywhere,
    seen from ``seat``), ``"pass"`` (pass and play: everyone is a person, the table shows the
    cards of whoever is to move) or ``"all"`` (bots, every card shown: the teacher's view).
    ``agents`` gives one bot per seat (the game's default bot otherwise); ``speed`` is the
    autoplay delay in milliseconds; ``variant`` and ``rules`` choose the rules, as in
    :func:`cardwidgets.make`.

    >>> table = play("half_and_half", seed=7, seat=0)
    >>> table
    <Half and Half table: seed 7, step 0, you play North against 1 bot>
    >>> table.step(3)
    >>> table.act("flip")
    >>> table.state.log(viewer=0)[-1]
    'You turn 10♥ and take 10 cards (44 left in the middle).'
    """
    return TableWidget(
        make(game, variant, **rules),
        seed,
        mode=mode,
        seat=seat,
        names=names,
        agents=agents,
        speed=speed,
    )


__all__ = ["MODES", "SeatMode", "TableError", "TableSession", "TableWidget", "play"]
