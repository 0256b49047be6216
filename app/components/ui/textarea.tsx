import type * as React from "react";
import { controlClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={controlClass(props["aria-invalid"], className)} {...props} />;
}
