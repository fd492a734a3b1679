// @ts-check
/** The cards seen moving from where they lay to where they lie after a redraw. */

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
