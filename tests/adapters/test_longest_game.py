"""OpenSpiel's ``max_game_length`` is a bound no game goes past: players who always pass (throwing
every hand in they can), players who stall and random players all finish their games by the
rules, within it, and never by the adapter's cut."""

from __future__ import annotations

from random import Random

import pytest

from tests.adapters.cases import extra_missing
from tests.variants import every_game_and_variant

pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
cardwidgets_openspiel = pytest.importorskip("cardwidgets.openspiel")
load = cardwidgets_openspiel.load
#: A cut far beyond every bound here, so that the bound declared is the rules' own.
UNCUT = 1_000_000


def passer(game, legal: list[int], rand: Random) -> int:
    """Passes whenever it may: as many hands thrown in as the rules allow."""
    passes = [number for number in legal if game.every[number].kind == "pass"]
    return passes[0] if passes else rand.choice(legal)


def staller(game, legal: list[int], rand: Random) -> int:
    """Passes whenever it may, else makes the first move listed (the lowest bid, the smallest
    bet): the auctions and betting rounds as long as they go."""
    passes = [number for number in legal if game.every[number].kind == "pass"]
    return passes[0] if passes else legal[0]


def randomly(game, legal: list[int], rand: Random) -> int:
    return rand.choice(legal)


def play_out(game, choose, seed: int) -> int:
    """Play one game through OpenSpiel with ``choose`` at every seat; its seats' moves (the
    adapter cuts a game at ``max_game_length``, so one that would go on stops there)."""
    state, rand, moves = game.new_initial_state(), Random(seed), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rand.choices(outcomes, chances)[0])
        else:
            state.apply_action(choose(game, state.legal_actions(), rand))
            moves += 1
    assert state.ours.is_terminal, "the game ended by its rules, not cut at max_game_length"
    return moves


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
@pytest.mark.parametrize("choose", [passer, staller, randomly])
def test_no_game_goes_past_its_longest_length(name, variant, choose):
    options = {option.name for option in load(name, variant).ours.rules_class.options()}
    hands = {"max_hands": 2} if "max_hands" in options else {}
    game = load(name, variant, max_moves=UNCUT, **hands)
    bound = game.max_game_length()
    assert bound == game.ours.longest_game() < UNCUT, "the rules' bound, not the cut"
    for seed in range(3):
        assert play_out(game, choose, seed) <= bound


def test_a_game_to_the_target_alone_has_no_bound_of_its_own_and_is_cut_at_max_moves():
    game = load("call_deuces")
    assert game.ours.longest_game() is None
    assert game.max_game_length() == cardwidgets_openspiel.DEFAULT_MAX_MOVES
    short = load("call_deuces", max_moves=30)
    assert short.max_game_length() == 30
