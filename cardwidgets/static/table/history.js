// @ts-check
/** The history controls: Step, Play and its speed, Back, the slider, Forward, and
 * the question a move in the past asks. */

/** Autoplay delays offered, in milliseconds. */
const SPEEDS = /** @type {[string, number][]} */ ([
  ["Slow", 1500],
  ["Normal", 700],
  ["Fast", 300],
  ["Very fast", 100],
]);

/**
 * Step, Play and its speed, Back, the history slider, Forward and the step shown; under them,
 * when the step shown is not the latest, what a look back is (`past`) and the question a move
 * there asks before it replaces the later steps (`ask`, answered Replace or Keep).
 * @param {Page} page
 */
function historyControls(page) {
  let playing = false;
  const stepButton = button(page.word("Step"), "cw-step", () => page.send("step"));
  const playButton = button(page.word("Play"), "cw-play", () => page.send(playing ? "pause" : "play"));
  playButton.setAttribute("aria-pressed", "false");
  const speed = h("select", "cw-speed", { "aria-label": page.word("Autoplay speed") });
  speed.addEventListener("change", () => page.send("speed", { ms: Number(speed.value) }));
  setOptions(speed, SPEEDS.map(([label, ms]) => [String(ms), page.word(label)]));
  const backButton = button(page.word("◀ Back"), "cw-back", () => page.send("back"));
  const forwardButton = button(page.word("Forward ▶"), "cw-forward", () => page.send("forward"));
  const slider = h("input", "cw-slider", { type: "range", min: "0", "aria-label": page.word("History") });
  slider.addEventListener("change", () => page.send("seek", { to: Number(slider.value) }));
  const position = h("span", "cw-position", { "aria-hidden": "true" });
  const past = h("p", "cw-past", { hidden: "" });
  const question = h("p", "cw-ask-text");
  const replace = button(page.word("Replace the later steps"), "cw-replace", () => page.send("answer", { replace: true }));
  const keep = button(page.word("Keep them"), "cw-keep", () => page.send("answer", { replace: false }));
  const ask = h("div", "cw-ask", { role: "alertdialog", "aria-label": page.word("Replace the later steps?"), hidden: "" }, [
    question, replace, keep,
  ]);
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      past.hidden = !frame.past;
      past.textContent = frame.past;
      const asked = ask.hidden && Boolean(frame.ask);
      ask.hidden = !frame.ask;
      question.textContent = frame.ask;
      if (asked) keep.focus();
      playing = frame.playing;
      stepButton.disabled = frame.over;
      backButton.disabled = frame.step === 0;
      forwardButton.disabled = frame.step >= frame.end;
      playButton.textContent = page.word(frame.playing ? "Pause" : "Play");
      playButton.setAttribute("aria-pressed", String(frame.playing));
      playButton.disabled = frame.over && !frame.playing;
      slider.max = String(frame.end);
      slider.value = String(frame.step);
      slider.setAttribute("aria-valuetext", page.word("Step {step} of {end}", { step: frame.step, end: frame.end }));
      position.textContent = page.word("step {step} / {end}", { step: frame.step, end: frame.end });
      if (!Array.from(speed.options).some((option) => option.value === String(frame.speed))) {
        speed.append(new Option(page.word("{ms} ms", { ms: frame.speed }), String(frame.speed)));
      }
      speed.value = String(frame.speed);
    },
  };
  const bar = h("div", "cw-bar", { role: "toolbar", "aria-label": page.word("Game controls") }, [
    stepButton, playButton, speed, backButton, slider, forwardButton, position,
  ]);
  return { node: h("div", "cw-history", {}, [bar, past, ask]), redraw };
}
