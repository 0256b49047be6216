import { type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// The confirmation of a hard-to-undo row action of an admin table ("Eliminar"): a <details> whose
// summary is the red button and whose box opens under it, inside the row, so it works without
// JavaScript and no browser dialog interrupts. Without scripts "Cancelar" reloads the page as it
// was, which closes the box; with them it (or Escape) closes it in place and gives the focus back
// to the button.

interface RowConfirmationProps {
  /** The summary's words, e.g. "Eliminar" and the thing's name for screen readers. */
  trigger: ReactNode;
  /** "Cancelar" and, for screen readers, what is cancelled. */
  cancelLabel: ReactNode;
  /** The box's content, given the cancel link to place beside its own buttons. */
  children: (cancel: ReactNode) => ReactNode;
}

export function RowConfirmation({ trigger, cancelLabel, children }: RowConfirmationProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const here = useLocation();
  const close = () => {
    if (!details.current) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };
  useEffect(() => {
    const element = details.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element?.open) return;
      event.preventDefault();
      close();
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => element?.removeEventListener("keydown", onKeyDown);
  }, []);
  const cancel = (
    <Link
      to={`${here.pathname}${here.search}`}
      preventScrollReset
      className={buttonVariants({ variant: "secondary", size: "xs" })}
      onClick={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {cancelLabel}
    </Link>
  );
  return (
    // Open on a phone, the box takes the card's whole width rather than running off its right edge.
    <details ref={details} className="group relative max-sm:open:basis-full">
      <summary className={cn(buttonVariants({ variant: "danger", size: "xs" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>{trigger}</summary>
      <div className="mt-2 flex w-full flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:absolute sm:right-0 sm:z-10 sm:w-72">
        {children(cancel)}
      </div>
    </details>
  );
}
