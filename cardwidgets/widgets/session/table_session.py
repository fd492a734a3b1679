"""The table session itself: its parts put together (seats, timeline, deals, page), the
settings that never move the game, and the one door the page's requests come in by, which
refuses a stale request before it changes anything."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from cardwidgets.engine.errors import quoted
from cardwidgets.engine.game import Game
from cardwidgets.engine.play import Agent
from cardwidgets.i18n import _
from cardwidgets.render.table import NARROWEST, WIDTH
from cardwidgets.widgets.session.base import TableError
from cardwidgets.widgets.session.page import PageBuilder
from cardwidgets.widgets.session.requests import (
    _MOVING,
    _SETTINGS,
    HAND_ORDERS,
    _boolean,
    _hand_order,
    _integer,
    _mode,
    _Request,
    _request,
)
from cardwidgets.widgets.session.seats import SeatMode

#: Autoplay delays the front end may ask for, in milliseconds.
SPEED_RANGE: Final = (50, 5000)


class TableSession(PageBuilder):
    """One table: a game, its timeline, the seat mode, the bots, and the frame to show.

    Each method is documented with the part that defines it: :class:`Seats`,
    :class:`Timeline`, :class:`Deals` and :class:`PageBuilder`.
    """

    def __init__(
        self,
        game: Game[Any, Any],
        seed: int | None = None,
        *,
        mode: SeatMode = "play",
        seat: int = 0,
        names: Sequence[str] | None = None,
        agents: Sequence[Agent] | None = None,
        speed: int = 700,
        strength: tuple[str, int] | None = None,
        locked: bool = False,
        chosen_deals: bool | None = None,
        hidden_deals: bool | None = None,
        forced_moves: bool = False,
    ) -> None:
        #: Whether the table's maker locked the seats: the page's seat menu is refused.
        self.locked = locked
        #: Whether the page may deal a seed or code it chooses (by default, unless locked): a
        #: class's table keeps the deal to itself, so nobody deals the same cards elsewhere.
        self.chosen_deals = not locked if chosen_deals is None else chosen_deals
        #: Whether a person playing a deal is kept from its seed and code until the game is over
        #: (by default, where the page may not choose deals): the seed seen early would deal the
        #: same cards in another table, every hidden card shown.
        self.hidden_deals = not self.chosen_deals if hidden_deals is None else hidden_deals
        #: The bots' strength and budget when they were chosen by strength (None: the agents
        #: were given), so a deal code for another game seats bots of the same strength.
        self.strength = strength
        self.learning = {}
        self.forced_moves = forced_moves
        #: How the viewer's hand is shown: as the game lays it out, by suit or by rank.
        self.hand_order = "game"
        self.message = ""
        self._seat_players(game, names, agents)
        self._check_mode(mode, seat)
        self.mode = mode
        self.seat = seat
        self.speed = self._check_speed(speed)
        #: The width the table is laid out at: the page's, once it said (see :meth:`set_width`).
        self.width = WIDTH
        self.playing = False
        self.deal_number = -1
        self._log_sent = None
        self._question = None
        self._log_before = None
        self._start(seed)

    # ------------------------------------------------------------------ messages
    def handle(self, message: object) -> None:
        """Carry out one request from the front end, or explain in ``message`` why not."""
        try:
            self._handle(_request(message))
        except TableError as error:
            self.message = str(error)

    def _handle(self, request: _Request) -> None:
        kind, body = request.kind, request.body
        if kind == "tick":
            if request.deal == self.deal_number and request.step == self.at:
                self.tick()
            return
        if kind == "width":
            self.set_width(_integer(body, "px"))
            return
        if kind in _SETTINGS and (
            request.deal != self.deal_number or not 0 <= request.step <= len(self._timeline)
        ):
            raise TableError(
                _(
                    "That setting named deal {deal}, step {step}; this is deal {this}, steps 0 "
                    "to {end}, so nothing changed."
                ).format(
                    deal=request.deal,
                    step=request.step,
                    this=self.deal_number,
                    end=len(self._timeline),
                )
            )
        if kind == "mode" and self.locked:
            raise TableError(
                _(
                    "The seats of this table are locked by whoever made it: the seat menu cannot "
                    "change them, so nothing changed."
                )
            )
        if kind in _MOVING or kind == "deal":
            if request.deal != self.deal_number:
                raise TableError(
                    _(
                        "That request was for an earlier deal; this is a new one, so nothing "
                        "changed."
                    )
                )
            # The slider names the step to show outright: a seek sent before the reply to the
            # last one arrived (keys held on the slider) still means that step, so it applies.
            if kind not in ("deal", "seek") and request.step != self.at:
                raise TableError(
                    _(
                        "That request was made at step {step}, but the table is at step {at} "
                        "now, so nothing changed. Look again and retry."
                    ).format(step=request.step, at=self.at)
                )
        actions: dict[str, Callable[[], None]] = {
            "act": lambda: self.act(_integer(body, "index")),
            "answer": lambda: self.answer(_boolean(body, "replace")),
            "step": self.step,
            "back": self.back,
            "forward": self.forward,
            "seek": lambda: self.seek(_integer(body, "to")),
            "reveal": self.reveal,
            "deal": lambda: self._deal(body),
            "play": self.play,
            "pause": self.pause,
            "speed": lambda: self.set_speed(_integer(body, "ms")),
            "mode": lambda: self.set_mode(_mode(body), _integer(body, "seat")),
            "log": lambda: self._log_request(body),
            "forced": lambda: self.set_forced_moves(_boolean(body, "on")),
            "sort": lambda: self.sort_hand(_hand_order(body)),
        }
        actions[kind]()

    # ------------------------------------------------------------------ settings
    def play(self) -> None:
        """Start autoplay: the front end asks for a step every ``speed`` milliseconds."""
        if self.state.is_terminal:
            raise TableError(_("The game is over: choose New deal to play another."))
        self.playing, self.message = True, ""

    def pause(self) -> None:
        self.playing, self.message = False, ""

    def set_speed(self, ms: int) -> None:
        self.speed, self.message = self._check_speed(ms), ""

    def set_forced_moves(self, on: bool) -> None:
        """Play a person's only legal move for them (a card table's comfort), or stop."""
        self.forced_moves, self.message = on, ""

    def sort_hand(self, order: str) -> None:
        """Show the viewer's hand as the game lays it out (``"game"``), by suit or by rank."""
        if order not in HAND_ORDERS:
            raise TableError(
                _("A hand is sorted by {orders}, not {order}.").format(
                    orders=", ".join(HAND_ORDERS), order=quoted(order)
                )
            )
        self.hand_order, self.message = order, ""

    def set_width(self, px: int) -> None:
        """Lay the table out ``px`` wide, the page's width, from ``NARROWEST`` to ``WIDTH``: a
        narrow notebook (a sidebar open) gets a narrower table, its cards at their own size."""
        if px <= 0:
            raise TableError(
                _("A table's width is a number of pixels above 0, not {px}.").format(px=px)
            )
        self.width = min(max(px, NARROWEST), WIDTH)

    @staticmethod
    def _check_speed(ms: object) -> int:
        low, high = SPEED_RANGE
        if not isinstance(ms, int) or isinstance(ms, bool) or not low <= ms <= high:
            raise TableError(
                _("The autoplay delay is {low} to {high} milliseconds, not {ms}.").format(
                    low=low, high=high, ms=quoted(ms)
                )
            )
        return ms
