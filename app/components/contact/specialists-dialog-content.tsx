import { MessageCircle, Phone, X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from "react";
import { contactModalCopy } from "~/content/contact";
import { specialists } from "~/content/specialists";
import { specialistChatLink, telLink } from "~/lib/chat-links";
import { ContactForm } from "./contact-form";

// The contact modal's content, loaded the first time a visitor opens it (specialists-dialog.tsx):
// the form, its validation and the list cost bytes no page needs before that click.

const focusable = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), textarea, select';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a modal
 * <dialog> alone lets focus leave for the browser's own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}


interface SpecialistsDialogContentProps {
  topic?: string;
  /** Called once the dialog has closed (Escape, 'Cerrar' or a click on the backdrop). */
  onClose(): void;
  /** The trigger, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Nuestros Especialistas' (docs/requirements.md §2), each a chat or a call away, and below them
 * the contact form for those who prefer to write. The native <dialog> with showModal() gives the
 * focus trap, Escape and the inert page for free; a click on the backdrop closes it too.
 */
export default function SpecialistsDialogContent({ topic, onClose, returnFocusTo }: SpecialistsDialogContentProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const formTitleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    // The backdrop click is a pointer shortcut; keyboard users close with Escape or 'Cerrar'.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      // The backdrop belongs to the <dialog> box itself; the content fills it, so a press and
      // release both on the dialog element mean a click outside the content.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={keepFocusInside}
      className="m-auto max-h-[80vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Cerrar</span>
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-bold text-brand-900">
          Nuestros Especialistas
        </h2>
        <p id={descriptionId} className="mt-2 text-stone-700">
          Elegí el especialista que mejor se adapte a tus necesidades y conectate directamente.
        </p>
        <ul className="mt-6 space-y-4">
          {specialists.map((specialist) => (
            <li key={specialist.phone} className="rounded-xl border border-stone-200 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{specialist.area}</p>
              <h3 className="mt-1 text-lg font-semibold text-stone-900">{specialist.name}</h3>
              <p className="text-sm text-stone-600">{specialist.title}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a
                  href={specialistChatLink(specialist)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  WhatsApp
                  <span className="sr-only">
                    con {specialist.name} (abre en una pestaña nueva)
                  </span>
                </a>
                <a
                  href={telLink(specialist.phone)}
                  className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="sr-only">Llamar a {specialist.name} al </span>
                  {specialist.phone}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <section aria-labelledby={formTitleId} className="mt-8 border-t border-stone-200 pt-6">
          <h3 id={formTitleId} className="text-lg font-semibold text-brand-900">
            {contactModalCopy.formTitle}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{contactModalCopy.formLead}</p>
          <ContactForm variant="modal" action="/contacto" submitLabel={contactModalCopy.submit} topic={topic} className="mt-4" />
        </section>
      </div>
    </dialog>
  );
}
