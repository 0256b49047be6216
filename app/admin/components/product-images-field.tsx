import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { type ChangeEvent, type DragEvent, useEffect, useId, useState } from "react";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from "~/lib/image-upload-rules";
import { MAX_IMAGE_ALT_LENGTH } from "~/admin/lib/product-form";
import { responsiveImage } from "~/lib/uploaded-images";
import { uploadImage } from "./upload-image";
import { MediaPicker, type PickedImage } from "./media-picker";
import { mediaCopy } from "~/admin/content/media";
import { useInteractive } from "~/lib/use-interactive";
import { productImagesCopy as copy } from "~/admin/content/products";
import { imageUploadClientErrors, imageUploadFailedInline } from "~/lib/notices";
import { FieldError } from "~/components/forms/field-error";

// The product's pictures, in order (the first is the main one). With JavaScript each chosen file is
// uploaded at once to /admin/products/imagenes with a progress bar, and the form only carries the
// resulting URLs ("images", in order). Without JavaScript the files travel with the form
// ("newImages") and are added after the current pictures. Each stored picture carries its alt text
// ("imageAlt", posted right after its URL). Scripts add two shortcuts: files dropped on the picker
// upload like chosen ones, and a picture dragged onto another takes its place (Subir/Bajar stay).

interface ImageItem {
  key: string;
  /** Stored URL once uploaded. */
  url?: string;
  /** Local preview while uploading. */
  preview?: string;
  /** The chosen file's name, for files added in this visit. */
  name?: string;
  progress: number;
  error?: string;
  /** Alt text typed for the picture; empty means the product's name. */
  alt: string;
}

interface ProductImagesFieldProps {
  initialImages: string[];
  initialAlts: string[];
  /** The product's name, shown as what an empty alt text stands for. */
  productName: string;
  error?: string;
  /** Tells the form whether uploads are still running (saving waits for them). */
  onUploadingChange(uploading: boolean): void;
}

export function ProductImagesField({ initialImages, initialAlts, productName, error, onUploadingChange }: ProductImagesFieldProps) {
  const id = useId();
  const [items, setItems] = useState<ImageItem[]>(() =>
    initialImages.map((url, index) => ({ key: url, url, progress: 100, alt: initialAlts[index] ?? "" })),
  );
  const [status, setStatus] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [picking, setPicking] = useState(false);
  const interactive = useInteractive();

  const uploading = items.some((item) => !item.url && !item.error);
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const update = (key: string, change: Partial<ImageItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The files are on their way through the uploader; the form must not send them a second time.
    event.target.value = "";
    addFiles(files);
  }

  function addFiles(files: File[]) {
    for (const file of files) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      const tooBig = file.size > MAX_IMAGE_MEGABYTES * 1024 * 1024;
      const preview = URL.createObjectURL(file);
      setItems((current) => [
        ...current,
        {
          key,
          alt: "",
          name: file.name,
          preview,
          progress: 0,
          error: tooBig ? imageUploadFailedInline(imageUploadClientErrors.tooBig(file.name, MAX_IMAGE_MEGABYTES)) : undefined,
        },
      ]);
      if (tooBig) continue;
      uploadImage(file, (progress) => update(key, { progress }))
        .then((url) => {
          update(key, { url, progress: 100 });
          URL.revokeObjectURL(preview);
          setStatus(copy.uploaded(file.name));
        })
        .catch((reason: Error) => update(key, { error: imageUploadFailedInline(reason.message) }));
    }
  }

  /** Images chosen in the media library: added as stored ones, their alt text the library's default (editable here). */
  function addPicked(images: PickedImage[]) {
    setItems((current) => [
      ...current,
      ...images
        .filter((image) => !current.some((item) => item.url === image.url))
        .map((image) => ({
          key: `${image.url}-${crypto.randomUUID()}`,
          url: image.url,
          name: image.name ?? undefined,
          progress: 100,
          alt: image.alt,
        })),
    ]);
    setStatus(mediaCopy.upload.done(images.map((image) => image.name ?? image.alt).join(", ")));
  }

  function move(index: number, offset: -1 | 1) {
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + offset, 0, item!);
      return next;
    });
    setStatus(copy.movedTo(index + offset + 1));
  }

  /** A picture dropped onto another takes that one's place. */
  function moveTo(key: string, targetIndex: number) {
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      if (from < 0 || from === targetIndex) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(targetIndex, 0, item!);
      return next;
    });
    setStatus(copy.movedTo(targetIndex + 1));
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function dropFiles(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    addFiles([...event.dataTransfer.files]);
  }

  function remove(key: string) {
    setItems((current) => current.filter((item) => item.key !== key));
    setStatus(copy.removed);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-stone-800">{copy.legend}</legend>
      {items.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const image = item.url ? responsiveImage(item.url, 400) : { src: item.preview! };
            return (
              <li
                key={item.key}
                draggable={Boolean(item.url)}
                onDragStart={(event) => {
                  setDragged(item.key);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", item.key);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (!dragged) return;
                  event.preventDefault();
                  moveTo(dragged, index);
                  setDragged(null);
                }}
                className={cn("flex flex-col gap-2 rounded-md border border-stone-200 bg-white p-2", dragged === item.key && "opacity-50")}
              >
                {item.url ? <input type="hidden" name="images" value={item.url} /> : null}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 1024px) 300px, 100vw"
                  alt={copy.alt(index + 1, item.name)}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <p className="flex items-center gap-1 text-xs text-stone-700">
                  {item.url ? <GripVertical aria-hidden="true" className="size-4 cursor-grab text-stone-500" /> : null}
                  {index === 0 ? copy.main : copy.nth(index + 1)}
                </p>
                {item.url ? (
                  <Field
                    label={copy.altLabel(index + 1)}
                    name="imageAlt"
                    value={item.alt}
                    onChange={(event) => update(item.key, { alt: event.target.value })}
                    placeholder={productName || copy.altPlaceholder}
                    maxLength={MAX_IMAGE_ALT_LENGTH}
                    hint={copy.altHint}
                    autoComplete="off"
                  />
                ) : null}
                {!item.url && !item.error ? (
                  <progress max={100} value={item.progress} aria-label={copy.uploading(item.name)} className="w-full">
                    {item.progress}%
                  </progress>
                ) : null}
                <FieldError message={item.error} alert />
                <div className="flex flex-wrap gap-1">
                  <Button type="button" variant="secondary" size="xs" onClick={() => move(index, -1)} disabled={index === 0}>
                    <ArrowUp aria-hidden="true" className="size-4" /> {copy.moveUp}
                  </Button>
                  <Button type="button" variant="secondary" size="xs" onClick={() => move(index, 1)} disabled={index === items.length - 1}>
                    <ArrowDown aria-hidden="true" className="size-4" /> {copy.moveDown}
                  </Button>
                  <Button type="button" variant="danger" size="xs" onClick={() => remove(item.key)}>
                    <X aria-hidden="true" className="size-4" /> {copy.remove}
                    <span className="sr-only">{copy.removeWhich(index + 1)}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">{copy.none}</p>
      )}
      <div
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={dropFiles}
        className={cn(
          "flex flex-col gap-1.5 rounded-md border-2 border-dashed p-3",
          dropping ? "border-brand-700 bg-brand-50" : "border-stone-300",
        )}
      >
        <Label htmlFor={id}>{copy.add}</Label>
        <input
          id={id}
          type="file"
          name="newImages"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={chooseFiles}
          aria-describedby={`${id}-ayuda`}
          className="w-full max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        <p id={`${id}-ayuda`} className="text-sm text-stone-600">
          {copy.addHint(MAX_IMAGE_MEGABYTES)}
        </p>
        <FieldError message={error} alert />
        {interactive ? (
          <div>
            <Button type="button" variant="secondary" size="xs" onClick={() => setPicking(true)}>
              {mediaCopy.picker.open}
            </Button>
            <MediaPicker open={picking} onOpenChange={setPicking} multiple onPick={addPicked} />
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}
