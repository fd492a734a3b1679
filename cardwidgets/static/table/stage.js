// @ts-check
/** The stage the table is drawn on, redrawn from each table Python sends, which tells
 * Python the page's width. */

/** A change of the page's width smaller than this (px) keeps the table's layout. */
const WIDTH_SLACK = 16;

/**
 * The table itself, drawn anew from each table Python sends; the cards that changed place are
 * seen moving there.
 * @param {Page} page
 */
function tableStage(page) {
  const stage = h("div", "cw-stage");
  const navigation = cardNavigation(page, stage);
  // Python lays the table out as wide as the page has room for, so a narrow notebook (a
  // sidebar open, a small window) gets a narrower table whose cards keep their size: the page
  // says its width when it changes by more than a little (a scroll bar coming and going).
  let told = 0;
  const sizes = new ResizeObserver(() => {
    const width = Math.floor(stage.clientWidth);
    if (width > 0 && Math.abs(width - told) >= WIDTH_SLACK) {
      told = width;
      page.send("width", { px: width });
    }
  });
  sizes.observe(stage);
  /** @type {Redraw} */
  const redraw = {
    _table(table) {
      const key = navigation.focused();
      const old = stage.querySelector("svg");
      const before = old && old.isConnected ? cardPlaces(old) : new Map();
      const svg = drawTable(page.wire, page.model.get("_deck"), table, page.word("The table"), (count) => {
        const counts = /** @type {Setup} */ (page.model.get("_setup")).counts || [];
        return counts[count] ?? `${count} card${count === 1 ? "" : "s"}`;
      });
      if (svg) stage.replaceChildren(svg);
      else stage.replaceChildren();
      if (svg && svg.isConnected) showMoves(before, svg);
      navigation.restore(key);
    },
  };
  return { node: stage, redraw, stop: () => sizes.disconnect() };
}
