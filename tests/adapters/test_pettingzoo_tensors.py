"""PettingZoo's observations are bounded: numbers in [0, 1], as the observation space says."""

from __future__ import annotations

import numpy as np
import pytest

from tests.adapters.cases import extra_missing, one_hand
from tests.variants import every_game_and_variant

pytest.importorskip("pettingzoo", reason=extra_missing("pettingzoo"))
from cardwidgets import pettingzoo


@pytest.mark.parametrize(("name", "variant"), every_game_and_variant())
def test_every_observation_lies_in_the_bounded_observation_space(name, variant):
    table = pettingzoo.env(name, variant, **one_hand(name))
    table.reset(seed=5)
    space = table.observation_space("player_0")["observation"]
    assert (space.low == 0).all()
    assert (space.high == 1).all()
    rand = np.random.default_rng(5)
    for _agent in table.agent_iter(max_iter=300):
        seen, _, done, cut, _ = table.last()
        assert space.contains(seen["observation"])
        legal = np.flatnonzero(seen["action_mask"])
        table.step(None if done or cut else int(rand.choice(legal)))


def test_the_observations_pieces_are_named_by_the_layout():
    table = pettingzoo.env("take_two")
    table.reset(seed=1)
    seen = table.observe("player_0")["observation"]
    pieces = table.unwrapped.layout.views(seen)
    assert {"stacks", "bets", "pots", "zone: North's Low twosome, face down"} <= set(pieces)
    assert pieces["stacks"].shape == (4,)
