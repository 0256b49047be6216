import { asc, eq, sql } from "drizzle-orm";
import { replyTemplatesCopy } from "~/admin/content/reply-templates";
import { type Actor, writeActivity } from "../activity/entries";
import type { Database } from "../db/client";
import { databaseSeeds, type ReplyTemplate, replyTemplates } from "../db/schema";
import { changesDetail, type Snapshot, snapshotOf } from "~/lib/record-changes";

// «Plantillas de respuesta» (/admin/messages/plantillas): saved texts with placeholders that
// «Responder por correo» / «Responder por WhatsApp» fill with a lead's facts
// (app/admin/lib/lead-replies.ts). Each change writes its activity entry in its own transaction.

export type ReplyTemplateRow = Pick<ReplyTemplate, "id" | "name" | "body" | "version">;

const columns = { id: replyTemplates.id, name: replyTemplates.name, body: replyTemplates.body, version: replyTemplates.version };

/** Every template, by name. */
export async function listReplyTemplates(db: Database): Promise<ReplyTemplateRow[]> {
  return db.select(columns).from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id));
}

export async function getReplyTemplate(db: Database, id: string): Promise<ReplyTemplateRow | null> {
  const [row] = await db.select(columns).from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ?? null;
}

export interface ReplyTemplateInput {
  name: string;
  body: string;
}

/** A template's fields as its form shows them: the activity log's detail and the edit-conflict notice. */
export function replyTemplateSnapshot(template: ReplyTemplateInput): Snapshot {
  return snapshotOf([
    [replyTemplatesCopy.name, template.name],
    [replyTemplatesCopy.body, template.body],
  ]);
}

export type ReplyTemplateSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: "not-found" }
  /** Someone saved it since the form was loaded: what is stored now, for the notice. */
  | { ok: false; reason: "conflict"; current: ReplyTemplateRow & { updatedAt: Date } };

/**
 * Adds a template (no `id`) or changes one. A change carries the version it is based on (the one
 * its form was loaded with, or the newer one a «save anyway» names) and is refused when the stored
 * template is newer (docs/decisions/022-edit-conflicts.md).
 */
export async function saveReplyTemplate(
  db: Database,
  actor: Actor,
  input: ReplyTemplateInput & { id?: string; basedOn?: number },
): Promise<ReplyTemplateSaveResult> {
  return db.transaction(async (tx): Promise<ReplyTemplateSaveResult> => {
    let id = input.id;
    let detail: string | null = null;
    if (id) {
      const [current] = await tx
        .select({ ...columns, updatedAt: replyTemplates.updatedAt })
        .from(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .for("update");
      if (!current) return { ok: false, reason: "not-found" };
      if (current.version !== input.basedOn) return { ok: false, reason: "conflict", current };
      await tx
        .update(replyTemplates)
        .set({ name: input.name, body: input.body, version: sql`${replyTemplates.version} + 1`, updatedAt: sql`now()` })
        .where(eq(replyTemplates.id, id));
      detail = changesDetail(replyTemplateSnapshot(current), replyTemplateSnapshot(input));
    } else {
      const [created] = await tx.insert(replyTemplates).values({ name: input.name, body: input.body }).returning({ id: replyTemplates.id });
      id = created!.id;
    }
    await writeActivity(tx, actor, {
      action: input.id ? "updated" : "created",
      subject: "reply-template",
      subjectId: id,
      label: input.name,
      detail,
    });
    return { ok: true, id };
  });
}

/** Deletes a template; false when it was already gone. */
export async function deleteReplyTemplate(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ name: replyTemplates.name });
    if (!deleted) return false;
    await writeActivity(tx, actor, { action: "deleted", subject: "reply-template", subjectId: id, label: deleted.name });
    return true;
  });
}

const DEFAULT_TEMPLATES = "reply-templates";

/**
 * The two starting templates, once per database (its 'reply-templates' row of database_seeds, as
 * the demo content: docs/decisions/025-demo-content-seeded-once.md): templates the staff delete
 * never come back.
 */
export function seedReplyTemplates(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(databaseSeeds)
      .values({ name: DEFAULT_TEMPLATES })
      .onConflictDoNothing()
      .returning({ name: databaseSeeds.name });
    if (claimed.length === 0) return 0;
    await tx.insert(replyTemplates).values(replyTemplatesCopy.defaults.map((template) => ({ ...template })));
    return replyTemplatesCopy.defaults.length;
  });
}
