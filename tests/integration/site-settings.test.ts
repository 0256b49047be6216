import { describe, expect, it } from "vitest";
import { readContentVersion } from "~/.server/cache/read-content-version";
import { readFlash } from "~/.server/flash";
import { readSiteSettings, seedSiteSettings } from "~/.server/site/site-settings";
import { siteDefaults } from "~/content/site";
import { specialistDefaults } from "~/content/specialists";
import { defaultSite, publicSite, type SiteFacts, type Specialist } from "~/lib/site-facts";
import { factFields, siteSettingsMessages, specialistFields } from "~/admin/lib/site-settings-form";
import { settingsSnapshot } from "~/.server/site/settings-changes";
import type { EditConflict } from "~/admin/lib/edit-conflict";
import { encodeSnapshot } from "~/lib/record-changes";
import * as route from "~/admin/routes/ajustes";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// "Ajustes del sitio" (/admin/ajustes): the company's facts and specialists live in the database,
// seeded with the values the site shipped with; a save goes through the form pipeline and turns
// every cached page over (docs/decisions/007-html-cache.md).

const adminEmail = "ajustes@example.com";

const admin = setUpSignedInAdmin(adminEmail);

const db = () => admin.test.database.connection.db;
const version = () => readContentVersion(admin.test.database.connection);

function settingsForm(facts: SiteFacts, specialists: readonly Specialist[], intent = "save"): FormData {
  const form = new FormData();
  form.set("intent", intent);
  for (const field of factFields) form.set(field, facts[field]);
  for (const specialist of specialists) {
    for (const [key, name] of Object.entries(specialistFields)) form.append(name, specialist[key as keyof Specialist]);
  }
  return form;
}

async function post(form: FormData) {
  // As a freshly loaded page sends it, unless the test states a version itself.
  if (!form.has("version")) form.set("version", String((await readSiteSettings(db())).version));
  const request = new Request(new URL("/admin/ajustes", TEST_ORIGIN), {
    method: "POST",
    headers: { accept: "text/html", origin: TEST_ORIGIN, cookie: admin.cookie },
    body: form,
  });
  const args = { request, params: {}, context: await adminRouteContext(request), unstable_pattern: "" } as unknown as Parameters<
    typeof route.action
  >[0];
  return route.action(args);
}

interface Refusal {
  data: { values: Record<string, unknown> & { specialists: Specialist[] }; errors: Record<string, string> };
  init: { status?: number } | null;
}

describe("site settings", () => {
  it("are seeded once with the values the code shipped with, so pages render as before", async () => {
    expect(await seedSiteSettings(db())).toBe(true);
    expect(await seedSiteSettings(db())).toBe(false);
    const stored = await readSiteSettings(db());
    expect(stored.facts).toEqual(siteDefaults);
    expect(stored.specialists).toEqual(specialistDefaults);
    expect(publicSite(stored.facts)).toEqual(defaultSite);
    // What the site used to have in code, in the shape pages draw.
    expect(defaultSite).toMatchObject({
      name: "Campo & Industria",
      phone: { display: "+598 2600 4172", e164: "+59826004172" },
      chat: { display: "+598 93 949 472", e164: "+59893949472" },
      address: { street: "Colonia 1280, oficina 502", city: "Montevideo", countryCode: "UY" },
    });
    expect(defaultSite.social.map((profile) => profile.name)).toEqual(["Facebook", "Instagram", "LinkedIn", "YouTube"]);
  });

  it("saves what an editor changed, bumps the content version and says so after the redirect", async () => {
    const before = await version();
    const specialists = [{ ...specialistDefaults[1]! }, { ...specialistDefaults[0]!, name: "Martina Pereira" }];
    const response = await post(
      settingsForm({ ...siteDefaults, phone: "+598 2900 1234", mapUrl: "https://maps.app.goo.gl/abc" }, specialists),
    );
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/admin/ajustes");
    const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: redirect.headers.get("set-cookie")!.split(";")[0]! } }));
    expect(flash.notice?.title).toBe("Ajustes guardados");

    const stored = await readSiteSettings(db());
    expect(stored.facts.phone).toBe("+598 2900 1234");
    expect(stored.facts.mapUrl).toBe("https://maps.app.goo.gl/abc");
    expect(stored.specialists.map((specialist) => specialist.name)).toEqual(["Lucía Fernández", "Martina Pereira"]);
    expect(publicSite(stored.facts).phone.e164).toBe("+59829001234");
    expect(await version()).toBeGreaterThan(before);
  });

  it("refuses a save over a newer version, keeps what was typed and says what the colleague changed", async () => {
    const opened = await readSiteSettings(db());
    const form = (facts: Partial<SiteFacts>) => {
      const body = settingsForm({ ...opened.facts, ...facts }, opened.specialists);
      body.set("version", String(opened.version));
      body.set("loadedSnapshot", encodeSnapshot(settingsSnapshot(opened)));
      return body;
    };
    expect(await post(form({ officeHours: "Lunes a viernes de 8:00 a 17:00" }))).toBeInstanceOf(Response);
    const stale = (await post(form({ city: "Canelones" }))) as unknown as Refusal & { data: { conflict: EditConflict } };
    expect(stale.init?.status).toBe(409);
    expect(stale.data.values.city).toBe("Canelones");
    expect(stale.data.conflict.changes).toEqual([`Horario de atención: ${opened.facts.officeHours} → Lunes a viernes de 8:00 a 17:00`]);
    const stored = await readSiteSettings(db());
    expect(stored.facts).toMatchObject({ officeHours: "Lunes a viernes de 8:00 a 17:00", city: opened.facts.city });
    expect(stored.version).toBe(opened.version + 1);
  });

  it("refuses bad input with a message per field, keeps what was typed and changes nothing", async () => {
    const stored = await readSiteSettings(db());
    const before = await version();
    const specialists = [...stored.specialists, { name: "", area: "Industria", title: "Técnico", phone: "099 123" }];
    const result = (await post(
      settingsForm({ ...stored.facts, email: "info@", phone: "llamanos", facebook: "javascript:alert(1)", name: "" }, specialists),
    )) as unknown as Refusal;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toMatchObject({
      email: siteSettingsMessages.email,
      phone: siteSettingsMessages.phone,
      facebook: siteSettingsMessages.url,
      name: siteSettingsMessages.required,
      "specialists.2.name": siteSettingsMessages.required,
      "specialists.2.phone": siteSettingsMessages.phone,
    });
    expect(result.data.values).toMatchObject({ email: "info@", phone: "llamanos", facebook: "javascript:alert(1)" });
    expect(result.data.values.specialists).toHaveLength(3);
    expect(result.data.values.specialists[2]).toMatchObject({ area: "Industria", phone: "099 123" });
    expect(await readSiteSettings(db())).toEqual(stored);
    expect(await version()).toBe(before);
  });

  it("refuses hostile input (huge lists, overlong text, files, no specialists) and changes nothing", async () => {
    const stored = await readSiteSettings(db());
    const before = await version();
    const many = Array.from({ length: 500 }, (_, index) => ({
      name: `Persona ${index}`,
      area: "Tambo",
      title: "Técnico",
      phone: "+598 99 000 000",
    }));
    const flood = (await post(settingsForm(stored.facts, many))) as unknown as Refusal;
    expect(flood.init?.status).toBe(400);
    expect(flood.data.errors.specialists).toBe(siteSettingsMessages.tooManySpecialists);
    expect(flood.data.values.specialists.length).toBeLessThanOrEqual(20);

    const long = (await post(settingsForm({ ...stored.facts, name: "x".repeat(5000) }, stored.specialists))) as unknown as Refusal;
    expect(long.init?.status).toBe(400);
    expect(long.data.errors.name).toBe(siteSettingsMessages.tooLong(80));

    const none = (await post(settingsForm(stored.facts, []))) as unknown as Refusal;
    expect(none.init?.status).toBe(400);
    expect(none.data.errors.specialists).toBe(siteSettingsMessages.noSpecialists);

    const withFile = settingsForm(stored.facts, stored.specialists);
    withFile.set("email", new File(["x"], "correo.txt"));
    withFile.append("email", "otro@example.com");
    const file = (await post(withFile)) as unknown as Refusal;
    expect(file.init?.status).toBe(400);
    expect(file.data.errors.email).toBe(siteSettingsMessages.email);

    expect(await readSiteSettings(db())).toEqual(stored);
    expect(await version()).toBe(before);
  });

  it("adds, moves and removes specialist rows without JavaScript and without saving", async () => {
    const stored = await readSiteSettings(db());
    const before = await version();
    const reply = (intent: string) =>
      post(settingsForm(stored.facts, stored.specialists, intent)) as unknown as Promise<{ values: { specialists: Specialist[] } }>;
    const names = async (intent: string) => (await reply(intent)).values.specialists.map((specialist) => specialist.name);
    expect(await names("add-specialist")).toEqual([...stored.specialists.map((specialist) => specialist.name), ""]);
    expect(await names("down-specialist-0")).toEqual([stored.specialists[1]!.name, stored.specialists[0]!.name]);
    expect(await names("up-specialist-1")).toEqual([stored.specialists[1]!.name, stored.specialists[0]!.name]);
    expect(await names("remove-specialist-0")).toEqual([stored.specialists[1]!.name]);
    expect(await readSiteSettings(db())).toEqual(stored);
    expect(await version()).toBe(before);
  });

  it("answers only administrators", async () => {
    const request = new Request(new URL("/admin/ajustes", TEST_ORIGIN), {
      method: "POST",
      headers: { origin: TEST_ORIGIN },
      body: new FormData(),
    });
    await expect(
      adminRouteContext(request).then((context) => route.action({ request, params: {}, context, unstable_pattern: "" } as never)),
    ).rejects.toBeDefined();
  });
});
