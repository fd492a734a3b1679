// @ts-check
/** The table's setup: the seat mode and seat, a new deal by seed or code, the deal's code. */

/**
 * The seat mode and seat, the seed or deal code for a new deal, and this deal's code.
 * @param {Page} page
 */
function tableSetup(page) {
  const mode = h("select", "cw-mode", { "aria-label": page.word("Seat mode") });
  const seat = h("select", "cw-seat", { "aria-label": page.word("Seat") });
  const changeMode = () => page.send("mode", { mode: mode.value, seat: Number(seat.value) });
  mode.addEventListener("change", changeMode);
  seat.addEventListener("change", changeMode);
  // A seed (a whole number) or a deal code a teacher gave (letters and digits): Python reads it.
  const seed = h("input", "cw-seed", {
    type: "text", "aria-label": page.word("Seed or deal code for a new deal"), placeholder: page.word("seed or code"),
    autocomplete: "off", autocapitalize: "characters", spellcheck: "false",
  });
  const dealButton = button(page.word("New deal"), "cw-deal", () => {
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
    title: page.word("The deal code: typed into New deal on any screen, it deals this same game"),
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
      mode.title = locked ? page.word("The seats are locked by whoever made this table") : "";
      setOptions(mode, setup.modes.map(page.wire.mode).map(({ key, label }) => [key, label]));
      setOptions(seat, setup.names.map((name, number) => [String(number), name]));
      if (document.activeElement !== seed) seed.value = "";
      code.textContent = setup.code ? page.word("Deal code {code}", { code: setup.code }) : "";
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
