// @ts-check
/** The score sheet: its button and the panel listing every hand over, hand by hand. */

/**
 * The score sheet, shown or hidden by its button: a row a hand played to its end, each
 * column's score for that hand and its total after it, the latest hand in view. Showing it is
 * this page's choice (the numbers are public and Python sends them anyway); a game that keeps
 * no sheet, or a table under a pass-and-play cover, has no button.
 * @param {Page} page
 */
function scoreSheet(page) {
  let shown = false;
  const panel = h("section", "cw-sheet", { "aria-label": page.word("Score sheet"), hidden: "" });
  /** @type {Sheet | null} */
  let sheet = null;
  const show = () => {
    const has = Boolean(sheet && sheet.columns);
    toggle.hidden = !has;
    showToggled(toggle, panel, shown && has, false);
  };
  const toggle = button(page.word("Score sheet"), "cw-sheet-button", () => {
    shown = !shown;
    show();
    const scroll = panel.querySelector(".cw-sheet-scroll");
    if (scroll) scroll.scrollTop = scroll.scrollHeight;
  });
  /** @type {Redraw} */
  const redraw = {
    _sheet(sent) {
      sheet = sent;
      show();
      if (!sent.columns) {
        panel.replaceChildren();
        return;
      }
      const body = sent.rows.length
        ? sheetTable(page, sent)
        : h("p", "cw-sheet-none", {}, [page.word("No hand is over yet.")]);
      panel.replaceChildren(h("h4", "cw-sheet-title", {}, [page.word("Score sheet")]), body);
      body.scrollTop = body.scrollHeight;
    },
  };
  return { button: toggle, panel, redraw };
}

/**
 * The sheet as a table: a column pair a seat or side (the hand's score, the total after it)
 * under its name, a row a hand under its number. It scrolls once the hands are many, so it
 * is a tab stop a keyboard can scroll.
 * @param {Page} page
 * @param {Sheet} sheet
 */
function sheetTable(page, sheet) {
  const names = sheet.columns.map((name) => h("th", "cw-sheet-name", { scope: "colgroup", colspan: "2" }, [name]));
  const kinds = sheet.columns.flatMap(() => [
    h("th", "cw-sheet-kind", { scope: "col" }, [sheet.scored]),
    h("th", "cw-sheet-kind cw-sheet-total", { scope: "col" }, [sheet.total]),
  ]);
  const rows = sheet.rows.map(([hand, ...cells]) => h("tr", "", {}, [
    h("th", "cw-sheet-hand", { scope: "row" }, [hand]),
    ...cells.map((cell, place) => h("td", place % 2 ? "cw-sheet-total" : "", {}, [cell])),
  ]));
  const table = h("table", "cw-sheet-table", {}, [
    h("thead", "", {}, [
      h("tr", "", {}, [h("th", "cw-sheet-hand", { scope: "col", rowspan: "2" }, [page.word("Hand")]), ...names]),
      h("tr", "", {}, kinds),
    ]),
    h("tbody", "", {}, rows),
  ]);
  return h("div", "cw-sheet-scroll", { tabindex: "0", role: "group", "aria-label": page.word("Score sheet") }, [table]);
}
