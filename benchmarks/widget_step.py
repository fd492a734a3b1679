"""The table widget's cost per step: Python work, bytes sent to the page, click to redraw.

    python -m benchmarks.widget_step                      # every game, 20 seeded games each
    python -m benchmarks.widget_step half_and_half --games 5
    python -m benchmarks.widget_step --browser            # also JupyterLab + Chromium

*Python work* is one request handled as the page sends it (Step, or the person's move in
``play`` mode): checking it, applying the next event (a deal, a bot's move), building the
seat's observation, view and compact table, syncing the traits, and encoding the message as
the kernel does (JSON). It is given as wall-clock time and as the CPU time of the thread (the
machine may be shared: wall time then includes waiting for a core). *Bytes* are that message's
content (the Jupyter envelope adds about 0.5 KB). Both are measured over every step of seeded
games watched from one seat (``watch``), played from it (``play``, the person's first legal
move), and in the teacher's all-cards view (``all``). *Opening* is what the page gets once
besides the module and style sheet (the deck's faces and names, the setup, the first table).
*Click to redraw* (with ``--browser``) is measured inside the page, from the Step button's
click to the next animation frame after the table changed, through a real kernel, for each
game's table in one notebook.
Figures are medians, 95th percentiles and maxima; on a shared machine they are noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cardwidgets.engine import make
from cardwidgets.engine.registry import game_names
from cardwidgets.testing.frontend import FrontEnd, install_recording_comm
from cardwidgets.widgets import TableWidget

MODES = ("watch", "play", "all")


def next_request(page: FrontEnd) -> dict[str, Any]:
    """What the person at the page does next: their first legal move, or Step."""
    frame = page.model["_frame"]
    request = {"kind": "step", "step": frame["step"], "deal": frame["deal"]}
    if not frame["you"]:
        return request
    table = page.model["_table"]
    moves = [choice[2] for choice in table["choices"] if choice[2] is not None]
    moves += [
        int(word.split("=")[1])
        for pile in table["piles"]
        for word in pile[4].split()
        if "=" in word
    ]
    return request | {"kind": "act", "index": min(moves)}


def python_figures(name: str, games: int, mode: str) -> dict[str, float]:
    """Milliseconds and bytes per request over ``games`` seeded games in ``mode``."""
    install_recording_comm()
    wall, cpu, sizes, opening = [], [], [], 0
    for seed in range(games):
        widget = TableWidget(make(name), seed, mode=mode)  # type: ignore[arg-type]
        page = FrontEnd(widget)
        opening = max(opening, sum(_opening_bytes(data) for _, data in page.comm.sent))
        while not page.model["_frame"]["over"]:
            request = next_request(page)
            sent_before = len(page.comm.sent)
            start, start_cpu = time.perf_counter(), time.thread_time()
            widget._handle_msg(
                {"content": {"data": {"method": "custom", "content": request}}, "buffers": []}
            )
            encoded = [_encoded(data) for _, data in page.comm.sent[sent_before:]]
            cpu.append((time.thread_time() - start_cpu) * 1000)
            wall.append((time.perf_counter() - start) * 1000)
            sizes.append(sum(len(message) for message in encoded))
            if not page.receive() or page.model["_frame"]["message"]:
                raise RuntimeError(f"{request} in seed {seed}: {page.model['_frame']['message']}")
    return {
        "steps": len(wall),
        "ms_median": statistics.median(wall),
        "ms_p95": _p95(wall),
        "ms_max": max(wall),
        "cpu_median": statistics.median(cpu),
        "cpu_p95": _p95(cpu),
        "bytes_median": statistics.median(sizes),
        "bytes_p95": _p95(sizes),
        "bytes_max": max(sizes),
        "bytes_opening": opening,
    }


def _opening_bytes(data: dict[str, Any]) -> int:
    """A message's bytes apart from the front end's module and style (``_esm``, ``_css``)."""
    state = {k: v for k, v in data.get("state", {}).items() if k not in ("_esm", "_css")}
    return len(_encoded(data | {"state": state}))


def _encoded(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode()


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


CLICK_TO_REDRAW = """async (index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const stage = root.querySelector('.cw-stage');
  const step = root.querySelector('.cw-step');
  return await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(stage, { childList: true });
    const start = performance.now();
    step.click();
  });
}"""


@contextmanager
def notebook_of_tables(sources: list[str]) -> Iterator[Any]:
    """A JupyterLab page in Chromium (1280 x 1000) that ran a notebook of these cells, after
    ``import cardwidgets``: each makes one game's table."""
    import nbformat

    from tests.browser.jupyterlab import (
        chromium,
        chromium_path,
        jupyterlab,
        open_notebook_and_run_all,
    )

    executable = chromium_path()
    if executable is None:
        raise SystemExit("--browser needs Chromium: apt-get install chromium")
    cells = [nbformat.v4.new_code_cell(source) for source in ["import cardwidgets", *sources]]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "notebooks"
        root.mkdir()
        notebook = nbformat.v4.new_notebook(cells=cells)
        notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
        nbformat.write(notebook, root / "bench.ipynb")
        with jupyterlab(root) as lab, chromium(executable) as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            open_notebook_and_run_all(page, lab, "bench.ipynb")
            yield page


def deal_again_when_over(page: Any, index: int) -> None:
    """At the end of table ``index``'s game, a new deal: it opens at its first decision."""
    table = page.locator(".cw-widget").nth(index)
    if table.locator(".cw-step").is_disabled():
        table.locator(".cw-deal").click()
        page.wait_for_function(
            "(index) => !document.querySelectorAll('.cw-widget')[index]"
            ".querySelector('.cw-step').disabled",
            arg=index,
        )


def browser_figures(names: list[str], clicks: int) -> dict[str, dict[str, float]]:
    """Click-to-redraw milliseconds in Chromium over ``clicks`` Step clicks per game."""
    results = {}
    sources = [f"cardwidgets.play({name!r}, seed=3, mode='watch')" for name in names]
    with notebook_of_tables(sources) as page:
        for index, name in enumerate(names):
            table = page.locator(".cw-widget").nth(index)
            table.locator(".cw-step").wait_for()
            table.scroll_into_view_if_needed()
            times: list[float] = []
            for _ in range(clicks):
                deal_again_when_over(page, index)
                times.append(float(page.evaluate(CLICK_TO_REDRAW, index)))
            results[name] = {
                "clicks": len(times),
                "ms_median": statistics.median(times),
                "ms_max": max(times),
            }
    return results


def arguments(doc: str, games: int) -> argparse.ArgumentParser:
    """The options of a table benchmark: the games, how many seeded games, and Chromium's."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to measure (all when none)")
    parser.add_argument("--games", dest="count", type=int, default=games, help="seeded games")
    parser.add_argument("--browser", action="store_true", help="also measure in Chromium")
    parser.add_argument("--clicks", type=int, default=40, help="clicks per game in Chromium")
    return parser


def main() -> None:
    args = arguments(__doc__, 20).parse_args()
    names = args.games or game_names()
    for name in names:
        for mode in MODES:
            f = python_figures(name, args.count, mode)
            print(
                f"{name:18} {mode:5}: {f['steps']:5} steps; Python {f['ms_median']:.2f} ms "
                f"median, {f['ms_p95']:.2f} ms p95, {f['ms_max']:.0f} ms max (CPU "
                f"{f['cpu_median']:.2f} median, {f['cpu_p95']:.2f} p95); "
                f"{f['bytes_median']:,.0f} B median, {f['bytes_p95']:,.0f} B p95, "
                f"{f['bytes_max']:,.0f} B max per step (opening {f['bytes_opening']:,.0f} B)"
            )
    if args.browser:
        for name, f in browser_figures(names, args.clicks).items():
            print(
                f"{name:18} Chromium: click to redraw {f['ms_median']:.0f} ms median, "
                f"{f['ms_max']:.0f} ms max over {f['clicks']:.0f} Step clicks"
            )


if __name__ == "__main__":
    main()
