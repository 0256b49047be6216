import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { articleAdminCopy } from "~/admin/content/articles";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { DialogFieldError, DialogForm, EditorDialog } from "../editor-dialog";
import { type ImageDraft, uploadArticleImage } from "./article-images";
import { MediaPicker } from "../media-picker";
import { mediaCopy } from "~/admin/content/media";
import { responsiveImage } from "~/lib/uploaded-images";

// The image dialog: a new image (chosen, pasted or dropped) or the one selected, with its
// description (required) and caption; the file is uploaded when the dialog is saved.

const copy = articleAdminCopy.editor;

/** What the image dialog opens with from the toolbar: the selected image, else a new one. */
export function imageDraftOfSelection(editor: Editor): ImageDraft {
  const selectedImage = editor.isActive("articleImage")
    ? (editor.getAttributes("articleImage") as Record<string, string | number | null>)
    : null;
  return selectedImage
    ? {
        existing: {
          src: String(selectedImage.src),
          width: (selectedImage.width as number | null) ?? null,
          height: (selectedImage.height as number | null) ?? null,
        },
        alt: String(selectedImage.alt ?? ""),
        caption: String(selectedImage.caption ?? ""),
      }
    : { alt: "", caption: "" };
}

export function ImageDialog({ editor, draft, onClose }: { editor: Editor; draft: ImageDraft | null; onClose(): void }) {
  const [uploading, setUploading] = useState(false);
  return (
    <EditorDialog editor={editor} open={draft !== null} onOpenChange={(open) => (!open && !uploading ? onClose() : undefined)}>
      {(id) =>
        draft && <ImageForm id={id} editor={editor} draft={draft} uploading={uploading} setUploading={setUploading} close={onClose} />
      }
    </EditorDialog>
  );
}

/** The chosen file as the browser shows it, before it is uploaded. */
function LocalPreview({ file }: { file: File }) {
  const [url] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="max-h-48 w-auto self-start rounded" />;
}

function ImageForm({
  id,
  editor,
  draft,
  uploading,
  setUploading,
  close,
}: {
  id: string;
  editor: Editor;
  draft: ImageDraft;
  uploading: boolean;
  setUploading(uploading: boolean): void;
  close(): void;
}) {
  const text = copy.imageDialog;
  const [file, setFile] = useState<File | undefined>(draft.file);
  const [alt, setAlt] = useState(draft.alt);
  const [caption, setCaption] = useState(draft.caption);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  // An image chosen in the media library: inserted as it is stored, its alt text the library's default.
  const [chosen, setChosen] = useState<{ src: string; width: number | null; height: number | null } | undefined>();
  const [picking, setPicking] = useState(false);

  const save = async () => {
    const found: typeof errors = {};
    if (!file && !draft.existing && !chosen) found.file = text.fileRequired;
    if (alt.trim() === "") found.alt = text.altRequired;
    setErrors(found);
    if (found.file || found.alt) return;
    let stored = chosen ?? draft.existing;
    if (file && !chosen) {
      setUploading(true);
      try {
        const uploaded = await uploadArticleImage(file);
        stored = { src: uploaded.url, width: uploaded.width, height: uploaded.height };
      } catch (error) {
        setErrors({ file: (error as Error).message });
        return;
      } finally {
        setUploading(false);
      }
    }
    const attrs = { ...stored, alt: alt.trim(), caption: caption.trim() };
    if (draft.existing && editor.isActive("articleImage")) editor.chain().focus().updateAttributes("articleImage", attrs).run();
    else if (draft.position !== undefined) editor.chain().focus().insertContentAt(draft.position, { type: "articleImage", attrs }).run();
    else editor.chain().focus().insertContent({ type: "articleImage", attrs }).run();
    close();
  };

  return (
    <DialogForm id={id} title={text.title} description={text.description} busy={uploading} onSubmit={save}>
      {chosen ? (
        <img src={responsiveImage(chosen.src, 400).src} alt="" className="max-h-48 w-auto self-start rounded" />
      ) : file ? (
        <LocalPreview key={`${file.name}-${file.size}-${file.lastModified}`} file={file} />
      ) : (
        draft.existing && <img src={draft.existing.src} alt="" className="max-h-48 w-auto self-start rounded" />
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-archivo`}>{text.file}</Label>
        <input
          id={`${id}-archivo`}
          type="file"
          // A new image starts with its file; a pasted, dropped or existing one with its description.
          data-autofocus={file || draft.existing ? undefined : true}
          accept={ACCEPTED_IMAGE_TYPES}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-archivo-error` : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0]);
            setChosen(undefined);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          className="text-sm"
        />
        <DialogFieldError id={`${id}-archivo-error`} message={errors.file ?? ""} />
        <div>
          <Button type="button" variant="secondary" size="xs" onClick={() => setPicking(true)}>
            {mediaCopy.picker.open}
          </Button>
        </div>
        <MediaPicker
          open={picking}
          onOpenChange={setPicking}
          onPick={([image]) => {
            if (!image) return;
            setChosen({ src: image.url, width: image.width, height: image.height });
            setFile(undefined);
            if (image.alt && alt.trim() === "") setAlt(image.alt);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-alt`}>{text.alt}</Label>
        <Input
          id={`${id}-alt`}
          data-autofocus={file || draft.existing ? true : undefined}
          value={alt}
          required
          maxLength={300}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-ayuda${errors.alt ? ` ${id}-alt-error` : ""}`}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setErrors((current) => ({ ...current, alt: undefined }));
          }}
        />
        <p id={`${id}-alt-ayuda`} className="text-sm text-stone-600">
          {text.altHint}
        </p>
        <DialogFieldError id={`${id}-alt-error`} message={errors.alt ?? ""} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-epigrafe`}>{text.caption}</Label>
        <Input id={`${id}-epigrafe`} value={caption} maxLength={300} onChange={(event) => setCaption(event.currentTarget.value)} />
      </div>
      {uploading && (
        <p role="status" className="text-sm text-stone-700">
          {text.uploading}
        </p>
      )}
      <div>
        <Button type="submit" disabled={uploading}>
          {draft.existing ? text.update : text.insert}
        </Button>
      </div>
    </DialogForm>
  );
}
