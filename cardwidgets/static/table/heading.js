// @ts-check
/** The top line of the page: the game's title and the phase. */

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
