import { type AnyExtension, Extension, Mark, Node } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";

// The article editor's schema: what the article sanitiser keeps (app/.server/articles/sanitize.ts),
// so an existing article opens without losing anything. StarterKit gives paragraphs, headings,
// bold, italic, underline, strike, code, lists, quotes, rules, hard breaks, links and undo; below
// are tables, uploaded images with alt text and caption, YouTube/Vimeo embeds and the small marks.

/** The iframe hosts the sanitiser allows (VIDEO_HOSTS there). */
const VIDEO_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"]);

export function isAllowedVideoSource(src: string | null): boolean {
  try {
    const url = new URL(src ?? "");
    return url.protocol === "https:" && VIDEO_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

function imageOf(element: HTMLElement): HTMLImageElement | null {
  return element instanceof HTMLImageElement ? element : element.querySelector("img");
}

/** An image or a video: one block the editor selects, drags and deletes whole. */
const movableBlock = { group: "block", atom: true, draggable: true, selectable: true } as const;

const positiveInteger = (value: string | null | undefined) => (value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null);

/**
 * An image as its own block: <figure><img src alt width height><figcaption>…</figcaption></figure>.
 * A bare <img> (an older article, a pasted page) opens as one too.
 */
export const ArticleImage = Node.create({
  name: "articleImage",
  ...movableBlock,
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => imageOf(element)?.getAttribute("src") ?? null, rendered: false },
      alt: { default: "", parseHTML: (element) => imageOf(element)?.getAttribute("alt") ?? "", rendered: false },
      title: { default: null, parseHTML: (element) => imageOf(element)?.getAttribute("title") ?? null, rendered: false },
      width: { default: null, parseHTML: (element) => positiveInteger(imageOf(element)?.getAttribute("width")), rendered: false },
      height: { default: null, parseHTML: (element) => positiveInteger(imageOf(element)?.getAttribute("height")), rendered: false },
      caption: {
        default: "",
        parseHTML: (element) => (element.tagName === "FIGURE" ? (element.querySelector("figcaption")?.textContent?.trim() ?? "") : ""),
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [{ tag: "figure", getAttrs: (element) => (element.querySelector("img[src]") ? null : false) }, { tag: "img[src]" }];
  },
  renderHTML({ node }) {
    const { src, alt, title, width, height, caption } = node.attrs as Record<string, string | number | null>;
    const image: Record<string, string> = { src: String(src ?? ""), alt: String(alt ?? "") };
    if (title) image.title = String(title);
    if (width) image.width = String(width);
    if (height) image.height = String(height);
    return caption ? ["figure", {}, ["img", image], ["figcaption", {}, String(caption)]] : ["figure", {}, ["img", image]];
  },
});

/** A YouTube or Vimeo player, the only iframes an article may hold. */
export const VideoEmbed = Node.create({
  name: "videoEmbed",
  ...movableBlock,
  addAttributes() {
    return {
      src: { default: null, rendered: false },
      title: { default: "", rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) =>
          isAllowedVideoSource(element.getAttribute("src"))
            ? { src: element.getAttribute("src"), title: element.getAttribute("title") ?? "" }
            : false,
      },
    ];
  },
  renderHTML({ node }) {
    const { src, title } = node.attrs as { src: string; title: string };
    return ["iframe", { src, title, allowfullscreen: "true", allow: "encrypted-media; picture-in-picture; fullscreen" }];
  },
});

/** Marks the sanitiser keeps that StarterKit has none for. */
const simpleMark = (name: string, tag: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

/** Ctrl+K (⌘K) opens the link dialog, as in word processors. */
function linkShortcut(openLinkDialog: () => void) {
  return Extension.create({
    name: "linkDialogShortcut",
    addKeyboardShortcuts: () => ({
      "Mod-k": () => {
        openLinkDialog();
        return true;
      },
    }),
  });
}

export function articleExtensions({ openLinkDialog }: { openLinkDialog: () => void }): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // The sanitiser decides target and rel (external links open in a new tab): one rule, on the server.
      link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { target: null, rel: null } },
    }),
    TableKit.configure({ table: { resizable: false } }),
    ArticleImage,
    VideoEmbed,
    simpleMark("subscript", "sub"),
    simpleMark("superscript", "sup"),
    simpleMark("highlight", "mark"),
    simpleMark("small", "small"),
    linkShortcut(openLinkDialog),
  ];
}
