// @ts-check
/** What a screen reader hears after each request. */

/**
 * What a screen reader hears after each request: the event just shown and the message.
 * @param {{ latest(count: number): string }} log
 */
function announcer(log) {
  const live = h("div", "cw-live", { "aria-live": "polite", role: "status" });
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      // A number stands for the latest lines of the log: the event just shown.
      const announce = typeof frame.announce === "number" ? log.latest(frame.announce) : frame.announce;
      const news = [announce, frame.message].filter(Boolean).join(" ");
      if (news !== live.textContent) live.textContent = news;
    },
  };
  return { node: live, redraw };
}
