import { sql } from "drizzle-orm";
import type { Actor } from "~/.server/activity/entries";
import { listingVersion } from "~/.server/catalog/listing-changes";
import { listStaticListingItems } from "~/.server/catalog/static-listings";
import { type Database, queryRows } from "~/.server/db/client";

// Saves of edit forms state the version they were loaded with (docs/decisions/022-edit-conflicts.md):
// tests that save directly read the current one, as a freshly loaded form would.

export const testActor: Actor = { id: null, email: "editora@example.com" };

/** The current version of a row of products, articles or categories, and a person to save as. */
export async function freshEdit(db: Database, table: "products" | "articles" | "categories", id: string, actor: Actor = testActor) {
  const [row] = await queryRows<{ version: number }>(db, sql`select version from ${sql.identifier(table)} where id = ${id}`);
  if (!row) throw new Error(`no ${table} row ${id}`);
  return { basedOn: Number(row.version), actor };
}

/** A static listing's current version (listingVersion of its rows), and a person to save as. */
export async function freshListingEdit(db: Database, path: string, actor: Actor = testActor) {
  return { basedOn: listingVersion(await listStaticListingItems(db, path)), actor };
}
