"""Playing cards as small interned value objects, and the decks the four games use. Every distinct
card exists once (``Card(12, "H") is Card(12, "H")``), so equality is an identity test and random
playouts stay cheap, and a card's string form (``"QH"``, ``"10S"``, ``"R9"``, ``"ROOK"``) parses
back; the forms and why cards are interned: :doc:`/docs/design/engine`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, Final

from cardwidgets.engine.errors import CardError

#: Standard suits, in the order decks and hands are sorted.
SUITS: Final = ("S", "H", "D", "C")
#: The four colours of a Rook deck: Red, Yellow, Green, Black.
ROOK_COLOURS: Final = ("R", "Y", "G", "B")
#: The pseudo-suit of the cards that belong to no suit: the jokers and the Rook bird.
SPECIAL: Final = "*"

ACE: Final = 14
SMALL_JOKER_RANK: Final = 15
BIG_JOKER_RANK: Final = 16
ROOK_RANK: Final = 20

SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
COLOUR_NAMES: Final = {"R": "Red", "Y": "Yellow", "G": "Green", "B": "Black"}
RANK_NAMES: Final = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
_RANK_CODES: Final = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
_SPECIAL_CODES: Final = {SMALL_JOKER_RANK: "SJ", BIG_JOKER_RANK: "BJ", ROOK_RANK: "ROOK"}


class Card:
    """One playing card: a rank and a suit (a standard suit, a Rook colour, or ``"*"``).

    Ranks: 2-10, J=11, Q=12, K=13, A=14 in standard suits; 1-14 in Rook colours; jokers are
    15 (small) and 16 (big) and the Rook bird 20, all in the pseudo-suit ``"*"``. Games give
    ranks their own meaning (an Ace may take 1 card in one game and be worth 1 in another).
    """

    __slots__ = ("_hash", "code", "index", "rank", "short", "suit")
    _table: ClassVar[dict[tuple[int, str], Card]] = {}
    _by_code: ClassVar[dict[str, Card]] = {}

    rank: int
    suit: str
    code: str
    index: int
    #: A compact label for logs: ``Q♥``, ``10♠``, ``R9``, ``Rook``, ``small joker`` (stored, as
    #: logs name a card at every move).
    short: str
    _hash: int

    def __new__(cls, rank: int, suit: str) -> Card:
        try:
            return cls._table[(rank, suit)]
        except (KeyError, TypeError):
            raise CardError(
                f"There is no card with rank {rank!r} and suit {suit!r}: standard suits are "
                f"{', '.join(SUITS)} with ranks 2-14, Rook colours {', '.join(ROOK_COLOURS)} with "
                f"ranks 1-14, and '*' holds the jokers (15, 16) and the Rook (20)."
            ) from None

    @classmethod
    def _intern(cls, rank: int, suit: str, code: str) -> None:
        card = object.__new__(cls)
        for name, value in (
            ("rank", rank),
            ("suit", suit),
            ("code", code),
            ("index", len(cls._table)),
            # By index, not by the code's text: Python salts text hashes per process, so a
            # set of cards would iterate in a different order in every run.
            ("_hash", len(cls._table)),
            ("short", _short_label(rank, suit)),
        ):
            object.__setattr__(card, name, value)
        cls._table[(rank, suit)] = card
        cls._by_code[code] = card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, tuple[int, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        """Sort order: standard suits ♠♥♦♣, then Rook colours, then specials; rank within."""
        return self.index < other.index

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card('{self.code}')"

    # ------------------------------------------------------------------ kinds
    @property
    def is_joker(self) -> bool:
        return self.suit == SPECIAL and self.rank in (SMALL_JOKER_RANK, BIG_JOKER_RANK)

    @property
    def is_rook(self) -> bool:
        return self.suit == SPECIAL and self.rank == ROOK_RANK

    @property
    def is_standard(self) -> bool:
        """A card of one of the four standard suits (not a joker, not a Rook-deck card)."""
        return self.suit in SUIT_SYMBOLS

    # ------------------------------------------------------------------ words
    @property
    def name(self) -> str:
        """Full words for screen readers, in the current language: ``Queen of hearts``, ``Red
        9``, ``the Rook`` (``Dame de cœur``, ``дама червей``)."""
        from cardwidgets.i18n.words import card_name

        return card_name(self.rank, self.suit)

    @property
    def label(self) -> str:
        """The short label in the current language: ``Q♥``, ``D♥`` in French, ``Д♥`` in
        Russian (``short`` is the English one, stored)."""
        from cardwidgets.i18n.words import card_label

        return card_label(self)

    @property
    def colour(self) -> str:
        """The ink the card is printed in: red/black for standard cards, the colour name for
        Rook-deck cards; the big joker is red and the small joker black, as on most decks."""
        if self.is_standard:
            return "red" if self.suit in "HD" else "black"
        if self.suit in COLOUR_NAMES:
            return COLOUR_NAMES[self.suit].lower()
        return "red" if self.rank == BIG_JOKER_RANK else "black"

    # ------------------------------------------------------------------ parsing
    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card from text, forgiving case, ``T`` for 10 and suit symbols (``q♥``)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardError(f"A card is written as text such as 'QH', not {text!r}.")
        key = text.strip().upper()
        for letter, symbol in SUIT_SYMBOLS.items():
            key = key.replace(symbol, letter)
        if key.startswith("T") and len(key) == 2:
            key = "10" + key[1]
        card = cls._by_code.get(key)
        if card is None:
            raise CardError(
                f"{text!r} is not a card. Write rank then suit ('QH', '10S', 'AC'), a Rook colour "
                "then number ('R9', 'B14'), or one of 'SJ' (small joker), 'BJ' (big joker), "
                "'ROOK'."
            )
        return card


def _short_label(rank: int, suit: str) -> str:
    if suit in SUIT_SYMBOLS:
        return _RANK_CODES.get(rank, str(rank)) + SUIT_SYMBOLS[suit]
    if suit in COLOUR_NAMES:
        return f"{suit}{rank}"
    return {SMALL_JOKER_RANK: "small joker", BIG_JOKER_RANK: "big joker"}.get(rank, "Rook")


def _build_table() -> None:
    for suit in SUITS:
        for rank in range(2, 15):
            Card._intern(rank, suit, _RANK_CODES.get(rank, str(rank)) + suit)
    for colour in ROOK_COLOURS:
        for rank in range(1, 15):
            Card._intern(rank, colour, f"{colour}{rank}")
    for rank, code in _SPECIAL_CODES.items():
        Card._intern(rank, SPECIAL, code)


_build_table()

SMALL_JOKER: Final = Card(SMALL_JOKER_RANK, SPECIAL)
BIG_JOKER: Final = Card(BIG_JOKER_RANK, SPECIAL)
ROOK: Final = Card(ROOK_RANK, SPECIAL)


def shorts(cards: Iterable[Card]) -> str:
    """``4♣ 6♣ Q♣``: cards in their short names, for a sentence; "nothing" for none."""
    return " ".join(card.short for card in cards) or "nothing"


def standard_deck(*, jokers: bool = False) -> tuple[Card, ...]:
    """The 52 standard cards in suit-then-rank order, with the two jokers last if asked."""
    cards = tuple(Card(rank, suit) for suit in SUITS for rank in range(2, 15))
    return (*cards, SMALL_JOKER, BIG_JOKER) if jokers else cards


def rook_deck(*, lowest: int = 4) -> tuple[Card, ...]:
    """A Rook deck from ``lowest`` to 14 in each colour, plus the Rook bird.

    ``lowest=4`` is the 45-card deck without the 1s to 3s; ``lowest=1`` the full 57-card deck.
    """
    if not 1 <= lowest <= 14:
        raise CardError(f"A Rook deck starts at a number from 1 to 14, not {lowest!r}.")
    return (*tuple(Card(rank, c) for c in ROOK_COLOURS for rank in range(lowest, 15)), ROOK)


def several(deck: Iterable[Card], copies: int) -> tuple[Card, ...]:
    """Several identical decks shuffled together (cards repeat, which games must allow for)."""
    if copies < 1:
        raise CardError(f"At least one copy of a deck is needed, not {copies!r}.")
    return tuple(deck) * copies


def cards(text: str) -> tuple[Card, ...]:
    """Parse space- or comma-separated cards: ``cards("QH 10S rook")``."""
    return tuple(Card.parse(token) for token in text.replace(",", " ").split())
