"""The table in a real JupyterLab and Chromium: a person runs the notebook and plays.

Tables of notebooks/half_and_half.ipynb, in the order of its cells: ``table`` (you play North
against a bot, dealt), ``bots`` (two bots, seen from North's seat), ``match`` (played out by
Python).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import cardwidgets
from cardwidgets.engine import Card
from tests.browser.conftest import HTML_NAMES
from tests.browser.jupyterlab import TIMEOUT_MS, kernel_print
from tests.widgets.leaks import card_codes, words_naming

pytestmark = pytest.mark.browser

TABLE, BOTS = 0, 1
Open = Callable[[str], Any]
Piles = list[list[Any]]

PAGE_PILES = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  return Array.from(root.querySelectorAll('.cw-stage .cw-pile')).map((pile) => [
    pile.getAttribute('data-p'),
    pile.querySelector('.cw-lab').textContent,
    pile.querySelector('.cw-cnt') ? pile.querySelector('.cw-cnt').textContent : null,
    Array.from(pile.querySelectorAll('use')).map((use) => use.getAttribute('href')),
  ]);
}"""

PAGE_MODEL = """(index) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const frames = [];
  for (const cell of panel.content.widgets) {
    for (const output of (cell.outputArea ? cell.outputArea.widgets : [])) {
      const views = [];
      const walk = (widget) => {
        if (widget._view && widget._view.model) views.push(widget._view);
        for (const child of widget.widgets || []) walk(child);
      };
      walk(output);
      for (const view of views) {
        if (view.model.get('_anywidget_id') === 'cardwidgets.widgets.table.TableWidget') {
          const parts = ['_frame', '_table', '_phase', '_log', '_setup'];
          frames.push(Object.fromEntries(parts.map((part) => [part, view.model.get(part)])));
        }
      }
    }
  }
  return frames[index];
}"""


def kernel_piles(svg: str) -> Piles:
    """The piles of the kernel's static picture of a table, as :data:`PAGE_PILES` reads them
    from the page: the page draws the same layout from the compact table it was sent."""
    piles = []
    for pile in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}g"):
        if pile.get("class") != "cw-pile":
            continue
        texts = {t.get("class"): t.text for t in pile if t.tag.endswith("text")}
        uses = [u.get("href") for u in pile.iter("{http://www.w3.org/2000/svg}use")]
        piles.append([pile.get("data-p"), texts["cw-lab"], texts.get("cw-cnt"), uses])
    return piles


def widget(page: Any, index: int) -> Any:
    root = page.locator(".cw-widget").nth(index)
    root.wait_for()
    return root


def position(page: Any, index: int) -> str:
    return str(widget(page, index).locator(".cw-position").text_content())


def click_and_wait(page: Any, index: int, selector: str, step: int) -> None:
    """Click a control of table ``index`` and wait until the page shows step ``step``."""
    widget(page, index).locator(selector).first.click()
    page.wait_for_function(
        "([index, text]) => document.querySelectorAll('.cw-widget')[index]"
        ".querySelector('.cw-position').textContent.startsWith(text)",
        arg=[index, f"step {step} "],
        timeout=TIMEOUT_MS,
    )


def wait_for_your_turn(page: Any, index: int, step: int) -> None:
    """Wait until table ``index`` shows step ``step`` and the person's turn (the bots have
    answered by themselves)."""
    page.wait_for_function(
        "([index, text]) => { const root = document.querySelectorAll('.cw-widget')[index]; "
        "return root.querySelector('.cw-position').textContent.startsWith(text) && "
        "root.querySelector('.cw-prompt').classList.contains('cw-your-turn'); }",
        arg=[index, f"step {step} "],
        timeout=TIMEOUT_MS,
    )


def step_number(page: Any, index: int) -> int:
    return int(position(page, index).split()[1])


def new_deal(page: Any, index: int, seed: int) -> None:
    """Deal table ``index`` afresh with ``seed``, as a person types it (tests share tables); it
    opens at its first decision."""
    table = widget(page, index)
    deal = page.evaluate(PAGE_MODEL, index)["_frame"]["deal"]
    table.locator(".cw-seed").fill(str(seed))
    table.locator(".cw-deal").click()
    page.wait_for_function(
        f"([index, deal]) => ({PAGE_MODEL})(index)._frame.deal > deal",
        arg=[index, deal],
        timeout=TIMEOUT_MS,
    )


def forward_to_the_end(page: Any, index: int) -> None:
    forward = widget(page, index).locator(".cw-forward")
    while forward.is_enabled():
        click_and_wait(page, index, ".cw-forward", step_number(page, index) + 1)


@pytest.fixture(scope="module")
def bots_played_out(open_and_run: Open) -> tuple[Any, dict[int, Piles]]:
    """The bots' table clicked with Step to the end; the piles the page showed at each step
    (from the first decision, where the table opens)."""
    page = open_and_run("half_and_half.ipynb")
    step_button = widget(page, BOTS).locator(".cw-step")
    seen = {step_number(page, BOTS): page.evaluate(PAGE_PILES, BOTS)}
    while step_button.is_enabled():
        click_and_wait(page, BOTS, ".cw-step", step_number(page, BOTS) + 1)
        seen[step_number(page, BOTS)] = page.evaluate(PAGE_PILES, BOTS)
    return page, seen


def test_clicking_step_to_the_end_shows_the_final_piles_the_kernel_computed(
    bots_played_out: tuple[Any, dict[int, Piles]],
):
    page, seen = bots_played_out
    forward_to_the_end(page, BOTS)
    kernel = json.loads(
        kernel_print(
            page,
            "import json; print(json.dumps([bots.state.is_terminal, bots.step_number, "
            "bots._repr_mimebundle_()[0]['image/svg+xml'], bots.frame['status']]))",
        )
    )
    over, steps, svg, status = kernel
    assert over
    assert step_number(page, BOTS) == steps == max(seen)
    assert seen[steps] == kernel_piles(svg)
    assert widget(page, BOTS).locator(".cw-status").text_content() == status
    assert re.fullmatch(
        r"(North|South) wins with \d+ cards to \d+\.|A draw: \d+ cards each\.", status
    )


def test_back_restores_the_earlier_table(bots_played_out: tuple[Any, dict[int, Piles]]):
    page, seen = bots_played_out
    forward_to_the_end(page, BOTS)
    end = max(seen)
    click_and_wait(page, BOTS, ".cw-back", end - 1)
    assert page.evaluate(PAGE_PILES, BOTS) == seen[end - 1]
    click_and_wait(page, BOTS, ".cw-back", end - 2)
    assert page.evaluate(PAGE_PILES, BOTS) == seen[end - 2]
    assert kernel_print(page, "print(bots.step_number)").strip() == str(end - 2)
    click_and_wait(page, BOTS, ".cw-forward", end - 1)
    assert page.evaluate(PAGE_PILES, BOTS) == seen[end - 1]


def test_a_person_plays_their_seat_by_clicking_and_by_keyboard(open_and_run: Open):
    page = open_and_run("half_and_half.ipynb")
    table = widget(page, TABLE)
    new_deal(page, TABLE, 7)  # after the draw for the dealer, the deal, the coin toss
    assert step_number(page, TABLE) == 3
    assert table.locator(".cw-prompt").text_content().startswith("Your turn: Turn your top card")
    assert table.locator(".cw-status").text_content() == "North to move"
    table.locator(".cw-stage .cw-card[data-i]").click()
    expect(table.locator(".cw-log-lines li", has_text="You turn A♣")).to_have_text(
        "You turn A♣ and take 1 card (53 left in the middle)."
    )
    assert kernel_print(page, "print(table.record().events[3])").strip() == "flip"
    wait_for_your_turn(page, TABLE, 5)  # the bot turned South's card by itself
    pile = table.locator(".cw-stage .cw-card[data-i]")
    pile.focus()
    page.keyboard.press("Enter")
    wait_for_your_turn(page, TABLE, 7)
    assert kernel_print(page, "print(table.record().events[5])").strip() == "flip"
    focused_pile = "() => document.activeElement.closest('.cw-pile').dataset.p"
    assert page.evaluate(focused_pile) == "s0.0", "the focus stays on North's pile after a redraw"
    page.keyboard.press("ArrowRight")
    assert page.evaluate(focused_pile) == "s0.1", "the arrow keys move between cards"
    page.keyboard.press("ArrowUp")
    assert page.evaluate(focused_pile) == "s0.0"


def test_play_runs_the_bot_and_waits_for_the_persons_turn(open_and_run: Open):
    page = open_and_run("half_and_half.ipynb")
    table = widget(page, TABLE)
    new_deal(page, TABLE, 7)
    table.locator(".cw-speed").select_option(label="Very fast")
    table.locator(".cw-play").click()
    # The deal opened at North's turn, so "Your turn" shows before the press is answered: wait
    # for the kernel's answer to the press itself (Play pressed), not for the prompt alone.
    expect(table.locator(".cw-play")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT_MS)
    expect(table.locator(".cw-prompt", has_text="Your turn")).to_be_visible(timeout=TIMEOUT_MS)
    waiting_at = step_number(page, TABLE)
    assert waiting_at == 3, "the deal waits for North"
    # Play is on but has nothing to do: the frame the kernel sent tells the page to set no
    # timer, so no beat of Play can move North's cards (a state, not a pause to sit out).
    frame = page.evaluate(PAGE_MODEL, TABLE)["_frame"]
    assert (frame["playing"], frame["auto"], frame["step"]) == (True, False, waiting_at)
    assert step_number(page, TABLE) == waiting_at
    table.locator(".cw-stage .cw-card[data-i]").click()
    page.wait_for_function(
        "(at) => document.querySelectorAll('.cw-widget')[0].querySelector('.cw-position')"
        ".textContent.split(' ')[1] > at + 1",
        arg=waiting_at,
    )
    table.locator(".cw-play").click()  # Pause
    expect(table.locator(".cw-play")).to_have_attribute("aria-pressed", "false", timeout=TIMEOUT_MS)


def test_the_widget_model_in_the_browser_holds_no_hidden_card(open_and_run: Open):
    page = open_and_run("half_and_half.ipynb")
    new_deal(page, TABLE, 7)
    widget(page, TABLE).locator(".cw-stage .cw-card[data-i]").click()  # North turns A♣
    wait_for_your_turn(page, TABLE, 5)  # and South answers: nothing moves meanwhile
    for index, name in ((TABLE, "table"), (BOTS, "bots")):
        model = page.evaluate(PAGE_MODEL, index)
        kernel = json.loads(
            kernel_print(
                page,
                "import json; "
                f"s = {name}._session; v = s.state.visible_cards(s.viewer); "
                "print(json.dumps([s.at, s.viewer, {str(c): n for c, n in v.items()}]))",
            )
        )
        at, viewer, visible = kernel
        assert model["_frame"]["step"] == at
        assert viewer == 0
        shown = Counter(code for code in card_codes(model["_table"]) if code != "-")
        assert shown or index == BOTS, "North's table shows its face-up A♣"
        hidden = shown - Counter(visible)
        assert not hidden, f"{name} shows cards hidden from North: {hidden}"
        in_page = page.evaluate(
            "(index) => Array.from(document.querySelectorAll('.cw-widget')[index]"
            ".querySelectorAll('.cw-stage use')).map((use) => use.getAttribute('href'))",
            index,
        )
        drawn = Counter(href[len("#cw-c-") :] for href in in_page if href.startswith("#cw-c-"))
        assert drawn == shown
        hidden = set(cardwidgets.make("half_and_half").all_cards()) - {
            Card.parse(code) for code in visible
        }
        assert not words_naming(json.dumps(model, ensure_ascii=False), hidden)


def test_a_player_name_containing_html_shows_as_plain_text(open_and_run: Open):
    page = open_and_run("half_and_half.ipynb")
    tables = page.locator(".cw-widget").count()
    code = f"cardwidgets.play('half_and_half', seed=3, mode='watch', names={HTML_NAMES!r})"
    page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # a new cell below, as a person adds one
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    table = widget(page, tables)
    click_and_wait(page, tables, ".cw-step", 4)
    names = table.locator(".cw-stage .cw-name").all_text_contents()
    marked = "▶ " + HTML_NAMES[1]  # the turn marker: South is to move
    assert names == [marked, f"{HTML_NAMES[0]} (you)"]
    assert table.locator(".cw-seat option").all_text_contents() == HTML_NAMES
    assert table.locator("b, img").count() == 0, "no element was made from a name"
    assert page.evaluate("() => window.cwPwned") is None


def _luminance(css_colour: str) -> float:
    red, green, blue = (int(v) for v in re.findall(r"\d+", css_colour)[:3])
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


def test_the_table_follows_the_light_and_dark_themes(open_and_run: Open, screenshots: Path):
    page = open_and_run("half_and_half.ipynb")
    table = widget(page, TABLE)
    colours = "(node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).color]"
    table.scroll_into_view_if_needed()
    table.screenshot(path=screenshots / "table-light.png")
    light = table.evaluate(colours)
    page.get_by_role("menuitem", name="Settings", exact=True).click()
    page.locator(".lm-Menu-item", has_text=re.compile(r"^Theme$")).click()
    page.get_by_role("menuitem", name="JupyterLab Dark", exact=True).click()
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    # The dark theme's style sheet has reached the table once its background is no longer light.
    page.wait_for_function(
        "([index, light]) => getComputedStyle(document.querySelectorAll('.cw-widget')[index])"
        ".backgroundColor !== light",
        arg=[TABLE, light[0]],
    )
    table.scroll_into_view_if_needed()
    table.screenshot(path=screenshots / "table-dark.png")
    widget(page, 2).screenshot(path=screenshots / "match-dark.png")
    dark = table.evaluate(colours)
    assert _luminance(light[0]) > 0.8 > _luminance(light[1])
    assert _luminance(dark[0]) < 0.3 < _luminance(dark[1])
