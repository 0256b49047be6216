import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { contactHref } from "~/lib/contact-links";
import { useInteractive } from "~/lib/use-interactive";

// The dialog's content (specialists, contact form, validation) is a separate chunk fetched on the
// first click: every page has a "Consultar" button, few visitors press it.
const SpecialistsDialogContent = lazy(() => import("./specialists-dialog-content"));

interface SpecialistsDialogProps {
  /** Text of the trigger. */
  label?: string;
  /**
   * Words that finish the trigger's text for screen readers and search engines when the visible
   * label alone says too little out of context ("Más información" → "… sobre Silotrato").
   */
  hiddenDetail?: string;
  /** What the visitor asks about; travels with the message sent from the dialog's form. */
  topic?: string;
  className?: string;
}

/**
 * A trigger and the contact modal (./specialists-dialog-content.tsx). The trigger is a real link
 * first: before the scripts run (or without them) it leads to /contacto, with the form pre-filled
 * with the topic, or to its specialists section when there is none, so a press is never lost. Once
 * hydrated, a plain click opens the modal instead; a click that asks for a new tab or window
 * still follows the link. The modal is only rendered while open, and focus returns to the trigger
 * when it closes.
 */
export function SpecialistsDialog({ label = "Contactar Ahora", hiddenDetail, topic, className }: SpecialistsDialogProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const interactive = useInteractive();

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        ref={triggerRef}
        href={contactHref(topic)}
        aria-haspopup={interactive ? "dialog" : undefined}
        onClick={openDialog}
        className={className}
      >
        {label}
        {hiddenDetail && <span className="sr-only"> {hiddenDetail}</span>}
      </a>
      {open && (
        <Suspense fallback={null}>
          <SpecialistsDialogContent topic={topic} onClose={() => setOpen(false)} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
