import type * as React from "react";
import { cn } from "~/lib/cn";

type Invalid = React.AriaAttributes["aria-invalid"];

/**
 * The look of every text control (Input, Textarea, Select). The border turns red when the control
 * is `aria-invalid`, so what screen readers hear and what the eye sees cannot disagree.
 */
export function controlClass(invalid: Invalid, className?: string): string {
  return cn(
    "rounded-md border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
    invalid === true || invalid === "true" ? "border-red-600" : "border-stone-300",
    className,
  );
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={controlClass(props["aria-invalid"], className)} {...props} />;
}
