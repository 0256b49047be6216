import { data, redirect, type RouterContextProvider } from "react-router";
import { type FieldErrors, textOf, type TypedValues, typedValues } from "~/lib/forms";
import { CONTACT_FAILURE } from "~/lib/public-notices";
import { readQuantity } from "~/lib/quote-quantity";
import { isQuoteKind, QUOTE_LIMITS, returnPath } from "~/lib/quote-list";
import { recordContactSent } from "../analytics/collect";
import { setFlash } from "../flash";
import { readSubmitted } from "../forms";
import { submitContactMessage } from "../leads/messages";
import { publicOrigin } from "../origin";
import { databaseOf, requestContextOf } from "../request-context";
import { clearQuoteCookieHeader, quoteCookieHeader, readQuoteListId } from "./cookie";
import { addQuoteItem, type QuoteItemChange, type QuoteListView, readQuoteList, removeQuoteItem, updateQuoteItems } from "./lists";

// The loader and action of /mi-consulta (app/routes/contact/mi-consulta.tsx): plain forms first, so
// every step works without JavaScript (docs/decisions/035-quote-list-and-lead-pipeline.md).
// Intents: `agregar` (from any product's «Agregar a mi consulta»), `actualizar`, `quitar` (a button
// named `quitar` whose value is the item), `enviar`. The page's fields: `cantidad-{item}`,
// `nota-{item}` for each item, and the contact fields of /contacto.

interface RouteArgs {
  request: Request;
  context: Pick<RouterContextProvider, "get" | "set">;
}

/** Set by the page's script when it adds without leaving the page: answer with data, not a redirect. */
export const STAY_FIELD = "sin_recargar";

export type QuoteActionData =
  | { intent: "agregar"; ok: true; name: string; count: number }
  | { intent: "agregar"; ok: false; error: string }
  | {
      intent: "actualizar" | "quitar" | "enviar";
      success: boolean;
      error?: string;
      fieldErrors?: FieldErrors;
      /** What was typed, shown again (nothing after a successful send). */
      values?: TypedValues;
      saved?: boolean;
    };

const addRefusals = {
  "not-found": "Ese producto ya no está en el catálogo. Escribinos y te ayudamos a encontrar una alternativa.",
  full: `Tu consulta ya tiene ${QUOTE_LIMITS.items} productos, el máximo. Enviala y empezá otra para sumar más.`,
  "too-many-lists": "Se empezaron muchas consultas desde tu conexión en la última hora. Probá de nuevo más tarde.",
} as const;

/** The visitor's list (empty without the cookie); the page says once which items were dropped. */
export async function quotePageLoader({ request, context }: RouteArgs): Promise<QuoteListView> {
  const listId = await readQuoteListId(request);
  if (!listId) return { items: [], dropped: 0 };
  return readQuoteList(await databaseOf(context), listId);
}

/** The quantities and notes typed for these items, or each refused quantity's message. */
function readChanges(values: TypedValues, itemIds: readonly string[]): { changes: QuoteItemChange[]; errors: FieldErrors } {
  const changes: QuoteItemChange[] = [];
  const errors: FieldErrors = {};
  for (const id of itemIds) {
    const typedQuantity = values[`cantidad-${id}`];
    const typedNote = values[`nota-${id}`];
    // A row the form did not carry (added in another tab) keeps what it has.
    if (typedQuantity === undefined) continue;
    const quantity = readQuantity(textOf(typedQuantity));
    const note = textOf(typedNote).trim();
    if (!quantity.ok) errors[`cantidad-${id}`] = quantity.message;
    if (note.length > QUOTE_LIMITS.note) errors[`nota-${id}`] = `La nota puede tener hasta ${QUOTE_LIMITS.note} caracteres.`;
    if (quantity.ok) changes.push({ id, quantity: quantity.value, note });
  }
  return { changes, errors };
}

async function add(args: RouteArgs, values: TypedValues): Promise<Response | ReturnType<typeof data<QuoteActionData>>> {
  const { request, context } = args;
  const kind = textOf(values.kind);
  const ref = textOf(values.ref).trim();
  const back = returnPath(textOf(values.volver));
  const stay = textOf(values[STAY_FIELD]) === "1";
  const outcome =
    isQuoteKind(kind) && ref
      ? await addQuoteItem(await databaseOf(context), {
          listId: await readQuoteListId(request),
          item: { kind, ref },
          addedFrom: back,
          clientIp: requestContextOf(context).clientIp,
        })
      : ({ ok: false, reason: "not-found" } as const);
  if (!outcome.ok) {
    return data<QuoteActionData>(
      { intent: "agregar", ok: false, error: addRefusals[outcome.reason] },
      { status: outcome.reason === "not-found" ? 404 : 429 },
    );
  }
  const headers = new Headers({ "Set-Cookie": await quoteCookieHeader(outcome.listId) });
  if (stay) return data<QuoteActionData>({ intent: "agregar", ok: true, name: outcome.name, count: outcome.count }, { headers });
  headers.append("Set-Cookie", await setFlash("quote-added"));
  return redirect(back, { status: 303, headers });
}

export async function quotePageAction(args: RouteArgs) {
  const { request, context } = args;
  const values = typedValues(await readSubmitted(args));
  const removing = textOf(values.quitar);
  const intent = removing ? "quitar" : textOf(values.intent);
  if (intent === "agregar") return add(args, values);
  if (intent !== "actualizar" && intent !== "quitar" && intent !== "enviar") {
    return data<QuoteActionData>({ intent: "actualizar", success: false, error: CONTACT_FAILURE }, { status: 400 });
  }

  const db = await databaseOf(context);
  const listId = await readQuoteListId(request);
  const list = await readQuoteList(db, listId);
  if (!listId || list.items.length === 0) {
    return data<QuoteActionData>(
      { intent, success: false, error: "Tu consulta está vacía: agregá productos desde el catálogo.", values },
      { status: 400 },
    );
  }
  const { changes, errors } = readChanges(
    values,
    list.items.map((item) => item.id),
  );
  const cookie = { "Set-Cookie": await quoteCookieHeader(listId) };
  if (changes.length > 0) await updateQuoteItems(db, listId, changes);

  if (intent === "quitar") {
    await removeQuoteItem(db, listId, removing);
    const { [`cantidad-${removing}`]: _quantity, [`nota-${removing}`]: _note, ...kept } = values;
    return data<QuoteActionData>({ intent, success: true, values: kept, fieldErrors: errors }, { headers: cookie });
  }
  if (Object.keys(errors).length > 0) {
    return data<QuoteActionData>(
      { intent, success: false, error: "Revisá las cantidades marcadas.", fieldErrors: errors, values },
      { status: 400, headers: cookie },
    );
  }
  if (intent === "actualizar") return data<QuoteActionData>({ intent, success: true, saved: true, values }, { headers: cookie });

  // Sent as the items are now, with what was just typed.
  const typed = new Map(changes.map((change) => [change.id, change]));
  const items = list.items.map((item) => ({
    kind: item.kind,
    ref: item.ref,
    name: item.name,
    path: item.path,
    quantity: typed.get(item.id)?.quantity ?? item.quantity,
    note: typed.get(item.id)?.note ?? item.note,
    addedFrom: item.addedFrom,
  }));
  let outcome;
  try {
    outcome = await submitContactMessage(db, {
      values: { ...values, source: "consulta" },
      clientIp: requestContextOf(context).clientIp,
      quote: { listId, items, origin: publicOrigin(request) },
    });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    requestContextOf(context).log.error({ err: error }, "quote list could not be sent");
    return data<QuoteActionData>({ intent, success: false, error: CONTACT_FAILURE, values }, { status: 500 });
  }
  if (!outcome.success) {
    return data<QuoteActionData>(
      { intent, success: false, error: outcome.error, fieldErrors: outcome.fieldErrors, values },
      { status: outcome.status },
    );
  }
  if (outcome.stored && !outcome.stored.spam) await recordContactSent(args, outcome.stored.source, outcome.stored.pagePath);
  return data<QuoteActionData>({ intent, success: true }, { headers: { "Set-Cookie": await clearQuoteCookieHeader() } });
}
