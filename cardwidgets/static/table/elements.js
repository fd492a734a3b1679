// @ts-check
/** The helpers every part makes its elements with: HTML and SVG elements whose
 * texts stay text, buttons, a select's options, a panel's toggle. */

const SVG = "http://www.w3.org/2000/svg";

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
 * The page's words (Python sends them with the setup, in the table's language) as a function
 * of their English, `{fields}` filled in: a word the page was not sent reads as its English.
 * @param {Record<string, string> | undefined} words
 * @returns {(english: string, fields?: Record<string, string | number>) => string}
 */
function wordsOf(words) {
  const known = words || {};
  return (english, fields = {}) => (known[english] ?? english).replace(
    /\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole),
  );
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
 * Keys that move the focus through a group of items, one tab stop among them: `back` and `on`
 * go to the item before and after, Home and End to the first and last; `moved` then lets the
 * caller make the newly focused item the group's tab stop.
 * @param {HTMLElement | SVGElement} group
 * @param {() => (HTMLElement | SVGElement)[]} items
 * @param {string} back
 * @param {string} on
 * @param {() => void} moved
 */
function arrowKeys(group, items, back, on, moved) {
  group.addEventListener("keydown", (event) => {
    const key = /** @type {KeyboardEvent} */ (event).key;
    const all = items();
    const at = all.indexOf(/** @type {HTMLElement} */ (event.target));
    /** @type {Record<string, number>} */
    const moves = { [back]: at - 1, [on]: at + 1, Home: 0, End: all.length - 1 };
    const to = moves[key];
    if (at < 0 || to === undefined || !all[to]) return;
    event.preventDefault();
    all[to].focus();
    moved();
  });
}
