// @ts-check
/** The Odds button and its panel. */

/**
 * The Odds button and its panel. Python computes the panel from the viewing seat's
 * observation, and only while it is shown, after the table is redrawn: until the odds
 * follow, the panel keeps its title and says "working…".
 * @param {Page} page
 */
function oddsPanel(page) {
  const panel = h("section", "cw-odds", { "aria-label": page.word("Odds"), hidden: "" });
  const toggle = button(page.word("Odds"), "cw-odds-button", () => {
    page.send("odds", { show: !(/** @type {Odds} */ (page.model.get("_odds")).shown) });
  });
  toggle.setAttribute("aria-pressed", "false");
  /** @type {Redraw} */
  const redraw = {
    _odds(odds) {
      showToggled(toggle, panel, odds.shown, Boolean(odds.working));
      if (odds.working) {
        const title = panel.querySelector(".cw-odds-title");
        panel.replaceChildren(
          h("h4", "cw-odds-title", {}, [(title && title.textContent) || page.word("Odds")]),
          h("p", "cw-odds-working", {}, [page.word("working…")]),
        );
        return;
      }
      panel.replaceChildren(
        h("h4", "cw-odds-title", {}, [odds.title || ""]),
        h("ul", "cw-odds-lines", {}, (odds.lines || []).map((line) => h("li", "", {}, [line]))),
      );
    },
  };
  return { button: toggle, panel, redraw };
}
