import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { Label } from "~/components/ui/label";

// Beside field.tsx rather than in it, as select-field.tsx: only admin forms have checkboxes, and
// field.tsx is in the scripts of every public page.

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  hint: ReactNode;
  name: string;
}

/** A checkbox (a switch with role="switch") beside its label, its hint tied to it for screen readers. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-ayuda`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" aria-describedby={hintId} {...input} />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
