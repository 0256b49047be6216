import { type RefObject, useEffect } from "react";

/**
 * After a refused save, moves focus to the first field (in the form's order) that has a message and
 * scrolls it into view, so the editor lands where the fix is, whatever the length of the form.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Partial<Record<string, string>>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const first = Array.from(element.elements).find(
      (field): field is HTMLElement => field instanceof HTMLElement && "name" in field && Boolean(errors[(field as HTMLInputElement).name]),
    );
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [form, errors]);
}
