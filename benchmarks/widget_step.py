"""The table widget's cost per step: Python work, bytes sent to the page, click to redraw.

    python -m benchmarks.widget_step half_and_half --games 20
    python -m benchmarks.widget_step half_and_half --browser     # also JupyterLab + Chromium

*Python work* is one Step request handled as the page sends it: checking it, applying the next
event (a deal, a bot's move), building the seat's observation, view and SVG, syncing the trait,
and encoding the message as the kernel does (JSON). *Bytes* are that message's content (the
Jupyter envelope adds about 0.5 KB). Both are measured over every step of seeded games, seen
from one seat and in the teacher's all-cards view. *Click to redraw* (with ``--browser``) is
measured inside the page, from the Step button's click to the next animation frame after the
table's markup changed, through a real kernel. Figures are medians (and the slowest step); the
machine may be shared, so they are noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from cardwidgets.engine import make
from cardwidgets.widgets import TableWidget
from tests.widgets.frontend import FrontEnd, install_recording_comm, message_bytes


def python_figures(name: str, games: int, mode: str) -> dict[str, float]:
    """Milliseconds and bytes per Step over ``games`` seeded games watched in ``mode``."""
    install_recording_comm()
    times, sizes, first = [], [], 0
    for seed in range(games):
        widget = TableWidget(make(name), seed, mode=mode)  # type: ignore[arg-type]
        page = FrontEnd(widget)
        first = max(first, message_bytes(page.comm.sent[0][1]))
        while not page.frame["over"]:
            frame = page.frame
            request = {"kind": "step", "step": frame["step"], "deal": frame["deal"]}
            sent_before = len(page.comm.sent)
            start = time.perf_counter()
            widget._handle_msg(
                {"content": {"data": {"method": "custom", "content": request}}, "buffers": []}
            )
            encoded = [
                json.dumps(data, ensure_ascii=False).encode()
                for _, data in page.comm.sent[sent_before:]
            ]
            times.append((time.perf_counter() - start) * 1000)
            sizes.append(sum(len(message) for message in encoded))
            if not page.receive():
                raise RuntimeError(f"step {frame['step']} of seed {seed} was not answered")
    return {
        "steps": len(times),
        "ms_median": statistics.median(times),
        "ms_p95": statistics.quantiles(times, n=20)[-1],
        "ms_max": max(times),
        "bytes_median": statistics.median(sizes),
        "bytes_max": max(sizes),
        "bytes_first": first,
    }


CLICK_TO_REDRAW = """async () => {
  const root = document.querySelector('.cw-widget');
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


def browser_figures(name: str, clicks: int) -> dict[str, float]:
    """Click-to-redraw milliseconds in Chromium over ``clicks`` Step clicks."""
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
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "notebooks"
        root.mkdir()
        code = f"import cardwidgets\ncardwidgets.play({name!r}, seed=3, mode='watch')"
        notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
        notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
        nbformat.write(notebook, root / "bench.ipynb")
        with jupyterlab(root) as lab, chromium(executable) as browser:
            page = browser.new_page()
            open_notebook_and_run_all(page, lab, "bench.ipynb")
            page.locator(".cw-widget .cw-step").wait_for()
            times: list[float] = []
            for _ in range(clicks):
                if page.locator(".cw-widget .cw-step").is_disabled():
                    page.locator(".cw-widget .cw-deal").click()
                    page.wait_for_function(
                        "() => document.querySelector('.cw-widget .cw-position')"
                        ".textContent.startsWith('step 0')"
                    )
                times.append(float(page.evaluate(CLICK_TO_REDRAW)))
    return {
        "clicks": len(times),
        "ms_median": statistics.median(times),
        "ms_max": max(times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--browser", action="store_true", help="also measure click to redraw")
    parser.add_argument("--clicks", type=int, default=40)
    args = parser.parse_args()
    results: dict[str, Any] = {}
    for mode in ("watch", "all"):
        figures = python_figures(args.game, args.games, mode)
        results[mode] = figures
        print(
            f"{args.game}, {mode}: {figures['steps']} steps; Python {figures['ms_median']:.2f} ms "
            f"median, {figures['ms_p95']:.2f} ms 95th percentile, {figures['ms_max']:.2f} ms max; "
            f"{figures['bytes_median']:,.0f} B median, {figures['bytes_max']:,.0f} B max per step "
            f"(first message with the card faces: {figures['bytes_first']:,.0f} B)"
        )
    if args.browser:
        figures = browser_figures(args.game, args.clicks)
        print(
            f"{args.game}, Chromium: click to redraw {figures['ms_median']:.0f} ms median, "
            f"{figures['ms_max']:.0f} ms max over {figures['clicks']} Step clicks"
        )


if __name__ == "__main__":
    main()
