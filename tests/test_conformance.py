"""Every registered game, and each of its named variants, passes the conformance checker.

A new game is covered by registering it: this module asks the registry, not a fixed list.
The default run plays enough games to exercise every phase; `make soak` plays many more.
"""

import pytest

from cardwidgets import make
from cardwidgets.engine import state as engine_state
from cardwidgets.engine.conformance import ConformanceError, check_game
from cardwidgets.testing import assert_conforms
from tests.variants import every_game_and_variant

#: Games played per game's default rules, and per named variant, in the default test run.
DEFAULT_GAMES = {"half_and_half": 2000, "call_deuces": 40, "tennessee_for_two": 36, "take_two": 12}
VARIANT_GAMES = {"half_and_half": 400, "call_deuces": 10, "tennessee_for_two": 10, "take_two": 4}
FALLBACK_GAMES = 200
#: Extra rule options that keep the default run short: a Call Deuces game to 100 between random
#: bidders lasts hundreds of events (it ends, by minus_target_ends, but slowly); the soak plays
#: whole games.
EXTRA_RULES = {"call_deuces": {"max_hands": 1}}
#: Games that get the record/replay/copy checks at every step (the rest get them at the end).
#: A Tennessee game to 300 is about 400 events, and Take Two to the last chip several hundred,
#: so fewer of their games get them.
DEEP_GAMES = {"tennessee_for_two": 3, "take_two": 3}
DEFAULT_DEEP_GAMES = 10


#: The soak's size per game and variant, in events played, and how many of its games get the
#: record/replay/copy checks at every step. Measured: Call Deuces' default rules took 145 s of
#: one core for 40,000 events with 5 deep games (on a busy machine); at 25,000 events the 29
#: games and variants come to about 2,300 core-seconds, under 30 minutes on 2 cores.
SOAK_STEPS = 25_000
SOAK_DEEP_GAMES = 5


class _OneGameAndVariant:
    """The checks of one game under one set of rules (its defaults, or a named variant).

    One class per case, made below from the registry: xdist's loadscope sends a whole module,
    or a whole class, to one worker, so a module of parametrized tests would run every game on
    one core while the others idle; classes spread the games over the workers.
    """

    name: str
    variant: str | None

    def test_game_conforms(self):
        game = make(self.name, variant=self.variant, **EXTRA_RULES.get(self.name, {}))
        table = DEFAULT_GAMES if self.variant is None else VARIANT_GAMES
        games = table.get(self.name, FALLBACK_GAMES)
        deep = DEEP_GAMES.get(self.name, DEFAULT_DEEP_GAMES)
        assert_conforms(game, games=games, seed=1000, deep_games=deep)

    @pytest.mark.slow
    def test_game_conforms_over_a_long_soak(self, record_property):
        """Whole games to their end (no hand limit: every game must end by its own rules)."""
        game = make(self.name, variant=self.variant)
        report = check_game(
            game, games=20_000, seed=10_000_000, deep_games=SOAK_DEEP_GAMES, step_budget=SOAK_STEPS
        )
        record_property("soak", str(report))
        assert report.steps >= SOAK_STEPS or report.games == 20_000


for _case in every_game_and_variant():
    _name, _variant = _case.values
    _title = f"Test_{_name}_{_variant or 'default'}"
    globals()[_title] = type(_title, (_OneGameAndVariant,), {"name": _name, "variant": _variant})


def test_the_checker_catches_a_leaked_card(monkeypatch):
    game = make("half_and_half")
    state_class = type(game.new_state(0))
    original = state_class.observation

    def leaky(self, seat):
        observation = original(self, seat)
        return observation.__class__(**{**vars(observation), "middle": tuple(self.middle)})

    monkeypatch.setattr(state_class, "observation", leaky)
    with pytest.raises(ConformanceError, match="which it may not see"):
        check_game(game, games=2)


def test_the_checker_catches_a_lost_card(monkeypatch):
    game = make("half_and_half")
    state_class = type(game.new_state(0))
    original = state_class.zones
    monkeypatch.setattr(state_class, "zones", lambda self: original(self)[1:])
    with pytest.raises(ConformanceError, match="cards are not each in one place"):
        check_game(game, games=1)


def test_the_checker_catches_an_accepted_illegal_move(monkeypatch):
    game = make("half_and_half", first_player="choose")
    state_class = type(game.new_state(0))
    monkeypatch.setattr(state_class, "_illegal_reason", lambda self, action: "")
    original = engine_state.checked_action

    def lax(state, action, seat):
        try:
            return original(state, action, seat)
        except Exception:
            if isinstance(action, str):
                raise
            return action

    monkeypatch.setattr(engine_state, "checked_action", lax)
    with pytest.raises(ConformanceError):
        check_game(game, games=3)
