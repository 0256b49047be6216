import type { Editor } from "@tiptap/core";
import { type FormEvent, type ReactNode, useId } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { articleAdminCopy } from "~/admin/content/articles";
import { FieldError } from "~/components/forms/field-error";

// The frame, form and fields the rich-text editor's dialogs (link, image, video) share.

/**
 * A dialog of the editor: opening it puts focus in the field its body marks `data-autofocus` (the
 * address of a link, say, so Ctrl+K then typing works), else on the first control; closing it gives
 * focus back to the text where the editor was.
 */
export function EditorDialog({
  editor,
  open,
  onOpenChange,
  children,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's body, given the id its parts build their ids from. */
  children(id: string): ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={articleAdminCopy.editor.cancel}
        onOpenAutoFocus={(event) => {
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
        aria-describedby={`${id}-descripcion`}
      >
        {children(id)}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's form, headed by its title and the description the dialog points to. */
export function DialogForm({
  id,
  title,
  description,
  busy,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  description: string;
  busy?: boolean;
  onSubmit(): void | Promise<void>;
  children: ReactNode;
}) {
  // The dialog is in a portal, but React events still bubble to the article form: stop them here.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-4 p-6" noValidate aria-busy={busy}>
      <DialogTitle className="text-xl font-semibold">{title}</DialogTitle>
      <DialogDescription id={`${id}-descripcion`} className="text-sm text-stone-600">
        {description}
      </DialogDescription>
      {children}
    </form>
  );
}

/** A dialog field's error: announced as it appears, since the dialog keeps the focus where it was. */
export function DialogFieldError({ id, message }: { id: string; message: string }) {
  return <FieldError id={id} message={message} alert />;
}

/** The web address a dialog asks for; typing clears its message. */
export function AddressField({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string;
  autoComplete?: string;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-direccion`}>{label}</Label>
      <Input
        id={`${id}-direccion`}
        data-autofocus
        value={value}
        inputMode="url"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <DialogFieldError id={`${id}-error`} message={error} />
    </div>
  );
}
