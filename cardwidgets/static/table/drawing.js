// @ts-check
/** The table drawn in SVG: the deck's faces, the felt, the texts, the piles and their cards. */

/** The deck's faces, sent once a game: the `<defs>` every card drawn refers to. */
function deckFaces() {
  const defs = document.createElementNS(SVG, "svg");
  defs.setAttribute("class", "cw-defs");
  defs.setAttribute("aria-hidden", "true");
  /** @type {Redraw} */
  const redraw = {
    _deck(deck) {
      defs.innerHTML = deck.faces || "";
    },
  };
  return { node: defs, redraw };
}

/**
 * One card as its word says: a picture, or a button with a ring when it can be chosen.
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {string} word
 * @param {number} x
 * @param {string[]} why
 * @param {boolean} tucked the next card of the fan lies over its middle: show only its corner
 * @returns {SVGElement}
 */
function drawCard(wire, deck, word, x, why, tucked) {
  const geometry = deck.pile;
  const card = wire.card(word);
  const lift = card.raised ? geometry.raise : card.move !== null ? geometry.lift : 0;
  const y = geometry.top - lift;
  const href = card.code === "-" ? "#cw-back" : `#cw-c-${card.code}${deck.suffix}`;
  const name = deck.names[card.code] || card.code;
  const classes = `cw-card${card.raised ? " cw-sel" : ""}${tucked ? " cw-tucked" : ""}`;
  /** A face-up card's code, so a redraw can show it moving from where it lay. */
  const code = card.code === "-" ? {} : { "data-c": card.code };
  if (card.move === null && card.why === null) {
    return svgNode("use", { class: classes, href, x, y, role: "img", "aria-label": name, ...code });
  }
  const reason = card.why === null ? "" : why[card.why] || "";
  /** @type {Record<string, string | number>} */
  const attrs = card.move !== null
    ? { class: `${classes} cw-legal`, "data-i": card.move, "aria-label": name }
    : {
      class: `${classes} cw-off`,
      "aria-disabled": "true",
      "data-why": reason,
      "aria-label": `${name}. ${reason}`,
    };
  // A refused card stays opaque under a grey shade: the cards beneath never show through.
  const shade = card.move === null
    ? [svgNode("rect", { class: "cw-shade", width: geometry.width, height: geometry.height, rx: 5 })]
    : [];
  return svgNode("g", { ...attrs, transform: `translate(${x} ${y})`, role: "button" }, [
    svgNode("use", { href, ...code }),
    ...shade,
    svgNode("rect", { class: "cw-ring", width: geometry.width, height: geometry.height, rx: 5 }),
  ]);
}

/**
 * A pile in its own group: its label, its cards (or an empty slot), captions and count.
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {PileTuple} pile
 * @param {string[]} why
 * @param {(count: number) => string} counted a pile's count in words
 * @returns {SVGElement}
 */
function drawPile(wire, deck, { key, x, y, label, cards, step, count, depth, captions }, why, counted) {
  const geometry = deck.pile;
  const group = svgNode("g", { class: "cw-pile", "data-p": key, transform: `translate(${x} ${y})` }, [
    svgNode("text", { class: "cw-lab", y: geometry.label }, [label]),
  ]);
  const words = cards ? cards.split(" ") : [];
  if (words.length === 0) {
    group.append(svgNode("rect", {
      class: "cw-slot", y: geometry.top, width: geometry.width, height: geometry.height, rx: 5,
    }));
  }
  if (depth) group.append(svgNode("use", { href: "#cw-depth", y: geometry.top }));
  words.forEach((word, number) => {
    const tucked = number < words.length - 1 && step < geometry.tuck;
    group.append(drawCard(wire, deck, word, number * step, why, tucked));
    const caption = captions ? captions[number] : "";
    if (caption) {
      const centre = number * step + Math.min(step || geometry.width, geometry.width) / 2;
      group.append(svgNode("text", { class: "cw-cap", x: centre, y: geometry.below }, [caption]));
    }
  });
  if (count !== null) {
    const countY = geometry.below + (captions ? geometry.line : 0);
    group.append(svgNode("text", { class: "cw-cnt", y: countY }, [counted(count)]));
  }
  return group;
}

/**
 * The whole table in SVG: its background, the felt, the texts and the piles (none under a
 * pass-and-play cover, where the table is empty).
 * @param {WireReader} wire
 * @param {Deck} deck
 * @param {Table} table
 * @param {string} label the table's name for screen readers
 * @param {(count: number) => string} counted a pile's count in words
 * @returns {SVGElement | null}
 */
function drawTable(wire, deck, table, label, counted) {
  if (!table.size) return null;
  const { width, height } = wire.size(table.size);
  const svg = svgNode("svg", {
    class: "cw-table", width, height, viewBox: `0 0 ${width} ${height}`, role: "group",
    "aria-label": label,
  }, [svgNode("rect", { class: "cw-table-bg", width, height, rx: 12 })]);
  if (table.felt) {
    const felt = wire.felt(table.felt);
    svg.append(svgNode("rect", {
      class: "cw-felt", x: felt.x, y: felt.y, width: felt.width, height: felt.height, rx: felt.rx,
    }));
  }
  for (const { x, y, kind, text } of table.texts.map(wire.text)) {
    const marker = kind === "turn" ? [svgNode("tspan", { class: "cw-turn" }, ["▶ "])] : [];
    const css = kind === "line" ? "cw-line" : "cw-name";
    svg.append(svgNode("text", { class: css, x, y }, [...marker, text]));
  }
  for (const pile of table.piles.map(wire.pile)) svg.append(drawPile(wire, deck, pile, table.why, counted));
  return svg;
}
