import type { ReactNode, SelectHTMLAttributes } from "react";
import { Select } from "~/components/ui/select";
import { FieldFrame } from "./field";

// Beside field.tsx rather than in it: only admin forms choose from a list, and field.tsx is in the
// scripts of every public page.

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({ label, name, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Select
          id={control.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className="w-full min-w-0"
          {...select}
        >
          {children}
        </Select>
      )}
    </FieldFrame>
  );
}
