import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useEscapeKey } from "~/components/layout/use-escape-key";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { articleAdminCopy } from "~/admin/content/articles";

/**
 * The confirmation that ?delete={slug} opens. Deleting is this form's POST, never the GET that
 * opened it; it posts to /admin/articles so the address loses ?delete and the panel shows once.
 */
export function ArticleDeleteConfirmation({ article }: { article: { slug: string; title: string; fromList: boolean } }) {
  const cancel = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  useEffect(() => cancel.current?.focus(), []);
  // With scripts, Escape closes it as "Cancelar" does: back to the list without ?delete.
  useEscapeKey(true, () => void navigate("/admin/articles", { replace: true, preventScrollReset: true }));
  return (
    <section role="alertdialog" aria-labelledby="confirmar-eliminacion" aria-describedby="confirmar-eliminacion-articulo" className="mb-8 rounded-lg border border-red-300 bg-red-50 p-5">
      <h2 id="confirmar-eliminacion" className="text-lg font-semibold text-red-900">
        {articleAdminCopy.confirmDelete}
      </h2>
      <p id="confirmar-eliminacion-articulo" className="mt-1 text-red-900">
        «{article.title}» (<span className="font-mono text-sm">{article.slug}</span>)
      </p>
      <Form method="post" action="/admin/articles" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="slug" value={article.slug} />
        {article.fromList && <input type="hidden" name="desde" value="lista" />}
        <SubmitButton intent="delete" pendingText="Eliminando…" variant="danger">
          {articleAdminCopy.confirmDeleteButton}
        </SubmitButton>
        <Button asChild variant="secondary" size="md">
          <Link ref={cancel} to="/admin/articles" replace preventScrollReset>
            {articleAdminCopy.cancel}
          </Link>
        </Button>
      </Form>
    </section>
  );
}
