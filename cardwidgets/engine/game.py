"""Game and State, the contract every game implements (after OpenSpiel's Game/State), in one
import with the parts a game builds them from: its zones, log entries, observations and seeds."""

from cardwidgets.engine.base_game import Game
from cardwidgets.engine.chance import MAX_SEED_BITS, MAX_SEED_DIGITS
from cardwidgets.engine.checkpoint import Checkpoint
from cardwidgets.engine.log_entry import LogEntry
from cardwidgets.engine.observation import Observation, PlainObservation
from cardwidgets.engine.seats import CHANCE, TERMINAL
from cardwidgets.engine.state import State
from cardwidgets.engine.zones import SeenZone, Zone

__all__ = [
    "CHANCE",
    "MAX_SEED_BITS",
    "MAX_SEED_DIGITS",
    "TERMINAL",
    "Checkpoint",
    "Game",
    "LogEntry",
    "Observation",
    "PlainObservation",
    "SeenZone",
    "State",
    "Zone",
]
