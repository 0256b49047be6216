import { type RefObject, useEffect, useRef, useState } from "react";
import { Form, Link, type ShouldRevalidateFunction, useFetcher, useFormAction } from "react-router";
import { Field, TextAreaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { articleAdminCopy } from "~/admin/content/articles";
import { type ArticleFormValues, PUBLISH_NOW_INTENT } from "~/admin/lib/article-form";
import { type ArticlePublication, articlePublication, articleSaveAction } from "~/admin/lib/article-publication";
import { formatDateTime } from "~/lib/dates";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { fromMontevideoLocalInput } from "~/lib/montevideo-time";
import { parseTags, slugify } from "~/lib/slugify";
import { responsiveImage } from "~/lib/uploaded-images";
import { ArticleView } from "../../components/news/article-view";
import { ArticleContentField } from "~/admin/components/article-content-field";
import { EditBaseFields, EditConflictNotice } from "~/admin/components/edit-conflict-notice";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import type { EditBase, EditConflict } from "~/admin/lib/edit-conflict";
import type { SavedStamp } from "~/admin/lib/form-safety-net";
import { MediaPicker } from "~/admin/components/media-picker";
import { mediaCopy } from "~/admin/content/media";
import { useInteractive } from "~/lib/use-interactive";

interface PreviewResult {
  preview?: { html: string };
  values?: ArticleFormValues;
  errors?: { content?: string };
}

const copy = articleAdminCopy;
const PREVIEW_DELAY_MS = 400;
// «Vista previa» posts the form without saving it.
const PREVIEW_INTENTS = ["preview"];

function previewDate(value: string): Date {
  return fromMontevideoLocalInput(value) ?? new Date();
}

/** The words of an article's state: «Borrador», «Programado para …», «Publicado el …». */
function publicationText(publication: ArticlePublication): string {
  if (publication.state === "draft") return copy.draft;
  if (publication.state === "scheduled") return copy.scheduledFor(formatDateTime(publication.at));
  return publication.at ? copy.publishedOn(formatDateTime(publication.at)) : copy.published;
}

interface PublicationFields {
  isPublished: boolean;
  publishedAt: string;
}

/**
 * The «Publicado» switch and the date as the form holds them now, and the time they are compared
 * with. Read from the form's own events (typing, the browser draft offered back), so the save button
 * follows whatever fills the fields; until scripts run, the server's values and clock decide.
 */
function usePublicationFields(form: RefObject<HTMLFormElement | null>, initial: PublicationFields, serverNow: Date) {
  const [fields, setFields] = useState({ ...initial, now: serverNow });
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Only these two fields' events: setting state in a native listener re-renders before React's
    // own onChange runs, which would put a controlled field (the slug, the HTML view) back.
    const read = (event?: Event) => {
      const name = (event?.target as HTMLInputElement | null)?.name;
      if (event && name !== "isPublished" && name !== "publishedAt") return;
      const isPublished = element.elements.namedItem("isPublished");
      const publishedAt = element.elements.namedItem("publishedAt");
      setFields({
        isPublished: isPublished instanceof HTMLInputElement && isPublished.checked,
        publishedAt: publishedAt instanceof HTMLInputElement ? publishedAt.value : "",
        now: new Date(),
      });
    };
    read();
    element.addEventListener("input", read);
    element.addEventListener("change", read);
    return () => {
      element.removeEventListener("input", read);
      element.removeEventListener("change", read);
    };
  }, [form]);
  return fields;
}

/** The live preview posts the form as the editor types; it changes nothing, so nothing reloads. */
export const articleEditorRevalidation: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

/**
 * The article form (docs/requirements.md §5). The slug follows the title until the editor changes
 * it; the preview is the server-sanitised content in the public article layout, refreshed as the
 * editor types.
 */
export function ArticleEditor({
  values,
  saved,
  savedStamp = null,
  errors,
  defaultPublishedAt,
  serverPreview,
  edit,
}: {
  values: ArticleFormValues | null;
  /** The stored article (edit view): its state heads the form and decides «Publicar» or «Guardar cambios». */
  saved?: ArticleFormValues;
  /** The stored article's version and last save, which the safety net keys its kept copy on; none for a new one. */
  savedStamp?: SavedStamp | null;
  errors: Partial<Record<string, string>>;
  /** Now, in Montevideo time as the date field writes it: the date a new article starts with. */
  defaultPublishedAt: string;
  /** The preview the server rendered for a 'Vista previa' submitted without JavaScript. */
  serverPreview?: string;
  /** An existing article's version and a refused save's conflict (docs/decisions/022-edit-conflicts.md). */
  edit?: { base: EditBase | null; conflict?: EditConflict | null };
}) {
  const editing = Boolean(values?.id);
  const [slug, setSlug] = useState(values?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(values?.slug));
  const [coverPreviewUrl, setCoverPreviewUrl] = useState<string | null>(null);
  // A cover chosen in the media library (scripts only): its stored address travels as "coverUrl".
  const [libraryCover, setLibraryCover] = useState<string | null>(null);
  const [pickingCover, setPickingCover] = useState(false);
  const interactive = useInteractive();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const preview = useFetcher<PreviewResult>();
  const ownAction = useFormAction();
  const serverNow = fromMontevideoLocalInput(defaultPublishedAt) ?? new Date(0);
  const savedPublication = saved ? articlePublication(saved.isPublished, fromMontevideoLocalInput(saved.publishedAt), serverNow) : null;
  const publicationFields = usePublicationFields(
    form,
    { isPublished: values?.isPublished ?? false, publishedAt: values ? values.publishedAt : defaultPublishedAt },
    serverNow,
  );
  const saveAction = articleSaveAction(publicationFields, savedPublication, publicationFields.now);

  const refreshPreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const data = new FormData(form.current);
      data.delete("cover");
      data.set("intent", "preview");
      // To this editor's own route: left to default, the address is resolved from the router's
      // location, which a navigation under way (a redirect after saving, a link) has already moved.
      // Multipart, as the form itself posts: percent-encoding would make the content up to three
      // times larger on its way to the server's body limit.
      void preview.submit(data, { method: "post", action: ownAction, encType: "multipart/form-data" });
    }, PREVIEW_DELAY_MS);
  };
  // An article opened for editing shows its preview straight away.
  useEffect(() => {
    if (values?.title) refreshPreview();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the article the form opened with
  }, []);
  useEffect(() => () => (coverPreviewUrl ? URL.revokeObjectURL(coverPreviewUrl) : undefined), [coverPreviewUrl]);

  const shown = preview.data?.values ?? (serverPreview !== undefined ? values : null);
  const shownHtml = preview.data?.preview?.html ?? serverPreview ?? "";
  // The live preview refused the content as it is now (too long, nested too deep): the field says why.
  const previewError = preview.data?.errors?.content;

  return (
    <div className="space-y-8">
      <section aria-labelledby="formulario-articulo" className="rounded-lg border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="formulario-articulo" className="text-xl font-semibold text-stone-900">
          {editing ? copy.editHeading : copy.newHeading}
        </h2>
        {savedPublication && (
          <p className="mt-2 text-sm text-stone-700">
            {copy.status}: <strong data-testid="estado-articulo">{publicationText(savedPublication)}</strong>
          </p>
        )}
        <FormSafetyNet
          form={form}
          draftKey={`articulo:${values?.id ?? "nuevo"}`}
          saved={savedStamp}
          errors={errors}
          subject="article"
          notSaving={PREVIEW_INTENTS}
        />
        <Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          onChange={refreshPreview}
          // A save supersedes a preview still waiting to be sent: sent after the save's redirect,
          // it would post to the list the editor lands on.
          onSubmit={(event) => {
            clearTimeout(timer.current);
            // Pasted images still uploading would be lost (the server keeps only uploaded ones): wait, and show why.
            const uploading = form.current?.querySelector("[data-subiendo-imagenes]");
            if (!uploading) return;
            event.preventDefault();
            uploading.scrollIntoView({ block: "center" });
          }}
          className="mt-5 grid grid-cols-1 gap-5"
        >
          <EditBaseFields base={edit?.base} />
          <EditConflictNotice conflict={edit?.conflict} />
          <Field
            label={copy.fields.title}
            name="title"
            required
            maxLength={200}
            defaultValue={values?.title}
            error={errors.title}
            onChange={(event) => {
              if (!slugEdited) setSlug(slugify(event.currentTarget.value));
            }}
          />
          <Field
            label={copy.fields.slug}
            name="slug"
            required
            maxLength={120}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            value={slug}
            error={errors.slug}
            hint={copy.fields.slugHint}
            onChange={(event) => {
              setSlugEdited(event.currentTarget.value !== "");
              setSlug(event.currentTarget.value);
            }}
            onBlur={(event) => setSlug(slugify(event.currentTarget.value))}
          />
          <TextAreaField
            label={copy.fields.excerpt}
            name="excerpt"
            rows={3}
            maxLength={500}
            defaultValue={values?.excerpt}
            hint={copy.fields.excerptHint}
          />
          <ArticleContentField defaultValue={values?.content} error={errors.content ?? previewError} onEdit={refreshPreview} />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label={copy.fields.author} name="authorName" maxLength={120} defaultValue={values?.authorName} />
            <Field
              label={copy.fields.tags}
              name="tags"
              maxLength={500}
              defaultValue={values?.tags}
              error={errors.tags}
              hint={copy.fields.tagsHint}
            />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
                <input
                  type="checkbox"
                  name="isPublished"
                  defaultChecked={values?.isPublished ?? false}
                  className="size-5 accent-brand-700"
                />
                {copy.fields.published}
              </label>
              <p className="text-sm text-stone-600">{copy.fields.publishedHint}</p>
            </div>
            <Field
              label={copy.fields.publishedAt}
              name="publishedAt"
              type="datetime-local"
              defaultValue={values ? values.publishedAt : defaultPublishedAt}
              error={errors.publishedAt}
              hint={copy.fields.publishedAtHint}
            />
          </div>
          <div className="flex flex-col gap-3">
            {values?.coverImageUrl && (
              <figure className="w-48">
                <img
                  src={responsiveImage(values.coverImageUrl, 400).src}
                  alt={`${copy.fields.currentCover}: ${values.title}`}
                  className="rounded-md"
                />
                <figcaption className="mt-1 text-xs text-stone-600">{copy.fields.currentCover}</figcaption>
              </figure>
            )}
            <Field
              label={copy.fields.cover}
              name="cover"
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              error={errors.cover}
              hint={copy.fields.coverHint}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setCoverPreviewUrl(file ? URL.createObjectURL(file) : null);
                if (file) setLibraryCover(null);
              }}
            />
            {interactive ? (
              <div className="flex flex-col gap-2">
                {libraryCover ? (
                  <figure className="w-48">
                    <input type="hidden" name="coverUrl" value={libraryCover} />
                    <img src={responsiveImage(libraryCover, 400).src} alt={mediaCopy.picker.chosenCover} className="rounded-md" />
                    <figcaption className="mt-1 text-xs text-stone-600">{mediaCopy.picker.chosenCover}</figcaption>
                  </figure>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="secondary" size="xs" onClick={() => setPickingCover(true)}>
                    {mediaCopy.picker.open}
                  </Button>
                  {libraryCover ? (
                    <Button type="button" variant="secondary" size="xs" onClick={() => setLibraryCover(null)}>
                      {mediaCopy.picker.removeChosen}
                    </Button>
                  ) : null}
                </div>
                <MediaPicker
                  open={pickingCover}
                  onOpenChange={setPickingCover}
                  onPick={([image]) => {
                    if (!image) return;
                    setLibraryCover(image.url);
                    setCoverPreviewUrl(null);
                    const input = form.current?.querySelector<HTMLInputElement>('input[name="cover"]');
                    if (input) input.value = "";
                  }}
                />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton intent="save" pendingText={copy.saving}>
              {copy.saveAction[saveAction]}
            </SubmitButton>
            {/* One press from a draft or a schedule to the site, whatever the switch and the date say. */}
            {(saveAction === "draft" || saveAction === "schedule") && (
              <SubmitButton intent={PUBLISH_NOW_INTENT} pendingText={copy.publishing} variant="secondary">
                {copy.publishNow}
              </SubmitButton>
            )}
            <SubmitButton intent="preview" pendingText={copy.preview} variant="secondary">
              {copy.preview}
            </SubmitButton>
            {/* docs/requirements.md §4: cancelling an edit resets to a new article. */}
            <Button asChild variant="ghost" size="md">
              <Link to={editing ? "/admin/articles/nuevo" : "/admin/articles"}>{copy.cancel}</Link>
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="vista-previa" className="border-brand-300 rounded-lg border border-dashed bg-stone-50 p-5 sm:p-6">
        <h2 id="vista-previa" className="text-xl font-semibold text-stone-900">
          {copy.preview}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{copy.previewHint}</p>
        <div className="mt-6 rounded-lg bg-white p-5 sm:p-8" data-testid="vista-previa">
          {shown && shown.title ? (
            <ArticleView
              headingLevel="h2"
              article={{
                title: shown.title,
                excerpt: shown.excerpt || null,
                content: shownHtml || null,
                authorName: shown.authorName || null,
                tags: parseTags(shown.tags),
                coverImageUrl: coverPreviewUrl ?? libraryCover ?? shown.coverImageUrl,
                publishedAt: previewDate(shown.publishedAt),
              }}
            />
          ) : (
            <p className="text-stone-600">{copy.previewEmpty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
