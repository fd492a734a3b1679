"""Jupyter widgets: the game table (:class:`TableWidget`), made ready by
:func:`~cardwidgets.widgets.play`."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from cardwidgets.engine.deal_codes import Deal, game_or_deal, read_deal_code
from cardwidgets.engine.errors import quoted
from cardwidgets.engine.play import Agent
from cardwidgets.engine.registry import make
from cardwidgets.i18n import speaking_own_language, using_language
from cardwidgets.widgets.session import (
    MODES,
    SeatMode,
    TableError,
    TableSession,
    bots_of_strength,
)
from cardwidgets.widgets.table import TableWidget

# The table speaks its own language (play's ``language``): its page and the messages it
# answers are worded in it, whatever the notebook's language is by then.
speaking_own_language(
    TableWidget, "_do", "_sync", "_on_front_end_message", "strength_picker", "_repr_mimebundle_"
)


def play(
    game: str | None = None,
    seed: int | None = None,
    seat: int = 0,
    *,
    code: str | None = None,
    mode: SeatMode = "play",
    names: Sequence[str] | None = None,
    agents: Sequence[Agent] | None = None,
    variant: str | None = None,
    speed: int = 700,
    strength: str = "heuristic",
    budget: int = 40,
    lock: bool | None = None,
    chosen_deals: bool | None = None,
    hidden_deals: bool | None = None,
    language: str | None = None,
    forced_moves: bool = False,
    hand_order: str = "game",
    **rules: Any,
) -> TableWidget:
    """A table for ``game`` (a name or alias), ready to play in a notebook.

    ``game`` may instead be a deal code a teacher gave (or pass it as ``code``): the code fixes
    the game, its rules and the seed, so every screen gets the same deal.
    ``mode`` is ``"play"`` (you play ``seat``, bots the others), ``"watch"`` (bots everywhere,
    seen from ``seat``), ``"pass"`` (pass and play: everyone is a person, the table shows the
    cards of whoever is to move) or ``"all"`` (bots, every card shown: the teacher's view).
    ``strength`` seats bots that play at random (``"random"``), by rules of thumb (``"heuristic"``,
    the game's default bot) or by imagining the unseen cards (``"monte_carlo"``, ``budget``
    sampled deals a move); ``agents`` gives one bot per seat instead. ``table.strength_picker()``
    is a menu to change the bots while you play. ``speed`` is the autoplay delay in
    milliseconds (in ``"play"`` mode the bots answer by themselves after it, on the page);
    ``variant`` and ``rules`` choose the rules, as in :func:`cardwidgets.make`. The table opens
    at the first decision, the deal before it in the log. ``table.step(n)`` plays ``n`` events
    (deals and bots' moves), ``table.act("flip")`` a move for you, and
    ``table.code`` is the deal code to share (each game's folder shows it for that game).
    ``lock=True`` locks the seats: the page's seat menu no longer changes the mode or the seat
    (a class cannot switch to all cards), while ``table.set_mode("all")`` still does for the
    projector. By default tables are locked in a Voila app, where the page is all a player has.
    ``chosen_deals`` lets the page's New deal deal a seed or code it names: by default every
    table does but one its maker locked with ``lock=True``, which deals only fresh random deals,
    so nobody deals the same cards in another table to see the hidden ones in advance. (A Voila
    app's own lock keeps deal codes: typing the teacher's code is how a class plays one deal.)
    ``hidden_deals`` keeps the seed and deal code of the deal in progress off the page (and out
    of a replay saved before the end) until the game is over, unless every card is shown: by
    default where the page may not choose deals, so the seed cannot be dealt again elsewhere.
    ``language`` is the table's ("en", "fr" or "ru"; by default the notebook's, see
    :func:`cardwidgets.set_language`): a French table and an English one can sit side by side.
    ``forced_moves=True`` plays a person's only legal move for them after the speed's pause, and
    ``hand_order`` shows your hand ``"game"`` (as the game lays it out), by ``"suit"`` or by
    ``"rank"``: a card table's comforts, which the page's settings also change.
    """
    if (game is None) == (code is None):
        raise TableError(
            "Name a game (cardwidgets.game_names() lists them) or give a deal code, "
            "not both and not neither."
        )
    if lock is not None and not isinstance(lock, bool):
        raise TableError(
            f"lock is True (the seats locked), False, or None (locked in a Voila app), not "
            f"{quoted(lock)}."
        )
    if not isinstance(forced_moves, bool):
        raise TableError(f"forced_moves is True or False, not {quoted(forced_moves)}.")
    chosen = read_deal_code(code) if code is not None else game_or_deal(str(game))
    if isinstance(chosen, Deal):
        if seed is not None or variant is not None or rules:
            raise TableError(
                "A deal code fixes the game, its rules and the seed: with a code give only "
                "seat, mode, names, agents or speed."
            )
        table_game, seed = chosen.game, chosen.seed
    else:
        table_game = make(chosen, variant, **rules)
    chosen_strength: tuple[str, int] | None = None
    if agents is None:
        agents = bots_of_strength(table_game, strength, budget)
        chosen_strength = (strength, budget)
    elif strength != "heuristic":
        raise TableError("Give either agents or a strength for the bots, not both.")
    with using_language(language):
        return TableWidget(
            table_game,
            seed,
            mode=mode,
            seat=seat,
            names=names,
            agents=agents,
            speed=speed,
            strength=chosen_strength,
            locked=in_voila_app() if lock is None else lock,
            chosen_deals=lock is not True if chosen_deals is None else chosen_deals,
            hidden_deals=hidden_deals,
            forced_moves=forced_moves,
            hand_order=hand_order,
        )


def in_voila_app() -> bool:
    """Is this kernel running a Voila app? Voila gives its kernels the app's address."""
    return "VOILA_SERVER_URL" in os.environ


__all__ = ["MODES", "SeatMode", "TableError", "TableSession", "TableWidget", "play"]
