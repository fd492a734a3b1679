// @ts-check
/** The Rules button and its panel. */

/**
 * The Rules button and the panel it opens: the game's summary and the rules in force.
 * @param {Page} page
 */
function rulesPanel(page) {
  const panel = h("div", "cw-rules", { hidden: "" });
  const toggle = button(page.word("Rules"), "cw-rules-button", () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute("aria-expanded", String(!panel.hidden));
  });
  toggle.setAttribute("aria-expanded", "false");
  /** @type {Redraw} */
  const redraw = {
    _setup(setup) {
      panel.replaceChildren(
        h("p", "cw-rules-summary", {}, [setup.summary]),
        h("p", "cw-rules-heading", {}, [page.word("Rules in force:")]),
        h("ul", "cw-rules-options", {}, setup.options.map((line) => h("li", "", {}, [line]))),
      );
    },
  };
  return { button: toggle, panel, redraw };
}
