import { z } from "zod";
import type { SubmittedValues } from "../../lib/forms";
import { type SiteFacts, type Specialist, socialNetworks } from "../../lib/site-facts";

// The form of /admin/ajustes (docs/features.md, "Ajustes del sitio"): the company's facts as flat
// fields and the specialists as repeated rows (specialistName, specialistArea, … posted once per
// row, in order). Shared by the form component and the route action, which reads it through
// parseForm with siteSettingsSchema. A row's message is keyed "specialists.{row}.{field}".

export interface SiteSettingsValues extends SiteFacts {
  specialists: Specialist[];
}

export const factFields = [
  "name",
  "legalName",
  "phone",
  "chat",
  "email",
  "street",
  "postalCode",
  "city",
  "country",
  "mapUrl",
  "officeHours",
  ...socialNetworks.map(({ key }) => key),
] as const satisfies readonly (keyof SiteFacts)[];

export const specialistFields = {
  name: "specialistName",
  area: "specialistArea",
  title: "specialistTitle",
  phone: "specialistPhone",
} as const satisfies Record<keyof Specialist, string>;

/** More rows than this is not an editor at work; the rest are dropped before anything is read. */
export const MAX_SPECIALISTS = 20;

export const siteSettingsMessages = {
  required: "Completá este campo.",
  tooLong: (max: number) => `Usá como máximo ${max} caracteres.`,
  phone: "Escribí un teléfono con su código de país, por ejemplo +598 2600 4172.",
  email: "Escribí un correo válido, por ejemplo info@empresa.com.uy.",
  url: "Escribí una dirección web completa, que empiece con https://.",
  noSpecialists: "Agregá al menos un especialista.",
  tooManySpecialists: `Podés tener como máximo ${MAX_SPECIALISTS} especialistas.`,
} as const;

function text(value: SubmittedValues[string] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.trim() : "";
}

function list(value: SubmittedValues[string] | undefined): string[] {
  return [value ?? []].flat().map((entry) => (typeof entry === "string" ? entry.trim() : ""));
}

/** What the form posted, as the editor wrote it (trimmed); also what a refused form shows again. */
export function siteSettingsValues(submitted: SubmittedValues): SiteSettingsValues {
  const facts = Object.fromEntries(factFields.map((field) => [field, text(submitted[field])])) as unknown as SiteFacts;
  const columns = Object.fromEntries(Object.entries(specialistFields).map(([key, field]) => [key, list(submitted[field])])) as Record<
    keyof Specialist,
    string[]
  >;
  const rows = Math.min(MAX_SPECIALISTS + 1, Math.max(...Object.values(columns).map((column) => column.length)));
  const specialists = Array.from({ length: rows }, (_, row) => ({
    name: columns.name[row] ?? "",
    area: columns.area[row] ?? "",
    title: columns.title[row] ?? "",
    phone: columns.phone[row] ?? "",
  }));
  return { ...facts, specialists };
}

const required = (max: number) => z.string().min(1, siteSettingsMessages.required).max(max, siteSettingsMessages.tooLong(max));

const phone = required(30).refine(
  (value) => /^\+[\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 8 && value.replace(/\D/g, "").length <= 15,
  siteSettingsMessages.phone,
);

/** Empty, or an http(s) address. */
const optionalUrl = z
  .string()
  .max(500, siteSettingsMessages.tooLong(500))
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, siteSettingsMessages.url);

const specialistRules: Record<keyof Specialist, z.ZodType<string>> = {
  name: required(80),
  area: required(80),
  title: required(160),
  phone,
};

const settingsObject = z
  .object({
    name: required(80),
    legalName: required(120),
    phone,
    chat: phone,
    email: z.string().max(200, siteSettingsMessages.tooLong(200)).pipe(z.email(siteSettingsMessages.email)),
    street: required(120),
    postalCode: z.string().max(12, siteSettingsMessages.tooLong(12)),
    city: required(80),
    country: required(80),
    mapUrl: optionalUrl,
    officeHours: required(120),
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    youtube: optionalUrl,
    specialists: z.array(z.object({ name: z.string(), area: z.string(), title: z.string(), phone: z.string() })),
  })
  .superRefine((settings, context) => {
    if (settings.specialists.length === 0)
      context.addIssue({ code: "custom", path: ["specialists"], message: siteSettingsMessages.noSpecialists });
    if (settings.specialists.length > MAX_SPECIALISTS) {
      context.addIssue({ code: "custom", path: ["specialists"], message: siteSettingsMessages.tooManySpecialists });
      return;
    }
    settings.specialists.forEach((specialist, row) => {
      for (const field of Object.keys(specialistRules) as (keyof Specialist)[]) {
        const checked = specialistRules[field].safeParse(specialist[field]);
        if (!checked.success) {
          context.addIssue({
            code: "custom",
            path: [`specialists.${row}.${field}`],
            message: checked.error.issues[0]?.message ?? siteSettingsMessages.required,
          });
        }
      }
    });
  });

/** The form's rules: what is stored is exactly what passed them. */
export const siteSettingsSchema = z.preprocess((input) => siteSettingsValues(input as SubmittedValues), settingsObject);

export type SiteSettings = z.infer<typeof settingsObject>;

/** A row button of the specialists (each posts its own intent, so they work without JavaScript). */
export type RowIntent = { kind: "add" } | { kind: "remove" | "up" | "down"; row: number };

export function parseRowIntent(intent: string): RowIntent | null {
  if (intent === "add-specialist") return { kind: "add" };
  const match = /^(remove|up|down)-specialist-(\d{1,3})$/.exec(intent);
  return match ? { kind: match[1] as "remove" | "up" | "down", row: Number(match[2]) } : null;
}

export const emptySpecialist: Specialist = { name: "", area: "", title: "", phone: "" };

/** The rows after a row button: a new empty row last, a row removed, or swapped with its neighbour. */
export function applyRowIntent<Row>(rows: readonly Row[], intent: RowIntent, empty: () => Row): Row[] {
  const next = [...rows];
  if (intent.kind === "add") return next.length >= MAX_SPECIALISTS ? next : [...next, empty()];
  const { row } = intent;
  if (row >= next.length) return next;
  if (intent.kind === "remove") next.splice(row, 1);
  const other = intent.kind === "up" ? row - 1 : intent.kind === "down" ? row + 1 : -1;
  if (other >= 0 && other < next.length) [next[row], next[other]] = [next[other]!, next[row]!];
  return next;
}
