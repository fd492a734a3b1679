"""A Half and Half position as the engine plays it: the piles, the flips and the skips, what
each seat knows, the end of a game and of a match, and the invariants the checker asserts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, TERMINAL, Game, LogEntry, Observation, State, Zone
from cardwidgets.engine.score_sheet import ScoreSheet, one_column_a_seat, running_totals
from cardwidgets.games.half_and_half.rules import (
    DECK,
    FLIP,
    GO_FIRST,
    LET_OTHER_START,
    MIDDLE_SIZE,
    PILE_SIZE,
    HalfAndHalfRules,
    cards_demanded,
)
from cardwidgets.i18n import Message, _, lazy, lazy_n, lazy_p
from cardwidgets.i18n.words import seat_name

_DECK_COUNT: Final = Counter(DECK)


@dataclass(frozen=True, kw_only=True)
class HalfAndHalfObservation(Observation):
    """Everything is public except the order of the piles; the teacher also sees that."""

    dealer: int | None
    starter: int | None
    to_move: int | None
    pile_sizes: tuple[int, int]
    middle_size: int
    second_sizes: tuple[int, int]
    face_up: tuple[tuple[Card, ...], tuple[Card, ...]]
    skips: tuple[int, int]
    answered: tuple[bool, bool]
    answers: tuple[bool | None, bool | None]
    flips: int
    game_number: int
    games: int
    finished: tuple[tuple[int, int], ...]
    ace_draw: int
    joker: str
    #: The teacher's view only: piles and middle from top to bottom.
    piles: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
    middle: tuple[Card, ...] | None = None

    @property
    def winners(self) -> tuple[int | None, ...]:
        """The winner of each finished game (None for a draw), by the game's own rule."""
        return tuple(HalfAndHalfState.game_winner(sizes) for sizes in self.finished)


def match_verdict(names: Sequence[str], finished: Sequence[tuple[int, int]]) -> Message:
    """Who won the match of these finished games, in words (the log's last line and the
    table's status at the end of a match: the match, not its last game)."""
    winners = [HalfAndHalfState.game_winner(sizes) for sizes in finished]
    wins = winners.count(0), winners.count(1)
    draws = winners.count(None)
    drawn = lazy_n(" ({n} drawn)", " ({n} drawn)", draws) if draws else ""
    if wins[0] == wins[1]:
        return lazy("The match is drawn, {a}-{b}.{drawn}", a=wins[0], b=wins[1], drawn=drawn)
    best = 0 if wins[0] > wins[1] else 1
    return lazy(
        "{name} wins the match {a}-{b}.{drawn}",
        name=names[best],
        a=wins[best],
        b=wins[1 - best],
        drawn=drawn,
    )


class HalfAndHalfState(State):
    game: Game[HalfAndHalfRules, Any]

    def __init__(
        self, game: Game[HalfAndHalfRules, Any], seed: int, names: tuple[str, ...]
    ) -> None:
        super().__init__(game, seed, names)
        self.phase: str = "lot"
        self.dealer: int | None = None
        self.game_number = 0
        self.box: list[Card] = list(DECK + DECK)
        self.piles: list[list[Card]] = [[], []]
        self.face_up: list[list[Card]] = [[], []]
        self.middle: list[Card] = []
        self.second: list[list[Card]] = [[], []]
        self.to_move = 0
        self.starter: int | None = None
        self.skips = [0, 0]
        self.answers: list[bool | None] = [None, None]
        self.flips = 0
        self.finished: list[tuple[int, int]] = []

    # ------------------------------------------------------------------ turn
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == "play":
            return self.to_move
        if phase == "choose":
            first = self._other(self._dealer)
            return first if self.answers[first] is None else self._dealer
        return TERMINAL if phase == "over" else CHANCE

    @property
    def _dealer(self) -> int:
        assert self.dealer is not None
        return self.dealer

    @staticmethod
    def _other(seat: int) -> int:
        return 1 - seat

    def _legal_actions(self) -> list[Action]:
        if self.phase == "play":
            return [FLIP]
        return [GO_FIRST, LET_OTHER_START]

    def _illegal_reason(self, action: Action) -> str:
        name = seat_name(self.name(self.current_player))
        if self.phase == "play":
            return _(
                "{action} is not a move now: {name} must turn the top card of their pile."
            ).format(action=action, name=name)
        return _(
            "{action} is not a move now: {name} must say whether they want to go first."
        ).format(action=action, name=name)

    @property
    def reminder(self) -> str:
        """The rule that applies now, in one line."""
        return {
            "lot": _("The first dealer is drawn by lot."),
            "deal": _("Deck A is dealt 27 to each player; deck B becomes the middle deck."),
            "choose": _(
                "Say whether you want to go first; if you both say the same, a coin decides."
            ),
            "toss": _("A coin toss decides who flips first."),
            "play": _("Turn your top card: 8-K and Aces make you take cards. Fewest cards wins."),
            "over": _("The middle deck is empty: the fewest cards in the second pile wins."),
        }[self.phase]

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "lot":
            return [(Action("first_dealer", (seat,)), 0.5) for seat in (0, 1)]
        if self.phase == "toss":
            return [(Action("first_player", (seat,)), 0.5) for seat in (0, 1)]
        return None

    def _sample_chance(self, rng: np.random.Generator) -> Action:
        if self.phase == "deal":
            order = rng.permutation(len(DECK)), rng.permutation(len(DECK))
            return Action("deal", tuple(DECK[i] for perm in order for i in perm))
        kind = "first_dealer" if self.phase == "lot" else "first_player"
        return Action(kind, (int(rng.integers(2)),))

    def _chance_problem(self, action: Action) -> str | None:
        expected = {"lot": "first_dealer", "deal": "deal", "toss": "first_player"}.get(self.phase)
        if expected is None:
            return f"No chance event is due: {self.name(self.current_player)} is to move."
        if action.kind != expected:
            return f"The next chance event is a {expected!r}, not {action.kind!r}."
        if expected == "deal":
            half = len(DECK)
            decks = action.args[:half], action.args[half:]
            if len(action.args) != 2 * half or any(Counter(d) != _DECK_COUNT for d in decks):
                return "A deal lists deck A then deck B, each all 54 cards once, top card first."
            return None
        if action.args not in ((0,), (1,)):
            return f"A {expected!r} event names seat 0 or seat 1."
        return None

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> Iterable[LogEntry]:
        kind = action.kind
        if kind == "flip":
            return self._flip()
        if kind == "go_first":
            return self._answer(action.arg == "yes")
        if kind == "deal":
            return self._deal(action.card_args())
        seat = action.int_arg()
        if kind == "first_dealer":
            self.dealer, self.phase = seat, "deal"
            return [
                self.entry(None, lazy("{name} deals first (drawn by lot).", name=self.name(seat)))
            ]
        self.phase = "play"
        self.starter = self.to_move = seat
        return [self.entry(None, lazy("A coin toss: {name} goes first.", name=self.name(seat)))]

    def _deal(self, order: tuple[Card, ...]) -> list[LogEntry]:
        dealer = self._dealer
        deck_a, deck_b = order[: len(DECK)], order[len(DECK) :]
        self.box = []
        self.piles = [[], []]
        for index, card in enumerate(deck_a):  # one at a time, non-dealer first, onto the top
            self.piles[self._other(dealer) if index % 2 == 0 else dealer].append(card)
        self.middle = list(reversed(deck_b))
        self.face_up, self.second = [[], []], [[], []]
        self.skips, self.answers, self.flips, self.starter = [0, 0], [None, None], 0, None
        games = self.game.rules.games
        match = (
            lazy("Game {number} of {games}: ", number=self.game_number + 1, games=games)
            if games > 1
            else ""
        )
        entries = [
            self.entry(
                None,
                lazy(
                    "{match}{name} shuffles both decks, deals {pile} cards to each pile and puts "
                    "{middle} in the middle.",
                    match=match,
                    name=self.name(dealer),
                    pile=PILE_SIZE,
                    middle=MIDDLE_SIZE,
                ),
            )
        ]
        mode = self.game.rules.first_player
        if mode == "random":
            self.phase = "toss"
        elif mode == "choose":
            self.phase = "choose"
        else:
            self.phase = "play"
            self.starter = self.to_move = dealer
            entries.append(
                self.entry(None, lazy("{name}, the dealer, goes first.", name=self.name(dealer)))
            )
        return entries

    def _answer(self, wants: bool) -> list[LogEntry]:
        seat = self.current_player
        self.answers[seat] = wants
        said = (
            lazy("You said yes, you want to go first.")
            if wants
            else lazy("You said no, you would rather not go first.")
        )
        entries = [self.entry(seat, lazy("{name} has answered.", name=self.name(seat)), you=said)]
        other = self._other(seat)
        if self.answers[other] is None:
            return entries
        keen = [s for s in (0, 1) if self.answers[s]]
        if len(keen) == 1:
            self.phase, self.starter, self.to_move = "play", keen[0], keen[0]
            entries.append(
                self.entry(
                    None, lazy("Only {name} wants to go first, and does.", name=self.name(keen[0]))
                )
            )
        else:
            self.phase = "toss"
            toss = (
                lazy("Both players want to go first: a coin toss decides.")
                if keen
                else lazy("Neither player wants to go first: a coin toss decides.")
            )
            entries.append(self.entry(None, toss))
        return entries

    def _flip(self) -> list[LogEntry]:
        seat, rules = self.to_move, self.game.rules
        card = self.piles[seat].pop()
        self.face_up[seat].append(card)
        self.flips += 1
        demand = cards_demanded(card, rules.ace_draw)
        taken = min(demand, len(self.middle))
        if taken:
            self.second[seat].extend(self.middle[: -taken - 1 : -1])
            del self.middle[-taken:]
        entries = [self._flip_entry(seat, card, demand, taken)]
        if card.is_joker and rules.joker == "skip_next_turn":
            self.skips[seat] += 1
        if not self.middle:
            entries.extend(self._end_game())
            return entries
        nxt = self._other(seat)
        while self.skips[nxt]:
            self.skips[nxt] -= 1
            entries.append(
                self.entry(
                    nxt,
                    lazy("{name} misses a turn (joker).", name=self.name(nxt)),
                    you=lazy("You miss a turn."),
                )
            )
            nxt = self._other(nxt)
        self.to_move = nxt
        return entries

    def _flip_entry(self, seat: int, card: Card, demand: int, taken: int) -> LogEntry:
        name = self.name(seat)
        if card.is_joker:
            if self.game.rules.joker != "no_draw":
                return self.entry(
                    seat,
                    lazy(
                        "{name} turns a joker and loses the turn, and will miss the next turn.",
                        name=name,
                    ),
                    you=lazy(
                        "You turn a joker and lose the turn, and you will miss the next turn."
                    ),
                )
            return self.entry(
                seat,
                lazy("{name} turns a joker and loses the turn.", name=name),
                you=lazy("You turn a joker and lose the turn."),
            )
        left = (
            lazy(" ({left} left in the middle)", left=len(self.middle))
            if taken and self.middle
            else ""
        )
        fields = {"name": name, "card": card, "asked": demand, "left": left}
        if taken == 0:
            return self.entry(
                seat,
                lazy("{name} turns {card} and takes nothing{left}.", **fields),
                you=lazy("You turn {card} and take nothing{left}.", **fields),
            )
        if taken < demand:
            return self.entry(
                seat,
                lazy_n(
                    "{name} turns {card} and takes the last {n} card ({asked} asked){left}.",
                    "{name} turns {card} and takes the last {n} cards ({asked} asked){left}.",
                    taken,
                    **fields,
                ),
                you=lazy_n(
                    "You turn {card} and take the last {n} card ({asked} asked){left}.",
                    "You turn {card} and take the last {n} cards ({asked} asked){left}.",
                    taken,
                    **fields,
                ),
            )
        return self.entry(
            seat,
            lazy_n(
                "{name} turns {card} and takes {n} card{left}.",
                "{name} turns {card} and takes {n} cards{left}.",
                taken,
                **fields,
            ),
            you=lazy_n(
                "You turn {card} and take {n} card{left}.",
                "You turn {card} and take {n} cards{left}.",
                taken,
                **fields,
            ),
        )

    def _end_game(self) -> list[LogEntry]:
        sizes = (len(self.second[0]), len(self.second[1]))
        self.finished.append(sizes)
        winner = self.game_winner(sizes)
        games = self.game.rules.games
        number = len(self.finished)
        if winner is None:
            verdict = lazy("A draw game {number}.", number=number) if games > 1 else lazy("A draw.")
        elif games > 1:
            verdict = lazy("{name} wins game {number}.", name=self.name(winner), number=number)
        else:
            verdict = lazy("{name} wins.", name=self.name(winner))
        entries = [
            self.entry(
                None,
                lazy(
                    "The middle deck is empty: {first} has {a} cards, {second} {b}. {verdict}",
                    first=self.name(0),
                    a=sizes[0],
                    second=self.name(1),
                    b=sizes[1],
                    verdict=verdict,
                ),
            )
        ]
        self.game_number += 1
        if self.game_number < games:
            self.phase = "deal"
            self.dealer = self._other(self._dealer)
            return entries
        self.phase = "over"
        if games > 1:
            entries.append(self.entry(None, match_verdict(self.names, self.finished)))
        return entries

    # ------------------------------------------------------------------ results
    @staticmethod
    def game_winner(sizes: tuple[int, int]) -> int | None:
        """The seat with the smaller second pile, or None for a draw."""
        if sizes[0] == sizes[1]:
            return None
        return 0 if sizes[0] < sizes[1] else 1

    @property
    def hands_completed(self) -> int:
        return len(self.finished)

    def score_sheet(self) -> ScoreSheet:
        """A row a game of the match: the cards left in each player's second pile (the fewer
        wins) and the games won so far (a drawn game is nobody's)."""
        won = [
            tuple(int(self.game_winner(sizes) == seat) for seat in (0, 1))
            for sizes in self.finished
        ]
        return ScoreSheet(
            one_column_a_seat(2),
            tuple(self.finished),
            running_totals(won, 2),
            lazy_p("a score sheet's heading", "Cards left"),
            lazy_p("a score sheet's heading", "Games won"),
        )

    @property
    def match_score(self) -> tuple[int, int, int]:
        """Games won by seat 0, won by seat 1, and drawn."""
        winners = [self.game_winner(sizes) for sizes in self.finished]
        return winners.count(0), winners.count(1), winners.count(None)

    def returns(self) -> tuple[float, ...]:
        if self.phase != "over":
            return (0.0, 0.0)
        wins = self.match_score
        return (
            (0.0, 0.0) if wins[0] == wins[1] else (1.0, -1.0) if wins[0] > wins[1] else (-1.0, 1.0)
        )

    # ------------------------------------------------------------------ knowledge
    def _observation(self, seat: int | None) -> HalfAndHalfObservation:
        both = all(a is not None for a in self.answers)
        teacher = seat is None
        return HalfAndHalfObservation(
            **self.common_observation(seat, self.phase, self.reminder),
            dealer=self.dealer,
            starter=self.starter,
            to_move=self.to_move if self.phase == "play" else None,
            pile_sizes=(len(self.piles[0]), len(self.piles[1])),
            middle_size=len(self.middle),
            second_sizes=(len(self.second[0]), len(self.second[1])),
            face_up=(tuple(self.face_up[0]), tuple(self.face_up[1])),
            skips=(self.skips[0], self.skips[1]),
            answered=(self.answers[0] is not None, self.answers[1] is not None),
            answers=(
                self.answers[0] if both or teacher or seat == 0 else None,
                self.answers[1] if both or teacher or seat == 1 else None,
            ),
            flips=self.flips,
            game_number=self.game_number,
            games=self.game.rules.games,
            finished=tuple(self.finished),
            ace_draw=self.game.rules.ace_draw,
            joker=self.game.rules.joker,
            piles=(tuple(reversed(self.piles[0])), tuple(reversed(self.piles[1])))
            if teacher
            else None,
            middle=tuple(reversed(self.middle)) if teacher else None,
        )

    def zones(self) -> list[Zone]:
        zones = [Zone("box", self.box), Zone("middle deck", self.middle)]
        for seat, name in enumerate(self.names):
            zones += [
                Zone(f"{name}'s pile", self.piles[seat]),
                Zone(f"{name}'s face-up cards", self.face_up[seat], public=True),
                Zone(f"{name}'s second pile", self.second[seat]),
            ]
        return zones

    def check_invariants(self) -> None:
        if self.box:
            return
        taken = len(self.second[0]) + len(self.second[1])
        assert taken + len(self.middle) == MIDDLE_SIZE, "second piles + middle != 54"
        for seat in (0, 1):
            assert len(self.piles[seat]) + len(self.face_up[seat]) == PILE_SIZE
        assert len(self.face_up[0]) + len(self.face_up[1]) == self.flips
        if self.phase in ("over", "deal"):
            assert not self.middle, "a game ended before the middle deck was empty"
