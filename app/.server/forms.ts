import {
  checkForm,
  type FieldErrors,
  type FormCheck,
  type FormReply,
  type FormSchema,
  formValues,
  type SubmittedValues,
} from "~/lib/forms";
import { type FormRequest, readFormBody } from "./security/form-body";

// Every route action reads its form here (docs/decisions/013-form-pipeline.md): the body parsed
// once per request and kept in the request context (./security/form-body.ts), turned into plain
// values and checked by the form's zod schema, the same schema the page may check in the browser.

export type FormSubmission<Output> = FormCheck<Output> & {
  /** Everything posted, files included, for the few fields a schema does not cover. */
  submitted: SubmittedValues;
};

/** Everything the form posted, as plain values. */
export async function readSubmitted(request: FormRequest): Promise<SubmittedValues> {
  return formValues(await readFormBody(request));
}

export async function parseForm<Output>(request: FormRequest, schema: FormSchema<Output>): Promise<FormSubmission<Output>> {
  const submitted = await readSubmitted(request);
  return { ...checkForm(schema, submitted), submitted };
}

/** The refusal of a form: each field's message and what was typed, as every form reads them. */
export function formReply(submission: { values: FormReply["values"]; errors?: FieldErrors }, errors: FieldErrors = {}): FormReply {
  return { errors: { ...submission.errors, ...errors }, values: submission.values };
}

/** The button a form was sent with (its `intent`), for actions whose forms differ by intent. */
export async function formIntent(request: FormRequest): Promise<string> {
  const { intent } = await readSubmitted(request);
  return typeof intent === "string" ? intent : "";
}
