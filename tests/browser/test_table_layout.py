"""The table's look in a real JupyterLab and Chromium: every game, 1024 and 1440 px wide, in the
light and dark themes and with JupyterLab's variables taken away.

One server and one notebook for the module: the notebook builds each game's table at the
viewer's first decision (and Tennessee for Two's bidder with the nest, 16 cards in hand), and
each check reads the page's boxes. The hand's rank labels must not overlap and none may lie
under the next card; the hand, the prompt and its choices must fit one 900 px-high window;
cards you may not play stay opaque; and axe-core finds no serious or critical violation.
Screenshots of every case go to the ``screenshots`` folder (printed), to look at.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from cardwidgets.render.wire import STATIC
from tests.browser.jupyterlab import TIMEOUT_MS, Lab, jupyterlab, open_notebook_and_run_all

pytestmark = pytest.mark.browser

NOTEBOOK = "table_layout.ipynb"
SETUP = '''import cardwidgets

def at_your_turn(table):
    """Deal and let the bots play until the person at the table is to move."""
    while not table.frame["you"]:
        table.step()
    return table'''
#: Each table the notebook builds, in cell order: a name for reports, and its code.
TABLES = {
    "half_and_half": 'at_your_turn(cardwidgets.play("half_and_half", seed=7))',
    "tennessee_bidding": 'at_your_turn(cardwidgets.play("tennessee_for_two", seed=7))',
    "tennessee_nest_16_cards": (
        'nest = at_your_turn(cardwidgets.play("tennessee_for_two", seed=7))\n'
        'nest.act("bid 160")\n'
        "at_your_turn(nest)"
    ),
    "call_deuces": 'at_your_turn(cardwidgets.play("call_deuces", seed=7))',
    "take_two": 'at_your_turn(cardwidgets.play("take_two", seed=7))',
    "take_two_8_players": 'at_your_turn(cardwidgets.play("take_two", seed=7, players=8))',
}
#: The kernel to run it (without one JupyterLab asks which, in a dialog).
KERNEL = {
    "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
}
WIDTHS = (1024, 1440)
HEIGHT = 900
#: Every JupyterLab variable the style sheet uses: taken away, the fallbacks must do.
JP_VARIABLES = sorted(set(re.findall(r"var\((--jp-[\w-]+)", (STATIC / "table.css").read_text())))

#: The boxes on screen of one table: the viewer's hand (each card's box and its rank label's),
#: the prompt and the choices, and the opacity of the cards you may not play.
MEASURE = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};
  };
  const svg = root.querySelector('.cw-stage svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const hand = Array.from(root.querySelectorAll('.cw-stage .cw-pile'))
    .filter((pile) => pile.getAttribute('data-p').startsWith('s0.'))
    .map((pile) => Array.from(pile.querySelectorAll('use[data-c]')).map((use) => {
      const face = document.querySelector('#cw-c-' + use.getAttribute('data-c') + ' text');
      const rank = face.getBBox();
      const card = box(use);
      return {
        code: use.getAttribute('data-c'),
        card,
        label: {
          left: card.left + rank.x * scale, right: card.left + (rank.x + rank.width) * scale,
          top: card.top + rank.y * scale, bottom: card.top + (rank.y + rank.height) * scale,
        },
      };
    }))
    .filter((cards) => cards.length > 1);
  const refused = Array.from(root.querySelectorAll('.cw-stage .cw-off'));
  return {
    hand,
    piles: Array.from(root.querySelectorAll('.cw-stage .cw-pile'))
      .filter((pile) => pile.getAttribute('data-p').startsWith('s0.')).map(box),
    prompt: box(root.querySelector('.cw-prompt')),
    promptText: root.querySelector('.cw-prompt').textContent,
    choices: box(root.querySelector('.cw-act')),
    refusedOpacity: refused.map((node) => getComputedStyle(node).opacity),
    tableWidth: svg.getBoundingClientRect().width,
    widgetWidth: root.getBoundingClientRect().width,
  };
}"""

#: Take JupyterLab's variables away from every table (``initial`` makes a custom property
#: invalid, so each ``var()`` takes its fallback), or give them back.
JUPYTERLAB_VARIABLES = """([names, away]) => {
  for (const root of document.querySelectorAll('.cw-widget')) {
    for (const name of names) {
      if (away) root.style.setProperty(name, 'initial');
      else root.style.removeProperty(name);
    }
  }
}"""


@pytest.fixture(scope="module")
def table_page(
    tmp_path_factory: pytest.TempPathFactory, browser: Any, screenshots: Path
) -> Iterator[Any]:
    """JupyterLab with the notebook of every game's table, run once; the page, 1024 px wide."""
    root = tmp_path_factory.mktemp("layout") / "notebooks"
    root.mkdir()
    cells = [nbformat.v4.new_code_cell(SETUP)]
    cells += [nbformat.v4.new_code_cell(code) for code in TABLES.values()]
    notebook = nbformat.v4.new_notebook(cells=cells, metadata=KERNEL)
    nbformat.write(notebook, root / NOTEBOOK)
    # Every cell stays in the page (JupyterLab otherwise drops cells scrolled out of view).
    tracker = root.parent / f"{root.name}-lab" / "settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    print(f"\nscreenshots of the table layout: {screenshots}")
    with jupyterlab(root) as lab:
        page = browser.new_page(viewport={"width": WIDTHS[0], "height": HEIGHT})
        open_lab(page, lab)
        yield page
        page.close()


def open_lab(page: Any, lab: Lab) -> None:
    open_notebook_and_run_all(page, lab, NOTEBOOK)
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    page.wait_for_function(
        "(count) => document.querySelectorAll('.cw-widget .cw-stage svg').length === count",
        arg=len(TABLES),
        timeout=TIMEOUT_MS,
    )


def set_theme(page: Any, theme: str) -> None:
    page.evaluate(
        "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme
    )
    page.wait_for_function(
        "(light) => document.body.dataset.jpThemeLight === light",
        arg=str(theme == "JupyterLab Light").lower(),
        timeout=TIMEOUT_MS,
    )


def show(page: Any, index: int, width: int) -> dict[str, Any]:
    """Table ``index`` scrolled into a window ``width`` px wide, its hand at the window's
    bottom edge or above; what :data:`MEASURE` reads."""
    page.set_viewport_size({"width": width, "height": HEIGHT})
    table = page.locator(".cw-widget").nth(index)
    table.locator(".cw-act").scroll_into_view_if_needed()
    return dict(page.evaluate(MEASURE, index))


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5


def check_hand(name: str, seen: dict[str, Any]) -> None:
    for cards in seen["hand"]:
        for this, after in itertools.pairwise(cards):
            assert not overlaps(this["label"], after["label"]), (name, this["code"], after["code"])
            assert after["card"]["left"] >= this["label"]["right"] - 0.5, (
                f"{name}: the rank of {this['code']} lies under {after['code']}"
            )
    top = min([seen["prompt"]["top"], seen["choices"]["top"], *(p["top"] for p in seen["piles"])])
    bottom = max([seen["choices"]["bottom"], *(p["bottom"] for p in seen["piles"])])
    assert bottom - top <= HEIGHT, f"{name}: hand, prompt and choices take {bottom - top:.0f} px"
    assert all(opacity == "1" for opacity in seen["refusedOpacity"]), name


CASES = [("JupyterLab Light", "light"), ("JupyterLab Dark", "dark"), ("JupyterLab Light", "none")]


@pytest.mark.parametrize(("theme", "look"), CASES, ids=[look for _, look in CASES])
def test_every_rank_is_readable_and_hand_prompt_and_choices_fit_one_window(
    table_page: Any, screenshots: Path, theme: str, look: str
):
    page = table_page
    set_theme(page, theme)
    page.evaluate(JUPYTERLAB_VARIABLES, [JP_VARIABLES, look == "none"])
    for index, name in enumerate(TABLES):
        for width in WIDTHS:
            seen = show(page, index, width)
            table = page.locator(".cw-widget").nth(index)
            table.screenshot(path=str(screenshots / f"{name}-{look}-{width}.png"))
            check_hand(f"{name} ({look}, {width} px)", seen)
            assert seen["promptText"].startswith("Your turn: "), name
    page.evaluate(JUPYTERLAB_VARIABLES, [JP_VARIABLES, False])


def test_a_sixteen_card_hand_is_all_there(table_page: Any):
    seen = show(table_page, list(TABLES).index("tennessee_nest_16_cards"), WIDTHS[0])
    assert sum(len(cards) for cards in seen["hand"]) == 16
    assert seen["refusedOpacity"], "count cards may not go back to the nest: shaded, opaque"


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_axe_finds_no_violation_at_all_at_any_table(table_page: Any, theme: str):
    from axe_playwright_python.sync_playwright import Axe

    page = table_page
    set_theme(page, theme)
    axe = Axe()
    found = []
    for index, name in enumerate(TABLES):
        page.evaluate(
            "(i) => { document.querySelectorAll('.cw-widget')[i].id = 'cw-axe-' + i; }", index
        )
        results = axe.run(page, context=f"#cw-axe-{index}")
        found += [
            f"{name}: {violation['id']} ({violation['impact']}): {violation['help']}"
            for violation in results.response["violations"]
        ]
    assert found == []


def test_the_log_scrolls_back_to_the_first_event(table_page: Any):
    index = list(TABLES).index("take_two_8_players")
    table = table_page.locator(".cw-widget").nth(index)
    earlier = table.locator(".cw-log-earlier")
    expect(earlier).to_be_visible()
    shown = table.locator(".cw-log-lines li").count()
    earlier.click()
    expect(earlier).to_be_hidden()
    lines = table.locator(".cw-log-lines li")
    expect(lines.first).to_have_text("North-east deals first (drawn by lot).")  # seed 7
    assert lines.count() > shown
    assert table.locator(".cw-log-lines").get_attribute("start") == "1"


#: Note every card the page animates (Element.animate is what shows a card moving).
RECORD_MOVES = """() => {
  window.cwMoved = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.cwMoved.push(this.getAttribute('data-c'));
    return animate.apply(this, args);
  };
}"""


def test_a_card_put_back_is_seen_moving_there_unless_motion_is_reduced(table_page: Any):
    """Last in the module: it plays moves on the nest table."""
    page = table_page
    page.evaluate(RECORD_MOVES)
    table = page.locator(".cw-widget").nth(list(TABLES).index("tennessee_nest_16_cards"))
    for motion, seen_moving in (("reduce", False), ("no-preference", True)):
        page.emulate_media(reduced_motion=motion)
        page.evaluate("() => { window.cwMoved = []; }")
        card = table.locator(".cw-stage .cw-pile[data-p='s0.0'] .cw-legal use").first
        code = card.get_attribute("data-c")
        card.click()
        in_the_nest = table.locator(f".cw-stage .cw-pile[data-p^='c.'] use[data-c='{code}']")
        expect(in_the_nest).to_have_count(1)
        assert (code in page.evaluate("() => window.cwMoved")) == seen_moving, motion
