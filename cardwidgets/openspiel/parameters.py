"""How a registered game is declared to OpenSpiel and made from OpenSpiel's parameters: its
short name, its game type (the kind of sum, the parameters with their defaults), and our game
for the parameters given (a variant, then the options given on top of it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import pyspiel

from cardwidgets.engine.action_ids import BETTING
from cardwidgets.engine.game import Game
from cardwidgets.engine.registry import game_class, make
from cardwidgets.engine.rules import RuleOption

#: OpenSpiel's name for a game is ours after this, so it cannot clash with one of its own.
PREFIX: Final = "cardwidgets_"
#: The longest game, in moves of the seats, unless the ``max_moves`` parameter says otherwise.
DEFAULT_MAX_MOVES: Final = 10_000
#: The seed of the engine's own state: it only names the record, every event is OpenSpiel's.
SEED: Final = 0
#: Parameters every game has beside its rule options.
_OWN_PARAMETERS: Final[dict[str, Any]] = {"variant": "", "max_moves": DEFAULT_MAX_MOVES}
#: A parameter nobody gives, declared so that the game can tell the parameters given from the
#: defaults OpenSpiel fills in: it hands a Python game the parameters given (in name order),
#: then each one missing (in name order too), and this name sorts before every other, so the
#: parameters before it are the ones given. An option given with a variant is then played even
#: where it equals the option's default (``players=4`` on the 8-player ``full_table``).
_GIVEN_BEFORE: Final = "_given_before"


def short_name(name: str) -> str:
    """OpenSpiel's name for the registered game ``name``."""
    return PREFIX + game_class(name).name


# ---------------------------------------------------------------------- declarations
def _parameter(option: RuleOption) -> Any:
    """An option's default as an OpenSpiel parameter (int, bool or str; None as 0)."""
    if option.default is None:
        if option.kind is not int or (option.minimum or 0) < 1:
            raise TypeError(
                f"{option.name} may be None, which an OpenSpiel parameter cannot be; 0 stands for "
                f"None only where the option's numbers start at 1, and it takes {option.allowed}."
            )
        return 0
    return option.default


def _utility(returns_sum: float | None) -> pyspiel.GameType.Utility:
    """OpenSpiel's kind of game for what its returns add up to (:attr:`Game.returns_sum`)."""
    if returns_sum is None:
        return pyspiel.GameType.Utility.GENERAL_SUM
    if returns_sum == 0:
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.CONSTANT_SUM


def _game_type(name: str, utility: pyspiel.GameType.Utility | None = None) -> pyspiel.GameType:
    """The game's declaration: its kind of sum is its default rules' unless ``utility`` says
    otherwise (each game made reads its own rules: a game zero-sum for two players only is so
    when made for two)."""
    cls = game_class(name)
    default = cls()
    if utility is None:
        utility = _utility(default.returns_sum)
    parameters = {option.name: _parameter(option) for option in cls.rules_class.options()}
    if _bets_in_runs(default):
        parameters["betting"] = BETTING[0]
    return pyspiel.GameType(
        short_name=PREFIX + cls.name,
        long_name=f"{cls.title} (cardwidgets)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.info.max_players,
        min_num_players=cls.info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification={**parameters, **_OWN_PARAMETERS, _GIVEN_BEFORE: 0},
    )


def _bets_in_runs(game: Game[Any, Any]) -> bool:
    """Whether the game has runs of amounts (bets of every size), which ``betting="coarse"``
    numbers as a few sizes."""
    try:
        return bool(game.every_action().ranges)
    except NotImplementedError:
        return False


def _given(params: Mapping[str, Any]) -> list[str]:
    """The names of the parameters given (not filled in with their defaults by OpenSpiel)."""
    names = list(params)
    if _GIVEN_BEFORE not in names:  # nothing filled in: every parameter here was given
        return names
    if params[_GIVEN_BEFORE] != 0:
        raise ValueError(f"{_GIVEN_BEFORE} is the adapter's own marker: give it no value.")
    return names[: names.index(_GIVEN_BEFORE)]


def _ours(name: str, params: Mapping[str, Any]) -> tuple[Game[Any, Any], dict[str, Any]]:
    """Our game for OpenSpiel's parameters, and the parameters that say what it plays: the
    variant, then every option given on top of it (an option given always wins)."""
    given = _given(params)
    options = game_class(name).rules_class.options()
    rules = {
        option.name: None if option.default is None and value == 0 else value
        for option in options
        if option.name in given and (value := params[option.name]) is not None
    }
    variant = params.get("variant") or None
    ours = make(name, variant, **rules)
    played = {
        option.name: 0 if (value := getattr(ours.rules, option.name)) is None else value
        for option in options
    }
    own = {key: params.get(key, default) for key, default in _OWN_PARAMETERS.items()}
    if "betting" in params:
        own["betting"] = params["betting"]
    return ours, {**played, **own}
