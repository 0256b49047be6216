import { useRef } from "react";
import { Form } from "react-router";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import type { EditBase, EditConflict } from "~/admin/lib/edit-conflict";
import { EditBaseFields, EditConflictNotice } from "./edit-conflict-notice";
import { Field, TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { categoriesCopy as copy } from "~/admin/content/categories";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "~/admin/lib/category-form";
import type { SavedStamp } from "~/admin/lib/form-safety-net";
import type { FieldErrors } from "~/lib/forms";

// The two forms of the categories admin: "Nueva categoría" above the tree, and the edit page's
// name, description and place in the tree. Plain posts to their route's action; the safety net
// keeps unsaved work.

export interface CategoryFormValues {
  name: string;
  description: string;
  parentId?: string;
}

type CategoryParents = readonly { id: string; name: string }[];

/** "Dentro de": the top-level categories a category can go under, or none (a top-level one). */
function ParentField({ parents, value, error, hint }: { parents: CategoryParents; value: string; error?: string; hint: string }) {
  return (
    <SelectField label={copy.create.parent} name="parentId" defaultValue={value} error={error} hint={hint}>
      <option value="">{copy.create.topLevel}</option>
      {parents.map((parent) => (
        <option key={parent.id} value={parent.id}>
          {parent.name}
        </option>
      ))}
    </SelectField>
  );
}

export function CreateCategoryForm({
  values,
  errors,
  parents,
}: {
  values: CategoryFormValues;
  errors: FieldErrors;
  parents: CategoryParents;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={form} noValidate className="mb-8 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      {/* The form stays above the tree once the category is created: emptied for the next one. */}
      <FormSafetyNet form={form} draftKey="categoria:nueva" saved={null} errors={errors} subject="category" emptyAfterSave />
      <fieldset>
        <legend className="px-1 text-lg font-semibold text-stone-900">{copy.create.legend}</legend>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <Field
            label={copy.create.name}
            name="name"
            defaultValue={values.name}
            error={errors.name}
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            required
          />
          <ParentField parents={parents} value={values.parentId ?? ""} error={errors.parentId} hint={copy.create.parentHint} />
          <TextAreaField
            label={copy.create.description}
            name="description"
            rows={2}
            defaultValue={values.description}
            error={errors.description}
            hint={copy.create.descriptionHint}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            className="md:col-span-2"
          />
        </div>
        <SubmitButton intent="create" pendingText={copy.create.pending} className="mt-4 w-full sm:w-auto">
          {copy.create.submit}
        </SubmitButton>
      </fieldset>
    </Form>
  );
}

export function EditCategoryForm({
  values,
  errors,
  addressHint,
  draftKey,
  saved,
  parents,
  hasSubcategories,
  edit,
}: {
  values: CategoryFormValues;
  errors: FieldErrors;
  addressHint: string | null;
  draftKey: string;
  saved: SavedStamp | null;
  parents: CategoryParents;
  hasSubcategories: boolean;
  /** The category's version and a refused save's conflict (docs/decisions/022-edit-conflicts.md). */
  edit: { base: EditBase | null; conflict?: EditConflict | null };
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={form} noValidate className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <FormSafetyNet form={form} draftKey={draftKey} saved={saved} errors={errors} subject="category" />
      <EditBaseFields base={edit.base} />
      <EditConflictNotice conflict={edit.conflict} />
      <Field
        label={copy.form.name}
        name="name"
        defaultValue={values.name}
        error={errors.name}
        hint={addressHint ?? undefined}
        maxLength={CATEGORY_NAME_MAX}
        autoComplete="off"
        required
      />
      <TextAreaField
        label={copy.form.description}
        name="description"
        rows={3}
        defaultValue={values.description}
        error={errors.description}
        hint={copy.form.descriptionHint}
        maxLength={CATEGORY_DESCRIPTION_MAX}
      />
      {hasSubcategories ? (
        <p className="text-sm text-stone-700">{copy.form.parentFixed}</p>
      ) : (
        <ParentField parents={parents} value={values.parentId ?? ""} error={errors.parentId} hint={copy.form.parentHint} />
      )}
      <div>
        <SubmitButton intent="save" pendingText={copy.form.saving} className="w-full sm:w-auto">
          {copy.form.save}
        </SubmitButton>
      </div>
    </Form>
  );
}
