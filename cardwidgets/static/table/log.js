// @ts-check
/** The log beside the table. */

/**
 * The log: new lines are appended, a whole tail replaces the lines shown; a view that lost
 * track (opened after the game moved on) asks Python for the tail.
 * @param {Page} page
 */
function logPanel(page) {
  const list = h("ol", "cw-log-lines", { tabindex: "0", "aria-label": page.word("Log lines") });
  const earlier = button("", "cw-log-earlier", () => {
    if (start) page.send("log", { before: start });
  });
  /** The log lines shown (all the page was sent: it keeps them and scrolls), and the number
   * of the first (null until a whole tail came). */
  /** @type {string[]} */
  let lines = [];
  /** @type {number | null} */
  let start = null;
  /** @type {Redraw} */
  const redraw = {
    _log(log) {
      if (!log || !log.lines) return;
      const item = (/** @type {string} */ line) => h("li", "", {}, [line]);
      if (log.tail) {
        lines = log.lines.slice();
        start = log.at;
        list.replaceChildren(...lines.map(item));
      } else if (log.earlier) {
        if (start === null || log.at + log.lines.length !== start) return;
        const height = list.scrollHeight;
        lines.unshift(...log.lines);
        start = log.at;
        list.prepend(...log.lines.map(item));
        list.scrollTop += list.scrollHeight - height; // the line read stays in place
      } else if (start !== null && log.at === start + lines.length) {
        lines.push(...log.lines);
        list.append(...log.lines.map(item));
      } else {
        page.send("log");
        return;
      }
      list.start = start + 1;
      const count = /** @type {number} */ (start);
      earlier.textContent = count ? page.word("Show earlier events ({count} before these)", { count }) : "";
      earlier.hidden = !count;
      if (!log.earlier) list.scrollTop = list.scrollHeight;
    },
  };
  // A reader at the latest line stays there when the lines rewrap (the table narrowed) or
  // more come; one who scrolled back keeps their place.
  let atEnd = true;
  list.addEventListener("scroll", () => {
    atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
  });
  const sizes = new ResizeObserver(() => {
    if (atEnd) list.scrollTop = list.scrollHeight;
  });
  sizes.observe(list);
  const node = h("section", "cw-log", { "aria-label": page.word("Log") }, [
    h("h4", "cw-log-title", {}, [page.word("Log")]), earlier, list,
  ]);
  /** The latest `count` lines of the log, as one text. @param {number} count */
  const latest = (count) => lines.slice(lines.length - count).join(" ");
  return { node, latest, redraw, stop: () => sizes.disconnect() };
}
