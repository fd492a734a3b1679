// @ts-check
/**
 * The card table's front end (an anywidget ES module, no build step, no network).
 *
 * It knows no rules. Python sends the table as SVG markup drawn by the same layout as the
 * static picture (cardwidgets/render/table.py), with each clickable card carrying `data-i`,
 * the number of its legal move, or `data-why`, the reason it is not allowed now. This module
 * inserts that markup, draws the controls, choice buttons, log and rules in HTML (all text as
 * text, never as markup), and sends intents back, each tagged with the step and deal it saw:
 * Python decides what they do.
 *
 * Keyboard: the table is one tab stop; arrow keys move between cards (Left/Right within the
 * table, Up/Down to the previous or next pile), Enter or Space plays the focused card. Focus
 * survives redraws: the card at the same place in the same pile gets it back.
 */

/**
 * @typedef {{label: string, i?: number, why?: string, group?: string}} ChoiceData
 * @typedef {{
 *   deal: number, step: number, end: number, playing: boolean, auto: boolean, speed: number,
 *   mode: string, seat: number, message: string, cover: string, announce: string,
 *   status: string, you: boolean, over: boolean, svg: string, choices: ChoiceData[],
 *   log: string[], logStart: number, phase: string, reminder: string, reason: string
 * }} Frame
 * @typedef {{
 *   game: string, title: string, names: string[], modes: [string, string][], seed: number,
 *   code: string, summary: string, options: string[]
 * }} Setup
 * @typedef {{
 *   get(name: string): any,
 *   send(content: object): void,
 *   on(event: string, callback: () => void): void,
 *   off(event: string, callback: () => void): void
 * }} Model
 */

/** Autoplay delays offered, in milliseconds. */
const SPEEDS = /** @type {[string, number][]} */ ([
  ["Slow", 1500],
  ["Normal", 700],
  ["Fast", 300],
  ["Very fast", 100],
]);

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

/** @param {{ model: Model, el: HTMLElement }} context */
function render({ model, el }) {
  /** @type {Frame} */
  let frame = model.get("_frame");
  /** @type {number | undefined} */
  let timer;

  // ------------------------------------------------------------------ the page
  const title = h("span", "cw-title");
  const phase = h("span", "cw-phase");
  const reminder = h("p", "cw-reminder");

  const stepButton = button("Step", "cw-step", () => send("step"));
  const playButton = button("Play", "cw-play", () => send(frame.playing ? "pause" : "play"));
  playButton.setAttribute("aria-pressed", "false");
  const speed = h("select", "cw-speed", { "aria-label": "Autoplay speed" });
  speed.addEventListener("change", () => send("speed", { ms: Number(speed.value) }));
  const backButton = button("◀ Back", "cw-back", () => send("back"));
  const forwardButton = button("Forward ▶", "cw-forward", () => send("forward"));
  const slider = h("input", "cw-slider", { type: "range", min: "0", "aria-label": "History" });
  slider.addEventListener("change", () => send("seek", { to: Number(slider.value) }));
  const position = h("span", "cw-position", { "aria-hidden": "true" });

  const mode = h("select", "cw-mode", { "aria-label": "Seat mode" });
  const seat = h("select", "cw-seat", { "aria-label": "Seat" });
  const changeMode = () => send("mode", { mode: mode.value, seat: Number(seat.value) });
  mode.addEventListener("change", changeMode);
  seat.addEventListener("change", changeMode);
  // A seed (a whole number) or a deal code a teacher gave (letters and digits): Python reads it.
  const seed = h("input", "cw-seed", {
    type: "text", "aria-label": "Seed or deal code for a new deal", placeholder: "seed or code",
    autocomplete: "off", autocapitalize: "characters", spellcheck: "false",
  });
  const dealButton = button("New deal", "cw-deal", () => {
    const text = seed.value.trim();
    if (text === "") send("deal", { seed: null });
    else if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) {
      send("deal", { seed: Number(text) });
    } else send("deal", { code: text });
  });
  const code = h("span", "cw-code", {
    title: "The deal code: typed into New deal on any screen, it deals this same game",
  });
  seed.addEventListener("keydown", (event) => {
    if (event.key === "Enter") dealButton.click();
  });
  const rulesPanel = h("div", "cw-rules", { hidden: "" });
  const rulesButton = button("Rules", "cw-rules-button", () => {
    rulesPanel.hidden = !rulesPanel.hidden;
    rulesButton.setAttribute("aria-expanded", String(!rulesPanel.hidden));
  });
  rulesButton.setAttribute("aria-expanded", "false");

  const defs = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  defs.setAttribute("class", "cw-defs");
  defs.setAttribute("aria-hidden", "true");
  const stage = h("div", "cw-stage");
  const cover = h("div", "cw-cover", { hidden: "" });
  const choices = h("div", "cw-choices", { role: "group", "aria-label": "Your choices" });
  const status = h("p", "cw-status");
  const reason = h("p", "cw-reason");
  const message = h("p", "cw-message", { role: "alert" });
  const live = h("div", "cw-live", { "aria-live": "polite", role: "status" });
  const logList = h("ol", "cw-log-lines");
  const earlier = h("p", "cw-log-earlier");

  const root = h("div", "cw-widget", { role: "region", tabindex: "-1" }, [
    h("div", "cw-head", {}, [title, phase, reminder]),
    h("div", "cw-bar", { role: "toolbar", "aria-label": "Game controls" }, [
      stepButton, playButton, speed, backButton, slider, forwardButton, position,
    ]),
    h("div", "cw-bar", { role: "group", "aria-label": "Table setup" }, [
      mode, seat, seed, dealButton, code, rulesButton,
    ]),
    rulesPanel,
    h("div", "cw-main", {}, [
      h("div", "cw-play-area", {}, [
        defs,
        h("div", "cw-stage-wrap", {}, [stage, cover]),
        choices, status, reason, message,
      ]),
      h("section", "cw-log", { "aria-label": "Log" }, [
        h("h4", "cw-log-title", {}, ["Log"]), earlier, logList,
      ]),
    ]),
    live,
  ]);
  el.replaceChildren(root);
  setOptions(speed, SPEEDS.map(([label, ms]) => [String(ms), label]));

  // ------------------------------------------------------------------ talking to Python
  /**
   * Ask Python for something, tagged with the step and deal on show.
   * @param {string} kind
   * @param {Record<string, unknown>} [extra]
   */
  function send(kind, extra = {}) {
    model.send({ kind, step: frame.step, deal: frame.deal, ...extra });
  }

  /** @param {string} text */
  function say(text) {
    message.textContent = text;
  }

  // ------------------------------------------------------------------ the table's cards
  /** @returns {SVGGElement[]} */
  function cards() {
    return Array.from(stage.querySelectorAll(".cw-card"));
  }

  /** @param {Element} card */
  function choose(card) {
    const index = card.getAttribute("data-i");
    if (index !== null) send("act", { index: Number(index) });
    else say(card.getAttribute("data-why") || "");
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
    const all = cards();
    const current = /** @type {Element} */ (event.target).closest(".cw-card");
    if (!current || all.length === 0) return;
    const at = all.indexOf(/** @type {SVGGElement} */ (current));
    /** @type {Element | undefined} */
    let next;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(current);
      return;
    } else if (event.key === "ArrowRight") next = all[Math.min(at + 1, all.length - 1)];
    else if (event.key === "ArrowLeft") next = all[Math.max(at - 1, 0)];
    else if (event.key === "Home") next = all[0];
    else if (event.key === "End") next = all[all.length - 1];
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const piles = Array.from(stage.querySelectorAll(".cw-pile")).filter(
        (pile) => pile.querySelector(".cw-card"),
      );
      const pile = piles.indexOf(/** @type {Element} */ (current.closest(".cw-pile")));
      const target = piles[pile + (event.key === "ArrowDown" ? 1 : -1)];
      next = target ? target.querySelector(".cw-card") || undefined : undefined;
    } else return;
    event.preventDefault();
    if (next) rove(next, true);
  });

  // ------------------------------------------------------------------ drawing
  function drawFaces() {
    defs.innerHTML = model.get("_deck_faces");
  }

  function drawSetup() {
    /** @type {Setup} */
    const setup = model.get("_setup");
    title.textContent = setup.title;
    root.setAttribute("aria-label", `${setup.title} table`);
    setOptions(mode, setup.modes);
    setOptions(seat, setup.names.map((name, number) => [String(number), name]));
    if (document.activeElement !== seed) seed.value = String(setup.seed);
    code.textContent = setup.code ? `Deal code ${setup.code}` : "";
    rulesPanel.replaceChildren(
      h("p", "cw-rules-summary", {}, [setup.summary]),
      h("p", "cw-rules-heading", {}, ["Rules in force:"]),
      h("ul", "cw-rules-options", {}, setup.options.map((line) => h("li", "", {}, [line]))),
    );
  }

  function drawTable() {
    const focused = document.activeElement;
    const key = focused && stage.contains(focused) ? cardKey(focused) : "";
    stage.innerHTML = frame.svg;
    const all = cards();
    let target = all.find((card) => cardKey(card) === key);
    if (!target && key) {
      const [pile, place] = key.split(":");
      const inPile = all.filter((card) => cardKey(card).startsWith(`${pile}:`));
      target = inPile[Math.min(Number(place), inPile.length - 1)];
    }
    target = target || all.find((card) => card.hasAttribute("data-i")) || all[0];
    rove(target, Boolean(key));
    if (key && !target) root.focus();
  }

  function drawChoices() {
    const wanted = JSON.stringify(frame.choices);
    if (choices.dataset.choices === wanted) return;
    const focused = document.activeElement;
    const label = focused && choices.contains(focused) ? focused.textContent : null;
    choices.dataset.choices = wanted;
    /** @type {Map<string, HTMLElement>} */
    const groups = new Map();
    for (const choice of frame.choices) {
      const name = choice.group || "";
      let row = groups.get(name);
      if (!row) {
        row = h("div", "cw-choice-row", { role: "group", "aria-label": name || "Choices" });
        if (name) row.append(h("span", "cw-choice-group", {}, [name]));
        groups.set(name, row);
      }
      const node = button(choice.label, "cw-choice", () => {
        if (choice.i !== undefined) send("act", { index: choice.i });
        else say(choice.why || "");
      });
      if (choice.i === undefined) {
        node.setAttribute("aria-disabled", "true");
        node.classList.add("cw-off");
        node.title = choice.why || "";
      } else node.classList.add("cw-legal");
      row.append(node);
    }
    choices.replaceChildren(...groups.values());
    const again = Array.from(choices.querySelectorAll("button")).find(
      (node) => node.textContent === label,
    );
    if (again) again.focus();
  }

  function drawCover() {
    cover.hidden = !frame.cover;
    if (!frame.cover) return;
    const show = button(`I am ${frame.cover}: show my cards`, "cw-reveal", () => send("reveal"));
    cover.replaceChildren(h("p", "", {}, [`Pass the screen to ${frame.cover}.`]), show);
    if (root.contains(document.activeElement) || document.activeElement === document.body) {
      show.focus();
    }
  }

  function drawLog() {
    logList.replaceChildren(...frame.log.map((line) => h("li", "", {}, [line])));
    logList.start = frame.logStart + 1;
    earlier.textContent = frame.logStart ? `… ${frame.logStart} earlier events` : "";
    logList.scrollTop = logList.scrollHeight;
  }

  function drawControls() {
    phase.textContent = frame.phase;
    reminder.textContent = frame.reminder;
    status.textContent = frame.you ? `Your turn: ${frame.status}` : frame.status;
    status.classList.toggle("cw-your-turn", frame.you);
    reason.textContent = frame.reason;
    message.textContent = frame.message;
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
    mode.value = frame.mode;
    seat.value = String(frame.seat);
    seat.disabled = frame.mode === "all";
  }

  function draw() {
    frame = model.get("_frame");
    drawTable();
    drawChoices();
    drawCover();
    drawLog();
    drawControls();
    const news = [frame.announce, frame.message].filter(Boolean).join(" ");
    if (news !== live.textContent) live.textContent = news;
    window.clearTimeout(timer);
    if (frame.playing && frame.auto) {
      const asked = frame.step;
      timer = window.setTimeout(() => {
        if (frame.step === asked) send("tick");
      }, frame.speed);
    }
  }

  model.on("change:_deck_faces", drawFaces);
  model.on("change:_setup", drawSetup);
  model.on("change:_frame", draw);
  drawFaces();
  drawSetup();
  draw();

  return () => {
    window.clearTimeout(timer);
    model.off("change:_deck_faces", drawFaces);
    model.off("change:_setup", drawSetup);
    model.off("change:_frame", draw);
  };
}

export default { render };
