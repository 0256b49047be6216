import { data, redirect } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { leadActorOf } from "~/.server/leads/inbox-changes";
import { getLead } from "~/.server/leads/messages";
import { openLeadReply } from "~/.server/leads/pipeline";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { leadReplySchema } from "~/admin/lib/lead-forms";
import { isUuid } from "~/lib/is-uuid";
import type { Route } from "./+types/messages.$id.responder";

// POST /admin/messages/:id/responder: «Responder por correo» / «Responder por WhatsApp» of a lead's
// page. Records the reply in the lead's timeline and answers 303 with the mailto: or WhatsApp
// address, its text filled from the chosen template (app/.server/leads/pipeline.ts openLeadReply).

export const middleware = [formBodyMiddleware];

/** The address opened directly (a bookmark, a reload after the reply): the lead's page, or 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  if (!isUuid(params.id) || !(await getLead(await databaseOf(context), params.id))) throw data(null, { status: 404 });
  return redirect(`/admin/messages/${params.id}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const parsed = await parseForm({ request, context }, leadReplySchema);
  if (!parsed.ok) return redirectWithNotice(`/admin/messages/${params.id}`, "lead-reply-unavailable");
  const opened = await openLeadReply(await databaseOf(context), leadActorOf(context), params.id, parsed.data);
  if (opened.ok) return redirect(opened.href, 303);
  if (opened.reason === "not-found") throw data(null, { status: 404 });
  return redirectWithNotice(`/admin/messages/${params.id}`, "lead-reply-unavailable");
}
