import type { RouterContextProvider } from "react-router";
import { recordActivity } from "../activity/log";
import { adminOf } from "../auth/guard";
import { databaseOf } from "../request-context";
import { messageSender, retryMessageDelivery } from "./messages";
import type { LeadActor } from "./pipeline";

// What the leads pages (/admin/messages and /admin/messages/:id) need from the request: who acts,
// and «Reintentar envío», which writes no timeline event (docs/decisions/030-one-way-to-change-in-the-admin.md).

type Context = Pick<RouterContextProvider, "get">;

/** The signed-in colleague, as the activity log and a lead's timeline name them. */
export function leadActorOf(context: Context): LeadActor {
  const { user } = adminOf(context);
  return { id: user.id, email: user.email, label: user.name.trim() || user.email };
}

/**
 * Puts a message's e-mails back in the sending queue (a message the spam filter held gets them for
 * the first time) and records who did it. False when the message no longer exists.
 */
export async function retryMessage(context: Context, id: string): Promise<boolean> {
  const db = await databaseOf(context);
  if (!(await retryMessageDelivery(db, id))) return false;
  const sender = await messageSender(db, id);
  if (sender) await recordActivity(context, { action: "retried", subject: "message", subjectId: id, label: sender });
  return true;
}
