import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { articleAdminCopy } from "~/admin/content/articles";
import { useInteractive } from "~/lib/use-interactive";
import { FieldError } from "~/components/forms/field-error";

// The article's content field. Without scripts (and until they run) it is a textarea of HTML that
// posts "content"; once they run, the rich-text editor takes its place and keeps a hidden "content"
// input in step (docs/decisions/014-article-editor.md). The editor is a chunk of its own, fetched
// here only: no public page loads it.

const RichTextEditor = lazy(() => import("./rich-text-editor"));

const copy = articleAdminCopy;
const LABEL_ID = "articulo-contenido-etiqueta";
const HINT_ID = "articulo-contenido-ayuda";
const ERROR_ID = "articulo-contenido-error";

/** `error`: why the content was refused (too long, nested too deep), shown under the field. */
export function ArticleContentField({ defaultValue, error, onEdit }: { defaultValue?: string; error?: string; onEdit(): void }) {
  const interactive = useInteractive();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // What the textarea held when the editor took over (an editor may have typed before scripts ran).
  const [initialHtml, setInitialHtml] = useState<string | null>(null);
  useEffect(() => {
    if (interactive && initialHtml === null) setInitialHtml(textarea.current?.value ?? defaultValue ?? "");
  }, [interactive, initialHtml, defaultValue]);
  const describedBy = error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID;

  const plainField = (loading: boolean) => (
    <Textarea
      ref={loading ? undefined : textarea}
      id="articulo-contenido"
      name="content"
      rows={16}
      defaultValue={loading ? (initialHtml ?? "") : defaultValue}
      readOnly={loading}
      // While the editor loads, the label no longer points at the textarea (the editor takes its id).
      aria-labelledby={loading ? LABEL_ID : undefined}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className="font-mono text-sm"
    />
  );

  return (
    <div className="flex flex-col gap-1.5">
      <Label id={LABEL_ID} htmlFor={initialHtml === null ? "articulo-contenido" : undefined}>
        {copy.fields.content}
      </Label>
      {initialHtml === null ? (
        plainField(false)
      ) : (
        <Suspense
          fallback={
            <>
              <p role="status" className="text-sm text-stone-600">
                {copy.editor.loading}
              </p>
              {plainField(true)}
            </>
          }
        >
          <RichTextEditor initialHtml={initialHtml} labelId={LABEL_ID} describedBy={describedBy} onEdit={onEdit} />
        </Suspense>
      )}
      <p id={HINT_ID} className="text-sm text-stone-600">
        {initialHtml === null ? copy.fields.contentHint : copy.editor.contentHint}
      </p>
      <FieldError id={ERROR_ID} message={error} />
    </div>
  );
}
