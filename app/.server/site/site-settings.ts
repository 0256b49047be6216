import { eq } from "drizzle-orm";
import { siteDefaults } from "~/content/site";
import { specialistDefaults } from "~/content/specialists";
import { type SavedStamp, savedStampOf } from "~/lib/form-safety-net";
import type { SiteFacts, Specialist } from "~/lib/site-facts";
import type { SiteSettings } from "~/lib/site-settings-form";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db/client";
import { siteSettings } from "../db/schema";

// The company's facts and specialists (one row of site_settings): the one source pages read at
// runtime, edited at /admin/ajustes. The code's values in app/content/ only seed a new database.

const SITE = "site";

export interface StoredSiteSettings {
  facts: SiteFacts;
  specialists: Specialist[];
  /** The stored row's version and last save; null while the row is missing. */
  saved: SavedStamp | null;
}

/** The stored facts; the seed's values when the row is missing (a database the seed has not reached yet). */
export async function readSiteSettings(db: Database): Promise<StoredSiteSettings> {
  const [row] = await db
    .select({ facts: siteSettings.facts, specialists: siteSettings.specialists, version: siteSettings.version, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE));
  return row
    ? { facts: { ...siteDefaults, ...row.facts }, specialists: row.specialists, saved: savedStampOf(row) }
    : { facts: siteDefaults, specialists: [...specialistDefaults], saved: null };
}

/** Writes the row the site starts with, once: an edited row is never overwritten. Returns whether it wrote. */
export async function seedSiteSettings(db: Database): Promise<boolean> {
  const inserted = await db
    .insert(siteSettings)
    .values({ id: SITE, facts: siteDefaults, specialists: [...specialistDefaults] })
    .onConflictDoNothing({ target: siteSettings.id })
    .returning({ id: siteSettings.id });
  return inserted.length > 0;
}

/** Saves what passed the form's rules; every cached page is rendered afresh (docs/decisions/007). */
export async function saveSiteSettings(db: Database, settings: SiteSettings): Promise<void> {
  const { specialists, ...facts } = settings;
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: SITE, facts, specialists })
      .onConflictDoUpdate({ target: siteSettings.id, set: { facts, specialists, updatedAt: new Date() } });
    await bumpContentVersion(tx);
  });
}
