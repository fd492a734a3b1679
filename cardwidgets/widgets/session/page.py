"""The page: what the front end is sent about the table, built only from what the viewer's seat
may see, in parts (frame, table, phase, log) of which only the changed ones travel."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final, NamedTuple

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import CHANCE, TERMINAL, Observation
from cardwidgets.engine.legal import LegalActions
from cardwidgets.engine.log_entry import LogEntry
from cardwidgets.i18n import _, pgettext
from cardwidgets.i18n.words import written_number
from cardwidgets.render.table import Controls, NumberRange, table_data
from cardwidgets.render.view import CardSpot, Pile, TableView
from cardwidgets.views import table_view
from cardwidgets.widgets.session.base import LOG_TAIL, TableError
from cardwidgets.widgets.session.deals import Deals
from cardwidgets.widgets.session.requests import _integer

#: How many earlier log lines one "Show earlier events" request brings, so a synced log part
#: stays bounded however long the game (the page keeps what it was sent and scrolls).
LOG_PAGE: Final = 200


class Page(NamedTuple):
    """What the front end is sent, in parts that change at different paces.

    ``frame``: the step, the controls' state, status and messages (every request); ``table``:
    the drawing, :func:`~cardwidgets.render.table.table_data` (empty under a pass-and-play
    cover); ``phase``: the phase and the rule reminder (a few times a hand); ``log``: the log
    lines the page lacks (see :meth:`PageBuilder.page`); ``sheet``: the score sheet as of the
    step on show (:meth:`PageBuilder.sheet_part`, once a hand).
    """

    frame: dict[str, Any]
    table: dict[str, Any]
    phase: dict[str, str]
    log: dict[str, Any]
    sheet: dict[str, Any]


class _LogMark(NamedTuple):
    """Which log the page was last sent: whose eyes, at which step, how many lines long."""

    deal: int
    viewer: int | None
    step: int
    length: int


class PageBuilder(Deals):
    """The part of a session that builds the page from the viewer's observation."""

    speed: int
    width: int
    _log_sent: tuple[_LogMark, dict[str, Any]] | None
    #: A page asked for the log lines before this one (see :meth:`_log_request`).
    _log_before: int | None
    #: How the viewer's hand is shown: "game" (as the game lays it out), "suit" or "rank".
    hand_order: str

    def page(self) -> Page:
        """Everything the front end shows, from the viewer's observation only, in the parts
        the widget syncs separately (so a part that did not change is not sent again).

        Call it once per message to the page: the log part holds only the lines that the page's
        log, as last sent, lacks.
        """
        frame: dict[str, Any] = {
            "deal": self.deal_number,
            "step": self.at,
            "end": len(self._timeline),
            "playing": self.playing,
            "auto": (self.playing or self.answering) and self._auto(),
            "speed": self.speed,
            "mode": self.mode,
            "seat": self.seat,
            "message": self.message,
            "ask": self.question,
            "past": self._looking_back(),
            "forced": self.forced_moves,
            "sort": self.hand_order,
        }
        if self.covered:
            name = self.seat_label(self._seat_on_show())
            text = _("Pass the screen to {name}.").format(name=name)
            frame |= {
                "cover": name,
                "announce": text,
                "status": text,
                "you": False,
                "prompt": text,
                "over": False,
                "reason": "",
            }
            return Page(frame, {}, {"phase": "", "reminder": ""}, self._log_part(), {})
        viewer = self.viewer
        observation = self.state.observation(viewer)
        view = table_view(observation)
        if self.hand_order != "game":
            view = sorted_hand(view, self.hand_order, self.game.all_cards())
        turn = viewer in self.humans and observation.current_player == viewer
        earlier = self.at < len(self._timeline)
        # Replays the later steps, so asked once a page: the prompt and the controls share it.
        refusal = self._take_back_refusal(viewer) if viewer is not None and turn and earlier else ""
        controls = self._controls(observation, refusal)
        closed = bool(refusal)
        frame |= {
            "cover": "",
            "announce": self._announcement,
            "status": view.status,
            "you": turn and not closed,
            "prompt": self._prompt(view, turn, closed),
            "over": observation.current_player == TERMINAL,
            "reason": self._reason_shown(viewer),
        }
        return Page(
            frame,
            table_data(view, controls, self.width),
            {"phase": view.phase, "reminder": view.reminder},
            self._log_part(),
            self.sheet_part(),
        )

    def sheet_part(self) -> dict[str, Any]:
        """The score sheet as the page shows it, at the step on show: each column's heading
        (its seats as the table names them), what the numbers count, and a row a hand over,
        its number then each column's score and total, as the table's language writes
        numbers; empty for a game that keeps no sheet. Public numbers (each hand's score is
        announced to every seat), so one sheet serves every viewer."""
        sheet = self.state.score_sheet()
        if sheet is None:
            return {}
        joined = _(" and ")
        rows = [
            [written_number(number)]
            + [written_number(value) for pair in zip(hand, total, strict=True) for value in pair]
            for number, (hand, total) in enumerate(
                zip(sheet.hands, sheet.totals, strict=True), start=1
            )
        ]
        return {
            "columns": [
                joined.join(self.seat_label(seat) for seat in seats) for seats in sheet.columns
            ],
            "scored": str(sheet.scored),
            "total": str(sheet.total),
            "rows": rows,
        }

    def _prompt(self, view: TableView, turn: bool, closed: bool) -> str:
        """The line at the person's hand: on their turn what to do, naming their own cards
        (the state's :meth:`~cardwidgets.engine.game.State.turn_prompt`, else the rule of the
        moment); at a look back where they may not choose again, how to get back to the game;
        otherwise the status (who is to move, who won)."""
        if closed:
            return _(
                "Looking back: you cannot choose again here. Go to the latest step to play on."
            )
        if not turn:
            climb = self.climb if self.at == len(self._timeline) else ""
            return f"{view.status} {climb}" if climb else view.status
        rule = self.state.turn_prompt() or view.reminder or view.status
        if self.at < len(self._timeline):
            return _("Your turn, at an earlier step: {rule}").format(rule=rule)
        return _("Your turn: {rule}").format(rule=rule)

    def _looking_back(self) -> str:
        """Where a person plays against hidden cards and the step on show is not the latest:
        that this is a review of what the seat saw then, and whether a move may be taken back."""
        end = len(self._timeline)
        if self.free_branching or self.at == end or self.covered:
            return ""
        seat = self.viewer
        assert seat is not None  # a viewer in play and pass and play
        review = _("Looking back: step {step} of {end}, as {name} saw it then.").format(
            step=self.at, end=end, name=self.seat_label(seat)
        )
        if self.state.current_player != seat:
            return review
        news = self._news_since(seat)
        if news:
            return _("{review} No new move here: since then, {news}.").format(
                review=review, news=news
            )
        return _("{review} A new move here asks before replacing the later steps.").format(
            review=review
        )

    def _log_part(self) -> dict[str, Any]:
        """The log lines the page lacks, as ``{"at": index of the first, "lines": [...],
        "steps": [...], "tail": ...}`` (``steps``: where a click on each line goes, see
        :func:`log_line_step`): with ``tail`` false, the lines added since the log last sent
        (the game moved on, seen by the same viewer), to append; otherwise the whole tail, to
        replace what the page shows (a new deal or viewer, a step back, a covered table). After
        a request for earlier lines, those lines instead, marked ``earlier``, to put before the
        lines shown."""
        if self.covered:
            mark, shown, start, tail = None, _log_lines((), None), 0, True
        else:
            viewer = self.viewer
            entries = self.state.log_entries
            mark = _LogMark(self.deal_number, viewer, self.at, len(entries))
            before, self._log_before = self._log_before, None
            if before is not None and self._log_sent is not None and self._log_sent[0] == mark:
                start = max(0, before - LOG_PAGE)
                part = _log_lines(entries[start:before], viewer) | {
                    "at": start,
                    "tail": False,
                    "earlier": True,
                }
                self._log_sent = (mark, part)  # the page's log still ends where it ended
                return part
            if self._log_sent is not None and self._log_sent[0] == mark:
                return self._log_sent[1]
            last = self._log_sent[0] if self._log_sent is not None else None
            if (
                last is not None
                and (last.deal, last.viewer) == (mark.deal, viewer)
                and last.step <= mark.step
                and 0 <= mark.length - last.length <= LOG_TAIL
            ):
                start, tail = last.length, False
            else:
                start, tail = max(0, mark.length - LOG_TAIL), True
            shown = _log_lines(entries[start:], viewer)
        part = {"at": start, **shown, "tail": tail}
        self._log_sent = None if mark is None else (mark, part)
        return part

    def resend_log(self) -> None:
        """A page that lost track of the log (a new view of the table) gets its whole tail."""
        self._log_sent = None

    def _log_request(self, body: Mapping[str, Any]) -> None:
        """A page asks for its log's tail again, or (``before``: the number of the first line
        it shows) for the :data:`LOG_PAGE` lines before it."""
        if "before" not in body:
            self.resend_log()
            return
        before = _integer(body, "before")
        if self.covered or not 0 < before <= len(self.state.log_entries):
            raise TableError(
                _("The log has no lines before line {line} to show here.").format(line=before + 1)
                if before
                else _("The log shows its first event already.")
            )
        self._log_before = before
        self.message = ""

    def _controls(self, observation: Observation, take_back_refusal: str) -> Controls:
        """Intents bound to the legal moves when the viewer is a person to move, refused with a
        reason when a person waits, or with ``take_back_refusal`` on a look back where the seat
        learned something since; nothing to click on a table someone watches."""
        player = observation.current_player
        viewer = observation.seat
        if viewer is None or viewer not in self.humans:
            return Controls(_nothing_legal, None, _("You are watching: a bot plays this seat."))
        if player == viewer:
            if take_back_refusal:
                return Controls(_nothing_legal, lambda intent: take_back_refusal)
            legal = self.state.legal_actions()
            explained: dict[Action, str] = {}

            def refusal(intent: Action) -> str:
                if intent not in explained:
                    explained[intent] = self.state.explain(intent) or _("Not a move now.")
                return explained[intent]

            return Controls(legal.position, refusal, ranges=number_ranges(legal))
        if player == TERMINAL:
            reason = _("The game is over.")
        elif player == CHANCE:
            reason = _("The next event is dealt: press Step.")
        else:
            reason = _("It is {name}'s turn.").format(name=self.seat_label(player))
        return Controls(_nothing_legal, lambda intent: reason)

    def _reason_shown(self, viewer: int | None) -> str:
        reason = self._reasons.get(self.at - 1)
        if reason is None or (viewer is not None and viewer != reason[0]):
            return ""
        seat, text = reason
        return _("{name} (bot): {reason}.").format(name=self.seat_label(seat), reason=text)


def log_line_step(entry: LogEntry) -> int:
    """The moment a log line links to: the step right after its event, the table as the
    event left it (the history slider's step, so going there shows what the slider would)."""
    return entry.step + 1


def _log_lines(entries: Sequence[LogEntry], viewer: int | None) -> dict[str, list[Any]]:
    """Log lines as ``viewer`` reads them, and the step each links to."""
    return {
        "lines": [entry.for_viewer(viewer) for entry in entries],
        "steps": [log_line_step(entry) for entry in entries],
    }


#: A family of fewer moves than this is only buttons.
_RANGE_AT_LEAST: Final = 3


def number_ranges(legal: LegalActions) -> tuple[NumberRange, ...]:
    """The families of legal moves that differ only in a whole amount, such as ``bid 65`` ...
    ``bid 160``: the ranges the engine describes (a bet of 1 to a whole stack, never listed),
    and runs of consecutive listed actions of one kind with one whole-number argument each,
    evenly spaced and at least three long. The widget lets a person type or slide to any amount
    of each, so no list of buttons has to hold every size."""
    ranges = []
    first = 0
    for kind, run in itertools.groupby(legal.listed, key=lambda action: action.kind):
        family = list(run)
        amounts = [_amount(action) for action in family]
        values = [amount for amount in amounts if amount is not None]
        steps = {later - earlier for earlier, later in itertools.pairwise(values)}
        if len(values) == len(family) >= _RANGE_AT_LEAST and len(steps) == 1 and min(steps) > 0:
            ranges.append(NumberRange(_verb(kind), values[0], values[-1], min(steps), first))
        first += len(family)
    for described in legal.ranges:
        ranges.append(NumberRange(_verb(described.kind), described.low, described.high, 1, first))
        first += len(described)
    return tuple(ranges)


def _amount(action: Action) -> int | None:
    """The amount of a move ``verb N`` with a whole number N, else None."""
    if len(action.args) != 1:
        return None
    (amount,) = action.args
    return amount if isinstance(amount, int) and not isinstance(amount, bool) else None


def _nothing_legal(intent: Action) -> None:
    """No intent is a legal move (someone else is to move, or nobody)."""


def sorted_hand(view: TableView, order: str, deck: Sequence[Card]) -> TableView:
    """The view with the viewer's own face-up fans sorted ``order`` (``"suit"``: suits in the
    deck's order, low to high within; ``"rank"``: low to high, suits in the deck's order within
    a rank), or as the game laid them out (``"game"``). Each card keeps its move, so sorting
    changes only where a card lies, never what clicking it does."""
    if order == "game":
        return view
    suits = {card.suit: place for place, card in reversed(list(enumerate(deck)))}

    def key(spot: CardSpot) -> tuple[int, int]:
        card = spot.card
        assert card is not None
        suit = suits.get(card.suit, len(suits))
        return (suit, card.rank) if order == "suit" else (card.rank, suit)

    def sort(pile: Pile) -> Pile:
        if pile.layout != "fan" or any(spot.card is None for spot in pile.cards):
            return pile
        return replace(pile, cards=tuple(sorted(pile.cards, key=key)))

    seats = tuple(
        replace(seat, piles=tuple(sort(pile) for pile in seat.piles)) if seat.is_viewer else seat
        for seat in view.seats
    )
    return replace(view, seats=seats)


def _verb(kind: str) -> str:
    """A family of moves' verb as the amount picker words it ("bid" 65), in the table's
    language; a kind no game gives an amount to stays as it is."""
    verbs = {
        "bid": pgettext("an amount's verb", "bid"),
        "bet": pgettext("an amount's verb", "bet"),
        "raise": pgettext("an amount's verb", "raise"),
    }
    return verbs.get(kind, kind)
