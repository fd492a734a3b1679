"""The table behaves alike in JupyterLab, Notebook 7 and Voila, at every width.

One notebook, served by each front end in turn (a module fixture per front end): a heading,
the table at the viewer's first decision, a cell below. In each: no key pressed inside the
table changes the notebook (its active cell, its cell count, its collapsed headings), and no
error reaches the console; the ranks of the viewer's hand are at least 11 px on screen at
1024 px (in JupyterLab with the file browser open and closed) and at 1440 px, since the table
is laid out at the width the page has instead of being scaled down; the log's last line is
in view after the table narrows; after Enter on a choice the focus goes on to the next
control, never to the page's body, and a whole game is played with the keyboard alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.jupyterlab import (
    TIMEOUT_MS,
    jupyterlab,
    open_notebook_and_run_all,
    voila,
    write_notebook,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "every_front_end.ipynb"
SETUP = '''import cardwidgets

def at_your_turn(table):
    """Let the bots play until the person at the table is to move."""
    while not table.frame["you"]:
        table.step()
    return table'''
#: The tables, in cell order: Half and Half (cards to click), Tennessee for Two (bid buttons).
TABLES = (
    'at_your_turn(cardwidgets.play("half_and_half", seed=7))',
    'at_your_turn(cardwidgets.play("tennessee_for_two", seed=7))',
)
HALF_AND_HALF, TENNESSEE = 0, 1
FRONT_ENDS = ("lab", "notebook", "voila")
#: Keys that change a notebook in command mode: arrows move the active cell (Left and Right
#: collapse and expand headings), letters insert, delete, cut, paste, change cells.
KEYS = (
    "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Shift+ArrowDown", "a", "b", "m", "y",
    "d", "d", "x", "c", "v", "z", "Shift+m",
)  # fmt: skip
#: The controls the keys are pressed on: the history slider, a button, the first card, the log.
TARGETS = (".cw-rules-button", ".cw-stage .cw-card", ".cw-log-line", ".cw-slider")
SMALLEST_RANK_PX = 11
SMALLEST_COUNT_PX = 10

NOTEBOOK_STATE = """() => {
  const notebook = window.jupyterapp.shell.currentWidget.content;
  return {
    active: notebook.activeCellIndex,
    cells: notebook.widgets.length,
    sources: notebook.widgets.map((cell) => cell.model.sharedModel.getSource()),
    collapsed: notebook.widgets.map((cell) => [
      Boolean(cell.headingCollapsed), cell.isHidden, cell.inputHidden, cell.outputHidden,
    ]),
  };
}"""

VOILA_STATE = """() => ({
  cells: document.querySelectorAll('.jp-Cell, .jp-OutputArea-output').length,
  text: document.body.innerText.length > 0,
  scroll: window.scrollY >= 0,
})"""

#: The smallest rank of a face-up card on the table and the smallest card count, as drawn:
#: the font size times the table's scale on screen (its box over its own width, which
#: includes any CSS transform); null where there is none.
DRAWN_PX = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const svg = root.querySelector('.cw-stage svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const size = (node) => parseFloat(getComputedStyle(node).fontSize) * scale;
  const ranks = Array.from(root.querySelectorAll('.cw-stage use[data-c]')).map((use) => size(
    root.querySelector('#cw-c-' + use.getAttribute('data-c') + ' text')));
  const counts = Array.from(root.querySelectorAll('.cw-stage .cw-cnt')).map(size);
  return {
    rank: ranks.length ? Math.min(...ranks) : null,
    count: counts.length ? Math.min(...counts) : null,
  };
}"""

#: Whether the table is drawn at the width its stage has (it was laid out for it).
LAID_OUT_FOR_ITS_WIDTH = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const stage = root.querySelector('.cw-stage');
  const svg = stage.querySelector('svg');
  const wide = svg.viewBox.baseVal.width;
  return Math.abs(wide - stage.clientWidth) < 16 || (wide >= 940 && stage.clientWidth >= 940);
}"""

LAST_LOG_LINE_SHOWN = """(index) => {
  const list = document.querySelectorAll('.cw-widget')[index].querySelector('.cw-log-lines');
  const last = list.lastElementChild.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
}"""

FOCUS_IN_TABLE = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  return root.contains(document.activeElement);
}"""


class FrontEnd:
    """A page of one front end with the notebook run, and the errors its console saw."""

    def __init__(self, kind: str, page: Any, errors: list[str], without_table: list[str]):
        self.kind, self.page = kind, page
        self.errors, self.without_table = errors, without_table

    def errors_of_the_table(self) -> list[str]:
        """The errors logged on the page that a page without a table did not log."""
        theirs = {same_anywhere(error) for error in self.without_table}
        return [error for error in self.errors if same_anywhere(error) not in theirs]

    def table(self, index: int) -> Any:
        return self.page.locator(".cw-widget").nth(index)

    def state(self) -> dict[str, Any]:
        script = VOILA_STATE if self.kind == "voila" else NOTEBOOK_STATE
        return dict(self.page.evaluate(script))

    def sidebar(self, shown: bool) -> None:
        if self.kind != "lab":
            return
        if shown:
            self.page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
        else:
            self.page.evaluate("() => window.jupyterapp.shell.collapseLeft()")

    def resized(self, width: int, sidebar: bool = False) -> None:
        """The window ``width`` px wide (the file browser open or not) and every table laid
        out again for its width."""
        self.page.set_viewport_size({"width": width, "height": 900})
        self.sidebar(sidebar)
        for index in range(len(TABLES)):
            self.page.wait_for_function(LAID_OUT_FOR_ITS_WIDTH, arg=index, timeout=TIMEOUT_MS)


def notebook_cells() -> list[Any]:
    return [
        nbformat.v4.new_markdown_cell("# A table\n\nKeys pressed in it stay there."),
        nbformat.v4.new_code_cell(SETUP),
        *(nbformat.v4.new_code_cell(code) for code in TABLES),
        nbformat.v4.new_markdown_cell("## Below the tables"),
        nbformat.v4.new_code_cell("1 + 1"),
    ]


def same_anywhere(error: str) -> str:
    """An error's first line, whatever server port it names."""
    return re.sub(r"127\.0\.0\.1:\d+", "server", error.splitlines()[0] if error else "")


def console_errors(page: Any) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


PLAIN = "plain.ipynb"


@pytest.fixture(scope="module", params=FRONT_ENDS)
def front_end(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, browser: Any
) -> Iterator[FrontEnd]:
    """The front end with the notebook run; its errors are those a page of the same front end
    without a table does not log (the front end's own, its other extensions')."""
    kind = request.param
    root = tmp_path_factory.mktemp(f"front-end-{kind}") / "notebooks"
    root.mkdir()
    write_notebook(notebook_cells(), root / NOTEBOOK)
    write_notebook([nbformat.v4.new_code_cell("1 + 1")], root / PLAIN)
    plain = browser.new_page(viewport={"width": 1440, "height": 900})
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    for each in (plain, page):
        each.set_default_timeout(TIMEOUT_MS)
    without_table, errors = console_errors(plain), console_errors(page)
    try:
        if kind == "voila":
            with voila(root / PLAIN) as url:
                plain.goto(url)
                expect(plain.locator(".jp-OutputArea-output")).to_have_count(1)
            with voila(root / NOTEBOOK) as url:
                page.goto(url)
                expect(page.locator(".cw-widget .cw-stage svg")).to_have_count(len(TABLES))
                yield FrontEnd(kind, page, errors, without_table)
        else:
            if kind == "lab":  # every cell stays in the page, scrolled out of view or not
                tracker = root.parent / f"{root.name}-lab" / "settings" / "@jupyterlab"
                (tracker / "notebook-extension").mkdir(parents=True)
                (tracker / "notebook-extension" / "tracker.jupyterlab-settings").write_text(
                    '{"windowingMode": "none"}'
                )
            with jupyterlab(root, app=kind) as lab:
                open_notebook_and_run_all(plain, lab, PLAIN)
                open_notebook_and_run_all(page, lab, NOTEBOOK)
                expect(page.locator(".cw-widget .cw-stage svg")).to_have_count(len(TABLES))
                yield FrontEnd(kind, page, errors, without_table)
    finally:
        page.close()
        plain.close()


def test_no_key_pressed_inside_the_table_changes_the_notebook(front_end: FrontEnd):
    table = front_end.table(HALF_AND_HALF)
    for target in TARGETS:
        control = table.locator(target).first
        control.scroll_into_view_if_needed()
        control.focus()
        before = front_end.state()
        for key in KEYS:
            front_end.page.keyboard.press(key)
        assert front_end.page.evaluate(FOCUS_IN_TABLE, HALF_AND_HALF), target
        assert front_end.state() == before, f"keys on {target} changed the notebook"
    # The slider's own keys still work: End goes back to the latest step.
    table.locator(".cw-slider").focus()
    front_end.page.keyboard.press("End")
    expect(table.locator(".cw-position")).to_have_text(re.compile(r"^step (\d+) / \1$"))


@pytest.mark.parametrize(
    ("width", "sidebar"), [(1024, True), (1024, False), (1440, False)], ids=str
)
def test_ranks_are_readable_at_every_width(
    front_end: FrontEnd, screenshots: Path, width: int, sidebar: bool
):
    if sidebar and front_end.kind != "lab":
        pytest.skip("only JupyterLab opens a file browser beside the notebook")
    front_end.resized(width, sidebar)
    for index in range(len(TABLES)):
        table = front_end.table(index)
        table.locator(".cw-act").scroll_into_view_if_needed()
        drawn = front_end.page.evaluate(DRAWN_PX, index)
        shot = f"{front_end.kind}-{index}-{width}{'-sidebar' if sidebar else ''}.png"
        table.screenshot(path=str(screenshots / shot))
        if index == TENNESSEE:
            assert drawn["rank"] is not None, "the bidder's hand is face up"
        if drawn["rank"] is not None:
            assert drawn["rank"] >= SMALLEST_RANK_PX, f"table {index}: ranks {drawn} at {width}"
        assert drawn["count"] >= SMALLEST_COUNT_PX, f"table {index}: counts {drawn} at {width}"


def test_the_logs_last_line_is_in_view_after_the_table_narrows(front_end: FrontEnd):
    front_end.resized(1440)
    front_end.resized(1024, sidebar=True)
    for index in range(len(TABLES)):
        front_end.page.wait_for_function(LAST_LOG_LINE_SHOWN, arg=index, timeout=TIMEOUT_MS)


def test_no_error_reaches_the_console(front_end: FrontEnd):
    assert front_end.errors_of_the_table() == []


#: What has the focus: whether it is in the table, and whether Enter there plays a move.
FOCUSED = """(index) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const node = document.activeElement;
  return {
    inTable: root.contains(node),
    body: node === document.body,
    legal: Boolean(node && node.classList && node.classList.contains('cw-legal')),
    card: Boolean(node && node.classList && node.classList.contains('cw-card')),
    what: node ? (node.getAttribute('aria-label') || node.textContent || node.nodeName) : '',
  };
}"""

#: The table is waiting for the person (their turn) or the game is over; and where it is.
SETTLED = """([index, before]) => {
  const root = document.querySelectorAll('.cw-widget')[index];
  const position = root.querySelector('.cw-position').textContent;
  const over = root.querySelector('.cw-step').disabled;
  const yours = Boolean(root.querySelector('.cw-prompt.cw-your-turn'));
  return position !== before && (yours || over) ? position : null;
}"""


def play_by_keyboard(front_end: FrontEnd, index: int, done: str, most: int) -> list[str]:
    """Play table ``index`` with the keyboard alone until ``done`` (a script) is true: Enter
    on a move the focus is on, else Home and Right along the table's cards to one, else Tab
    on to the choices. The focus must never leave the table. The moves' names, in order."""
    page, table = front_end.page, front_end.table(index)
    table.locator(".cw-speed").select_option(label="Very fast")
    table.locator(".cw-stage .cw-card[tabindex='0'], .cw-choices .cw-legal").first.focus()
    played: list[str] = []
    keys = 0
    while not page.evaluate(done, index):
        assert len(played) < most, f"no end after {most} moves: {played[-5:]}"
        assert keys < 20 * most, f"no move to find with the keyboard after {played[-3:]}"
        focused = page.evaluate(FOCUSED, index)
        assert not focused["body"], f"the focus fell to the page's body after {played[-3:]}"
        assert focused["inTable"], (played[-3:], focused)
        if not focused["legal"]:
            cards = focused["card"] and table.locator(".cw-stage .cw-card[data-i]").count()
            page.keyboard.press("Home" if cards else "Tab")
            keys += 1
            while cards and not page.evaluate(FOCUSED, index)["legal"] and keys < 20 * most:
                page.keyboard.press("ArrowRight")
                keys += 1
            continue
        before = table.locator(".cw-position").text_content()
        played.append(focused["what"])
        page.keyboard.press("Enter")
        page.wait_for_function(SETTLED, arg=[index, before], timeout=TIMEOUT_MS)
    return played


def test_a_whole_game_is_played_with_the_keyboard_alone(front_end: FrontEnd):
    over = "(index) => document.querySelectorAll('.cw-widget')[index]" + (
        ".querySelector('.cw-step').disabled"
    )
    played = play_by_keyboard(front_end, HALF_AND_HALF, over, most=40)
    assert played, "the person moved"
    expect(front_end.table(HALF_AND_HALF).locator(".cw-prompt")).to_contain_text("wins")


def test_a_whole_hand_of_bids_and_tricks_is_played_with_the_keyboard_alone(
    front_end: FrontEnd,
):
    second_hand = "(index) => /Hand 2/.test(document.querySelectorAll('.cw-widget')[index]" + (
        ".querySelector('.cw-log-lines').textContent)"
    )
    played = play_by_keyboard(front_end, TENNESSEE, second_hand, most=60)
    assert any(move.startswith(("Pass", "Bid", "6", "7", "8")) for move in played), played
    cards = [move for move in played if re.fullmatch(r"(Red|Yellow|Green|Black) \d+|Rook", move)]
    assert len(cards) >= 5, f"cards played: {played}"
