import { eq, sql } from "drizzle-orm";
import { siteDefaults } from "~/content/site";
import { specialistDefaults } from "~/content/specialists";
import type { SiteFacts, Specialist } from "~/lib/site-facts";
import type { SiteSettings } from "~/admin/lib/site-settings-form";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db/client";
import { siteSettings } from "../db/schema";
import { type Actor, writeActivity } from "../activity/entries";
import { changesDetail } from "~/lib/record-changes";
import { settingsSnapshot } from "./settings-changes";
import { recordVersion } from "../history/versions";

// The company's facts and specialists (one row of site_settings): the one source pages read at
// runtime, edited at /admin/ajustes. The code's values in app/content/ only seed a new database.

const SITE = "site";

export interface StoredSiteSettings {
  facts: SiteFacts;
  specialists: Specialist[];
}

/** What the admin form is loaded with: the settings and the row's version (docs/decisions/022-edit-conflicts.md). */
export interface VersionedSiteSettings extends StoredSiteSettings {
  /** 0 while the row is missing: the first save writes it. */
  version: number;
  updatedAt: Date;
}

/** The stored facts; the seed's values when the row is missing (a database the seed has not reached yet). */
export async function readSiteSettings(db: Database): Promise<VersionedSiteSettings> {
  const [row] = await db
    .select({
      facts: siteSettings.facts,
      specialists: siteSettings.specialists,
      version: siteSettings.version,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE));
  return row
    ? { ...row, facts: { ...siteDefaults, ...row.facts } }
    : { facts: siteDefaults, specialists: [...specialistDefaults], version: 0, updatedAt: new Date(0) };
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

export type SettingsSaveResult = { ok: true } | { ok: false; reason: "conflict"; current: VersionedSiteSettings };

/**
 * Saves what passed the form's rules if the row is still at version `basedOn` (else nothing is
 * written and the stored settings come back), with its activity entry in the same transaction;
 * every cached page is rendered afresh (docs/decisions/007).
 */
export async function saveSiteSettings(
  db: Database,
  settings: SiteSettings,
  edit: { basedOn: number; actor: Actor; restoredFrom?: number },
): Promise<SettingsSaveResult> {
  const { specialists, ...facts } = settings;
  return db.transaction(async (tx) => {
    // Locks the row, so two saves are decided one after the other.
    await tx.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, SITE)).for("update");
    const before = await readSiteSettings(tx);
    if (before.version !== edit.basedOn) return { ok: false, reason: "conflict", current: before } as const;
    await tx
      .insert(siteSettings)
      .values({ id: SITE, facts, specialists })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { facts, specialists, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` },
      });
    await bumpContentVersion(tx);
    const detail = changesDetail(settingsSnapshot(before), settingsSnapshot({ facts, specialists }));
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, SITE));
    const versionId = await recordVersion(tx, edit.actor, {
      subject: "settings",
      subjectId: SITE,
      label: SETTINGS_LABEL,
      values: row!,
      restoredFrom: edit.restoredFrom,
      // A row the seed never wrote had no state of its own to keep.
      previous: before.version > 0 ? { label: SETTINGS_LABEL, values: { id: SITE, ...before }, at: before.updatedAt } : null,
    });
    const action = edit.restoredFrom ? "restored" : "updated";
    await writeActivity(tx, edit.actor, { action, subject: "settings", subjectId: SITE, label: SETTINGS_LABEL, detail, versionId });
    return { ok: true } as const;
  });
}

/** How the activity log names the settings. */
const SETTINGS_LABEL = "Datos de la empresa y especialistas";

export const SETTINGS_SUBJECT_ID = SITE;
