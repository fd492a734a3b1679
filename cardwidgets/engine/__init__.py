"""The shared game engine: cards, actions, rules, states, records, the registry, the checker. It
knows nothing of widgets, bots or any game; games are built on it and found by the registry. How
it works and why: :doc:`/docs/design/engine`."""

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import (
    BIG_JOKER,
    ROOK,
    SMALL_JOKER,
    Card,
    cards,
    rook_deck,
    several,
    standard_deck,
)
from cardwidgets.engine.deal_codes import Deal, deal_code, read_deal_code
from cardwidgets.engine.errors import (
    ActionParseError,
    CardError,
    CardwidgetsError,
    DealCodeError,
    RecordError,
    RulesError,
    UnknownGameError,
)
from cardwidgets.engine.game import (
    CHANCE,
    TERMINAL,
    Game,
    LogEntry,
    Observation,
    PlainObservation,
    SeenZone,
    State,
    Zone,
)
from cardwidgets.engine.illegal import IllegalActionError
from cardwidgets.engine.info import GameInfo, Showcase
from cardwidgets.engine.legal import ActionRange, LegalActions
from cardwidgets.engine.play import Agent, play, step
from cardwidgets.engine.record import GameRecord
from cardwidgets.engine.registry import game_class, game_names, make, register
from cardwidgets.engine.rules import Rules, option

__all__ = [
    "BIG_JOKER",
    "CHANCE",
    "ROOK",
    "SMALL_JOKER",
    "TERMINAL",
    "Action",
    "ActionParseError",
    "ActionRange",
    "Agent",
    "Card",
    "CardError",
    "CardwidgetsError",
    "Deal",
    "DealCodeError",
    "Game",
    "GameInfo",
    "GameRecord",
    "IllegalActionError",
    "LegalActions",
    "LogEntry",
    "Observation",
    "PlainObservation",
    "RecordError",
    "Rules",
    "RulesError",
    "SeenZone",
    "Showcase",
    "State",
    "UnknownGameError",
    "Zone",
    "cards",
    "deal_code",
    "game_class",
    "game_names",
    "make",
    "option",
    "play",
    "read_deal_code",
    "register",
    "rook_deck",
    "several",
    "standard_deck",
    "step",
]
