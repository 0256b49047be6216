import type { Editor } from "@tiptap/core";
import { type RefObject, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { articleAdminCopy } from "~/admin/content/articles";
import { dataUrlImage, type PastedImageReport } from "../pasted-images";
import { type ImageDraft, imagesWithSource, replacePastedImage, uploadArticleImage } from "./article-images";

// What becomes of a paste's images once the paste is in the document (../pasted-images.ts sorts
// them): those it carries are uploaded, the first without a description is asked for one in the
// image dialog, and a notice says what was removed, what is uploading and what failed.

const copy = articleAdminCopy.editor;

/** Sets `afterPaste` (called by the paste cleaning with its report) once the editor exists. */
export function usePasteUploads(
  editor: Editor | null,
  afterPaste: RefObject<(report: PastedImageReport) => void>,
  setImage: (draft: ImageDraft) => void,
): { pasteNotices: string[]; pastedUploads: number; dismissNotices(): void } {
  const [pasteNotices, setPasteNotices] = useState<string[]>([]);
  const [pastedUploads, setPastedUploads] = useState(0);

  useEffect(() => {
    if (!editor) return;
    /** Asks for the alt text of the first pasted image without one, in the image dialog. */
    const askForAlt = (sources: string[]) => {
      const missing = sources.flatMap((src) => imagesWithSource(editor, src)).filter((image) => !String(image.attrs.alt ?? "").trim());
      if (missing.length === 0) return;
      setPasteNotices((notices) => [...notices, copy.paste.altMissing(missing.length)]);
      const first = missing.at(-1)!;
      editor.commands.setNodeSelection(first.pos);
      setImage({
        existing: {
          src: String(first.attrs.src),
          width: (first.attrs.width as number | null) ?? null,
          height: (first.attrs.height as number | null) ?? null,
        },
        alt: "",
        caption: String(first.attrs.caption ?? ""),
      });
    };
    afterPaste.current = (report) => {
      setPasteNotices(report.removed > 0 ? [copy.paste.removed(report.removed)] : []);
      const toUpload = [...new Set(report.toUpload)];
      setPastedUploads((count) => count + toUpload.length);
      // After the paste is in the document (this runs while ProseMirror reads it).
      void Promise.all(
        toUpload.map(async (src) => {
          try {
            const file = dataUrlImage(src);
            if (!file) throw new Error(copy.imageDialog.failed);
            const uploaded = await uploadArticleImage(file);
            replacePastedImage(editor, src, { src: uploaded.url, width: uploaded.width, height: uploaded.height });
            return [src, uploaded.url] as const;
          } catch (error) {
            replacePastedImage(editor, src, null);
            setPasteNotices((notices) => [...notices, copy.paste.failed((error as Error).message)]);
            return [src, null] as const;
          } finally {
            setPastedUploads((count) => count - 1);
          }
        }),
      ).then((results) => {
        const moved = new Map(results);
        askForAlt(report.withoutAlt.flatMap((src) => (moved.has(src) ? (moved.get(src) ?? []) : [src])));
      });
    };
  }, [editor, afterPaste, setImage]);

  return { pasteNotices, pastedUploads, dismissNotices: () => setPasteNotices([]) };
}

/** The notice under the toolbar while pasted images upload, and after a paste lost something. */
export function PasteNotices({ notices, uploads, onDismiss }: { notices: string[]; uploads: number; onDismiss(): void }) {
  if (notices.length === 0 && uploads === 0) return null;
  return (
    // While pasted images upload, the article form waits (ArticleEditor's onSubmit looks for this mark).
    <div
      role="status"
      data-subiendo-imagenes={uploads > 0 ? "" : undefined}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900"
    >
      {uploads > 0 && <p>{copy.paste.uploading(uploads)}</p>}
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
      {notices.length > 0 && (
        <Button type="button" variant="secondary" size="xs" className="self-start" onClick={onDismiss}>
          {copy.paste.dismiss}
        </Button>
      )}
    </div>
  );
}
