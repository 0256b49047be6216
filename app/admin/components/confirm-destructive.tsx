import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useEscapeKey } from "~/components/layout/use-escape-key";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// The one confirmation of the admin's destructive actions (docs/decisions/030-one-way-to-change-in-the-admin.md):
// a box that asks the question, says in words what will happen, and holds the form whose POST does
// it, beside "Cancelar". Nothing is ever deleted by a GET or by a browser dialog.
//
// It opens in one of two ways, both without JavaScript:
// - from a row: the red button is the <summary> of a <details>, and the box opens under it;
// - from the page's address (/admin/articles?delete={slug}): the page renders it open, and
//   "Cancelar" is a link back to the address without the parameter.
// When it opens, the focus goes to "Cancelar" (the harmless choice) and a screen reader hears the
// question and what will happen (an alertdialog named by the one and described by the other).
// Escape cancels, as "Cancelar" does; from a row the focus then goes back to the red button.

interface ConfirmDestructiveProps {
  /** The question, in the spec's words where it gives them ("¿Eliminar este artículo? Esta acción no se puede deshacer."). */
  question: ReactNode;
  /** What will happen, in words: what goes, what stays, whether it can be undone. */
  consequence?: ReactNode;
  /** The form that does it: where it posts (its own page unless given), its intent and hidden fields. */
  form: { action?: string; intent: string; fields: Record<string, string> };
  /** The button that does it ("Sí, eliminar"), with the thing's name for screen readers. */
  confirmLabel: ReactNode;
  /** The button's words while the change is on its way ("Eliminando…"). */
  pendingText: string;
  /** "Cancelar" and, for screen readers, what is cancelled. */
  cancelLabel?: ReactNode;
  /**
   * How it opens: `trigger`, the words of a row's red button that opens it in place; or
   * `cancelTo`, the address without the parameter that opened it with the page.
   */
  opener: { trigger: ReactNode } | { cancelTo: string };
  /** Instead of the form: why it cannot be done now and what to do instead (say, a category in use). */
  refusal?: ReactNode;
}

export function ConfirmDestructive(props: ConfirmDestructiveProps) {
  return "trigger" in props.opener ? (
    <FromRow {...props} trigger={props.opener.trigger} />
  ) : (
    <FromAddress {...props} cancelTo={props.opener.cancelTo} />
  );
}

type BoxProps = Omit<ConfirmDestructiveProps, "opener"> & { cancel: ReactNode; size: "xs" | "md"; className?: string };

function Box({ question, consequence, form, confirmLabel, pendingText, refusal, cancel, size, className }: BoxProps) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-pregunta`}
      aria-describedby={consequence || refusal ? `${id}-consecuencia` : undefined}
      className={cn("flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 text-red-950", className)}
    >
      <p id={`${id}-pregunta`} className={cn("font-semibold", size === "md" && "text-lg")}>
        {question}
      </p>
      {refusal ? <div id={`${id}-consecuencia`}>{refusal}</div> : consequence ? <p id={`${id}-consecuencia`}>{consequence}</p> : null}
      {refusal ? (
        <div className="flex flex-wrap items-center gap-2">{cancel}</div>
      ) : (
        <Form method="post" action={form.action} preventScrollReset className="mt-1 flex flex-wrap items-center gap-2">
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton intent={form.intent} pendingText={pendingText} variant="destructive" size={size}>
            {confirmLabel}
          </SubmitButton>
          {cancel}
        </Form>
      )}
    </div>
  );
}

/** Opened from a row: a <details> whose summary is the red button; the box opens inside the row. */
function FromRow({ trigger, cancelLabel = "Cancelar", ...box }: Omit<ConfirmDestructiveProps, "opener"> & { trigger: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const cancelLink = useRef<HTMLAnchorElement>(null);
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
  // Without scripts "Cancelar" reloads the page as it was, which closes the box; with them it closes in place.
  const cancel = (
    <Link
      ref={cancelLink}
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
    <details
      ref={details}
      className="group relative max-sm:open:basis-full"
      onToggle={(event) => {
        if (event.currentTarget.open) cancelLink.current?.focus();
      }}
    >
      <summary
        className={cn(buttonVariants({ variant: "danger", size: "xs" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        {trigger}
      </summary>
      <Box {...box} cancel={cancel} size="xs" className="mt-2 w-full p-3 text-sm sm:absolute sm:right-0 sm:z-10 sm:w-72" />
    </details>
  );
}

/** Opened by the page's address (?delete={slug}): shown open at the top of the page. */
function FromAddress({ cancelTo, cancelLabel = "Cancelar", ...box }: Omit<ConfirmDestructiveProps, "opener"> & { cancelTo: string }) {
  const cancelLink = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  useEffect(() => cancelLink.current?.focus(), []);
  useEscapeKey(true, () => void navigate(cancelTo, { replace: true, preventScrollReset: true }));
  const cancel = (
    <Link ref={cancelLink} to={cancelTo} replace preventScrollReset className={buttonVariants({ variant: "secondary", size: "md" })}>
      {cancelLabel}
    </Link>
  );
  return <Box {...box} cancel={cancel} size="md" className="mb-8 p-5" />;
}
