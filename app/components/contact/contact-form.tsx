import { useState } from "react";
import { useLocation } from "react-router";
import { Field, TextAreaField } from "~/components/forms/field";
import { Notice } from "~/components/ui/notice";
import { cn } from "~/lib/cn";
import { type ContactResult, RENDERED_AT_FIELD } from "~/lib/contact-form-fields";
import { fieldValues, type TypedValues } from "~/lib/forms";
import { contactNotices } from "~/lib/public-notices";
import { SendButton, SpamGuardFields } from "./contact-fields";
import { useInteractive } from "~/lib/use-interactive";
import { useContactSubmit } from "./use-contact-submit";

type Variant = "inicio" | "contacto" | "modal";

const fieldsOf = {
  inicio: ["nombre", "apellido", "email", "whatsapp", "mensaje"],
  contacto: ["nombre", "email", "telefono", "empresa", "mensaje"],
  modal: ["nombre", "email", "telefono", "empresa", "mensaje"],
} as const satisfies Record<Variant, readonly string[]>;

const requiredOf: Record<Variant, readonly string[]> = {
  inicio: fieldsOf.inicio,
  contacto: ["nombre", "email", "mensaje"],
  modal: ["nombre", "email", "mensaje"],
};

type Values = Record<string, string>;

/** What a no-JavaScript post got back from the page's action. */
export interface ContactActionData extends ContactResult {
  values?: TypedValues;
}

interface ContactFormProps {
  /** Which form this is (docs/requirements.md §3): home, contact page, or the contact modal. */
  variant: Variant;
  /** Where the browser posts without JavaScript: the page's own action, e.g. "/contacto". */
  action: string;
  submitLabel: string;
  /** The page action's answer to a post without JavaScript. */
  actionData?: ContactActionData;
  /** What the visitor asks about, from the button that opened the form. */
  topic?: string;
  /** What the fields start with when nothing was posted yet (the message of a topic's link). */
  initialValues?: Values;
  className?: string;
}

// The home form, the /contacto form and the contact modal's form
// (docs/requirements.md §2, §4, §5, §8).
export function ContactForm({ variant, action, submitLabel, actionData, topic, initialValues, className }: ContactFormProps) {
  const { pathname } = useLocation();
  const interactive = useInteractive();
  const [values, setValues] = useState<Values>(() =>
    fieldValues(fieldsOf[variant], actionData?.success ? undefined : (actionData?.values ?? initialValues)),
  );
  const { submit, sending, result } = useContactSubmit({ onSuccess: () => setValues(fieldValues(fieldsOf[variant])) });
  const errors = (result ?? actionData)?.fieldErrors ?? {};
  const complete = requiredOf[variant].every((name) => (values[name] ?? "").trim() !== "");

  const bind = (name: string) => ({
    name,
    value: values[name] ?? "",
    error: errors[name],
    required: requiredOf[variant].includes(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const notice = actionData ? (actionData.success ? contactNotices.success : contactNotices.error) : null;

  return (
    <form method="post" action={action} onSubmit={submit} className={cn("relative flex flex-col gap-4", className)}>
      <Notice notice={notice} />
      <input type="hidden" name="source" value={variant} />
      <input type="hidden" name="pagina" value={pathname} />
      {topic ? <input type="hidden" name="topic" value={topic} /> : null}
      <SpamGuardFields shownSince={actionData?.success ? undefined : actionData?.values?.[RENDERED_AT_FIELD]} />
      {variant === "inicio" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nombre" autoComplete="given-name" {...bind("nombre")} />
            <Field label="Apellido" autoComplete="family-name" {...bind("apellido")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Email" type="email" autoComplete="email" inputMode="email" {...bind("email")} />
            <Field label="WhatsApp" type="tel" autoComplete="tel" placeholder="+598 99 123 456" {...bind("whatsapp")} />
          </div>
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nombre *" autoComplete="name" {...bind("nombre")} />
            <Field label="Email *" type="email" autoComplete="email" inputMode="email" {...bind("email")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Teléfono" type="tel" autoComplete="tel" placeholder="+598 99 123 456" {...bind("telefono")} />
            <Field label="Empresa o establecimiento" autoComplete="organization" {...bind("empresa")} />
          </div>
        </>
      )}
      <TextAreaField label={variant === "inicio" ? "Mensaje" : "Mensaje *"} {...bind("mensaje")} />
      {/* Before hydration the browser's own required-field check stands in for the home form's rule. */}
      <SendButton label={submitLabel} sending={sending} disabled={interactive && variant === "inicio" && !complete} />
    </form>
  );
}
