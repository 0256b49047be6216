import type { Editor } from "@tiptap/core";
import { Slice } from "@tiptap/pm/model";
import { EditorContent, useEditor } from "@tiptap/react";
import { tidyEditorHtml } from "./tidy-editor-html";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Table,
  Undo2,
  Video,
} from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { articleAdminCopy } from "~/admin/content/articles";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { isExternalLink, normaliseLinkAddress } from "~/admin/lib/link-address";
import { videoEmbedUrl } from "~/lib/video-embed";
import { AddressField, DialogFieldError, DialogForm, EditorDialog } from "./editor-dialog";
import { cleanPastedHtml } from "./pasted-html";
import { dataUrlImage, type PastedImageReport } from "./pasted-images";
import { articleExtensions } from "./rich-text-extensions";

// The article content field once scripts run (docs/decisions/014-article-editor.md): a TipTap
// editor whose HTML a hidden input named "content" carries, so the form posts what it always
// posted. Loaded on demand by ArticleContentField: no public page downloads it.

const copy = articleAdminCopy.editor;

export interface RichTextEditorProps {
  /** The HTML the field holds when the editor takes over. */
  initialHtml: string;
  labelId: string;
  /** The ids of the field's hint and, when it was refused, its error. */
  describedBy: string;
  /** The form changed: refresh the live preview. */
  onEdit(): void;
}

interface ImageDraft {
  file?: File;
  /** The image already in the article, when the dialog edits it. */
  existing?: { src: string; width: number | null; height: number | null };
  alt: string;
  caption: string;
  /** Where a dropped image goes. */
  position?: number;
}

const imageTypes = ACCEPTED_IMAGE_TYPES.split(",").map((type) => type.trim());

function imageFileOf(data: DataTransfer | null): File | undefined {
  return Array.from(data?.files ?? []).find((file) => imageTypes.includes(file.type));
}

/** HTML with no words: what a browser puts beside the file when an image alone is copied. */
function hasNoText(html: string): boolean {
  return (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").trim() === "";
}

/** The document's images with this address, last first (so deleting keeps the others' positions). */
function imagesWithSource(editor: Editor, src: string): { pos: number; attrs: Record<string, unknown>; size: number }[] {
  const found: { pos: number; attrs: Record<string, unknown>; size: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "articleImage" && node.attrs.src === src) found.push({ pos, attrs: node.attrs, size: node.nodeSize });
  });
  return found.reverse();
}

/** Points the images with this address at their upload, or removes them (null); not an undo step. */
function replacePastedImage(editor: Editor, src: string, uploaded: { src: string; width: number; height: number } | null): void {
  const found = imagesWithSource(editor, src);
  if (found.length === 0) return;
  const { tr } = editor.state;
  for (const image of found) {
    if (uploaded) tr.setNodeMarkup(image.pos, undefined, { ...image.attrs, ...uploaded });
    else tr.delete(image.pos, image.pos + image.size);
  }
  editor.view.dispatch(tr.setMeta("addToHistory", false));
}

async function uploadArticleImage(file: File): Promise<{ url: string; width: number; height: number }> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/admin/articles/imagenes", { method: "POST", body });
  } catch {
    throw new Error(copy.imageDialog.offline);
  }
  const answer = (await response.json().catch(() => null)) as { url?: string; width?: number; height?: number; error?: string } | null;
  if (!response.ok || !answer?.url) throw new Error(answer?.error ?? copy.imageDialog.failed);
  return { url: answer.url, width: answer.width ?? 0, height: answer.height ?? 0 };
}

/** The editor's HTML without the empty paragraph it keeps at the end for the cursor. */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : tidyEditorHtml(editor.getHTML().replace(/(<p><\/p>)+$/, ""));
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

interface Tool {
  key: keyof typeof copy.tools;
  icon: LucideIcon;
  /** aria-keyshortcuts, with Control standing for ⌘ on a Mac. */
  shortcut?: string;
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
  enabled?(editor: Editor): boolean;
}

function shortcutText(shortcut: string): string {
  return isMac() ? shortcut.replace("Control", "⌘").replaceAll("+", " ") : shortcut.replace("Control", "Ctrl");
}

export default function RichTextEditor({ initialHtml, labelId, describedBy, onEdit }: RichTextEditorProps) {
  const hidden = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [image, setImage] = useState<ImageDraft | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [htmlView, setHtmlView] = useState<string | null>(null);
  const [pasteNotices, setPasteNotices] = useState<string[]>([]);
  const [pastedUploads, setPastedUploads] = useState(0);
  // What a paste's images need once the paste is in the document (set below, where the editor exists).
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
        slice.openStart > 0 && slice.content.firstChild && slice.content.firstChild.type.name !== "paragraph" ? new Slice(slice.content, 0, slice.openEnd) : slice,
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

  useEffect(() => {
    if (!editor) return;
    /** Asks for the alt text of the first pasted image without one, in the image dialog. */
    const askForAlt = (sources: string[]) => {
      const missing = sources.flatMap((src) => imagesWithSource(editor, src)).filter((image) => !String(image.attrs.alt ?? "").trim());
      if (missing.length === 0) return;
      setPasteNotices((notices) => [...notices, copy.paste.altMissing(missing.length)]);
      const first = missing.at(-1)!;
      editor.commands.setNodeSelection(first.pos);
      setImage({
        existing: { src: String(first.attrs.src), width: (first.attrs.width as number | null) ?? null, height: (first.attrs.height as number | null) ?? null },
        alt: "",
        caption: String(first.attrs.caption ?? ""),
      });
    };
    afterPaste.current = (report) => {
      setPasteNotices(report.removed > 0 ? [copy.paste.removed(report.removed)] : []);
      const toUpload = [...new Set(report.toUpload)];
      setPastedUploads((count) => count + toUpload.length);
      // After the paste is in the document (this runs while ProseMirror reads it).
      void Promise.all(
        toUpload.map(async (src) => {
          try {
            const file = dataUrlImage(src);
            if (!file) throw new Error(copy.imageDialog.failed);
            const uploaded = await uploadArticleImage(file);
            replacePastedImage(editor, src, { src: uploaded.url, width: uploaded.width, height: uploaded.height });
            return [src, uploaded.url] as const;
          } catch (error) {
            replacePastedImage(editor, src, null);
            setPasteNotices((notices) => [...notices, copy.paste.failed((error as Error).message)]);
            return [src, null] as const;
          } finally {
            setPastedUploads((count) => count - 1);
          }
        }),
      ).then((results) => {
        const moved = new Map(results);
        askForAlt(report.withoutAlt.flatMap((src) => (moved.has(src) ? (moved.get(src) ?? []) : [src])));
      });
    };
  }, [editor]);

  if (!editor) return null;

  const selectedImage = editor.isActive("articleImage") ? (editor.getAttributes("articleImage") as Record<string, string | number | null>) : null;
  const openImageDialog = () =>
    setImage(
      selectedImage
        ? {
            existing: { src: String(selectedImage.src), width: (selectedImage.width as number | null) ?? null, height: (selectedImage.height as number | null) ?? null },
            alt: String(selectedImage.alt ?? ""),
            caption: String(selectedImage.caption ?? ""),
          }
        : { alt: "", caption: "" },
    );

  const tools: Tool[] = [
    { key: "paragraph", icon: Pilcrow, shortcut: "Control+Alt+0", run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive("paragraph") },
    { key: "heading2", icon: Heading2, shortcut: "Control+Alt+2", run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive("heading", { level: 2 }) },
    { key: "heading3", icon: Heading3, shortcut: "Control+Alt+3", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive("heading", { level: 3 }) },
    { key: "bold", icon: Bold, shortcut: "Control+B", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
    { key: "italic", icon: Italic, shortcut: "Control+I", run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive("italic") },
    { key: "bulletList", icon: List, shortcut: "Control+Shift+8", run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
    { key: "orderedList", icon: ListOrdered, shortcut: "Control+Shift+7", run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
    { key: "blockquote", icon: Quote, shortcut: "Control+Shift+B", run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive("blockquote") },
    { key: "link", icon: Link2, shortcut: "Control+K", run: () => setLinkOpen(true), active: (e) => e.isActive("link") },
    { key: "horizontalRule", icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
    {
      key: "table",
      icon: Table,
      run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      active: (e) => e.isActive("table"),
      enabled: (e) => !e.isActive("table"),
    },
    { key: "image", icon: ImageIcon, run: openImageDialog, active: (e) => e.isActive("articleImage") },
    { key: "video", icon: Video, run: () => setVideoOpen(true), active: (e) => e.isActive("videoEmbed") },
    { key: "undo", icon: Undo2, shortcut: "Control+Z", run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
    { key: "redo", icon: Redo2, shortcut: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
  ];

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
      <Toolbar labelId={labelId}>
        {tools.map((tool) => {
          const text = copy.tools[tool.key];
          const active = tool.active?.(editor);
          return (
            <ToolButton
              key={tool.key}
              icon={tool.icon}
              label={text.label}
              title={tool.shortcut ? `${text.title} (${shortcutText(tool.shortcut)})` : text.title}
              shortcut={tool.shortcut}
              pressed={tool.active ? Boolean(active) : undefined}
              disabled={htmlView !== null || (tool.enabled ? !tool.enabled(editor) : false)}
              onClick={() => tool.run(editor)}
            />
          );
        })}
        <ToolButton icon={Code} label={copy.tools.html.label} title={copy.tools.html.title} pressed={htmlView !== null} onClick={toggleHtmlView} />
      </Toolbar>
      {editor.isActive("table") && htmlView === null && <TableTools editor={editor} />}
      {(pasteNotices.length > 0 || pastedUploads > 0) && (
        // While pasted images upload, the article form waits (ArticleEditor's onSubmit looks for this mark).
        <div
          role="status"
          data-subiendo-imagenes={pastedUploads > 0 ? "" : undefined}
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900"
        >
          {pastedUploads > 0 && <p>{copy.paste.uploading(pastedUploads)}</p>}
          {pasteNotices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          {pasteNotices.length > 0 && (
            <Button type="button" variant="secondary" size="xs" className="self-start" onClick={() => setPasteNotices([])}>
              {copy.paste.dismiss}
            </Button>
          )}
        </div>
      )}
      {htmlView === null ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="articulo-contenido-html">{copy.htmlLabel}</Label>
          <Textarea
            id="articulo-contenido-html"
            rows={16}
            value={htmlView}
            aria-describedby="articulo-contenido-html-ayuda"
            className="font-mono text-sm"
            onChange={(event) => {
              setHtmlView(event.currentTarget.value);
              publish(event.currentTarget.value);
            }}
          />
          <p id="articulo-contenido-html-ayuda" className="text-sm text-stone-600">
            {copy.htmlHint}
          </p>
        </div>
      )}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <ImageDialog editor={editor} draft={image} onClose={() => setImage(null)} />
      <VideoDialog editor={editor} open={videoOpen} onOpenChange={setVideoOpen} />
    </>
  );
}

const editorContentClass =
  "min-h-72 rounded-md border border-stone-300 bg-white px-4 py-3 text-base leading-relaxed text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 " +
  "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:text-sm [&_figcaption]:text-stone-600 [&_figure]:my-4 " +
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-6 [&_hr]:border-stone-300 [&_iframe]:aspect-video [&_iframe]:w-full " +
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_img[alt='']]:outline-dashed [&_img[alt='']]:outline-3 [&_img[alt='']]:outline-amber-600 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-stone-300 [&_td]:px-2 [&_td]:py-1 " +
  "[&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6 [&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-brand-600 [&_.selectedCell]:bg-brand-50";

/** A toolbar with one tab stop: arrow keys, Home and End move between its buttons. */
function Toolbar({ labelId, children }: { labelId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    buttons.forEach((button, index) => (button.tabIndex = index === current ? 0 : -1));
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + buttons.length) % buttons.length;
    setCurrent(target);
    buttons[target]!.focus();
  };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={articleAdminCopy.toolbar}
      aria-controls="articulo-contenido"
      aria-describedby={labelId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
        const index = buttons.findIndex((button) => button === (event.target as EventTarget));
        if (index >= 0 && index !== current) setCurrent(index);
      }}
      // Stuck to the top of the screen while the text scrolls under it; on a phone one row that
      // scrolls sideways instead of several rows that would hide the text.
      className="sticky top-0 z-10 flex gap-1 overflow-x-auto rounded-md border border-stone-200 bg-stone-50 p-1 shadow-sm sm:flex-wrap"
    >
      {children}
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  title,
  shortcut,
  pressed,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      title={title}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      disabled={disabled}
      // The editor keeps its selection while a button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex shrink-0 items-center gap-1.5 rounded border border-transparent px-2 py-1 text-sm font-medium text-stone-800 hover:bg-white hover:border-stone-300 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

function TableTools({ editor }: { editor: Editor }) {
  const tools = copy.tableTools;
  const actions: [string, () => boolean][] = [
    [tools.addRow, () => editor.chain().focus().addRowAfter().run()],
    [tools.addColumn, () => editor.chain().focus().addColumnAfter().run()],
    [tools.deleteRow, () => editor.chain().focus().deleteRow().run()],
    [tools.deleteColumn, () => editor.chain().focus().deleteColumn().run()],
    [tools.deleteTable, () => editor.chain().focus().deleteTable().run()],
  ];
  return (
    <div role="group" aria-label={copy.tools.table.label} className="flex flex-wrap gap-1">
      {actions.map(([label, run]) => (
        <Button key={label} type="button" variant="secondary" size="xs" onMouseDown={(event) => event.preventDefault()} onClick={run}>
          {label}
        </Button>
      ))}
    </div>
  );
}

function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange(open: boolean): void }) {
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

function ImageDialog({ editor, draft, onClose }: { editor: Editor; draft: ImageDraft | null; onClose(): void }) {
  const [uploading, setUploading] = useState(false);
  return (
    <EditorDialog editor={editor} open={draft !== null} onOpenChange={(open) => (!open && !uploading ? onClose() : undefined)}>
      {(id) => draft && <ImageForm id={id} editor={editor} draft={draft} uploading={uploading} setUploading={setUploading} close={onClose} />}
    </EditorDialog>
  );
}

/** The chosen file as the browser shows it, before it is uploaded. */
function LocalPreview({ file }: { file: File }) {
  const [url] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="max-h-48 w-auto self-start rounded" />;
}

function ImageForm({
  id,
  editor,
  draft,
  uploading,
  setUploading,
  close,
}: {
  id: string;
  editor: Editor;
  draft: ImageDraft;
  uploading: boolean;
  setUploading(uploading: boolean): void;
  close(): void;
}) {
  const text = copy.imageDialog;
  const [file, setFile] = useState<File | undefined>(draft.file);
  const [alt, setAlt] = useState(draft.alt);
  const [caption, setCaption] = useState(draft.caption);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});

  const save = async () => {
    const found: typeof errors = {};
    if (!file && !draft.existing) found.file = text.fileRequired;
    if (alt.trim() === "") found.alt = text.altRequired;
    setErrors(found);
    if (found.file || found.alt) return;
    let stored = draft.existing;
    if (file) {
      setUploading(true);
      try {
        const uploaded = await uploadArticleImage(file);
        stored = { src: uploaded.url, width: uploaded.width, height: uploaded.height };
      } catch (error) {
        setErrors({ file: (error as Error).message });
        return;
      } finally {
        setUploading(false);
      }
    }
    const attrs = { ...stored, alt: alt.trim(), caption: caption.trim() };
    if (draft.existing && editor.isActive("articleImage")) editor.chain().focus().updateAttributes("articleImage", attrs).run();
    else if (draft.position !== undefined) editor.chain().focus().insertContentAt(draft.position, { type: "articleImage", attrs }).run();
    else editor.chain().focus().insertContent({ type: "articleImage", attrs }).run();
    close();
  };

  return (
    <DialogForm id={id} title={text.title} description={text.description} busy={uploading} onSubmit={save}>
      {file ? <LocalPreview key={`${file.name}-${file.size}-${file.lastModified}`} file={file} /> : draft.existing && <img src={draft.existing.src} alt="" className="max-h-48 w-auto self-start rounded" />}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-archivo`}>{text.file}</Label>
        <input
          id={`${id}-archivo`}
          type="file"
          // A new image starts with its file; a pasted, dropped or existing one with its description.
          data-autofocus={file || draft.existing ? undefined : true}
          accept={ACCEPTED_IMAGE_TYPES}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-archivo-error` : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0]);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          className="text-sm"
        />
        <DialogFieldError id={`${id}-archivo-error`} message={errors.file ?? ""} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-alt`}>{text.alt}</Label>
        <Input
          id={`${id}-alt`}
          data-autofocus={file || draft.existing ? true : undefined}
          value={alt}
          required
          maxLength={300}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-ayuda${errors.alt ? ` ${id}-alt-error` : ""}`}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setErrors((current) => ({ ...current, alt: undefined }));
          }}
        />
        <p id={`${id}-alt-ayuda`} className="text-sm text-stone-600">
          {text.altHint}
        </p>
        <DialogFieldError id={`${id}-alt-error`} message={errors.alt ?? ""} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-epigrafe`}>{text.caption}</Label>
        <Input id={`${id}-epigrafe`} value={caption} maxLength={300} onChange={(event) => setCaption(event.currentTarget.value)} />
      </div>
      {uploading && (
        <p role="status" className="text-sm text-stone-700">
          {text.uploading}
        </p>
      )}
      <div>
        <Button type="submit" disabled={uploading}>
          {draft.existing ? text.update : text.insert}
        </Button>
      </div>
    </DialogForm>
  );
}

function VideoDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange(open: boolean): void }) {
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
    editor.chain().focus().insertContent({ type: "videoEmbed", attrs: { src, title: title.trim() } }).run();
    close();
  };
  return (
    <DialogForm id={id} title={text.title} description={text.description} onSubmit={insert}>
      <AddressField id={id} label={text.address} value={address} error={error} onChange={typeAddress} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-titulo`}>{text.videoTitle}</Label>
        <Input id={`${id}-titulo`} value={title} maxLength={200} aria-describedby={`${id}-titulo-ayuda`} onChange={(event) => setTitle(event.currentTarget.value)} />
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
