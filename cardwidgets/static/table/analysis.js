// @ts-check
/** The Analyse button and its panel: the moves weighed, the work's progress, a
 * review's marked moments. */

/**
 * The Analyse button and its panel: the viewing seat's moves weighed best first, each with a
 * bar (its chance to win the deal, the interval a lighter band), the sentence, and progress
 * with Stop. Python works a slice (a tenth of a second) for each message, so the kernel keeps
 * answering: the page asks for the next slice when it receives a running analysis, and Stop
 * ends it. Review the game weighs each of the seat's past decisions the same way, a slice a
 * message; a review's marked moments are buttons that move the history slider there, and its
 * chart of the seat's chances decision by decision has a point per decision that goes there.
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
 * A review's summary, its chart, and its marked moments, each a button to that step.
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
  const chart = analysis.chart && analysis.chart.points.length ? [reviewChart(page, analysis.chart)] : [];
  return [
    h("p", "cw-review-summary", {}, [analysis.review || ""]),
    ...chart,
    h("ol", "cw-review-marks", {}, marks),
  ];
}

/**
 * A review's chart: the chance of each move played, decision by decision, as a line over the
 * best move's chance (dashed); a marked decision's point is drawn in the warning colour with
 * the chance it gave away. Each point is a button to its step (one tab stop: Left and Right,
 * Home and End move between them), named with its step and chance for a screen reader.
 * @param {Page} page
 * @param {{title: string, points: unknown[][]}} chart
 * @returns {HTMLElement}
 */
function reviewChart(page, chart) {
  const points = chart.points.map(page.wire.point);
  const [width, height, left, top, bottom, right] = [420, 138, 38, 8, 26, 8];
  const x = (/** @type {number} */ i) => left + (points.length > 1 ? i * (width - left - right) / (points.length - 1) : (width - left - right) / 2);
  const y = (/** @type {number} */ chance) => top + (1 - chance) * (height - top - bottom);
  const grid = [0, 0.5, 1].flatMap((level) => [
    svgNode("line", { class: "cw-chart-grid", x1: left, x2: width - right, y1: y(level), y2: y(level) }),
    svgNode("text", { class: "cw-chart-axis", x: left - 6, y: y(level) + 4, "text-anchor": "end" }, [`${100 * level}%`]),
  ]);
  const line = (/** @type {"played" | "best"} */ which) => points.map((p, i) => `${x(i).toFixed(1)},${y(p[which]).toFixed(1)}`).join(" ");
  const given = points.flatMap((p, i) => (p.marked ? [svgNode("line", {
    class: "cw-chart-given", x1: x(i), x2: x(i), y1: y(p.best), y2: y(p.played),
  })] : []));
  const dots = points.map((p, i) => {
    const dot = svgNode("circle", {
      class: `cw-chart-point${p.marked ? " cw-chart-marked" : ""}`,
      cx: x(i), cy: y(p.played), r: p.marked ? 5 : 3.5,
      tabindex: i === 0 ? "0" : "-1", role: "button", "aria-label": p.text, "data-step": p.step,
    }, [svgNode("title", {}, [p.text])]);
    const go = () => page.send("seek", { to: p.step });
    dot.addEventListener("click", go);
    dot.addEventListener("keydown", (event) => {
      const key = /** @type {KeyboardEvent} */ (event).key;
      if (key !== "Enter" && key !== " ") return;
      event.preventDefault();
      go();
    });
    return dot;
  });
  const picture = svgNode("svg", {
    class: "cw-chart", viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": chart.title,
  }, [
    ...grid,
    svgNode("polyline", { class: "cw-chart-best", points: line("best") }),
    svgNode("polyline", { class: "cw-chart-played", points: line("played") }),
    ...given,
    ...dots,
    ...[0, points.length - 1].filter((i, place) => place === 0 || i > 0).map((i) => svgNode("text", {
      class: "cw-chart-axis", x: x(i), y: height - 6, "text-anchor": points.length > 1 && i === 0 ? "start" : "end",
    }, [page.word("Step {step}", { step: points[i].step })])),
  ]);
  const oneTabStop = () => {
    for (const dot of dots) dot.setAttribute("tabindex", dot === document.activeElement ? "0" : "-1");
  };
  arrowKeys(picture, () => dots, "ArrowLeft", "ArrowRight", oneTabStop);
  const key = (/** @type {string} */ kind, /** @type {string} */ words) => h("span", "cw-chart-key", {}, [
    h("span", `cw-chart-swatch cw-chart-swatch-${kind}`, { "aria-hidden": "true" }), words,
  ]);
  const legend = h("p", "cw-chart-legend", {}, [
    key("played", page.word("the move played")),
    key("best", page.word("the best move")),
    key("marked", page.word("marked")),
  ]);
  return h("figure", "cw-review-chart", {}, [h("figcaption", "", {}, [chart.title]), picture, legend]);
}
