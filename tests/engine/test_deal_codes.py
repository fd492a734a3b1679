"""Deal codes: what a teacher reads out deals the same game everywhere, and typos are caught."""

from __future__ import annotations

import doctest
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardwidgets
from cardwidgets.engine import deal_codes as deal_code_module
from cardwidgets.engine.deal_codes import (
    ALPHABET,
    DRAWN_SEEDS,
    Deal,
    deal_code,
    game_or_deal,
    read_deal_code,
)
from cardwidgets.engine.errors import DealCodeError, RulesError, UnknownGameError
from cardwidgets.engine.registry import game_class, game_names, make
from cardwidgets.engine.rules import RuleOption

SEEDS = [0, 1, 15, 16, 42, 255, 256, 4095, 999_999_999, 2**64 + 7]
MISTYPED = "mistyped"


def option_values(option: RuleOption) -> list[Any]:
    """Every value of a choice or a flag; a number's bounds, a value between, and None."""
    if option.choices is not None:
        values = list(option.choices)
    elif option.kind is bool:
        values = [False, True]
    else:
        low = option.minimum if option.minimum is not None else -3
        high = option.maximum if option.maximum is not None else low + 1_000_003
        values = [low, low + 1, (low + high) // 2, high]
    return values + [None] * option.optional


def single_options() -> list[tuple[str, str, Any]]:
    """(game, option, value) for every registered game, option and value that is allowed alone."""
    cases = []
    for name in game_names():
        rules_class = game_class(name).rules_class
        for option in rules_class.options():
            allowed = []
            for value in option_values(option):
                try:
                    rules_class(**{option.name: value})
                except RulesError:
                    continue
                allowed.append(value)
            assert len(allowed) >= 2, f"{name}.{option.name} has a value besides its default"
            cases += [(name, option.name, value) for value in allowed]
    return cases


def variants() -> list[tuple[str, str]]:
    return [(name, variant) for name in game_names() for variant in variants_of(name)]


def variants_of(game: str) -> list[str]:
    return list(game_class(game).rules_class.variants)


def retyped(code: str, at: int, character: str) -> str:
    """The code with its ``at``-th letter or digit (dashes not counted) replaced."""
    letters = list(code.replace("-", ""))
    letters[at] = character
    return "".join(letters)


# ---------------------------------------------------------------------- round trips
def test_the_module_examples_hold():
    assert doctest.testmod(deal_code_module).failed == 0


@pytest.mark.parametrize(("game", "option", "value"), single_options())
def test_every_rule_option_of_every_game_comes_back_from_its_code(game, option, value):
    for seed in (0, 42):
        code = deal_code(game, seed=seed, **{option: value})
        assert read_deal_code(code) == Deal(make(game, **{option: value}), seed)


@pytest.mark.parametrize(("game", "variant"), variants())
def test_every_named_variant_comes_back_from_its_code(game, variant):
    code = deal_code(game, seed=7, variant=variant)
    assert read_deal_code(code) == Deal(make(game, variant), 7)


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("seed", SEEDS)
def test_every_game_and_seed_comes_back_from_its_code(game, seed):
    deal = read_deal_code(deal_code(game, seed))
    assert deal == Deal(make(game), seed)
    assert deal.new_state() == make(game).new_state(seed)


@st.composite
def games_with_rules(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    game = draw(st.sampled_from(game_names()))
    chosen = {}
    for option in game_class(game).rules_class.options():
        if draw(st.booleans()):
            chosen[option.name] = draw(st.sampled_from(option_values(option)))
    return game, chosen


@settings(max_examples=200, deadline=None)
@given(games_with_rules(), st.integers(min_value=0, max_value=2**40))
def test_any_rules_and_seed_come_back_from_their_code(game_and_rules, seed):
    game, chosen = game_and_rules
    try:
        expected = make(game, **chosen)
    except RulesError:
        with pytest.raises(RulesError):
            deal_code(game, seed, **chosen)
        return
    code = deal_code(game, seed, **chosen)
    assert read_deal_code(code) == Deal(expected, seed)
    assert read_deal_code(code).code == code


# ---------------------------------------------------------------------- what a code looks like
def test_a_default_deal_with_a_small_seed_is_four_characters_long():
    assert deal_code("half_and_half", seed=7) == "H70Z"


def test_codes_are_groups_of_four_capitals_and_digits_starting_with_the_games_letter():
    for name in game_names():
        for seed in SEEDS:
            code = deal_code(name, seed)
            groups = code.split("-")
            assert all(len(group) == 4 for group in groups[:-1])
            assert 1 <= len(groups[-1]) <= 4
            assert set(code.replace("-", "")) <= set(ALPHABET)
            assert code[0] == game_class(name).info.deal_letter


def test_a_teachers_example_code_is_short_enough_to_write_on_a_board():
    assert len(deal_code("half_and_half", seed=42, joker="skip_next_turn")) <= 9


def test_every_registered_game_has_its_own_letter():
    letters = [game_class(name).info.deal_letter for name in game_names()]
    assert len(set(letters)) == len(letters)
    assert all(letter in ALPHABET and letter.isalpha() for letter in letters)


def test_the_shipped_games_keep_the_letters_of_the_codes_already_shared():
    letters = {name: game_class(name).info.deal_letter for name in game_names()}
    expected = {"half_and_half": "H", "tennessee_for_two": "T", "call_deuces": "C", "take_two": "W"}
    assert {name: letters[name] for name in expected} == expected


def test_a_code_without_a_seed_draws_a_short_one():
    for _ in range(20):
        deal = read_deal_code(deal_code("half_and_half", joker="skip_next_turn"))
        assert 0 <= deal.seed < DRAWN_SEEDS
        assert deal.game == make("half_and_half", joker="skip_next_turn")


def test_a_game_object_makes_the_same_code_as_its_name_and_options():
    game = make("half_and_half", games=3)
    assert deal_code(game, 5) == deal_code("half_and_half", 5, games=3) == Deal(game, 5).code
    with pytest.raises(RulesError, match="either a Game or a game's name"):
        deal_code(game, 5, games=2)


@pytest.mark.parametrize("seed", [-1, True, 1.5, "7"])
def test_a_seed_must_be_a_whole_number_of_0_or_more(seed):
    with pytest.raises(RulesError, match="A seed is a whole number of 0 or more"):
        deal_code("half_and_half", seed)


def test_invalid_rules_are_refused_before_a_code_is_made():
    with pytest.raises(RulesError, match="joker takes 'no_draw' or 'skip_next_turn'"):
        deal_code("half_and_half", 1, joker="skip")


# ---------------------------------------------------------------------- reading forgives
def test_case_dashes_and_spaces_do_not_matter():
    code = deal_code("half_and_half", seed=42, joker="skip_next_turn")
    plain = code.replace("-", "")
    for typed in (code.lower(), plain, " ".join(plain), f"  {code.lower()}\n"):
        assert read_deal_code(typed) == read_deal_code(code)


def test_o_i_and_l_read_as_the_digits_they_look_like():
    code = deal_code("half_and_half", seed=16)  # 'H' then 'G0': a zero to misread
    assert "0" in code
    assert read_deal_code(code.replace("0", "O")) == read_deal_code(code)
    code = deal_code("half_and_half", seed=1, games=2)
    assert "1" in code
    for look_alike in "ILil":
        assert read_deal_code(code.replace("1", look_alike)) == read_deal_code(code)


# ---------------------------------------------------------------------- typos are caught
EXAMPLES = [
    ("half_and_half", 7, {}),
    ("half_and_half", 42, {"joker": "skip_next_turn"}),
    ("half_and_half", 999_999_999, {"games": 5, "ace_draw": 0, "first_player": "choose"}),
]


@pytest.mark.parametrize(("game", "seed", "rules"), EXAMPLES)
def test_every_single_wrong_character_is_caught(game, seed, rules):
    code = deal_code(game, seed, **rules).replace("-", "")
    for at, typed in enumerate(code):
        for other in ALPHABET.replace(typed, ""):
            with pytest.raises(DealCodeError, match=MISTYPED):
                read_deal_code(retyped(code, at, other))


@pytest.mark.parametrize(("game", "seed", "rules"), EXAMPLES)
def test_every_swap_of_two_neighbours_is_caught(game, seed, rules):
    code = deal_code(game, seed, **rules).replace("-", "")
    for at in range(len(code) - 1):
        if code[at] != code[at + 1]:
            swapped = code[:at] + code[at + 1] + code[at] + code[at + 2 :]
            with pytest.raises(DealCodeError):
                read_deal_code(swapped)


@pytest.mark.parametrize(("game", "seed", "rules"), EXAMPLES)
def test_a_dropped_or_doubled_character_is_caught(game, seed, rules):
    code = deal_code(game, seed, **rules).replace("-", "")
    for at in range(len(code)):
        for typed in (code[:at] + code[at + 1 :], code[:at] + code[at] + code[at:]):
            with pytest.raises(DealCodeError):
                read_deal_code(typed)


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("HJU0-12R", "'U' is never used in one"),
        ("HJ#0-12R", "'#' is never used in one"),
        ("", "too short for a deal code"),
        ("H7", "too short for a deal code"),
        ("  -- ", "too short for a deal code"),
    ],
)
def test_text_that_cannot_be_a_code_says_why(typed, message):
    with pytest.raises(DealCodeError, match=message):
        read_deal_code(typed)


def test_a_code_must_be_text():
    with pytest.raises(DealCodeError, match="A deal code is text"):
        read_deal_code(42)  # type: ignore[arg-type]


def with_check(values: list[int]) -> str:
    """A code with these characters and a matching check: as a newer version might write."""
    return "".join(ALPHABET[v] for v in values + deal_code_module._check(values))


H = ALPHABET.index("H")


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ([ALPHABET.index("Z"), 7], "no game's codes start with 'Z'"),
        ([ALPHABET.index("7"), 7], "no game's codes start with '7'"),
        ([H, 7, 0], "a rule option has no value"),
        ([H, 7, 15, 1], "Half and Half has no rule option number 15"),
        ([H, 7, 0, 9], "joker has no value number 9"),
        ([H, 7, 3, 0x10 | 6, 3], "games='100' is not allowed|games=100 is not allowed"),
        ([H, 7 | 0x10], "it is cut short"),
        ([H, 0x10, 7], "not written the way cardwidgets writes deal codes"),  # a leading zero
        ([H, 7, 0, 0], "not written the way cardwidgets writes deal codes"),  # a default
        ([H, 7, 3, 1, 0, 1], "not written the way cardwidgets writes deal codes"),  # order
    ],
)
def test_a_checked_code_this_version_cannot_read_says_why(values, message):
    with pytest.raises(DealCodeError, match=message):
        read_deal_code(with_check(values))


# ---------------------------------------------------------------------- a game or a code
def test_a_game_name_stays_a_name_and_a_code_becomes_its_deal():
    assert game_or_deal("Half and Half") == "Half and Half"
    assert game_or_deal("h70z") == Deal(make("half_and_half"), 7)


def test_a_near_miss_of_a_game_name_is_told_the_game():
    with pytest.raises(UnknownGameError, match="Did you mean 'half_and_half'"):
        game_or_deal("half_and_halve")


def test_text_with_digits_is_told_what_is_wrong_with_it_as_a_code():
    with pytest.raises(DealCodeError, match=f"^'H71Z' is not a valid deal code.*{MISTYPED}"):
        game_or_deal("H71Z")


def test_a_word_that_is_neither_a_game_nor_a_code_is_told_both():
    with pytest.raises(DealCodeError, match=r"no game called 'zebra'.*Nor is it a deal code"):
        game_or_deal("zebra")
    with pytest.raises(UnknownGameError, match="no game called 'poker!'"):
        game_or_deal("poker!")


# ---------------------------------------------------------------------- play() takes a code
def test_play_opens_the_deal_a_code_names():
    code = deal_code("half_and_half", seed=42, joker="skip_next_turn")
    dealt = make("half_and_half", joker="skip_next_turn").new_state(42)
    dealt.advance_chance()  # a table opens at the first decision
    for table in (cardwidgets.play(code), cardwidgets.play(code=code.lower(), mode="all")):
        assert table.state == dealt
        assert table.code == code


def test_play_with_a_code_refuses_a_seed_variant_or_rules_of_its_own():
    code = deal_code("half_and_half", seed=42)
    for extra in ({"seed": 3}, {"variant": "match_of_three"}, {"games": 3}):
        with pytest.raises(cardwidgets.CardwidgetsError, match="A deal code fixes the game"):
            cardwidgets.play(code, **extra)


def test_play_wants_a_game_or_a_code_but_not_both():
    with pytest.raises(cardwidgets.CardwidgetsError, match="or give a deal code, not both"):
        cardwidgets.play("half_and_half", code="H70Z")
    with pytest.raises(cardwidgets.CardwidgetsError, match="or give a deal code, not both"):
        cardwidgets.play()


def test_play_explains_a_mistyped_code():
    with pytest.raises(DealCodeError, match=MISTYPED):
        cardwidgets.play("H71Z")
