import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The look of every text control (Input, Textarea, Select): a red border when `aria-invalid` is set,
 * so the attribute screen readers hear and the border cannot disagree.
 */
export const controlClass =
  "rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(controlClass, className)} {...props} />;
}
