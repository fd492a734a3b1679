// @ts-check
/** The prompt and the status lines under the table. */

/**
 * The prompt at your hand: what to do now in words (on your turn, the rule of the moment;
 * else the status: who is to move, who won), the status (scores, the bid) as a compact line
 * under it, the rule of the moment while others play, a bot's reason for its move, and the
 * message of a refusal.
 */
function statusLines() {
  const prompt = h("p", "cw-prompt");
  const status = h("p", "cw-status");
  const rule = h("p", "cw-rule");
  const reason = h("p", "cw-reason");
  const message = h("p", "cw-message", { role: "alert" });
  let reminder = "";
  /** @type {Frame | null} */
  let shown = null;
  const write = () => {
    if (!shown) return;
    const yours = shown.you;
    prompt.textContent = shown.prompt;
    prompt.classList.toggle("cw-your-turn", yours);
    status.textContent = shown.status;
    status.hidden = !yours || !shown.status;
    rule.textContent = yours ? "" : reminder;
  };
  /** @type {Redraw} */
  const redraw = {
    _phase(phase) {
      reminder = phase.reminder || "";
      write();
    },
    _frame(frame) {
      shown = frame;
      write();
      reason.textContent = frame.reason;
      message.textContent = frame.message;
    },
  };
  /** Show why a click did nothing. @param {string} text */
  const say = (text) => {
    message.textContent = text;
  };
  return { prompt, nodes: [status, rule, reason, message], say, redraw };
}
