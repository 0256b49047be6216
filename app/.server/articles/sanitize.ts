import sanitizeHtml from "sanitize-html";
import { ARTICLE_CONTENT_MAX_DEPTH } from "~/admin/lib/article-form";
import { UPLOAD_WIDTHS } from "~/lib/uploaded-images";
import { readServerConfig } from "../config";

// Article HTML is cleaned with an allow-list when it is saved and again when it is rendered, so a
// row written by any other path (an import, an old backup) cannot run script on a page either.
// 'Rendered as-is' (docs/requirements.md §2) is read as 'rendered with its formatting', never as
// executable.

const VIDEO_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

/** An address on this site ("/uploads/…", "/images/…"); "//host" and "/\\host" lead elsewhere. */
const isSitePath = (src: string | undefined) => /^\/(?![/\\])/.test(src ?? "");

/** An iframe or image whose address was refused would be an empty box. */
const isEmptyEmbed = (frame: sanitizeHtml.IFrame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src;

const pixels = (name: "width" | "height", value: string | undefined) => (value && /^[1-9]\d{0,4}$/.test(value) ? { [name]: value } : {});

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images are this site's uploads only: an address on another site is a hot link that stops
  // working (Google Docs' expire within hours) and tells that site who reads the article. The
  // editor uploads pasted images itself (app/admin/components/pasted-images.ts).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // Links that leave the site open in a new tab without handing it window.opener.
  transformTags: {
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs };
    },
    // An image's size reserves its box before it loads; anything but a number of pixels is dropped.
    img: (tagName, { width, height, srcset: _srcset, sizes: _sizes, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...pixels("width", width), ...pixels("height", height), loading: "lazy" },
    }),
  },
  exclusiveFilter: (frame) => isEmptyEmbed(frame) || (frame.tag === "img" && !isSitePath(frame.attribs.src)),
};

/** Content whose elements nest deeper than ARTICLE_CONTENT_MAX_DEPTH: refused, not cleaned. */
export class ArticleContentTooDeepError extends Error {
  constructor() {
    super(`Article content nests deeper than ${ARTICLE_CONTENT_MAX_DEPTH} elements`);
    this.name = "ArticleContentTooDeepError";
  }
}

/**
 * Stops the parse as soon as the open elements (as the parser counts them, implied closes included)
 * pass the maximum depth: the parser's work per element grows with the depth, so deep nesting
 * within the length limit would otherwise cost seconds.
 */
function depthLimit(): Pick<sanitizeHtml.IOptions, "onOpenTag" | "onCloseTag"> {
  let depth = 0;
  return {
    onOpenTag: () => {
      depth += 1;
      if (depth > ARTICLE_CONTENT_MAX_DEPTH) throw new ArticleContentTooDeepError();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  };
}

/** The content to store; throws ArticleContentTooDeepError for content nested too deep. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, { ...options, ...depthLimit() }).trim();
}

const UPLOADED_ARTICLE_IMAGE = /^\/uploads\/articles\/([0-9a-f-]{36})-\d+\.webp$/;
const BODY_IMAGE_SIZES = "(min-width: 768px) 768px, 100vw";

/**
 * An image uploaded in the editor is stored as its widest variant; visitors get every stored width
 * (srcset, sizes), at UPLOADS_PUBLIC_URL when it is set. Made here, on the server, from the address
 * alone: stored HTML never carries srcset, and one sent by a client is dropped on save.
 */
function responsiveArticleImage(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const id = UPLOADED_ARTICLE_IMAGE.exec(attribs.src ?? "")?.[1];
  if (!id) return attribs;
  const base = `${readServerConfig().uploads.publicUrl ?? "/uploads"}/articles/${id}`;
  return {
    ...attribs,
    src: `${base}-800.webp`,
    srcset: UPLOAD_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
    sizes: BODY_IMAGE_SIZES,
  };
}

const renderOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: {
    ...options.allowedAttributes,
    img: [...(options.allowedAttributes as Record<string, string[]>).img!, "srcset", "sizes"],
  },
  // Articles stored before images had to be uploaded keep showing theirs.
  allowedSchemesByTag: { img: ["http", "https"] },
  exclusiveFilter: isEmptyEmbed,
  transformTags: {
    ...options.transformTags,
    img: (tagName, attribs) => {
      const clean = (options.transformTags!.img as sanitizeHtml.Transformer)(tagName, attribs);
      return { ...clean, attribs: responsiveArticleImage(clean.attribs) };
    },
  },
};

/** Stored article HTML as a page shows it: sanitised again, uploaded images made responsive. */
export function renderArticleHtml(html: string): string {
  return sanitizeHtml(html, renderOptions).trim();
}
