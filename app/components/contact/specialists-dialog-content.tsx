import { type RefObject, useId } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { contactModalCopy } from "~/content/contact";
import { ContactForm } from "./contact-form";
import { SpecialistList } from "./specialist-list";

// The contact modal's content, loaded the first time a visitor opens it (specialists-dialog.tsx):
// the form, its validation, the list and Radix's dialog cost bytes no page needs before that click.

interface SpecialistsDialogContentProps {
  topic?: string;
  /** Called once the dialog has closed (Escape, 'Cerrar' or a click outside it). */
  onClose(): void;
  /** The trigger, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLAnchorElement | null>;
}

/**
 * 'Nuestros Especialistas' (docs/requirements.md §2), each a chat or a call away, and below them
 * the contact form for those who prefer to write. Mounted open; closing it unmounts it.
 */
export default function SpecialistsDialogContent({ topic, onClose, returnFocusTo }: SpecialistsDialogContentProps) {
  const formTitleId = useId();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        // The trigger lives outside this lazily loaded module, so Radix does not know it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="p-6 sm:p-8">
          <DialogTitle className="pr-10 text-2xl font-bold text-brand-900">Nuestros Especialistas</DialogTitle>
          <DialogDescription className="mt-2 text-stone-700">
            Elegí el especialista que mejor se adapte a tus necesidades y conectate directamente.
          </DialogDescription>
          <SpecialistList className="mt-6" />
          <section aria-labelledby={formTitleId} className="mt-8 border-t border-stone-200 pt-6">
            <h3 id={formTitleId} className="text-lg font-semibold text-brand-900">
              {contactModalCopy.formTitle}
            </h3>
            <p className="mt-1 text-sm text-stone-700">{contactModalCopy.formLead}</p>
            <ContactForm variant="modal" action="/contacto" submitLabel={contactModalCopy.submit} topic={topic} className="mt-4" />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
