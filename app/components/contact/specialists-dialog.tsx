import { lazy, Suspense, useRef, useState } from "react";

// The dialog's content (specialists, contact form, validation) is a separate chunk fetched on the
// first click: every page has a "Consultar" button, few visitors press it.
const SpecialistsDialogContent = lazy(() => import("./specialists-dialog-content"));

interface SpecialistsDialogProps {
  /** Text of the trigger button. */
  label?: string;
  /** What the visitor asks about; travels with the message sent from the dialog's form. */
  topic?: string;
  className?: string;
}

/**
 * A trigger button and the contact modal (./specialists-dialog-content.tsx). The modal is only
 * rendered while open, and focus returns to the trigger when it closes.
 */
export function SpecialistsDialog({ label = "Contactar Ahora", topic, className }: SpecialistsDialogProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button ref={triggerRef} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SpecialistsDialogContent topic={topic} onClose={() => setOpen(false)} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
