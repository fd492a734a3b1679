"""Cards, suits and numbers as each language writes them, as catalogue entries like any other, so
the one catalogue holds every word; the letters and number forms of each language:
:doc:`/docs/design/languages`."""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from typing import Any, Final, Protocol

from cardwidgets.i18n.language import (
    NP_,
    get_language,
    pgettext,
    translations,
    using_language,
)

#: Rank letters for the cards above 10 (the stored English codes).
RANK_LETTERS: Final = {11: "J", 12: "Q", 13: "K", 14: "A"}
#: The decimal sign and the thousands separator of each language.
DECIMAL_SIGN: Final = {"en": ".", "fr": ",", "ru": ","}
#: A narrow no-break space between thousands (French and Russian typography).
THOUSANDS_SEPARATOR: Final = {"en": ",", "fr": "\u202f", "ru": "\u202f"}
#: What stands between a number and its % sign: French and Russian put a no-break space.
PERCENT_SPACE: Final = {"en": "", "fr": "\u00a0", "ru": "\u00a0"}

_SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: French drops the vowel of "de" and "que" before a seat named with a vowel: "d'Est",
#: "qu'Ouest" (the catalogue's templates write "de {name}", the name coming later).
_FRENCH_ELISION: Final = re.compile(r"\b([dD]|[qQ]u)e (Est|Ouest)\b")


class CardLike(Protocol):
    """A card as the engine makes it (:class:`cardwidgets.engine.cards.Card`)."""

    rank: int
    suit: str
    short: str


def _rank_letters() -> dict[int, str]:
    return {
        11: pgettext("card rank", "J"),
        12: pgettext("card rank", "Q"),
        13: pgettext("card rank", "K"),
        14: pgettext("card rank", "A"),
    }


def rank_letter(rank: int) -> str:
    """The rank as a face shows it in the current language: 2 to 10 as numbers, then "J Q K A"
    ("V D R A" in French, "валет, дама, король, туз" by their initials in Russian)."""
    return _rank_letters().get(rank, str(rank))


def colour_letter(colour: str) -> str:
    """A Rook-deck colour's letter in the current language, as a card's corner shows it."""
    return _colour_letters()[colour]


def _colour_letters() -> dict[str, str]:
    """A Rook-deck colour's letter on a card ("R9" is Red 9)."""
    return {
        "R": pgettext("Rook colour letter", "R"),
        "Y": pgettext("Rook colour letter", "Y"),
        "G": pgettext("Rook colour letter", "G"),
        "B": pgettext("Rook colour letter", "B"),
    }


def _seat_names() -> dict[str, str]:
    """The default seat names (:mod:`cardwidgets.engine.seats`), compass points."""
    return {
        "North": pgettext("seat", "North"),
        "North-east": pgettext("seat", "North-east"),
        "East": pgettext("seat", "East"),
        "South-east": pgettext("seat", "South-east"),
        "South": pgettext("seat", "South"),
        "South-west": pgettext("seat", "South-west"),
        "West": pgettext("seat", "West"),
        "North-west": pgettext("seat", "North-west"),
    }


@cache
def _seat_names_in(language: str) -> dict[str, str]:
    with using_language(language):
        return _seat_names()


def seat_name(name: str, language: str | None = None) -> str:
    """A default seat name ("North") as ``language`` names it; any other name as it is."""
    language = language or get_language()
    if language == "en":
        return name
    return _seat_names_in(language).get(name, name)


def elided(text: str, language: str | None = None) -> str:
    """``text`` with French elision before a seat name ("de Est" reads "d'Est")."""
    if (language or get_language()) != "fr":
        return text
    return _FRENCH_ELISION.sub(r"\1'\2", text)


def elided_all(value: Any, language: str | None = None) -> Any:
    """Every text in ``value`` (a page's part: dicts, lists, texts) :func:`elided`."""
    language = language or get_language()
    if language != "fr":
        return value
    if isinstance(value, str):
        return elided(value, language)
    if isinstance(value, dict):
        return {key: elided_all(item, language) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(elided_all(item, language) for item in value)
    return value


#: Each word form of a suit or a Rook-deck colour, by its letter, as (context, English): the
#: context tells translators which form (Russian declines "нет червей", French agrees "carte
#: verte"). Read now by the functions below, later by :mod:`cardwidgets.i18n.messages`.
SUIT_NAMES: Final = {
    "S": NP_("suit", "spades"),
    "H": NP_("suit", "hearts"),
    "D": NP_("suit", "diamonds"),
    "C": NP_("suit", "clubs"),
}
SUIT_GENITIVES: Final = {
    "S": NP_("suit, as in 'no spades'", "spades"),
    "H": NP_("suit, as in 'no hearts'", "hearts"),
    "D": NP_("suit, as in 'no diamonds'", "diamonds"),
    "C": NP_("suit, as in 'no clubs'", "clubs"),
}
COLOUR_NAMES: Final = {
    "R": NP_("Rook colour", "Red"),
    "Y": NP_("Rook colour", "Yellow"),
    "G": NP_("Rook colour", "Green"),
    "B": NP_("Rook colour", "Black"),
}
COLOUR_ADJECTIVES: Final = {
    "R": NP_("Rook colour, as in 'a Green card'", "Red"),
    "Y": NP_("Rook colour, as in 'a Green card'", "Yellow"),
    "G": NP_("Rook colour, as in 'a Green card'", "Green"),
    "B": NP_("Rook colour, as in 'a Green card'", "Black"),
}
COLOUR_GENITIVES: Final = {
    "R": NP_("Rook colour, as in 'no Red'", "Red"),
    "Y": NP_("Rook colour, as in 'no Yellow'", "Yellow"),
    "G": NP_("Rook colour, as in 'no Green'", "Green"),
    "B": NP_("Rook colour, as in 'no Black'", "Black"),
}


def suit_name(suit: str) -> str:
    """The suit's name in the current language, as a trump is announced ("hearts")."""
    return pgettext(*SUIT_NAMES[suit])


def suit_genitive(suit: str) -> str:
    """The suit's name as in "you have no hearts" (Russian declines it: "нет червей")."""
    return pgettext(*SUIT_GENITIVES[suit])


def colour_name(colour: str) -> str:
    """A Rook-deck colour's name in the current language ("Red")."""
    return pgettext(*COLOUR_NAMES[colour])


def colour_adjective(colour: str) -> str:
    """A Rook-deck colour as in "the highest Green card" (French and Russian agree it with
    the card: "carte verte", "зелёная карта")."""
    return pgettext(*COLOUR_ADJECTIVES[colour])


def colour_genitive(colour: str) -> str:
    """A Rook-deck colour's name as in "you have no Red" (Russian declines it: "нет красных")."""
    return pgettext(*COLOUR_GENITIVES[colour])


def card_name(rank: int, suit: str) -> str:
    """Full words for screen readers: "Queen of hearts", "Dame de cœur", "дама червей"."""
    if suit in _SUIT_SYMBOLS:
        ranks = {
            11: pgettext("card name", "Jack"),
            12: pgettext("card name", "Queen"),
            13: pgettext("card name", "King"),
            14: pgettext("card name", "Ace"),
        }
        of_suit = {
            "S": pgettext("card name", "{rank} of spades"),
            "H": pgettext("card name", "{rank} of hearts"),
            "D": pgettext("card name", "{rank} of diamonds"),
            "C": pgettext("card name", "{rank} of clubs"),
        }
        return of_suit[suit].format(rank=ranks.get(rank, str(rank)))
    if suit in ("R", "Y", "G", "B"):
        return pgettext("card name", "{colour} {rank}").format(colour=colour_name(suit), rank=rank)
    return {
        15: pgettext("card name", "Small joker"),
        16: pgettext("card name", "Big joker"),
    }.get(rank, pgettext("card name", "the Rook"))


@cache
def _letters(language: str) -> tuple[dict[int, str], dict[str, str], dict[int, str]]:
    """The rank letters, Rook colour letters and special cards' labels of ``language``."""
    with using_language(language):
        specials = {
            15: pgettext("card label", "small joker"),
            16: pgettext("card label", "big joker"),
            20: pgettext("card label", "Rook"),
        }
        return _rank_letters(), _colour_letters(), specials


def card_label(card: CardLike, language: str | None = None) -> str:
    """The card's short label in ``language`` (the current one by default): "D♥" for Q♥ in
    French, "Д♥" in Russian."""
    language = language or get_language()
    if language == "en":
        return card.short
    ranks, colours, specials = _letters(language)
    if card.suit in _SUIT_SYMBOLS:
        return ranks.get(card.rank, str(card.rank)) + _SUIT_SYMBOLS[card.suit]
    if card.suit in colours:
        return f"{colours[card.suit]}{card.rank}"
    return specials.get(card.rank, card.short)


def cards_label(cards: Iterable[CardLike], language: str | None = None) -> str:
    """``4♣ 6♣ D♣``: cards in their labels, for a sentence; "nothing" for none."""
    language = language or get_language()
    shown = " ".join(card_label(card, language) for card in cards)
    return shown or translations(language).gettext("nothing")


def written_number(
    value: float | int | Fraction,
    places: int | None = None,
    *,
    percent: bool = False,
    grouped: bool = True,
    language: str | None = None,
) -> str:
    """``value`` as ``language`` writes it: "1,234.5" / "1 234,5"; with ``percent``, ``value``
    times 100 and the sign ("42.5%" / "42,5 %"). ``places`` fixes the decimals (default: as
    few as show the value, at most 4)."""
    language = language or get_language()
    number = float(value) * (100 if percent else 1)
    grouping = "," if grouped else ""
    if places is None:
        shown = f"{number:{grouping}.4f}".rstrip("0").rstrip(".")
    else:
        shown = f"{number:{grouping}.{places}f}"
    if language != "en":
        shown = (
            shown.replace(",", "\0")
            .replace(".", DECIMAL_SIGN[language])
            .replace("\0", THOUSANDS_SEPARATOR[language])
        )
    return shown + (PERCENT_SPACE[language] + "%" if percent else "")
