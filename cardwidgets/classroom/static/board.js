// The teacher's board, drawn from the server's figures (classroom/board.py): the pooled share
// with its interval as the games arrive, converging on the exact answer; the class's first
// guesses as a histogram beside it; the exercises hardest first; who has sent what.
// One drawing for the projector page (board.html) and the notebook widget (teacher.py).

const SVG = "http://www.w3.org/2000/svg";
const WIDE = 640, HIGH = 320, LEFT = 58, RIGHT = 20, TOP = 20, BOTTOM = 50;

function node(tag, attributes = {}, text = "") {
  const made = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, String(value));
  if (text) made.textContent = text;
  return made;
}

function html(tag, className, text = "") {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.textContent = text;
  return made;
}

const percent = (share) => `${(100 * share).toFixed(1)}%`;

// An empty plot with horizontal grid lines at each of the [share, label] ticks.
function frame(title, ticks) {
  const svg = node("svg", { viewBox: `0 0 ${WIDE} ${HIGH}`, role: "img", "aria-label": title });
  svg.classList.add("cw-board-plot");
  const x0 = LEFT, x1 = WIDE - RIGHT, y0 = HIGH - BOTTOM, y1 = TOP;
  for (const [tick, label] of ticks) {
    const y = y0 - tick * (y0 - y1);
    svg.append(node("line", { x1: x0, x2: x1, y1: y, y2: y, class: "cw-grid" }));
    svg.append(node("text", { x: x0 - 6, y: y + 5, class: "cw-tick", "text-anchor": "end" },
      label));
  }
  return { svg, x0, x1, y0, y1 };
}

const SHARES = [0, 0.25, 0.5, 0.75, 1].map((share) => [share, `${share * 100}%`]);

function exactLine(plot, exact, vertical) {
  if (exact === null || exact === undefined) return;
  const { svg, x0, x1, y0, y1 } = plot;
  if (vertical) {
    const x = x0 + exact * (x1 - x0);
    svg.append(node("line", { x1: x, x2: x, y1: y0, y2: y1, class: "cw-exact" }));
    svg.append(node("text", { x: x + 4, y: y1 + 12, class: "cw-exact-label" },
      `exact ${percent(exact)}`));
  } else {
    const y = y0 - exact * (y0 - y1);
    svg.append(node("line", { x1: x0, x2: x1, y1: y, y2: y, class: "cw-exact" }));
    svg.append(node("text", { x: x1 - 4, y: y - 6, class: "cw-exact-label", "text-anchor": "end" },
      `exact ${percent(exact)}`));
  }
}

function runningPlot(data) {
  const title = `The class's share of games where ${data.activity.outcome_text}, as games arrive`;
  const plot = frame(title, SHARES);
  const { svg, x0, x1, y0, y1 } = plot;
  const series = data.series;
  const most = Math.max(1, series.length ? series[series.length - 1][0] : 1);
  const x = (games) => x0 + (games / most) * (x1 - x0);
  const y = (share) => y0 - share * (y0 - y1);
  if (series.length) {
    const upper = series.map(([n, , , high]) => `${x(n)},${y(high)}`);
    const lower = series.map(([n, , low]) => `${x(n)},${y(low)}`).reverse();
    svg.append(node("polygon", { points: [...upper, ...lower].join(" "), class: "cw-band" }));
    svg.append(node("polyline", {
      points: series.map(([n, share]) => `${x(n)},${y(share)}`).join(" "), class: "cw-line",
    }));
  }
  exactLine(plot, data.activity.exact, false);
  for (const [games, anchor] of [[0, "start"], [most, "end"]]) {  // the games axis: 0 to all
    svg.append(node("text", { x: x(games), y: y0 + 22, class: "cw-tick", "text-anchor": anchor },
      String(games)));
  }
  svg.append(node("text", { x: (x0 + x1) / 2, y: HIGH - 8, class: "cw-axis", "text-anchor": "middle" },
    `games pooled (${data.games})`));
  return svg;
}

function guessesPlot(data) {
  const bins = new Array(20).fill(0);
  for (const guess of data.guesses) {
    bins[Math.min(19, Math.max(0, Math.floor(guess * 20)))] += 1;
  }
  const tallest = Math.max(1, ...bins);
  const step = Math.max(1, Math.ceil(tallest / 4));
  const counts = [];
  for (let count = 0; count <= tallest; count += step) counts.push([count / tallest, `${count}`]);
  const plot = frame("The class's first guesses, beside the exact answer", counts);
  const { svg, x0, x1, y0, y1 } = plot;
  const width = (x1 - x0) / 20;
  bins.forEach((count, bin) => {
    if (!count) return;
    const high = (count / tallest) * (y0 - y1);
    svg.append(node("rect", {
      x: x0 + bin * width + 1, y: y0 - high, width: width - 2, height: high, class: "cw-bar",
    }));
  });
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    svg.append(node("text", { x: x0 + tick * (x1 - x0), y: y0 + 20, class: "cw-tick",
      "text-anchor": tick === 1 ? "end" : "middle" }, `${tick * 100}%`));
  }
  exactLine(plot, data.activity.exact, true);
  svg.append(node("text", { x: (x0 + x1) / 2, y: HIGH - 8, class: "cw-axis", "text-anchor": "middle" },
    `first guesses (${data.guesses.length} students)`));
  return svg;
}

// "1 student", "12 students".
function counted(number, noun) {
  return `${number} ${noun}${number === 1 ? "" : "s"}`;
}

// Draw the board into el from the server's figures; returns how long it took (ms).
export function draw(el, data) {
  const started = performance.now();
  el.replaceChildren();
  el.classList.add("cw-board");
  const activity = data.activity;
  el.append(html("h2", "cw-board-title",
    `${activity.title}${activity.running ? "" : " (stopped)"}`));
  const estimate = data.estimate;
  const counts = html("p", "cw-board-counts",
    `${counted(data.students, "student")} · ${counted(data.games, "game")} · ` +
    `${activity.outcome_text}: ` +
    (estimate ? `${percent(estimate.value)} (95% interval ${percent(estimate.low)} to ` +
      `${percent(estimate.high)})` : "no games yet"));
  counts.setAttribute("aria-live", "polite");
  el.append(counts);
  const plots = html("div", "cw-board-plots");
  const left = html("figure", ""), right = html("figure", "");
  left.append(runningPlot(data), html("figcaption", "", "Pooled share as games arrive"));
  right.append(guessesPlot(data), html("figcaption", "", "Guesses beside the exact answer"));
  plots.append(left, right);
  el.append(plots);
  if (data.exercises.length) {
    const list = html("ul", "cw-board-exercises");
    for (const row of data.exercises) {
      list.append(html("li", "", `${row.id}: ${row.right} of ${row.tried} right`));
    }
    el.append(html("h3", "", "Self-checks, hardest first"), list);
  }
  const names = html("p", "cw-board-names",
    data.names.map((row) => `${row.name} (${row.games})`).join(" · "));
  el.append(names);
  el.dataset.revision = data.revision;
  return performance.now() - started;
}

// The notebook widget (anywidget): redraw whenever the kernel sends new figures.
export default {
  render({ model, el }) {
    const redraw = () => {
      const data = model.get("_board");
      if (data && data.activity) draw(el, data);
      else el.textContent = "Waiting for the class server…";
    };
    model.on("change:_board", redraw);
    redraw();
  },
};
