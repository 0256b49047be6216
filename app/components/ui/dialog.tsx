import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

// shadcn/ui Dialog on Radix: focus moves in and stays in, Escape and a click outside close it, the
// page behind is hidden from screen readers and does not scroll, focus goes back on close. Only a
// lazily loaded chunk may import this module: Radix's dialog is about 10 KB that no page needs
// before a visitor opens one (docs/performance.md).

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Text of the close button in the corner (read by screen readers). */
  closeLabel?: string;
}

/**
 * The overlay and the box, in a portal. The box is a <dialog> element (opened by Radix, not by
 * showModal()), so it keeps the role and stays what `closest("dialog")` finds: key handlers of the
 * page (the hero carousel's arrows) leave alone the keys pressed inside it.
 */
export function DialogContent({ className, children, closeLabel = "Cerrar", ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
      <DialogPrimitive.Content asChild {...props}>
        <dialog
          open
          className={cn(
            "fixed inset-0 z-50 m-auto h-fit max-h-[80vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-stone-900 shadow-2xl",
            className,
          )}
        >
          {/* First in the box, so it is where focus lands on opening, as with showModal(). */}
          <DialogPrimitive.Close className="absolute top-3 right-3 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
          {children}
        </dialog>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
