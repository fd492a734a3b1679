"""What the analysis says a seat can be sure of is true of the real deal, whatever the cards the
seat cannot see: checked at every decision of seeded games against the teacher's view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import default_agent
from cardwidgets.analysis import analyse
from cardwidgets.analysis.inferences import inferences
from cardwidgets.engine.cards import Card
from cardwidgets.engine.state import State
from cardwidgets.games.call_deuces import inferences as call_deuces
from cardwidgets.games.call_deuces.rules import card_suit
from cardwidgets.games.tennessee_for_two import inferences as tennessee
from cardwidgets.games.tennessee_for_two.rules import suit_in_play
from cardwidgets.i18n import using_language

GAMES = 6


def decisions(name: str, seeds: range, **options: Any) -> Iterator[State]:
    """Every decision of bot games of ``name``, the state before the move."""
    game = make(name, **options)
    for seed in seeds:
        state = game.new_state(seed=seed)
        rng = np.random.default_rng(seed)
        agents = [default_agent(name) for _ in range(game.num_players)]
        while not state.is_terminal:
            if state.is_chance:
                state.apply_chance()
                continue
            yield state
            seat = state.current_player
            move = agents[seat].act(state.observation(seat), state.legal_actions(), rng)
            state.apply(move)


def outranked(card: Card, suit: str, still_to_play: list[Card], suit_of: Any) -> list[Card]:
    return [other for other in still_to_play if suit_of(other) == suit and other.rank > card.rank]


@pytest.mark.parametrize("options", [{}, {"rook_anytime": True}], ids=["default", "rook_anytime"])
def test_tennessee_players_are_told_only_what_is_true_of_the_real_deal(options: dict[str, Any]):
    voids = tops = 0
    for state in decisions("tennessee_for_two", range(GAMES), **options):
        everything = state.observation(None)
        if everything.trump is None or everything.phase != "play":
            continue

        def suit_of(card: Card, trump: str = everything.trump) -> str:
            return suit_in_play(card, trump)

        for seat in (0, 1):
            obs = state.observation(seat)
            for colour in tennessee.voids_since_last_draw(obs, 1 - seat):
                held = [card for card in everything.hands[1 - seat] if suit_of(card) == colour]
                assert not held, f"told {obs.names[1 - seat]} holds no {colour}, yet holds {held}"
                voids += 1
            still = [
                *everything.hands[1 - seat],
                *(everything.draw_pile or ()),
                *([everything.face_up] if everything.face_up else []),
            ]
            if obs.nest is None:  # a nest the seat did not see might hold the card
                still += list(everything.nest or ())
            for top in tennessee.highest_cards(obs):
                assert top.card in obs.my_hand
                assert not outranked(top.card, top.suit, still, suit_of)
                tops += 1
    assert voids > 20, "the games showed too few voids to test"
    assert tops > 100, "the games showed too few highest cards to test"


@pytest.mark.parametrize(
    "options", [{}, {"players": 5}, {"partnership": True}], ids=["four", "five", "partners"]
)
def test_call_deuces_players_are_told_only_what_is_true_of_the_real_deal(options: dict[str, Any]):
    voids = tops = 0
    for state in decisions("call_deuces", range(GAMES), **options):
        everything = state.observation(None)
        trump = everything.trump
        if trump is None or everything.phase != "play":
            continue

        def suit_of(card: Card, trump: str = trump) -> str:
            return card_suit(card, trump)

        for seat in range(len(everything.hands)):
            obs = state.observation(seat)
            for void in call_deuces.first_voids(obs, trump):
                assert void.seat != seat
                held = [card for card in everything.hands[void.seat] if suit_of(card) == void.suit]
                assert not held, f"told seat {void.seat} holds no {void.suit}, yet holds {held}"
                voids += 1
            others = [
                card
                for other, hand in enumerate(everything.hands)
                if other != seat
                for card in hand
            ]
            still = [*others, *(() if obs.buried else everything.buried)]
            for top in call_deuces.highest_cards(obs, trump):
                assert top.card in obs.hand
                assert not outranked(top.card, top.suit, still, suit_of)
                tops += 1
    assert voids > 20, "the games showed too few voids to test"
    assert tops > 100, "the games showed too few highest cards to test"


def first_play_decision(name: str, **options: Any) -> State:
    return next(
        s
        for s in decisions(name, range(3), **options)
        if len(inferences(s.observation(s.current_player))) >= 2
    )


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
def test_the_sentences_name_the_cards_as_the_log_writes_them(name: str):
    state = first_play_decision(name)
    said = inferences(state.observation(state.current_player))
    assert all(sentence.endswith(".") for sentence in said)
    assert any("highest" in sentence for sentence in said)


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
@pytest.mark.parametrize("language", ["fr", "ru"])
def test_the_sentences_speak_the_tables_language(name: str, language: str):
    state = first_play_decision(name)
    with using_language(language):
        said = inferences(state.observation(state.current_player))
    assert said
    for sentence in said:
        english = {
            "holds",
            "highest",
            "follow",
            "trick",
            "played",
            "North",
            "East",
            "South",
            "West",
        }
        assert not english & set(sentence.replace(":", " ").split()), sentence


@pytest.mark.parametrize("name", ["half_and_half", "take_two"])
def test_a_game_that_says_no_inferences_shows_none(name: str):
    state = make(name).new_state(seed=1)
    state.advance_chance()
    assert inferences(state.observation(state.current_player)) == ()


def test_the_teachers_view_needs_no_inferences():
    state = first_play_decision("call_deuces")
    assert inferences(state.observation(None)) == ()


def test_inferences_refuse_a_state_because_they_may_use_only_a_seats_view():
    state = make("call_deuces").new_state(seed=1)
    with pytest.raises(TypeError, match="one seat's observation"):
        inferences(state)  # type: ignore[arg-type]


def test_the_analysis_lists_what_the_seat_can_be_sure_of_under_its_moves():
    state = first_play_decision("call_deuces")
    seat = state.current_player
    analysis = analyse(state, samples=2, rng=1)
    name = state.observation(seat).names[seat]
    assert analysis.inferences == inferences(state.observation(seat))
    text = str(analysis).splitlines()
    heading = text.index(f"What {name} can be sure of:")
    assert text[heading + 1 :] == [f"  {line}" for line in analysis.inferences]
    assert f"<li>{analysis.inferences[0]}</li>" in analysis._repr_html_()
