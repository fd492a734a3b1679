"""A card-playing example, examples/little_whist, installed as a teacher would publish it
(:mod:`tests.examples.installing`): a trick game whose moves name cards, written with no
observation, view or bot of its own, and tested with the testing kit alone
(:mod:`cardwidgets.testing`), as a game of one's own would be.
"""

from __future__ import annotations

import dataclasses
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import cardwidgets
from cardwidgets.agents import strengths
from cardwidgets.engine import (
    Action,
    Card,
    Observation,
    PlainObservation,
    deal_code,
    game_names,
    make,
)
from cardwidgets.engine.conformance import ConformanceError
from cardwidgets.render import state_svg
from cardwidgets.start_page import wanted_files, write_files
from cardwidgets.testing import (
    FrontEnd,
    assert_conforms,
    assert_every_variant_conforms,
    check_golden,
)
from cardwidgets.views import table_view
from tests.adapters.cases import extra_missing
from tests.examples.installing import install_example

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(autouse=True)
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from install_example(
        "little_whist", "little_whist.game:LittleWhist", tmp_path, monkeypatch
    )


def dealt(seed: int = 5, **rules: int):
    state = make("little_whist", **rules).new_state(seed)
    state.advance_chance()
    return state


def test_it_shows_in_game_names_found_through_its_entry_point():
    assert "little_whist" in game_names()
    assert make("little_whist", players=4).num_players == 4


def test_it_passes_the_checker_with_the_default_observation_though_its_moves_name_cards():
    state = dealt()
    seat = state.current_player
    observation = state.observation(seat)
    assert type(observation) is PlainObservation
    assert {action.card_arg() for action in observation.actions} <= set(state.hands[seat])
    for players in (2, 3, 4):
        assert_every_variant_conforms("little_whist", games=60, seed=1, players=players)


def test_the_checker_still_catches_a_move_that_names_a_card_the_seat_cannot_see(
    monkeypatch: pytest.MonkeyPatch,
):
    state_class = type(make("little_whist").new_state(0))
    original = state_class.observation

    def peeking(self, seat):
        observation = original(self, seat)
        if seat is None or not self.hands[1 - seat]:
            return observation
        hidden = Action("play", (self.hands[1 - seat][0],))
        return dataclasses.replace(observation, actions=(*observation.actions, hidden))

    monkeypatch.setattr(state_class, "observation", peeking)
    with pytest.raises(ConformanceError, match="which it may not see"):
        assert_conforms("little_whist", games=2)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Tally(Observation):
    """An observation of one's own, which names no view: the default table reads its fields."""

    hand: tuple[Card, ...]
    moves: tuple[Action, ...]
    trumps: str
    tricks: tuple[int, ...]


def test_the_default_table_lays_out_an_observation_of_ones_own_by_its_fields():
    state = dealt()
    seat = state.current_player
    observation = Tally(
        **state.common_observation(seat, "play", "Follow suit."),
        hand=tuple(state.hands[seat]),
        moves=tuple(state.legal_actions()),
        trumps=str(state.trump),
        tricks=tuple(state.tricks),
    )
    view = table_view(observation)
    (hand,) = view.centre
    assert hand.label == "hand"
    assert {spot.intent for spot in hand.cards} == set(state.legal_actions())
    assert view.choices == ()
    assert view.centre_lines == (f"trumps: {state.trump}", "tricks: 0 0")
    waiting = dataclasses.replace(observation, hand=(), moves=())
    assert [(pile.label, pile.cards) for pile in table_view(waiting).centre] == [("hand", ())]


def test_a_player_must_follow_the_suit_led():
    state = dealt()
    leader = state.current_player
    state.apply(state.legal_actions()[0])
    led = state.trick[0].suit
    hand = state.hands[state.current_player]
    followers = sorted(card for card in hand if card.suit == led)
    if followers:
        assert [action.card_arg() for action in state.legal_actions()] == followers
        off_suit = next(card for card in hand if card.suit != led)
        assert "if you can" in state.explain(Action("play", (off_suit,)))
    assert state.current_player == (leader + 1) % 2


def test_the_highest_trump_else_the_highest_of_the_suit_led_takes_the_trick():
    for seed in range(20):
        state = dealt(seed, players=3)
        while state.current_player >= 0 and len(state.trick) < 2:
            state.apply(state.legal_actions()[-1])
        if len(state.trick) < 2:
            continue
        plays = [*state.trick, state.legal_actions()[0].card_arg()]
        trumps = [card for card in plays if card.suit == state.trump]
        led = [card for card in plays if card.suit == plays[0].suit]
        expected = plays.index(max(trumps or led))
        leader = state.leader
        state.apply(state.legal_actions()[0])
        assert state.leader == (leader + expected) % 3
        assert state.tricks[state.leader] == 1


def test_its_seeded_playthrough_is_the_golden_one():
    check_golden(make("little_whist"), GOLDEN / "little_whist.txt")


def test_it_plays_to_the_end_at_the_table_by_clicking_cards():
    page = FrontEnd(cardwidgets.play("little_whist", seed=5, seat=0))
    played = 0
    while not page.frame["over"]:
        if page.frame["you"]:
            state = page.widget.state
            legal = {action.card_arg().code for action in state.legal_actions()}
            assert set(page.moves()) == legal, "the legal cards, and only those, are clickable"
            page.choose(sorted(legal)[0])
            played += 1
        else:
            page.send("step")
        assert not page.frame["message"], page.frame["message"]
    assert played == 7
    assert page.widget.state.is_terminal
    assert page.piles()["stock"] == ["-"]


def test_the_default_table_shows_the_hand_the_trumps_and_the_face_down_stock():
    state = dealt()
    view = table_view(state.observation(0))
    assert view.title == "Little Whist"
    (hand, _) = view.seats[0].piles
    assert [spot.card for spot in hand.cards] == state.hands[0]
    (_, rival_won) = view.seats[1].piles
    assert (rival_won.label, rival_won.cards) == ("won 2", ())
    trumps, _, stock = view.centre
    assert [spot.card for spot in trumps.cards] == state.turned
    assert (stock.label, stock.count) == ("stock", 52 - 2 * 7 - 1)


def test_a_long_pile_of_face_up_cards_is_a_stack_with_its_count_and_the_picture_fits():
    state = dealt()
    (stock,) = (
        pile for pile in table_view(state.observation(None)).centre if pile.label == "stock"
    )
    assert (stock.layout, stock.count, len(stock.cards)) == ("stack", 37, 1)
    svg = state_svg(state)
    width = float(ET.fromstring(svg).get("width", "0"))
    assert width <= 1000


def test_its_bots_are_random_and_the_strength_menu_offers_only_those():
    game = make("little_whist")
    assert list(strengths(game)) == ["random"]
    picker = cardwidgets.play("little_whist", seed=1).strength_picker()
    assert [key for _, key in picker.children[0].options] == ["random"]


def test_it_gets_a_deal_code_and_a_picture():
    code = deal_code("little_whist", seed=42, players=3)
    assert code.startswith("K")
    assert cardwidgets.play(code).state.num_players == 3
    assert re.match(r"<svg", dealt()._repr_svg_())


def test_it_gets_an_openspiel_game_with_no_code_of_its_own():
    pyspiel = pytest.importorskip("pyspiel", reason=extra_missing("openspiel"))
    from cardwidgets import openspiel

    openspiel.register(["little_whist"])
    game = openspiel.load("little_whist", hand=3)
    assert game.num_distinct_actions() == 52
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_without_a_notebook_the_start_page_gives_its_rules_and_a_table_and_no_broken_link(
    tmp_path: Path,
):
    write_files(wanted_files(tmp_path))
    page = json.loads((tmp_path / "index.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(cell["source"]) for cell in page["cells"]]
    (ours,) = [source for source in sources if source.startswith("## Little Whist")]
    assert "**Rules:** 7 cards each and one turned for trumps." in ours
    assert "coming soon" not in ours
    deals = sources[sources.index(ours) + 1]
    assert deals == "import cardwidgets\n\ncardwidgets.play('little_whist')"
    for target in re.findall(r"\]\(([^)]+)\)", "\n".join(sources)):
        assert (tmp_path / target).is_file(), target
    # In ASCII, a card's suit a character reference: a picture JupyterLite's btoa can encode.
    picture = (tmp_path / "pictures" / "little_whist.svg").read_text(encoding="ascii")
    assert "&#9824;" in picture
    assert float(ET.fromstring(picture).get("width", "0")) <= 1000
    assert "37 cards" in picture, "the stock, every card shown, lies as a stack with its count"
