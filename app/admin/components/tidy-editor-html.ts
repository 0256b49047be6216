/**
 * What the editor's HTML loses against hand-written tables, given back before it is posted: the
 * editor keeps no <thead> (a first row of header cells goes in <tbody>) and wraps every cell's text
 * in a <p>. A first row made only of <th> becomes the table's <thead>, and a cell holding one bare
 * paragraph holds its text directly, as an article written before the editor had it.
 */
export function tidyEditorHtml(html: string): string {
  if (!html.includes("<table")) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll("table")) {
    const first = table.querySelector(":scope > tbody > tr:first-child");
    if (!table.tHead && first && first.children.length > 0 && [...first.children].every((cell) => cell.tagName === "TH")) {
      table.createTHead().append(first);
      table.tHead!.after(table.tBodies[0]!);
    }
    for (const cell of table.querySelectorAll("th, td")) {
      const only = cell.firstElementChild;
      if (cell.childElementCount === 1 && only?.tagName === "P" && only.attributes.length === 0 && cell.textContent === only.textContent)
        only.replaceWith(...only.childNodes);
    }
  }
  return template.innerHTML;
}
