import { data } from "react-router";
import { loadHistory, restoreFromHistory } from "~/.server/history/history-page";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { HistoryPage } from "~/admin/components/history-page";
import { historyCopy as copy } from "~/admin/content/history";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/products.$id.historial";

// /admin/products/:id/historial: the versions of one product and «Restaurar esta versión»
// (app/.server/history/history-page.ts; docs/decisions/034-history-trash-media-redirects.md).

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: `/admin/products/${params.id}/historial`,
    noindex: true,
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const history = isUuid(params.id) ? await loadHistory(context, request, "product", params.id) : null;
  if (!history) throw data(null, { status: 404 });
  return { history };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  return restoreFromHistory({ request, context }, "product", params.id);
}

export default function ProductHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage history={loaderData.history} notice={actionData?.notice} />;
}
