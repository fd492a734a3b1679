"""The odds panel reads only what the viewing seat can know, and its numbers are right."""

import doctest
import importlib
import inspect
import typing
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

import cardwidgets.probability.placements
from cardwidgets import make
from cardwidgets.engine import Action, Card, Observation, game_class, game_names
from cardwidgets.engine.cards import ROOK
from cardwidgets.engine.info import load_part
from cardwidgets.games.call_deuces.game import card_suit
from cardwidgets.games.half_and_half.game import DECK, FLIP
from cardwidgets.games.half_and_half.probability import solve
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.games.tennessee_for_two.game import card_points, is_count_card
from cardwidgets.probability.odds import odds_panel


@pytest.mark.parametrize("game", game_names())
def test_the_examples_in_each_games_odds_docstring_are_true(game):
    reference = game_class(game).info.odds
    if reference is None:
        pytest.skip(f"{game} has no odds panel")
    module = importlib.import_module(reference.partition(":")[0])
    assert doctest.testmod(module).failed == 0


def seeded_game(seed=11, flips=6, **rules):
    state = make("half_and_half", **rules).new_state(seed=seed)
    state.advance_chance()
    for _ in range(flips):
        state.apply(FLIP)
    return state


def redealt(state, rng):
    """The same game so far, but every card not yet turned shuffled anew between the piles, and
    the middle deck shuffled anew: a state that no seat can tell apart from ``state``."""
    turned = [list(state.face_up[seat]) for seat in (0, 1)]
    hidden = Counter(DECK)
    hidden.subtract(turned[0] + turned[1])
    cards = list(hidden.elements())
    rng.shuffle(cards)
    cut = 27 - len(turned[0])
    piles = [turned[0] + cards[:cut], turned[1] + cards[cut:]]  # each from the top down
    dealer = state.dealer
    deck_a = [piles[1 - dealer if i % 2 == 0 else dealer][26 - i // 2] for i in range(54)]
    middle = list(DECK)
    rng.shuffle(middle)
    copy = state.game.new_state(seed=state.seed)
    copy.apply(Action("first_dealer", (dealer,)))
    copy.apply(Action("deal", (*deck_a, *middle)))
    if copy.is_chance:
        copy.apply(Action("first_player", (state.starter,)))
    for _ in range(state.flips):
        copy.apply(FLIP)
    return copy


def test_a_seat_sees_the_same_odds_whatever_the_hidden_cards_are():
    state = seeded_game()
    rng = np.random.default_rng(5)
    for _ in range(3):
        other = redealt(state, rng)
        assert other.observation(0).face_up == state.observation(0).face_up
        assert other.observation(None) != state.observation(None), "hidden cards differ"
        assert odds_panel(other.observation(0)) == odds_panel(state.observation(0))
        assert odds_panel(other.observation(1)) == odds_panel(state.observation(1))


def test_a_seats_view_holds_no_hidden_card_and_the_teacher_gets_the_same_numbers():
    state = seeded_game()
    seat_view = state.observation(1)
    assert seat_view.piles is None
    assert seat_view.middle is None
    assert odds_panel(seat_view).numbers == odds_panel(state.observation(None)).numbers


@pytest.mark.parametrize("rules", [{}, {"joker": "skip_next_turn"}])
def test_the_chance_to_win_from_a_position_agrees_with_replaying_it(rules):
    state = seeded_game(seed=23, flips=5, **rules)
    seat = state.current_player
    panel = odds_panel(state.observation(seat))
    chance = panel.numbers[f"{state.names[seat]} wins"]
    rng = np.random.default_rng(8)
    games = 1000
    wins = 0
    for _ in range(games):
        other = redealt(state, rng)
        while not other.is_terminal:
            other.apply(FLIP)
        wins += other.returns()[seat] > 0
    se = np.sqrt(chance * (1 - chance) / games)
    assert abs(wins / games - chance) < 4 * se


def test_before_the_first_card_the_panel_gives_the_first_players_odds():
    state = make("half_and_half", ace_draw=0).new_state(seed=3)
    panel = odds_panel(state.observation(0))
    assert panel.numbers["first wins"] == float(solve(ace_draw=0).first_wins)
    assert panel.lines[0].startswith("Whoever turns first wins 42.1%")


def test_the_next_card_costs_as_often_as_cards_that_take_are_left():
    state = seeded_game(flips=0)
    panel = odds_panel(state.observation(0))
    assert panel.numbers["next card takes cards"] == 28 / 54
    assert panel.lines[0] == "The next card takes cards: 28 of 54 unturned (51.9%)."


# ---------------------------------------------------------------------- trick games and Take Two


def played_at_random(game, steps, seed=4, **rules):
    """A game after ``steps`` events, every move chosen at random (seeded)."""
    state = make(game, **rules).new_state(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        if state.is_chance:
            state.advance_chance()
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.integers(len(legal))])
    return state


#: Cards that may change places without changing whether any recorded move was legal: the same
#: colour (and, in Tennessee, both count cards or both not: the nest takes no count card).
SAME_KIND = {
    "tennessee_for_two": lambda card: (card.suit, is_count_card(card)),
    "call_deuces": lambda card: card.suit,
    "take_two": lambda card: 0,
}


def same_view(state, seat, rng):
    """The same moves after a different deal that ``seat`` cannot tell apart: in the latest
    shuffle, the cards the seat has not seen and no move named change places with cards of the
    same kind; then every move is replayed."""
    events = list(state.history)
    last_deal = max(i for i, event in enumerate(events) if event.kind == "deal")
    moves = [event for event in events if event.kind != "deal"]
    named = {arg for event in moves for arg in event.args if isinstance(arg, Card)}
    visible = state.visible_cards(seat)
    kind = SAME_KIND[state.game.name]
    movable = [c for c in events[last_deal].args if c not in visible and c not in named]
    swap = {}
    for k in {kind(card) for card in movable}:
        cards = [card for card in movable if kind(card) == k]
        swap.update(zip(cards, rng.permutation(cards).tolist(), strict=True))
    deal = events[last_deal].args
    events[last_deal] = Action("deal", tuple(swap.get(card, card) for card in deal))
    other = state.game.new_state(seed=state.seed)
    for event in events:
        other.apply(event)
    return other


POSITIONS = [
    ("tennessee_for_two", {}, 8),
    ("tennessee_for_two", {}, 30),
    ("tennessee_for_two", {}, 32),
    ("tennessee_for_two", {"nest": "untouchable"}, 45),
    ("tennessee_for_two", {"nest": "untouchable"}, 30),
    ("call_deuces", {}, 3),
    ("call_deuces", {}, 25),
    ("call_deuces", {}, 50),
    ("call_deuces", {"players": 5, "bury_fives": True}, 30),
    ("take_two", {"players": 4}, 12),
    ("take_two", {"players": 4}, 22),
    ("take_two", {"players": 4}, 30),
]


@pytest.mark.parametrize(("game", "rules", "steps"), POSITIONS)
def test_a_seat_sees_the_same_odds_whatever_cards_it_cannot_see(game, rules, steps):
    state = played_at_random(game, steps, **rules)
    rng = np.random.default_rng(steps)
    moved = set()
    for seat in range(state.num_players):
        panel = odds_panel(state.observation(seat))
        for _ in range(3):
            other = same_view(state, seat, rng)
            assert other.observation(seat) == state.observation(seat)
            assert odds_panel(other.observation(seat)) == panel
            if other.observation(None) != state.observation(None):
                moved.add(seat)
    assert len(moved) >= state.num_players - 1, "hidden cards moved for (nearly) every seat"


def test_the_odds_are_asked_of_an_observation_never_of_a_state():
    state = played_at_random("call_deuces", 10)
    with pytest.raises(TypeError, match="observation"):
        odds_panel(state)
    for game in game_names():
        reference = game_class(game).info.odds
        if reference is None:
            continue
        panel = load_part(reference)
        (parameter,) = inspect.signature(panel).parameters.values()
        hint = typing.get_type_hints(panel)[parameter.name]
        assert issubclass(hint, Observation), game


@pytest.mark.parametrize("game", ["tennessee_for_two", "call_deuces", "take_two"])
def test_the_teacher_is_told_that_odds_are_a_seats(game):
    panel = odds_panel(played_at_random(game, 10).observation(None))
    assert panel.title == "Odds for the teacher"


def test_the_examples_in_the_placements_docstring_are_true():
    assert doctest.testmod(cardwidgets.probability.placements).failed == 0


def unseen_by(state, seat):
    hidden = Counter(state.game.all_cards())
    hidden.subtract(state.visible_cards(seat))
    return list(hidden.elements())


def sampled(unseen, sizes, fits, measure, rng, samples):
    """Deal the unseen cards at random into places of these sizes, keep the deals that ``fits``
    what the seat saw (rejection sampling: every placement that fits stays equally likely), and
    average ``measure`` over them: its mean and standard deviation per entry, and how many deals
    were kept."""
    kept = []
    for _ in range(samples):
        cards = rng.permutation(np.array(unseen, dtype=object)).tolist()
        places, start = [], 0
        for size in sizes:
            places.append(cards[start : start + size])
            start += size
        if fits(places):
            kept.append(measure(places))
    values = np.array(kept, dtype=float)
    return values.mean(axis=0), values.std(axis=0), len(values)


def assert_within_four_standard_errors(sample, exact, shares):
    """The sampled means agree with the exact answers. Where an entry is a share (``shares``),
    its standard error is the exact chance's, sqrt(p(1 - p) / n): a share near 0 or 1 is often
    all 0s or all 1s in a sample, whose own spread (zero) would refuse any difference at all."""
    mean, deviation, count = sample
    exact = np.array(exact, dtype=float)
    spread = np.where(shares, np.sqrt(exact * (1 - exact)), deviation)
    error = spread / np.sqrt(count) + 1e-9
    assert np.all(np.abs(mean - exact) < 4 * error), (mean, exact, error)


def followed_colours(tricks, follower, led_colour, played_colour, since=0):
    """The colours ``follower`` showed they hold none of: led to them and not followed."""
    return {
        led_colour(lead)
        for number, trick in enumerate(tricks)
        if number >= since
        for lead, reply, replier in trick
        if replier == follower and played_colour(reply) != led_colour(lead)
    }


def test_tennessee_odds_agree_with_dealing_the_unseen_cards_at_random():
    state = played_at_random("tennessee_for_two", 50, seed=29)
    me = 1 - state.bidder  # does not know the nest, which holds no count card
    opponent = state.bidder
    obs = state.observation(me)
    trump = obs.trump
    draws = state.draws  # a void shown before a draw may have been filled by it
    colour = lambda card: trump if card is ROOK else card.suit  # noqa: E731
    tricks = [[(t.cards[0], t.cards[1], 1 - t.leader)] for t in obs.tricks]
    voids = followed_colours(tricks, opponent, colour, colour, since=draws)
    known = state.known[opponent]
    sizes = (len(state.hands[opponent]) - len(known), len(state.nest), len(state.stock))

    def fits(places):
        hand, nest, _ = places
        return not any(map(is_count_card, nest)) and not any(colour(c) in voids for c in hand)

    def measure(places):
        hand = places[0]
        return (
            any(colour(c) == trump for c in hand),
            sum(map(card_points, hand)),
            ROOK in hand,
        )

    panel = odds_panel(obs)
    name = obs.names[opponent]
    sample = sampled(unseen_by(state, me), sizes, fits, measure, np.random.default_rng(2), 6000)
    known_points = sum(map(card_points, known))
    exact = [
        panel.numbers[f"{name} holds a trump"],
        panel.numbers[f"{name} points"] - known_points,
        panel.numbers.get(f"{name} holds the Rook", 0.0),
    ]
    assert voids, "a position where a void matters"
    assert 0 < exact[0] < 1
    assert_within_four_standard_errors(sample, exact, shares=[True, False, True])


def test_before_the_auction_every_unseen_card_is_where_its_share_of_the_room_says():
    state = played_at_random("tennessee_for_two", 2)
    assert state.phase == "bid"
    obs = state.observation(0)
    unseen = [c for c in state.game.all_cards() if c not in (*obs.my_hand, obs.face_up)]
    points = sum(map(card_points, unseen))
    panel = odds_panel(obs)
    assert panel.numbers["nest points"] == pytest.approx(points * 5 / 33)
    assert panel.numbers["South points"] == pytest.approx(points * 11 / 33)
    if ROOK in unseen:
        assert panel.numbers["South holds the Rook"] == pytest.approx(1 / 3)


def test_call_deuces_odds_agree_with_dealing_the_unseen_cards_at_random():
    state = played_at_random("call_deuces", 37, seed=6)
    me = next(seat for seat in range(4) if seat != state.bidder)
    obs = state.observation(me)
    trump = obs.trump
    others = [seat for seat in range(4) if seat != me]
    suit = lambda card: card_suit(card, trump)  # noqa: E731
    tricks = [
        [(cards[0], card, (leader + i) % 4) for i, card in enumerate(cards) if i]
        for leader, cards, _ in obs.tricks
    ]
    if obs.trick:
        tricks.append([(obs.trick[0][1], card, seat) for seat, card in obs.trick[1:]])
    voids = {seat: followed_colours(tricks, seat, suit, suit) for seat in others}
    sizes = [len(state.hands[seat]) for seat in others] + [len(state.buried)]

    def fits(places):
        hands = zip(others, places[:-1], strict=True)
        return not any(c.rank == 5 for c in places[-1]) and all(
            suit(c) not in voids[seat] for seat, hand in hands for c in hand
        )

    fives = [c for c in unseen_by(state, me) if c.rank == 5]

    def measure(places):
        trumps = [any(suit(c) == trump for c in hand) for hand in places[:-1]]
        return [five in hand for five in fives for hand in places[:-1]] + trumps

    panel = odds_panel(obs)
    names = [obs.names[seat] for seat in others]
    exact = [panel.numbers[f"{five} in {name}"] for five in fives for name in names]
    exact += [panel.numbers[f"{name} holds a trump"] for name in names]
    assert fives, "a position with fives unseen"
    assert any(voids.values()), "a position where voids matter"
    sample = sampled(unseen_by(state, me), sizes, fits, measure, np.random.default_rng(3), 6000)
    assert_within_four_standard_errors(sample, exact, shares=[True] * len(exact))


def test_before_the_auction_a_five_is_in_the_kitty_2_times_in_41():
    obs = played_at_random("call_deuces", 2).observation(0)
    panel = odds_panel(obs)
    fives = [k for k in panel.numbers if " in the kitty" in k]
    assert fives
    assert all(panel.numbers[k] == pytest.approx(2 / 41) for k in fives)


def take_two_position(steps, phase):
    state = played_at_random("take_two", steps, players=4, seed=6)
    assert state.phase == phase, state.phase
    return state


def test_a_blind_steal_is_worth_what_the_steal_questions_say():
    state = take_two_position(22, "take")
    seat = state.current_player
    obs = state.observation(seat)
    seen = list(state.visible_cards(seat).elements())
    panel = odds_panel(obs)
    for which in ("low", "high"):
        exact = take_two.steal_from_dealt_twosome(which, seen).exact().mean
        assert panel.numbers[f"steal from {which}"] == float(exact)
        simulated = take_two.steal_from_dealt_twosome(which, seen).simulate(20_000, seed=4)
        assert abs(simulated.mean.value - float(exact)) < 4 * simulated.mean.standard_error


def test_the_chance_anothers_twosome_beats_yours_is_the_best_split_of_four_unseen_cards():
    state = take_two_position(13, "bet")
    seat = 0
    obs = state.observation(seat)
    seen = list(state.visible_cards(seat).elements())
    low, high = state.twosomes[seat]
    panel = odds_panel(obs)
    mine_low, mine_high = sum(map(take_two.card_value, low)), sum(map(take_two.card_value, high))
    best_low = take_two.best_low_twosome(seen).exact()
    best_high = take_two.best_high_twosome(seen).exact()
    assert panel.numbers["Low beaten"] == float(best_low.P(lambda v: v < mine_low))
    assert panel.numbers["High beaten"] == float(best_high.P(lambda v: v > mine_high))


def test_dealt_twosomes_lists_the_same_answers_as_the_deal_questions():
    rng = np.random.default_rng(1)
    for size in (0, 4, 11):
        seen = rng.choice(np.array(take_two.DECK, dtype=object), size, replace=False).tolist()
        low, high = take_two.dealt_twosomes(seen)
        assert low == take_two.best_low_twosome(seen).exact()
        assert high == take_two.best_high_twosome(seen).exact()


def test_a_new_card_helps_as_often_as_unseen_cards_beat_the_one_replaced():
    state = take_two_position(9, "discard")
    seat = state.current_player
    low = state.twosomes[seat][0]
    unseen = unseen_by(state, seat)
    panel = odds_panel(state.observation(seat))
    worst_low = max(map(take_two.card_value, low))
    lowers = Fraction(sum(take_two.card_value(c) < worst_low for c in unseen), len(unseen))
    assert panel.numbers["new card lowers Low"] == float(lowers)
