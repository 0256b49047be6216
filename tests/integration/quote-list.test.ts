import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, leadItems, mailOutbox, products, quoteListItems, quoteLists, staticListingItems } from "~/.server/db/schema";
import { submitContactMessage } from "~/.server/leads/messages";
import { RATE_LIMIT } from "~/.server/leads/spam";
import { addQuoteItem, deleteExpiredQuoteLists, readQuoteList } from "~/.server/quotes/lists";
import { quotePageAction, quotePageLoader } from "~/.server/quotes/page";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { QUOTE_LIMITS } from "~/lib/quote-list";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// «Mi consulta» on the server: the list behind its signed cookie, through the page's own action
// (what a browser without JavaScript posts), its limits and sweep, and sending it as one lead.

const human = { [RENDERED_AT_FIELD]: String(Date.now() - 10_000) };
const contact = { nombre: "Marta Olivera", email: "marta@example.com", telefono: "099 555 111", empresa: "Tambo La Aurora", ...human };

describe("the quote list", () => {
  let database: TestDatabase;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;
  let productId: string;
  let listingRowId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.connection;
    const [product] = await db
      .insert(products)
      .values({ name: "Red Tama 1,23 m", images: ["/uploads/products/red.webp"], imageAlts: ["Rollo de red azul"] })
      .returning();
    productId = product!.id;
    const [row] = await db
      .insert(staticListingItems)
      .values({
        listingPath: "/botas-bekina",
        productKey: "bota-prueba",
        position: 0,
        name: "Bota Bekina SteplitePro",
        category: "Botas",
        image: "/images/products/bota.webp",
        description: "Bota de PU para tambo.",
        inStock: true,
      })
      .returning();
    listingRowId = row!.id;
  });
  afterAll(() => database.dispose());

  /** The page's action as a browser posts it, with the visitor's cookies. */
  async function post(form: Record<string, string>, { cookie = "", ip = "198.51.100.7" }: { cookie?: string; ip?: string } = {}) {
    const request = new Request("http://localhost/mi-consulta", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(form),
    });
    const result = await quotePageAction({ request, context: routeContext({ db: database.connection.db, clientIp: ip }) });
    if (result instanceof Response) return { status: result.status, headers: result.headers, data: undefined };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data };
  }

  async function list(cookie: string) {
    const request = new Request("http://localhost/mi-consulta", { headers: { cookie } });
    return quotePageLoader({ request, context: routeContext({ db: database.connection.db }) });
  }

  /** The mi_consulta cookie of an answer, as the browser sends it back. */
  function quoteCookieOf(headers: Headers): string {
    const cookie = headers.getSetCookie().find((value) => value.startsWith("mi_consulta="));
    if (!cookie) throw new Error("no mi_consulta cookie");
    return cookie.split(";")[0]!;
  }

  async function startList(ip = nextIp()): Promise<string> {
    const added = await post({ intent: "agregar", kind: "product", ref: productId, volver: "/redes-enfardar" }, { ip });
    return quoteCookieOf(added.headers);
  }

  it("adds products from three kinds of pages without JavaScript: a 303 back with a notice, one signed cookie, one line each", async () => {
    const first = await post({ intent: "agregar", kind: "product", ref: productId, volver: "/redes-enfardar" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/redes-enfardar");
    const setCookies = first.headers.getSetCookie();
    const quote = setCookies.find((value) => value.startsWith("mi_consulta="))!;
    expect(quote).toMatch(/HttpOnly/);
    expect(quote).toMatch(/SameSite=Lax/);
    expect(quote).toMatch(new RegExp(`Max-Age=${QUOTE_LIMITS.days * 86_400}`));
    // Only the list's id, signed: no product, no personal data.
    const value = decodeURIComponent(quoteCookieOf(first.headers).slice("mi_consulta=".length));
    expect(value).not.toMatch(/Red|botas/);
    expect(setCookies.some((value) => value.startsWith("aviso="))).toBe(true);

    const cookie = quoteCookieOf(first.headers);
    await post({ intent: "agregar", kind: "listing", ref: listingRowId, volver: "/botas-bekina" }, { cookie });
    await post({ intent: "agregar", kind: "pallet", ref: "innovent", volver: "/productos/innovent" }, { cookie });
    // Twice the same product keeps one line.
    await post({ intent: "agregar", kind: "product", ref: productId, volver: "/producto/x" }, { cookie });

    const { items, dropped } = await list(cookie);
    expect(dropped).toBe(0);
    expect(
      items.map(({ kind, name, path, image, imageAlt, quantity, addedFrom }) => ({
        kind,
        name,
        path,
        image,
        imageAlt,
        quantity,
        addedFrom,
      })),
    ).toEqual([
      {
        kind: "product",
        name: "Red Tama 1,23 m",
        path: `/producto/${productId}`,
        image: "/uploads/products/red.webp",
        imageAlt: "Rollo de red azul",
        quantity: 1,
        addedFrom: "/redes-enfardar",
      },
      {
        kind: "listing",
        name: "Bota Bekina SteplitePro",
        path: "/botas-bekina",
        image: "/images/products/bota.webp",
        imageAlt: "Bota Bekina SteplitePro",
        quantity: 1,
        addedFrom: "/botas-bekina",
      },
      expect.objectContaining({ kind: "pallet", name: "InnoVent", path: "/productos/innovent", addedFrom: "/productos/innovent" }),
    ]);
  });

  it("answers a script with data instead of a redirect, and sends a visitor back only to a page of this site", async () => {
    const scripted = await post({
      intent: "agregar",
      kind: "pallet",
      ref: "flexnet-pro",
      volver: "/productos/flexnet-pro",
      sin_recargar: "1",
    });
    expect(scripted.status).toBe(200);
    expect(scripted.data).toEqual({ intent: "agregar", ok: true, name: "FlexNet Pro", count: 1 });
    for (const volver of ["//evil.example/", "https://evil.example/", "/\\evil.example", "redes"]) {
      const answer = await post({ intent: "agregar", kind: "pallet", ref: "innovent", volver });
      expect(answer.headers.get("location")).toBe("/mi-consulta");
    }
    const unknown = await post({ intent: "agregar", kind: "pallet", ref: "no-existe", volver: "/" });
    expect(unknown.status).toBe(404);
  });

  it("reads a forged or foreign cookie as an empty list", async () => {
    const cookie = await startList();
    const listId = decodeURIComponent(cookie.slice("mi_consulta=".length));
    expect((await list("mi_consulta=" + encodeURIComponent(listId.replace(/^"?./, "x")))).items).toEqual([]);
    expect((await list(`mi_consulta=${encodeURIComponent(JSON.stringify("00000000-0000-4000-8000-000000000000"))}`)).items).toEqual([]);
    expect((await list(cookie)).items).toHaveLength(1);
  });

  it("saves quantities written the Uruguayan way and notes, refuses what it cannot read, and keeps what was typed on «Quitar»", async () => {
    const cookie = await startList();
    await post({ intent: "agregar", kind: "pallet", ref: "innovent", volver: "/productos/innovent" }, { cookie });
    const [red, innovent] = (await list(cookie)).items;

    const saved = await post(
      {
        intent: "actualizar",
        [`cantidad-${red!.id}`]: "1.000",
        [`nota-${red!.id}`]: " para 120 vacas ",
        [`cantidad-${innovent!.id}`]: "2",
      },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect((await list(cookie)).items.map((item) => [item.quantity, item.note])).toEqual([
      [1000, "para 120 vacas"],
      [2, ""],
    ]);

    const refused = await post(
      {
        intent: "actualizar",
        [`cantidad-${red!.id}`]: "1,5",
        [`cantidad-${innovent!.id}`]: "0",
        [`nota-${innovent!.id}`]: "x".repeat(301),
      },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: {
        [`cantidad-${red!.id}`]: "La cantidad va en números enteros, sin decimales: «1,5» no es una cantidad entera.",
        [`cantidad-${innovent!.id}`]: "La cantidad tiene que ser al menos 1: «0» se lee como 0.",
        [`nota-${innovent!.id}`]: `La nota puede tener hasta ${QUOTE_LIMITS.note} caracteres.`,
      },
    });
    const tooMany = await post({ intent: "actualizar", [`cantidad-${red!.id}`]: "100.000" }, { cookie });
    expect(tooMany.data).toMatchObject({
      fieldErrors: { [`cantidad-${red!.id}`]: "La cantidad puede ser como mucho 99.999: «100.000» es demasiado." },
    });

    const removed = await post(
      { quitar: innovent!.id, [`cantidad-${red!.id}`]: "12", [`cantidad-${innovent!.id}`]: "3", nombre: "Marta", email: "marta@exam" },
      { cookie },
    );
    expect(removed.status).toBe(200);
    // The contact fields typed so far come back; the removed row's do not.
    expect(removed.data).toMatchObject({
      intent: "quitar",
      success: true,
      values: { nombre: "Marta", email: "marta@exam", [`cantidad-${red!.id}`]: "12" },
    });
    expect(removed.data && "values" in removed.data && removed.data.values?.[`cantidad-${innovent!.id}`]).toBeFalsy();
    expect((await list(cookie)).items.map((item) => [item.name, item.quantity])).toEqual([["Red Tama 1,23 m", 12]]);
  });

  it("drops an item whose product left the catalogue, and says so once", async () => {
    const { db } = database.connection;
    const [gone] = await db.insert(products).values({ name: "Producto que se retira" }).returning();
    const cookie = await startList();
    await post({ intent: "agregar", kind: "product", ref: gone!.id, volver: "/" }, { cookie });
    await db.update(products).set({ isActive: false }).where(eq(products.id, gone!.id));
    expect(await list(cookie)).toMatchObject({ dropped: 1, items: [{ name: "Red Tama 1,23 m" }] });
    expect(await list(cookie)).toMatchObject({ dropped: 0, items: [{ name: "Red Tama 1,23 m" }] });
  });

  it("holds at most 30 products, and an address starts at most 20 lists an hour", async () => {
    const { db } = database.connection;
    const many = await db
      .insert(products)
      .values(Array.from({ length: QUOTE_LIMITS.items + 1 }, (_, index) => ({ name: `Producto ${index + 1}` })))
      .returning({ id: products.id });
    const ip = nextIp();
    let listId: string | null = null;
    for (const product of many.slice(0, QUOTE_LIMITS.items)) {
      const added = await addQuoteItem(db, { listId, item: { kind: "product", ref: product.id }, addedFrom: "/", clientIp: ip });
      if (!added.ok) throw new Error(added.reason);
      listId = added.listId;
    }
    expect(await addQuoteItem(db, { listId, item: { kind: "product", ref: many.at(-1)!.id }, addedFrom: "/", clientIp: ip })).toEqual({
      ok: false,
      reason: "full",
    });

    const busy = nextIp();
    for (let n = 0; n < QUOTE_LIMITS.newListsPerHour; n++) {
      expect((await addQuoteItem(db, { listId: null, item: { kind: "pallet", ref: "innovent" }, addedFrom: "/", clientIp: busy })).ok).toBe(
        true,
      );
    }
    expect(await addQuoteItem(db, { listId: null, item: { kind: "pallet", ref: "innovent" }, addedFrom: "/", clientIp: busy })).toEqual({
      ok: false,
      reason: "too-many-lists",
    });
  });

  it("sweeps a list untouched for 30 days, items and all, and keeps a younger one", async () => {
    const { db } = database.connection;
    const old = decodeURIComponent((await startList()).slice("mi_consulta=".length));
    const young = decodeURIComponent((await startList()).slice("mi_consulta=".length));
    const idOf = (signed: string) => JSON.parse(Buffer.from(signed.replace(/^"|"$/g, "").split(".")[0]!, "base64").toString()) as string;
    await db
      .update(quoteLists)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(quoteLists.id, idOf(old)));
    await db
      .update(quoteLists)
      .set({ updatedAt: sql`now() - interval '29 days'` })
      .where(eq(quoteLists.id, idOf(young)));
    expect(await deleteExpiredQuoteLists(db)).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select()
        .from(quoteLists)
        .where(eq(quoteLists.id, idOf(old))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(quoteListItems)
        .where(eq(quoteListItems.listId, idOf(old))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(quoteLists)
        .where(eq(quoteLists.id, idOf(young))),
    ).toHaveLength(1);
    expect((await readQuoteList(db, idOf(old))).items).toEqual([]);
  });

  it("sends the list as one lead with its items and both e-mails, deletes the list and forgets the cookie", async () => {
    const { db } = database.connection;
    const cookie = await startList();
    await post({ intent: "agregar", kind: "listing", ref: listingRowId, volver: "/botas-bekina" }, { cookie });
    await post({ intent: "agregar", kind: "pallet", ref: "innovent", volver: "/productos/innovent" }, { cookie });
    const [red, boots, innovent] = (await list(cookie)).items;

    const sent = await post(
      {
        intent: "enviar",
        ...contact,
        [`cantidad-${red!.id}`]: "1.000",
        [`nota-${red!.id}`]: "Entrega en Florida",
        [`cantidad-${boots!.id}`]: "4",
        [`cantidad-${innovent!.id}`]: "2",
      },
      { cookie },
    );
    expect(sent).toMatchObject({ status: 200, data: { intent: "enviar", success: true } });
    expect(sent.headers.getSetCookie().find((value) => value.startsWith("mi_consulta="))).toMatch(/Max-Age=0/);

    const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.email, "marta@example.com"));
    expect(lead).toMatchObject({
      source: "consulta",
      topic: "3 productos",
      pagePath: "/redes-enfardar",
      mensaje: "",
      empresa: "Tambo La Aurora",
    });
    const items = await db.select().from(leadItems).where(eq(leadItems.contactMessageId, lead!.id)).orderBy(leadItems.position);
    expect(items.map(({ kind, name, path, quantity, note }) => ({ kind, name, path, quantity, note }))).toEqual([
      { kind: "product", name: "Red Tama 1,23 m", path: `/producto/${productId}`, quantity: 1000, note: "Entrega en Florida" },
      { kind: "listing", name: "Bota Bekina SteplitePro", path: "/botas-bekina", quantity: 4, note: "" },
      { kind: "pallet", name: "InnoVent", path: "/productos/innovent", quantity: 2, note: "" },
    ]);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, lead!.id));
    const notification = mails.find((mail) => mail.kind === "lead-notification")!;
    const confirmation = mails.find((mail) => mail.kind === "lead-confirmation")!;
    for (const mail of [notification, confirmation]) {
      expect(mail.text).toContain(`1.000 × Red Tama 1,23 m\n  http://localhost/producto/${productId}`);
      expect(mail.text).toContain("4 × Bota Bekina SteplitePro\n  http://localhost/botas-bekina");
      expect(mail.text).toContain("2 × InnoVent\n  http://localhost/productos/innovent");
    }
    expect(notification.text).toContain("Nota: Entrega en Florida");
    expect(notification.subject).toContain("3 productos");
    // The confirmation goes to an address anyone can type: none of the visitor's words.
    expect(confirmation.text).not.toContain("Entrega en Florida");
    expect(confirmation.text).not.toContain("Marta");

    expect(await list(cookie)).toEqual({ items: [], dropped: 0 });
    const listId = JSON.parse(
      Buffer.from(decodeURIComponent(cookie.slice("mi_consulta=".length)).replace(/^"|"$/g, "").split(".")[0]!, "base64").toString(),
    ) as string;
    expect(await db.select().from(quoteLists).where(eq(quoteLists.id, listId))).toEqual([]);
  });

  it("refuses missing contact fields and keeps the list; a spam trap stores the lead without any e-mail", async () => {
    const { db } = database.connection;
    const cookie = await startList();
    const refused = await post({ intent: "enviar", nombre: " ", email: "no-es-un-email", ...human }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: { nombre: "Ingresá tu nombre.", email: "Ingresá un email válido, por ejemplo nombre@correo.com." },
    });
    expect((await list(cookie)).items).toHaveLength(1);

    const trapped = await post(
      { intent: "enviar", ...contact, email: "bot@example.com", [HONEYPOT_FIELD]: "https://spam.example" },
      { cookie },
    );
    expect(trapped.data).toMatchObject({ success: true });
    const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.com"));
    expect(lead!.spamReason).toBe("honeypot");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, lead!.id))).toEqual([]);
    expect((await list(cookie)).items).toEqual([]);
  });

  it("shares the contact forms' rate limit, and a «consulta» comes only with products", async () => {
    const { db } = database.connection;
    const ip = nextIp();
    await db.insert(contactMessages).values(
      Array.from({ length: RATE_LIMIT.max }, () => ({
        source: "contacto",
        nombre: "Otro",
        email: "otro@example.com",
        mensaje: "Hola",
        clientIp: ip,
      })),
    );
    const cookie = await startList(nextIp());
    const limited = await post({ intent: "enviar", ...contact, email: "limitada@example.com" }, { cookie, ip });
    expect(limited.status).toBe(429);
    expect((await list(cookie)).items).toHaveLength(1);

    const bare = await submitContactMessage(db, { values: { source: "consulta", ...contact }, clientIp: nextIp() });
    expect(bare.status).toBe(400);
  });
});
