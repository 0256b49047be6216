import { data } from "react-router";
import { settingsSnapshot } from "~/.server/site/settings-changes";
import { adminOf } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, parseForm, readSubmitted } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { readSiteSettings } from "~/.server/site/site-settings";
import { saveSiteSettingsForm } from "~/.server/site/site-settings-save";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { HistoryLink } from "~/admin/components/history-page";
import { SiteSettingsForm } from "~/admin/components/site-settings-form";
import { Notice } from "~/components/ui/notice";
import { settingsCopy } from "~/admin/content/settings";
import { buildMeta } from "~/lib/meta";
import { readEditBase } from "~/admin/lib/edit-conflict";
import { editNotices, settingsNotices } from "~/lib/notices";
import { encodeSnapshot } from "~/lib/record-changes";
import {
  applyRowIntent,
  emptySpecialist,
  MAX_SPECIALISTS,
  parseRowIntent,
  siteSettingsSchema,
  siteSettingsValues,
} from "~/admin/lib/site-settings-form";
import { savedStampOf } from "~/admin/lib/form-safety-net";
import type { Route } from "./+types/ajustes";

// "Ajustes del sitio" (docs/features.md): the company's facts and specialists every public page
// shows. A save bumps the content version, so every cached page is rendered afresh
// (docs/decisions/007-html-cache.md). The specialists' row buttons post their own intent, so adding,
// removing and moving rows works without JavaScript (nothing is saved until "Guardar ajustes").

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: settingsCopy.title, description: settingsCopy.description, path: "/admin/ajustes", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const stored = await readSiteSettings(await databaseOf(context));
  const { facts, specialists } = stored;
  return {
    values: { ...facts, specialists },
    base: { version: stored.version, loaded: encodeSnapshot(settingsSnapshot(stored)) },
    // Version 0: the row is not written yet, so no saved record to key a kept copy on.
    saved: stored.version === 0 ? null : savedStampOf(stored),
  };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  const submitted = await readSubmitted(form);
  const posted = readEditBase(submitted);
  // Every answer but a save sends the form's version back as posted: only a save moves it on.
  const base = posted && { version: posted.version, loaded: posted.loaded };
  const typed = () => {
    const values = siteSettingsValues(submitted);
    values.specialists = values.specialists.slice(0, MAX_SPECIALISTS);
    return values;
  };
  const rowIntent = parseRowIntent(await formIntent(form));
  if (rowIntent) {
    const values = typed();
    values.specialists = applyRowIntent(values.specialists, rowIntent, () => ({ ...emptySpecialist }));
    return { values, errors: {}, notice: settingsNotices.rowsChanged, base, conflict: null };
  }
  if (!posted) return data({ values: typed(), errors: {}, notice: editNotices.missingBase, base, conflict: null }, { status: 400 });
  const submission = await parseForm(form, siteSettingsSchema);
  if (!submission.ok)
    return data({ values: typed(), errors: submission.errors, notice: settingsNotices.saveFailed, base, conflict: null }, { status: 400 });
  const saved = await saveSiteSettingsForm(context, submission.data, posted);
  if (!saved.ok && saved.reason === "conflict")
    return data({ values: typed(), errors: {}, notice: null, base, conflict: saved.conflict }, { status: 409 });
  if (!saved.ok)
    return data(
      { values: submission.data, errors: {}, notice: settingsNotices.saveFailedUnexpected, base, conflict: null },
      { status: 500 },
    );
  return redirectWithNotice("/admin/ajustes", "settings-saved");
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={settingsCopy.title} description={settingsCopy.description}>
        <HistoryLink to="/admin/ajustes/historial" />
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      {/* A save draws the form afresh from what was stored (and no longer unsaved). */}
      <SiteSettingsForm
        key={loaderData.saved?.updatedAt}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        saved={loaderData.saved}
        edit={{ base: actionData?.base ?? loaderData.base, conflict: actionData?.conflict }}
      />
    </>
  );
}
