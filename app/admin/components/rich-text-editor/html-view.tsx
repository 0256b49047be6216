import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { articleAdminCopy } from "~/admin/content/articles";

// The article's HTML code, shown instead of the editor by the toolbar's HTML button.

const copy = articleAdminCopy.editor;

export function HtmlView({ html, onChange }: { html: string; onChange(html: string): void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="articulo-contenido-html">{copy.htmlLabel}</Label>
      <Textarea
        id="articulo-contenido-html"
        rows={16}
        value={html}
        aria-describedby="articulo-contenido-html-ayuda"
        className="font-mono text-sm"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id="articulo-contenido-html-ayuda" className="text-sm text-stone-600">
        {copy.htmlHint}
      </p>
    </div>
  );
}
