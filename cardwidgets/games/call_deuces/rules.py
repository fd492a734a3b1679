"""Call Deuces' rules (RULES.md §3): the decks, the moves, which card wins a trick, a scored
hand's summary, and the options."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Final, Literal

from cardwidgets.engine import tricks
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import SPECIAL, SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card, standard_deck
from cardwidgets.engine.rules import Rules, option
from cardwidgets.i18n import N_, Message, _, lazy, ngettext
from cardwidgets.i18n.messages import suit_word

FIVE: Final = 5
DEUCE: Final = 2
KITTY_SIZE: Final = 2
#: Hands thrown in one after the other before the dealer may no longer pass when everyone else
#: has (see the rules' notes): so no game, and no run of passes, goes on for ever.
THROWN_IN_LIMIT: Final = 3
DECK_FOUR: Final = standard_deck(jokers=True)
DECK_FIVE: Final = standard_deck()


def deck_for(players: int) -> tuple[Card, ...]:
    """The deck a table of ``players`` deals: with the two jokers at four, without at five."""
    return DECK_FOUR if players == 4 else DECK_FIVE


PASS: Final = Action("pass")
#: ``trump hearts`` names hearts trump: suits as words, in the deck's order ♠ ♥ ♦ ♣.
TRUMP_ACTIONS: Final = {suit: Action("trump", (SUIT_NAMES[suit],)) for suit in SUITS}
PLAY: Final = {card: Action("play", (card,)) for card in DECK_FOUR}
BURY: Final = {card: Action("bury", (card,)) for card in DECK_FOUR}
BIDS: Final = {amount: Action("bid", (amount,)) for amount in range(1, 34)}
_SUIT_OF_WORD: Final = {SUIT_NAMES[suit]: suit for suit in SUITS}
#: Hands are kept in the deck's order (♠ ♥ ♦ ♣, then the jokers); sorting by this key is faster
#: than by ``Card.__lt__``, and every deal sorts every hand.
_DECK_ORDER: Final = attrgetter("index")


@dataclass(frozen=True)
class CallDeucesRules(Rules):
    """Call Deuces ("Вызвать двойки"): four or five players, an auction, a kitty, tricks
    (RULES.md §3).

    Four players use 52 cards and two jokers, 13 each; five players use 52 cards, 10 each; two cards
    lie face down as the kitty. From the dealer's left each player bids a number of points (15-33
    with four, ``min_bid_five_players``-30 with five) or passes for the hand; the last bidder left
    takes the kitty, buries two cards (never a five unless ``bury_fives``), names trump and leads.
    Players must follow suit if they can. A trick scores 1 and each five in it 5, so a hand is worth
    33 points (four players) or 30 (five). A failed bid costs the bid (``failed_bid``). The first to
    100 (four) or 150 (five) with the unique highest total wins.

    Choices this implementation makes where RULES.md and the seed are silent (each is in the rules
    tutorial):

    * The deal: the dealer puts the top two cards face down as the kitty, then deals the rest one at
      a time clockwise, starting with the player on their left. The seats are listed clockwise, so
      "the player on the left" is the next seat.
    * The jokers have no suit until trump is named; from then on they are the two highest trumps.
      They are trumps, so a player who is void in the trump suit itself but holds a joker must play
      it on a trump lead (the jokers "follow trump leads").
    * Before the first bid every player is in the auction; it ends when only the high bidder is left
      in, or at once on a bid of the maximum. A player who has not bid yet and sees everyone else
      pass still chooses: bid, or pass and throw the hand in.
    * A thrown-in hand is not a hand played: it does not count towards ``max_hands``.
    * After three hands thrown in one after the other, the dealer of the next may not pass when
      everyone else has: they must bid, at least the minimum. RULES.md sets no limit, but without
      one players who always pass would deal for ever (and OpenSpiel's longest game would have
      no bound).
    * The two buried cards score for nobody. They stay hidden during the hand; when the last trick
      is played they are turned face up, since anyone counting the cards played knows them by then.
    * ``failed_bid="zero"``: a failed bidder scores nothing for the hand; ``"none"`` (the seed): the
      bidder scores what they captured, as if the bid did not matter.
    * In ``partnership`` the bid binds the team: the bidder's team must capture the bid between the
      two partners. Either partner may bid, and partners may outbid each other.
    * ``deuce_partner``: whoever holds the 2 of trumps when trump is named is the bidder's secret
      partner for that hand (they know it, nobody else does, not even the bidder, until the 2 is
      played). The pair's capture decides the bid; each scores the pair's combined capture, or each
      loses the bid (``failed_bid`` applies to each). If the bidder holds the 2 or buried it, the
      bidder plays alone: a made bid scores double the capture, a failed one follows ``failed_bid``
      once (the seed's ``"none"``: the single capture). The others score their own captures (two
      against two or three, but not a team). The alliance lasts one hand: at the end of the game the
      tie rule favours the bidder alone, not their partner of the hand.
    * The tie rule: when the highest totals tie at or above the target, the bidder of the hand just
      played (or their team) wins if among them; otherwise another hand is played. After
      ``max_hands`` hands the highest total wins with the same tie rule; if the tie remains, the
      tied leaders share first place (a draw for them: return 0) and everyone else loses (-1).
    * ``minus_target_ends`` (on by default, our addition): a hand that leaves a player (or team) at
      minus the target or below ends the game as ``max_hands`` would. RULES.md has no such rule, but
      with a failed bid costing the bid, players who keep failing sink without limit and the game
      can go on for ever (random players: 11 of 40 games not over after 300 hands, 30 of 30 with
      ``deuce_partner``); Tennessee for Two's ``minus_target_loses`` answers the same problem.
    """

    players: Literal[4, 5] = option(
        4, N_("Four players (54 cards with two jokers, 13 each) or five (52 cards, 10 each).")
    )
    partnership: bool = option(
        False,
        N_(
            "Four players only: partners sit opposite and pool their points towards one team "
            "target of 100; a bid binds the bidder's team."
        ),
    )
    failed_bid: Literal["minus_bid", "zero", "none"] = option(
        "minus_bid",
        N_(
            "What a bidder who captures less than the bid scores: minus the bid, zero, or (the "
            "seed's reading) what they captured anyway."
        ),
    )
    min_bid_five_players: Literal[1, 10] = option(
        1,
        N_(
            "The lowest bid with five players: 1 as the seed says, or 10 as the game's original "
            "English publication (ignored with four players, who bid 15-33)."
        ),
    )
    bury_fives: bool = option(
        False,
        N_(
            "Let the bidder bury fives with the kitty; a buried five then scores for nobody, so "
            "the hand is worth 5 points less."
        ),
    )
    deuce_partner: bool = option(
        False,
        N_(
            "Whoever holds the 2 of trumps is the bidder's secret partner for the hand, revealed "
            "when it is played; a bidder who holds or buried it plays alone for double."
        ),
    )
    max_hands: int | None = option(
        None,
        N_(
            "End the game after this many hands played (thrown-in hands do not count) even if "
            "nobody reached the target; the highest total wins."
        ),
        minimum=1,
        maximum=1000,
    )
    minus_target_ends: bool = option(
        True,
        N_(
            "End the game after a hand that leaves a player (or team) at minus the target or "
            "below; the highest total wins. Without it, players who keep failing their bids may "
            "never finish."
        ),
    )

    #: Version 2 added ``minus_target_ends``; a game of version 1 went on below minus the target.
    rules_version = 2
    earlier_values = {"minus_target_ends": (2, False)}  # noqa: RUF012 (a ClassVar on Rules)

    words = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "players": N_("players"),
        "partnership": N_("partnership"),
        "failed_bid": N_("failed bid"),
        "minus_bid": N_("minus bid"),
        "zero": N_("zero"),
        "none": N_("no penalty"),
        "min_bid_five_players": N_("min bid five players"),
        "bury_fives": N_("bury fives"),
        "deuce_partner": N_("deuce partner"),
        "max_hands": N_("max hands"),
        "minus_target_ends": N_("minus target ends"),
    }
    variants = {  # noqa: RUF012 (a ClassVar declared on Rules)
        "five_players": {"players": 5},
        "five_players_min_bid_10": {"players": 5, "min_bid_five_players": 10},
        "five_players_deuce_partner": {"players": 5, "deuce_partner": True},
        "partnership": {"partnership": True},
        "failed_bid_zero": {"failed_bid": "zero"},
        "failed_bid_none": {"failed_bid": "none"},
        "bury_fives": {"bury_fives": True},
        "deuce_partner": {"deuce_partner": True},
        #: The seed's literal reading: any two cards may be buried and a failed bid costs nothing.
        "seed": {"failed_bid": "none", "bury_fives": True},
    }

    def conflict(self) -> str | None:
        if self.partnership and self.players != 4:
            return _(
                "partnership needs four players (two teams of two, partners opposite); "
                "with five players play without it."
            )
        if self.partnership and self.deuce_partner:
            return _(
                "partnership and deuce_partner cannot be combined: with fixed partners there is "
                "no secret partner to call. Choose one of them."
            )
        return None

    # ------------------------------------------------------------------ derived facts
    @property
    def min_bid(self) -> int:
        return 15 if self.players == 4 else self.min_bid_five_players

    @property
    def max_bid(self) -> int:
        """Every trick and every five: 13 + 20 with four players, 10 + 20 with five."""
        return 33 if self.players == 4 else 30

    @property
    def hand_size(self) -> int:
        return 13 if self.players == 4 else 10

    @property
    def target(self) -> int:
        return 100 if self.players == 4 else 150

    @property
    def end_rule(self) -> str:
        """When the game ends, in the words the summary and the felt use (RULES.md section 3)."""
        text = _("first to {target}").format(target=self.target)
        if self.minus_target_ends:
            # The no-break space keeps the total with its word: no line starts with "-100".
            ends = _(", or the game ends when a total reaches\u00a0{total}")
            text += ends.format(total=-self.target)
        if self.max_hands:
            text += ngettext(
                ", or the best after {n} hand", ", or the best after {n} hands", self.max_hands
            ).format(n=self.max_hands)
        return text

    @property
    def deck(self) -> tuple[Card, ...]:
        return deck_for(self.players)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who scores together: each seat alone, or North-South and East-West in partnership."""
        if self.partnership:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(self.players))


def card_suit(card: Card, trump: str | None) -> str:
    """The suit a card belongs to in play: a joker belongs to the trump suit."""
    return trump if card.suit == SPECIAL and trump is not None else card.suit


@cache
def ranked_deck(players: int, trump: str) -> tricks.RankedDeck:
    """The deck a table of ``players`` deals, highest rank first, with each card's suit under
    ``trump``: made once for each (keyed by the table size, cheap to hash at every move), since
    the bots and the analysis read it at most moves."""
    return tricks.RankedDeck(deck_for(players), lambda card: card_suit(card, trump))


def beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far.

    The highest trump wins, else the highest card of the suit led. Jokers rank 15 and 16, above
    the ace (14), so the ranks compare directly once the jokers count as trumps.
    """
    suit, best_suit = card_suit(card, trump), card_suit(best, trump)
    return tricks.beats_in_suits(card, suit, best, best_suit, led, trump)


def suit_label(suit: str) -> Message:
    """ "hearts ♥", in the reader's language."""
    return lazy("{suit} {symbol}", suit=suit_word(suit), symbol=SUIT_SYMBOLS[suit])


@dataclass(frozen=True, kw_only=True)
class HandResult:
    """The public summary of one scored hand."""

    deal: int
    bidder: int
    bid: int
    trump: str
    #: Points captured by each seat: 1 per trick and 5 per five.
    captured: tuple[int, ...]
    #: What each side (a seat, or a team in partnership) scored for the hand.
    points: tuple[int, ...]
    made: bool
    #: The deuce partner (``deuce_partner`` only), None when the bidder played alone or no call.
    partner: int | None
    alone: bool
