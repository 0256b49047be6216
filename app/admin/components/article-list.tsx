import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { articleAdminCopy } from "~/admin/content/articles";
import { articlePublication } from "~/admin/lib/article-publication";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { ArticleListQuery, ListPage } from "~/admin/lib/lists";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";

export interface ArticleAdminListItem {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | string | null;
  createdAt: Date | string;
}

const copy = articleAdminCopy;
const actionClass = "rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline";

function StatusBadge({ article, now }: { article: ArticleAdminListItem; now: Date }) {
  const publication = articlePublication(article.isPublished, article.publishedAt, now);
  if (publication.state === "scheduled") return <Badge tone="warning">{copy.scheduledFor(formatDateTime(publication.at))}</Badge>;
  return (
    <Badge tone={publication.state === "published" ? "positive" : "neutral"}>
      {publication.state === "published" ? copy.published : copy.draft}
    </Badge>
  );
}

/**
 * Every article, newest first, with edit, publish/unpublish and delete (through the confirmation).
 * `now` is the server's clock at the loader, so the server and the browser agree on what is scheduled.
 */
const statusOptions = [
  { value: "", label: copy.statusFilter.all },
  { value: "publicado", label: copy.statusFilter.published },
  { value: "programado", label: copy.statusFilter.scheduled },
  { value: "borrador", label: copy.statusFilter.drafts },
];

export function ArticleAdminList({
  list,
  query,
  now,
}: {
  list: ListPage<ArticleAdminListItem>;
  query: ArticleListQuery;
  now: Date | string;
}) {
  const at = new Date(now);
  const articles = list.rows;
  const filtered = query.q !== "" || query.estado !== "";
  // Not a <section>: the table's scroll box is already a region named after the list, and two
  // landmarks with one name leave a screen reader unable to tell them apart.
  return (
    <div>
      <h2 id="lista-articulos" className="mb-4 text-xl font-semibold text-stone-900">
        {copy.listHeading}
      </h2>
      <ListSearchForm
        searchLabel={copy.search}
        q={query.q}
        active={filtered}
        clearHref="/admin/articles"
        filters={[{ name: "estado", label: copy.columns.status, value: query.estado, options: statusOptions }]}
      />
      <ListCount total={list.total} singular={copy.count.singular} plural={copy.count.plural} />
      {articles.length === 0 ? (
        <ListEmpty message={filtered ? copy.noMatches : copy.empty} clearHref="/admin/articles" active={filtered} />
      ) : (
        <Table caption={copy.listHeading} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{copy.columns.title}</TableHead>
              <TableHead>{copy.columns.status}</TableHead>
              <TableHead>{copy.columns.date}</TableHead>
              <TableHead>{copy.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {articles.map((article) => (
              <TableRow key={article.id} data-slug={article.slug}>
                <TableHead scope="row" className="align-top">
                  {article.title}
                  <span className="mt-0.5 block font-mono text-xs font-normal text-stone-600">
                    <span className="sr-only">{copy.columns.slug}: </span>
                    {article.slug}
                  </span>
                </TableHead>
                <TableCell label={copy.columns.status} className="align-top">
                  <StatusBadge article={article} now={at} />
                </TableCell>
                <TableCell label={copy.columns.date} className="align-top whitespace-nowrap text-stone-700">
                  {formatDate(article.publishedAt ?? article.createdAt)}
                </TableCell>
                <TableCell label={copy.columns.actions} className="align-top">
                  <div className="flex flex-wrap gap-1">
                    <Link
                      to={`/admin/articles/${article.id}`}
                      aria-label={`${copy.edit}: ${article.title}`}
                      className={`${actionClass} text-brand-800`}
                    >
                      {copy.edit}
                    </Link>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={article.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={article.isPublished ? "unpublish" : "publish"}
                        aria-label={`${article.isPublished ? copy.unpublish : copy.publish}: ${article.title}`}
                        className={`${actionClass} text-brand-800`}
                      >
                        {article.isPublished ? copy.unpublish : copy.publish}
                      </button>
                    </Form>
                    <Link
                      to={`?delete=${encodeURIComponent(article.slug)}&desde=lista`}
                      aria-label={`${copy.delete}: ${article.title}`}
                      className={`${actionClass} text-red-800`}
                    >
                      {copy.delete}
                    </Link>
                    {articlePublication(article.isPublished, article.publishedAt, at).state === "published" ? (
                      <a
                        href={`/noticias/${article.slug}`}
                        aria-label={`${copy.view}: ${article.title}`}
                        className={`${actionClass} text-stone-700`}
                      >
                        {copy.view}
                      </a>
                    ) : (
                      <span className="px-2 py-1 text-sm text-stone-600">{copy.notPublic}</span>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
