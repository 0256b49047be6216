import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { fileSizeLabel, mediaCopy as copy } from "~/admin/content/media";
import { describeUse, type MediaUseView } from "~/admin/lib/media";
import { MAX_IMAGE_ALT_LENGTH } from "~/admin/lib/product-form";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/dates";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from "~/lib/image-upload-rules";
import type { Notice } from "~/lib/toast";
import { responsiveImage } from "~/lib/uploaded-images";

// The parts of /admin/medios: the upload form (a plain multiple file field that posts with the
// form; with scripts, a drop zone and the chosen files each sent on its own with its status) and
// the grid of images.

const useHref: Record<MediaUseView["kind"], (id: string) => string> = {
  product: (id) => `/admin/products/${id}`,
  article: (id) => `/admin/articles/${id}`,
  listing: (id) => `/admin/listados?listado=${id.replace(/^\//, "")}`,
  trash: () => "/admin/papelera",
};

export interface MediaRowView {
  id: string;
  url: string;
  alt: string;
  originalName: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  createdAt: Date | string;
  uploadedByEmail: string | null;
  uses: MediaUseView[];
}

interface QueuedFile {
  key: string;
  file: File;
}

/** One file sent with scripts: posts itself once, then says how it went. */
function QueuedUpload({ file, alt, action }: { file: File; alt: string; action: string }) {
  const fetcher = useFetcher<{ notice?: Notice }>();
  const sent = useRef(false);
  // Answered (stored, or refused with the reason): set once the submission has run its course.
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const body = new FormData();
    body.set("intent", "upload");
    body.append("files", file);
    if (alt) body.set("alt", alt);
    void fetcher.submit(body, { method: "post", action, encType: "multipart/form-data" }).finally(() => setFinished(true));
  }, [fetcher, file, alt, action]);
  const busy = !finished || fetcher.state !== "idle";
  const failure = fetcher.data?.notice?.description;
  return (
    <li className={cn("text-sm", failure ? "font-semibold text-red-800" : "text-stone-800")}>
      {busy ? copy.upload.uploading(file.name) : failure ? copy.upload.failed(file.name, failure) : copy.upload.done(file.name)}
    </li>
  );
}

export function MediaUploadForm() {
  const id = useId();
  const location = useLocation();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dropping, setDropping] = useState(false);
  const action = `/admin/medios${location.search}`;
  const [alt, setAlt] = useState("");

  function enqueue(files: File[]) {
    if (files.length === 0) return;
    setQueue((current) => [...current, ...files.map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, file }))]);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // With scripts each file is on its way on its own: the form must not send them again.
    event.target.value = "";
    enqueue(files);
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  return (
    <section aria-labelledby={`${id}-titulo`} className="mb-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-titulo`} className="mb-3 text-lg font-semibold text-stone-900">
        {copy.upload.title}
      </h2>
      <Form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-3">
        <div
          onDragOver={(event) => {
            if (!carriesFiles(event)) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(event) => {
            if (!carriesFiles(event)) return;
            event.preventDefault();
            setDropping(false);
            enqueue([...event.dataTransfer.files]);
          }}
          className={cn(
            "flex flex-col gap-1.5 rounded-md border-2 border-dashed p-4",
            dropping ? "border-brand-700 bg-brand-50" : "border-stone-300",
          )}
          data-zona-medios=""
        >
          <Label htmlFor={`${id}-archivos`}>{copy.upload.files}</Label>
          <input
            id={`${id}-archivos`}
            type="file"
            name="files"
            multiple
            accept={ACCEPTED_IMAGE_TYPES}
            onChange={choose}
            aria-describedby={`${id}-ayuda`}
            className="w-full max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${id}-ayuda`} className="text-sm text-stone-600">
            {copy.upload.hint(MAX_IMAGE_MEGABYTES)} {dropping ? copy.upload.dropActive : copy.upload.drop}
          </p>
        </div>
        <Field
          label={copy.upload.alt}
          name="alt"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          maxLength={MAX_IMAGE_ALT_LENGTH}
          hint={copy.upload.altHint}
          autoComplete="off"
        />
        <div>
          <SubmitButton intent="upload" pendingText={copy.upload.submitting}>
            {copy.upload.submit}
          </SubmitButton>
        </div>
      </Form>
      {queue.length > 0 ? (
        <ul aria-live="polite" className="mt-3 flex flex-col gap-1" data-subidas-medios="">
          {queue.map((item) => (
            <QueuedUpload key={item.key} file={item.file} alt={alt} action={action} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MediaCard({ row, canDelete }: { row: MediaRowView; canDelete: boolean }) {
  const name = row.originalName ?? copy.unnamed;
  const image = responsiveImage(row.url, 400);
  const size = fileSizeLabel(row.bytes);
  const createdAt = new Date(row.createdAt);
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3" data-medio={row.url}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        alt={row.alt || copy.imageAlt(name)}
        loading="lazy"
        className="aspect-[4/3] w-full rounded bg-stone-100 object-cover"
      />
      <h3 className="text-sm font-semibold [overflow-wrap:anywhere] text-stone-900">{name}</h3>
      <p className={cn("text-sm", row.alt ? "text-stone-800" : "text-stone-600 italic")}>{row.alt || copy.noAlt}</p>
      <p className="text-xs text-stone-700">
        {[size, row.width && row.height ? copy.pixels(row.width, row.height) : null].filter(Boolean).join(" · ")}
        {size || row.width ? " · " : ""}
        <time dateTime={createdAt.toISOString()}>{formatDate(createdAt)}</time>
      </p>
      <p className="text-xs [overflow-wrap:anywhere] text-stone-700">
        {row.uploadedByEmail ? copy.uploadedBy(row.uploadedByEmail) : copy.unknownUploader}
      </p>
      {row.uses.length > 0 ? (
        <p className="text-sm text-stone-800" data-uso="">
          <span className="font-semibold text-green-800">{copy.inUse}</span>{" "}
          {row.uses.map((use, index) => (
            <span key={`${use.kind}-${use.id}-${index}`}>
              {index > 0 ? ", " : ""}
              <Link to={useHref[use.kind](use.id)} className="text-brand-800 underline">
                {describeUse(use)}
              </Link>
            </span>
          ))}
        </p>
      ) : (
        <p className="text-sm font-semibold text-amber-800" data-uso="">
          {copy.unused}
        </p>
      )}
      <Form method="post" className="mt-auto flex flex-col gap-2">
        <input type="hidden" name="id" value={row.id} />
        <Field label={copy.altLabel} name="alt" defaultValue={row.alt} maxLength={MAX_IMAGE_ALT_LENGTH} autoComplete="off" />
        <div>
          <SubmitButton intent="alt" pendingText={copy.altSaving} variant="secondary" size="xs">
            {copy.altSave}
            <span className="sr-only"> ({name})</span>
          </SubmitButton>
        </div>
      </Form>
      {canDelete && row.uses.length === 0 ? (
        <ConfirmDestructive
          opener={{
            trigger: (
              <>
                {copy.delete}
                <span className="sr-only"> {name}</span>
              </>
            ),
          }}
          question={copy.deleteQuestion}
          consequence={copy.deleteConsequence(name)}
          form={{ intent: "delete", fields: { id: row.id } }}
          confirmLabel={
            <>
              {copy.confirmDelete}
              <span className="sr-only"> {name}</span>
            </>
          }
          pendingText={copy.deleting}
        />
      ) : null}
    </li>
  );
}

export function MediaGrid({ rows, canDelete }: { rows: MediaRowView[]; canDelete: boolean }) {
  return (
    <ul aria-label={copy.gridLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {rows.map((row) => (
        <MediaCard key={row.id} row={row} canDelete={canDelete} />
      ))}
    </ul>
  );
}
