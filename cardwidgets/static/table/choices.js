// @ts-check
/** The choice buttons and the amount picker of a family of moves. */

/**
 * The choice buttons (bids, trumps, "flip"), a row per group; redrawn only when they change,
 * and the focused one keeps the focus.
 * @param {Page} page
 */
function choiceButtons(page) {
  const choices = h("div", "cw-choices", { role: "group", "aria-label": page.word("Your choices") });
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
          row = h("div", "cw-choice-row", { role: "group", "aria-label": name || page.word("Choices") });
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
    type: "number", inputmode: "numeric", "aria-label": page.word("{verb}: an amount from {low} to {high}", { verb: word, low, high }), ...bounds,
  });
  const slider = h("input", "cw-amount-slider", {
    type: "range", "aria-label": page.word("{verb} amount", { verb: word }), ...bounds,
  });
  const go = button(`${word} ${low}`, "cw-choice cw-legal cw-amount-go", () => {
    const amount = Number(field.value);
    const steps = (amount - low) / step;
    if (field.value !== "" && Number.isInteger(steps) && amount >= low && amount <= high) {
      page.send("act", { index: first + steps });
    } else {
      const fields = { verb: word, low, high, step, typed: field.value };
      page.say(page.word(step === 1
        ? '{verb} from {low} to {high}, not "{typed}".'
        : '{verb} from {low} to {high} in steps of {step}, not "{typed}".', fields));
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
  return h("div", "cw-choice-row cw-amount-row", { role: "group", "aria-label": page.word("{verb} any amount", { verb: word }) }, [
    h("span", "cw-choice-group", {}, [page.word("any {verb}", { verb })]), field, slider, go,
  ]);
}
