// @ts-check
/** The table's cards as one tab stop: clicks, Enter and Space, the arrow keys, and
 * the focus kept across a redraw. */

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
