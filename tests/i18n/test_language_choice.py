"""Chosen simply: a table's own language, the notebook's (set_language), or the kernel's locale;
a table in French and another in English, side by side, each keep their own."""

from __future__ import annotations

import pytest

import cardwidgets
from cardwidgets.engine.errors import CardwidgetsError
from cardwidgets.i18n import (
    get_language,
    lazy,
    locale_language,
    set_language,
    using_language,
)
from cardwidgets.i18n.words import card_label, card_name


@pytest.fixture(autouse=True)
def _notebook_language_restored():
    yield
    set_language(None)


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "fr_FR.UTF-8"}, "ru"),
        ({"LANGUAGE": "de:fr", "LANG": "en_GB.UTF-8"}, "fr"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
        ({"CARDWIDGETS_LANGUAGE": "ru", "LANG": "fr_FR.UTF-8"}, "ru"),
    ],
)
def test_the_default_language_comes_from_the_kernel_s_locale(environ, language):
    assert locale_language(environ) == language


def test_set_language_is_the_notebook_s_language_and_none_goes_back_to_the_locale():
    cardwidgets.set_language("fr")
    assert get_language() == "fr"
    cardwidgets.set_language("ru_RU")
    assert get_language() == "ru"
    cardwidgets.set_language(None)
    assert get_language() == locale_language()


def test_a_language_cardwidgets_has_no_words_for_is_a_clear_error():
    with pytest.raises(CardwidgetsError, match=r"speaks en, fr, ru .* not 'de'"):
        set_language("de")
    assert get_language() == locale_language()


def test_a_table_s_own_language_wins_inside_its_block_only():
    cardwidgets.set_language("fr")
    with using_language("ru"):
        assert get_language() == "ru"
    assert get_language() == "fr"


def test_a_log_line_is_worded_when_read_in_the_reader_s_language():
    line = lazy("{name} passes.", name="North")
    assert str(line) == "North passes."
    with using_language("fr"):
        assert str(line) == "Nord passe."
    with using_language("ru"):
        assert str(line) == "Север: «пас»."


@pytest.mark.parametrize(
    ("language", "labels"),
    [("en", "J♠ Q♥ K♦ A♣"), ("fr", "V♠ D♥ R♦ A♣"), ("ru", "В♠ Д♥ К♦ Т♣")],  # noqa: RUF001
)
def test_a_french_deck_reads_v_d_r_and_a_russian_one_its_own_letters(language, labels):
    cards = cardwidgets.cards("JS QH KD AC")
    assert " ".join(card_label(card, language) for card in cards) == labels


def test_card_names_are_said_in_the_language():
    queen = cardwidgets.Card.parse("QH")
    with using_language("fr"):
        assert card_name(queen.rank, queen.suit) == "Dame de cœur"
        assert queen.name == "Dame de cœur"
    with using_language("ru"):
        assert queen.name == "Дама червей"
    assert queen.name == "Queen of hearts"


def test_a_french_table_and_an_english_one_side_by_side_each_keep_their_language():
    french = cardwidgets.play("half_and_half", seed=7, mode="watch", language="fr")
    english = cardwidgets.play("half_and_half", seed=7, mode="watch")
    french.step(3)
    english.step(3)  # each step comes later, from its own page: each table keeps its language
    assert (french.language, english.language) == ("fr", "en")
    assert french._phase["phase"] == "on retourne les cartes"
    assert english._phase["phase"] == "turning cards"
    assert french._log["lines"][-1] == "Vous retournez un joker et perdez votre tour."
    assert english._log["lines"][-1] == "You turn a joker and lose the turn."
