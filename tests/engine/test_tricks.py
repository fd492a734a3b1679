"""The trick helpers every trick game shares: who showed a void by not following suit, which
cards play the same."""

from collections.abc import Callable, Sequence

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import BIG_JOKER, SPECIAL, Card, cards, standard_deck
from cardwidgets.engine.tricks import (
    RankedDeck,
    ShownVoid,
    alike_cards,
    alike_moves,
    beats,
    beats_in_suits,
    cards_of_suit,
    plays_in_order,
    shown_voids,
    trick_winner,
)


def trumps_are_spades(card: Card) -> str:
    """A suit in play where the joker belongs to trump."""
    return "S" if card.suit == SPECIAL else card.suit


def test_plays_are_in_seat_order_from_the_leader():
    assert plays_in_order(2, cards("QH 2H 5H"), 3) == (
        (2, Card.parse("QH")),
        (0, Card.parse("2H")),
        (1, Card.parse("5H")),
    )


def test_a_seat_that_does_not_follow_shows_a_void_in_the_suit_led():
    tricks = [plays_in_order(0, cards("QH 2H 5D"), 3), plays_in_order(1, cards("2C 3C 4C"), 3)]
    assert list(shown_voids(tricks, lambda card: card.suit)) == [ShownVoid(0, 2, "H")]


def test_a_card_that_belongs_to_trump_follows_a_trump_lead():
    trick = plays_in_order(0, (Card.parse("AS"), BIG_JOKER), 2)
    assert list(shown_voids([trick], trumps_are_spades)) == []


def test_an_excused_card_may_be_played_on_any_lead():
    trick = plays_in_order(0, (Card.parse("AH"), BIG_JOKER), 2)
    assert list(shown_voids([trick], lambda card: card.suit)) == [ShownVoid(0, 1, "H")]
    assert list(shown_voids([trick], lambda card: card.suit, lambda card: card == BIG_JOKER)) == []


def test_an_empty_trick_shows_nothing():
    assert list(shown_voids([()], lambda card: card.suit)) == []


def test_a_void_means_no_card_of_the_suit_in_play():
    deck = (*cards("2S 3S 4H"), BIG_JOKER)
    assert cards_of_suit(deck, "S", trumps_are_spades) == {*cards("2S 3S"), BIG_JOKER}


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led():
    trick = plays_in_order(1, cards("10H KH 2S AD"), 4)
    assert trick_winner(trick, "S", trumps_are_spades) == (3, Card.parse("2S"))
    assert trick_winner(trick, "C", trumps_are_spades) == (2, Card.parse("KH"))


def test_a_card_off_suit_and_off_trump_never_wins():
    assert not beats(Card.parse("AD"), Card.parse("2H"), "H", "S", trumps_are_spades)


def test_a_joker_is_the_highest_trump():
    assert beats(BIG_JOKER, Card.parse("AS"), "H", "S", trumps_are_spades)


def test_the_suits_given_decide_as_the_suit_function_would():
    deck = standard_deck(jokers=True)
    for card in deck[::5]:
        for best in deck[::7]:
            suits = (trumps_are_spades(card), trumps_are_spades(best))
            assert beats_in_suits(card, suits[0], best, suits[1], "H", "S") == beats(
                card, best, "H", "S", trumps_are_spades
            )


def test_the_highest_unseen_card_of_each_suit_in_play_is_found_from_the_top():
    deck = standard_deck(jokers=True)
    seen = {card.index for card in (*cards("AS KS AH"), BIG_JOKER)}
    top = RankedDeck(deck, trumps_are_spades).top_unseen(seen)
    unseen = [card for card in deck if card.index not in seen]
    expected = {
        suit: max(card.rank for card in unseen if trumps_are_spades(card) == suit)
        for suit in "SHDC"
    }
    assert top == expected
    assert top["S"] == 15  # the small joker, a spade in play, above the queen
    assert top["H"] == 13


def test_a_suit_with_every_card_seen_has_no_highest_unseen_card():
    deck = cards("2H 3H 2C")
    assert RankedDeck(deck, lambda card: card.suit).top_unseen({Card.parse("2C").index}) == {"H": 3}


def plain(card: Card) -> str:
    """Every card worth the same."""
    return "plain"


def alike(
    hand: Sequence[Card], gone: set[int], ranked: RankedDeck, worth: Callable[[Card], str] = plain
) -> list[tuple[Card, ...]]:
    return [tuple(group) for group in alike_cards(hand, gone, ranked, worth)]


def test_touching_cards_are_alike():
    hand = cards("9H 10H JH 4C")
    assert alike(hand, set(), RankedDeck(standard_deck(), lambda c: c.suit)) == [
        cards("9H 10H JH"),
        cards("4C"),
    ]


def test_a_card_another_seat_may_hold_between_two_cards_tells_them_apart():
    hand = cards("9H JH")
    ranked = RankedDeck(standard_deck(), lambda c: c.suit)
    assert alike(hand, set(), ranked) == [cards("9H"), cards("JH")]
    gone = {Card.parse("10H").index}
    assert alike(hand, gone, ranked) == [cards("9H JH")]


def test_cards_of_different_worth_are_never_alike():
    hand = cards("4D 5D 6D")
    ranked = RankedDeck(standard_deck(), lambda c: c.suit)
    groups = alike(hand, set(), ranked, lambda c: "five" if c.rank == 5 else "plain")
    assert groups == [cards("4D 6D"), cards("5D")]


def test_alike_moves_are_led_by_the_first_legal_one_and_other_moves_stand_alone():
    pass_, *plays = (Action("pass"), *(Action("play", (card,)) for card in cards("QS JS KS")))
    legal = [plays[1], pass_, plays[0], plays[2]]
    ranked = RankedDeck(standard_deck(), lambda c: c.suit)
    groups = alike_moves(legal, cards("QS JS KS"), set(), ranked, plain)
    assert groups == [[plays[1], plays[0], plays[2]], [pass_]]
