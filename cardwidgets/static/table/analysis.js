// @ts-check
/** The Analyse button and its panel: the moves weighed, the work's progress, a
 * review's marked moments. */

/**
 * The Analyse button and its panel: the viewing seat's moves weighed best first, each with a
 * bar (its chance to win the deal, the interval a lighter band), the sentence, and progress
 * with Stop. Python works a slice (a tenth of a second) for each message, so the kernel keeps
 * answering: the page asks for the next slice when it receives a running analysis, and Stop
 * ends it. Review the game weighs each of the seat's past decisions the same way, a slice a
 * message; a review's marked moments are buttons that move the history slider there.
 * @param {Page} page
 */
function analysisPanel(page) {
  const panel = h("section", "cw-analysis", { "aria-label": page.word("Analysis"), hidden: "" });
  const toggle = button(page.word("Analyse"), "cw-analyse-button", () => {
    const shown = /** @type {Analysis} */ (page.model.get("_analysis")).shown;
    page.send("analyse", { ask: shown ? "hide" : "start" });
  });
  toggle.setAttribute("aria-pressed", "false");
  /** @type {Redraw} */
  const redraw = {
    _analysis(analysis) {
      showToggled(toggle, panel, analysis.shown, Boolean(analysis.running));
      if (!analysis.shown) return;
      panel.replaceChildren(
        h("h4", "cw-analysis-title", {}, [analysis.title || page.word("Analysis")]),
        ...(analysis.note ? [
          h("p", "cw-analysis-note", {}, [analysis.note]),
          button(page.word("Analyse this moment"), "cw-analysis-again", () => {
            page.send("analyse", { ask: "start" });
          }),
        ] : []),
        ...(analysis.rows ? weighedMoves(page, analysis) : []),
        ...(!analysis.rows && analysis.unit ? analysisWork(page, analysis) : []),
        ...(analysis.marks ? reviewMarks(page, analysis) : []),
        ...(analysis.running ? [] : [
          button(page.word("Review the game"), "cw-review-button", () => {
            page.send("analyse", { ask: "review" });
          }),
        ]),
      );
      if (analysis.running) page.send("analyse", { ask: "continue", worked: analysis.worked });
    },
  };
  return { button: toggle, panel, redraw };
}

/**
 * An analysis's rows with their bars, its progress and its sentence.
 * @param {Page} page
 * @param {Analysis} analysis
 * @returns {HTMLElement[]}
 */
function weighedMoves(page, analysis) {
  const share = (/** @type {number} */ x) => `${(100 * x).toFixed(1)}%`;
  const weighed = (analysis.rows || []).map(page.wire.weighed);
  const rows = weighed.map((row) => {
    const band = h("span", "cw-analysis-band");
    band.style.left = share(row.low);
    band.style.width = share(row.high - row.low);
    const value = h("span", "cw-analysis-value");
    value.style.width = share(row.chance);
    return h("li", "cw-analysis-row", {}, [
      h("span", "cw-analysis-move", {}, [row.label]),
      h("span", "cw-analysis-bar", { "aria-hidden": "true" }, [band, value]),
      h("span", "cw-analysis-chance", {}, [row.text]),
    ]);
  });
  const list = h("ol", "cw-analysis-rows", {}, rows);
  // Every row's move column as wide as the longest move (one weighed through another), so the bars
  // line up: a character's "ch" is at least an average letter's width.
  const widest = Math.max(0, ...weighed.map((row) => row.label.length));
  list.style.setProperty("--cw-move-chars", String(widest));
  return [
    list,
    ...analysisWork(page, analysis),
    h("p", "cw-analysis-sentence", {}, [analysis.sentence || ""]),
    ...surely(analysis),
  ];
}

/**
 * What the seat can be sure of from what it saw (the game's sentences), under its heading;
 * nothing when the game says none now.
 * @param {Analysis} analysis
 * @returns {HTMLElement[]}
 */
function surely(analysis) {
  const sure = analysis.sure;
  if (!sure || !sure.lines.length) return [];
  return [
    h("p", "cw-analysis-sure-title", {}, [sure.title]),
    h("ul", "cw-analysis-sure", {}, sure.lines.map((line) => h("li", "", {}, [line]))),
  ];
}

/**
 * How far the work has gone (deals of an analysis, or decisions of a review) with Stop while
 * it runs, More deals after an analysis.
 * @param {Page} page
 * @param {Analysis} analysis
 * @returns {HTMLElement[]}
 */
function analysisWork(page, analysis) {
  const done = analysis.done || 0;
  const total = analysis.total || 0;
  if (!total) return [];
  const unit = analysis.unit || "deals";
  const progress = h("progress", "cw-analysis-progress", {
    max: String(Math.max(total, 1)), value: String(done),
    "aria-label": page.word(unit === "deals" ? "Deals sampled" : "Decisions reviewed"),
  });
  const work = analysis.running
    ? [button(page.word("Stop"), "cw-analysis-stop", () => page.send("analyse", { ask: "stop" }))]
    : unit === "deals"
      ? [button(page.word("More deals"), "cw-analysis-more", () => page.send("analyse", { ask: "more" }))]
      : [];
  return [h("div", "cw-analysis-work", {}, [
    progress, h("span", "", {}, [page.word(unit === "deals" ? "{done} of {total} deals" : "{done} of {total} decisions", { done, total })]), ...work,
  ])];
}

/**
 * A review's summary and its marked moments, each a button to that step.
 * @param {Page} page
 * @param {Analysis} analysis
 * @returns {HTMLElement[]}
 */
function reviewMarks(page, analysis) {
  const marks = (analysis.marks || []).map(page.wire.mark).map((mark) => h(
    "li", "cw-review-mark", {}, [
      button(page.word("Step {step}", { step: mark.step }), "cw-review-go", () => page.send("seek", { to: mark.step })),
      ` ${mark.text}`,
    ],
  ));
  return [
    h("p", "cw-review-summary", {}, [analysis.review || ""]),
    h("ol", "cw-review-marks", {}, marks),
  ];
}
