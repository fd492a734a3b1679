// @ts-check
/** The pass-and-play cover over the table. */

/**
 * Pass and play: the cover over the table until the person to move says it is them.
 * @param {Page} page
 */
function passCover(page) {
  const cover = h("div", "cw-cover", { hidden: "" });
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      cover.hidden = !frame.cover;
      if (!frame.cover) return;
      const show = button(`I am ${frame.cover}: show my cards`, "cw-reveal", () => page.send("reveal"));
      cover.replaceChildren(h("p", "", {}, [`Pass the screen to ${frame.cover}.`]), show);
      if (page.root.contains(document.activeElement) || document.activeElement === document.body) {
        show.focus();
      }
    },
  };
  return { node: cover, redraw };
}
