import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { articles, categories, products, recordVersions, staticListingItems, type VersionedSubject } from "../db/schema";

// The activity log's link from an entry to the version its save kept: the record's history page,
// at that version (?version=N opens the page that shows it, #version-N scrolls to it), while the
// record still exists and the version is still kept.

const historyPaths: Record<VersionedSubject, (id: string) => string> = {
  product: (id) => `/admin/products/${id}/historial`,
  article: (id) => `/admin/articles/${id}/historial`,
  category: (id) => `/admin/categorias/${id}/historial`,
  "listing-item": (id) => `/admin/listados/${id}/historial`,
  settings: () => "/admin/ajustes/historial",
};

const tables = { product: products, article: articles, category: categories, "listing-item": staticListingItems } as const;

/** versionId → the address of that version on its record's history page, for the versions whose record still exists. */
export async function versionLinks(db: Database, versionIds: readonly (string | null)[]): Promise<Record<string, string>> {
  const ids = [...new Set(versionIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const versions = await db
    .select({ id: recordVersions.id, subject: recordVersions.subject, subjectId: recordVersions.subjectId, number: recordVersions.number })
    .from(recordVersions)
    .where(inArray(recordVersions.id, ids));
  const existing = new Set<string>(["settings:site"]);
  for (const [subject, table] of Object.entries(tables)) {
    const wanted = versions.filter((version) => version.subject === subject).map((version) => version.subjectId);
    if (wanted.length === 0) continue;
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    for (const row of rows) existing.add(`${subject}:${row.id}`);
  }
  const links: Record<string, string> = {};
  for (const version of versions) {
    if (!existing.has(`${version.subject}:${version.subjectId}`)) continue;
    links[version.id] = `${historyPaths[version.subject](version.subjectId)}?version=${version.number}#version-${version.number}`;
  }
  return links;
}
