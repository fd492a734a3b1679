"""The fifth game, examples/higher_lower, installed as a teacher would publish it
(:mod:`tests.examples.installing`): a game whose moves are words.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import cardwidgets
from cardwidgets.agents import RandomAgent, default_agent, make_agent
from cardwidgets.engine import Action, deal_code, game_names, make, read_deal_code
from cardwidgets.engine.conformance import check_game
from cardwidgets.engine.play import play
from cardwidgets.testing import FrontEnd
from cardwidgets.views import table_view
from tests.adapters.cases import extra_missing
from tests.examples.installing import install_example


@pytest.fixture(autouse=True)
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from install_example(
        "higher_lower", "higher_lower.game:HigherLower", tmp_path, monkeypatch
    )


def test_it_shows_in_game_names_found_through_its_entry_point():
    assert "higher_lower" in game_names()
    assert make("hilo").title == "Higher or Lower"


def test_it_passes_the_conformance_checker():
    report = check_game(make("higher_lower"), games=200, seed=1, deep_games=20)
    assert report.games == 200


def test_it_gets_a_deal_code_that_deals_the_same_game():
    code = deal_code("higher_lower", seed=42, rounds=5)
    assert code.startswith("G")
    deal = read_deal_code(code)
    assert deal.game == make("higher_lower", rounds=5)
    assert deal.seed == 42


def test_its_random_bot_and_its_own_rule_of_thumb_bot_sit_at_the_table():
    heuristic = default_agent("higher_lower")
    assert type(heuristic).__name__ == "HigherLowerHeuristic"
    assert isinstance(make_agent(make("higher_lower"), "random"), RandomAgent)
    state = play(make("higher_lower").new_state(seed=3), [heuristic, RandomAgent()], rng=3)
    assert state.is_terminal


def test_the_rule_of_thumb_bot_guesses_where_more_unseen_cards_lie():
    state = make("higher_lower").new_state(seed=1)
    state.apply(Action("deal", tuple(card for card in state.game.all_cards())))
    # The deck in order turns 2♠ first: every unseen card but the other 2s is higher.
    decision = default_agent("higher_lower").decide(
        state.observation(0), state.legal_actions(), np.random.default_rng(0)
    )
    assert decision.action == Action("guess", ("higher",))
    assert decision.reason == "guesses higher: 48 unseen cards are higher, 0 lower"


def test_the_rule_of_thumb_bot_beats_random_guessing():
    game = make("higher_lower")
    wins = 0
    for seed in range(200):
        bots = [default_agent("higher_lower"), RandomAgent()]
        wins += play(game.new_state(seed=seed), bots, rng=seed).returns()[0] > 0
    assert wins > 120


def test_it_plays_to_the_end_at_the_table_through_the_pages_messages():
    page = FrontEnd(cardwidgets.play("higher_lower", seed=5, seat=0))
    clicks = 0
    while not page.frame["over"]:
        frame = page.frame
        if frame["you"]:
            labels = [choice[0] for choice in frame["table"]["choices"]]
            assert labels == ["guess higher", "guess lower"]
            page.send("act", index=frame["table"]["choices"][clicks % 2][2])
            clicks += 1
        else:
            page.send("step")
        assert not page.frame["message"], page.frame["message"]
    assert clicks == 10
    assert page.widget.state.is_terminal


def test_the_default_table_shows_the_turned_cards_and_counts_the_deck():
    state = make("higher_lower").new_state(seed=5)
    state.advance_chance()
    view = table_view(state.observation(0))
    assert view.title == "Higher or Lower"
    (deck, turned) = view.centre
    assert (deck.label, deck.count, deck.cards[0].card) == ("deck", 51, None)
    assert [spot.card for spot in turned.cards] == state.turned
    assert [seat.lines for seat in view.seats] == [("score 0",), ("score 0",)]
    assert [choice.label for choice in view.choices] == ["guess higher", "guess lower"]


def test_its_state_draws_itself_in_a_notebook():
    state = make("higher_lower").new_state(seed=5)
    state.advance_chance()
    assert state._repr_svg_().startswith("<svg")


def test_it_gets_an_openspiel_game_with_no_code_of_its_own():
    pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
    from cardwidgets import openspiel

    assert openspiel.register(["higher_lower"]) == ["cardwidgets_higher_lower"]
    game = openspiel.load("higher_lower", rounds=5)
    assert game.num_distinct_actions() == 2
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_it_gets_a_pettingzoo_environment_with_no_code_of_its_own():
    test = pytest.importorskip("pettingzoo.test", reason=extra_missing("pettingzoo"))
    from cardwidgets import pettingzoo

    test.api_test(pettingzoo.env("higher_lower", rounds=5), num_cycles=50)
    test.seed_test(lambda: pettingzoo.env("higher_lower", rounds=5), num_cycles=50)
