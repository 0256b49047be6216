import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

interface FrameProps {
  label: string;
  /** The server's (or the schema's) message for this field. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Draws the control with the ids and the look the frame gives it. */
  children(control: { id: string; describedBy: string | undefined; className: string }): ReactNode;
}

// A labelled control with its hint and error tied to it for screen readers, and a red border
// when invalid: the one frame of every input and textarea of the site's forms.
function FieldFrame({ label, error, hint, className, children }: FrameProps) {
  const id = useId();
  const hintId = `${id}-ayuda`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        describedBy,
        className: cn(
          "rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
          error ? "border-red-600" : "border-stone-300",
        ),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          id={control.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={control.className}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string;
}

export function TextAreaField({ label, name, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <textarea
          id={control.id}
          name={name}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={control.className}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
