// @ts-check
/** The wire: the synced parts' tuples read by field name and card words read by the
 * pattern Python sends in `_wire` (from wire.json). */

/**
 * Reads the wire's tuples by field name and its card words, as `_wire` (from wire.json) says.
 * @param {Wire} wire
 */
function wireReader(wire) {
  const cardWord = new RegExp(wire.cardWord);
  /**
   * @param {string} name
   * @param {unknown[]} tuple
   * @returns {any}
   */
  const named = (name, tuple) => Object.fromEntries(
    wire.tuples[name].map((field, place) => [field, tuple[place]]),
  );
  return {
    /** @param {unknown[]} tuple @returns {TextTuple} */
    text: (tuple) => named("text", tuple),
    /** @param {unknown[]} tuple @returns {PileTuple} */
    pile: (tuple) => named("pile", tuple),
    /** @param {unknown[]} tuple @returns {ChoiceTuple} */
    choice: (tuple) => named("choice", tuple),
    /** @param {unknown[]} tuple @returns {RangeTuple} */
    range: (tuple) => named("range", tuple),
    /** @param {unknown[]} tuple @returns {SizeTuple} */
    size: (tuple) => named("size", tuple),
    /** @param {unknown[]} tuple @returns {FeltTuple} */
    felt: (tuple) => named("felt", tuple),
    /** @param {unknown[]} tuple @returns {ModeTuple} */
    mode: (tuple) => named("mode", tuple),
    /** @param {unknown[]} tuple @returns {WeighedTuple} */
    weighed: (tuple) => named("weighed", tuple),
    /** @param {unknown[]} tuple @returns {MarkTuple} */
    mark: (tuple) => named("mark", tuple),
    /** @param {unknown[]} tuple @returns {PointTuple} */
    point: (tuple) => named("point", tuple),
    /**
     * A card word's parts (a word that is not one reads as a card face down, bound to nothing).
     * @param {string} word
     * @returns {CardWord}
     */
    card(word) {
      const [, raised, code, bound, number] = cardWord.exec(word) || ["", "", "-", "", ""];
      return {
        raised: raised === "^",
        code,
        move: bound === "=" ? Number(number) : null,
        why: bound === "!" ? Number(number) : null,
      };
    },
  };
}
