import type * as React from "react";
import { cn } from "~/lib/cn";
import { controlClass } from "./input";

/** The browser's own <select>, dressed as the other controls: it works without JavaScript and opens the phone's native picker. */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(controlClass, className)} {...props} />;
}
