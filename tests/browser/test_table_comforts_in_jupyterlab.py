"""A card table's comforts and the analysis's certainties in a real JupyterLab and Chromium:
the hand sorted by rank at the player's choice, the forced-moves box reaching the kernel, and
the Analyse panel listing what the seat can be sure of under the moves. Every wait is for a
condition, with the harness's generous ceiling."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    Lab,
    jupyterlab,
    kernel_print,
    open_notebook_and_run_all,
    write_notebook,
)
from tests.built_once import claim

pytestmark = pytest.mark.browser

#: Watched from North's seat, stopped at a card of North's to play with something to be sure of.
CELLS = [
    nbformat.v4.new_code_cell(
        "import cardwidgets\n"
        "from cardwidgets.analysis.inferences import inferences\n\n"
        "table = cardwidgets.play('call_deuces', seed=4, mode='watch')\n"
        "def sure():\n"
        "    return inferences(table.state.observation(0))\n\n"
        "while not (table.state.current_player == 0 and len(sure()) >= 2):\n"
        "    table.step()\n"
        "table"
    ),
]
RANKS = {"Ace": 14, "King": 13, "Queen": 12, "Jack": 11}
#: Whether the table's own animations (cards moving to their new places) are over.
SETTLED = "() => document.querySelector('.cw-widget').getAnimations({subtree: true}).length === 0"
#: Whether North's face-up cards of a suit are drawn lowest rank first, once redrawn.
DRAWN_LOW_TO_HIGH = """() => {
  const ranks = {Ace: 14, King: 13, Queen: 12, Jack: 11};
  const labels = Array.from(
    document.querySelectorAll(".cw-widget [data-p^='s0.'] .cw-card"),
    (card) => card.getAttribute("aria-label") || "",
  ).filter((label) => label.includes(" of "));
  const words = labels.map((label) => label.split(" of ")[0]);
  const seen = words.map((word) => ranks[word] || Number(word));
  return seen.length > 0 && seen.every((rank, i) => i === 0 || seen[i - 1] <= rank);
}"""


@pytest.fixture(
    scope="module", params=["JupyterLab Light", "JupyterLab Dark"], ids=["light", "dark"]
)
def page(request: Any, tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Any]:
    claim(tmp_path_factory, f"the JupyterLab of the comforts tests, {request.param}")
    root = tmp_path_factory.mktemp("comforts") / "notebooks"
    root.mkdir()
    write_notebook(CELLS, root / "comforts.ipynb")
    lab: Lab
    with jupyterlab(root, theme=request.param) as lab:
        opened = browser.new_page(viewport={"width": 1024, "height": 1000})
        open_notebook_and_run_all(opened, lab, "comforts.ipynb")
        opened.theme_name = "dark" if "Dark" in request.param else "light"
        yield opened
        opened.close()


def north_hand_ranks(page: Any) -> list[int]:
    """The ranks of North's face-up hand, left to right as drawn (jokers and tricks left out)."""
    labels = page.locator(".cw-widget [data-p^='s0.'] .cw-card").evaluate_all(
        "cards => cards.map(card => card.getAttribute('aria-label'))"
    )
    ranks = []
    for label in labels:
        word = (label or "").split(" of ")[0]
        if " of " in (label or ""):
            ranks.append(RANKS.get(word) or int(word))
    return ranks


def test_the_hand_sorted_by_rank_is_drawn_low_to_high(page: Any, screenshots: Any):
    widget = page.locator(".cw-widget")
    expect(widget.locator(".cw-hand-order")).to_have_value("game")
    before = north_hand_ranks(page)
    widget.locator(".cw-hand-order").select_option("rank")
    page.wait_for_function(DRAWN_LOW_TO_HIGH, timeout=TIMEOUT_MS)
    assert kernel_print(page, "print(table._session.hand_order)") == "rank\n"
    ranks = north_hand_ranks(page)
    assert sorted(ranks) == sorted(before), "the same cards, only moved"
    assert ranks, "North's hand is drawn face up"
    assert ranks == sorted(ranks), ranks
    widget.locator(".cw-stage").scroll_into_view_if_needed()
    page.wait_for_function(SETTLED)  # the cards moved
    page.screenshot(path=screenshots / f"hand-by-rank-{page.theme_name}-1024.png")


def test_the_forced_moves_box_reaches_the_kernel(page: Any):
    box = page.locator(".cw-widget .cw-forced")
    expect(box).not_to_be_checked()
    box.check()
    expect(box).to_be_checked()
    # The request and the kernel call travel one channel, in order: the setting is in first.
    assert kernel_print(page, "print(table._session.forced_moves)") == "True\n"


def test_the_analysis_lists_what_north_can_be_sure_of(page: Any, screenshots: Any):
    widget = page.locator(".cw-widget")
    widget.locator(".cw-analyse-button").click()
    expect(widget.locator(".cw-analysis-more")).to_be_visible(timeout=TIMEOUT_MS)
    expect(widget.locator(".cw-analysis-sure-title")).to_have_text("What North can be sure of:")
    lines = widget.locator(".cw-analysis-sure li")
    expected = kernel_print(page, "print('\\n'.join(sure()))").splitlines()
    expect(lines).to_have_count(len(expected))
    assert lines.all_inner_texts() == expected
    widget.locator(".cw-analysis").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"analysis-sure-{page.theme_name}-1024.png")
    page.set_viewport_size({"width": 1440, "height": 1000})
    expect(lines.first).to_be_visible()
    page.screenshot(path=screenshots / f"analysis-sure-{page.theme_name}-1440.png")
