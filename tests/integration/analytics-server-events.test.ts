import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { flushAnalytics } from "~/.server/analytics/buffer";
import { recordSearchEvent } from "~/.server/analytics/collect";
import { analyticsEvents, contactMessages } from "~/.server/db/schema";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { headers as sheetHeaders, loader as sheetLoader } from "~/routes/catalog/productos.$id.ficha-tecnica";
import { action as apiContact } from "~/routes/resources/api.contact";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// What the server itself counts, so it counts without JavaScript too: a contact message stored
// (which form, from which page), a technical sheet opened, a search made.

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let test: TestDatabase;
let ipCounter = 0;
const context = () => routeContext({ clientIp: `198.51.100.${++ipCounter}`, db: test.connection.db });

async function events() {
  await flushAnalytics();
  const rows = await test.connection.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.createdAt));
  return rows.map((row) => ({ name: row.name, path: row.path, properties: row.properties, hashed: row.visitorHash !== null }));
}

function contact(fields: Record<string, string>, headers: Record<string, string> = { "User-Agent": BROWSER }) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ [RENDERED_AT_FIELD]: String(Date.now() - 10_000), ...fields })) body.set(key, value);
  const request = new Request("http://localhost/api/contact", { method: "POST", body, headers });
  return apiContact({ request, context: context() } as never) as Promise<Response>;
}

function openSheet(id: string, headers: Record<string, string> = { "User-Agent": BROWSER }) {
  const request = new Request(`http://localhost/productos/${id}/ficha-tecnica`, { headers });
  return sheetLoader({ request, params: { id }, context: context() } as never);
}

describe("events the server records", () => {
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await flushAnalytics();
    await test.connection.db.delete(analyticsEvents);
    await test.connection.db.delete(contactMessages);
  });
  afterAll(() => test.dispose());

  const modalMessage = {
    source: "modal",
    nombre: "Bruno",
    email: "bruno@example.com",
    mensaje: "¿Tienen inoculantes?",
    pagina: "/conservacion-de-forrajes",
  };

  it("counts a stored contact message with its form and the page it was sent from", async () => {
    expect((await contact(modalMessage)).status).toBe(200);
    expect(await events()).toEqual([
      { name: "contact_sent", path: "/conservacion-de-forrajes", properties: { form: "modal" }, hashed: true },
    ]);
  });

  it("does not count a refused message, one the spam filter set aside, or one sent by a script", async () => {
    expect((await contact({ ...modalMessage, email: "bruno@" })).status).toBe(400);
    expect((await contact({ ...modalMessage, [HONEYPOT_FIELD]: "https://spam.example" })).status).toBe(200);
    expect((await contact(modalMessage, { "User-Agent": "python-requests/2.32" })).status).toBe(200);
    expect(await test.connection.db.select().from(contactMessages)).toHaveLength(2);
    expect(await events()).toEqual([]);
  });

  it("counts each opening of a technical sheet, which no cache keeps, but not a prefetch of it", async () => {
    await openSheet("innovent");
    await openSheet("innovent", { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" });
    expect(await events()).toEqual([
      { name: "sheet_download", path: "/productos/innovent/ficha-tecnica", properties: { product: "innovent" }, hashed: true },
    ]);
    expect(new Headers(sheetHeaders({} as never) as HeadersInit).get("cache-control")).toMatch(/private/);
    await expect(openSheet("no-existe")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("counts a search with whether it found something, never its words", async () => {
    const request = new Request("http://localhost/buscar?q=red%20para%20enfardar", { headers: { "User-Agent": BROWSER } });
    await recordSearchEvent({ request, context: context() }, { results: 12 });
    await recordSearchEvent({ request, context: context() }, { results: 0 });
    expect(await events()).toEqual([
      { name: "search", path: "/buscar", properties: { results: "some" }, hashed: true },
      { name: "search", path: "/buscar", properties: { results: "none" }, hashed: true },
    ]);
  });
});
