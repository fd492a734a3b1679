// @ts-check
/**
 * The card table's front end (an anywidget ES module, no build step, no network).
 *
 * It knows no rules. Python lays out the table (cardwidgets/render/table.py, the same layout as
 * the static picture) and sends it compact, in the wire format written down once in
 * `static/wire.json`: texts, piles and choices as tuples, read here by field name (the names
 * and their order come once, in `_wire`, from that schema), and cards as words such as `QH`
 * (the face `#cw-c-QH` of the deck sent once, with its name for screen readers), `-` (face
 * down), `^QH` (raised: picked), `QH=3` (a click plays legal move 3) or `QH!0` (refused, for
 * the reason `why[0]`). This module draws that in SVG, the controls, choice buttons, log and
 * rules in HTML (all text as text, never as markup), and sends intents back, each tagged with
 * the step and deal it saw: Python decides what they do.
 *
 * The page is a list of small parts (heading, history controls, table setup, rules, odds, the
 * deck's faces, the table and its keyboard navigation, the pass-and-play cover, choices,
 * status, log, announcer, autoplay). Each is a function that makes its elements and returns
 * how to redraw them from the synced parts it shows (a `Redraw`); a part is redrawn only when
 * Python sent it anew. The log comes as new lines to append, or as the whole tail after a jump
 * (a view that lost track asks).
 *
 * A new part: a function that makes its elements and returns them with its `Redraw`; place
 * its elements in `render` and its redraw in `parts` (the order in which parts redraw). A new
 * synced trait: describe it in wire.json, sync it in widgets/table.py, add it to PARTS and to
 * `Redraw`, and give it a type here (the tests compare the type's fields with the schema's).
 *
 * Keyboard: the table is one tab stop; arrow keys move between cards (Left/Right within the
 * table, Up/Down to the previous or next pile), Enter or Space plays the focused card. Focus
 * survives redraws: the card at the same place in the same pile gets it back. No key pressed
 * inside the table reaches the notebook (see `render`).
 */

/**
 * The synced parts (wire.json describes each; the tests check these types name its fields).
 * @typedef {{
 *   deal: number, step: number, end: number, playing: boolean, auto: boolean, speed: number,
 *   mode: string, seat: number, message: string, cover: string, announce: string | number,
 *   status: string, you: boolean, prompt: string, over: boolean, reason: string, ask: string,
 *   past: string
 * }} Frame
 * @typedef {{
 *   size?: unknown[], felt?: unknown[], texts: unknown[][], piles: unknown[][],
 *   choices: unknown[][], why: string[], ranges?: unknown[][]
 * }} Table
 * @typedef {{at: number, lines: string[], tail: boolean, earlier?: boolean}} Log
 * @typedef {{
 *   label: number, top: number, raise: number, lift: number, below: number, line: number,
 *   width: number, height: number, tuck: number
 * }} PileGeometry
 * @typedef {{faces: string, names: Record<string, string>, pile: PileGeometry}} Deck
 * @typedef {{
 *   deal: number, game: string, title: string, names: string[], modes: unknown[][],
 *   seed: number, code: string, summary: string, options: string[],
 *   inForce: string, locked: boolean
 * }} Setup
 * @typedef {{phase: string, reminder: string}} Phase
 * @typedef {{shown: boolean, working?: boolean, title?: string, lines?: string[]}} Odds
 * @typedef {{
 *   shown: boolean, title?: string, note?: string, running?: boolean, done?: number,
 *   total?: number, unit?: string, worked?: number, rows?: unknown[][], sentence?: string,
 *   review?: string, marks?: unknown[][]
 * }} Analysis
 * @typedef {{tuples: Record<string, string[]>, cardWord: string}} Wire
 *
 * The wire's tuples, read by name:
 * @typedef {{x: number, y: number, kind: string, text: string}} TextTuple
 * @typedef {{
 *   key: string, x: number, y: number, label: string, cards: string, step: number,
 *   count: number | null, depth: number, captions: string[] | null
 * }} PileTuple
 * @typedef {{label: string, group: string, move: number | null, why: number | null}} ChoiceTuple
 * @typedef {{verb: string, low: number, high: number, step: number, first: number}} RangeTuple
 * @typedef {{width: number, height: number}} SizeTuple
 * @typedef {{x: number, y: number, width: number, height: number, rx: number}} FeltTuple
 * @typedef {{key: string, label: string}} ModeTuple
 * @typedef {{label: string, chance: number, low: number, high: number, text: string}} WeighedTuple
 * @typedef {{step: number, text: string}} MarkTuple
 * @typedef {{raised: boolean, code: string, move: number | null, why: number | null}} CardWord
 *
 * @typedef {{
 *   get(name: string): any,
 *   send(content: object): void,
 *   on(event: string, callback: (content?: any) => void): void,
 *   off(event: string, callback: (content?: any) => void): void
 * }} Model
 * @typedef {ReturnType<typeof wireReader>} WireReader
 * @typedef {{
 *   model: Model, root: HTMLElement, wire: WireReader,
 *   send(kind: string, extra?: Record<string, unknown>): void,
 *   say(text: string): void,
 *   next(): void
 * }} Page what every part may use: the model, the widget's root, the wire, two ways to talk,
 * and where the focus goes after a choice took away the control that had it
 * @typedef {{
 *   _deck?: (deck: Deck) => void, _setup?: (setup: Setup) => void, _log?: (log: Log) => void,
 *   _table?: (table: Table) => void, _phase?: (phase: Phase) => void,
 *   _frame?: (frame: Frame) => void, _odds?: (odds: Odds) => void,
 *   _analysis?: (analysis: Analysis) => void
 * }} Redraw how a part redraws from each synced part it shows
 */

const SVG = "http://www.w3.org/2000/svg";

/**
 * The synced parts, in the order a message's parts are redrawn: the deck before the table
 * drawn with its faces, the setup before the frame that picks among its options, the log
 * before the frame that announces its latest lines.
 */
const PARTS = /** @type {const} */ ([
  "_deck", "_setup", "_log", "_table", "_phase", "_frame", "_odds", "_analysis",
]);

/** A change of the page's width smaller than this (px) keeps the table's layout. */
const WIDTH_SLACK = 16;

/** Autoplay delays offered, in milliseconds. */
const SPEEDS = /** @type {[string, number][]} */ ([
  ["Slow", 1500],
  ["Normal", 700],
  ["Fast", 300],
  ["Very fast", 100],
]);

// ---------------------------------------------------------------------- the wire

/**
 * Reads the wire's tuples by field name and its card words, as `_wire` (from wire.json) says.
 * @param {Wire} wire
 */
export function wireReader(wire) {
  const cardWord = new RegExp(wire.cardWord);
  /**
   * @param {string} name
   * @param {unknown[]} tuple
   * @returns {any}
   */
  const named = (name, tuple) => Object.fromEntries(
    wire.tuples[name].map((field, place) => [field, tuple[place]]),
  );
  return {
    /** @param {unknown[]} tuple @returns {TextTuple} */
    text: (tuple) => named("text", tuple),
    /** @param {unknown[]} tuple @returns {PileTuple} */
    pile: (tuple) => named("pile", tuple),
    /** @param {unknown[]} tuple @returns {ChoiceTuple} */
    choice: (tuple) => named("choice", tuple),
    /** @param {unknown[]} tuple @returns {RangeTuple} */
    range: (tuple) => named("range", tuple),
    /** @param {unknown[]} tuple @returns {SizeTuple} */
    size: (tuple) => named("size", tuple),
    /** @param {unknown[]} tuple @returns {FeltTuple} */
    felt: (tuple) => named("felt", tuple),
    /** @param {unknown[]} tuple @returns {ModeTuple} */
    mode: (tuple) => named("mode", tuple),
    /** @param {unknown[]} tuple @returns {WeighedTuple} */
    weighed: (tuple) => named("weighed", tuple),
    /** @param {unknown[]} tuple @returns {MarkTuple} */
    mark: (tuple) => named("mark", tuple),
    /**
     * A card word's parts (a word that is not one reads as a card face down, bound to nothing).
     * @param {string} word
     * @returns {CardWord}
     */
    card(word) {
      const [, raised, code, bound, number] = cardWord.exec(word) || ["", "", "-", "", ""];
      return {
        raised: raised === "^",
        code,
        move: bound === "=" ? Number(number) : null,
        why: bound === "!" ? Number(number) : null,
      };
    },
  };
}

// ---------------------------------------------------------------------- elements

/**
 * An element with a class, attributes and text children (text only: names stay plain text).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} className
 * @param {Record<string, string>} [attrs]
 * @param {(string | Node)[]} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, className, attrs = {}, children = []) {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

/**
 * An SVG element with attributes and children (text children stay text).
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {(string | Node)[]} [children]
 * @returns {SVGElement}
 */
function svgNode(tag, attrs = {}, children = []) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/**
 * A button that runs `onClick`.
 * @param {string} label
 * @param {string} className
 * @param {() => void} onClick
 * @returns {HTMLButtonElement}
 */
function button(label, className, onClick) {
  const node = h("button", `cw-btn ${className}`, { type: "button" }, [label]);
  node.addEventListener("click", onClick);
  return node;
}

/**
 * Replace a select's options when they differ.
 * @param {HTMLSelectElement} select
 * @param {[string, string][]} options value and label pairs
 */
function setOptions(select, options) {
  const wanted = JSON.stringify(options);
  if (select.dataset.options === wanted) return;
  select.dataset.options = wanted;
  select.replaceChildren(...options.map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    return option;
  }));
}

// ---------------------------------------------------------------------- the top of the page

/** The game's title and the phase (the rule reminder is in the prompt, at your hand). */
function heading() {
  const title = h("span", "cw-title");
  const phase = h("span", "cw-phase");
  /** @type {Redraw} */
  const redraw = {
    _setup(setup) {
      title.textContent = setup.title;
    },
    _phase({ phase: text }) {
      phase.textContent = text || "";
    },
  };
  return { node: h("div", "cw-head", {}, [title, phase]), redraw };
}

/**
 * Step, Play and its speed, Back, the history slider, Forward and the step shown; under them,
 * when the step shown is not the latest, what a look back is (`past`) and the question a move
 * there asks before it replaces the later steps (`ask`, answered Replace or Keep).
 * @param {Page} page
 */
function historyControls(page) {
  let playing = false;
  const stepButton = button("Step", "cw-step", () => page.send("step"));
  const playButton = button("Play", "cw-play", () => page.send(playing ? "pause" : "play"));
  playButton.setAttribute("aria-pressed", "false");
  const speed = h("select", "cw-speed", { "aria-label": "Autoplay speed" });
  speed.addEventListener("change", () => page.send("speed", { ms: Number(speed.value) }));
  setOptions(speed, SPEEDS.map(([label, ms]) => [String(ms), label]));
  const backButton = button("◀ Back", "cw-back", () => page.send("back"));
  const forwardButton = button("Forward ▶", "cw-forward", () => page.send("forward"));
  const slider = h("input", "cw-slider", { type: "range", min: "0", "aria-label": "History" });
  slider.addEventListener("change", () => page.send("seek", { to: Number(slider.value) }));
  const position = h("span", "cw-position", { "aria-hidden": "true" });
  const past = h("p", "cw-past", { hidden: "" });
  const question = h("p", "cw-ask-text");
  const replace = button("Replace the later steps", "cw-replace", () => page.send("answer", { replace: true }));
  const keep = button("Keep them", "cw-keep", () => page.send("answer", { replace: false }));
  const ask = h("div", "cw-ask", { role: "alertdialog", "aria-label": "Replace the later steps?", hidden: "" }, [
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
      playButton.textContent = frame.playing ? "Pause" : "Play";
      playButton.setAttribute("aria-pressed", String(frame.playing));
      playButton.disabled = frame.over && !frame.playing;
      slider.max = String(frame.end);
      slider.value = String(frame.step);
      slider.setAttribute("aria-valuetext", `Step ${frame.step} of ${frame.end}`);
      position.textContent = `step ${frame.step} / ${frame.end}`;
      if (!Array.from(speed.options).some((option) => option.value === String(frame.speed))) {
        speed.append(new Option(`${frame.speed} ms`, String(frame.speed)));
      }
      speed.value = String(frame.speed);
    },
  };
  const bar = h("div", "cw-bar", { role: "toolbar", "aria-label": "Game controls" }, [
    stepButton, playButton, speed, backButton, slider, forwardButton, position,
  ]);
  return { node: h("div", "cw-history", {}, [bar, past, ask]), redraw };
}

/**
 * The seat mode and seat, the seed or deal code for a new deal, and this deal's code.
 * @param {Page} page
 */
function tableSetup(page) {
  const mode = h("select", "cw-mode", { "aria-label": "Seat mode" });
  const seat = h("select", "cw-seat", { "aria-label": "Seat" });
  const changeMode = () => page.send("mode", { mode: mode.value, seat: Number(seat.value) });
  mode.addEventListener("change", changeMode);
  seat.addEventListener("change", changeMode);
  // A seed (a whole number) or a deal code a teacher gave (letters and digits): Python reads it.
  const seed = h("input", "cw-seed", {
    type: "text", "aria-label": "Seed or deal code for a new deal", placeholder: "seed or code",
    autocomplete: "off", autocapitalize: "characters", spellcheck: "false",
  });
  const dealButton = button("New deal", "cw-deal", () => {
    const text = seed.value.trim();
    if (text === "") page.send("deal", { seed: null });
    else if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) {
      page.send("deal", { seed: Number(text) });
    } else page.send("deal", { code: text });
  });
  seed.addEventListener("keydown", (event) => {
    if (event.key === "Enter") dealButton.click();
  });
  const code = h("span", "cw-code", {
    title: "The deal code: typed into New deal on any screen, it deals this same game",
  });
  // A typed seed deals the game's default rules, a code its own, an empty field a drawn seed
  // with the rules in force: the seed and the rules dealt are shown, so screens can compare.
  const inForce = h("span", "cw-in-force");
  let locked = false;
  /** @type {Redraw} */
  const redraw = {
    _setup(setup) {
      locked = setup.locked;
      mode.disabled = locked;
      mode.title = locked ? "The seats are locked by whoever made this table" : "";
      setOptions(mode, setup.modes.map(page.wire.mode).map(({ key, label }) => [key, label]));
      setOptions(seat, setup.names.map((name, number) => [String(number), name]));
      if (document.activeElement !== seed) seed.value = "";
      code.textContent = setup.code ? `Deal code ${setup.code}` : "";
      inForce.textContent = setup.inForce;
    },
    _frame(frame) {
      mode.value = frame.mode;
      seat.value = String(frame.seat);
      seat.disabled = locked || frame.mode === "all";
    },
  };
  return { nodes: [mode, seat, seed, dealButton, inForce, code], redraw };
}

/** The Rules button and the panel it opens: the game's summary and the rules in force. */
function rulesPanel() {
  const panel = h("div", "cw-rules", { hidden: "" });
  const toggle = button("Rules", "cw-rules-button", () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute("aria-expanded", String(!panel.hidden));
  });
  toggle.setAttribute("aria-expanded", "false");
  /** @type {Redraw} */
  const redraw = {
    _setup(setup) {
      panel.replaceChildren(
        h("p", "cw-rules-summary", {}, [setup.summary]),
        h("p", "cw-rules-heading", {}, ["Rules in force:"]),
        h("ul", "cw-rules-options", {}, setup.options.map((line) => h("li", "", {}, [line]))),
      );
    },
  };
  return { button: toggle, panel, redraw };
}

/**
 * A panel shown or hidden by its toggle button (pressed while shown), busy while it works.
 * @param {HTMLElement} toggle
 * @param {HTMLElement} panel
 * @param {boolean} shown
 * @param {boolean} busy
 */
function showToggled(toggle, panel, shown, busy) {
  toggle.setAttribute("aria-pressed", String(shown));
  panel.hidden = !shown;
  panel.setAttribute("aria-busy", String(busy));
}

/**
 * The Odds button and its panel. Python computes the panel from the viewing seat's
 * observation, and only while it is shown, after the table is redrawn: until the odds
 * follow, the panel keeps its title and says "working…".
 * @param {Page} page
 */
function oddsPanel(page) {
  const panel = h("section", "cw-odds", { "aria-label": "Odds", hidden: "" });
  const toggle = button("Odds", "cw-odds-button", () => {
    page.send("odds", { show: !(/** @type {Odds} */ (page.model.get("_odds")).shown) });
  });
  toggle.setAttribute("aria-pressed", "false");
  /** @type {Redraw} */
  const redraw = {
    _odds(odds) {
      showToggled(toggle, panel, odds.shown, Boolean(odds.working));
      if (odds.working) {
        const title = panel.querySelector(".cw-odds-title");
        panel.replaceChildren(
          h("h4", "cw-odds-title", {}, [title ? title.textContent || "Odds" : "Odds"]),
          h("p", "cw-odds-working", {}, ["working…"]),
        );
        return;
      }
      panel.replaceChildren(
        h("h4", "cw-odds-title", {}, [odds.title || ""]),
        h("ul", "cw-odds-lines", {}, (odds.lines || []).map((line) => h("li", "", {}, [line]))),
      );
    },
  };
  return { button: toggle, panel, redraw };
}

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
  const panel = h("section", "cw-analysis", { "aria-label": "Analysis", hidden: "" });
  const toggle = button("Analyse", "cw-analyse-button", () => {
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
        h("h4", "cw-analysis-title", {}, [analysis.title || "Analysis"]),
        ...(analysis.note ? [
          h("p", "cw-analysis-note", {}, [analysis.note]),
          button("Analyse this moment", "cw-analysis-again", () => {
            page.send("analyse", { ask: "start" });
          }),
        ] : []),
        ...(analysis.rows ? weighedMoves(page, analysis) : []),
        ...(!analysis.rows && analysis.unit ? analysisWork(page, analysis) : []),
        ...(analysis.marks ? reviewMarks(page, analysis) : []),
        ...(analysis.running ? [] : [
          button("Review the game", "cw-review-button", () => {
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
  const rows = (analysis.rows || []).map(page.wire.weighed).map((row) => {
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
  return [
    h("ol", "cw-analysis-rows", {}, rows),
    ...analysisWork(page, analysis),
    h("p", "cw-analysis-sentence", {}, [analysis.sentence || ""]),
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
    "aria-label": unit === "deals" ? "Deals sampled" : "Decisions reviewed",
  });
  const work = analysis.running
    ? [button("Stop", "cw-analysis-stop", () => page.send("analyse", { ask: "stop" }))]
    : unit === "deals"
      ? [button("More deals", "cw-analysis-more", () => page.send("analyse", { ask: "more" }))]
      : [];
  return [h("div", "cw-analysis-work", {}, [
    progress, h("span", "", {}, [`${done} of ${total} ${unit}`]), ...work,
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
      button(`Step ${mark.step}`, "cw-review-go", () => page.send("seek", { to: mark.step })),
      ` ${mark.text}`,
    ],
  ));
  return [
    h("p", "cw-review-summary", {}, [analysis.review || ""]),
    h("ol", "cw-review-marks", {}, marks),
  ];
}

/**
 * The Save replay button: Python writes the game as one HTML file that needs no kernel (the
 * viewing seat's view, nothing it never sees) and sends it back; the page saves it. Python
 * writes it a slice a message, so the kernel keeps answering: while it says it is `saving`,
 * the page asks for the next slice.
 * @param {Page} page
 */
function replayButton(page) {
  const node = button("Save replay", "cw-export-button", () => page.send("export"));
  /** @param {any} content */
  const save = (content) => {
    if (content && content.kind === "saving") page.send("export", { worked: content.done });
    if (!content || content.kind !== "replay") return;
    const link = h("a", "cw-export-link", { download: content.name, hidden: "" });
    link.setAttribute("href", URL.createObjectURL(new Blob([content.html], { type: "text/html" })));
    page.root.append(link);
    link.click();
    link.remove();
  };
  page.model.on("msg:custom", save);
  return { node, stop: () => page.model.off("msg:custom", save) };
}

// ---------------------------------------------------------------------- the table

/** The deck's faces, sent once a game: the `<defs>` every card drawn refers to. */
function deckFaces() {
  const defs = document.createElementNS(SVG, "svg");
  defs.setAttribute("class", "cw-defs");
  defs.setAttribute("aria-hidden", "true");
  /** @type {Redraw} */
  const redraw = {
    _deck(deck) {
      defs.innerHTML = deck.faces || "";
    },
  };
  return { node: defs, redraw };
}

/**
 * One card as its word says: a picture, or a button with a ring when it can be chosen.
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {string} word
 * @param {number} x
 * @param {string[]} why
 * @param {boolean} tucked the next card of the fan lies over its middle: show only its corner
 * @returns {SVGElement}
 */
function drawCard(wire, deck, word, x, why, tucked) {
  const geometry = deck.pile;
  const card = wire.card(word);
  const lift = card.raised ? geometry.raise : card.move !== null ? geometry.lift : 0;
  const y = geometry.top - lift;
  const href = card.code === "-" ? "#cw-back" : `#cw-c-${card.code}`;
  const name = deck.names[card.code] || card.code;
  const classes = `cw-card${card.raised ? " cw-sel" : ""}${tucked ? " cw-tucked" : ""}`;
  /** A face-up card's code, so a redraw can show it moving from where it lay. */
  const code = card.code === "-" ? {} : { "data-c": card.code };
  if (card.move === null && card.why === null) {
    return svgNode("use", { class: classes, href, x, y, role: "img", "aria-label": name, ...code });
  }
  const reason = card.why === null ? "" : why[card.why] || "";
  /** @type {Record<string, string | number>} */
  const attrs = card.move !== null
    ? { class: `${classes} cw-legal`, "data-i": card.move, "aria-label": name }
    : {
      class: `${classes} cw-off`,
      "aria-disabled": "true",
      "data-why": reason,
      "aria-label": `${name}. ${reason}`,
    };
  // A refused card stays opaque under a grey shade: the cards beneath never show through.
  const shade = card.move === null
    ? [svgNode("rect", { class: "cw-shade", width: geometry.width, height: geometry.height, rx: 5 })]
    : [];
  return svgNode("g", { ...attrs, transform: `translate(${x} ${y})`, role: "button" }, [
    svgNode("use", { href, ...code }),
    ...shade,
    svgNode("rect", { class: "cw-ring", width: geometry.width, height: geometry.height, rx: 5 }),
  ]);
}

/**
 * A pile in its own group: its label, its cards (or an empty slot), captions and count.
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {PileTuple} pile
 * @param {string[]} why
 * @returns {SVGElement}
 */
function drawPile(wire, deck, { key, x, y, label, cards, step, count, depth, captions }, why) {
  const geometry = deck.pile;
  const group = svgNode("g", { class: "cw-pile", "data-p": key, transform: `translate(${x} ${y})` }, [
    svgNode("text", { class: "cw-lab", y: geometry.label }, [label]),
  ]);
  const words = cards ? cards.split(" ") : [];
  if (words.length === 0) {
    group.append(svgNode("rect", {
      class: "cw-slot", y: geometry.top, width: geometry.width, height: geometry.height, rx: 5,
    }));
  }
  if (depth) group.append(svgNode("use", { href: "#cw-depth", y: geometry.top }));
  words.forEach((word, number) => {
    const tucked = number < words.length - 1 && step < geometry.tuck;
    group.append(drawCard(wire, deck, word, number * step, why, tucked));
    const caption = captions ? captions[number] : "";
    if (caption) {
      const centre = number * step + Math.min(step || geometry.width, geometry.width) / 2;
      group.append(svgNode("text", { class: "cw-cap", x: centre, y: geometry.below }, [caption]));
    }
  });
  if (count !== null) {
    const countY = geometry.below + (captions ? geometry.line : 0);
    group.append(svgNode("text", { class: "cw-cnt", y: countY }, [`${count} card${count === 1 ? "" : "s"}`]));
  }
  return group;
}

/**
 * The whole table in SVG: its background, the felt, the texts and the piles (none under a
 * pass-and-play cover, where the table is empty).
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {Table} table
 * @returns {SVGElement | null}
 */
function drawTable(wire, deck, table) {
  if (!table.size) return null;
  const { width, height } = wire.size(table.size);
  const svg = svgNode("svg", {
    class: "cw-table", width, height, viewBox: `0 0 ${width} ${height}`, role: "group",
    "aria-label": "The table",
  }, [svgNode("rect", { class: "cw-table-bg", width, height, rx: 12 })]);
  if (table.felt) {
    const felt = wire.felt(table.felt);
    svg.append(svgNode("rect", {
      class: "cw-felt", x: felt.x, y: felt.y, width: felt.width, height: felt.height, rx: felt.rx,
    }));
  }
  for (const { x, y, kind, text } of table.texts.map(wire.text)) {
    const marker = kind === "turn" ? [svgNode("tspan", { class: "cw-turn" }, ["▶ "])] : [];
    const css = kind === "line" ? "cw-line" : "cw-name";
    svg.append(svgNode("text", { class: css, x, y }, [...marker, text]));
  }
  for (const pile of table.piles.map(wire.pile)) svg.append(drawPile(wire, deck, pile, table.why));
  return svg;
}

/**
 * Where a card lies: its pile's key and its place in the pile ("s0.1:3").
 * @param {Element} card
 * @returns {string}
 */
function cardKey(card) {
  const pile = card.closest(".cw-pile");
  if (!pile) return "";
  const place = Array.from(pile.querySelectorAll(".cw-card")).indexOf(card);
  return `${pile.getAttribute("data-p")}:${place}`;
}

/** The keys that move the focus between the table's cards. */
const MOVES = ["ArrowRight", "ArrowLeft", "Home", "End", "ArrowDown", "ArrowUp"];

/**
 * The card a key moves the focus to from `current`: Left and Right the previous or next card
 * on the table, Home and End the first or last, Up and Down the first card of the previous or
 * next pile that has cards (none past the ends).
 * @param {HTMLElement} stage
 * @param {Element} current
 * @param {string} key one of MOVES
 * @returns {Element | undefined}
 */
function cardAfter(stage, current, key) {
  const all = Array.from(stage.querySelectorAll(".cw-card"));
  const at = all.indexOf(current);
  if (key === "ArrowRight") return all[Math.min(at + 1, all.length - 1)];
  if (key === "ArrowLeft") return all[Math.max(at - 1, 0)];
  if (key === "Home") return all[0];
  if (key === "End") return all[all.length - 1];
  const piles = Array.from(stage.querySelectorAll(".cw-pile")).filter(
    (pile) => pile.querySelector(".cw-card"),
  );
  const pile = piles.indexOf(/** @type {Element} */ (current.closest(".cw-pile")));
  const target = piles[pile + (key === "ArrowDown" ? 1 : -1)];
  return target ? target.querySelector(".cw-card") || undefined : undefined;
}

/**
 * The table's cards as one tab stop: a click, Enter or Space plays a card (or says why not),
 * the arrow keys, Home and End move between cards, and the focus survives a redraw.
 * @param {Page} page
 * @param {HTMLElement} stage
 */
function cardNavigation(page, stage) {
  /** @returns {SVGGElement[]} */
  const cards = () => Array.from(stage.querySelectorAll(".cw-card"));

  /** @param {Element} card */
  function choose(card) {
    const index = card.getAttribute("data-i");
    if (index !== null) page.send("act", { index: Number(index) });
    else page.say(card.getAttribute("data-why") || "");
  }

  /**
   * Make `card` the table's one tab stop, and focus it if asked.
   * @param {Element | undefined} card
   * @param {boolean} focus
   */
  function rove(card, focus) {
    for (const other of cards()) other.setAttribute("tabindex", "-1");
    if (!card) return;
    card.setAttribute("tabindex", "0");
    if (focus) /** @type {SVGGElement} */ (card).focus({ preventScroll: true });
  }

  stage.addEventListener("click", (event) => {
    const card = /** @type {Element} */ (event.target).closest(".cw-card");
    if (!card) return;
    rove(card, true);
    choose(card);
  });

  stage.addEventListener("keydown", (event) => {
    const current = /** @type {Element} */ (event.target).closest(".cw-card");
    if (!current || cards().length === 0) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(current);
      return;
    }
    if (!MOVES.includes(event.key)) return;
    event.preventDefault();
    const next = cardAfter(stage, current, event.key);
    if (next) rove(next, true);
  });

  return {
    /** Where the focused card lies ("" when the focus is not on the table). */
    focused() {
      const focused = document.activeElement;
      return focused && stage.contains(focused) ? cardKey(focused) : "";
    },
    /**
     * After a redraw: the card at the same place (or the nearest in the same pile) gets the
     * focus back; else the first playable card, or the first card, is the tab stop.
     * @param {string} key where the focused card lay before the redraw
     */
    restore(key) {
      const all = cards();
      let target = all.find((card) => cardKey(card) === key);
      if (!target && key) {
        const [pile, place] = key.split(":");
        const inPile = all.filter((card) => cardKey(card).startsWith(`${pile}:`));
        target = inPile[Math.min(Number(place), inPile.length - 1)];
      }
      target = target || all.find((card) => card.hasAttribute("data-i")) || all[0];
      rove(target, Boolean(key));
      if (key && !target) page.next();
    },
  };
}

/**
 * Where each face-up card lies on the table, by code, in the table's own units: a list per code,
 * since a game of two decks has two of each card.
 * @param {Element} svg
 * @returns {Map<string, {x: number, y: number, node: SVGGraphicsElement}[]>}
 */
function cardPlaces(svg) {
  const places = new Map();
  const root = /** @type {SVGSVGElement} */ (svg);
  for (const node of svg.querySelectorAll("[data-c]")) {
    const card = /** @type {SVGGraphicsElement} */ (node);
    const box = card.getBBox();
    const matrix = card.getScreenCTM();
    const toTable = root.getScreenCTM();
    if (!matrix || !toTable) continue;
    const place = new DOMPoint(box.x, box.y).matrixTransform(toTable.inverse().multiply(matrix));
    const code = /** @type {string} */ (card.getAttribute("data-c"));
    places.set(code, [...(places.get(code) || []), { x: place.x, y: place.y, node: card }]);
  }
  return places;
}

/** Is motion wanted (none when the reader's system asks for reduced motion)? */
const moving = () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** @param {{x: number, y: number}} a @param {{x: number, y: number}} b */
const samePlace = (a, b) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1;

/**
 * Show each face-up card that changed place (played, taken, put back, dealt into a hand)
 * travelling from where it lay to where it lies now. Of two cards alike (two decks), one that
 * stayed where one of them lay has not moved; only the others travel, from the places left.
 * @param {Map<string, {x: number, y: number}[]>} before
 * @param {Element} svg
 */
function showMoves(before, svg) {
  if (before.size === 0 || !moving()) return;
  for (const [code, nows] of cardPlaces(svg)) {
    const thens = [...(before.get(code) || [])];
    const travelling = nows.filter((now) => {
      const stayed = thens.findIndex((then) => samePlace(then, now));
      if (stayed >= 0) thens.splice(stayed, 1);
      return stayed < 0;
    });
    travelling.forEach((now, number) => {
      const then = thens[number];
      if (!then) return;
      const shift = `translate(${then.x - now.x}px, ${then.y - now.y}px)`;
      now.node.animate([{ transform: shift }, { transform: "none" }], {
        duration: 280, easing: "ease-out",
      });
    });
  }
}

/**
 * The table itself, drawn anew from each table Python sends; the cards that changed place are
 * seen moving there.
 * @param {Page} page
 */
function tableStage(page) {
  const stage = h("div", "cw-stage");
  const navigation = cardNavigation(page, stage);
  // Python lays the table out as wide as the page has room for, so a narrow notebook (a
  // sidebar open, a small window) gets a narrower table whose cards keep their size: the page
  // says its width when it changes by more than a little (a scroll bar coming and going).
  let told = 0;
  const sizes = new ResizeObserver(() => {
    const width = Math.floor(stage.clientWidth);
    if (width > 0 && Math.abs(width - told) >= WIDTH_SLACK) {
      told = width;
      page.send("width", { px: width });
    }
  });
  sizes.observe(stage);
  /** @type {Redraw} */
  const redraw = {
    _table(table) {
      const key = navigation.focused();
      const old = stage.querySelector("svg");
      const before = old && old.isConnected ? cardPlaces(old) : new Map();
      const svg = drawTable(page.wire, page.model.get("_deck"), table);
      if (svg) stage.replaceChildren(svg);
      else stage.replaceChildren();
      if (svg && svg.isConnected) showMoves(before, svg);
      navigation.restore(key);
    },
  };
  return { node: stage, redraw, stop: () => sizes.disconnect() };
}

/**
 * Pass and play: the cover over the table until the person to move says it is them.
 * @param {Page} page
 */
function passCover(page) {
  const cover = h("div", "cw-cover", { hidden: "" });
  /** @type {Redraw} */
  const redraw = {
    _frame(frame) {
      cover.hidden = !frame.cover;
      if (!frame.cover) return;
      const show = button(`I am ${frame.cover}: show my cards`, "cw-reveal", () => page.send("reveal"));
      cover.replaceChildren(h("p", "", {}, [`Pass the screen to ${frame.cover}.`]), show);
      if (page.root.contains(document.activeElement) || document.activeElement === document.body) {
        show.focus();
      }
    },
  };
  return { node: cover, redraw };
}

/**
 * The choice buttons (bids, trumps, "flip"), a row per group; redrawn only when they change,
 * and the focused one keeps the focus.
 * @param {Page} page
 */
function choiceButtons(page) {
  const choices = h("div", "cw-choices", { role: "group", "aria-label": "Your choices" });
  /** @type {Redraw} */
  const redraw = {
    _table(table) {
      const list = (table.choices || []).map(page.wire.choice).map(({ label, group, move, why }) => ({
        label, group, index: move, why: why === null ? "" : table.why[why] || "",
      }));
      const ranges = (table.ranges || []).map(page.wire.range);
      const wanted = JSON.stringify([list, ranges]);
      if (choices.dataset.choices === wanted) return;
      const focused = document.activeElement;
      const had = Boolean(focused && choices.contains(focused));
      const label = had && focused ? focused.textContent : null;
      choices.dataset.choices = wanted;
      /** @type {Map<string, HTMLElement>} */
      const groups = new Map();
      for (const choice of list) {
        const name = choice.group || "";
        let row = groups.get(name);
        if (!row) {
          row = h("div", "cw-choice-row", { role: "group", "aria-label": name || "Choices" });
          if (name) row.append(h("span", "cw-choice-group", {}, [name]));
          groups.set(name, row);
        }
        const node = button(choice.label, "cw-choice", () => {
          if (choice.index !== null) page.send("act", { index: choice.index });
          else page.say(choice.why);
        });
        if (choice.index === null) {
          node.setAttribute("aria-disabled", "true");
          node.classList.add("cw-off");
          node.title = choice.why;
        } else node.classList.add("cw-legal");
        row.append(node);
      }
      choices.replaceChildren(...groups.values(), ...ranges.map((range) => amountPicker(page, range)));
      if (!had) return;
      const again = Array.from(choices.querySelectorAll("button")).find(
        (node) => node.textContent === label,
      );
      if (again) again.focus();
      else page.next();
    },
  };
  return { node: choices, redraw };
}

/**
 * Any amount of a family of moves ("bid 65" to "bid 160" in fives): a number field and a
 * slider kept together, and a button that plays the amount chosen (or says what is allowed).
 * @param {Page} page
 * @param {RangeTuple} range
 * @returns {HTMLElement}
 */
function amountPicker(page, { verb, low, high, step, first }) {
  const word = verb.charAt(0).toUpperCase() + verb.slice(1);
  const bounds = { min: String(low), max: String(high), step: String(step), value: String(low) };
  const field = h("input", "cw-amount", {
    type: "number", inputmode: "numeric", "aria-label": `${word}: an amount from ${low} to ${high}`, ...bounds,
  });
  const slider = h("input", "cw-amount-slider", {
    type: "range", "aria-label": `${word} amount`, ...bounds,
  });
  const go = button(`${word} ${low}`, "cw-choice cw-legal cw-amount-go", () => {
    const amount = Number(field.value);
    const steps = (amount - low) / step;
    if (field.value !== "" && Number.isInteger(steps) && amount >= low && amount <= high) {
      page.send("act", { index: first + steps });
    } else {
      const every = step === 1 ? "" : ` in steps of ${step}`;
      page.say(`${word} from ${low} to ${high}${every}, not "${field.value}".`);
    }
  });
  /** @param {string} value */
  const show = (value) => {
    go.textContent = `${word} ${value}`;
  };
  field.addEventListener("input", () => {
    slider.value = field.value;
    show(field.value);
  });
  slider.addEventListener("input", () => {
    field.value = slider.value;
    show(slider.value);
  });
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter") go.click();
  });
  return h("div", "cw-choice-row cw-amount-row", { role: "group", "aria-label": `${word} any amount` }, [
    h("span", "cw-choice-group", {}, [`any ${verb}`]), field, slider, go,
  ]);
}

// ---------------------------------------------------------------------- under and beside the table

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

/**
 * The log: new lines are appended, a whole tail replaces the lines shown; a view that lost
 * track (opened after the game moved on) asks Python for the tail.
 * @param {Page} page
 */
function logPanel(page) {
  const list = h("ol", "cw-log-lines", { tabindex: "0", "aria-label": "Log lines" });
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
      earlier.textContent = count ? `Show earlier events (${count} before these)` : "";
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
  const node = h("section", "cw-log", { "aria-label": "Log" }, [
    h("h4", "cw-log-title", {}, ["Log"]), earlier, list,
  ]);
  /** The latest `count` lines of the log, as one text. @param {number} count */
  const latest = (count) => lines.slice(lines.length - count).join(" ");
  return { node, latest, redraw, stop: () => sizes.disconnect() };
}

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

/**
 * Where the focus goes when a choice took away the control that had it (a bid button gone
 * once the bid is made, the last card of a hand played): the next choice, else a card you may
 * play; on the bots' turn the table's root holds it until one comes, then gives it on. So a
 * keyboard player never lands on the page's body and tabs in from the top again.
 * @param {HTMLElement} root
 */
function focusKeeper(root) {
  let waiting = false;
  const next = () => {
    const target = root.querySelector(".cw-choices .cw-legal")
      || root.querySelector(".cw-stage .cw-card[data-i]");
    waiting = !target;
    if (target) /** @type {HTMLElement} */ (target).focus();
    else root.focus();
  };
  root.addEventListener("focusout", (event) => {
    if (event.target === root) waiting = false;
  });
  /** @type {Redraw} */
  const redraw = {
    _table() {
      if (waiting && document.activeElement === root) next();
    },
  };
  return { next, redraw };
}

// ---------------------------------------------------------------------- the page

/**
 * Keys pressed inside the table are the table's (the slider's, the seed field's, the cards',
 * the buttons'), never the notebook's, where arrows move the active cell and collapse headings
 * and letters insert or change cells. JupyterLab listens as keys bubble: the key stops at the
 * root once the table's own handlers ran. Notebook 7 listens as keys go down, before any
 * handler here, and Lumino looks for `data-lm-suppress-shortcuts` only from the key's target
 * up to the first element a shortcut's selector matches, which is the focused control itself
 * (`.jp-Notebook.jp-mod-commandMode :focus`): so whatever takes the focus inside the table
 * carries the attribute too, and so does the root.
 * @param {HTMLElement} root
 * @returns {HTMLElement}
 */
function keysStayInside(root) {
  const quiet = (/** @type {Element} */ node) => node.setAttribute("data-lm-suppress-shortcuts", "true");
  quiet(root);
  root.addEventListener("focusin", (event) => quiet(/** @type {Element} */ (event.target)));
  for (const type of ["keydown", "keyup", "keypress"]) {
    root.addEventListener(type, (event) => event.stopPropagation());
  }
  return root;
}

/** @param {{ model: Model, el: HTMLElement }} context */
function render({ model, el }) {
  /** The frame on show: every request is tagged with its step and deal. */
  /** @type {Frame} */
  let frame = model.get("_frame");
  const root = keysStayInside(h("div", "cw-widget cw-palette", { role: "region", tabindex: "-1" }));
  const status = statusLines();
  const keeper = focusKeeper(root);
  /** @type {Page} */
  const page = {
    model,
    root,
    wire: wireReader(model.get("_wire")),
    send(kind, extra = {}) {
      model.send({ kind, step: frame.step, deal: frame.deal, ...extra });
    },
    say: status.say,
    next: keeper.next,
  };
  const head = heading();
  const history = historyControls(page);
  const setup = tableSetup(page);
  const rules = rulesPanel();
  const odds = oddsPanel(page);
  const analysis = analysisPanel(page);
  const saving = replayButton(page);
  const faces = deckFaces();
  const table = tableStage(page);
  const cover = passCover(page);
  const choices = choiceButtons(page);
  const log = logPanel(page);
  const live = announcer(log);
  const beat = autoplay(page);

  root.append(
    head.node,
    history.node,
    h("div", "cw-bar", { role: "group", "aria-label": "Table setup" }, [
      ...setup.nodes, rules.button, odds.button, analysis.button, saving.node,
    ]),
    rules.panel,
    odds.panel,
    analysis.panel,
    h("div", "cw-main", {}, [
      h("div", "cw-play-area", {}, [
        faces.node,
        h("div", "cw-stage-wrap", {}, [table.node, cover.node]),
        h("div", "cw-act", {}, [status.prompt, choices.node]),
        ...status.nodes,
      ]),
      log.node,
    ]),
    live.node,
  );
  el.replaceChildren(root);

  /** @type {Redraw} */
  const label = { _setup: (setup) => root.setAttribute("aria-label", `${setup.title} table`) };
  /** Each part's redraw, in the order they run for each synced part (see PARTS). */
  const parts = [
    head.redraw, label, faces.redraw, log.redraw, table.redraw, choices.redraw, cover.redraw,
    status.redraw, history.redraw, setup.redraw, rules.redraw, live.redraw, beat.redraw,
    odds.redraw, analysis.redraw, keeper.redraw,
  ];

  const stop = redrawOnChange(model, parts, () => {
    frame = model.get("_frame");
  });
  return () => [beat, saving, table, log, { stop }].forEach((part) => part.stop());
}

/**
 * Redraw the parts of the page once each message is in (the model fires one change event per
 * synced part, and a message may carry several), in the order of PARTS; and once now, all.
 * @param {Model} model
 * @param {Redraw[]} parts
 * @param {() => void} before runs before each redraw
 * @returns {() => void} stops listening
 */
function redrawOnChange(model, parts, before) {
  /** The synced parts Python sent anew since the last redraw. */
  /** @type {Set<string>} */
  const dirty = new Set();

  function redraw() {
    const sent = new Set(dirty);
    dirty.clear();
    before();
    for (const name of PARTS) {
      if (!sent.has(name)) continue;
      const value = model.get(name);
      for (const part of parts) part[name]?.(value);
    }
  }

  const handlers = PARTS.map((name) => {
    const handler = () => {
      if (dirty.size === 0) queueMicrotask(redraw);
      dirty.add(name);
    };
    model.on(`change:${name}`, handler);
    return /** @type {[string, () => void]} */ ([name, handler]);
  });
  for (const name of PARTS) dirty.add(name);
  redraw();
  return () => {
    for (const [name, handler] of handlers) model.off(`change:${name}`, handler);
  };
}

export default { render };
