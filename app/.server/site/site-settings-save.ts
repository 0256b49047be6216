import type { RouterContextProvider } from "react-router";
import type { EditConflict, SubmittedEditBase } from "~/admin/lib/edit-conflict";
import type { SiteSettings } from "~/admin/lib/site-settings-form";
import { actorOf } from "../activity/log";
import { describeEditConflict } from "../activity/edit-conflicts";
import { databaseOf, requestContextOf } from "../request-context";
import { saveSiteSettings, SETTINGS_SUBJECT_ID } from "./site-settings";
import { settingsSnapshot } from "./settings-changes";

// The save behind /admin/ajustes: the settings, their version check and the activity entry in one
// transaction (saveSiteSettings); a save someone else got in first comes back as the conflict the
// form shows.

export type SettingsFormSave =
  | { ok: true }
  /** Someone saved the settings since the form was loaded. */
  | { ok: false; reason: "conflict"; conflict: EditConflict }
  /** Something of ours failed; the cause is in the log. */
  | { ok: false; reason: "failed" };

/** Saves what passed the form's rules, if nobody saved since the form was loaded (`edit`). */
export async function saveSiteSettingsForm(
  context: Pick<RouterContextProvider, "get">,
  settings: SiteSettings,
  edit: SubmittedEditBase,
): Promise<SettingsFormSave> {
  try {
    const db = await databaseOf(context);
    const actor = actorOf(context);
    const saved = await saveSiteSettings(db, settings, { basedOn: edit.basedOn, actor });
    if (saved.ok) return { ok: true };
    const { current } = saved;
    const stored = {
      subject: "settings",
      subjectId: SETTINGS_SUBJECT_ID,
      version: current.version,
      updatedAt: current.updatedAt,
      snapshot: settingsSnapshot(current),
    } as const;
    return { ok: false, reason: "conflict", conflict: await describeEditConflict(db, actor, edit, stored) };
  } catch (error) {
    requestContextOf(context).log.error({ err: error }, "site settings save failed");
    return { ok: false, reason: "failed" };
  }
}
