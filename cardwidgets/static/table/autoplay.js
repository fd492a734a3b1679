// @ts-check
/** Play: the table moving on by itself, a step every `speed` ms. */

/**
 * Play, and the bots answering by themselves in play mode: while Python says the table moves
 * on by itself (`auto`: a bot or the deal is next), ask for a step after `speed` ms (only if
 * the page still shows the step it asked at), so each move is seen before the next.
 * @param {Page} page
 */
function autoplay(page) {
  /** @type {number | undefined} */
  let timer;
  let shown = -1;
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      shown = frame.step;
      window.clearTimeout(timer);
      if (frame.auto) {
        const asked = frame.step;
        timer = window.setTimeout(() => {
          if (shown === asked) page.send("tick");
        }, frame.speed);
      }
    },
  };
  return { redraw, stop: () => window.clearTimeout(timer) };
}
