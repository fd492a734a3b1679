// @ts-check
/** The Save replay button: the file Python writes, saved by the page. */

/**
 * The Save replay button: Python writes the game as one HTML file that needs no kernel (the
 * viewing seat's view, nothing it never sees) and sends it back; the page saves it. Python
 * writes it a slice a message, so the kernel keeps answering: while it says it is `saving`,
 * the page asks for the next slice.
 * @param {Page} page
 */
function replayButton(page) {
  const node = button(page.word("Save replay"), "cw-export-button", () => page.send("export"));
  /** @param {any} content */
  const save = (content) => {
    if (content && content.kind === "saving") page.send("export", { worked: content.done });
    if (!content || content.kind !== "replay") return;
    const link = h("a", "cw-export-link", { download: content.name, hidden: "" });
    link.setAttribute("href", URL.createObjectURL(new Blob([content.html], { type: "text/html" })));
    page.root.append(link);
    link.click();
    link.remove();
  };
  page.model.on("msg:custom", save);
  return { node, stop: () => page.model.off("msg:custom", save) };
}
