import { Plus, X } from "lucide-react";
import { type TextareaHTMLAttributes, useCallback, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { cn } from "~/lib/cn";
import type { ProductFormErrors, ProductFormValues, SpecificationRow } from "~/lib/product-form";
import { ProductImagesField } from "./product-images-field";

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
}

const controlClass =
  "rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function TextArea({ label, hint, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea id={id} aria-describedby={hint ? `${id}-ayuda` : undefined} className={cn(controlClass, "border-stone-300")} {...textarea} />
      {hint ? (
        <p id={`${id}-ayuda`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Switch({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-ayuda`}
        className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
        <p id={`${id}-ayuda`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

function SpecificationsField({ initialRows, error }: { initialRows: SpecificationRow[]; error?: string }) {
  // A blank row at the end lets an editor without JavaScript add one specification per save.
  const [rows, setRows] = useState(() => [...initialRows, { key: "", value: "" }].map((row, index) => ({ ...row, id: index })));
  const [nextId, setNextId] = useState(rows.length);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-stone-800">Especificaciones técnicas</legend>
      <p className="text-sm text-stone-600">Una fila por dato: nombre (por ejemplo 'Ancho') y valor ('1,23 m'). Las filas vacías no se guardan.</p>
      {rows.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2">
          <input name="specKey" defaultValue={row.key} aria-label={`Nombre de la especificación ${index + 1}`} placeholder="Nombre" className={cn(controlClass, "w-full min-w-0 border-stone-300")} />
          <input name="specValue" defaultValue={row.value} aria-label={`Valor de la especificación ${index + 1}`} placeholder="Valor" className={cn(controlClass, "w-full min-w-0 border-stone-300")} />
          <button
            type="button"
            onClick={() => setRows((current) => current.filter((item) => item.id !== row.id))}
            className="rounded-md border border-stone-300 p-2 text-stone-700 hover:bg-stone-50"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Quitar la especificación {index + 1}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          setRows((current) => [...current, { key: "", value: "", id: nextId }]);
          setNextId(nextId + 1);
        }}
        className="inline-flex w-fit items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar especificación
      </button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ProductForm({ values, errors, categories, submitLabel }: ProductFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  const categoryId = useId();

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6" noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Nombre" name="name" defaultValue={values.name} error={errors.name} required autoComplete="off" />
        <Field label="SKU (código interno)" name="sku" defaultValue={values.sku} autoComplete="off" />
        <Field
          label="Precio"
          name="price"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          defaultValue={values.price}
          error={errors.price}
          hint="Vacío o 0: el sitio muestra 'Consultar precio'."
        />
        <Field label="Stock (unidades)" name="stockQuantity" type="number" step="1" min="0" inputMode="numeric" defaultValue={values.stockQuantity} />
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor={categoryId} className="text-sm font-semibold text-stone-800">
            Categoría
          </label>
          {categories.length === 0 ? (
            <p className="text-sm text-stone-700">No hay categorías disponibles</p>
          ) : null}
          <select
            id={categoryId}
            name="categoryId"
            defaultValue={values.categoryId}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={errors.categoryId ? `${categoryId}-error` : undefined}
            className={cn(controlClass, "w-full min-w-0", errors.categoryId ? "border-red-600" : "border-stone-300")}
          >
            <option value="">Sin categoría</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
          {errors.categoryId ? (
            <p id={`${categoryId}-error`} className="text-sm font-medium text-red-700">
              {errors.categoryId}
            </p>
          ) : null}
        </div>
      </div>

      <TextArea label="Descripción corta" name="shortDescription" rows={2} defaultValue={values.shortDescription} hint="Se muestra en las tarjetas de los listados." />
      <TextArea label="Descripción" name="description" rows={6} defaultValue={values.description} />
      <TextArea label="Características" name="features" rows={5} defaultValue={values.features} hint="Una por línea. Las líneas vacías no se guardan." />
      <Field
        label="Video (opcional)"
        name="videoUrl"
        type="url"
        inputMode="url"
        defaultValue={values.videoUrl}
        error={errors.videoUrl}
        hint="Enlace de YouTube o Vimeo; se muestra en la página del producto."
        autoComplete="off"
      />
      <SpecificationsField initialRows={values.specifications} error={errors.specifications} />
      <ProductImagesField initialImages={values.images} error={errors.images} onUploadingChange={onUploadingChange} />

      <div className="grid gap-4 md:grid-cols-2">
        <Switch name="isActive" label="Activo" hint="Visible en el sitio público." defaultChecked={values.isActive} />
        <Switch name="isFeatured" label="Destacado" hint="Aparece en el carrusel de productos destacados del inicio." defaultChecked={values.isFeatured} />
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        <button
          type="submit"
          disabled={saving || uploading}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {saving ? "Guardando..." : uploading ? "Subiendo imágenes..." : submitLabel}
        </button>
        <Link to="/admin/products" className="rounded-md px-4 py-2.5 font-semibold text-stone-800 underline hover:text-stone-950">
          Volver al listado
        </Link>
      </div>
    </Form>
  );
}
