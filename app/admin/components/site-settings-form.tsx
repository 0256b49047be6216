import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import type { EditBase, EditConflict } from "~/admin/lib/edit-conflict";
import { EditBaseFields, EditConflictNotice } from "./edit-conflict-notice";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { factLabels, settingsCopy as copy, specialistLabels } from "~/admin/content/settings";
import type { FieldValue, SavedStamp } from "~/admin/lib/form-safety-net";
import type { FieldErrors } from "~/lib/forms";
import { type SiteFacts, type Specialist, socialNetworks } from "~/lib/site-facts";
import {
  applyRowIntent,
  emptySpecialist,
  MAX_SPECIALISTS,
  type RowIntent,
  type SiteSettingsValues,
  specialistFields,
} from "~/admin/lib/site-settings-form";
import { FieldError } from "~/components/forms/field-error";

// The form of /admin/ajustes: plain labelled fields in four fieldsets. The specialists are rows
// whose buttons post an intent (add, remove, move) the action answers without saving, so they work
// without JavaScript; with it they act at once in the page. The safety net keeps unsaved work.

type Row = Specialist & { id: number };

let nextRowId = 0;
const toRows = (specialists: readonly Specialist[]): Row[] => specialists.map((specialist) => ({ ...specialist, id: nextRowId++ }));

const inputTypes: Partial<Record<keyof SiteFacts, { type: string; inputMode?: "tel" | "email" | "url"; autoComplete?: string }>> = {
  phone: { type: "tel", autoComplete: "off" },
  chat: { type: "tel", autoComplete: "off" },
  email: { type: "email", autoComplete: "off" },
  mapUrl: { type: "url" },
  facebook: { type: "url" },
  instagram: { type: "url" },
  linkedin: { type: "url" },
  youtube: { type: "url" },
};

function FactField({
  name,
  values,
  errors,
  hint,
}: {
  name: keyof SiteFacts;
  values: SiteSettingsValues;
  errors: FieldErrors;
  hint?: string;
}) {
  const { label, hint: ownHint } = factLabels[name];
  return (
    <Field
      label={label}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      hint={ownHint ?? hint}
      {...(inputTypes[name] ?? { type: "text" })}
    />
  );
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function SiteSettingsForm({
  values,
  errors,
  saved,
  edit,
}: {
  values: SiteSettingsValues;
  errors: FieldErrors;
  /** The stored settings the form was loaded with, for the safety net's copy. */
  saved: SavedStamp | null;
  /** The settings' version and a refused save's conflict (docs/decisions/022-edit-conflicts.md). */
  edit: { base: EditBase | null; conflict?: EditConflict | null };
}) {
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState(() => toRows(values.specialists));
  // A row's messages belong to the row order the server saw; once rows move here they would point at the wrong one.
  const [rowsMoved, setRowsMoved] = useState(false);
  const focusAfter = useRef<string | null>(null);
  // A new answer of the action (a refusal, or rows changed without JavaScript) brings its own rows.
  const [shownValues, setShownValues] = useState(values);
  if (values !== shownValues) {
    setShownValues(values);
    setRows(toRows(values.specialists));
    setRowsMoved(false);
  }
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = document.getElementById(focusAfter.current);
    focusAfter.current = null;
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus();
    else document.getElementById("agregar-especialista")?.focus();
  });

  /** With JavaScript a row button acts in the page; the form only changes when it is saved. */
  const act = (event: React.MouseEvent<HTMLButtonElement>, intent: RowIntent, focus: string | null) => {
    event.preventDefault();
    // Keep what was typed in each row: read the fields, then reorder.
    const element = form.current;
    const typed = element ? readRows(element, rows) : rows;
    setRows(applyRowIntent(typed, intent, () => ({ ...emptySpecialist, id: nextRowId++ })));
    setRowsMoved(true);
    focusAfter.current = focus;
  };

  /** A kept draft with more or fewer specialists: as many rows, filled in next. */
  const arrange = (fields: readonly FieldValue[]) => {
    const count = fields.filter(([name]) => name === specialistFields.name).length;
    setRows((current) =>
      count > current.length
        ? [...current, ...toRows(Array.from({ length: count - current.length }, () => emptySpecialist))]
        : current.slice(0, count),
    );
  };

  const rowErrors = rowsMoved ? {} : errors;
  return (
    <Form method="post" ref={form} noValidate className="flex flex-col gap-6">
      {/* Enter in a field saves: the first submit button of a form is the one implicit submission presses. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <FormSafetyNet form={form} draftKey="ajustes" saved={saved} errors={errors} subject="settings" arrange={arrange} />
      <EditBaseFields base={edit.base} />
      <EditConflictNotice conflict={edit.conflict} />
      <Fieldset legend={copy.fieldsets.company}>
        <FactField name="name" values={values} errors={errors} />
        <FactField name="legalName" values={values} errors={errors} />
      </Fieldset>
      <Fieldset legend={copy.fieldsets.contact}>
        {(["phone", "chat", "email", "officeHours", "street", "postalCode", "city", "country", "mapUrl"] as const).map((name) => (
          <FactField key={name} name={name} values={values} errors={errors} />
        ))}
      </Fieldset>
      <Fieldset legend={copy.fieldsets.social}>
        {socialNetworks.map(({ key }) => (
          <FactField key={key} name={key} values={values} errors={errors} hint={copy.socialHint} />
        ))}
      </Fieldset>
      <fieldset className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6" aria-describedby="especialistas-ayuda">
        <legend className="px-1 text-lg font-semibold text-stone-900">{copy.fieldsets.specialists}</legend>
        <p id="especialistas-ayuda" className="mt-1 text-sm text-stone-600">
          {copy.specialistsHint}
        </p>
        <FieldError message={errors.specialists} alert className="mt-2" />
        <ol className="mt-4 flex flex-col gap-4">
          {rows.map((row, index) => {
            const label = copy.specialist(index + 1);
            const who = row.name || label;
            return (
              <li key={row.id} data-row={row.id}>
                <fieldset className="rounded-md border border-stone-200 bg-stone-50 p-3 sm:p-4">
                  <legend className="px-1 font-semibold text-stone-800">{label}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {(Object.keys(specialistFields) as (keyof Specialist)[]).map((field) => (
                      <Field
                        key={field}
                        label={specialistLabels[field].label}
                        hint={specialistLabels[field].hint}
                        name={specialistFields[field]}
                        defaultValue={row[field]}
                        type={field === "phone" ? "tel" : "text"}
                        autoComplete="off"
                        error={rowErrors[`specialists.${index}.${field}`]}
                      />
                    ))}
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      id={`subir-${row.id}`}
                      type="submit"
                      name="intent"
                      value={`up-specialist-${index}`}
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      onClick={(event) => act(event, { kind: "up", row: index }, `subir-${row.id}`)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      {copy.moveUp}
                      <span className="sr-only"> a {who}</span>
                    </Button>
                    <Button
                      id={`bajar-${row.id}`}
                      type="submit"
                      name="intent"
                      value={`down-specialist-${index}`}
                      variant="secondary"
                      size="sm"
                      disabled={index === rows.length - 1}
                      onClick={(event) => act(event, { kind: "down", row: index }, `bajar-${row.id}`)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      {copy.moveDown}
                      <span className="sr-only"> a {who}</span>
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`remove-specialist-${index}`}
                      variant="secondary"
                      size="sm"
                      onClick={(event) => act(event, { kind: "remove", row: index }, null)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {copy.remove}
                      <span className="sr-only"> a {who}</span>
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          id="agregar-especialista"
          type="submit"
          name="intent"
          value="add-specialist"
          variant="secondary"
          size="sm"
          className="mt-4 w-fit"
          disabled={rows.length >= MAX_SPECIALISTS}
          onClick={(event) => act(event, { kind: "add" }, null)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.addSpecialist}
        </Button>
      </fieldset>
      <div>
        <SubmitButton intent="save" pendingText={copy.saving} className="w-full sm:w-auto">
          {copy.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The rows as currently typed, read from the form's own fields (they are uncontrolled). */
function readRows(element: HTMLFormElement, rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const item = element.querySelector<HTMLElement>(`[data-row="${row.id}"]`);
    const read = (field: keyof Specialist) =>
      item?.querySelector<HTMLInputElement>(`[name="${specialistFields[field]}"]`)?.value ?? row[field];
    return { id: row.id, name: read("name"), area: read("area"), title: read("title"), phone: read("phone") };
  });
}
