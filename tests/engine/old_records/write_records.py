"""One finished game of every game between random bots, saved as a record: run from a checkout
of an old commit (``PYTHONPATH=<checkout> python write_records.py <folder>``) to make the
fixtures of ``test_old_records.py``."""

import sys
from pathlib import Path

import numpy as np

from cardwidgets import make
from cardwidgets.agents import RandomAgent
from cardwidgets.engine import game_names

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for name in game_names():
    for seed in (1, 2, 3, 4, 5, 6):
        state = make(name).new_state(seed)
        rng = np.random.default_rng(seed)
        agent = RandomAgent()
        while not state.is_terminal and state.step < 5000:
            if state.is_chance:
                state.apply_chance()
            else:
                state.apply(
                    agent.act(state.observation(state.current_player), state.legal_actions(), rng)
                )
        if state.is_terminal:
            break
    state.record().save(out / f"{name}.json")
    print(name, seed, state.step, state.returns())
