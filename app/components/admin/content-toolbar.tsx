import { articleAdminCopy } from "~/content/admin-articles";

// Buttons that wrap the selected text of the content field in HTML tags, so editors format an
// article without typing markup (and without shipping a rich-text editor to the admin).

const tools = [
  { label: "Título", title: "Título de sección", before: "<h2>", after: "</h2>" },
  { label: "Subtítulo", title: "Subtítulo", before: "<h3>", after: "</h3>" },
  { label: "Párrafo", title: "Párrafo", before: "<p>", after: "</p>" },
  { label: "Negrita", title: "Negrita", before: "<strong>", after: "</strong>" },
  { label: "Cursiva", title: "Cursiva", before: "<em>", after: "</em>" },
  { label: "Lista", title: "Lista con viñetas", before: "<ul>\n  <li>", after: "</li>\n</ul>" },
  { label: "Enlace", title: "Enlace", before: '<a href="https://">', after: "</a>" },
  { label: "Cita", title: "Cita destacada", before: "<blockquote>", after: "</blockquote>" },
] as const;

export function ContentToolbar({ target, onEdit }: { target: string; onEdit: () => void }) {
  const wrap = (before: string, after: string) => {
    const field = document.getElementById(target) as HTMLTextAreaElement | null;
    if (!field) return;
    const { selectionStart: start, selectionEnd: end } = field;
    field.setRangeText(`${before}${field.value.slice(start, end)}${after}`, start, end, "end");
    field.focus();
    onEdit();
  };
  return (
    <div role="toolbar" aria-label={articleAdminCopy.toolbar} aria-controls={target} className="flex flex-wrap gap-1">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          title={tool.title}
          onClick={() => wrap(tool.before, tool.after)}
          className="rounded border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}
