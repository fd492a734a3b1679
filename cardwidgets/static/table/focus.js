// @ts-check
/** Where the focus goes and where keys go: the focus kept on the page after a choice,
 * keys kept inside the table. */

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
