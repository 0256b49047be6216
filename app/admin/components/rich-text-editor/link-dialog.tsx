import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { articleAdminCopy } from "~/admin/content/articles";
import { isExternalLink, normaliseLinkAddress } from "~/admin/lib/link-address";
import { AddressField, DialogForm, EditorDialog } from "../editor-dialog";

// The link dialog (Ctrl+K, or the toolbar's link button): the address of the link under the
// cursor, or of a new one; a link to another site opens in a new tab.

const copy = articleAdminCopy.editor;

export function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <EditorDialog editor={editor} open={open} onOpenChange={onOpenChange}>
      {(id) => <LinkForm id={id} editor={editor} close={() => onOpenChange(false)} />}
    </EditorDialog>
  );
}

/** Mounted each time the dialog opens, with the link under the cursor. */
function LinkForm({ id, editor, close }: { id: string; editor: Editor; close(): void }) {
  const text = copy.linkDialog;
  const [current] = useState(() => editor.getAttributes("link").href as string | undefined);
  const [address, setAddress] = useState(current ?? "");
  const [error, setError] = useState("");
  const typeAddress = (next: string) => {
    setAddress(next);
    setError("");
  };
  const normalised = normaliseLinkAddress(address);
  const external = normalised ? isExternalLink(normalised) : false;

  const apply = () => {
    if (!normalised) {
      setError(text.invalid);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: address.trim(), marks: [{ type: "link", attrs: { href: normalised } }] }).run();
    } else {
      chain.setLink({ href: normalised }).run();
    }
    close();
  };

  return (
    <DialogForm id={id} title={text.title} description={text.description} onSubmit={apply}>
      <AddressField id={id} label={text.address} value={address} error={error} autoComplete="off" onChange={typeAddress} />
      {external && (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
            <input type="checkbox" checked disabled aria-describedby={`${id}-pestana`} className="size-5 accent-brand-700" />
            {text.newTab}
          </label>
          <p id={`${id}-pestana`} className="text-sm text-stone-600">
            {text.newTabHint}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{text.apply}</Button>
        {current && (
          <Button
            type="button"
            variant="danger"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
            {text.remove}
          </Button>
        )}
      </div>
    </DialogForm>
  );
}
