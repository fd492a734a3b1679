// @ts-check
/**
 * The replay file's stand-in for the kernel (cardwidgets/widgets/export.py writes the file).
 *
 * The table's own front end (static/table/'s parts joined as one module, inlined in the file as text) is loaded from a blob: URL
 * and given a model that holds the synced parts; its requests are answered from the frames the
 * file carries, one per step: Back, Forward, Step, the slider, Play and Pause move through
 * them (a log line clicked too), the log is cut from the seat's whole log, and anything else (a move, a new deal) is
 * refused with a word, since a recorded game cannot change. No network, no server.
 *
 * The file holds the first step whole and each later step as what changed (export.py's
 * `changes`): a part's key with its new value, null for a key gone, and for a list whose items
 * mostly stayed an object of its length `n` and the changed items by index. The steps are
 * rebuilt whole once, as the file opens.
 */

/**
 * @typedef {Record<string, any>} Part
 * @typedef {{frame: Part, table: Part, phase: Part, sheet: Part, log: number}} Step
 * @typedef {{frame?: Part, table?: Part, phase?: Part, sheet?: Part, log: number}} Change
 * @typedef {{
 *   parts: Record<string, unknown>, frames: Change[], log: string[], logSteps: number[],
 *   logTail: number, start: number
 * }} Replay
 */

const REFUSED = "This replay shows a recorded game: it can be stepped through, not changed.";

/** @param {string} id */
function text(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The replay file lacks its #${id}.`);
  return node.textContent || "";
}

/**
 * A part after `change` (see the module's notes).
 * @param {Part} before
 * @param {Part} change
 * @returns {Part}
 */
function changed(before, change) {
  const after = { ...before };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) {
      delete after[key];
    } else if (typeof value === "object" && !Array.isArray(value)) {
      const items = before[key].slice(0, value.n);
      items.length = value.n;
      for (const [index, item] of Object.entries(value)) {
        if (index !== "n") items[Number(index)] = item;
      }
      after[key] = items;
    } else {
      after[key] = value;
    }
  }
  return after;
}

/** @type {Replay} */
const replay = JSON.parse(text("cw-replay-data"));
/** @type {Step[]} */
const steps = [];
for (const change of replay.frames) {
  const before = steps.length ? steps[steps.length - 1] : { frame: {}, table: {}, phase: {}, sheet: {} };
  steps.push({
    frame: changed(before.frame, change.frame || {}),
    table: changed(before.table, change.table || {}),
    phase: changed(before.phase, change.phase || {}),
    sheet: changed(before.sheet, change.sheet || {}),
    log: change.log,
  });
}
const source = new Blob([text("cw-replay-module")], { type: "text/javascript" });
const table = await import(URL.createObjectURL(source));

/** @type {Record<string, unknown>} */
const values = { ...replay.parts };
/** @type {Map<string, Set<() => void>>} */
const listeners = new Map();
const last = steps.length - 1;
let at = replay.start;
let playing = false;

/**
 * @param {string} name
 * @param {unknown} value
 */
function set(name, value) {
  values[name] = value;
  for (const callback of listeners.get(`change:${name}`) || []) callback();
}

/**
 * The log's lines from `start` to `end` and the step each goes to (a click seeks there).
 * @param {number} start
 * @param {number} end
 */
function logLines(start, end) {
  return { lines: replay.log.slice(start, end), steps: replay.logSteps.slice(start, end) };
}

/**
 * Show step `step`, the log's tail as the live table sends it after a jump.
 * @param {number} step
 * @param {string} [message]
 */
function show(step, message = "") {
  at = Math.max(0, Math.min(last, step));
  playing = playing && at < last;
  const shown = steps[at];
  const start = Math.max(0, shown.log - replay.logTail);
  set("_log", { at: start, ...logLines(start, shown.log), tail: true });
  set("_table", shown.table);
  set("_phase", shown.phase);
  set("_sheet", shown.sheet);
  set("_frame", { ...shown.frame, playing, auto: playing, message });
}

/**
 * The log lines before `before`, as the live table answers "Show earlier events".
 * @param {number} before
 */
function earlier(before) {
  const start = Math.max(0, before - 200);
  set("_log", { at: start, ...logLines(start, before), tail: false, earlier: true });
}

/** @param {Record<string, any>} request */
function answer(request) {
  switch (request.kind) {
    case "seek": return show(Number(request.to));
    case "back": return show(at - 1);
    case "forward": case "step": return show(at + 1);
    case "tick": return playing ? show(at + 1) : undefined;
    case "play": playing = true; return show(at);
    case "pause": playing = false; return show(at);
    case "log": return "before" in request ? earlier(Number(request.before)) : show(at);
    default: return show(at, REFUSED);
  }
}

const model = {
  /** @param {string} name */
  get: (name) => values[name],
  /** @param {object} content */
  send: (content) => answer(/** @type {Record<string, any>} */ (content)),
  /** @param {string} event @param {() => void} callback */
  on(event, callback) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)?.add(callback);
  },
  /** @param {string} event @param {() => void} callback */
  off: (event, callback) => listeners.get(event)?.delete(callback),
};

show(at);
const root = document.getElementById("cw-replay");
if (root) table.default.render({ model, el: root });
