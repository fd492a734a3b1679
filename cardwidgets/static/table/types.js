// @ts-check
/**
 * The card table's front end (an anywidget ES module, no build step, no network), and the
 * types its parts share.
 *
 * It knows no rules. Python lays out the table (cardwidgets/render/table.py, the same layout as
 * the static picture) and sends it compact, in the wire format written down once in
 * `static/wire.json`: texts, piles and choices as tuples, read here by field name (the names
 * and their order come once, in `_wire`, from that schema), and cards as words such as `QH`
 * (the face `#cw-c-QH` of the deck sent once, with its name for screen readers), `-` (face
 * down), `^QH` (raised: picked), `QH=3` (a click plays legal move 3) or `QH!0` (refused, for
 * the reason `why[0]`). The module draws that in SVG, the controls, choice buttons, log and
 * rules in HTML (all text as text, never as markup), and sends intents back, each tagged with
 * the step and deal it saw: Python decides what they do.
 *
 * The page is a list of small parts, a file each in this folder (heading, history controls,
 * table setup, rules, odds, analysis, the deck's faces and the drawing, the table's stage and
 * its keyboard navigation, the pass-and-play cover, choices, status, log, announcer,
 * autoplay). Each is a function that makes its elements and returns how to redraw them from
 * the synced parts it shows (a `Redraw`); a part is redrawn only when Python sent it anew.
 * The log comes as new lines to append, or as the whole tail after a jump (a view that lost
 * track asks). The files are scripts sharing one scope: cardwidgets/static/bundle.py joins
 * them, in the order it lists, into the one module the widget sends, and only the last,
 * page.js, exports.
 *
 * A new part: a file with a function that makes its elements and returns them with its
 * `Redraw`, listed in bundle.py's TABLE_PARTS; place its elements in `render` and its redraw
 * in `parts` (the order in which parts redraw). A new synced trait: describe it in wire.json,
 * sync it in widgets/table.py, add it to PARTS and to `Redraw`, and give it a type here (the
 * tests compare the type's fields with the schema's).
 *
 * Keyboard: the table is one tab stop; arrow keys move between cards (Left/Right within the
 * table, Up/Down to the previous or next pile), Enter or Space plays the focused card. Focus
 * survives redraws: the card at the same place in the same pile gets it back. No key pressed
 * inside the table reaches the notebook (see `render`).
 */

/**
 * The synced parts (wire.json describes each; the tests check these types name its fields).
 * @typedef {{
 *   deal: number, step: number, end: number, playing: boolean, auto: boolean, speed: number,
 *   mode: string, seat: number, message: string, cover: string, announce: string | number,
 *   status: string, you: boolean, prompt: string, over: boolean, reason: string, ask: string,
 *   past: string, forced: boolean, sort: string
 * }} Frame
 * @typedef {{
 *   size?: unknown[], felt?: unknown[], texts: unknown[][], piles: unknown[][],
 *   choices: unknown[][], why: string[], ranges?: unknown[][]
 * }} Table
 * @typedef {{at: number, lines: string[], steps: number[], tail: boolean, earlier?: boolean}} Log
 * @typedef {{
 *   label: number, top: number, raise: number, lift: number, below: number, line: number,
 *   width: number, height: number, tuck: number
 * }} PileGeometry
 * @typedef {{faces: string, suffix: string, names: Record<string, string>, pile: PileGeometry}} Deck
 * @typedef {{
 *   deal: number, game: string, title: string, names: string[], modes: unknown[][],
 *   seed: number, code: string, summary: string, options: string[],
 *   inForce: string, locked: boolean, counts: string[],
 *   words: Record<string, string>
 * }} Setup
 * @typedef {{phase: string, reminder: string}} Phase
 * @typedef {{shown: boolean, working?: boolean, title?: string, lines?: string[]}} Odds
 * @typedef {{
 *   shown: boolean, title?: string, note?: string, running?: boolean, done?: number,
 *   total?: number, unit?: string, worked?: number, rows?: unknown[][], sentence?: string,
 *   sure?: {title: string, lines: string[]}, review?: string, marks?: unknown[][],
 *   chart?: {title: string, points: unknown[][]}
 * }} Analysis
 * @typedef {{columns: string[], scored: string, total: string, rows: string[][]}} Sheet
 * @typedef {{tuples: Record<string, string[]>, cardWord: string}} Wire
 *
 * The wire's tuples, read by name:
 * @typedef {{x: number, y: number, kind: string, text: string}} TextTuple
 * @typedef {{
 *   key: string, x: number, y: number, label: string, cards: string, step: number,
 *   count: number | null, depth: number, captions: string[] | null
 * }} PileTuple
 * @typedef {{label: string, group: string, move: number | null, why: number | null}} ChoiceTuple
 * @typedef {{verb: string, low: number, high: number, step: number, first: number}} RangeTuple
 * @typedef {{width: number, height: number}} SizeTuple
 * @typedef {{x: number, y: number, width: number, height: number, rx: number}} FeltTuple
 * @typedef {{key: string, label: string}} ModeTuple
 * @typedef {{label: string, chance: number, low: number, high: number, text: string}} WeighedTuple
 * @typedef {{step: number, text: string}} MarkTuple
 * @typedef {{step: number, played: number, best: number, marked: boolean, text: string}} PointTuple
 * @typedef {{raised: boolean, code: string, move: number | null, why: number | null}} CardWord
 *
 * @typedef {{
 *   get(name: string): any,
 *   send(content: object): void,
 *   on(event: string, callback: (content?: any) => void): void,
 *   off(event: string, callback: (content?: any) => void): void
 * }} Model
 * @typedef {ReturnType<typeof wireReader>} WireReader
 * @typedef {{
 *   model: Model, root: HTMLElement, wire: WireReader,
 *   send(kind: string, extra?: Record<string, unknown>): void,
 *   say(text: string): void,
 *   next(): void,
 *   word(english: string, fields?: Record<string, string | number>): string
 * }} Page what every part may use: the model, the widget's root, the wire, two ways to talk,
 * where the focus goes after a choice took away the control that had it, and the page's words
 * in the table's language
 * @typedef {{
 *   _deck?: (deck: Deck) => void, _setup?: (setup: Setup) => void, _log?: (log: Log) => void,
 *   _table?: (table: Table) => void, _phase?: (phase: Phase) => void,
 *   _frame?: (frame: Frame) => void, _odds?: (odds: Odds) => void,
 *   _analysis?: (analysis: Analysis) => void, _sheet?: (sheet: Sheet) => void
 * }} Redraw how a part redraws from each synced part it shows
 */
