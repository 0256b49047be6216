import { z } from "zod";
import { checkForm, type SubmittedValues, textOf } from "../../lib/forms";
import { SEARCH_MAX_LENGTH } from "../../lib/list-search";

// The admin lists' address (/admin/products, /admin/articles, /admin/messages): search, filters and
// page live in the query string (?q=&estado=&pagina=, and categoria= for products), so a view can be
// bookmarked and the plain GET form works without JavaScript. The query string goes through the
// form pipeline (docs/decisions/013-form-pipeline.md, checkForm) with schemas that never refuse: a
// value that makes no sense is dropped (unknown estado, categoria) or clamped (pagina).

/** Rows per page of every admin list. */
export const LIST_PAGE_SIZE = 25;

const text = z.preprocess((value) => textOf(value as SubmittedValues[string]), z.string());

/** What was typed, trimmed and cut to SEARCH_MAX_LENGTH; anything else becomes "". */
const search = text.transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH)).catch("");

/** A page number from 1; "abc", "0" or "-3" become 1. The upper clamp needs the count (pageOf). */
const page = text
  .pipe(z.string().regex(/^\d{1,6}$/))
  .transform(Number)
  .pipe(z.number().int().min(1))
  .catch(1);

export const productStatuses = ["activo", "inactivo"] as const;
export const articleStatuses = ["publicado", "borrador", "programado"] as const;
/** The leads' views: open (the default), mine, due, closed, all and spam (app/.server/leads/messages.ts). */
export const messageStatuses = ["abiertos", "mias", "vencidos", "cerrados", "todos", "spam"] as const;

/** /admin/medios: ?q=&uso=en-uso|sin-usar&pagina= */
export const mediaListQuery = z.object({ q: search, uso: text.pipe(z.enum(["en-uso", "sin-usar", ""])).catch(""), pagina: page });

export type ArticleStatus = (typeof articleStatuses)[number];
export type MessageStatus = (typeof messageStatuses)[number];

export const productListQuery = z.object({
  q: search,
  estado: text.pipe(z.enum([...productStatuses, ""])).catch(""),
  // A category's id; anything that is not one is no filter (the list checks it exists).
  categoria: text.pipe(z.uuid()).catch(""),
  pagina: page,
});

export const articleListQuery = z.object({ q: search, estado: text.pipe(z.enum([...articleStatuses, ""])).catch(""), pagina: page });

export const messageListQuery = z.object({ q: search, estado: text.pipe(z.enum(messageStatuses)).catch("abiertos"), pagina: page });

export type ProductListQuery = z.infer<typeof productListQuery>;
export type ArticleListQuery = z.infer<typeof articleListQuery>;
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** The query string as the form pipeline's values: a name given several times becomes a list. */
export function queryValues(params: URLSearchParams): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of params) {
    const previous = values[name];
    values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

interface Schema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A list's query read from its address; every field has a fallback, so it never fails. */
export function readListQuery<Output>(url: URL | string, schema: Schema<Output>): Output {
  const checked = checkForm(schema, queryValues(new URL(url, "http://x").searchParams));
  if (!checked.ok) throw new Error(`list query schema refused ${JSON.stringify(checked.errors)}`);
  return checked.data;
}

/** One page of a list: its rows, how many match in all, and the page shown (clamped to the last). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

/** The page to show and its offset: a page past the end shows the last one. */
export function pageOf(requested: number, total: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * LIST_PAGE_SIZE };
}

/**
 * The address of a list with some parameters changed: empty values and page 1 are left out, so the
 * address stays short and one view has one address.
 */
export function listHref(query: Record<string, string | number>, changes: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...changes })) {
    if (value === "" || (name === "pagina" && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** "1 producto", "38 productos". */
export function countLabel(total: number, singular: string, plural: string): string {
  return `${total.toLocaleString("es-UY")} ${total === 1 ? singular : plural}`;
}
