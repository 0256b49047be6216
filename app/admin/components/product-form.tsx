import { Plus, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { Field, TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { numberFieldCopy } from "~/admin/content/numbers";
import { productFormCopy as copy, productListCopy, productPageCopy } from "~/admin/content/products";
import type { EditBase, EditConflict } from "~/admin/lib/edit-conflict";
import type { FieldValue, SavedStamp } from "~/admin/lib/form-safety-net";
import type { ProductFormErrors, ProductFormValues, SpecificationRow } from "~/admin/lib/product-form";
import { EditBaseFields, EditConflictNotice } from "./edit-conflict-notice";
import { FormSafetyNet } from "./form-safety-net";
import { LiveReadingField, priceReading, stockReading } from "./live-reading-field";
import { ProductImagesField } from "./product-images-field";
import { FieldError } from "~/components/forms/field-error";

// The create and edit views' form (docs/requirements.md §5 'Product form'). It posts multipart to
// the route action, so it works before hydration; the action returns what was typed when it refuses
// a submission.

export interface ProductCategoryOption {
  id: string;
  label: string;
}

interface ProductFormProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  categories: ProductCategoryOption[];
  submitLabel: string;
  /** Names the copy kept in this browser ("producto:<id>", "producto:nuevo"). */
  draftKey: string;
  /** The stored product the form was loaded with; none for a new one. */
  saved: SavedStamp | null;
  /** An existing product's version and a refused save's conflict (docs/decisions/022-edit-conflicts.md). */
  edit?: { base: EditBase | null; conflict?: EditConflict | null };
}

// Price and stock are text, not type="number": a browser in English drops a typed comma
// (docs/decisions/021-typed-numbers.md). Each shows beside it how the site reads it.
const numberFields = [
  { label: productListCopy.columns.price, name: "price", inputMode: "decimal", read: priceReading, hint: numberFieldCopy.productPriceHint },
  { label: copy.stock, name: "stockQuantity", inputMode: "numeric", read: stockReading, hint: numberFieldCopy.stockHint },
] as const;

// A checkbox drawn as a sliding switch.
const switchClass =
  "peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Switch({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  return <CheckboxField role="switch" name={name} label={label} hint={hint} defaultChecked={defaultChecked} className={switchClass} />;
}

function SpecificationsField({ initialRows, error, minRows }: { initialRows: SpecificationRow[]; error?: string; minRows: number }) {
  // A blank row at the end lets an editor without JavaScript add one specification per save.
  const [rows, setRows] = useState(() => [...initialRows, { key: "", value: "" }].map((row, index) => ({ ...row, id: index })));
  const [nextId, setNextId] = useState(rows.length);
  // A kept draft had more rows than the stored product: they are drawn before it is filled in.
  if (rows.length < minRows) {
    const added = Array.from({ length: minRows - rows.length }, (_, index) => ({ key: "", value: "", id: nextId + index }));
    setRows([...rows, ...added]);
    setNextId(nextId + added.length);
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-stone-800">{copy.specifications.legend}</legend>
      <p className="text-sm text-stone-600">{copy.specifications.hint}</p>
      {rows.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2">
          <Input
            name="specKey"
            defaultValue={row.key}
            aria-label={copy.specifications.keyLabel(index + 1)}
            placeholder={copy.name}
            className="w-full min-w-0"
          />
          <Input
            name="specValue"
            defaultValue={row.value}
            aria-label={copy.specifications.valueLabel(index + 1)}
            placeholder={copy.specifications.valuePlaceholder}
            className="w-full min-w-0"
          />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            onClick={() => setRows((current) => current.filter((item) => item.id !== row.id))}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{copy.specifications.remove(index + 1)}</span>
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="w-fit"
        onClick={() => {
          setRows((current) => [...current, { key: "", value: "", id: nextId }]);
          setNextId(nextId + 1);
        }}
      >
        <Plus aria-hidden="true" className="size-4" /> {copy.specifications.add}
      </Button>
      <FieldError message={error} alert />
    </fieldset>
  );
}

export function ProductForm({ values, errors, categories, submitLabel, draftKey, saved, edit }: ProductFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  const [specificationRows, setSpecificationRows] = useState(0);
  const arrange = useCallback(
    (fields: readonly FieldValue[]) => setSpecificationRows(fields.filter(([name]) => name === "specKey").length),
    [],
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      className="flex flex-col gap-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <FormSafetyNet form={form} draftKey={draftKey} saved={saved} errors={errors} subject="product" arrange={arrange} />
      <EditBaseFields base={edit?.base} />
      <EditConflictNotice conflict={edit?.conflict} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={copy.name} name="name" defaultValue={values.name} error={errors.name} required autoComplete="off" />
        <Field label={copy.sku} name="sku" defaultValue={values.sku} autoComplete="off" />
        {numberFields.map((field) => (
          <LiveReadingField key={field.name} {...field} defaultValue={values[field.name]} error={errors[field.name]} />
        ))}
        <SelectField
          label={productListCopy.columns.category}
          name="categoryId"
          defaultValue={values.categoryId}
          error={errors.categoryId}
          hint={categories.length === 0 ? copy.noCategories : undefined}
          className="md:col-span-2"
        >
          <option value="">{productListCopy.noCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
      </div>

      <TextAreaField
        label={copy.shortDescription}
        name="shortDescription"
        rows={2}
        defaultValue={values.shortDescription}
        hint={copy.shortDescriptionHint}
      />
      <TextAreaField label={copy.description} name="description" rows={6} defaultValue={values.description} />
      <TextAreaField label={copy.features} name="features" rows={5} defaultValue={values.features} hint={copy.featuresHint} />
      <Field
        label={copy.video}
        name="videoUrl"
        type="url"
        inputMode="url"
        defaultValue={values.videoUrl}
        error={errors.videoUrl}
        hint={copy.videoHint}
        autoComplete="off"
      />
      <SpecificationsField initialRows={values.specifications} error={errors.specifications} minRows={specificationRows} />
      <ProductImagesField
        initialImages={values.images}
        initialAlts={values.imageAlts}
        productName={values.name}
        error={errors.images ?? errors.imageAlts}
        onUploadingChange={onUploadingChange}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Switch name="isActive" label={productListCopy.activeStatus} hint={copy.activeHint} defaultChecked={values.isActive} />
        <Switch name="isFeatured" label={copy.featured} hint={copy.featuredHint} defaultChecked={values.isFeatured} />
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        <SubmitButton pendingText={copy.saving} disabled={uploading}>
          {uploading ? copy.uploading : submitLabel}
        </SubmitButton>
        <Link to="/admin/products" className="rounded-md px-4 py-2.5 font-semibold text-stone-800 underline hover:text-stone-950">
          {productPageCopy.backToList}
        </Link>
      </div>
    </Form>
  );
}
