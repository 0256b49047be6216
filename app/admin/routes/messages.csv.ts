import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { contactMessagesCsv } from "~/.server/leads/csv";
import { type InboxFilter, listContactMessages } from "~/.server/leads/messages";
import { databaseOf } from "~/.server/request-context";
import { csvDownload } from "~/.server/spreadsheet-csv";
import { countLabel } from "~/admin/lib/lists";
import type { Route } from "./+types/messages.csv";

// /admin/messages.csv: the leads inbox as a spreadsheet download (same filter as the page).
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const filter = (new URL(request.url).searchParams.get("filtro") ?? "todos") as InboxFilter;
  const messages = await listContactMessages(
    await databaseOf(context),
    ["abiertos", "atendidos", "spam", "todos"].includes(filter) ? filter : "todos",
    10_000,
  );
  await recordActivity(context, {
    action: "exported",
    subject: "message",
    label: leadsInboxCopy.exported,
    detail: countLabel(messages.length, leadsInboxCopy.count.singular, leadsInboxCopy.count.plural),
  });
  return csvDownload("consultas", contactMessagesCsv(messages));
}
