import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { encodedSitePath, normaliseSitePath, type PathProblem } from "~/lib/redirect-paths";
import { type Actor, writeActivity } from "../activity/entries";
import { isVisitablePage } from "../analytics/visitable-pages";
import type { Database } from "../db/client";
import { foldedSearch } from "../db/search";
import { type Redirect, redirects } from "../db/schema";

// Old addresses that answer 301 with a new one (docs/decisions/034-history-trash-media-redirects.md).
// The article trigger of migration 0019 writes the automatic ones; staff add, edit and remove the
// rest at /admin/redirecciones through saveRedirect and deleteRedirect. Both keep one rule: no
// redirect leads to an address another one starts from (chains are collapsed to their end), so a
// visitor is sent once, never round in circles. The lookup (followRedirect) runs only where the
// site would answer 404 (./not-found.ts): pages that exist pay nothing.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Areas that are no public page: a redirect from them would never be asked for, or hide a tool. */
const RESERVED_PATHS = /^\/(admin|api|assets|uploads)(\/|$)/;

export type RedirectFieldProblem = PathProblem | "same" | "loop" | "live-page" | "reserved" | "taken";

export interface RedirectInput {
  /** As typed: a path or a full address of this site or of the old one. */
  from: string;
  to: string;
}

export type RedirectSaveResult =
  | { ok: true; redirect: Redirect }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: { from?: RedirectFieldProblem; to?: RedirectFieldProblem } };

/**
 * Where a request for `path` (normalised, normaliseSitePath) is sent, counting the hit; null when
 * no redirect starts there. One statement: the lookup and the count together.
 */
export async function followRedirect(db: Database, path: string, now: Date = new Date()): Promise<string | null> {
  const [row] = await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: now })
    .where(eq(redirects.fromPath, path))
    .returning({ toPath: redirects.toPath });
  return row?.toPath ?? null;
}

/** Every redirect, or those whose addresses contain `q` (accents and case folded), newest first. */
export async function listRedirects(db: Database, { q = "", limit = 500 }: { q?: string; limit?: number } = {}): Promise<Redirect[]> {
  return db
    .select()
    .from(redirects)
    .where(foldedSearch(q, [redirects.fromPath, redirects.toPath]))
    .orderBy(desc(redirects.createdAt), redirects.fromPath)
    .limit(limit);
}

export async function getRedirect(db: Database, id: string): Promise<Redirect | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
  return row ?? null;
}

/** The redirect that starts at each of `paths` (the not-found report's "ya redirige a"). */
export async function redirectsFrom(db: Database, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .where(inArray(redirects.fromPath, [...paths]));
  return new Map(rows.map((row) => [row.fromPath, row.toPath]));
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** The checks that need no other row: both are paths, different, and the old one is not a page. */
async function checkPaths(
  db: Database,
  input: RedirectInput,
): Promise<{ ok: true; from: string; to: string } | { ok: false; errors: { from?: RedirectFieldProblem; to?: RedirectFieldProblem } }> {
  const from = normaliseSitePath(input.from);
  const to = normaliseSitePath(input.to);
  const errors: { from?: RedirectFieldProblem; to?: RedirectFieldProblem } = {};
  if (!from.ok) errors.from = from.problem;
  else if (from.path === "/" || RESERVED_PATHS.test(from.path)) errors.from = "reserved";
  if (!to.ok) errors.to = to.problem;
  if (!from.ok || !to.ok || errors.from) return { ok: false, errors };
  if (from.path === to.path) return { ok: false, errors: { to: "same" } };
  // A page answers before any redirect is looked up: one from it would never be followed.
  // The sitemap writes an article's address escaped: both spellings are looked for.
  const live = (await isVisitablePage(db, from.path)) || (await isVisitablePage(db, encodedSitePath(from.path)));
  if (live) return { ok: false, errors: { from: "live-page" } };
  return { ok: true, from: from.path, to: to.path };
}

/**
 * Adds a redirect (no `id`) or changes one, recording the activity entry in the same transaction.
 * The target is followed to its end: adding A→B while B→C exists stores A→C, and redirects that
 * led to A now lead to the end too. Refused: a path that is none of this site's, the same path
 * twice, an old address that is a live page or where another redirect starts, and a loop.
 */
export async function saveRedirect(db: Database, actor: Actor, input: RedirectInput & { id?: string }): Promise<RedirectSaveResult> {
  const checked = await checkPaths(db, input);
  if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
  const { from } = checked;
  try {
    return await db.transaction(async (tx): Promise<RedirectSaveResult> => {
      const own = input.id ? await lockRedirect(tx, input.id) : null;
      if (input.id && !own) return { ok: false, reason: "not-found" };
      const others = own ? ne(redirects.id, own.id) : undefined;
      const [taken] = await tx
        .select({ id: redirects.id })
        .from(redirects)
        .where(and(eq(redirects.fromPath, from), others));
      if (taken) return { ok: false, reason: "invalid", errors: { from: "taken" } };
      // Chains are always collapsed, so one step reaches the end.
      const [onward] = await tx
        .select({ toPath: redirects.toPath })
        .from(redirects)
        .where(and(eq(redirects.fromPath, checked.to), others));
      const to = onward?.toPath ?? checked.to;
      if (to === from) return { ok: false, reason: "invalid", errors: { to: "loop" } };

      const values = { fromPath: from, toPath: to, updatedAt: new Date() };
      const [saved] = own
        ? await tx.update(redirects).set(values).where(eq(redirects.id, own.id)).returning()
        : await tx
            .insert(redirects)
            .values({ ...values, origin: "manual", createdByEmail: actor.email.toLowerCase() })
            .returning();
      // What led to the old address (or to this redirect's former start) now leads to its end.
      const formerStarts = own && own.fromPath !== from ? [from, own.fromPath] : [from];
      await tx
        .update(redirects)
        .set({ toPath: to, updatedAt: new Date() })
        .where(and(inArray(redirects.toPath, formerStarts), ne(redirects.id, saved!.id)));
      await tx.delete(redirects).where(eq(redirects.fromPath, redirects.toPath));
      await writeActivity(tx, actor, {
        action: own ? "updated" : "created",
        subject: "redirect",
        subjectId: saved!.id,
        label: from,
        detail: `→ ${to}`,
      });
      return { ok: true, redirect: saved! };
    });
  } catch (error) {
    // Two people adding the same old address at once: the unique index decides, in the same words.
    if (isUniqueViolation(error)) return { ok: false, reason: "invalid", errors: { from: "taken" } };
    throw error;
  }
}

async function lockRedirect(tx: Transaction, id: string): Promise<Redirect | null> {
  const [row] = await tx.select().from(redirects).where(eq(redirects.id, id)).for("update");
  return row ?? null;
}

/** Removes a redirect (its old address answers 404 again); false when it was already gone. */
export async function deleteRedirect(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!removed) return false;
    await writeActivity(tx, actor, {
      action: "deleted",
      subject: "redirect",
      subjectId: removed.id,
      label: removed.fromPath,
      detail: `→ ${removed.toPath}`,
    });
    return true;
  });
}
