// @ts-check
/** A card table's comforts: how the hand is sorted, and the only legal move played for you. */

/** How the viewer's hand may be shown (Python sorts it: each card keeps its move). */
const HAND_ORDERS = /** @type {[string, string][]} */ ([
  ["game", "Hand as dealt"],
  ["suit", "Hand by suit"],
  ["rank", "Hand by rank"],
]);

/**
 * The hand's order, and a box to have a turn with one legal move played for you (after the
 * speed's pause, so you still see it). Both are settings Python keeps; the frame says their
 * state, so two views of one table agree.
 * @param {Page} page
 */
function tableComforts(page) {
  const order = h("select", "cw-hand-order", { "aria-label": page.word("How your hand is sorted") });
  setOptions(order, HAND_ORDERS.map(([key, label]) => [key, page.word(label)]));
  order.addEventListener("change", () => page.send("sort", { by: order.value }));
  const forced = /** @type {HTMLInputElement} */ (h("input", "cw-forced", { type: "checkbox" }));
  forced.addEventListener("change", () => page.send("forced", { on: forced.checked }));
  const forcedLabel = h("label", "cw-forced-label", {
    title: page.word("When you have one legal move, the table plays it for you after the speed's pause"),
  }, [forced, ` ${page.word("Play forced moves")}`]);
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      order.value = frame.sort;
      forced.checked = frame.forced;
    },
  };
  return { nodes: [order, forcedLabel], redraw };
}
