"""The Monte Carlo bot and the resampling it rests on: it sees only what its seat sees."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from cardwidgets import make
from cardwidgets.agents import RandomAgent, make_agent
from cardwidgets.agents.monte_carlo import (
    MAX_CANDIDATES,
    MonteCarloAgent,
    candidate_moves,
    imagined_deals,
)
from cardwidgets.analysis import analyse
from cardwidgets.engine import Game, RecordError, RulesError, State
from cardwidgets.engine.actions import Action
from cardwidgets.engine.play import step
from cardwidgets.games.take_two.bots import TakeTwoHeuristic
from cardwidgets.games.take_two.game import VALUE
from cardwidgets.games.tennessee_for_two.game import ROOK

HIDDEN_INFORMATION_GAMES = [
    ("tennessee_for_two", {"max_hands": 2}),
    ("tennessee_for_two", {"max_hands": 1, "nest": "untouchable", "rook_anytime": True}),
    ("tennessee_for_two", {"max_hands": 1, "opening_pass": True}),
    ("call_deuces", {"max_hands": 2}),
    ("call_deuces", {"max_hands": 1, "deuce_partner": True}),
    ("call_deuces", {"max_hands": 1, "players": 5, "bury_fives": True}),
    ("call_deuces", {"max_hands": 1, "partnership": True}),
    ("take_two", {"max_hands": 2}),
    ("take_two", {"max_hands": 2, "players": 6, "tie": "split"}),
]


def positions(game: Game[Any, Any], games: int, seed: int = 0) -> Iterator[State]:
    """Every position of ``games`` random games."""
    rng = np.random.default_rng(seed)
    bots = [RandomAgent()] * game.num_players
    for number in range(games):
        state = game.new_state(seed + number)
        while not state.is_terminal:
            yield state
            step(state, bots, rng)
        yield state


@pytest.mark.parametrize(("name", "options"), HIDDEN_INFORMATION_GAMES)
def test_a_resampled_table_looks_exactly_the_same_from_the_seat(name: str, options: dict):
    game = make(name, **options)
    rng = np.random.default_rng(1)
    for state in positions(game, games=3):
        for seat in range(game.num_players):
            seen = state.observation(seat)
            twin = game.resample(seen, rng)
            assert twin.observation(seat) == seen, (state.step, seat)
            twin.check_invariants()


@pytest.mark.parametrize(("name", "options"), HIDDEN_INFORMATION_GAMES)
def test_a_resampled_table_plays_on_by_the_rules(name: str, options: dict):
    game = make(name, **options)
    rng = np.random.default_rng(2)
    bots = [RandomAgent()] * game.num_players
    for number, state in enumerate(positions(game, games=2)):
        if state.current_player < 0 or number % 7:
            continue
        twin = game.resample(state.observation(state.current_player), rng)
        while not twin.is_terminal:
            step(twin, bots, rng)
            twin.check_invariants()


def test_resampling_deals_only_cards_the_seat_has_not_seen():
    game = make("call_deuces", max_hands=1)
    state = game.new_state(3)
    state.advance_chance()
    seen = state.observation(0)
    for seed in range(20):
        twin = game.resample(seen, np.random.default_rng(seed))
        others = {card for seat in (1, 2, 3) for card in twin.hands[seat]}
        assert not others & set(seen.hand)
        assert sorted(others | set(twin.kitty) | set(seen.hand)) == sorted(game.all_cards())


def test_resampling_varies_the_hidden_cards_but_never_the_seen_ones():
    game = make("tennessee_for_two", max_hands=1)
    state = game.new_state(5)
    state.advance_chance()
    seen = state.observation(0)
    opponents = {tuple(game.resample(seen, np.random.default_rng(s)).hands[1]) for s in range(10)}
    assert len(opponents) > 1
    assert all(
        game.resample(seen, np.random.default_rng(s)).hands[0] == list(seen.hands[0])
        for s in range(10)
    )


def test_the_opponent_never_gets_a_colour_they_failed_to_follow_after_the_last_draw():
    game = make("tennessee_for_two", max_hands=1)
    rng = np.random.default_rng(4)
    checked = 0
    for state in positions(game, games=30, seed=10):
        if state.phase != "play" or len(state.tricks) <= 10 or state.current_player < 0:
            continue
        seat = state.current_player
        last = state.tricks[-1]
        lead, reply = last.cards
        if last.leader != seat or reply.suit == lead.suit or reply is ROOK or lead is ROOK:
            continue
        if lead.suit == state.trump:
            continue
        twin = game.resample(state.observation(seat), rng)
        assert all(card.suit != lead.suit for card in twin.hands[1 - seat])
        checked += 1
    assert checked > 0


def test_a_buried_nest_holds_no_count_card_in_the_opponents_imagination():
    game = make("tennessee_for_two", max_hands=1)
    rng = np.random.default_rng(6)
    checked = 0
    for state in positions(game, games=10, seed=20):
        if state.phase != "play":
            continue
        defender = 1 - (state.bidder or 0)
        twin = game.resample(state.observation(defender), rng)
        assert all(card.rank not in (5, 10, 14, 20) for card in twin.nest)
        checked += 1
    assert checked


def test_a_resampled_state_has_no_record_since_its_past_is_unknown():
    game = make("tennessee_for_two")
    state = game.new_state(1)
    state.advance_chance()
    twin = game.resample(state.observation(0), np.random.default_rng(0))
    assert twin.step == state.step
    with pytest.raises(RecordError, match="past is unknown"):
        twin.record()


def test_resampling_asks_for_one_seats_view_of_this_game():
    game = make("tennessee_for_two")
    state = game.new_state(1)
    with pytest.raises(RulesError, match="teacher's view"):
        game.resample(state.observation(None), np.random.default_rng(0))
    other = make("call_deuces").new_state(1)
    with pytest.raises(RulesError, match="cannot resample an observation of 'call_deuces'"):
        game.resample(other.observation(0), np.random.default_rng(0))


def test_games_without_hidden_card_dealing_say_a_monte_carlo_bot_cannot_play_them():
    game = make("half_and_half")
    assert not game.can_resample
    with pytest.raises(ValueError, match="cannot deal the cards a seat cannot see"):
        MonteCarloAgent(game)


def test_the_budget_is_at_least_one_deal():
    with pytest.raises(ValueError, match="budget of 1 deal or more"):
        MonteCarloAgent(make("tennessee_for_two"), budget=0)


def swap_hidden_cards(state: State, seat: int, rng: np.random.Generator) -> State:
    """Another true table that ``seat`` cannot tell from ``state``: the hidden cards differ."""
    twin = state.game.resample(state.observation(seat), rng)
    assert twin.observation(seat) == state.observation(seat)
    return twin


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces", "take_two"])
def test_the_monte_carlo_bot_decides_the_same_whatever_the_cards_it_cannot_see(name: str):
    game = make(name, max_hands=1)
    bot = MonteCarloAgent(game, budget=2, playout=RandomAgent)
    decided = 0
    for number, state in enumerate(positions(game, games=1, seed=3)):
        seat = state.current_player
        if seat < 0 or number % 5 or len(state.legal_actions()) < 2:
            continue
        other = swap_hidden_cards(state, seat, np.random.default_rng(number))
        differ = any(
            list(a.cards) != list(b.cards)
            for a, b in zip(state.zones(), other.zones(), strict=True)
        )
        mine = bot.decide(state.observation(seat), state.legal_actions(), np.random.default_rng(9))
        theirs = bot.decide(
            other.observation(seat), other.legal_actions(), np.random.default_rng(9)
        )
        assert mine == theirs
        decided += differ
    assert decided, "some of the compared tables really differed in their hidden cards"


def test_the_monte_carlo_bot_says_how_often_its_move_came_out_ahead():
    game = make("tennessee_for_two", max_hands=1)
    state = game.new_state(2)
    state.advance_chance()
    seat = state.current_player
    decision = MonteCarloAgent(game, budget=3).decide(
        state.observation(seat), state.legal_actions(), np.random.default_rng(0)
    )
    assert decision.action in state.legal_actions()
    assert re.fullmatch(
        rf"{decision.action}: the best of [78] moves tried on 3 deals imagined for the cards "
        r"it cannot see \(ahead at the end in \d+% of them\)",
        decision.reason,
    ), decision.reason


def test_a_forced_move_needs_no_imagining():
    game = make("tennessee_for_two")
    bot = MonteCarloAgent(game, budget=5)
    state = game.new_state(2)
    state.advance_chance()
    only = state.legal_actions()[:1]
    decision = bot.decide(state.observation(state.current_player), only, np.random.default_rng(0))
    assert decision.reason == f"{only[0]} is the only legal move"


def test_a_wide_range_of_bet_sizes_is_thinned_evenly_after_the_fast_bots_own_choice():
    check, bets = Action("check"), {size: Action("bet", (size,)) for size in range(1, 11)}
    tried = candidate_moves([check, *bets.values()], bets[4], 5)
    assert tried == [bets[4], check, *(bets[size] for size in (1, 3, 5, 8, 10))]
    assert candidate_moves([check, *bets.values()], check, 10) == [check, *bets.values()]


def test_every_card_a_seat_may_play_is_weighed_however_many_it_holds():
    """Tennessee, seed 15: North leads first holding 11 cards, and the thinning of bet sizes
    used to leave Y12, G9, B8 and B14 out of the bot's and the analysis's moves."""
    game = make("tennessee_for_two")
    state, rng = game.new_state(15), np.random.default_rng(0)
    while not (state.phase == "play" and state.current_player == 0):
        step(state, [RandomAgent()] * 2, rng)
    legal = state.legal_actions()
    assert len(legal) > MAX_CANDIDATES
    assert {str(a) for a in legal} >= {"play Y12", "play G9", "play B8", "play B14"}
    assert sorted(candidate_moves(legal, legal[4], MAX_CANDIDATES)) == sorted(legal)
    analysis = analyse(state, samples=1, rng=0)
    assert {row.action for row in analysis.rows} == set(legal)
    weighed = {analysis.alike.get(move, move) for move in legal}
    assert weighed == set(analysis.moves), "each card weighed itself or through one alike"


def test_bot_strengths_by_name():
    game = make("tennessee_for_two")
    assert isinstance(make_agent(game, "random"), RandomAgent)
    assert type(make_agent(game, "heuristic")).__name__ == "TennesseeHeuristicAgent"
    bot = make_agent(game, "monte_carlo", budget=7)
    assert isinstance(bot, MonteCarloAgent)
    assert bot.budget == 7
    with pytest.raises(RulesError, match="no bot strength 'genius'"):
        make_agent(game, "genius")


def choices(name: str, phases: set[str], games: int) -> Iterator[tuple[State, int]]:
    """Positions of rule-of-thumb games of ``name`` where a seat has a real choice in one of
    ``phases``, with that seat."""
    game = make(name, max_hands=1)
    bots = [make_agent(game)] * game.num_players
    rng = np.random.default_rng(0)
    for number in range(games):
        state = game.new_state(number)
        while not state.is_terminal:
            seat = state.current_player
            if seat >= 0 and state.phase in phases and len(state.legal_actions()) > 1:
                yield state, seat
            step(state, bots, rng)


@pytest.mark.parametrize(
    ("phase", "why"),
    [
        ("split", "no other split makes a lower Low or a higher High"),
        (
            "discard",
            "it weighs every card the replacement could be, where a few imagined deals try only "
            "a few",
        ),
    ],
    ids=[
        "splits: no split does better",
        "swaps: the rule of thumb weighs every replacement",
    ],
)
def test_take_two_plays_like_the_rule_of_thumb_bot_where_its_search_would_mislead(
    phase: str, why: str
):
    game = make("take_two", max_hands=1)
    bot, heuristic = MonteCarloAgent(game, budget=2), TakeTwoHeuristic()
    checked = 0
    for state, seat in choices("take_two", {phase}, games=3):
        seen, legal = state.observation(seat), state.legal_actions()
        decision = bot.decide(seen, legal, np.random.default_rng(checked))
        rule_of_thumb = heuristic.decide(seen, legal, np.random.default_rng(checked))
        assert decision.action == rule_of_thumb.action
        assert decision.reason == f"{rule_of_thumb.reason} (as the rule-of-thumb bot would: {why})"
        checked += 1
    assert checked


def test_take_two_searches_the_bets_the_discard_before_a_take_and_the_take_on_imagined_deals():
    game = make("take_two", max_hands=1)
    bot = MonteCarloAgent(game, budget=2)
    phases = set()
    for state, seat in choices("take_two", {"bet", "take", "raid"}, games=2):
        legal = state.legal_actions()
        decision = bot.decide(state.observation(seat), legal, np.random.default_rng(0))
        assert "imagined for the cards it cannot see" in decision.reason, decision.reason
        phases.add((state.phase, legal[0].kind))
    # The discard before a take is the same kind of action as the swap's, yet searched.
    assert {("take", "discard"), ("raid", "take")} < phases
    assert {phase for phase, _ in phases} == {"bet", "take", "raid"}


def test_take_two_imagines_the_others_hidden_twosome_cards_lowest_in_low():
    game = make("take_two", max_hands=1)
    rng = np.random.default_rng(7)
    checked = 0
    for state, seat in choices("take_two", {"discard", "bet", "take", "raid"}, games=3):
        seen = state.observation(seat)
        twin = game.resample(seen, rng)
        for other in range(game.num_players):
            low, high = (
                [VALUE[card] for card in imagined if card not in seen_twosome]
                for imagined, seen_twosome in zip(
                    twin.twosomes[other], seen.twosomes[other], strict=True
                )
            )
            if other != seat and low and high:
                assert max(low) <= min(high)
                checked += 1
    assert checked


@pytest.mark.parametrize("name", ["tennessee_for_two", "call_deuces"])
def test_games_whose_imagined_deals_do_not_mislead_search_every_decision(name: str):
    game = make(name, max_hands=1)
    assert not game.monte_carlo_defers
    bot = MonteCarloAgent(game, budget=1, playout=RandomAgent)
    state, seat = next(choices(name, {"play"}, games=1))
    decision = bot.decide(state.observation(seat), state.legal_actions(), np.random.default_rng(0))
    assert "imagined for the cards it cannot see" in decision.reason, decision.reason


def bets_made(name: str, variant: str) -> tuple[State, int]:
    """A rule-of-thumb game's first betting decision of a seat after another put chips in
    beyond the ante, in the first betting round (before any take)."""
    game = make(name, variant, max_hands=1)
    bots = [make_agent(game)] * game.num_players
    for number in range(50):
        state, rng = game.new_state(number), np.random.default_rng(number)
        while not state.is_terminal and not state.takes:  # type: ignore[attr-defined]
            seat = state.current_player
            seen = state.observation(seat) if seat >= 0 else None
            if seen is not None and seen.phase == "bet" and len(state.legal_actions()) > 1:
                others = [other for other in range(game.num_players) if other != seat]
                if any(seen.bets[c][o] > seen.ante for c in (0, 1) for o in others):
                    return state, seat
            step(state, bots, rng)
    raise AssertionError("no bet before a take in 50 games")


def test_take_two_imagines_a_bettors_twosomes_as_strong_as_its_bets_make_likely():
    """The bot's imagined deals, drawn by weight, against the exact belief: every way the other
    player's four twosome cards could lie among the cards this seat has not seen, each weighed
    by the same likelihood of their bets."""
    game = make("take_two", "heads_up", max_hands=1)
    state, seat = bets_made("take_two", "heads_up")
    seen = state.observation(seat)
    other = 1 - seat
    deal = game.resample(seen, np.random.default_rng(0))
    hidden = set(deal.twosomes[other][0] + deal.twosomes[other][1] + deal.deck)
    hidden |= set(deal.discards[other])
    exact = {0: 0.0, 1: 0.0}
    prior = {0: 0.0, 1: 0.0}
    mass = count = 0.0
    for cards in itertools.combinations(sorted(hidden, key=VALUE.__getitem__), 4):
        deal.twosomes[other] = [list(cards[:2]), list(cards[2:])]
        weight = game.deal_likelihood(seen, deal)
        mass, count = mass + weight, count + 1
        for circle in (0, 1):
            total = sum(VALUE[card] for card in deal.twosomes[other][circle])
            exact[circle] += weight * total
            prior[circle] += total
    rng = np.random.default_rng(1)
    imagined = list(imagined_deals(game, seen, rng, 3000))
    for circle in (0, 1):
        totals = [sum(VALUE[card] for card in d.twosomes[other][circle]) for d in imagined]
        believed, expected = float(np.mean(totals)), exact[circle] / mass
        tolerance = 4 * float(np.std(totals)) / math.sqrt(len(totals) / 2)
        assert abs(believed - expected) < tolerance, (circle, believed, expected)
    moved = max(abs(exact[c] / mass - prior[c] / count) for c in (0, 1))
    assert moved > tolerance, "the bets make some twosomes likelier than others"
