"""Seats and modes: who plays which seat (a person, a bot, people passing the screen), whose eyes
the table shows, and pass and play's cover, which keeps each person's cards from the others."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Literal, get_args

from cardwidgets.agents import default_agent, make_agent
from cardwidgets.engine.errors import quoted
from cardwidgets.engine.game import CHANCE, TERMINAL, Game
from cardwidgets.engine.play import Agent
from cardwidgets.i18n import N_, _, ngettext
from cardwidgets.widgets.session.base import SessionBase, TableError

SeatMode = Literal["play", "watch", "pass", "all"]

#: The seat modes, as the widget's menu words them.
MODES: Final[dict[str, str]] = {
    "play": N_("Play one seat against the bots"),
    "watch": N_("Watch the bots"),
    "pass": N_("Pass and play"),
    "all": N_("Show all cards (teacher)"),
}
assert tuple(MODES) == get_args(SeatMode)


def bots_of_strength(game: Game[Any, Any], strength: str, budget: int) -> list[Agent]:
    """A bot of ``strength`` at every seat of ``game``, or TableError saying why there is none."""
    try:
        return [make_agent(game, strength, budget) for _seat in range(game.num_players)]
    except ValueError as error:  # RulesError included: an unknown strength
        raise TableError(str(error)) from None


class Seats(SessionBase):
    """The part of a session that seats the players and knows whose eyes the table shows."""

    mode: SeatMode
    seat: int
    strength: tuple[str, int] | None
    #: Pass and play: whose cards were shown last.
    _pass_viewer: int
    #: Pass and play: the screen is being passed, and nobody has said it is them yet.
    _handed_over: bool
    #: Pass and play: the latest step each person saw uncovered.
    _seen_until: dict[int, int]

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play in the current mode."""
        if self.mode == "play":
            return frozenset({self.seat})
        if self.mode == "pass":
            return frozenset(range(self.game.num_players))
        return frozenset()

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table shows: a seat, or None for the teacher's all-cards view."""
        if self.mode == "all":
            return None
        return self._pass_viewer if self.mode == "pass" else self.seat

    @property
    def covered(self) -> bool:
        """Pass and play: the moment on show is another person's (the seat to move is not the
        one whose cards were shown), or the screen is being passed and nobody said it is them."""
        return self.mode == "pass" and (
            self._handed_over or self._seat_on_show() != self._pass_viewer
        )

    def _seat_on_show(self) -> int:
        """Pass and play: whose cards this moment shows, the seat to move (between moves, the
        person who last showed their cards)."""
        mover = self.state.current_player
        return mover if mover >= 0 else self._pass_viewer

    def describe(self) -> str:
        """Who sits where, in a few words (for the widget's repr)."""
        bots = self.game.num_players - len(self.humans)
        name = self.seat_label(self.seat)
        return {
            "play": ngettext(
                "you play {name} against {bots} bot", "you play {name} against {bots} bots", bots
            ),
            "watch": ngettext(
                "{bots} bot, seen from {name}'s seat", "{bots} bots, seen from {name}'s seat", bots
            ),
            "pass": _("pass and play for {players}"),
            "all": ngettext("{bots} bot, all cards shown", "{bots} bots, all cards shown", bots),
        }[self.mode].format(name=name, bots=bots, players=self.game.num_players)

    def person_to_move(self) -> int:
        """The seat of the person whose move it is, or TableError saying why nobody may move."""
        player = self.state.current_player
        if player == TERMINAL:
            raise TableError(_("The game is over: nothing more can be played."))
        if player == CHANCE:
            raise TableError(_("No one is to move: the next event is dealt. Press Step."))
        name = self.seat_label(player)
        if player not in self.humans:
            raise TableError(_("It is {name}'s turn, and a bot plays {name}.").format(name=name))
        if self.covered:
            raise TableError(
                _("Pass the screen to {name} first; {name} then shows their cards.").format(
                    name=name
                )
            )
        return player

    def reveal(self) -> None:
        """Pass and play: the person now holding the screen shows their own cards."""
        if not self.covered:
            raise TableError(_("There is nothing to show: the cards on show are the right ones."))
        self._pass_viewer, self._handed_over = self._seat_on_show(), False
        self._shown()
        self._said([_("{name}'s cards.").format(name=self.seat_label(self._pass_viewer))])

    def set_mode(self, mode: SeatMode, seat: int) -> None:
        self._check_mode(mode, seat)
        self.mode, self.seat = mode, seat
        self._pass_viewer, self._handed_over = seat, False
        self._shown()
        said = _("{mode} ({name}).") if mode != "all" else _("{mode}.")
        self._said([said.format(mode=_(MODES[mode]), name=self.seat_label(seat))])

    def _check_mode(self, mode: object, seat: object) -> None:
        if not isinstance(mode, str) or mode not in MODES:
            raise TableError(
                _("There is no seat mode {mode}; the modes are {modes}.").format(
                    mode=quoted(mode), modes=", ".join(MODES)
                )
            )
        seats = self.game.num_players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise TableError(
                _("A seat is a number from 0 to {last}, not {seat}.").format(
                    last=seats - 1, seat=quoted(seat)
                )
            )

    def _seat_players(
        self, game: Game[Any, Any], names: Sequence[str] | None, agents: Sequence[Agent] | None
    ) -> None:
        seats = game.num_players
        if agents is None:
            agents = self._bots_for(game)
        if len(agents) != seats:
            raise TableError(
                _("{game} here has {seats} seats; give one agent per seat, not {agents}.").format(
                    game=game.title, seats=seats, agents=len(agents)
                )
            )
        self.names = game.seat_names(names)
        self.game = game
        self.agents = list(agents)

    def _bots_for(self, game: Game[Any, Any]) -> list[Agent]:
        """Bots of the chosen strength for ``game`` (a Monte Carlo bot holds its game's rules, so
        a new game needs new bots), or the game's default bots when it has none of that kind."""
        strength, budget = self.strength or ("heuristic", 0)
        try:
            return bots_of_strength(game, strength, budget)
        except TableError as error:
            self.message = _("{error} Rule-of-thumb bots play instead.").format(error=error)
            return [default_agent(game.name) for _seat in range(game.num_players)]

    def _cover_new_deal(self, first: bool) -> None:
        """Pass and play starts a new deal with the screen being passed (whoever asked for it
        may not be the first to see it), unless it is the table's first deal."""
        self._pass_viewer = self.seat
        self._handed_over = self.mode == "pass" and not first
        self._seen_until = {}

    def _shown(self) -> None:
        """After the table moved to another moment: pass and play raises the cover when the
        moment is another person's, and notes how far the person looking has seen."""
        if self.mode != "pass":
            return
        if self._seat_on_show() != self._pass_viewer:
            self._handed_over = True
        if not self._handed_over:
            seen = self._seen_until.get(self._pass_viewer, 0)
            self._seen_until[self._pass_viewer] = max(seen, self.at)
