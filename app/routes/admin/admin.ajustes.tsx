import { data, redirect } from "react-router";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { setFlash } from "~/.server/flash";
import { formIntent, parseForm, readSubmitted } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { readSiteSettings, saveSiteSettings } from "~/.server/site/site-settings";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { SiteSettingsForm } from "~/components/admin/site-settings-form";
import { Notice } from "~/components/ui/notice";
import { settingsCopy } from "~/content/admin-settings";
import { buildMeta } from "~/lib/meta";
import { settingsNotices } from "~/lib/notices";
import {
  applyRowIntent,
  emptySpecialist,
  MAX_SPECIALISTS,
  parseRowIntent,
  siteSettingsSchema,
  siteSettingsValues,
} from "~/lib/site-settings-form";
import type { Route } from "./+types/admin.ajustes";

// "Ajustes del sitio" (docs/features.md): the company's facts and specialists every public page
// shows. A save bumps the content version, so every cached page is rendered afresh
// (docs/decisions/007-html-cache.md). The specialists' row buttons post their own intent, so adding,
// removing and moving rows works without JavaScript (nothing is saved until "Guardar ajustes").

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: settingsCopy.title, description: settingsCopy.description, path: "/admin/ajustes", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const { facts, specialists, saved } = await readSiteSettings(await databaseOf(context));
  return { values: { ...facts, specialists }, saved };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  const rowIntent = parseRowIntent(await formIntent(form));
  if (rowIntent) {
    const values = siteSettingsValues(await readSubmitted(form));
    values.specialists = applyRowIntent(values.specialists.slice(0, MAX_SPECIALISTS), rowIntent, () => ({ ...emptySpecialist }));
    return { values, errors: {}, notice: settingsNotices.rowsChanged };
  }
  const submission = await parseForm(form, siteSettingsSchema);
  if (!submission.ok) {
    const values = siteSettingsValues(submission.submitted);
    values.specialists = values.specialists.slice(0, MAX_SPECIALISTS);
    return data({ values, errors: submission.errors, notice: settingsNotices.saveFailed }, { status: 400 });
  }
  try {
    await saveSiteSettings(await databaseOf(context), submission.data);
  } catch (error) {
    logger.error({ err: error }, "site settings save failed");
    return data({ values: submission.data, errors: {}, notice: settingsNotices.saveFailedUnexpected }, { status: 500 });
  }
  await recordActivity(context, { action: "updated", subject: "settings", label: "Datos de la empresa y especialistas" });
  return redirect("/admin/ajustes", { headers: { "Set-Cookie": await setFlash("settings-saved") } });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={settingsCopy.title} description={settingsCopy.description} />
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      {/* A save draws the form afresh from what was stored (and no longer unsaved). */}
      <SiteSettingsForm key={loaderData.saved?.updatedAt} values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} saved={loaderData.saved} />
    </>
  );
}
