import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";

// What becomes of an image in HTML pasted into the article editor. Google Docs, Word and web pages
// hand over addresses on other sites (or on the pasting computer) that stop working, and the server
// never fetches an address on an editor's behalf (no outbound requests, no SSRF): such an image is
// removed, and the editor is told to download it and insert it with the «Imagen» button. An image
// carried in the paste itself (a data: URL) is uploaded from the browser through the editor's image
// endpoint; an image of this site stays, as a path. The server strips any other image address on
// save (app/.server/articles/sanitize.ts).

export type PastedImageFate = { action: "keep"; src: string } | { action: "upload" } | { action: "remove" };

const uploadableTypes = ACCEPTED_IMAGE_TYPES.split(",").map((type) => type.trim());
const DATA_URL = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/is;

export function pastedImageFate(src: string, origin: string): PastedImageFate {
  const address = src.trim();
  const data = DATA_URL.exec(address);
  if (data) return uploadableTypes.includes(data[1]!.toLowerCase()) ? { action: "upload" } : { action: "remove" };
  if (address.startsWith("/") && !address.startsWith("//")) return { action: "keep", src: address };
  try {
    const url = new URL(address);
    if (url.origin === origin && (url.protocol === "https:" || url.protocol === "http:")) return { action: "keep", src: url.pathname };
  } catch {
    // Not an address at all: nothing to show.
  }
  return { action: "remove" };
}

/** The image a data: URL carries, as a file the upload endpoint takes; null when it is not one. */
export function dataUrlImage(src: string, name = "imagen-pegada"): File | null {
  const data = DATA_URL.exec(src.trim());
  if (!data) return null;
  const type = data[1]!.toLowerCase();
  if (!uploadableTypes.includes(type)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    if (/;base64$/i.test(data[2]!)) {
      const binary = atob(data[3]!.replace(/\s+/g, ""));
      bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    } else {
      bytes = new TextEncoder().encode(decodeURIComponent(data[3]!));
    }
  } catch {
    return null;
  }
  if (bytes.length === 0) return null;
  return new File([bytes], `${name}.${type.slice("image/".length).replace("jpeg", "jpg")}`, { type });
}

/** What sorting a paste's images found: for the editor's notice, its uploads and its question for alt text. */
export interface PastedImageReport {
  /** Images on another site (or the pasting computer), removed from the paste. */
  removed: number;
  /** The data: URLs kept in the paste until the browser has uploaded them. */
  toUpload: string[];
  /** Addresses of the kept images that came without alt text. */
  withoutAlt: string[];
}

/**
 * Applies each image's fate to a parsed paste: removed images take their now empty figure or link
 * with them; kept ones get their path. Returns what it found.
 */
export function sortPastedImages(body: HTMLElement, origin: string): PastedImageReport {
  const report: PastedImageReport = { removed: 0, toUpload: [], withoutAlt: [] };
  for (const image of Array.from(body.querySelectorAll("img"))) {
    const fate = pastedImageFate(image.getAttribute("src") ?? "", origin);
    if (fate.action === "remove") {
      report.removed++;
      let emptied: Element | null = image.parentElement;
      image.remove();
      while (
        emptied &&
        emptied !== body &&
        /^(FIGURE|A|PICTURE|SPAN)$/.test(emptied.tagName) &&
        !emptied.querySelector("img") &&
        !emptied.textContent?.trim()
      ) {
        const parent: Element | null = emptied.parentElement;
        emptied.remove();
        emptied = parent;
      }
      continue;
    }
    // srcset and sizes would point at other sites' copies; the editor's schema ignores them anyway.
    image.removeAttribute("srcset");
    image.removeAttribute("sizes");
    const src = fate.action === "keep" ? fate.src : image.getAttribute("src")!.trim();
    image.setAttribute("src", src);
    if (fate.action === "upload") report.toUpload.push(src);
    if (!image.getAttribute("alt")?.trim()) report.withoutAlt.push(src);
  }
  return report;
}
