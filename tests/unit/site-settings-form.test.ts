import { describe, expect, it } from "vitest";
import { siteDefaults } from "~/content/site";
import { specialistDefaults } from "~/content/specialists";
import { checkForm, type SubmittedValues } from "~/lib/forms";
import { publicSite } from "~/lib/site-facts";
import {
  applyRowIntent,
  factFields,
  parseRowIntent,
  siteSettingsMessages,
  siteSettingsSchema,
  specialistFields,
} from "~/admin/lib/site-settings-form";

// The rules of /admin/ajustes (app/admin/lib/site-settings-form.ts) and the specialists' row buttons.

function submitted(overrides: Partial<Record<string, string>> = {}): SubmittedValues {
  const values: SubmittedValues = Object.fromEntries(factFields.map((field) => [field, siteDefaults[field]]));
  for (const [key, name] of Object.entries(specialistFields))
    values[name] = specialistDefaults.map((specialist) => specialist[key as keyof typeof specialist]);
  return { ...values, ...(overrides as SubmittedValues) };
}

describe("site settings form", () => {
  it("accepts the seeded values as they are", () => {
    const check = checkForm(siteSettingsSchema, submitted());
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.data).toEqual({ ...siteDefaults, specialists: specialistDefaults });
  });

  it("wants phone numbers with their country code, a real e-mail and web addresses", () => {
    const check = checkForm(
      siteSettingsSchema,
      submitted({ phone: "2600 4172", chat: "+598 12", email: "info@", youtube: "www.youtube.com/x", mapUrl: "ftp://mapa.example" }),
    );
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors).toEqual({
        phone: siteSettingsMessages.phone,
        chat: siteSettingsMessages.phone,
        email: siteSettingsMessages.email,
        youtube: siteSettingsMessages.url,
        mapUrl: siteSettingsMessages.url,
      });
    }
  });

  it("keys a specialist's message by its row", () => {
    const check = checkForm(
      siteSettingsSchema,
      submitted({ specialistPhone: ["+598 99 318 452", "sin número", "+598 94 605 281"] as unknown as string }),
    );
    expect(check.ok ? {} : check.errors).toEqual({ "specialists.1.phone": siteSettingsMessages.phone });
  });

  it("moves, removes and adds rows as the buttons say, and ignores what no button sends", () => {
    const rows = ["a", "b", "c"];
    const apply = (intent: string) => applyRowIntent(rows, parseRowIntent(intent)!, () => "");
    expect(apply("up-specialist-1")).toEqual(["b", "a", "c"]);
    expect(apply("down-specialist-1")).toEqual(["a", "c", "b"]);
    expect(apply("up-specialist-0")).toEqual(rows);
    expect(apply("down-specialist-2")).toEqual(rows);
    expect(apply("remove-specialist-0")).toEqual(["b", "c"]);
    expect(apply("remove-specialist-9")).toEqual(rows);
    expect(apply("add-specialist")).toEqual([...rows, ""]);
    expect(parseRowIntent("save")).toBeNull();
    expect(parseRowIntent("up-specialist-x")).toBeNull();
  });

  it("derives the dialable number and hides a profile left empty", () => {
    const site = publicSite({ ...siteDefaults, phone: "+598 (2) 600-4172", instagram: "" });
    expect(site.phone.e164).toBe("+59826004172");
    expect(site.social.map((profile) => profile.name)).toEqual(["Facebook", "LinkedIn", "YouTube"]);
  });
});
