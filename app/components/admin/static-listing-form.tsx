import { ArrowDown, ArrowUp, ExternalLink } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form } from "react-router";
import { UnsavedChangesDialog } from "~/components/admin/unsaved-changes-dialog";
import { useFocusFirstError } from "~/components/admin/use-focus-first-error";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { ProductImage } from "~/components/catalog/product-image";
import { Field, TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { listingsCopy as copy } from "~/content/admin-listings";
import type { FieldErrors } from "~/lib/forms";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { formatPrice } from "~/lib/price";
import { MAX_IMAGE_ALT_LENGTH } from "~/lib/product-form";
import { imageFieldName, MAX_DESCRIPTION_LENGTH, normalisePrice, type StaticListingRowValues } from "~/lib/static-listing-form";

// The form of /admin/listados: one card per product of the chosen listing, in the page's order.
// It is a plain multipart form (new photos travel with it), so it works without JavaScript; each
// row's Subir/Bajar posts its own intent and saves the list with that row moved. Leaving with
// unsaved changes asks first.

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

/** How the page shows the price typed, as the listing cards format it; null when it is no price. */
function shownPrice(typed: string): string | null {
  const price = normalisePrice(typed);
  return price === undefined ? null : formatPrice(price, "short");
}

/** The price, with how the public page shows it (updated as the editor types, once scripts run). */
function PriceField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [typed, setTyped] = useState(defaultValue);
  return (
    <Field
      label={copy.price}
      name="price"
      defaultValue={defaultValue}
      onChange={(event) => setTyped(event.currentTarget.value)}
      error={error}
      hint={copy.priceHint(shownPrice(typed))}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

function VisibleSwitch({ id, name, defaultChecked }: { id: string; name: string; defaultChecked: boolean }) {
  const inputId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        name="visible"
        value={id}
        defaultChecked={defaultChecked}
        aria-describedby={`${inputId}-ayuda`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <Label htmlFor={inputId}>
          {copy.visible}
          <span className="sr-only"> {name}</span>
        </Label>
        <p id={`${inputId}-ayuda`} className="text-sm text-stone-600">
          {copy.visibleHint}
        </p>
      </div>
    </div>
  );
}

export function StaticListingForm({ listing, items, values, errors }: StaticListingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { blocker } = useUnsavedChanges(form);
  useFocusFirstError(form, errors);
  const rows = rowsToShow(items, values);

  return (
    <Form method="post" encType="multipart/form-data" ref={form} noValidate preventScrollReset className="flex flex-col gap-6">
      {/* Enter in a field saves: the first submit button of a form is the one implicit submission presses. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-stone-900">{listing.title}</h2>
        <a href={listing.path} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline">
          {copy.pageLink}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
      </div>
      <p className="text-sm text-stone-600">{copy.moveHint}</p>
      <ol className="flex flex-col gap-4">
        {rows.map(({ item, values: row }, index) => {
          const error = (field: string) => errors[`rows.${index}.${field}`];
          return (
            <li key={item.id}>
              <fieldset className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
                <legend className="px-1 text-lg font-semibold text-stone-900">
                  {item.name}
                  {row.isVisible ? null : <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-700">{copy.hidden}</span>}
                </legend>
                <p className="text-sm text-stone-600">{item.category}</p>
                <input type="hidden" name="itemId" value={item.id} />
                <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[10rem_minmax(0,1fr)]">
                  <div className="flex flex-col gap-2">
                    <p className="text-sm font-semibold text-stone-800">{copy.currentImage}</p>
                    <div className="aspect-square w-40 max-w-full overflow-hidden rounded-md border border-stone-200 bg-stone-50">
                      <ProductImage src={item.image} alt={row.imageAlt || item.name} fit={item.imageFit ?? "cover"} sizes="10rem" />
                    </div>
                  </div>
                  <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
                    <PriceField defaultValue={row.price} error={error("price")} />
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
                      label={copy.newImage}
                      name={imageFieldName(item.id)}
                      type="file"
                      accept={ACCEPTED_IMAGE_TYPES}
                      error={error("image")}
                      hint={copy.newImageHint}
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
                  <Button type="submit" name="intent" value={`up-${item.id}`} variant="secondary" size="sm" disabled={index === 0}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                    {copy.moveUp}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                  <Button type="submit" name="intent" value={`down-${item.id}`} variant="secondary" size="sm" disabled={index === rows.length - 1}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                    {copy.moveDown}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <SubmitButton intent="save" pendingText={copy.saving} className="w-full sm:w-auto">
          {copy.save}
        </SubmitButton>
      </div>
      <UnsavedChangesDialog blocker={blocker} copy={copy.unsaved} />
    </Form>
  );
}
