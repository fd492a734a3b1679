"""The browser's part, played in Python: what the page holds and the messages it sends.
:class:`RecordingComm` keeps every message the widget sends to the page, and :class:`FrontEnd`
applies them to its copy of the widget model, sends requests as the page (``static/table/``)
does, checks both against the wire format, and reads the page as a person would; how, with an
example that plays a whole game: :doc:`/docs/design/testing-kit`."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Final

import comm
from comm.base_comm import BaseComm, BuffersType, MaybeDict

from cardwidgets.render.wire import SCHEMA
from cardwidgets.testing.wire import check_request, check_synced, named
from cardwidgets.widgets import TableWidget

#: A card word of the page's table: raised mark, code (``-`` face down), binding mark, number.
CARD_WORD: Final = re.compile(SCHEMA["$defs"]["cardWord"]["pattern"])


class RecordingComm(BaseComm):
    """A comm that keeps what the kernel would send to the page."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []
        super().__init__(*args, **kwargs)

    def publish_msg(
        self,
        msg_type: str,
        data: MaybeDict = None,
        metadata: MaybeDict = None,
        buffers: BuffersType = None,
        **keys: Any,
    ) -> None:
        self.sent.append((msg_type, data or {}))


def message_bytes(data: dict[str, Any]) -> int:
    """A message's content as the kernel writes it (JSON, UTF-8, non-ASCII kept)."""
    return len(json.dumps(data, ensure_ascii=False).encode())


class FrontEnd:
    """One page showing ``widget``: its model state, and requests as the page sends them."""

    def __init__(self, widget: TableWidget, model: dict[str, Any] | None = None) -> None:
        if not isinstance(widget.comm, RecordingComm):
            raise TypeError(
                "make the widget inside `with recording_comm():` (cardwidgets.testing), so that "
                "it talks through a RecordingComm"
            )
        self.widget = widget
        self.comm: RecordingComm = widget.comm
        self.model: dict[str, Any] = {}
        self.log_lines: list[str] = []
        #: The step each log line goes to when clicked.
        self.log_steps: list[int] = []
        self.log_start: int | None = None
        self.read = 0
        if model is None:
            self.receive()
        else:  # a new view of a model the page already holds
            self.read = len(self.comm.sent)
            self._update(model)

    @classmethod
    def new_view(cls, page: FrontEnd) -> FrontEnd:
        """A second view of the same widget opened now (the output shown again): it starts from
        the model as it stands, not from the messages that built it."""
        return cls(page.widget, json.loads(json.dumps(page.model)))

    def receive(self) -> list[int]:
        """Apply the messages sent since the last call; their sizes in bytes."""
        sizes = []
        while self.read < len(self.comm.sent):
            kind, data = self.comm.sent[self.read]
            self.read += 1
            if kind == "comm_open" or data.get("method") == "update":
                sizes.append(message_bytes(data))
                state = json.loads(json.dumps(data.get("state", {})))
                # The comm opens with the traits' empty defaults; the first update, sent before
                # any view can draw, fills them. What a view may draw must be the wire format.
                check_synced(
                    {k: v for k, v in state.items() if v != {}} if kind == "comm_open" else state
                )
                self._update(state)
        return sizes

    def _update(self, state: dict[str, Any]) -> None:
        self.model.update(state)
        if state.get("_log"):  # empty while the widget is being built
            self._take_log(state["_log"])

    def _take_log(self, part: dict[str, Any]) -> None:
        """As the page: a tail replaces the lines shown, new lines are appended when they follow
        the lines shown, earlier lines go before them when they end where the lines shown
        start; otherwise the page lost track and asks for the tail. Nothing is dropped: the
        page's log scrolls back as far as it was sent."""
        start = self.log_start
        if len(part["steps"]) != len(part["lines"]):
            raise AssertionError(f"each log line has one step to go to, not so in {part}")
        if part["tail"]:
            self.log_lines, self.log_start = list(part["lines"]), part["at"]
            self.log_steps = list(part["steps"])
        elif part.get("earlier"):
            if start is not None and part["at"] + len(part["lines"]) == start:
                self.log_lines[:0] = part["lines"]
                self.log_steps[:0] = part["steps"]
                self.log_start = part["at"]
        elif start is not None and part["at"] == start + len(self.log_lines):
            self.log_lines += part["lines"]
            self.log_steps += part["steps"]
        else:
            self.send("log")

    def show_earlier(self) -> list[int]:
        """The log's "Show earlier events" button: the lines before the first shown."""
        return self.send("log", before=self.log_start)

    def click_log_line(self, place: int) -> list[int]:
        """Click the log line at ``place`` among those shown (as a list index: -1 the latest):
        the page goes to the step that line's event left, as the history slider would."""
        return self.send("seek", to=self.log_steps[place])

    @property
    def frame(self) -> dict[str, Any]:
        """What the page shows: the frame, phase and reminder, the table (``table``), the log
        lines with the number of the first (``log``, ``logStart``), and the announcement read
        out (``announce``: a count of log lines stands for those lines)."""
        frame = dict(self.model["_frame"]) | dict(self.model["_phase"])
        announce = frame["announce"]
        if isinstance(announce, int):
            frame["announce"] = " ".join(self.log_lines[len(self.log_lines) - announce :])
        return frame | {
            "table": self.model["_table"],
            "log": list(self.log_lines),
            "logStart": self.log_start,
        }

    def piles(self) -> dict[str, list[str]]:
        """Each pile on the page by its label (a seat's piles after the seat's name and a colon,
        ``"North: hand 1"``), as the codes of its cards, ``-`` for each face-down card drawn."""
        table = self.model["_table"]
        names = self.model["_setup"]["names"]
        shown: dict[str, list[str]] = {}
        for pile in table.get("piles", []):
            fields = named("pile", pile)
            place = fields["key"].split(".")[0]
            label = (
                fields["label"] if place == "c" else f"{names[int(place[1:])]}: {fields['label']}"
            )
            shown[label] = [_card_word(word).group(2) for word in fields["cards"].split()]
        return shown

    def moves(self) -> dict[str, int]:
        """The moves a click plays now, by the card's code or the button's label: the legal
        move's number (what an ``act`` request sends). Empty unless it is the viewer's turn."""
        table = self.model["_table"]
        found: dict[str, int] = {}
        for pile in table.get("piles", []):
            for word in named("pile", pile)["cards"].split():
                _, code, binding, number = _card_word(word).groups()
                if binding == "=":
                    found[code] = int(number)
        for choice in table.get("choices", []):
            button = named("choice", choice)
            if button["move"] is not None:
                found[button["label"]] = button["move"]
        return found

    def choose(self, card_or_label: str) -> list[int]:
        """Click the card with this code (``"QH"``) or the button with this label (``"pass"``),
        as a person would; a move the page does not offer now is an error naming those it does."""
        moves = self.moves()
        if card_or_label not in moves:
            offered = ", ".join(moves) or "none"
            raise AssertionError(
                f"the page offers no move {card_or_label!r} now; it offers {offered}"
            )
        return self.send("act", index=moves[card_or_label])

    def send(self, kind: str, **extra: Any) -> list[int]:
        """A request as the page sends it, tagged with the frame on show; the reply's sizes."""
        frame = self.model["_frame"]
        request = {"kind": kind, "step": frame["step"], "deal": frame["deal"], **extra}
        check_request(request)
        return self.deliver(request)

    def deliver(self, content: object) -> list[int]:
        """Any custom message, well formed or not, as it would arrive from the page."""
        with _raising_swallowed_errors():
            self.widget._handle_msg(
                {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
            )
        return self.receive()

    def forge_update(self, state: dict[str, Any]) -> list[int]:
        """The page tries to set synced traits itself (the front end never does)."""
        with _raising_swallowed_errors():
            self.widget._handle_msg(
                {"content": {"data": {"method": "update", "state": state}}, "buffers": []}
            )
        return self.receive()


class _Keep(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextmanager
def _raising_swallowed_errors() -> Iterator[None]:
    """ipywidgets logs (and swallows) exceptions raised while handling a message: raise them."""
    keep = _Keep()
    logging.getLogger().addHandler(keep)
    try:
        yield
    finally:
        logging.getLogger().removeHandler(keep)
    if keep.records:
        raise AssertionError(logging.Formatter().format(keep.records[0]))


def _card_word(word: str) -> re.Match[str]:
    found = CARD_WORD.fullmatch(word)
    if found is None:
        raise AssertionError(f"{word!r} is not a card word of the wire format")
    return found


@contextmanager
def recording_comm() -> Iterator[None]:
    """Widgets made inside talk through a :class:`RecordingComm` (no kernel needed); the comm
    factory is put back afterwards. In a pytest fixture: ``with recording_comm(): yield``."""
    previous = install_recording_comm()
    try:
        yield
    finally:
        comm.create_comm = previous


def install_recording_comm() -> Any:
    """Make new widgets talk through :class:`RecordingComm`; returns the previous factory."""
    previous = comm.create_comm
    comm.create_comm = RecordingComm
    return previous
