"""Click to redraw with the Odds panel on, and click to odds, for every game.

    python -m benchmarks.odds_click                    # in Python: every game, 5 seeded games
    python -m benchmarks.odds_click half_and_half --games 3 --rules joker=skip_next_turn
    python -m benchmarks.odds_click --browser          # also JupyterLab + Chromium

With the odds shown, a request is answered in two messages: the table first (its odds panel
says "working…"), then the odds (see ``TableWidget._sync``). *Redraw* is the time from the
request to the first message, *odds* to the second (or to the first, when the odds of that
table were already worked out); *the Odds press* is the first press of the Odds button, in a
fresh kernel. In Python it is measured as the widget handles the request
the page sends (Step, watching the bots from North's seat, over whole seeded games); with
``--browser`` inside the page, from the Step button's click to the next animation frame after
the table changed (redraw) and after the odds panel was filled (odds), through a real kernel,
for each game's table in one notebook. The first click of a Half and Half table works out the
positions that can follow (once per kernel and rules), so its odds take longest.
Targets: redraw p95 under 150 ms, odds p95 under 100 ms. On a shared machine figures are noisy.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import comm

from benchmarks.playouts import _rule_value
from benchmarks.widget_step import _p95, arguments, deal_again_when_over, notebook_of_tables
from cardwidgets.engine import make
from cardwidgets.engine.registry import game_names
from cardwidgets.testing import FrontEnd, RecordingComm
from cardwidgets.widgets import TableWidget


class TimedComm(RecordingComm):
    """A recording comm that also notes when each message left the kernel."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.sent_at: list[float] = []
        super().__init__(*args, **kwargs)

    def publish_msg(self, *args: Any, **kwargs: Any) -> None:
        self.sent_at.append(time.perf_counter())
        super().publish_msg(*args, **kwargs)


def python_figures(name: str, games: int, **rules: Any) -> dict[str, float]:
    """Milliseconds from a Step request to the table's message and to the odds, Odds on."""
    comm.create_comm = TimedComm
    redraw: list[float] = []
    odds: list[float] = []
    pressed: list[float] = []
    for seed in range(games):
        widget = TableWidget(make(name, **rules), seed, mode="watch")
        page = FrontEnd(widget)
        assert isinstance(page.comm, TimedComm)
        sent_at = page.comm.sent_at
        start = time.perf_counter()
        _deliver(widget, {"kind": "odds", "show": True})
        pressed.append((time.perf_counter() - start) * 1000)
        page.receive()
        while not page.model["_frame"]["over"]:
            frame = page.model["_frame"]
            request = {"kind": "step", "step": frame["step"], "deal": frame["deal"]}
            sent_at.clear()
            start = time.perf_counter()
            _deliver(widget, request)
            redraw.append((sent_at[0] - start) * 1000)
            odds.append((sent_at[-1] - start) * 1000)
            page.receive()
            if page.model["_odds"].get("working") or page.model["_frame"]["message"]:
                raise RuntimeError(f"seed {seed}: {page.model['_frame']['message']}")
    return _figures(redraw, odds) | {"pressed_first": pressed[0], "pressed_max": max(pressed)}


def _deliver(widget: TableWidget, request: dict[str, Any]) -> None:
    """A message from the page, as the kernel hands it to the widget."""
    widget._handle_msg(
        {"content": {"data": {"method": "custom", "content": request}}, "buffers": []}
    )


def _figures(redraw: list[float], odds: list[float]) -> dict[str, float]:
    return {
        "clicks": len(redraw),
        "redraw_median": statistics.median(redraw),
        "redraw_p95": _p95(redraw),
        "odds_median": statistics.median(odds),
        "odds_p95": _p95(odds),
        "odds_first": odds[0],
        "odds_max": max(odds),
    }


CLICK_WITH_ODDS = """async (index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const stage = root.querySelector('.cw-stage');
  const panel = root.querySelector('.cw-odds');
  const step = root.querySelector('.cw-step');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const changed = (node, options, done) => new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      frame().then(() => resolve(performance.now() - start));
    });
    observer.observe(node, options);
  });
  const lines = panel.querySelector('.cw-odds-lines');
  const redrawn = changed(stage, { childList: true }, () => true);
  const odds = changed(
    panel, { childList: true, subtree: true, attributes: true },
    () => panel.getAttribute('aria-busy') === 'false'
      && panel.querySelector('.cw-odds-lines') !== lines,
  );
  const start = performance.now();
  step.click();
  return [await redrawn, await odds];
}"""


def browser_figures(names: list[str], clicks: int) -> dict[str, dict[str, float]]:
    """Click to redraw and click to odds in Chromium over ``clicks`` Step clicks per game."""
    results = {}
    sources = [
        f"table = cardwidgets.play({name!r}, seed=3, mode='watch')\ntable.show_odds()\ntable"
        for name in names
    ]
    with notebook_of_tables(sources) as page:
        for index, name in enumerate(names):
            table = page.locator(".cw-widget").nth(index)
            table.locator(".cw-odds-lines").wait_for()
            table.scroll_into_view_if_needed()
            redraw: list[float] = []
            odds: list[float] = []
            for _ in range(clicks):
                deal_again_when_over(page, index)
                table.locator(".cw-odds-lines").wait_for()
                drawn, ready = page.evaluate(CLICK_WITH_ODDS, index)
                redraw.append(float(drawn))
                odds.append(float(ready))
            results[name] = _figures(redraw, odds)
    return results


def main() -> None:
    parser = arguments(__doc__, 5)
    parser.add_argument("--rules", nargs="*", default=[], metavar="OPTION=VALUE")
    args = parser.parse_args()
    names = args.games or game_names()
    rules = {k: _rule_value(v) for k, v in (item.split("=", 1) for item in args.rules)}
    measured = [("Python", name, python_figures(name, args.count, **rules)) for name in names]
    if args.browser:
        measured += [("Chromium", n, f) for n, f in browser_figures(names, args.clicks).items()]
    for where, name, f in measured:
        print(
            f"{name:18} {where:8}: {f['clicks']:5.0f} Steps with Odds on; redraw "
            f"{f['redraw_median']:.1f} ms median, {f['redraw_p95']:.1f} ms p95; odds "
            f"{f['odds_median']:.1f} ms median, {f['odds_p95']:.1f} ms p95, first "
            f"{f['odds_first']:.0f} ms, max {f['odds_max']:.0f} ms"
            + (f"; the Odds press {f['pressed_first']:.0f} ms" if "pressed_first" in f else "")
        )


if __name__ == "__main__":
    main()
