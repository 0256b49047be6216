import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { articleAdminCopy } from "~/admin/content/articles";
import { videoEmbedUrl } from "~/lib/video-embed";
import { AddressField, DialogForm, EditorDialog } from "../editor-dialog";

// The video dialog: a YouTube or Vimeo address becomes an embedded player, with its title.

const copy = articleAdminCopy.editor;

export function VideoDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <EditorDialog editor={editor} open={open} onOpenChange={onOpenChange}>
      {(id) => <VideoForm id={id} editor={editor} close={() => onOpenChange(false)} />}
    </EditorDialog>
  );
}

function VideoForm({ id, editor, close }: { id: string; editor: Editor; close(): void }) {
  const text = copy.videoDialog;
  const [address, setAddress] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState("");
  const typeAddress = (next: string) => {
    setAddress(next);
    setError("");
  };
  const insert = () => {
    const src = videoEmbedUrl(address);
    if (!src) {
      setError(text.invalid);
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: "videoEmbed", attrs: { src, title: title.trim() } })
      .run();
    close();
  };
  return (
    <DialogForm id={id} title={text.title} description={text.description} onSubmit={insert}>
      <AddressField id={id} label={text.address} value={address} error={error} onChange={typeAddress} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-titulo`}>{text.videoTitle}</Label>
        <Input
          id={`${id}-titulo`}
          value={title}
          maxLength={200}
          aria-describedby={`${id}-titulo-ayuda`}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <p id={`${id}-titulo-ayuda`} className="text-sm text-stone-600">
          {text.videoTitleHint}
        </p>
      </div>
      <div>
        <Button type="submit">{text.insert}</Button>
      </div>
    </DialogForm>
  );
}
