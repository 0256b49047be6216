import { loadHistory, restoreFromHistory } from "~/.server/history/history-page";
import { SETTINGS_SUBJECT_ID } from "~/.server/history/subjects";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { HistoryPage } from "~/admin/components/history-page";
import { historyCopy as copy } from "~/admin/content/history";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/ajustes.historial";

// /admin/ajustes/historial: the versions of the site settings and «Restaurar esta versión»
// (app/.server/history/history-page.ts). Administrators only, like /admin/ajustes (the guard's rule).

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.metaDescription, path: "/admin/ajustes/historial", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const history = await loadHistory(context, request, "settings", SETTINGS_SUBJECT_ID);
  return { history: history! };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  return restoreFromHistory({ request, context }, "settings", SETTINGS_SUBJECT_ID);
}

export default function SettingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage history={loaderData.history} notice={actionData?.notice} />;
}
