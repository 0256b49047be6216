import type * as React from "react";
import { controlClass } from "./input";

/** The browser's own <select>, dressed as the other controls: it works without JavaScript and opens the phone's native picker. */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={controlClass(props["aria-invalid"], className)} {...props} />;
}
