import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeActivity } from "~/.server/activity/entries";
import { searchActivity } from "~/.server/activity/log";
import { activityLog, articles, products } from "~/.server/db/schema";
import * as activityRoute from "~/admin/routes/actividad";
import * as articlesRoute from "~/admin/routes/articles";
import * as productsRoute from "~/admin/routes/products";
import * as productsCsvRoute from "~/admin/routes/products.csv";
import { activityListQuery } from "~/lib/activity";
import { readListQuery } from "~/admin/lib/lists";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// The activity log (issue 23): the admin's actions write who did what to which thing, the log keeps
// a year, and /admin/actividad lists it newest first with its search and filters.

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
describe("activity log", () => {
  const admin = setUpSignedInAdmin("registro@example.com");
  const db = () => admin.test.database.connection.db;
  const latest = async () => (await searchActivity(db(), readListQuery("http://x/", activityListQuery))).rows[0];

  it("records a product switched off and back on, a deletion and a catalogue export, with the person and the product's name", async () => {
    const [product] = await db().insert(products).values({ name: "Red Tamanet Edge 1,30 m", price: 189.9 }).returning();
    const setActive = async (active: boolean) =>
      productsRoute.action(
        await admin.args<typeof productsRoute.action>(
          admin.request("/admin/products", form({ intent: "set-active", productId: product!.id, active: String(active) })),
        ),
      );

    await setActive(false);
    expect(await latest()).toMatchObject({
      actorEmail: "registro@example.com",
      action: "deactivated",
      subject: "product",
      subjectId: product!.id,
      label: "Red Tamanet Edge 1,30 m",
    });
    // A press that changes nothing writes nothing.
    const before = (await db().select().from(activityLog)).length;
    await setActive(false);
    expect((await db().select().from(activityLog)).length).toBe(before);
    await setActive(true);
    expect(await latest()).toMatchObject({ action: "activated", label: "Red Tamanet Edge 1,30 m" });

    await productsRoute.action(
      await admin.args<typeof productsRoute.action>(admin.request("/admin/products", form({ intent: "delete", productId: product!.id }))),
    );
    expect(await latest()).toMatchObject({ action: "trashed", subject: "product", label: "Red Tamanet Edge 1,30 m" });

    await productsCsvRoute.loader(await admin.args<typeof productsCsvRoute.loader>(admin.request("/admin/products.csv")));
    expect(await latest()).toMatchObject({
      action: "exported",
      subject: "catalog",
      label: "Productos a CSV",
      detail: expect.stringMatching(/^\d+ productos$/),
    });
  });

  it("records publishing an article and taking it back, by its title", async () => {
    const [article] = await db()
      .insert(articles)
      .values({
        title: "Cómo conservar el ensilaje en verano",
        slug: "ensilaje-en-verano",
        content: "<p>Tapá bien el silo.</p>",
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning();
    const publish = async (intent: "publish" | "unpublish") =>
      articlesRoute.action(
        await admin.args<typeof articlesRoute.action>(admin.request("/admin/articles", form({ intent, id: article!.id }))),
      );
    await publish("unpublish");
    expect(await latest()).toMatchObject({ action: "unpublished", subject: "article", subjectId: article!.id, label: article!.title });
    await publish("publish");
    expect(await latest()).toMatchObject({ action: "published", label: article!.title });
  });

  it("keeps a year: writing an entry deletes those older than 365 days", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const someone = { id: null, email: "Antigua@Example.com" };
    await writeActivity(db(), someone, { action: "updated", subject: "settings", label: "Ajustes viejos" }, daysAgo(400));
    await writeActivity(db(), someone, { action: "updated", subject: "settings", label: "Ajustes de hace diez meses" }, daysAgo(300));
    await writeActivity(db(), someone, { action: "updated", subject: "settings", label: "Ajustes de hoy" }, now);
    const labels = (await db().select().from(activityLog).where(eq(activityLog.actorEmail, "antigua@example.com"))).map(
      (entry) => entry.label,
    );
    expect(labels.sort()).toEqual(["Ajustes de hace diez meses", "Ajustes de hoy"]);
  });

  it("lists newest first, searches without minding accents, and filters by person, kind and period", async () => {
    const person = { id: null, email: "filtros@example.com" };
    const now = new Date();
    await writeActivity(
      db(),
      person,
      { action: "created", subject: "category", label: "Desinfección de ubres" },
      new Date(now.getTime() - 20 * 24 * 60 * 60 * 1000),
    );
    await writeActivity(
      db(),
      person,
      { action: "updated", subject: "listing", label: "Botas Bekina", detail: "Precio de 89 a 95 dólares" },
      now,
    );
    const list = async (search: string) =>
      (await activityRoute.loader(await admin.args<typeof activityRoute.loader>(admin.request(`/admin/actividad${search}`)))).list;

    expect((await list("?persona=filtros@example.com")).rows.map((row) => row.label)).toEqual(["Botas Bekina", "Desinfección de ubres"]);
    expect((await list("?persona=filtros@example.com&periodo=7")).rows.map((row) => row.label)).toEqual(["Botas Bekina"]);
    expect((await list("?q=desinfeccion")).rows.map((row) => row.label)).toEqual(["Desinfección de ubres"]);
    expect((await list("?q=95 dolares")).rows.map((row) => row.label)).toEqual(["Botas Bekina"]);
    expect((await list("?tipo=category&persona=filtros@example.com")).rows.map((row) => row.label)).toEqual(["Desinfección de ubres"]);
    // Values that make no sense are no filter, never an error.
    const odd = await activityRoute.loader(
      await admin.args<typeof activityRoute.loader>(
        admin.request("/admin/actividad?persona=nadie@example.com&tipo=x&periodo=99&pagina=-4"),
      ),
    );
    expect(odd.query).toMatchObject({ persona: "", tipo: "", periodo: "", pagina: 1 });
    expect(odd.people).toEqual(expect.arrayContaining(["filtros@example.com", "registro@example.com"]));
  });
});
