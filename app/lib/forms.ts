// The one form pipeline (docs/decisions/013-form-pipeline.md): what a form posted becomes plain
// values (formValues), a zod schema checks them (checkForm), and a refusal carries the first
// message per field and what was typed (FormReply). Route actions reach it through parseForm
// (app/.server/forms.ts); forms that validate in the browser call checkForm with the same schema.
// No zod import here: the schemas bring their own (zod, or zod/mini on public pages).

/** The first message for each field that failed, by field name ("form" for the whole form). */
export type FieldErrors = Partial<Record<string, string>>;

/** A form as posted: a name sent once holds its value, a name sent several times a list. */
export type SubmittedValues = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/** What the user typed, sent back with a refusal so the form shows it again: text only, no secrets. */
export type TypedValues = Record<string, string | string[]>;

/** What an action answers when it refuses a form, the same for every form of the site. */
export interface FormReply {
  errors: FieldErrors;
  values: TypedValues;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Any zod schema, classic or zod/mini. */
export interface FormSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

export type FormCheck<Output> = ({ ok: true; data: Output } | { ok: false; errors: FieldErrors }) & { values: TypedValues };

/** Fields never sent back to the page, whatever form they come from. */
const SECRET_FIELDS = new Set(["password", "confirmation", "code"]);

/** A form's entries as plain values; a file input left empty counts as not sent. */
export function formValues(form: FormData): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" && value.size === 0 && value.name === "") continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

/** The text the user typed, for the form to show again. */
export function typedValues(values: SubmittedValues): TypedValues {
  const typed: TypedValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELDS.has(name)) continue;
    if (typeof value === "string") typed[name] = value;
    else if (Array.isArray(value)) typed[name] = value.filter((entry): entry is string => typeof entry === "string");
  }
  return typed;
}

/** The first message of each field. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Checks values against a form's schema: the parsed data, or each field's message. */
export function checkForm<Output>(schema: FormSchema<Output>, values: SubmittedValues): FormCheck<Output> {
  const parsed = schema.safeParse(values);
  const typed = typedValues(values);
  return parsed.success
    ? { ok: true, data: parsed.data, values: typed }
    : { ok: false, errors: fieldErrors(parsed.error.issues), values: typed };
}

/** The one text value of a field that may have been posted several times or as a file. */
export function textOf(value: SubmittedValues[string] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}

/** The fields a form shows, filled with what was typed before a refusal, or empty. */
export function fieldValues<Name extends string>(names: readonly Name[], typed: TypedValues = {}): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, textOf(typed[name])])) as Record<Name, string>;
}
