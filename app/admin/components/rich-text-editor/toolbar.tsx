import type { Editor } from "@tiptap/core";
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
import { articleAdminCopy } from "~/admin/content/articles";

// The editor's toolbar (formatting, link, table, image, video, undo, the HTML view) and the table's
// own buttons, shown while the cursor is in a table.

const copy = articleAdminCopy.editor;

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

export function EditorToolbar({
  editor,
  labelId,
  htmlView,
  openLinkDialog,
  openImageDialog,
  openVideoDialog,
  toggleHtmlView,
}: {
  editor: Editor;
  labelId: string;
  /** The HTML code is shown instead of the editor: only the HTML button works. */
  htmlView: boolean;
  openLinkDialog(): void;
  openImageDialog(): void;
  openVideoDialog(): void;
  toggleHtmlView(): void;
}) {
  const tools: Tool[] = [
    {
      key: "paragraph",
      icon: Pilcrow,
      shortcut: "Control+Alt+0",
      run: (e) => e.chain().focus().setParagraph().run(),
      active: (e) => e.isActive("paragraph"),
    },
    {
      key: "heading2",
      icon: Heading2,
      shortcut: "Control+Alt+2",
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive("heading", { level: 2 }),
    },
    {
      key: "heading3",
      icon: Heading3,
      shortcut: "Control+Alt+3",
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive("heading", { level: 3 }),
    },
    { key: "bold", icon: Bold, shortcut: "Control+B", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
    {
      key: "italic",
      icon: Italic,
      shortcut: "Control+I",
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive("italic"),
    },
    {
      key: "bulletList",
      icon: List,
      shortcut: "Control+Shift+8",
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive("bulletList"),
    },
    {
      key: "orderedList",
      icon: ListOrdered,
      shortcut: "Control+Shift+7",
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive("orderedList"),
    },
    {
      key: "blockquote",
      icon: Quote,
      shortcut: "Control+Shift+B",
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive("blockquote"),
    },
    { key: "link", icon: Link2, shortcut: "Control+K", run: openLinkDialog, active: (e) => e.isActive("link") },
    { key: "horizontalRule", icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
    {
      key: "table",
      icon: Table,
      run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      active: (e) => e.isActive("table"),
      enabled: (e) => !e.isActive("table"),
    },
    { key: "image", icon: ImageIcon, run: openImageDialog, active: (e) => e.isActive("articleImage") },
    { key: "video", icon: Video, run: openVideoDialog, active: (e) => e.isActive("videoEmbed") },
    { key: "undo", icon: Undo2, shortcut: "Control+Z", run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
    { key: "redo", icon: Redo2, shortcut: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
  ];

  return (
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
            disabled={htmlView || (tool.enabled ? !tool.enabled(editor) : false)}
            onClick={() => tool.run(editor)}
          />
        );
      })}
      <ToolButton icon={Code} label={copy.tools.html.label} title={copy.tools.html.title} pressed={htmlView} onClick={toggleHtmlView} />
    </Toolbar>
  );
}

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
      className="inline-flex shrink-0 items-center gap-1.5 rounded border border-transparent px-2 py-1 text-sm font-medium text-stone-800 hover:border-stone-300 hover:bg-white disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** Rows and columns of the table the cursor is in. */
export function TableTools({ editor }: { editor: Editor }) {
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
