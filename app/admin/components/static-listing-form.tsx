import { ArrowDown, ArrowUp, ExternalLink } from "lucide-react";
import { type ChangeEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { FormSafetyNet, leavesThePageOrQuery } from "~/admin/components/form-safety-net";
import type { EditBase, EditConflict } from "~/admin/lib/edit-conflict";
import { EditBaseFields, EditConflictNotice } from "./edit-conflict-notice";
import { ProductImage } from "~/components/catalog/product-image";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { Field, TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { listingsCopy as copy } from "~/admin/content/listings";
import { historyCopy } from "~/admin/content/history";
import type { FieldValue, SavedStamp } from "~/admin/lib/form-safety-net";
import type { FieldErrors } from "~/lib/forms";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from "~/lib/image-upload-rules";
import { MAX_IMAGE_ALT_LENGTH } from "~/admin/lib/product-form";
import {
  applyMove,
  imageFieldName,
  MAX_DESCRIPTION_LENGTH,
  type MoveIntent,
  readListingPrice,
  type StaticListingRowValues,
  uploadedImageFieldName,
} from "~/admin/lib/static-listing-form";
import { type FieldReading, LiveReadingField, shownPriceReading } from "./live-reading-field";
import { uploadImage } from "./upload-image";

// The form of /admin/listados: one card per product of the chosen listing, in the page's order.
// It is a plain multipart form (without JavaScript new photos travel with it; with it each photo is
// uploaded as soon as it is chosen, with its progress, and the form carries its URL), so it works
// without JavaScript. A row's Subir/Bajar moves it in the page; without JavaScript it posts its own
// intent and the action answers with the row moved. Either way nothing is saved until «Guardar
// listado», so a move never stores a row still being written. The safety net keeps unsaved work,
// and switching to another listing with some asks first.

export interface StaticListingItemView {
  id: string;
  name: string;
  category: string;
  image: string;
  imageFit: "contain" | null;
  values: StaticListingRowValues;
}

interface StaticListingFormProps {
  listing: { path: string; title: string };
  items: readonly StaticListingItemView[];
  /** What a refused submission posted, shown again instead of the stored rows. */
  values: readonly StaticListingRowValues[] | null;
  errors: FieldErrors;
  /** The stored rows the form was loaded with. */
  saved: SavedStamp;
  /** The listing's version and a refused save's conflict (docs/decisions/022-edit-conflicts.md). */
  edit: { base: EditBase | null; conflict?: EditConflict | null };
}

/** The rows in the order to show: the refused submission's order and typing, else the stored ones. */
function rowsToShow(items: readonly StaticListingItemView[], values: readonly StaticListingRowValues[] | null) {
  if (!values) return items.map((item) => ({ item, values: item.values }));
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = values.flatMap((row) => {
    const item = byId.get(row.id);
    return item ? [{ item, values: row }] : [];
  });
  return shown.length === items.length ? shown : items.map((item) => ({ item, values: item.values }));
}

/** How the listing's cards show the price typed (an amount or a word), or why it is refused. */
function listingPriceReading(typed: string): FieldReading {
  return shownPriceReading(readListingPrice(typed), "short");
}

/**
 * The row's photo: the current one (or the new one, once uploaded) and the file picker. Without
 * JavaScript the chosen file goes with the form; with it, it is uploaded at once and only its URL
 * goes with the form, so the file is not sent twice.
 */
function RowPhoto({
  item,
  row,
  error,
  onUploadingChange,
}: {
  item: StaticListingItemView;
  row: StaticListingRowValues;
  error?: string;
  onUploadingChange(started: boolean): void;
}) {
  const [uploaded, setUploaded] = useState(row.newImage);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = "";
    setFailure(null);
    if (file.size > MAX_IMAGE_MEGABYTES * 1024 * 1024) {
      setFailure(copy.tooBig(MAX_IMAGE_MEGABYTES));
      return;
    }
    setProgress(0);
    onUploadingChange(true);
    uploadImage(file, setProgress)
      .then((url) => {
        setUploaded(url);
        // The hidden field changed without an input event: the form has unsaved changes now.
        input.form?.dispatchEvent(new Event("change", { bubbles: true }));
      })
      .catch((reason: Error) => setFailure(reason.message))
      .finally(() => {
        setProgress(null);
        onUploadingChange(false);
      });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-stone-800">{uploaded ? copy.newPhoto : copy.currentImage}</p>
        <div className="aspect-square w-40 max-w-full overflow-hidden rounded-md border border-stone-200 bg-stone-50">
          <ProductImage src={uploaded || item.image} alt={row.imageAlt || item.name} fit={item.imageFit ?? "cover"} sizes="10rem" />
        </div>
      </div>
      {uploaded ? <input type="hidden" name={uploadedImageFieldName(item.id)} value={uploaded} /> : null}
      <Field
        label={copy.newImage}
        name={imageFieldName(item.id)}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={choose}
        error={failure ?? error}
        hint={copy.newImageHint}
        className="min-w-0"
      />
      {progress !== null ? (
        <div role="status" className="text-sm text-stone-700">
          <progress max={100} value={progress} aria-label={copy.uploadProgress(item.name)} className="w-full" />
          {copy.uploadingPercent(progress)}
        </div>
      ) : null}
    </div>
  );
}

function VisibleSwitch({ id, name, defaultChecked }: { id: string; name: string; defaultChecked: boolean }) {
  return (
    <CheckboxField
      name="visible"
      value={id}
      defaultChecked={defaultChecked}
      label={
        <>
          {copy.visible}
          <span className="sr-only"> {name}</span>
        </>
      }
      hint={copy.visibleHint}
      className="mt-1 size-5 shrink-0 accent-brand-700"
    />
  );
}

export function StaticListingForm({ listing, items, values, errors, saved, edit }: StaticListingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const answered = rowsToShow(items, values);
  // The rows' order in the page (Subir/Bajar move them here; the fields keep what was typed, being
  // keyed by row). A new answer of the action (a refusal, a move without JavaScript) brings its own.
  const [order, setOrder] = useState(() => answered.map(({ item }) => item.id));
  const [shownValues, setShownValues] = useState(values);
  if (values !== shownValues) {
    setShownValues(values);
    setOrder(answered.map(({ item }) => item.id));
  }
  const byId = new Map(answered.map((row, index) => [row.item.id, { ...row, answeredIndex: index }]));
  const rows = order.flatMap((id) => byId.get(id) ?? []);
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    const [id, other] = focusAfter.current.split("|");
    focusAfter.current = null;
    const target = document.getElementById(id!);
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus();
    else document.getElementById(other!)?.focus();
  });
  const move = (event: MouseEvent<HTMLButtonElement>, intent: MoveIntent) => {
    event.preventDefault();
    setOrder((current) =>
      applyMove(
        current.map((id) => ({ id })),
        intent,
      ).map(({ id }) => id),
    );
    // Focus stays on the button pressed, or on the row's other one once it reached an end.
    const other = intent.direction === "up" ? "down" : "up";
    focusAfter.current = `${intent.direction}-${intent.id}|${other}-${intent.id}`;
  };
  /** A kept draft in another order: its rows' order first, then its fields. */
  const arrange = useCallback((fields: readonly FieldValue[]) => {
    const drafted = fields.flatMap(([name, value]) => (name === "itemId" && typeof value === "string" ? [value] : []));
    setOrder((current) => (drafted.length === current.length && drafted.every((id) => current.includes(id)) ? drafted : current));
  }, []);
  // Photos still on their way: saving waits for them.
  const [uploads, setUploads] = useState(0);
  const onUploadingChange = useCallback((started: boolean) => setUploads((count) => count + (started ? 1 : -1)), []);

  return (
    <Form method="post" encType="multipart/form-data" ref={form} noValidate preventScrollReset className="flex flex-col gap-6">
      {/* Enter in a field saves: the first submit button of a form is the one implicit submission presses. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <FormSafetyNet
        form={form}
        draftKey={`listado:${listing.path}`}
        saved={saved}
        errors={errors}
        subject="listing"
        leaves={leavesThePageOrQuery}
        arrange={arrange}
      />
      <EditBaseFields base={edit.base} />
      <EditConflictNotice conflict={edit.conflict} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-stone-900">{listing.title}</h2>
        <a
          href={listing.path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
        >
          {copy.pageLink}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{copy.opensElsewhere}</span>
        </a>
      </div>
      <p className="text-sm text-stone-600">{copy.moveHint}</p>
      <ol className="flex flex-col gap-4">
        {rows.map(({ item, values: row, answeredIndex }, index) => {
          // The action's messages name rows by their place in what it answered.
          const error = (field: string) => errors[`rows.${answeredIndex}.${field}`];
          return (
            <li key={item.id}>
              <fieldset className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
                <legend className="px-1 text-lg font-semibold text-stone-900">
                  {item.name}
                  {row.isVisible ? null : (
                    <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-700">{copy.hidden}</span>
                  )}
                </legend>
                <p className="text-sm text-stone-600">{item.category}</p>
                <input type="hidden" name="itemId" value={item.id} />
                <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
                  <RowPhoto item={item} row={row} onUploadingChange={onUploadingChange} error={error("image")} />
                  <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
                    <LiveReadingField
                      label={copy.price}
                      name="price"
                      inputMode="decimal"
                      defaultValue={row.price}
                      error={error("price")}
                      read={listingPriceReading}
                      hint={copy.priceHint}
                    />
                    <SelectField label={copy.stock} name="inStock" defaultValue={row.inStock ? "si" : "no"}>
                      <option value="si">{copy.inStock}</option>
                      <option value="no">{copy.outOfStock}</option>
                    </SelectField>
                    <TextAreaField
                      label={copy.descriptionLabel}
                      name="description"
                      defaultValue={row.description}
                      error={error("description")}
                      maxLength={MAX_DESCRIPTION_LENGTH}
                      rows={3}
                      className="sm:col-span-2"
                    />
                    <Field
                      label={copy.imageAlt}
                      name="imageAlt"
                      defaultValue={row.imageAlt}
                      error={error("imageAlt")}
                      hint={copy.imageAltHint(item.name)}
                      maxLength={MAX_IMAGE_ALT_LENGTH}
                      autoComplete="off"
                    />
                    <div className="sm:col-span-2">
                      <VisibleSwitch id={item.id} name={item.name} defaultChecked={row.isVisible} />
                    </div>
                  </div>
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <Button
                      key={direction}
                      id={`${direction}-${item.id}`}
                      type="submit"
                      name="intent"
                      value={`${direction}-${item.id}`}
                      variant="secondary"
                      size="sm"
                      disabled={direction === "up" ? index === 0 : index === rows.length - 1}
                      onClick={(event) => move(event, { direction, id: item.id })}
                    >
                      {direction === "up" ? (
                        <ArrowUp aria-hidden="true" className="size-4" />
                      ) : (
                        <ArrowDown aria-hidden="true" className="size-4" />
                      )}
                      {direction === "up" ? copy.moveUp : copy.moveDown}
                      <span className="sr-only"> {item.name}</span>
                    </Button>
                  ))}
                  <Button asChild variant="secondary" size="sm">
                    <Link to={`/admin/listados/${item.id}/historial`}>
                      {historyCopy.link}
                      <span className="sr-only"> {item.name}</span>
                    </Link>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <SubmitButton intent="save" pendingText={copy.saving} disabled={uploads > 0} className="w-full sm:w-auto">
          {uploads > 0 ? copy.uploading : copy.save}
        </SubmitButton>
      </div>
    </Form>
  );
}
