import { Slice } from "@tiptap/pm/model";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { cleanPastedHtml } from "./pasted-html";
import type { PastedImageReport } from "./pasted-images";
import { hasNoText, type ImageDraft, imageFileOf } from "./rich-text-editor/article-images";
import { editorContentClass, editorHtml } from "./rich-text-editor/editor-content";
import { HtmlView } from "./rich-text-editor/html-view";
import { ImageDialog, imageDraftOfSelection } from "./rich-text-editor/image-dialog";
import { LinkDialog } from "./rich-text-editor/link-dialog";
import { PasteNotices, usePasteUploads } from "./rich-text-editor/paste-uploads";
import { EditorToolbar, TableTools } from "./rich-text-editor/toolbar";
import { VideoDialog } from "./rich-text-editor/video-dialog";
import { articleExtensions } from "./rich-text-extensions";

// The article content field once scripts run (docs/decisions/014-article-editor.md): a TipTap
// editor whose HTML a hidden input named "content" carries, so the form posts what it always
// posted. Loaded on demand by ArticleContentField: no public page downloads it. Its toolbar,
// dialogs (link, image, video), HTML view and the uploads of pasted images are in ./rich-text-editor/.

export interface RichTextEditorProps {
  /** The HTML the field holds when the editor takes over. */
  initialHtml: string;
  labelId: string;
  /** The ids of the field's hint and, when it was refused, its error. */
  describedBy: string;
  /** The form changed: refresh the live preview. */
  onEdit(): void;
}

export default function RichTextEditor({ initialHtml, labelId, describedBy, onEdit }: RichTextEditorProps) {
  const hidden = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [image, setImage] = useState<ImageDraft | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [htmlView, setHtmlView] = useState<string | null>(null);
  // What a paste's images need once the paste is in the document (set by usePasteUploads, where the editor exists).
  const afterPaste = useRef<(report: PastedImageReport) => void>(() => {});
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);
  useEffect(() => {
    if (hidden.current) hidden.current.value = initialHtml;
  }, [initialHtml]);

  /** Hands the HTML to the form: the hidden input, a native input event for who listens, the preview. */
  const publish = (html: string) => {
    const input = hidden.current;
    if (!input) return;
    input.value = html;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    onEditRef.current();
  };

  const editor = useEditor({
    extensions: articleExtensions({ openLinkDialog: () => setLinkOpen(true) }),
    content: initialHtml,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: "articulo-contenido",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": describedBy,
        class: editorContentClass,
      },
      transformPastedHTML: (html) => cleanPastedHtml(html, (report) => afterPaste.current(report)),
      // A pasted heading, list or table stays one instead of joining the paragraph at the cursor.
      transformPasted: (slice) =>
        slice.openStart > 0 && slice.content.firstChild && slice.content.firstChild.type.name !== "paragraph"
          ? new Slice(slice.content, 0, slice.openEnd)
          : slice,
      handlePaste: (_view, event) => {
        const file = imageFileOf(event.clipboardData);
        // Word also puts a picture of the copied text on the clipboard: text wins. An image copied
        // alone from a page comes as the file and as HTML pointing at the other site: the file wins.
        const html = event.clipboardData?.getData("text/html") ?? "";
        if (!file || (html && !hasNoText(html))) return false;
        setImage({ file, alt: "", caption: "" });
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const file = moved ? undefined : imageFileOf(event.dataTransfer);
        if (!file) return false;
        event.preventDefault();
        setImage({ file, alt: "", caption: "", position: view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos });
        return true;
      },
    },
    onUpdate: ({ editor }) => publish(editorHtml(editor)),
  });

  // Someone else filled the field (the browser draft offered back after a reload sets the hidden
  // input and fires `change`; the editor itself only ever fires `input`): show what it holds.
  useEffect(() => {
    const input = hidden.current;
    if (!input || !editor) return;
    const load = () => editor.commands.setContent(input.value, { emitUpdate: true });
    input.addEventListener("change", load);
    return () => input.removeEventListener("change", load);
  }, [editor]);

  const paste = usePasteUploads(editor, afterPaste, setImage);

  if (!editor) return null;

  const toggleHtmlView = () => {
    if (htmlView === null) {
      setHtmlView(editorHtml(editor));
      return;
    }
    // Back to the editor: the schema reads the code as it reads a paste; the server sanitises it on save.
    editor.commands.setContent(htmlView, { emitUpdate: true });
    setHtmlView(null);
    editor.commands.focus();
  };

  return (
    <>
      {/* No defaultValue: React would write it back over the value on every render (a hidden
          input's value is its attribute). A draft offered back after a reload fills it in. */}
      <input ref={hidden} type="hidden" name="content" data-draft-restore />
      <EditorToolbar
        editor={editor}
        labelId={labelId}
        htmlView={htmlView !== null}
        openLinkDialog={() => setLinkOpen(true)}
        openImageDialog={() => setImage(imageDraftOfSelection(editor))}
        openVideoDialog={() => setVideoOpen(true)}
        toggleHtmlView={toggleHtmlView}
      />
      {editor.isActive("table") && htmlView === null && <TableTools editor={editor} />}
      <PasteNotices notices={paste.pasteNotices} uploads={paste.pastedUploads} onDismiss={paste.dismissNotices} />
      {htmlView === null ? (
        <EditorContent editor={editor} />
      ) : (
        <HtmlView
          html={htmlView}
          onChange={(html) => {
            setHtmlView(html);
            publish(html);
          }}
        />
      )}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <ImageDialog editor={editor} draft={image} onClose={() => setImage(null)} />
      <VideoDialog editor={editor} open={videoOpen} onOpenChange={setVideoOpen} />
    </>
  );
}
