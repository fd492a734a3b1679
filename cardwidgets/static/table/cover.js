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
      const show = button(page.word("I am {name}: show my cards", { name: frame.cover }), "cw-reveal", () => page.send("reveal"));
      cover.replaceChildren(h("p", "", {}, [page.word("Pass the screen to {name}.", { name: frame.cover })]), show);
      if (page.root.contains(document.activeElement) || document.activeElement === document.body) {
        show.focus();
      }
    },
  };
  return { node: cover, redraw };
}
