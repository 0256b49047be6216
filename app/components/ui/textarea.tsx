import type * as React from "react";
import { cn } from "~/lib/cn";
import { controlClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, className)} {...props} />;
}
