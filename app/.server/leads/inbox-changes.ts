import type { RouterContextProvider } from "react-router";
import { recordActivity } from "../activity/log";
import { databaseOf, requestContextOf } from "../request-context";
import { messageSender, retryMessageDelivery, setMessageHandled } from "./messages";
import { type LeadNotes, listAssignableColleagues, saveLeadNotes, type SaveNotesResult } from "./notes";

// The changes the leads inbox (/admin/messages) makes, each one write and its activity entry: the
// route parses the form, calls one of these and answers (docs/decisions/030-one-way-to-change-in-the-admin.md).

type Context = Pick<RouterContextProvider, "get">;

export type MessageChange = "handled" | "reopen" | "retry";

/**
 * Marks a message handled, reopens it, or puts its e-mails back in the sending queue (a message the
 * spam filter held, too), and records who did it. False when the message no longer exists.
 */
export async function changeMessage(context: Context, intent: MessageChange, id: string): Promise<boolean> {
  const db = await databaseOf(context);
  const done = intent === "retry" ? await retryMessageDelivery(db, id) : await setMessageHandled(db, id, intent === "handled");
  if (!done) return false;
  const sender = await messageSender(db, id);
  if (sender)
    await recordActivity(context, {
      action: intent === "retry" ? "retried" : intent === "handled" ? "handled" : "reopened",
      subject: "message",
      subjectId: id,
      label: sender,
    });
  return true;
}

/** Saves a message's internal notes and assignee; the assignee must be a colleague who can read the messages. */
export async function saveMessageNotes(context: Context, notes: Omit<LeadNotes, "intent">): Promise<SaveNotesResult> {
  const db = await databaseOf(context);
  const assignable = await listAssignableColleagues(db, requestContextOf(context).config.adminEmail);
  return saveLeadNotes(db, notes, assignable);
}
