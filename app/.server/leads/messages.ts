import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import {
  type ContactMessage,
  contactMessages,
  leadItems,
  type LeadStage,
  leadStages,
  mailOutbox,
  quoteLists,
  users,
} from "~/.server/db/schema";
import { closedLeadStages, openLeadStages } from "~/content/lead-stages";
import { foldedSearch } from "~/.server/db/search";
import { LIST_PAGE_SIZE, type ListPage, type MessageListQuery, type MessageStatus, pageOf } from "~/admin/lib/lists";
import * as z from "zod/mini";
import {
  type AmbicContact,
  ambicContactSchema,
  type ContactResult,
  type ContactSource,
  contactSources,
  type HomeContact,
  homeContactSchema,
  type PageContact,
  pageContactSchema,
  type QuoteContact,
  quoteContactSchema,
} from "~/lib/contact-forms";
import { checkForm, type FormSchema, textOf, type TypedValues } from "~/lib/forms";
import { montevideoDate } from "~/lib/montevideo-time";
import { CONTACT_FAILURE } from "~/lib/public-notices";
import { configuredOrigin } from "../origin";
import { composeLeadMails, type LeadMailItem, mailSite } from "./emails";
import { type LeadItemView, listLeadItems } from "./items";
import { enqueueMails, type OutboxStatus, retryMailsOf, type WaitingMailProblem, waitingMailProblem } from "./outbox";
import { detectSpam, RATE_LIMIT } from "./spam";
import { nudgeMailWorker } from "./worker";

// The contact function (docs/requirements.md §7 'Contact'): validates a form, stores the message,
// and queues its two e-mails in the same transaction. Nothing is sent here: the outbox worker
// delivers.

export interface ContactSubmission {
  /** The form's fields as posted, including source, topic, page and the spam-trap fields. */
  values: TypedValues;
  /** From the request context (the socket, or the trusted proxy chain); null when unknown. */
  clientIp: string | null;
  /**
   * «Mi consulta» (source "consulta"): the list's products, copied into lead_items with the lead,
   * and the list, deleted in the same transaction; `origin` makes the e-mails' links absolute.
   */
  quote?: { listId: string; items: readonly QuoteLeadItem[]; origin: string };
}

/** A product of a sent quote list, as lead_items keeps it. */
export interface QuoteLeadItem extends LeadMailItem {
  kind: "product" | "listing" | "pallet";
  ref: string;
  addedFrom: string | null;
}

export interface ContactOutcome extends ContactResult {
  status: 200 | 400 | 429;
  /** The stored lead's form and page, for the statistics; set only when a message was stored. */
  stored?: { source: ContactSource; pagePath: string | null; spam: boolean };
}

const unavailable = CONTACT_FAILURE;

function isSource(value: string): value is ContactSource {
  return (contactSources as readonly string[]).includes(value);
}

type LeadFields = Pick<ContactMessage, "nombre" | "apellido" | "email" | "telefono" | "empresa" | "mensaje">;

const pageLead = (form: PageContact): LeadFields => ({
  ...form,
  apellido: null,
  telefono: form.telefono ?? null,
  empresa: form.empresa ?? null,
});

/**
 * Each form's schema, then its fields as the columns of contact_messages: the one place where the
 * three vocabularies of docs/requirements.md §3 (home, contact page, AMBIC) meet the stored lead.
 */
const leadSchemas: Record<ContactSource, FormSchema<LeadFields>> = {
  inicio: z.pipe(
    homeContactSchema,
    z.transform(({ whatsapp, ...form }: HomeContact): LeadFields => ({ ...form, telefono: whatsapp, empresa: null })),
  ),
  contacto: z.pipe(pageContactSchema, z.transform(pageLead)),
  modal: z.pipe(pageContactSchema, z.transform(pageLead)),
  consulta: z.pipe(
    quoteContactSchema,
    // The list is the message: a visitor may add none of their own (the column keeps "").
    z.transform((form: QuoteContact): LeadFields => pageLead({ ...form, mensaje: form.mensaje ?? "" })),
  ),
  ambic: z.pipe(
    ambicContactSchema,
    z.transform(({ name, phone, company, message, email }: AmbicContact): LeadFields => ({
      nombre: name,
      apellido: null,
      email,
      telefono: phone ?? null,
      empresa: company ?? null,
      mensaje: message,
    })),
  ),
};

/** The submission as a row of contact_messages, or each invalid field's message. */
function toLead(source: ContactSource, values: TypedValues, items: readonly QuoteLeadItem[]) {
  const checked = checkForm(leadSchemas[source], values);
  if (!checked.ok) return { fieldErrors: checked.errors };
  const topic =
    source === "consulta"
      ? `${items.length} ${items.length === 1 ? "producto" : "productos"}`
      : textOf(values.topic).trim().slice(0, 200) || (source === "ambic" ? "AMBIC" : null);
  // A quote list's page is where its first product was added.
  const page = source === "consulta" ? (items[0]?.addedFrom ?? "") : textOf(values.pagina).trim();
  const pagePath = page.startsWith("/") && !page.startsWith("//") ? page.slice(0, 300) : null;
  return { lead: { source, ...checked.data, topic, pagePath } };
}

export async function submitContactMessage(db: Database, { values, clientIp, quote }: ContactSubmission): Promise<ContactOutcome> {
  const source = textOf(values.source);
  if (!isSource(source)) return { status: 400, success: false, error: unavailable };
  // A quote list is sent only from /mi-consulta with its products, and products come only with one.
  const items = quote?.items ?? [];
  if ((source === "consulta") !== items.length > 0) return { status: 400, success: false, error: unavailable };
  const { lead, fieldErrors } = toLead(source, values, items);
  if (!lead) return { status: 400, success: false, error: "Revisá los datos marcados.", fieldErrors };

  const spamReason = detectSpam(values);
  const stored = await db.transaction(async (tx) => {
    if (clientIp) {
      // Serialises one IP's submissions across instances, so the count below cannot be raced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${clientIp}`}))`);
      const [recent] = await tx
        .select({ n: count() })
        .from(contactMessages)
        .where(
          and(
            eq(contactMessages.clientIp, clientIp),
            gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${RATE_LIMIT.windowMinutes})`),
          ),
        );
      if ((recent?.n ?? 0) >= RATE_LIMIT.max) return null;
    }
    const [message] = await tx
      .insert(contactMessages)
      .values({ ...lead, clientIp, spamReason })
      .returning();
    if (quote) {
      await tx.insert(leadItems).values(
        items.map((item, position) => ({
          contactMessageId: message!.id,
          position,
          kind: item.kind,
          ref: item.ref,
          name: item.name,
          path: item.path,
          quantity: item.quantity,
          note: item.note,
          addedFrom: item.addedFrom,
        })),
      );
      await tx.delete(quoteLists).where(eq(quoteLists.id, quote.listId));
    }
    // A message the spam filter set aside is kept for the inbox, but no e-mail goes out for it.
    if (!spamReason) {
      const mails = composeLeadMails(message!, await mailSite(tx), { items, origin: quote?.origin ?? "" });
      await enqueueMails(tx, message!.id, mails);
    }
    return message!;
  });
  if (!stored) {
    return { status: 429, success: false, error: "Recibimos muchos mensajes desde tu conexión. Probá de nuevo en unos minutos." };
  }
  if (!spamReason) nudgeMailWorker();
  // A bot learns nothing from the answer: it looks like any other success.
  return { status: 200, success: true, stored: { source, pagePath: lead.pagePath, spam: spamReason !== null } };
}

export type DeliveryState = "sent" | "pending" | "failed" | "unconfirmed" | "none";

/** A lead as the pipeline shows it: the board's cards and the detail page. */
export interface LeadSummary {
  id: string;
  source: string;
  nombre: string;
  apellido: string | null;
  email: string;
  telefono: string | null;
  empresa: string | null;
  mensaje: string;
  topic: string | null;
  pagePath: string | null;
  createdAt: Date;
  spamReason: string | null;
  delivery: DeliveryState;
  lastError: string | null;
  stage: LeadStage;
  lostReason: string | null;
  /** The Montevideo day to follow it up, "YYYY-MM-DD". */
  followUpOn: string | null;
  stageChangedAt: Date | null;
  assigneeId: string | null;
  /** The owner's name, or their e-mail when the account has no name. */
  assigneeName: string | null;
  /** The products it asks about, when it was sent from «Mi consulta». */
  items: LeadItemView[];
}

/** The worst state among a message's e-mails, as the inbox shows it. */
export function deliveryState(statuses: readonly OutboxStatus[]): DeliveryState {
  if (statuses.length === 0) return "none";
  for (const state of ["failed", "unconfirmed"] as const) if (statuses.includes(state)) return state;
  if (statuses.some((status) => status === "pending" || status === "sending")) return "pending";
  return "sent";
}

export type InboxFilter = MessageStatus;

/** Who looks at the list and on which Montevideo day: «Mis consultas» and «Vencidas» depend on both. */
export interface InboxViewer {
  userId: string | null;
  /** "YYYY-MM-DD" in Montevideo. */
  today: string;
}

const openStages: LeadStage[] = [...openLeadStages];
const closedStages: LeadStage[] = [...closedLeadStages];

/** The stages each view can hold, in the board's order. */
export function stagesOfView(filter: InboxFilter): LeadStage[] {
  if (filter === "cerrados") return closedStages;
  if (filter === "abiertos" || filter === "mias" || filter === "vencidos") return openStages;
  return [...leadStages];
}

/** The leads of one of the board's views for this viewer: the board, its counts and the export read the same. */
export function inboxWhere(filter: InboxFilter, viewer: InboxViewer): SQL {
  const real = isNull(contactMessages.spamReason);
  switch (filter) {
    case "spam":
      return isNotNull(contactMessages.spamReason);
    case "abiertos":
      return and(real, inArray(contactMessages.stage, openStages))!;
    case "mias":
      return and(
        real,
        inArray(contactMessages.stage, openStages),
        viewer.userId ? eq(contactMessages.assigneeId, viewer.userId) : sql`false`,
      )!;
    case "vencidos":
      // Due on or before today: the reminder goes out on the morning of the day itself.
      return and(real, inArray(contactMessages.stage, openStages), lte(contactMessages.followUpOn, viewer.today))!;
    case "cerrados":
      return and(real, inArray(contactMessages.stage, closedStages))!;
    default:
      return real;
  }
}

/** The board's order: by stage, then newest first. */
const stageOrder = sql`array_position(array[${sql.join(
  leadStages.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${contactMessages.stage})`;

function viewerToday(): InboxViewer {
  return { userId: null, today: montevideoDate(new Date()) };
}

/** Leads of a view, by stage and newest first, with their delivery state. */
export async function listContactMessages(
  db: Database,
  filter: InboxFilter = "abiertos",
  limit = 200,
  viewer: InboxViewer = viewerToday(),
): Promise<LeadSummary[]> {
  return inboxMessages(db, inboxWhere(filter, viewer), limit, 0, false);
}

export interface LeadBoardPage extends ListPage<LeadSummary> {
  /** How many leads of the view (and search) are in each of its stages, over every page. */
  stageCounts: { stage: LeadStage; total: number }[];
}

/**
 * One page of the pipeline (/admin/messages?q=&estado=&pagina=), by stage and newest first within
 * one: the sender's name or e-mail contains `q` (case and accents aside), in the view `estado`.
 */
export async function searchContactMessages(
  db: Database,
  query: Omit<MessageListQuery, "pagina"> & { pagina?: number },
  viewer: InboxViewer = viewerToday(),
): Promise<LeadBoardPage> {
  const where = and(
    inboxWhere(query.estado, viewer),
    foldedSearch(query.q, [
      contactMessages.nombre,
      contactMessages.apellido,
      contactMessages.email,
      sql`${contactMessages.nombre} || ' ' || coalesce(${contactMessages.apellido}, '')`,
    ]),
  )!;
  const counted = await db
    .select({ stage: contactMessages.stage, total: count() })
    .from(contactMessages)
    .where(where)
    .groupBy(contactMessages.stage);
  const total = counted.reduce((sum, row) => sum + row.total, 0);
  const { page, pageCount, offset } = pageOf(query.pagina ?? 1, total);
  const stageCounts = stagesOfView(query.estado).map((stage) => ({
    stage,
    total: counted.find((row) => row.stage === stage)?.total ?? 0,
  }));
  return { rows: await inboxMessages(db, where, LIST_PAGE_SIZE, offset, true), total, page, pageCount, stageCounts };
}

/** One lead, or null when there is none with that id. */
export async function getLead(db: Database, id: string): Promise<LeadSummary | null> {
  const [lead] = await inboxMessages(db, eq(contactMessages.id, id), 1, 0, false);
  return lead ?? null;
}

async function inboxMessages(db: Database, where: SQL, limit: number, offset: number, byStage: boolean): Promise<LeadSummary[]> {
  const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const messages = await db
    .select({ ...getTableColumns(contactMessages), assigneeName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})` })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.assigneeId))
    .where(where)
    .orderBy(...(byStage ? [asc(stageOrder), ...newestFirst] : newestFirst))
    .limit(limit)
    .offset(offset);
  if (messages.length === 0) return [];
  const mails = await db
    .select({ contactMessageId: mailOutbox.contactMessageId, status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.contactMessageId,
        messages.map((message) => message.id),
      ),
    );
  const items = await listLeadItems(
    db,
    messages.map((message) => message.id),
  );
  return messages.map((message) => {
    const own = mails.filter((mail) => mail.contactMessageId === message.id);
    return {
      id: message.id,
      source: message.source,
      nombre: message.nombre,
      apellido: message.apellido,
      email: message.email,
      telefono: message.telefono,
      empresa: message.empresa,
      mensaje: message.mensaje,
      topic: message.topic,
      pagePath: message.pagePath,
      createdAt: message.createdAt,
      spamReason: message.spamReason,
      delivery: deliveryState(own.map((mail) => mail.status as OutboxStatus)),
      lastError: own.find((mail) => mail.lastError)?.lastError ?? null,
      stage: message.stage,
      lostReason: message.lostReason,
      followUpOn: message.followUpOn,
      stageChangedAt: message.stageChangedAt,
      assigneeId: message.assigneeId,
      assigneeName: message.assigneeName,
      items: items.get(message.id) ?? [],
    };
  });
}

/** What the inbox tells the operator when e-mails wait because the mail server refused them. */
export async function mailDeliveryProblem(db: Database): Promise<WaitingMailProblem | null> {
  return waitingMailProblem(db);
}

/** "Lucía Pérez (lucia@example.com)": how the activity log names an enquiry. */
export async function messageSender(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ nombre: contactMessages.nombre, apellido: contactMessages.apellido, email: contactMessages.email })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row ? `${[row.nombre, row.apellido].filter(Boolean).join(" ")} (${row.email})` : null;
}

/** Queues a message's unsent e-mails again, now; a message the spam filter kept gets its e-mails for the first time. */
export async function retryMessageDelivery(db: Database, id: string): Promise<boolean> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return false;
  const [existing] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.contactMessageId, id));
  if ((existing?.n ?? 0) === 0) {
    await db.update(contactMessages).set({ spamReason: null }).where(eq(contactMessages.id, id));
    const items = (await listLeadItems(db, [id])).get(id) ?? [];
    await enqueueMails(db, id, composeLeadMails(message, await mailSite(db), { items, origin: configuredOrigin() }));
  } else {
    await retryMailsOf(db, id);
  }
  nudgeMailWorker();
  return true;
}
