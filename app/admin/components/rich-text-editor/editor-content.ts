import type { Editor } from "@tiptap/core";
import { tidyEditorHtml } from "../tidy-editor-html";

// The editable text: the HTML it hands to the form, and how it looks.

/** The editor's HTML without the empty paragraph it keeps at the end for the cursor. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : tidyEditorHtml(editor.getHTML().replace(/(<p><\/p>)+$/, ""));
}

export const editorContentClass =
  "min-h-72 rounded-md border border-stone-300 bg-white px-4 py-3 text-base leading-relaxed text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 " +
  "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:text-sm [&_figcaption]:text-stone-600 [&_figure]:my-4 " +
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-6 [&_hr]:border-stone-300 [&_iframe]:aspect-video [&_iframe]:w-full " +
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_img[alt='']]:outline-dashed [&_img[alt='']]:outline-3 [&_img[alt='']]:outline-amber-600 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-stone-300 [&_td]:px-2 [&_td]:py-1 " +
  "[&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6 [&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-brand-600 [&_.selectedCell]:bg-brand-50";
