"""Touching cards play the same: two cards of one suit with no card between them that another
seat may hold, worth the same points, are weighed once for both by the Monte Carlo bot and the
analysis, and the analysis still shows every legal card (issue 35)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np
import pytest

from cardwidgets.agents.monte_carlo import MonteCarloAgent, alike_groups
from cardwidgets.analysis import analyse
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.state import State
from cardwidgets.games.call_deuces.rules import DEUCE, FIVE, card_suit
from cardwidgets.games.tennessee_for_two.rules import card_points, suit_in_play
from tests.analysis.test_inferences import decisions

GAMES = 6


def play_decisions(name: str, seeds: range, **options: Any) -> Iterator[State]:
    """Every trick-play decision with a choice in bot games of ``name``, before the move."""
    for state in decisions(name, seeds, **options):
        if state.observation(None).phase == "play" and len(state.legal_actions()) > 1:
            yield state


def card_of(action: Action) -> Card:
    card = action.args[0]
    assert isinstance(card, Card)
    return card


def assert_truly_alike(
    group: Sequence[Action],
    still: Sequence[Card],
    suit_of: Callable[[Card], str],
    worth: Callable[[Card], object],
) -> None:
    """Every card of ``group`` is of one suit in play and one worth, and no card another seat
    holds or may still get (``still``, read from the true deal) lies between them in rank."""
    played = [card_of(action) for action in group]
    suits, worths = {suit_of(card) for card in played}, {worth(card) for card in played}
    assert len(suits) == 1, f"{played} are called alike across suits {suits}"
    assert len(worths) == 1, f"{played} are called alike but are worth {worths}"
    (suit,) = suits
    low, high = min(card.rank for card in played), max(card.rank for card in played)
    between = [c for c in still if suit_of(c) == suit and low < c.rank < high]
    assert not between, f"{played} are called alike, yet {between} lies between them"


@pytest.mark.parametrize("options", [{}, {"rook_anytime": True}], ids=["default", "rook_anytime"])
def test_tennessee_cards_called_alike_have_no_card_of_the_true_deal_between_them(
    options: dict[str, Any],
):
    groups = 0
    for state in play_decisions("tennessee_for_two", range(GAMES), **options):
        seat, everything = state.current_player, state.observation(None)
        obs = state.observation(seat)
        still = [
            *everything.hands[1 - seat],
            *(everything.draw_pile or ()),
            *([everything.face_up] if everything.face_up else []),
            *(everything.nest or () if obs.nest is None else ()),
        ]

        def colour(card: Card, trump: str | None = everything.trump) -> str:
            return suit_in_play(card, trump)

        found = alike_groups(state.game, obs, state.legal_actions())
        assert sorted(move for group in found for move in group) == sorted(state.legal_actions())
        for group in (group for group in found if len(group) > 1):
            assert_truly_alike(group, still, colour, card_points)
            groups += 1
    assert groups > 50, "the games showed too few touching cards to test"


@pytest.mark.parametrize(
    "options",
    [{}, {"players": 5}, {"partnership": True}, {"deuce_partner": True}],
    ids=["four", "five", "partners", "deuce_partner"],
)
def test_call_deuces_cards_called_alike_have_no_card_of_the_true_deal_between_them(
    options: dict[str, Any],
):
    groups = 0
    for state in play_decisions("call_deuces", range(GAMES), **options):
        seat, everything = state.current_player, state.observation(None)
        obs = state.observation(seat)
        trump = everything.trump
        others = [c for other, hand in enumerate(everything.hands) if other != seat for c in hand]
        still = [*others, *(() if obs.buried else everything.buried)]

        def suit(card: Card, trump: str = trump) -> str:
            return card_suit(card, trump)

        def worth(card: Card, trump: str = trump) -> object:
            called = options.get("deuce_partner") and card.rank == DEUCE and card.suit == trump
            return card if called else card.rank == FIVE

        for group in (g for g in alike_groups(state.game, obs, state.legal_actions()) if g[1:]):
            assert_truly_alike(group, still, suit, worth)
            groups += 1
    assert groups > 50, "the games showed too few touching cards to test"


def first_with_alike_cards(name: str, **options: Any) -> State:
    return next(
        state
        for state in play_decisions(name, range(3), **options)
        if any(
            len(group) > 1
            for group in alike_groups(
                state.game, state.observation(state.current_player), state.legal_actions()
            )
        )
    )


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
def test_the_analysis_shows_every_legal_card_and_alike_cards_share_their_numbers(name: str):
    state = first_with_alike_cards(name)
    analysis = analyse(state, state.current_player, samples=4, rng=1)
    rows = analysis.rows
    assert sorted(row.action for row in rows) == sorted(state.legal_actions())
    assert len(analysis.moves) < len(rows), "alike cards are weighed once for all"
    for place, row in enumerate(rows):
        if row.same_as is not None:
            weighed = analysis.row(row.same_as)
            assert (row.chance, row.points, row.margin) == (
                weighed.chance,
                weighed.points,
                weighed.margin,
            )
            assert rows[place - 1].action in (row.same_as, *analysis.alike), "shown beside it"


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
def test_an_alike_card_names_the_card_weighed_for_it_and_the_sentence_names_each_move_once(
    name: str,
):
    state = first_with_alike_cards(name)
    analysis = analyse(state, state.current_player, samples=4, rng=1)
    sentence = analysis.sentence
    for row in analysis.rows:
        move, label = analysis.move_words(row.action), analysis.row_words(row)
        if row.same_as is None:
            assert label == move
        else:
            assert label == f"{move} (= {analysis.move_words(row.same_as)})"
            assert f"{move}: " not in sentence, "an alike card is not a rival of its twin"
    weighed = [row for row in analysis.rows if row.same_as is None]
    if len(weighed) > 1 and not analysis.exact:
        clearly = weighed[0].interval[0] > weighed[1].interval[1]
        assert ("is clearly best" in sentence) == clearly, "compared with the next other move"


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
def test_the_monte_carlo_bot_weighs_alike_cards_once_and_says_which_play_the_same(name: str):
    state = first_with_alike_cards(name)
    seat = state.current_player
    game = state.game
    bot = MonteCarloAgent(game, budget=2)
    rng = np.random.default_rng(3)
    action, reason = bot.decide(state.observation(seat), state.legal_actions(), rng)
    assert action in state.legal_actions()
    groups = alike_groups(game, state.observation(seat), state.legal_actions())
    chosen = next(group for group in groups if action in group)
    assert action == chosen[0], "a group's first card is the one weighed and played"
    if len(groups) == 1:
        assert "every card it may play plays the same" in reason
    elif len(chosen) > 1:
        assert "the same: no card another player may hold lies between them" in reason
    else:
        assert f"best of {len(groups)} moves tried" in reason
