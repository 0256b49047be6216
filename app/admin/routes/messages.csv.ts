import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { leadsCsv, leadsCsvFilter, listLeadsForCsv } from "~/.server/leads/csv";
import { databaseOf } from "~/.server/request-context";
import { csvDownload } from "~/.server/spreadsheet-csv";
import { countLabel } from "~/admin/lib/lists";
import { montevideoDate } from "~/lib/montevideo-time";
import type { Route } from "./+types/messages.csv";

// /admin/messages.csv: the leads with their products as a spreadsheet download, in the catalogue
// export's format: the board's view it was asked from (?estado=), for the person asking («Mis
// consultas») on this Montevideo day («Vencidas»); without one, every lead but spam.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  const viewer = { userId: user.id, today: montevideoDate(new Date()) };
  const leads = await listLeadsForCsv(await databaseOf(context), leadsCsvFilter(new URL(request.url).searchParams), viewer);
  await recordActivity(context, {
    action: "exported",
    subject: "message",
    label: leadsInboxCopy.exported,
    detail: countLabel(leads.length, leadsInboxCopy.count.singular, leadsInboxCopy.count.plural),
  });
  return csvDownload("consultas", leadsCsv(leads));
}
