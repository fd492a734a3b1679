// @ts-check
/** The log beside the table, each line a button that goes to its moment. */

/**
 * The log: new lines are appended, a whole tail replaces the lines shown; a view that lost
 * track (opened after the game moved on) asks Python for the tail. Each line is a button that
 * shows the table as its event left it (a `seek`, as the history slider sends: Python shows
 * what the slider would, and under a pass-and-play cover the log is empty). The lines are one
 * tab stop: Up and Down (Home, End) move between them, Enter or Space goes.
 * @param {Page} page
 */
function logPanel(page) {
  const list = h("ol", "cw-log-lines", { "aria-label": page.word("Log lines") });
  const earlier = button("", "cw-log-earlier", () => {
    if (start) page.send("log", { before: start });
  });
  /** The log lines shown (all the page was sent: it keeps them and scrolls), and the number
   * of the first (null until a whole tail came). */
  /** @type {string[]} */
  let lines = [];
  /** @type {number | null} */
  let start = null;
  const links = lineLinks(page, list);
  /** @type {Redraw} */
  const redraw = {
    _log(log) {
      if (!log || !log.lines) return;
      const focused = list.contains(document.activeElement);
      if (log.tail) {
        lines = log.lines.slice();
        start = log.at;
        list.replaceChildren(...links.items(log, log.at));
      } else if (log.earlier) {
        if (start === null || log.at + log.lines.length !== start) return;
        const height = list.scrollHeight;
        lines.unshift(...log.lines);
        start = log.at;
        list.prepend(...links.items(log, log.at));
        list.scrollTop += list.scrollHeight - height; // the line read stays in place
      } else if (start !== null && log.at === start + lines.length) {
        list.append(...links.items(log, start + lines.length));
        lines.push(...log.lines);
      } else {
        page.send("log");
        return;
      }
      list.start = start + 1;
      const count = /** @type {number} */ (start);
      earlier.textContent = count ? page.word("Show earlier events ({count} before these)", { count }) : "";
      earlier.hidden = !count;
      if (!log.earlier) list.scrollTop = list.scrollHeight;
      links.settle(focused);
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

/**
 * The log's lines as buttons, each going to the step its event left, and one tab stop among
 * them: the line last focused if shown, else the latest; Up and Down (Home, End) move it.
 * @param {Page} page
 * @param {HTMLOListElement} list
 */
function lineLinks(page, list) {
  /** The number of the line that is the log's tab stop (the one last focused), if shown. */
  let current = -1;
  /**
   * A line: a button going to the step its event left (numbered as the log counts them).
   * @param {string} line
   * @param {number} step
   * @param {number} number
   */
  const item = (line, step, number) => {
    const go = button(line, "cw-log-line", () => page.send("seek", { to: step }));
    go.addEventListener("focus", () => {
      current = number;
    });
    go.dataset.line = String(number);
    go.tabIndex = -1;
    go.title = page.word("Go to step {step}", { step });
    return h("li", "", {}, [go]);
  };
  /** @param {Log} log @param {number} at the number of the log's first line */
  const items = (log, at) => log.lines.map((line, place) => item(line, log.steps[place], at + place));
  /** @returns {HTMLButtonElement[]} */
  const buttons = () => Array.from(list.querySelectorAll(".cw-log-line"));
  /** One line is the tab stop: the current one if shown, else the latest. */
  const oneTabStop = () => {
    const all = buttons();
    const stop = all.find((node) => Number(node.dataset.line) === current) || all[all.length - 1];
    for (const node of all) node.tabIndex = node === stop ? 0 : -1;
    return stop;
  };
  arrowKeys(list, buttons, "ArrowUp", "ArrowDown", oneTabStop);
  return {
    items,
    /** After a redraw: one tab stop, and the focus kept if a line had it (a line clicked).
     * @param {boolean} focused */
    settle(focused) {
      const stop = oneTabStop();
      if (focused) (stop || page.root).focus();
    },
  };
}
