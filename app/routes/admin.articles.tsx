import { requireAdmin } from "~/.server/auth/guard";
import { listArticlesForAdmin } from "~/.server/articles";
import { AdminPageHeader, StatusBadge } from "~/components/admin/admin-shell";
import { formatDate } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.articles";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Artículos", description: "Administración de noticias y artículos.", path: "/admin/articles", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { articles: await listArticlesForAdmin() };
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <AdminPageHeader title="Artículos" description="Noticias publicadas y borradores, los más recientes primero." />
      {articles.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">Aún no hay artículos.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Artículos</caption>
            <thead className="bg-stone-100 text-stone-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Título</th>
                <th scope="col" className="px-4 py-3 font-semibold">Slug</th>
                <th scope="col" className="px-4 py-3 font-semibold">Estado</th>
                <th scope="col" className="px-4 py-3 font-semibold">Fecha</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {articles.map((article) => (
                <tr key={article.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">{article.title}</th>
                  <td className="px-4 py-3 font-mono text-xs text-stone-700">{article.slug}</td>
                  <td className="px-4 py-3">
                    <StatusBadge tone={article.isPublished ? "positive" : "neutral"}>{article.isPublished ? "Publicado" : "Borrador"}</StatusBadge>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatDate(article.publishedAt ?? article.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
