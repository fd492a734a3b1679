// @ts-check
/**
 * The prediction widget's front end (an anywidget ES module, no build step, no network).
 *
 * It holds no answer. It shows the question and a box for the guess; Reveal sends the guess to
 * Python (`{kind: "reveal", guess}`), which replies by setting `_result` (the answer, its exact
 * form, the guess and how far off it was, all as text, the sentences already in the box's
 * language) or `_problem` (why the guess could not be read), and the working later cells
 * printed about the answer, held in the kernel until the guess. The box's own words come from
 * Python too (`_words`), as the catalogue has them. Everything is written as text, never as
 * markup.
 */

/**
 * @typedef {{
 *   answer: string, exact: string, answer_line: string,
 *   guess: string, off: string, guess_line: string, working?: string
 * }} Result
 * @typedef {{label: string, reveal: string, how: string}} Words
 * @typedef {{
 *   get(name: "question" | "unit" | "_problem"): string,
 *   get(name: "_words"): Words,
 *   get(name: "_result"): Result | Record<string, never>,
 *   on(event: string, callback: () => void): void,
 *   send(content: {kind: "reveal", guess: string}): void,
 * }} Model
 */

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 * @returns {HTMLElement}
 */
function part(tag, className, text) {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * The question and the guess box with its Reveal button.
 * @param {Model} model
 */
function askPart(model) {
  const root = part("div", "cw-predict-ask");
  const question = part("p", "cw-predict-question");
  const words = model.get("_words");
  const label = part("label", "cw-predict-label", `${words.label} `);
  const input = /** @type {HTMLInputElement} */ (part("input", "cw-predict-input"));
  input.type = "text";
  input.inputMode = "decimal";
  input.autocomplete = "off";
  const unit = part("span", "cw-predict-unit");
  label.append(input, unit);
  const button = /** @type {HTMLButtonElement} */ (part("button", "cw-predict-reveal", words.reveal));
  // The live box's own instruction; only the static fallback (no kernel) says one is needed.
  const how = part("p", "cw-predict-how", words.how);
  button.type = "button";
  const reveal = () => model.send({ kind: "reveal", guess: input.value });
  button.addEventListener("click", reveal);
  input.addEventListener("keydown", (event) => {
    event.stopPropagation(); // JupyterLab's shortcuts must not see typing in the box
    if (event.key === "Enter") reveal();
  });
  root.append(question, how, label, button);
  const redraw = () => {
    question.textContent = model.get("question");
    unit.textContent = model.get("unit");
    const done = Object.keys(model.get("_result")).length > 0;
    input.disabled = done;
    button.disabled = done;
    how.hidden = done;
  };
  return { root, redraw };
}

/**
 * Why a guess could not be read, said where a screen reader hears it.
 * @param {Model} model
 */
function problemPart(model) {
  const root = part("p", "cw-predict-problem");
  root.setAttribute("role", "alert");
  const redraw = () => {
    root.textContent = model.get("_problem");
  };
  return { root, redraw };
}

/**
 * The answer beside the guess, once revealed.
 * @param {Model} model
 */
function resultPart(model) {
  const root = part("div", "cw-predict-result");
  root.setAttribute("aria-live", "polite");
  const redraw = () => {
    const result = model.get("_result");
    root.replaceChildren();
    if (!("answer" in result)) return;
    root.append(part("p", "cw-predict-answer", result.answer_line));
    if (result.guess) root.append(part("p", "cw-predict-guess", result.guess_line));
    // What the cells after the box printed about the answer, held back until now.
    if (result.working) root.append(part("pre", "cw-predict-working", result.working));
  };
  return { root, redraw };
}

/** @param {{model: Model, el: HTMLElement}} context */
function render({ model, el }) {
  const root = part("div", "cw-predict");
  const parts = [askPart(model), problemPart(model), resultPart(model)];
  root.append(...parts.map((p) => p.root));
  el.append(root);
  const redraw = () => parts.forEach((p) => p.redraw());
  for (const name of ["question", "unit", "_result", "_problem"]) model.on(`change:${name}`, redraw);
  redraw();
}

export default { render };
