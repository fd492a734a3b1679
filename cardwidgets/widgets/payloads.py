"""What the page is sent with a new deal, and once a game: the setup (the game, the seats'
modes, the seed and its code, the rules in words) and the deck's faces. The live table and the
replay file send the same."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game
from cardwidgets.engine.rules import Rules
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import seat_name
from cardwidgets.render.cards import card_defs, card_label, face_suffix
from cardwidgets.render.table import PILE_GEOMETRY
from cardwidgets.render.wire import pack
from cardwidgets.widgets.page_words import page_words
from cardwidgets.widgets.session import MODES, TableSession


def rules_in_force(game: Game[Any, Any]) -> str:
    """The rules a table deals, in a few words: "default rules", or the options changed
    ("rules: joker skip next turn, games 3"), so screens that should match can be compared."""
    rules: Rules = game.rules
    changed = rules.changed()
    if not changed:
        return _("default rules")

    def words(value: object) -> str:
        if isinstance(value, bool):
            return _("on") if value else _("off")
        return rules.worded(value)

    return _("rules: {changed}").format(
        changed=", ".join(f"{rules.worded(name)} {words(value)}" for name, value in changed.items())
    )


def setup_payload(session: TableSession, modes: list[list[Any]]) -> dict[str, Any]:
    """The ``_setup`` part: what changes only with a new deal or at the game's end (``modes``:
    the seat menu's). A deal kept back
    (:attr:`~cardwidgets.widgets.session.TableSession.deal_kept_back`) sends no seed and no
    code until the game is over."""
    game = session.game
    hidden = session.deal_kept_back
    seed = None if hidden else session.seed
    shown = (
        _("Seed shown when the game is over")
        if hidden
        else _("Seed {seed}").format(seed=session.seed)
    )
    return {
        "deal": session.deal_number,
        "game": game.name,
        "title": game.title_in_words(),
        "names": [seat_name(name) for name in session.names],
        "modes": modes,
        "locked": session.locked,
        "seed": seed,
        "code": "" if hidden else session.code,
        "summary": game.rules_summary(),
        "options": game.rules.in_words(),
        "inForce": f"{shown}, {rules_in_force(game)}",
        "counts": [
            ngettext("{count} card", "{count} cards", count).format(count=count)
            for count in range(len(game.all_cards()) + 1)
        ],
        "words": page_words(),
    }


def offered_modes(session: TableSession) -> list[list[Any]]:
    """The seat menu's modes: all of them, or on a locked table only the mode in force (the
    menu is shown disabled, so "Show all cards (teacher)" is never offered to a class)."""
    keys = [session.mode] if session.locked else list(MODES)
    return [pack("mode", key=key, label=_(MODES[key])) for key in keys]


def deck_payload(game: Game[Any, Any], cards: Iterable[Card] | None = None) -> dict[str, Any]:
    """A game's deck for the page, sent once: faces, each card's name by code, pile measures;
    only of ``cards`` if given (a replay file holds no face its seat never sees)."""
    deck = sorted(set(game.all_cards() if cards is None else cards), key=lambda card: card.index)
    return {
        "faces": card_defs(deck),
        "suffix": face_suffix(),
        "names": {"-": card_label(None)} | {card.code: card_label(card) for card in deck},
        "pile": PILE_GEOMETRY,
    }
