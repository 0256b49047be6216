import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { FieldError } from "./field-error";

interface FrameProps {
  label: string;
  /** The server's (or the schema's) message for this field. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Draws the control with the ids the frame gives it. */
  children(control: { id: string; describedBy: string | undefined }): ReactNode;
}

// A labelled control with its hint and error tied to it for screen readers (the control draws its
// red border from aria-invalid): the one frame of every input, textarea and select of the site's forms.
export function FieldFrame({ label, error, hint, className, children }: FrameProps) {
  const id = useId();
  const hintId = `${id}-ayuda`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
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
        <Input id={control.id} name={name} aria-invalid={error ? true : undefined} aria-describedby={control.describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({ label, name, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Textarea
          id={control.id}
          name={name}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
