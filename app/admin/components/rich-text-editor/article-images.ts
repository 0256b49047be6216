import type { Editor } from "@tiptap/core";
import { articleAdminCopy } from "~/admin/content/articles";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";

// The article's images as the editor handles them: what a paste or a drop carries, the images of
// the document with one address, and the upload of a file to the article images endpoint.

const copy = articleAdminCopy.editor;

/** What the image dialog opens with. */
export interface ImageDraft {
  file?: File;
  /** The image already in the article, when the dialog edits it. */
  existing?: { src: string; width: number | null; height: number | null };
  alt: string;
  caption: string;
  /** Where a dropped image goes. */
  position?: number;
}

const imageTypes = ACCEPTED_IMAGE_TYPES.split(",").map((type) => type.trim());

export function imageFileOf(data: DataTransfer | null): File | undefined {
  return Array.from(data?.files ?? []).find((file) => imageTypes.includes(file.type));
}

/** HTML with no words: what a browser puts beside the file when an image alone is copied. */
export function hasNoText(html: string): boolean {
  return (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").trim() === "";
}

/** The document's images with this address, last first (so deleting keeps the others' positions). */
export function imagesWithSource(editor: Editor, src: string): { pos: number; attrs: Record<string, unknown>; size: number }[] {
  const found: { pos: number; attrs: Record<string, unknown>; size: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "articleImage" && node.attrs.src === src) found.push({ pos, attrs: node.attrs, size: node.nodeSize });
  });
  return found.reverse();
}

/** Points the images with this address at their upload, or removes them (null); not an undo step. */
export function replacePastedImage(editor: Editor, src: string, uploaded: { src: string; width: number; height: number } | null): void {
  const found = imagesWithSource(editor, src);
  if (found.length === 0) return;
  const { tr } = editor.state;
  for (const image of found) {
    if (uploaded) tr.setNodeMarkup(image.pos, undefined, { ...image.attrs, ...uploaded });
    else tr.delete(image.pos, image.pos + image.size);
  }
  editor.view.dispatch(tr.setMeta("addToHistory", false));
}

export async function uploadArticleImage(file: File): Promise<{ url: string; width: number; height: number }> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/admin/articles/imagenes", { method: "POST", body });
  } catch {
    throw new Error(copy.imageDialog.offline);
  }
  const answer = (await response.json().catch(() => null)) as { url?: string; width?: number; height?: number; error?: string } | null;
  if (!response.ok || !answer?.url) throw new Error(answer?.error ?? copy.imageDialog.failed);
  return { url: answer.url, width: answer.width ?? 0, height: answer.height ?? 0 };
}
