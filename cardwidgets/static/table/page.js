// @ts-check
/** The page: its parts made and placed, and redrawn from each synced part Python sends
 * anew. The last file of the module: it alone exports. */

/**
 * The synced parts, in the order a message's parts are redrawn: the deck before the table
 * drawn with its faces, the setup before the frame that picks among its options, the log
 * before the frame that announces its latest lines.
 */
const PARTS = /** @type {const} */ ([
  "_deck", "_setup", "_log", "_table", "_phase", "_frame", "_odds", "_analysis", "_sheet",
]);

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
    word: wordsOf((model.get("_setup") || {}).words),
  };
  const head = heading();
  const history = historyControls(page);
  const setup = tableSetup(page);
  const comforts = tableComforts(page);
  const rules = rulesPanel(page);
  const odds = oddsPanel(page);
  const analysis = analysisPanel(page);
  const sheet = scoreSheet(page);
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
    h("div", "cw-bar", { role: "group", "aria-label": page.word("Table setup") }, [
      ...setup.nodes, ...comforts.nodes, rules.button, odds.button, analysis.button, sheet.button,
      saving.node,
    ]),
    rules.panel,
    odds.panel,
    analysis.panel,
    sheet.panel,
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
  const label = { _setup: (setup) => root.setAttribute("aria-label", page.word("{title} table", { title: setup.title })) };
  /** Each part's redraw, in the order they run for each synced part (see PARTS). */
  const parts = [
    head.redraw, label, faces.redraw, log.redraw, table.redraw, choices.redraw, cover.redraw,
    status.redraw, history.redraw, setup.redraw, comforts.redraw, rules.redraw, live.redraw, beat.redraw,
    odds.redraw, analysis.redraw, sheet.redraw, keeper.redraw,
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

// The wire reader too, so a test reads the wire exactly as the page does.
export { wireReader };
export default { render };
