import { MessageCircle, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { specialists } from "~/content/specialists";
import { specialistChatLink, telLink } from "~/lib/chat-links";

interface SpecialistsDialogProps {
  /** Text of the trigger button. */
  label?: string;
  className?: string;
}

/**
 * A trigger button and the 'Nuestros Especialistas' modal (SPEC §2). The native <dialog> with
 * showModal() gives the focus trap, Escape and the inert page for free; a click on the backdrop
 * closes it too, and focus returns to the trigger. The list is only rendered while open.
 */
export function SpecialistsDialog({ label = "Contactar Ahora", className }: SpecialistsDialogProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  return (
    <>
      <button ref={triggerRef} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      {open && (
        // The backdrop click is a pointer shortcut; keyboard users close with Escape or 'Cerrar'.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onClose={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
          // The backdrop belongs to the <dialog> box itself; the content fills it, so a press and
          // release both on the dialog element mean a click outside the content.
          onPointerDown={(event) => {
            pressedOnBackdrop.current = event.target === event.currentTarget;
          }}
          onClick={(event) => {
            if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
          }}
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
          </div>
        </dialog>
      )}
    </>
  );
}
