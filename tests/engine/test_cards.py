import copy
import pickle

import pytest

from cardwidgets.engine.cards import (
    BIG_JOKER,
    ROOK,
    SMALL_JOKER,
    Card,
    cards,
    rook_deck,
    several,
    standard_deck,
)
from cardwidgets.engine.errors import CardError


def test_standard_deck_has_52_distinct_cards_and_two_jokers_on_request():
    deck = standard_deck()
    assert len(deck) == len(set(deck)) == 52
    assert standard_deck(jokers=True)[-2:] == (SMALL_JOKER, BIG_JOKER)


def test_tennessee_rook_deck_is_four_colours_from_4_to_14_plus_the_rook():
    deck = rook_deck()
    assert len(deck) == 45
    assert ROOK in deck
    assert {c.suit for c in deck if not c.is_rook} == {"R", "Y", "G", "B"}
    assert {c.rank for c in deck if not c.is_rook} == set(range(4, 15))
    assert len(rook_deck(lowest=1)) == 57


def test_several_decks_repeat_cards():
    two = several(standard_deck(jokers=True), 2)
    assert len(two) == 108
    assert two.count(Card(12, "H")) == 2


@pytest.mark.parametrize("card", [*standard_deck(jokers=True), *rook_deck(lowest=1)])
def test_every_card_prints_and_parses_back(card):
    assert Card.parse(str(card)) is card
    assert card.name
    assert card.short


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("qh", "QH"),
        ("TS", "10S"),
        ("10s", "10S"),
        ("Q♥", "QH"),
        ("rook", "ROOK"),
        ("r9", "R9"),
        ("sj", "SJ"),
        ("B14", "B14"),
        ("  ac ", "AC"),
    ],
)
def test_parsing_forgives_case_symbols_and_t_for_ten(text, code):
    assert Card.parse(text).code == code


def test_cards_are_interned_values():
    queen = Card(12, "H")
    assert queen is Card.parse("QH")
    assert copy.deepcopy(queen) is queen
    assert pickle.loads(pickle.dumps(queen)) is queen
    assert hash(queen) == hash(Card.parse("QH"))
    with pytest.raises(AttributeError):
        queen.rank = 3


def test_short_labels_are_made_once_and_cannot_be_changed():
    assert [c.short for c in cards("10S QH R9 SJ BJ ROOK")] == [
        "10♠",
        "Q♥",
        "R9",
        "small joker",
        "big joker",
        "Rook",
    ]
    card = Card.parse("QH")
    assert card.short is Card.parse("qh").short, "stored with the card, not rebuilt"
    with pytest.raises(AttributeError):
        card.short = "Q of H"


def test_cards_read_aloud_for_screen_readers():
    assert Card.parse("QH").name == "Queen of hearts"
    assert Card.parse("10S").short == "10♠"
    assert Card.parse("R9").name == "Red 9"
    assert ROOK.name == "the Rook"
    assert BIG_JOKER.name == "Big joker"


def test_card_colours_follow_the_printed_ink():
    assert Card.parse("QH").colour == "red"
    assert Card.parse("QS").colour == "black"
    assert Card.parse("Y7").colour == "yellow"


@pytest.mark.parametrize("text", ["", "XX", "1H", "15H", "R15", "Z9", "QHH", "joker"])
def test_bad_card_text_says_how_cards_are_written(text):
    with pytest.raises(CardError, match="Write rank then suit"):
        Card.parse(text)


def test_a_rank_and_suit_that_make_no_card_is_refused():
    with pytest.raises(CardError, match="no card with rank 1"):
        Card(1, "H")


def test_cards_helper_reads_a_list():
    assert cards("QH, 10S rook") == (Card(12, "H"), Card(10, "S"), ROOK)


def test_cards_sort_by_suit_then_rank():
    assert [c.code for c in sorted(cards("AS 2H 3S ROOK R4"))] == ["3S", "AS", "2H", "R4", "ROOK"]
