import { RENDERED_AT_FIELD } from "~/lib/contact-form-fields";
import { useState } from "react";
import { Field, TextAreaField } from "~/components/forms/field";
import { Notice } from "~/components/ui/notice";
import { checkForm, type FieldErrors, fieldValues, type FormSchema } from "~/lib/forms";
import { contactNotices } from "~/lib/public-notices";
import { SendButton, SpamGuardFields } from "./contact-fields";
import type { ContactActionData } from "./contact-form";
import { useContactSubmit } from "./use-contact-submit";

const fields = ["name", "email", "phone", "company", "message"] as const;
type Values = Record<(typeof fields)[number], string>;

// The form's rules are zod's (about 13 KB of script, Brotli): they load when the visitor first
// focuses the form or sends it, not with the page. A failed load is tried again on the next send.
let rules: Promise<FormSchema<unknown>> | undefined;
let loadedRules: FormSchema<unknown> | undefined;

function loadRules(): Promise<FormSchema<unknown>> {
  rules ??= import("~/lib/contact-forms").then(
    (module) => (loadedRules = module.ambicContactSchema),
    (error: unknown) => {
      rules = undefined;
      throw error;
    },
  );
  return rules;
}

/**
 * The AMBIC contact form (docs/requirements.md §2, §5): validated on submit and again on every
 * change after that, with the messages of docs/requirements.md §5. Unlike the original, the lead is
 * stored through the contact function.
 */
export function AmbicContactForm({
  action,
  submitLabel,
  actionData,
}: {
  action: string;
  submitLabel: string;
  actionData?: ContactActionData;
}) {
  const [values, setValues] = useState<Values>(() => fieldValues(fields, actionData?.success ? undefined : actionData?.values));
  const [errors, setErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  const [validated, setValidated] = useState(false);
  const { send, sending } = useContactSubmit({
    onSuccess: () => {
      setValues(fieldValues(fields));
      setErrors({});
      setValidated(false);
    },
    successToast: contactNotices.ambicSuccess,
  });

  function validate(schema: FormSchema<unknown>, next: Values): boolean {
    const checked = checkForm(schema, next);
    setErrors(checked.ok ? {} : checked.errors);
    return checked.ok;
  }

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (validated && loadedRules) validate(loadedRules, next);
    },
  });

  const notice = actionData ? (actionData.success ? contactNotices.ambicSuccess : contactNotices.error) : null;

  return (
    <form
      method="post"
      action={action}
      noValidate
      onFocus={() => void loadRules().catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        loadRules().then(
          (schema) => {
            setValidated(true);
            if (validate(schema, values)) void send(form);
          },
          // Without the rules (the connection dropped), the contact function checks the same ones.
          () => void send(form),
        );
      }}
      className="relative flex flex-col gap-4"
    >
      <Notice notice={notice} />
      <input type="hidden" name="source" value="ambic" />
      <input type="hidden" name="pagina" value="/ambic" />
      <SpamGuardFields shownSince={actionData?.success ? undefined : actionData?.values?.[RENDERED_AT_FIELD]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nombre *" autoComplete="name" {...bind("name")} />
        <Field label="Email *" type="email" autoComplete="email" inputMode="email" {...bind("email")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Teléfono" type="tel" autoComplete="tel" placeholder="+598 99 123 456" {...bind("phone")} />
        <Field label="Empresa o tambo" autoComplete="organization" {...bind("company")} />
      </div>
      <TextAreaField label="Mensaje *" {...bind("message")} />
      <SendButton label={submitLabel} sending={sending} />
    </form>
  );
}
