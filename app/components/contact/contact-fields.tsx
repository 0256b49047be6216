import { type TextareaHTMLAttributes, useId, useState } from "react";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-form-fields";
import { cn } from "~/lib/cn";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string;
}

// The textarea twin of components/forms/field.tsx: label, red border and message when invalid.
export function TextAreaField({ label, name, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
          error ? "border-red-600" : "border-stone-300",
        )}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The spam trap and the render time every contact form carries (app/.server/leads/spam.ts). The
 * trap is off screen and out of the tab order; people never fill it, form-filling bots do.
 */
export function SpamGuardFields() {
  // Server time in server-rendered forms; React keeps the server's value when the page hydrates.
  const [renderedAt] = useState(() => Date.now());
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} defaultValue={renderedAt} suppressHydrationWarning />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label>
          No completes este campo
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
