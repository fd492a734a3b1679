"""Deals: a new deal from a drawn seed, a seed typed at the table or a teacher's deal code (which
may move the table to another game or other rules), played to its first decision, and whether
the page may see or choose the deal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardwidgets.engine.deal_codes import deal_code, read_deal_code
from cardwidgets.engine.errors import DealCodeError, RulesError, quoted
from cardwidgets.engine.game import CHANCE, MAX_SEED_DIGITS, Game
from cardwidgets.engine.registry import make
from cardwidgets.i18n import _
from cardwidgets.widgets.session.base import TableError
from cardwidgets.widgets.session.requests import _seed
from cardwidgets.widgets.session.timeline import Timeline


class Deals(Timeline):
    """The part of a session that deals: each new deal begins a new timeline."""

    deal_number: int
    chosen_deals: bool
    hidden_deals: bool

    @property
    def deal_kept_back(self) -> bool:
        """Whether the page is kept from this deal's seed and code now: on a table that hides
        its deals, until the game is over, unless every card is shown anyway (the teacher's
        view)."""
        return self.hidden_deals and self.mode != "all" and not self._ended

    @property
    def code(self) -> str:
        """The deal code of this game, rules and seed ("" for a game without a code letter)."""
        try:
            return deal_code(self.game, self.seed)
        except DealCodeError:
            return ""

    def new_deal(self, seed: int | None = None) -> None:
        """A new game of the same rules; without a seed one is drawn (and shown)."""
        self._start(seed)

    def deal_seed(self, seed: int) -> None:
        """A seed typed at the table deals the current game's default rules, so "everyone type
        seed 7" deals the same game on every screen (a variant travels as a deal code)."""
        self._deal_game(make(self.game.name), seed)

    def deal_from_code(self, code: str) -> None:
        """Deal what a deal code names: its game, rules and seed. The seats keep their names
        and bots when the game and the number of seats stay the same."""
        try:
            deal = read_deal_code(code)
        except DealCodeError as error:
            raise TableError(_neither_seed_nor_code(code, error)) from None
        self._deal_game(deal.game, deal.seed)

    def _deal_game(self, game: Game[Any, Any], seed: int) -> None:
        """Deal ``game`` from ``seed``, seating players for it first if it is another game or
        other rules; the message says only why the bots are not of the chosen strength."""
        self.message = ""
        if game != self.game:
            self._change_game(game)
        note = self.message
        self._start(seed)
        self.message = note

    def _change_game(self, game: Game[Any, Any]) -> None:
        """Seat players for another game or other rules: the seats keep their names and bots
        when the game and the number of seats stay the same."""
        same_seats = game.name == self.game.name and game.num_players == self.game.num_players
        keep_agents = same_seats and self.strength is None
        self._seat_players(
            game, self.names if same_seats else None, self.agents if keep_agents else None
        )
        self.seat = self.seat if self.seat < game.num_players else 0

    def _deal(self, request: Mapping[str, Any]) -> None:
        """A New deal request: a seed typed (the game's default rules), none (one is drawn, the
        rules stay), or a deal code as typed."""
        code = request.get("code")
        if not self.chosen_deals and (code is not None or request.get("seed") is not None):
            raise TableError(
                _(
                    "This table deals only fresh random deals: whoever made it keeps the deal to "
                    "itself, so the page cannot choose a seed or deal code. New deal with the box "
                    "empty deals a fresh one."
                )
            )
        if code is None:
            seed = _seed(request)
            if seed is None:
                self.new_deal()
            else:
                self.deal_seed(seed)
        elif not isinstance(code, str):
            raise TableError(
                _("A deal code is text such as 'HJA0-12R', not {code}.").format(code=quoted(code))
            )
        elif code.strip().isascii() and code.strip().isdigit():
            if len(code.strip()) > MAX_SEED_DIGITS:
                raise TableError(
                    _("A seed has at most {most} digits, not {digits}.").format(
                        most=MAX_SEED_DIGITS, digits=f"{len(code.strip()):,}"
                    )
                )
            self.deal_seed(int(code))
        else:
            self.deal_from_code(code)

    def _start(self, seed: int | None) -> None:
        try:
            state = self.game.new_state(seed, self.names)
        except RulesError as error:
            raise TableError(str(error)) from None
        self.state = state
        self.seed = state.seed
        self.deal_number += 1
        self._begin(state)
        self._cover_new_deal(first=self.deal_number == 0)
        self.playing = False
        self._shown()
        while self.state.current_player == CHANCE:  # straight to the first decision, logged
            self._add(self.state.sample_chance())
        self._said(
            [
                _("New deal.")
                if self.deal_kept_back
                else _("New deal, seed {seed}.").format(seed=self.seed)
            ]
        )


def _neither_seed_nor_code(text: str, error: DealCodeError) -> str:
    """Why typed text deals nothing: text with digits or dashes is taken for a mistyped code
    (what is wrong with it as one), other text is told what a seed and a code look like."""
    if any(c.isdigit() or c == "-" for c in text):
        return str(error)
    return _(
        "{text} is neither a seed nor a deal code: a seed is a whole number such as 7, and a "
        "deal code is letters and digits such as 'HJA0-12R'."
    ).format(text=quoted(text.strip()))
