"""Take Two's rules (RULES.md §4): its deck, card values and moves, and its options."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card, standard_deck
from cardwidgets.engine.rules import Rules, option
from cardwidgets.i18n import N_, Message, _, lazy_p, ngettext, pgettext

DECK: Final = standard_deck()
#: The parts of a hand, in the order they come (the observation's ``phase``).
PHASES: Final = ("lot", "deal", "split", "pick", "bet", "discard", "take", "raid", "over")
_DECK_SET: Final = frozenset(DECK)
#: A card's worth in a twosome: Ace 1, 2-10 face value, Jack 11, Queen 12, King 13.
VALUE: Final = {card: 1 if card.rank == 14 else card.rank for card in DECK}
HAND_SIZE: Final = 4
#: Cards one player uses in a hand: 4 dealt, 1 replacement, 1 victim's replacement on average.
CARDS_PER_PLAYER: Final = 6

LOW: Final = 0
HIGH: Final = 1
CIRCLE_WORDS: Final = ("low", "high")
CIRCLE_NAMES: Final = ("Low", "High")

CHECK: Final = Action("check")
CALL: Final = Action("call")
FOLD: Final = Action("fold")


def value(cards: Iterable[Card]) -> int:
    """A twosome's score: the sum of its cards (Ace 1 … King 13)."""
    return sum(map(VALUE.__getitem__, cards))


def twosome_text(cards: Sequence[Card]) -> Message:
    """``3♥ 5♦ (8)``: the cards and their sum, for logs (the cards in the reader's letters)."""
    return Message("{cards} ({value})", {"cards": tuple(cards), "value": value(cards)})


def circle_place_words(circle: int) -> Message:
    """:func:`circle_place` for a log line: rendered when read, in the reader's language."""
    if circle == LOW:
        return lazy_p("on which circle", "Low")
    return lazy_p("on which circle", "High")


def circle_place(circle: int) -> str:
    """ "Low" as in "a bet is pending on Low": where betting happens, in the reader's words."""
    if circle == LOW:
        # Translators: the place of a bet, as in "a bet is pending on Low" (the Low circle).
        return pgettext("on which circle", "Low")
    # Translators: the place of a bet, as in "a bet is pending on High" (the High circle).
    return pgettext("on which circle", "High")


#: Twosomes and hands are kept in order of value (then suit), so they read naturally.
_by_value: Final = {card: (VALUE[card], card.index) for card in DECK}.__getitem__


#: The per-card and per-target actions, made once: listing legal moves is then just lookups.
_PUT_LOW: Final = {card: Action("low", (card,)) for card in DECK}
_DISCARD: Final = {card: Action("discard", (card,)) for card in DECK}
_TAKE: Final = {
    (seat, circle): Action("take", (seat, CIRCLE_WORDS[circle]))
    for seat in range(8)
    for circle in (LOW, HIGH)
}
#: ``take 2 low`` → (2, LOW): the seat and twosome a take action names.
TARGET_OF: Final = {action: target for target, action in _TAKE.items()}


@dataclass(frozen=True)
class TakeTwoRules(Rules):
    """Take Two: 2 to 8 players bet on a Low and a High twosome (RULES.md §4).

    Each hand every player antes to a Low and a High bet circle, is dealt four cards, splits them
    into a Low twosome and a High twosome (Ace 1 … King 13; a twosome scores the sum), swaps one
    card with the deck, and bets on each twosome like poker. Then each player discards one card and
    takes one blind from another player's twosome, which freezes the receiving twosome; a second
    round of betting follows and the showdown pays the lowest Low and the highest High.

    Choices this implementation makes where RULES.md is silent (for the rules tutorial to quote):

    * **Chips**: the ante of 5 a circle is an option too (``ante``), and ``starting_chips`` must pay
      both antes at least once. The first dealer is drawn by lot, a recorded chance event; each
      hand's shuffle is another, listing the whole deck in the order it is dealt.
    * **Between hands**, in this order: the deal moves left to the next player still in the game; if
      the move reaches or passes the first dealer's seat (even after that player is out), the ante
      doubles (``ante_doubling``); every player who cannot pay both antes at the new level is out
      and their chips go to the High Pot; if that leaves the new dealer out, the deal moves on left
      (and doubles the ante if it now reaches the first dealer's seat: one walk round the table
      crosses that seat at most once). The antes are paid as the cards are dealt.
    * **Game end**: with fewer than two players able to pay, a lone survivor takes both Pots (and so
      holds every chip); if nobody can pay, the largest stacks are compared *before* anyone goes
      out: the largest wins and takes the Pots, equal largest stacks share the win and the Pots (odd
      chips stay in the Pots). ``max_hands``: the largest stack wins, equal stacks share.
    * **Returns**: a sole winner scores +1; k players sharing the win score 1/k each; the others -1;
      if every player shares (all stacks equal) the game is a draw and everyone scores 0.
    * **The split** is two clicks: a player picks the two cards of their Low twosome one at a time
      (``low 3H``, ``low 5D``); the other two make the High twosome. Players split in turn from the
      dealer's left, but nobody sees another's split, so the order tells nothing.
    * **Betting** actions say how many chips go in *above* the circle's level: ``bet 5`` when no bet
      is pending, ``raise 5`` (call, then 5 more) when facing one; ``check``, ``call`` and ``fold``
      as in poker. Every amount from 1 to the cap is a legal action, so a random bot picks a size
      uniformly; a widget offers a few sizes.
    * **The cap** is the same for every player in a circle: the smallest "chips in this circle plus
      stack" among the live twosomes there, the bettor's own included (nobody bets chips they do not
      have). So every live player can always call and no side pots are ever needed. Within one
      circle's round a player's circle plus stack never changes (a call moves chips from the stack
      into the circle), so the cap only grows, when someone folds.
    * **A live twosome** belongs to a player still in the game who has not folded it. A player with
      no chips behind (all-in) keeps both twosomes live and can win; such a player, like any player
      who is level when the cap allows no bet, has nothing to decide and is passed over. A player is
      asked to act only if they face a bet, or have not acted since the last bet or raise and a bet
      is still possible.
    * **The last live twosome winning without a showdown**: a circle with one live twosome takes no
      more betting. When both circles are down to one live twosome each, the hand ends at once (no
      taking, no second round): the survivors take their circles and Pots and nobody's cards are
      turned up. If only one circle is decided, the hand plays on and that twosome wins its circle
      at the showdown.
    * **Taking**: every player still in the game takes, even one who has folded both twosomes, and
      may discard from either twosome, folded or not. There is always a twosome to take from: when
      the k-th player takes, the k - 1 earlier takers have frozen one twosome each, so at least n -
      1 of the other players' 2(n - 1) twosomes are unfrozen. Which of the target's two cards comes
      away is chance with odds 1/2 each (the owner mixes them).
    * **The deck never runs out**: a hand uses exactly 6 cards per player (4 dealt, 1 replacement,
      and one victim's replacement per take), at most 48 of the 52 with 8 players.
    * **Ties** (``tie="to_pot"``): the tied players take back their own circle's chips; every other
      chip of that circle goes to that Pot and the Pot carries over. ``tie="split"``: the tied
      players share the other chips and the Pot; odd chips stay in the Pot.
    * **What each seat sees**: its own cards, every face-up taken card, which twosome each player
      swapped into or discarded from, all chips; never another's face-down card or which of a
      victim's two cards is new. At a showdown every twosome is turned up; an uncontested hand shows
      nothing. Cards stay where they lay until the next deal.
    """

    players: int = option(4, N_("Players at the table."), minimum=2, maximum=8)
    starting_chips: int = option(
        100,
        N_("Chips each player starts with; the Pots start empty."),
        minimum=2,
        maximum=1_000_000,
    )
    ante: int = option(
        5,
        N_("Chips each player antes to each circle, before any doubling."),
        minimum=1,
        maximum=500_000,
    )
    ante_doubling: Literal["every_orbit", "once", "never"] = option(
        "every_orbit",
        N_(
            "The ante doubles each time the deal reaches or passes the first dealer's seat; 'once' "
            "only the first time; 'never' keeps it fixed."
        ),
    )
    tie: Literal["to_pot", "split"] = option(
        "to_pot",
        N_(
            "A tie for best: tied players take back their own circle and the other chips go to the "
            "Pot ('to_pot'), or the tied players share them and the Pot, odd chips staying "
            "('split')."
        ),
    )
    max_hands: int | None = option(
        None,
        N_(
            "End after this many hands: the largest stack wins (equal stacks share), Pots "
            "unawarded."
        ),
        minimum=1,
        maximum=1000,
    )

    words = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "players": N_("players"),
        "starting_chips": N_("starting chips"),
        "ante": N_("ante"),
        "ante_doubling": N_("ante doubling"),
        "every_orbit": N_("every orbit"),
        "once": N_("once"),
        "never": N_("never"),
        "tie": N_("tie"),
        "to_pot": N_("to pot"),
        "split": N_("split"),
        "max_hands": N_("max hands"),
    }
    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "heads_up": {"players": 2},
        "full_table": {"players": 8},
        "ante_doubles_once": {"ante_doubling": "once"},
        "fixed_ante": {"ante_doubling": "never"},
        "split_ties": {"tie": "split"},
        "short_stacks": {"starting_chips": 30},
        "ten_hands": {"max_hands": 10},
    }

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words of the summary."""
        text = _("a player who cannot pay both antes is out, and the last one with chips wins")
        if self.max_hands:
            text += ngettext(
                ", or after {n} hand the largest stack wins",
                ", or after {n} hands the largest stack wins",
                self.max_hands,
            ).format(n=self.max_hands)
        return text

    def conflict(self) -> str | None:
        if self.starting_chips < 2 * self.ante:
            return _(
                "TakeTwoRules: starting_chips={chips} cannot pay both antes of {ante}; give at "
                "least {least} chips or a smaller ante."
            ).format(chips=self.starting_chips, ante=self.ante, least=2 * self.ante)
        return None
