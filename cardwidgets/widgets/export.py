"""A replay that needs no kernel: one self-contained HTML file of a game, from one seat's view or
with every card shown, which a teacher can put on a course page or send. It runs the table's own
front end on a small stand-in for the kernel, from frames worked out here, and holds nothing the
chosen seat never sees; how it stays small and offline: :doc:`/docs/design/table-widget`."""

from __future__ import annotations

import html
import json
from collections import Counter
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation
from cardwidgets.i18n import _, get_language
from cardwidgets.i18n.words import elided_all, written_number
from cardwidgets.render.wire import FOR_PAGE, pack
from cardwidgets.static import STATIC
from cardwidgets.static.bundle import TABLE_STYLE, table_module
from cardwidgets.widgets.payloads import deck_payload, setup_payload
from cardwidgets.widgets.session import LOG_TAIL, MODES, TableError, TableSession, log_line_step
from cardwidgets.widgets.slices import for_a_slice, to_the_end

#: The file's policy: its own inline scripts and styles, the module it loads from itself (a
#: blob: URL), card faces as data; nothing from anywhere else.
POLICY: Final = (
    "default-src 'none'; script-src 'unsafe-inline' blob:; style-src 'unsafe-inline'; img-src data:"
)


class _Replayer:
    """An agent that plays the recorded move of each step: the export's table replays the
    game through its own Step, so every frame is the one the live table would send."""

    def __init__(self, timeline: Sequence[Action]) -> None:
        self._timeline = timeline

    def act(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Action:
        return self._timeline[observation.step]


def replay_html(session: TableSession, seat: int | None) -> str:
    """The whole game of ``session`` (its timeline, also past the step on show) as one HTML
    page, seen from ``seat`` (None: every card shown)."""
    return to_the_end(writing(session, seat))


def writing(session: TableSession, seat: int | None) -> Generator[tuple[int, int], None, str]:
    """:func:`replay_html` a unit at a time (an event replayed, a step's frame), yielding how
    many units of how many are done, returning the page: the Save replay button writes it a
    slice a message, so the kernel keeps answering (:mod:`cardwidgets.widgets.slices`). The
    seat is checked at once; the file is of the game as it was when this was called."""
    game = session.game
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.num_players
    ):
        raise TableError(
            f"A replay is seen from a seat, 0 to {game.num_players - 1}, or with every card "
            f"shown ('all'), not {seat!r}."
        )
    replay = TableSession(
        game,
        session.seed,
        mode="all" if seat is None else "watch",
        seat=seat or 0,
        names=session.names,
        agents=[_Replayer(session.timeline)] * game.num_players,
        locked=True,
        hidden_deals=session.deal_kept_back,
    )
    return _written(replay, session.timeline, seat)


def _written(
    replay: TableSession, timeline: tuple[Action, ...], seat: int | None
) -> Generator[tuple[int, int], None, str]:
    game = replay.game
    units = 2 * len(timeline) + 2  # each event replayed, each step's frame, the page
    while replay.at < len(timeline):
        replay.step()
        yield replay.at, units
    if replay.timeline != timeline:
        raise TableError("This game's events do not follow from its seed, so it has no replay.")
    frames: list[str] = []  # each step's changes as the file's text, written as it comes
    seen: Counter[Card] = Counter()
    last: dict[str, Any] = {}
    for step in range(len(timeline) + 1):
        replay.seek(step)
        page = replay.page()
        state = replay.state
        if seat is not None:
            seen |= state.visible_cards(seat)
        shown = elided_all(
            {"frame": page.frame, "table": page.table, "phase": page.phase, "sheet": page.sheet}
        )
        frame = {part: changes(last.get(part, {}), value) for part, value in shown.items()}
        frame = {part: change for part, change in frame.items() if change}
        frames.append(_json(frame | {"log": len(state.log_entries)}))
        last = shown
        yield len(timeline) + step + 1, units
    entries = replay.state.log_entries
    modes = [pack("mode", key=replay.mode, label=_(MODES[replay.mode]))]
    data = {
        "parts": {
            "_wire": FOR_PAGE,
            "_deck": deck_payload(game, set(seen) if seat is not None else None),
            "_setup": setup_payload(replay, modes),
            "_odds": {"shown": False},
            "_analysis": {"shown": False},
        },
        "log": elided_all([entry.for_viewer(seat) for entry in entries]),
        "logSteps": [log_line_step(entry) for entry in entries],
        "logTail": LOG_TAIL,
        "start": len(frames) - 1,
    }
    payload = _json(data).removesuffix("}") + ',"frames":[' + ",".join(frames) + "]}"
    who = (
        _("every card shown")
        if seat is None
        else _("as {name} saw it").format(name=replay.seat_label(seat))
    )
    deal = (
        _("a deal in progress")
        if replay.deal_kept_back
        else _("seed {seed}").format(seed=replay.seed)
    )
    title = _("{game}, {deal}: {who}").format(game=game.title_in_words(), deal=deal, who=who)
    return _page(title, payload)


def changes(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What turns the part ``before`` into ``after`` (``replay.js`` applies it): each key
    whose value changed with its new value, a key gone as null, and a list whose items mostly
    stayed as an object of its length ``n`` and the items that changed, by index. A part's
    values are never null or objects (``wire.json``), so neither can be mistaken."""
    found: dict[str, Any] = dict.fromkeys(before.keys() - after.keys())
    for key, value in after.items():
        old = before.get(key)
        if value == old:
            continue
        if value is None or isinstance(value, dict):
            raise ValueError(f"A replay's part cannot hold {value!r} at {key!r}.")
        if isinstance(value, list) and isinstance(old, list):
            items = {
                str(index): item
                for index, item in enumerate(value)
                if index >= len(old) or old[index] != item
            }
            if len(items) < len(value):
                found[key] = {"n": len(value), **items}
                continue
        found[key] = value
    return found


#: What JSON may not carry as itself inside a <script> element: ``<`` and ``>`` would let a
#: name such as ``<!--<script>`` move the HTML parser into the script-data escape states (the
#: element then never closes and nothing is drawn), ``&`` is escaped for the same caution, and
#: U+2028/U+2029 end a line in older JavaScript. Each becomes its JSON escape, the same string.
_SCRIPT_ESCAPES: Final = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
)


def _script_text(json_text: str) -> str:
    """JSON text that may sit inside a <script> element whatever its strings hold: nothing
    in it can close the element or change how the HTML parser reads it."""
    return json_text.translate(_SCRIPT_ESCAPES)


def _json(value: object) -> str:
    """``value`` as compact JSON that may sit inside a <script> element."""
    return _script_text(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def _page(title: str, payload: str) -> str:
    """The file, ``payload`` its data as :func:`_json` writes it."""
    style = TABLE_STYLE.read_text(encoding="utf-8")
    module = table_module()
    stand_in = (STATIC / "replay.js").read_text(encoding="utf-8")
    if "</script" in module.lower() or "</script" in stand_in.lower():
        raise ValueError("The front end's text would close its <script> element.")
    return f"""<!doctype html>
<html lang="{get_language()}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
body {{ margin: 1em; font-family: system-ui, sans-serif; color-scheme: light dark;
  background: Canvas; color: CanvasText; }}
.cw-replay-title {{ font-size: 1.2em; font-weight: 600; margin: 0 0 0.5em; }}
/* A recorded game is stepped through, not dealt or played: its table offers only that. */
.cw-seed, .cw-deal, .cw-odds-button, .cw-analyse-button, .cw-export-button {{
  display: none; }}
{style}
</style>
</head>
<body class="cw-replay-page">
<h1 class="cw-replay-title">{html.escape(title)}</h1>
<div id="cw-replay"></div>
<script type="application/json" id="cw-replay-data">{payload}</script>
<script type="text/plain" id="cw-replay-module">{module}</script>
<script type="module">{stand_in}</script>
</body>
</html>
"""


@dataclass
class ReplaySaving:
    """A replay file being written: its name, the work left, and how far it got."""

    name: str
    work: Generator[tuple[int, int], None, str]
    done: int = 0
    units: int = 1

    @classmethod
    def of(cls, session: TableSession) -> ReplaySaving:
        """The viewing seat's replay of ``session`` as it is now, named for its game and seed
        (not the seed of a deal kept back)."""
        deal = "in-progress" if session.deal_kept_back else f"seed-{session.seed}"
        return cls(f"{session.game.name}-{deal}.html", writing(session, session.viewer))

    def work_a_slice(self) -> str | None:
        """Write for a slice of time (:mod:`cardwidgets.widgets.slices`): the page once done."""
        finished: list[str] = []

        def unit() -> bool:
            try:
                self.done, self.units = next(self.work)
            except StopIteration as written:
                finished.append(written.value)
            return bool(finished)

        for_a_slice(unit)
        return finished[0] if finished else None


def size_in_words(size: int) -> str:
    """A file's size as a person reads it: "412 kB", "1.8 MB"."""
    if size < 1_000_000:
        return _("{size} kB").format(size=max(1, round(size / 1000)))
    return _("{size} MB").format(size=written_number(size / 1_000_000, 1))
