"""Half and Half's rules (RULES.md §1): the piles and the deck, the moves, how many cards a
flipped card takes, and the options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card, standard_deck
from cardwidgets.engine.rules import Rules, option
from cardwidgets.i18n import N_, _

PILE_SIZE: Final = 27
MIDDLE_SIZE: Final = 54
DECK: Final = standard_deck(jokers=True)
#: The parts of a hand, in the order they come (the observation's ``phase``).
PHASES: Final = ("lot", "deal", "toss", "choose", "play", "over")

FLIP: Final = Action("flip")
GO_FIRST: Final = Action("go_first", ("yes",))
LET_OTHER_START: Final = Action("go_first", ("no",))


@dataclass(frozen=True)
class HalfAndHalfRules(Rules):
    """La moitié et la moitié ("Half and Half"): two players, pure chance (RULES.md §1).

    Each player has a face-down pile of 27 cards from deck A; deck B (54 cards) lies in the middle.
    In turn, a player turns their top card and takes cards from the middle into their second pile: 8
    takes 8, 9 takes 9, 10/J/Q/K take 10, an Ace 1 (``ace_draw``), 2-7 nothing, and a joker loses
    the turn (``joker``). The game ends at once when the middle is empty; the fewer cards in your
    second pile, the better.

    Choices this implementation makes where the texts are silent (each is in the rules tutorial):

    * The middle deck always empties first: the two second piles always hold exactly 54 cards.
    * Deck A is dealt one card at a time, non-dealer first, each card onto the top of its pile.
    * ``first_player="choose"``: the non-dealer answers first, but the answer stays secret until
      both have answered (a sealed question), so neither can copy the other.
    * ``joker="skip_next_turn"``: each joker adds one pending skip to its owner; when the turn would
      pass to a seat with pending skips, one is used up and the turn passes on. Skips of both
      players cancel out one for one, so the game never stalls.
    * A match is ``games`` games; the first dealer is drawn by lot and the deal alternates.
    """

    joker: Literal["no_draw", "skip_next_turn"] = option(
        "no_draw",
        N_(
            "A joker takes nothing and ends the turn; with 'skip_next_turn' its owner also misses "
            "their next turn, so the opponent flips twice."
        ),
    )
    ace_draw: Literal[0, 1] = option(
        1,
        N_("Cards an Ace takes from the middle: 1 as the French text says, 0 as first published."),
    )
    first_player: Literal["random", "choose", "dealer"] = option(
        "random",
        N_(
            "Who flips first: a coin toss; 'choose' (each says secretly whether they want to, a "
            "coin decides a tie); or 'dealer'."
        ),
    )
    games: int = option(
        1, N_("Games in the match; the deal alternates between games."), minimum=1, maximum=99
    )

    words = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "joker": N_("joker"),
        "no_draw": N_("no draw"),
        "skip_next_turn": N_("skip next turn"),
        "ace_draw": N_("ace draw"),
        "first_player": N_("first player"),
        "random": N_("random"),
        "choose": N_("choose"),
        "dealer": N_("dealer"),
        "games": N_("games"),
    }
    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "original_english": {"ace_draw": 0},
        "skip_next_turn": {"joker": "skip_next_turn"},
        "choose_first": {"first_player": "choose"},
        "dealer_first": {"first_player": "dealer"},
        "match_of_three": {"games": 3},
    }

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words of the summary."""
        text = _(
            "when the middle deck is empty, the player with fewer cards in their second pile wins"
        )
        if self.games > 1:
            text += _("; a match of {games} games").format(games=self.games)
        return text


def cards_demanded(card: Card, ace_draw: int = 1) -> int:
    """How many cards a flipped card makes its player take from the middle."""
    if card.is_joker or card.rank <= 7:
        return 0
    if card.rank == 14:
        return ace_draw
    return min(card.rank, 10)
