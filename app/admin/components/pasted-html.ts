// What the article editor does to HTML pasted from Word, Google Docs, LibreOffice or a web page
// before its schema reads it. The schema already keeps only what it knows (headings, paragraphs,
// lists, bold, italic, links, tables, images) and drops styles, classes, fonts and unknown tags;
// this step fixes what the schema cannot read on its own: Word's lists (paragraphs with a typed
// bullet), comments and Office markup, headings outside h2–h4, Google Docs' wrapper and empty
// paragraphs. Images are sorted as ./pasted-images.ts says. The server sanitises the result again
// on save.

import { type PastedImageReport, sortPastedImages } from "./pasted-images";

const WORD_LIST_LEVEL = /mso-list:\s*l\d+\s+level(\d+)/i;
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i;

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function removeComments(root: Node): void {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Word writes a list item as <p style="mso-list:l0 level1 lfo1"> with its bullet as text in a span. */
function rebuildWordLists(body: HTMLElement): void {
  const paragraphs = Array.from(body.querySelectorAll("p")).filter((p) => WORD_LIST_LEVEL.test(p.getAttribute("style") ?? ""));
  let stack: { list: HTMLElement; level: number }[] = [];
  let previous = null as Element | null;
  for (const paragraph of paragraphs) {
    const level = Number(WORD_LIST_LEVEL.exec(paragraph.getAttribute("style") ?? "")![1]);
    const marker = paragraph.querySelector('[style*="mso-list:Ignore" i]');
    const ordered = ORDERED_MARKER.test(marker?.textContent ?? "");
    marker?.remove();
    // A list continues while its items follow each other.
    if (previous?.nextElementSibling !== paragraph) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    let current = stack.at(-1);
    if (!current || current.level < level) {
      const list = body.ownerDocument.createElement(ordered ? "ol" : "ul");
      const parentItem = current?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      current = { list, level };
      stack.push(current);
    }
    const item = body.ownerDocument.createElement("li");
    item.append(...Array.from(paragraph.childNodes));
    current.list.append(item);
    previous = paragraph;
    // The paragraph stays in place, empty, until the next one is checked for adjacency.
    paragraph.replaceChildren();
    paragraph.setAttribute("data-word-list-item", "");
  }
  for (const emptied of Array.from(body.querySelectorAll("p[data-word-list-item]"))) emptied.remove();
}

function renameElement(element: Element, tagName: string): void {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
}

/** A block with no text but spaces, or an inline wrapper with no text at all (a space between words stays). */
function isEmpty(element: Element): boolean {
  const text = element.textContent ?? "";
  const blank = /^(SPAN|FONT)$/.test(element.tagName) ? text === "" : text.replace(/[\s\u00a0]/g, "") === "";
  return blank && !element.querySelector("img, iframe");
}

const BOLD_WEIGHT = /font-weight:\s*(bold|[6-9]00)\b/i;
const ITALIC = /font-style:\s*italic\b/i;

/**
 * Bold and italic that Google Docs writes as styles become <strong> and <em>; then every style and
 * class goes, so no other formatting (underline, colours, fonts, sizes) reaches the editor.
 */
function keepOnlyBoldAndItalicFromStyles(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll("[style]"))) {
    const style = element.getAttribute("style") ?? "";
    const inline = /^(SPAN|FONT|A)$/.test(element.tagName);
    if (inline && BOLD_WEIGHT.test(style)) element.replaceChildren(wrapped(element, "strong"));
    if (inline && ITALIC.test(style)) element.replaceChildren(wrapped(element, "em"));
  }
  for (const element of Array.from(body.querySelectorAll("[style], [class]"))) {
    element.removeAttribute("style");
    element.removeAttribute("class");
  }
}

function wrapped(element: Element, tagName: string): Element {
  const wrapper = element.ownerDocument.createElement(tagName);
  wrapper.append(...Array.from(element.childNodes));
  return wrapper;
}

/** Cleans a paste; `onImages` hears what became of its images (removed, to upload, without alt text). */
export function cleanPastedHtml(html: string, onImages?: (report: PastedImageReport) => void): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  const body = document.body;
  removeComments(document);
  for (const element of Array.from(body.querySelectorAll("style, script, meta, link, title, xml, template"))) element.remove();
  // Word's hidden bits (display:none) and its bullets once lists are rebuilt.
  for (const element of Array.from(body.querySelectorAll('[style*="display:none" i], [style*="display: none" i]'))) element.remove();
  rebuildWordLists(body);
  const images = sortPastedImages(body, window.location.origin);
  // Office markup (<o:p>, <w:sdt>, <v:shape>…): keep the text, lose the tag.
  for (const element of Array.from(body.querySelectorAll("*")).reverse()) {
    if (element.tagName.includes(":")) unwrap(element);
  }
  // Google Docs wraps everything in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const element of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) unwrap(element);
  for (const element of Array.from(body.querySelectorAll("h1"))) renameElement(element, "h2");
  for (const element of Array.from(body.querySelectorAll("h5, h6"))) renameElement(element, "h4");
  for (const element of Array.from(body.querySelectorAll("p.MsoTitle, p.Title"))) renameElement(element, "h2");
  for (const element of Array.from(body.querySelectorAll("p, span, font, h2, h3, h4, li"))) {
    if (isEmpty(element)) element.remove();
  }
  // Google Docs separates blocks with <br> of their own: they would become empty paragraphs.
  for (const element of Array.from(body.children)) {
    if (element.tagName === "BR") element.remove();
  }
  keepOnlyBoldAndItalicFromStyles(body);
  onImages?.(images);
  return body.innerHTML;
}
